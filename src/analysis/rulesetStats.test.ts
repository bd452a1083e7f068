/**
 * Statistics kept per ruleset (issue 35): over seeded histories of Zung Jung and Ravenna matches,
 * each ruleset's figures are those of its own matches alone, checked the long way against the
 * engine's results, and a Ravenna win is counted by its limit hand and doublings, never as a Zung
 * Jung pattern or a chicken hand.
 */
import { describe, expect, it } from 'vitest';
import { RAVENNA_ALL_PAIRS } from '../../test/fixtures/ravennaLogs';
import { playedMatch } from '../../test/helpers/matches';
import type { GameLog, GameState, HandResult, PlayerIndex } from '../engine';
import { currentPlayers, replay } from '../engine';
import { handStarts } from './replay';
import { patternStats, statsByRuleset } from './stats';
import type { MatchSummary } from './summary';
import { summarizeMatch } from './summary';

type Win = Extract<HandResult, { kind: 'win' }>;

function summary(log: GameLog): MatchSummary {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** The engine's result at the end of each hand, by replaying the log's prefix. */
function results(log: GameLog): { result: HandResult; state: GameState }[] {
  return handStarts(log).map((span) => {
    const r = replay({ ...log, actions: log.actions.slice(0, span.end) });
    if (!r.ok) throw new Error(r.error.message);
    const phase = r.value.hand.phase;
    if (phase.kind !== 'handOver' && phase.kind !== 'matchOver') throw new Error('not over');
    return { result: phase.result, state: r.value };
  });
}

const ZUNG_JUNG = ['h1', 'h3'].map((seed) => playedMatch(seed));
const RAVENNA = ['rs-1', 'rs-2'].map((seed) =>
  playedMatch(seed, { ruleset: 'ravenna', maxHands: 8 }),
);

/** Player `player`'s wins the long way: each hand's engine result, by ruleset. */
function winsOf(logs: readonly GameLog[], player: PlayerIndex): Win[] {
  return logs.flatMap((log) =>
    results(log).flatMap(({ result, state }) => {
      if (result.kind !== 'win') return [];
      const players = currentPlayers(state);
      return players[result.winner] === player ? [result] : [];
    }),
  );
}

describe('statistics per ruleset', () => {
  it('regression: a 200-point Ravenna all-pairs win was listed as a chicken hand', () => {
    const s = summary(RAVENNA_ALL_PAIRS);
    expect(s.ruleset).toBe('ravenna');
    const hand = s.hands[0]!.result;
    expect(hand).toMatchObject({ kind: 'win', winner: 0, value: 200 });
    if (hand.kind !== 'win') throw new Error('no win');
    expect(hand.scoredBy).toEqual([{ id: 'limit.seven-pairs', points: 200 }]);
    const stats = patternStats([s], 0);
    expect(stats.plainWins).toBe(0);
    expect(stats.scoredBy).toEqual([{ id: 'limit.seven-pairs', count: 1, points: 200 }]);
    expect(stats.averageWin).toBe(200);
  });

  it('regression: one "average win" over Zung Jung 30s and Ravenna 200s — each ruleset has its own', () => {
    const summaries = [...RAVENNA, ...ZUNG_JUNG].map(summary);
    const groups = statsByRuleset(summaries, 0);
    // Only the rulesets played, the one of the first (newest) match first.
    expect(groups.map((g) => g.ruleset)).toEqual(['ravenna', 'zung-jung']);
    for (const [ruleset, logs] of [
      ['ravenna', RAVENNA],
      ['zung-jung', ZUNG_JUNG],
    ] as const) {
      const { stats } = groups.find((g) => g.ruleset === ruleset)!;
      const wins = winsOf(logs, 0);
      expect(wins.length, ruleset).toBeGreaterThan(0);
      expect(stats.wins, ruleset).toBe(wins.length);
      expect(stats.matches, ruleset).toBe(logs.length);
      expect(stats.averageWin, ruleset).toBeCloseTo(
        wins.reduce((a, w) => a + w.score.total, 0) / wins.length,
      );
      expect(stats.hands, ruleset).toBe(logs.reduce((a, log) => a + handStarts(log).length, 0));
      expect(stats, ruleset).toEqual(patternStats(logs.map(summary), 0));
    }
    // The mixed average was neither: a Ravenna win is worth 20 at the very least (§10.2).
    const ravenna = groups[0]!.stats;
    const zungJung = groups[1]!.stats;
    expect(ravenna.averageWin).toBeGreaterThan(zungJung.averageWin);
    expect(patternStats(summaries, 0).averageWin).not.toBeCloseTo(ravenna.averageWin);
  });

  it('counts a Ravenna win by its limit hand and doublings, and a plain one as table points only', () => {
    for (const player of [0, 1, 2, 3] as PlayerIndex[]) {
      const wins = winsOf(RAVENNA, player);
      const stats = patternStats(RAVENNA.map(summary), player);
      const want = new Map<string, number>();
      let plain = 0;
      for (const w of wins) {
        const own = w.ravenna!.scores[w.winner];
        const marks = [
          ...(own.limitHand === null ? [] : [`limit.${own.limitHand}`]),
          ...own.doublings.map((d) => `dbl.${d}`),
        ];
        if (marks.length === 0) plain++;
        for (const m of marks) want.set(m, (want.get(m) ?? 0) + 1);
      }
      expect(stats.plainWins, `player ${player}`).toBe(plain);
      expect(new Map(stats.scoredBy.map((m) => [m.id, m.count]))).toEqual(want);
      // Never a Zung Jung pattern id ("4.1") in a Ravenna match.
      for (const m of stats.scoredBy) expect(m.id).toMatch(/^(limit|dbl)\./);
    }
    const all = [0, 1, 2, 3].flatMap((p) => winsOf(RAVENNA, p as PlayerIndex));
    expect(all.some((w) => w.ravenna!.scores[w.winner].doublings.length > 0)).toBe(true);
  });

  it('lists a single ruleset when only one was played, and none with no match', () => {
    expect(statsByRuleset(ZUNG_JUNG.map(summary), 0).map((g) => g.ruleset)).toEqual(['zung-jung']);
    expect(statsByRuleset([], 0)).toEqual([]);
  });
});
