import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { Decide } from '../bots';
import { BOTS } from '../bots';
import { compare, compareProblem } from './compare';
import { simulate } from './simulate';

function hu(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hu.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('hu simulate --compare (issue 36)', () => {
  it('finds no difference at all between two identical players, deal by deal', () => {
    // The others include random and beginner players, who draw from their random streams: the
    // two games of a pair must give them the same numbers.
    const zungJung = compare({
      hands: 16,
      seed: 'same',
      compare: ['standard', 'standard'],
      bots: ['random', '_', 'beginner', 'standard'],
      flowers: false,
    });
    // A random player in the measured seat draws a number at every decision: both sides must get
    // the same stream too.
    const ravenna = compare({
      hands: 8,
      seed: 'same',
      compare: ['random', 'random'],
      bots: ['beginner', 'random', 'standard', '_'],
      flowers: false,
      ruleset: 'ravenna',
    });
    for (const r of [zungJung, ravenna]) {
      expect(r.invariantViolations).toBe(0);
      expect(r.pairedDifferences).toHaveLength(r.hands / 2);
      expect(r.pairedDifferences.every((d) => d === 0)).toBe(true);
      expect(r.difference).toEqual({
        pointsPerHand: 0,
        pointsPerHandCI95: [0, 0],
        wins: 0,
        selfDrawWins: 0,
        dealIns: 0,
      });
      // Everything but the decision times, which the clock decides.
      const results = r.players.map((p) => ({ ...p, decisionMsP50: 0, decisionMsP95: 0 }));
      expect(results[0]).toEqual(results[1]);
    }
    // Not a table where nothing happens: the measured player won and paid.
    expect(zungJung.players[0]!.wins).toBeGreaterThan(0);
    expect(zungJung.players[0]!.pointsPerHandCI95[1]).toBeGreaterThan(
      zungJung.players[0]!.pointsPerHandCI95[0],
    );
  });

  it('plays the deals of --duplicate on the same seed', () => {
    // Players who draw no random numbers play the same games in both: the measured one's results
    // are his under --duplicate, and every pair is two copies of the --duplicate game.
    const duplicate = simulate({
      hands: 8,
      seed: 'dup',
      bots: ['standard', 'standard', 'standard', 'standard'],
      flowers: false,
      duplicate: true,
    });
    const paired = compare({
      hands: 8,
      seed: 'dup',
      compare: ['standard', 'standard'],
      bots: ['_', 'standard', 'standard', 'standard'],
      flowers: false,
    });
    // Everything but the decision times, which the clock decides.
    const { bot, wins, selfDrawWins, dealIns, pointsPerHand, pointsPerHandCI95 } =
      duplicate.players[0]!;
    expect(paired.players[0]).toMatchObject({
      bot,
      hands: 8,
      wins,
      selfDrawWins,
      dealIns,
      pointsPerHand,
      pointsPerHandCI95,
    });
    expect(paired.hands).toBe(2 * duplicate.hands);
    expect(paired.draws).toBe(2 * duplicate.draws);
    expect(paired.decisions).toBe(2 * duplicate.decisions);
  });

  it('gives every player his own random stream, untouched by what the measured player draws', () => {
    // A plays as the standard level (which draws no random numbers) after drawing five numbers
    // itself; B is the standard level. Were the stream shared, the random players beside them
    // would get other numbers in A's games, and the games would part.
    const drawsFirst: Decide = (view, rng) => {
      for (let i = 0; i < 5; i++) rng.float();
      return BOTS['standard']!(view, rng);
    };
    const r = compare({
      hands: 8,
      seed: 'streams',
      compare: ['draws-first', 'standard'],
      measured: [drawsFirst, BOTS['standard']!],
      bots: ['_', 'random', 'beginner', 'random'],
      flowers: false,
    });
    expect(r.pairedDifferences.every((d) => d === 0)).toBe(true);
    expect(r.players[0]!.pointsPerHand).toBe(r.players[1]!.pointsPerHand);
  });

  it('tells the strong level from the random player, with an interval clear of 0', () => {
    const r = compare({
      hands: 8,
      seed: 's3',
      compare: ['strong', 'random'],
      bots: ['_', 'random', 'random', 'random'],
      flowers: false,
    });
    expect(r).toMatchObject({ hands: 16, deals: 2, invariantViolations: 0, illegalActions: 0 });
    expect(r.players.map((p) => [p.bot, p.hands])).toEqual([
      ['strong', 8],
      ['random', 8],
    ]);
    expect(r.difference.pointsPerHand).toBeGreaterThan(0);
    expect(r.difference.pointsPerHandCI95[0]).toBeGreaterThan(0);
    expect(r.difference.wins).toBeGreaterThan(0);
    // The difference is the difference of the two players' points a hand.
    expect(r.difference.pointsPerHand).toBeCloseTo(
      r.players[0]!.pointsPerHand - r.players[1]!.pointsPerHand,
      2,
    );
  });

  it('prints one JSON object with both players and the paired difference', () => {
    const r = hu([
      'simulate',
      '--hands',
      '4',
      '--seed',
      'cli',
      '--compare',
      'random,beginner',
      '--bots',
      'random,random,_,random',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Record<string, unknown> & {
      players: Record<string, unknown>[];
    };
    expect(Object.keys(report)).toEqual([
      'ruleset',
      'hands',
      'deals',
      'draws',
      'invariantViolations',
      'illegalActions',
      'handsPerSecond',
      'bots',
      'players',
      'difference',
    ]);
    expect(report).toMatchObject({
      hands: 8,
      deals: 1,
      bots: ['random', 'random', '_', 'random'],
      players: [
        { bot: 'random', hands: 4 },
        { bot: 'beginner', hands: 4 },
      ],
    });
    expect(Object.keys(report.players[0]!)).toEqual([
      'bot',
      'hands',
      'wins',
      'selfDrawWins',
      'dealIns',
      'pointsPerHand',
      'pointsPerHandCI95',
      'decisionMsP50',
      'decisionMsP95',
    ]);
    expect(Object.keys(report['difference'] as object)).toEqual([
      'pointsPerHand',
      'pointsPerHandCI95',
      'wins',
      'selfDrawWins',
      'dealIns',
    ]);
  });

  it('explains a bad comparison with exit code 2', () => {
    const run = (compared: string, bots: string) =>
      hu(['simulate', '--hands', '8', '--seed', '1', '--compare', compared, '--bots', bots]);
    const noMark = run('strong,standard', 'standard,standard,standard,standard');
    expect(noMark.code).toBe(2);
    expect(noMark.stderr).toContain('exactly one _ in --bots');
    const twoMarks = run('strong,standard', '_,_,standard,standard');
    expect(twoMarks.code).toBe(2);
    expect(twoMarks.stderr).toContain('(found 2)');
    const unknown = run('strong,genius', '_,standard,standard,standard');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('unknown bot "genius"');
    const oneName = run('strong', '_,standard,standard,standard');
    expect(oneName.code).toBe(2);
    expect(oneName.stderr).toContain('--compare names two players');
    const markAlone = hu([
      'simulate',
      '--hands',
      '8',
      '--seed',
      '1',
      '--bots',
      '_,random,random,random',
    ]);
    expect(markAlone.code).toBe(2);
    expect(markAlone.stderr).toContain('marks the seat measured by --compare');
  });

  it('plays whole deals only', () => {
    const bots = ['_', 'standard', 'standard', 'standard'] as const;
    expect(compareProblem({ hands: 6, bots })).toContain('multiple of 4');
    expect(compareProblem({ hands: 0, bots })).toContain('multiple of 4');
    expect(compareProblem({ hands: 8, bots })).toBeNull();
    expect(() =>
      compare({ hands: 6, seed: '1', compare: ['random', 'random'], bots, flowers: false }),
    ).toThrow('multiple of 4');
  });
});
