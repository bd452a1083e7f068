/**
 * Verdicts that follow the numbers (issue 35, item 3): the after-hand review never calls a move a
 * mistake, let alone the costliest, when the analyser values it at least as high as the coach's
 * for the aim chosen — by the figures the coach's panel showed, estimates included — unless danger
 * drove the advice and the person's tile is the riskier one; and "costliest" is the largest loss.
 *
 * Checked on the real pipeline: bots' matches of both rulesets, the person's seat (player 0) played
 * by a beginner or a random player, each hand's decisions found by replaying the log
 * (reviewMoves.ts), each reviewed for both aims by the worker's own entry (botApi.review), the rows
 * and the summary drawn by the view model. The comparisons below are written out again here, from
 * the coach's figures, not taken from the code under test.
 */
import { describe, expect, it } from 'vitest';
import { decisionViews } from '../../../test/fixtures/coach-positions';
import { playedMatch } from '../../../test/helpers/matches';
import type { DiscardFigures } from '../../bots/coach';
import type { PlayerView, RulesetId } from '../../engine';
import { formatTile, kindOfId, kindOf } from '../../engine';
import type { DecisionReview, HandDecision, HandReviewState } from '../../store';
import { handDecisions } from '../../analysis';
import { botApi } from '../../worker/botApi';
import type { ReviewRow } from './model';
import { orderRows, reviewRows, summarize } from './model';
import { reviewEn } from './text.en';
import { commentLines } from './words';
import { coachWords } from '../../../test/helpers/coach';
import { wordsOf } from '../coach/text';

type Aim = 'win' | 'points';
const AIMS: readonly Aim[] = ['win', 'points'];

/** Figures apart by less than this (relative, at least absolute) are sums in another order. */
const TIE = 1e-9;
const apart = (x: number, y: number) =>
  Math.abs(x - y) > TIE * Math.max(1, Math.abs(x), Math.abs(y));

/**
 * The coach's order for the aim (coach.ts `byAim`): the aim's figure first, the other breaking a
 * tie. Positive when `mine` is better, 0 alike, negative worse.
 */
function byAim(mine: DiscardFigures, coach: DiscardFigures, aim: Aim): number {
  const pairs: [number, number][] = [
    [mine.tableChance, coach.tableChance],
    [mine.tablePoints, coach.tablePoints],
  ];
  if (aim === 'points') pairs.reverse();
  for (const [m, c] of pairs) if (apart(m, c)) return m - c;
  return 0;
}

/** What the panel showed for the two discards of a review, when both are discards it valued. */
function panelFigures(r: DecisionReview): [DiscardFigures, DiscardFigures] | null {
  const d = r.advice.discard;
  if (d === null || r.mine.type !== 'discard' || r.coach.type !== 'discard') return null;
  const of = (kind: number) => d.figures.find((f) => f.kind === kind);
  const mine = of(r.mine.kind);
  const coach = of(r.coach.kind);
  return mine === undefined || coach === undefined ? null : [mine, coach];
}

/** Danger drove the advice (its best tile dangerous, or no chance left) and the person's is riskier. */
function riskier(r: DecisionReview): boolean {
  const reason = r.advice.discard?.reason.type;
  return (
    (reason === 'safety' || reason === 'noChance') && r.mineFigures.risk! > r.coachFigures.risk!
  );
}

/** The hands: the person a beginner or a random player, in Zung Jung and in Ravenna. */
const HANDS: { ruleset: RulesetId; level: 'beginner' | 'random'; seeds: number }[] = [
  { ruleset: 'zung-jung', level: 'beginner', seeds: 9 },
  { ruleset: 'zung-jung', level: 'random', seeds: 8 },
  { ruleset: 'ravenna', level: 'beginner', seeds: 2 },
  { ruleset: 'ravenna', level: 'random', seeds: 6 },
];

interface Reviewed {
  readonly name: string;
  readonly aim: Aim;
  readonly rows: ReviewRow[];
}

function reviewHand(
  name: string,
  target: HandReviewState['target'],
  decisions: HandDecision[],
  aim: Aim,
): Reviewed {
  // As the review driver does (src/app/reviewDriver.ts): each decision through the worker's entry.
  const reviews = decisions.map((d) => botApi.review({ view: d.view, action: d.action, aim }));
  const state: HandReviewState = {
    key: name,
    target,
    aim,
    strongOpponents: 0,
    status: 'ready',
    decisions,
    reviews,
  };
  return { name, aim, rows: reviewRows(state) };
}

const reviewed: Reviewed[] = [];
for (const { ruleset, level, seeds } of HANDS)
  for (let s = 0; s < seeds; s++) {
    const log = playedMatch(`verdicts-${s}`, { level, ruleset, maxHands: 2 });
    for (const handNumber of [0, 1]) {
      const found = handDecisions({ log, handNumber });
      if (!found.ok) throw new Error(found.error.message);
      for (const aim of AIMS)
        reviewed.push(
          reviewHand(
            `${ruleset}/${level}/${s}/${handNumber}/${aim}`,
            { log, handNumber },
            found.value,
            aim,
          ),
        );
    }
  }
const rows = reviewed.flatMap((h) => h.rows);
const EN = coachWords('en');

describe('verdicts that follow the numbers, over seeded hands of both rulesets', () => {
  it('has hands and decisions of every kind to judge', () => {
    const hands = new Set(reviewed.map((h) => h.name.replace(/\/[a-z]+$/, '')));
    expect(hands.size).toBeGreaterThanOrEqual(50);
    expect(new Set(reviewed.map((h) => h.name.split('/')[0]))).toEqual(
      new Set(['zung-jung', 'ravenna']),
    );
    expect(rows.every((r) => r.review)).toBe(true);
    // Mistakes found, of both kinds of figures: the test can fail.
    const mistakes = rows.filter((r) => r.verdict === 'different');
    expect(mistakes.length).toBeGreaterThan(200);
    expect(mistakes.filter((r) => r.loss?.type === 'odds').length).toBeGreaterThan(100);
    expect(mistakes.filter((r) => r.loss?.type === 'risk').length).toBeGreaterThan(10);
    expect(mistakes.filter((r) => r.review!.mine.type !== 'discard').length).toBeGreaterThan(5);
  });

  it('never calls a discard the analyser values at least as high as the coach’s a mistake', () => {
    let asGood = 0;
    let judged = 0;
    let ahead = 0;
    for (const row of rows) {
      const r = row.review!;
      const figures = panelFigures(r);
      if (figures === null || r.verdict === 'same') continue;
      judged++;
      const [mine, coach] = figures;
      // The figures reviewed are those the panel showed.
      expect([r.mineFigures.winChance, r.mineFigures.expectedPoints]).toEqual([
        mine.tableChance,
        mine.tablePoints,
      ]);
      expect([r.coachFigures.winChance, r.coachFigures.expectedPoints]).toEqual([
        coach.tableChance,
        coach.tablePoints,
      ]);
      if (riskier(r)) {
        // The exception: danger drove the advice, and the person's tile is riskier.
        expect(row.verdict).toBe('different');
        expect(row.loss?.type).toBe('risk');
        continue;
      }
      if (byAim(mine, coach, r.aim) < 0) continue;
      asGood++;
      expect(r.verdict === 'equal' || r.verdict === 'better').toBe(true);
      // Ahead by the figures where the coach left them for what they leave out (issue 36): even
      // with the advice, and said so; otherwise ahead is "better".
      if (byAim(mine, coach, r.aim) > 0) {
        const departed = ['speed', 'wider', 'judgement', 'safety'].includes(
          r.advice.discard!.reason.type,
        );
        expect(r.verdict).toBe(departed ? 'equal' : 'better');
        if (departed) {
          ahead++;
          const w = wordsOf(EN, row.decision.view.ruleset);
          expect(commentLines(w, row)).toContain(reviewEn['review.comment.even']);
        }
      }
      expect(row.verdict).not.toBe('different');
      expect(row).toMatchObject({ loss: null, cost: null, big: false });
    }
    expect(judged).toBeGreaterThan(300);
    expect(asGood).toBeGreaterThan(10);
    expect(ahead).toBeGreaterThan(0);
  });

  it('calls a discard a mistake only when the coach’s figures are better for the aim, or it is riskier', () => {
    for (const row of rows) {
      const r = row.review!;
      const figures = panelFigures(r);
      if (figures === null || row.verdict !== 'different') continue;
      if (riskier(r)) continue;
      const [mine, coach] = figures;
      expect(byAim(mine, coach, r.aim)).toBeLessThan(0);
      // Its loss is what the panel's figures lost, in the aim's measure first.
      const lost =
        r.aim === 'win'
          ? (coach.tableChance - mine.tableChance) * 100
          : coach.tablePoints - mine.tablePoints;
      expect(row.loss?.type).toBe('odds');
      expect(row.cost!.first).toBeCloseTo(lost, 9);
    }
  });

  it('names as the costliest the row with the largest loss, first in the costliest-first order', () => {
    let named = 0;
    for (const { name, aim, rows: hand } of reviewed) {
      const summary = summarize(hand);
      const costs = hand.filter((r) => r.cost !== null);
      const ordered = orderRows(hand, 'cost');
      if (summary.costliest === null) {
        // No row lost anything a figure shows.
        expect(costs, name).toEqual([]);
        expect(
          hand.filter((r) => r.loss !== null && r.loss.type !== 'other'),
          name,
        ).toEqual([]);
        continue;
      }
      named++;
      const c = summary.costliest;
      expect(ordered[0], name).toBe(c);
      expect(c.verdict).toBe('different');
      expect(c.loss).not.toBeNull();
      expect(c.loss!.type).not.toBe('other');
      if (costs.length === 0) continue;
      // The largest loss in the aim's measure: percentage points of chance, or expected points.
      const most = Math.max(...costs.map((r) => r.cost!.first));
      expect(c.cost, name).not.toBeNull();
      expect(c.cost!.first, name).toBe(most);
      expect(c.cost!.then).toBe(
        Math.max(...costs.filter((r) => r.cost!.first === most).map((r) => r.cost!.then)),
      );
      // A real loss: the aim's figure lost, or tied and the other lost.
      expect(c.cost!.first > 0 || c.cost!.then > 0).toBe(true);
      // Every measured loss in order, largest first, before every loss the measure cannot tell.
      const measured = ordered.filter((r) => r.cost !== null);
      expect(ordered.slice(0, measured.length)).toEqual(measured);
      for (let i = 1; i < measured.length; i++)
        expect(measured[i - 1]!.cost!.first).toBeGreaterThanOrEqual(measured[i]!.cost!.first);
      // Risk counts in the measure only as points, when the coach aims for them.
      if (aim === 'win') expect(costs.some((r) => r.loss!.type === 'risk')).toBe(false);
    }
    expect(named).toBeGreaterThan(50);
  });
});

describe('the review calls a better move the worst (issue 35)', () => {
  // A position of the golden match (pinned: no change to the bots moves it), like the issue's:
  // the hand 1b 2b 6b 7b 8b 9b 4c 7c 1d 3d 3d we ww dr, where the coach (at the time of the fix)
  // throws 4 Characters to keep 1 Bamboo "for Thirteen Terminals" — 7.7% to win, 0.77 points —
  // while throwing 1 Bamboo shows 11.5% and 0.58 points (estimates, far from ready). The review
  // marked 1 Bamboo a mistake, "1 tile further from ready", and the costliest of all the discards.
  const HAND = '1b 2b 6b 7b 8b 9b 4c 7c 1d 3d 3d we ww dr';
  const handOf = (v: PlayerView) =>
    v.seats[v.seat]
      .concealed!.map(kindOfId)
      .sort((a, b) => a - b)
      .map(formatTile)
      .join(' ');
  const views = decisionViews().filter((v) => v.phase.kind === 'turn' && handOf(v) === HAND);

  it('finds the position', () => {
    expect(views).toHaveLength(1);
  });

  it('never marks the analyser’s best discard for the aim a mistake; the costliest is the largest loss', () => {
    const view = views[0]!;
    const discards = view.legalActions.filter((a) => a.type === 'discard');
    // One "decision" per kind the person could throw: every choice of the position reviewed.
    const byKind = new Map(discards.map((a) => [kindOfId(a.tile), a]));
    const decisions: HandDecision[] = [...byKind.values()].map((action, i) => ({
      step: i,
      index: i,
      action,
      view,
    }));
    for (const aim of AIMS) {
      const { rows: choices } = reviewHand(
        `issue-35/${aim}`,
        { log: {} as never, handNumber: 0 },
        decisions,
        aim,
      );
      const figures = choices[0]!.review!.advice.discard!.figures;
      const best = figures.reduce((b, f) => (byAim(f, b, aim) > 0 ? f : b));
      const row = choices.find(
        (r) => r.review!.mine.type === 'discard' && r.review!.mine.kind === best.kind,
      )!;
      // Unless the coach turned it down as riskier: then its loss is that risk.
      const reason = choices[0]!.review!.advice.discard!.reason;
      if (reason.type === 'safety' && row.verdict === 'different')
        expect(row.loss?.type).toBe('risk');
      else {
        expect(row.verdict).not.toBe('different');
        expect(row.loss).toBeNull();
      }
      const summary = summarize(choices);
      expect(summary.costliest).not.toBeNull();
      expect(summary.costliest!.n).not.toBe(row.n);
      // The costliest lost the most of the aim's figure against the coach's tile.
      const coach = figures.find((f) => f.kind === (row.review!.coach as { kind: number }).kind)!;
      const lost = (f: DiscardFigures) =>
        aim === 'win'
          ? (coach.tableChance - f.tableChance) * 100
          : coach.tablePoints - f.tablePoints;
      const mine = (r: ReviewRow) =>
        figures.find((f) => f.kind === (r.review!.mine as { kind: number }).kind)!;
      // A tile turned down as riskier loses its extra risk, in expected points (aim points).
      const cost = (r: ReviewRow) =>
        r.loss?.type === 'risk' && aim === 'points' ? r.loss.points : lost(mine(r));
      const largest = Math.max(...choices.map(cost));
      expect(cost(summary.costliest!)).toBeCloseTo(largest, 9);
    }
    // 1 Bamboo itself, for the aim of winning: judged by its own figures against the coach's.
    const oneBamboo = byKind.get(kindOf(0))!;
    const review = botApi.review({ view, action: oneBamboo, aim: 'win' })!;
    const d = review.advice.discard!;
    const of = (kind: number) => d.figures.find((f) => f.kind === kind)!;
    // The coach's tile is the analyser's best for the aim: nothing is better by the numbers.
    for (const f of d.figures)
      expect(byAim(f, of(d.recommended.kind), 'win')).toBeLessThanOrEqual(0);
    expect(review.verdict === 'different').toBe(byAim(of(0), of(d.recommended.kind), 'win') < 0);
  });
});
