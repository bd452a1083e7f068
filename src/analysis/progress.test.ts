/**
 * The progress page's figures (issue 37, item 2) equal the statistics computed from the stored
 * matches: over seeded histories (any subset of seeded matches of both rulesets, kept at any time,
 * the coach's findings kept for some, stale for others), each ruleset's points are its matches in
 * the order played, each match's win rate, deal-in rate and points are the History's statistics
 * of that match, the pooled figures are the History's statistics over the ruleset, and the coach's
 * figures are counted from the real reviews of the person's decisions.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import { reviewedMatch } from '../../test/helpers/reviews';
import type { GameLog } from '../engine';
import type { DecisionReview } from '../worker/protocol';
import type { MatchFindings, MistakeKind } from './findings';
import { mistakeKindOf } from './findings';
import { gradeReview } from './grading';
import type { ProgressMatch } from './progress';
import {
  PROGRESS_METRICS,
  metricOf,
  pooledMetric,
  progressByRuleset,
  unreviewed,
} from './progress';
import { patternStats } from './stats';
import type { MatchSummary } from './summary';
import { summarizeMatch } from './summary';

interface Seeded {
  readonly id: string;
  readonly log: GameLog;
  readonly summary: MatchSummary;
  readonly reviews: DecisionReview[];
  readonly findings: MatchFindings;
}

const LOGS: [string, GameLog][] = [
  ['z1', playedMatch('progress-1', { maxHands: 3 })],
  ['z2', playedMatch('progress-2', { maxHands: 2, level: 'random' })],
  ['z3', playedMatch('progress-3', { maxHands: 4 })],
  ['r1', playedMatch('progress-4', { maxHands: 3, ruleset: 'ravenna' })],
  ['r2', playedMatch('progress-5', { maxHands: 2, level: 'random', ruleset: 'ravenna' })],
];
let pool: Seeded[];

beforeAll(() => {
  pool = LOGS.map(([id, log]) => {
    const summary = summarizeMatch(log);
    if (!summary.ok) throw new Error(summary.error.message);
    return { id, log, summary: summary.value, ...reviewedMatch(id, log) };
  });
}, 120_000);

/** A history: some of the seeded matches, each kept at a time, its findings kept, stale or not. */
const history = () =>
  fc
    .subarray([0, 1, 2, 3, 4], { minLength: 1 })
    .chain((picked) =>
      fc.tuple(
        fc.constant(picked),
        fc.array(fc.integer({ min: 0, max: 3 }), {
          minLength: picked.length,
          maxLength: picked.length,
        }),
        fc.array(fc.constantFrom('kept', 'none', 'stale'), {
          minLength: picked.length,
          maxLength: picked.length,
        }),
      ),
    )
    .map(([picked, times, kept]) => ({
      matches: picked.map((p, i): ProgressMatch & { seeded: number } => ({
        seeded: p,
        id: pool[p]!.id,
        finishedAt: times[i]!,
        actions: pool[p]!.log.actions.length,
        summary: pool[p]!.summary,
      })),
      kept: new Map(picked.map((p, i) => [p, kept[i]!])),
    }));

describe('progressByRuleset', () => {
  it('equals the statistics computed from the stored matches', () => {
    fc.assert(
      fc.property(history(), ({ matches, kept }) => {
        const findings = new Map<string, MatchFindings>();
        for (const m of matches) {
          const k = kept.get(m.seeded);
          const f = pool[m.seeded]!.findings;
          if (k === 'kept') findings.set(m.id, f);
          // Findings of the same id but another log (the match was kept again, longer).
          if (k === 'stale') findings.set(m.id, { ...f, actions: f.actions - 1 });
        }
        const groups = progressByRuleset(matches, findings, 0);
        const order = [...matches].sort(
          (a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? -1 : 1),
        );
        expect(groups.map((g) => g.ruleset)).toEqual([
          ...new Set(order.map((m) => m.summary.ruleset)),
        ]);
        for (const group of groups) {
          const own = matches
            .filter((m) => m.summary.ruleset === group.ruleset)
            .sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : 1));
          expect(group.points.map((p) => p.matchId)).toEqual(own.map((m) => m.id));
          const tally = new Map<MistakeKind, number>();
          own.forEach((m, i) => {
            const point = group.points[i]!;
            const stats = patternStats([m.summary], 0);
            expect(point.hands).toBe(stats.hands);
            expect(point.winRate).toBe(stats.winRate);
            expect(point.dealInRate).toBe(stats.dealInRate);
            expect(point.points).toBe(m.summary.totals[0]);
            expect(metricOf(point, 'pointsPerHand')).toBeCloseTo(
              m.summary.totals[0] / stats.hands,
              12,
            );
            if (kept.get(m.seeded) !== 'kept') {
              expect(point.coach).toBeNull();
              expect(metricOf(point, 'coachMatch')).toBeNull();
              return;
            }
            // The coach's figures, counted from the reviews themselves.
            const reviews = pool[m.seeded]!.reviews;
            const discards = reviews.filter((r) => r.mine.type === 'discard');
            const matched = discards.filter((r) => gradeReview(r).verdict !== 'different');
            const big = reviews.filter((r) => gradeReview(r).big);
            expect(point.coach).toMatchObject({
              discards: discards.length,
              matchedDiscards: matched.length,
              bigMistakes: big.length,
            });
            expect(metricOf(point, 'coachMatch')).toBe(matched.length / discards.length);
            expect(metricOf(point, 'bigPerHand')).toBe(big.length / stats.hands);
            for (const r of big)
              tally.set(mistakeKindOf(r), (tally.get(mistakeKindOf(r)) ?? 0) + 1);
          });
          // Pooled over the ruleset: the History's own statistics.
          const stats = patternStats(
            own.map((m) => m.summary),
            0,
          );
          expect(pooledMetric(group.points, 'winRate')).toBe(stats.winRate);
          expect(pooledMetric(group.points, 'dealInRate')).toBe(stats.dealInRate);
          expect(group.reviewed).toBe(own.filter((m) => kept.get(m.seeded) === 'kept').length);
          expect(new Map(group.mistakes.map((t) => [t.kind, t.count]))).toEqual(tally);
          expect(group.bigMistakes).toBe([...tally.values()].reduce((a, b) => a + b, 0));
          const counts = group.mistakes.map((t) => t.count);
          expect(counts).toEqual([...counts].sort((a, b) => b - a));
          // The matches still to review are the ones without findings of their log, newest first.
          const left = unreviewed(own, findings).map((m) => m.id);
          expect(left).toEqual(
            own
              .filter((m) => kept.get(m.seeded) !== 'kept')
              .sort((a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? -1 : 1))
              .map((m) => m.id),
          );
        }
      }),
      { numRuns: 150 },
    );
  });

  it('pools a metric over matches: every hand or discard counts once', () => {
    const groups = progressByRuleset(
      pool.map((s, i) => ({
        id: s.id,
        finishedAt: i,
        actions: s.log.actions.length,
        summary: s.summary,
      })),
      new Map(pool.map((s) => [s.id, s.findings])),
      0,
    );
    for (const group of groups)
      for (const metric of PROGRESS_METRICS) {
        const pooled = pooledMetric(group.points, metric)!;
        const values = group.points.map((p) => metricOf(p, metric)!);
        // Between the smallest and the largest match's figure, and weighted by hands (or discards).
        expect(pooled).toBeGreaterThanOrEqual(Math.min(...values) - 1e-12);
        expect(pooled).toBeLessThanOrEqual(Math.max(...values) + 1e-12);
      }
    expect(pooledMetric([], 'winRate')).toBeNull();
  });

  it('leaves out a match with no hand played, and has no group for a ruleset not played', () => {
    const [first] = pool;
    const empty = { ...first!.summary, hands: [] };
    expect(
      progressByRuleset([{ id: 'e', finishedAt: 1, actions: 0, summary: empty }], new Map(), 0),
    ).toEqual([]);
  });
});
