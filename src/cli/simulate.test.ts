import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Rng, randomWinningHand, seedRng } from '../engine';
import { parseScoreRequest, scoreInputOf } from './rulesets/zung-jung/contract';
import { pointsInterval, simulate } from './simulate';

function hu(args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hu.ts', ...args], {
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('hu simulate (shared/contract.md)', () => {
  it('prints one JSON object with the contract\u2019s fields', () => {
    const r = hu(['simulate', '--hands', '40', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as Record<string, unknown> & {
      players: Record<string, unknown>[];
    };
    expect(Object.keys(report)).toEqual([
      'ruleset',
      'hands',
      'draws',
      'invariantViolations',
      'illegalActions',
      'handsPerSecond',
      'players',
    ]);
    expect(report).toMatchObject({
      ruleset: 'zung-jung',
      hands: 40,
      invariantViolations: 0,
      illegalActions: 0,
    });
    expect(report.players).toHaveLength(4);
    expect(Object.keys(report.players[0]!)).toEqual([
      'bot',
      'wins',
      'selfDrawWins',
      'dealIns',
      'pointsPerHand',
      'pointsPerHandCI95',
      'decisionMsP50',
      'decisionMsP95',
    ]);
  });

  it('is deterministic for a seed, and zero-sum across players', () => {
    const run = () =>
      simulate({
        hands: 64,
        seed: 'det',
        bots: ['random', 'random', 'random', 'random'],
        flowers: false,
        duplicate: false,
      });
    const a = run();
    const b = run();
    const strip = (r: ReturnType<typeof run>) =>
      r.players.map(({ bot, wins, dealIns, pointsPerHand }) => ({
        bot,
        wins,
        dealIns,
        pointsPerHand,
      }));
    expect(strip(a)).toEqual(strip(b));
    expect(a.players.reduce((s, p) => s + p.pointsPerHand, 0)).toBeCloseTo(0, 6);
  });

  it('plays each deal four times with the players rotated under --duplicate', () => {
    const r = simulate({
      hands: 8,
      seed: 'dup',
      bots: ['random', 'random', 'random', 'random'],
      flowers: false,
      duplicate: true,
    });
    expect(r.hands).toBe(8);
  });

  it('takes the interval over whole deals under --duplicate, where the seat luck cancels out', () => {
    // A player who wins big in the lucky seat and pays in the other three, deal after deal: his
    // hands vary wildly, his deals not at all — he breaks even, and duplicate play can tell.
    const points = Array.from({ length: 400 }, (_, i) => (i % 4 === 0 ? 30 : -10));
    const perHand = pointsInterval(points, 1);
    const perDeal = pointsInterval(points, 4);
    expect(perHand.mean).toBe(0);
    expect(perDeal.mean).toBe(0);
    expect(perHand.ci95[1] - perHand.ci95[0]).toBeGreaterThan(3);
    expect(perDeal.ci95).toEqual([0, 0]);
    // Deals that really differ keep a real interval.
    const uneven = Array.from({ length: 400 }, (_, i) => (Math.floor(i / 4) % 2 === 0 ? 5 : -3));
    const byDeal = pointsInterval(uneven, 4);
    expect(byDeal.mean).toBe(1);
    expect(byDeal.ci95[0]).toBeLessThan(1);
    expect(byDeal.ci95[1]).toBeGreaterThan(1);
  });

  it('explains bad arguments with exit code 2', () => {
    expect(hu(['simulate', '--seed', '1']).stderr).toContain('--hands');
    expect(
      hu(['simulate', '--hands', '4', '--seed', '1', '--bots', 'random,genius,random,random']),
    ).toMatchObject({ code: 2 });
    expect(hu(['simulate', '--hands', '6', '--seed', '1', '--duplicate']).stderr).toContain(
      'multiple of 4',
    );
  });
});

describe('scoreInputOf', () => {
  it('writes a winning hand as a score document that reads back to the same hand', () => {
    const rng = new Rng(seedRng('contract-roundtrip'));
    for (let i = 0; i < 500; i++) {
      const hand = randomWinningHand(rng);
      const parsed = parseScoreRequest(JSON.parse(JSON.stringify(scoreInputOf(hand))));
      expect(parsed.ok && parsed.value.hand).toEqual({
        ...hand,
        melds: hand.melds.map((m) => ({ ...m })),
      });
    }
  });
});
