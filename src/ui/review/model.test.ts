/**
 * The review's view model and words, without a DOM: what a difference cost (a missed win; for two
 * discards the analyser's chance to win and expected points; else speed, points or risk, useful
 * tiles), which mistakes are big, the figures as shown, the rows in order of play or costliest
 * first, the summary, and the sentences in both languages — then the same on real reviews by the
 * coach of bots' hands: never two equal columns under a difference (issue 16, item 4).
 */
import { describe, expect, it } from 'vitest';
import { coachWords } from '../../../test/helpers/coach';
import { randomPosition } from '../../../test/helpers/hidden';
import { playedMatch } from '../../../test/helpers/matches';
import { reviewDecision } from '../../bots/coach';
import type { PlayerView } from '../../engine';
import { playerView, kindOf } from '../../engine';
import type {
  ChoiceFigures,
  CoachAdvice,
  DecisionReview,
  HandDecision,
  HandReviewState,
  MoveChoice,
} from '../../store';
import { handDecisions } from '../../analysis';
import './text';
import type { Loss, ReviewRow } from './model';
import {
  BIG,
  compareLoss,
  costOf,
  figureRows,
  filterRows,
  isBig,
  lossOf,
  orderRows,
  reviewRow,
  reviewRows,
  summarize,
} from './model';
import {
  chowName,
  didText,
  figureCells,
  figureText,
  lossText,
  reasonText,
  summaryText,
  wouldText,
} from './words';

const words = coachWords;
const wEn = words('en');
const wIt = words('it');
const en = wEn.t;
const it_ = wIt.t;

const view: PlayerView = playerView(randomPosition('review-model', 0), 0);

const figures = (f: Partial<ChoiceFigures> = {}): ChoiceFigures => ({
  shanten: 2,
  tiles: 20,
  points: null,
  value: 6,
  risk: 0.5,
  winChance: 0.2,
  expectedPoints: 3,
  ...f,
});

/** Figures of a choice the analyser does not value (a claim, a pass, a kong). */
const unvalued = (f: Partial<ChoiceFigures> = {}) =>
  figures({ value: null, risk: null, winChance: null, expectedPoints: null, ...f });

const adviceFor = (aim: 'win' | 'points') =>
  ({
    win: null,
    discard: { aim, reason: { type: 'efficiency' } },
    claim: null,
  }) as unknown as CoachAdvice;
const advice = adviceFor('win');

function review(
  mine: Partial<ChoiceFigures>,
  coach: Partial<ChoiceFigures>,
  extra: Partial<DecisionReview> = {},
): DecisionReview {
  return {
    advice,
    mine: { type: 'discard', kind: kindOf(4) },
    coach: { type: 'discard', kind: kindOf(20) },
    verdict: 'different',
    // The aim the coach's advice was for.
    aim: extra.advice?.discard?.aim ?? 'win',
    driver: 'efficiency',
    mineFigures: figures(mine),
    coachFigures: figures(coach),
    ...extra,
  };
}

/** A pass against the coach's pung: the older figures only. */
function claimReview(mine: Partial<ChoiceFigures>, coach: Partial<ChoiceFigures>) {
  return {
    ...review({}, {}),
    mine: { type: 'pass' },
    coach: { type: 'pung' },
    mineFigures: unvalued(mine),
    coachFigures: unvalued(coach),
  } satisfies DecisionReview;
}

describe('lossOf', () => {
  it('is nothing when the person matched the coach', () => {
    expect(lossOf(review({}, {}, { verdict: 'same' }))).toBeNull();
    expect(lossOf(review({ tiles: 10 }, {}, { verdict: 'equal' }))).toBeNull();
  });

  it('measures two discards by the analyser: chance to win and expected points lost', () => {
    const loss = lossOf(
      review({ winChance: 0.18, expectedPoints: 3.1 }, { winChance: 0.24, expectedPoints: 4 }),
    );
    expect(loss).toMatchObject({ type: 'odds', aim: 'win' });
    const odds = loss as Extract<Loss, { type: 'odds' }>;
    expect(odds.chance).toBeCloseTo(6, 9);
    expect(odds.points).toBeCloseTo(0.9, 9);
    expect(odds.share).toBeCloseTo(0.9 / 4, 9);
    // A tile further from ready, yet the loss is the analyser's figures (not "1 tile further").
    const slower = review(
      { shanten: 3, winChance: 0.1, expectedPoints: 1 },
      { shanten: 2, winChance: 0.15, expectedPoints: 2 },
      { advice: adviceFor('points') },
    );
    expect(lossOf(slower)).toMatchObject({ type: 'odds', aim: 'points', share: 0.5 });
    // The coach expects nothing: no share of nothing.
    expect(
      lossOf(review({ winChance: 0.01, expectedPoints: 0 }, { expectedPoints: 0 })),
    ).toMatchObject({
      share: 0,
    });
  });

  it('never falls back on tiles from ready or value.ts between two discards the analyser valued', () => {
    // Issue 35: a tile further from ready by the coach's count, yet worse by the analyser's
    // figures only a little: the loss is those figures, never "1 tile further from ready".
    const slower = lossOf(
      review(
        { shanten: 4, tiles: 40, winChance: 0.033, expectedPoints: 0.33, value: 3 },
        { shanten: 3, tiles: 30, winChance: 0.041, expectedPoints: 0.41, value: 9 },
        { driver: 'value' },
      ),
    );
    expect(slower).toMatchObject({ type: 'odds', aim: 'win' });
    expect((slower as Extract<Loss, { type: 'odds' }>).chance).toBeCloseTo(0.8, 9);
  });

  it('counts the extra risk when danger drove the advice and the tile is riskier', () => {
    expect(
      lossOf(review({ risk: 6.25, winChance: 0.3 }, { risk: 0.5 }, { driver: 'safety' })),
    ).toEqual({ type: 'risk', points: 5.8, share: 5.8 / 3 });
    // A tile as safe as the coach's, worse by the figures: those figures are the loss.
    expect(
      lossOf(review({ risk: 0.5, winChance: 0.1 }, { risk: 0.5 }, { driver: 'safety' })),
    ).toMatchObject({ type: 'odds', chance: expect.closeTo(10, 9) as number });
  });

  it('with no chance left to win, counts the extra risk before the speed', () => {
    const noChance = {
      ...advice,
      discard: { aim: 'win', reason: { type: 'noChance' } },
    } as unknown as CoachAdvice;
    const none = { winChance: 0, expectedPoints: 0 };
    const slowerAndRiskier = review(
      { ...none, shanten: 3, risk: 2.5 },
      { ...none, shanten: 2, risk: 0.5 },
      { advice: noChance, driver: 'safety' },
    );
    expect(lossOf(slowerAndRiskier)).toEqual({ type: 'risk', points: 2, share: 0 });
    // Where there is a chance, the extra risk too: tiles from ready are not the analyser's figures.
    expect(
      lossOf(review({ shanten: 3, risk: 2.5 }, { shanten: 2, risk: 0.5 }, { driver: 'safety' })),
    ).toEqual({ type: 'risk', points: 2, share: 2 / 3 });
    // Discards the analyser did not value: being slower still comes first.
    const unvaluedSafety = review(
      { shanten: 3, risk: 2.5, winChance: null, expectedPoints: null },
      { shanten: 2, risk: 0.5, winChance: null, expectedPoints: null },
      { driver: 'safety' },
    );
    expect(lossOf(unvaluedSafety)).toEqual({ type: 'slower', count: 1 });
  });

  it('keeps the older figures for a missed win, claims and discards the analyser did not value', () => {
    const win = review({}, { shanten: -1, tiles: 0, points: 24 }, { driver: 'win' });
    expect(lossOf(win)).toEqual({ type: 'win', points: 24 });
    expect(lossOf(claimReview({ shanten: 3 }, { shanten: 1 }))).toEqual({
      type: 'slower',
      count: 2,
    });
    expect(lossOf(claimReview({ tiles: 12 }, { tiles: 20 }))).toEqual({
      type: 'tiles',
      count: 8,
      share: 0.4,
    });
    expect(lossOf(claimReview({}, {}))).toEqual({ type: 'other' });
    const noFigures = review(
      { value: 8, winChance: null, expectedPoints: null },
      { value: 32, winChance: null, expectedPoints: null },
      { driver: 'value' },
    );
    expect(lossOf(noFigures)).toEqual({ type: 'value', points: 24, share: 0.75 });
  });
});

describe('big mistakes', () => {
  const odds = (chance: number, points: number, share: number): Loss => ({
    type: 'odds',
    chance,
    points,
    share,
    aim: 'win',
  });

  it('are a missed win, or a discard losing 5 points of chance or a quarter of the points', () => {
    expect(BIG).toMatchObject({ chance: 5, share: 0.25 });
    expect(isBig({ type: 'win', points: 8 })).toBe(true);
    expect(isBig(odds(5, 0, 0))).toBe(true);
    expect(isBig(odds(4.9, 0.5, 0.2))).toBe(false);
    expect(isBig(odds(1, 1, 0.25))).toBe(true);
    expect(isBig(odds(-2, 3, 0.6))).toBe(true);
    // A quarter of almost nothing is not a big mistake.
    expect(isBig(odds(0.1, 0.02, 0.5))).toBe(false);
    expect(isBig(null)).toBe(false);
  });

  it('are, for the rest, a tile further from ready, a quarter of the tiles or value, 1 point of risk', () => {
    expect(isBig({ type: 'slower', count: 1 })).toBe(true);
    expect(isBig({ type: 'tiles', count: 5, share: 0.25 })).toBe(true);
    expect(isBig({ type: 'tiles', count: 4, share: 0.2 })).toBe(false);
    expect(isBig({ type: 'value', points: 6, share: 0.3 })).toBe(true);
    expect(isBig({ type: 'value', points: 2, share: 0.1 })).toBe(false);
    expect(isBig({ type: 'risk', points: 1, share: 0 })).toBe(true);
    expect(isBig({ type: 'risk', points: 0.5, share: 0.1 })).toBe(false);
    expect(isBig({ type: 'risk', points: 0.5, share: 0.5 })).toBe(true);
    expect(isBig({ type: 'other' })).toBe(false);
  });
});

describe('the figures as shown', () => {
  const cell = (value: number, digits: number) => ({ value, digits });

  it('for two discards: chance to win and points to expect, then speed and useful tiles', () => {
    const rows = figureRows(
      review(
        { winChance: 0.18, expectedPoints: 3.14, shanten: 1, tiles: 12 },
        { winChance: 0.004, expectedPoints: 4, shanten: 1, tiles: 20 },
      ),
    );
    expect(rows).toEqual([
      { line: 'chance', mine: cell(18, 0), coach: cell(0.4, 1) },
      { line: 'expected', mine: cell(3.1, 1), coach: cell(4, 1) },
      { line: 'away', mine: cell(1, 0), coach: cell(1, 0) },
      { line: 'tiles', mine: cell(12, 0), coach: cell(20, 0) },
    ]);
    expect(rows.map((r) => figureCells(en, r))).toEqual([
      ['Chance to win', '18%', '0.4%'],
      ['Points to expect', '3.1', '4.0'],
      ['Tiles from ready', '1', '1'],
      ['Useful tiles left', '12', '20'],
    ]);
    expect(figureCells(it_, rows[0]!)[0]).toBe('Probabilità di vincere');
    expect(figureCells(it_, rows[1]!)[0]).toBe('Punti attesi');
  });

  it('gives both columns more decimals when that is what tells them apart', () => {
    // Real figures of two discards (a bots' hand): 0.0999…% and 0.1068…% both read "0.1%".
    const rows = figureRows(
      review(
        { winChance: 0.0009999314583906637, expectedPoints: 0.0009999314583906637 },
        { winChance: 0.001068466710974878, expectedPoints: 0.001068466710974878 },
      ),
    );
    expect(rows.slice(0, 2).map((r) => figureCells(en, r).slice(1))).toEqual([
      ['0.10%', '0.11%'],
      // Apart by less than a thousandth of a point: a tie as shown.
      ['0.0', '0.0'],
    ]);
    // "0%" and "0.0%" read alike: both go on to the decimal that differs.
    const zero = figureRows(review({ winChance: 0 }, { winChance: 0.00004 }))[0]!;
    expect(figureCells(en, zero).slice(1)).toEqual(['0.000%', '0.004%']);
  });

  it('shows the hand value only without the analyser, the risk when danger drove the advice', () => {
    const lines = (r: DecisionReview) => figureRows(r).map((f) => f.line);
    expect(lines(review({}, {}, { driver: 'value' }))).toEqual([
      'chance',
      'expected',
      'away',
      'tiles',
    ]);
    expect(lines(review({}, {}, { driver: 'safety' }))).toEqual([
      'chance',
      'expected',
      'away',
      'tiles',
      'risk',
    ]);
    expect(lines({ ...claimReview({}, {}), driver: 'value' })).toEqual(['away', 'tiles']);
    const won = review(
      {},
      { shanten: -1, points: 8 },
      { driver: 'win', coach: { type: 'declareWin' } },
    );
    expect(lines(won)).toEqual(['win', 'away', 'tiles']);
    expect(figureCells(en, figureRows(won)[0]!).slice(1)).toEqual(['—', '8 pts']);
    expect(figureText(en, 'away', { value: -1, digits: 0 })).toBe('Hu!');
    expect(figureText(en, 'away', { value: 0, digits: 0 })).toBe('ready');
    expect(figureText(en, 'value', { value: 24, digits: 0 })).toBe('≈ 24 pts');
    expect(figureText(en, 'risk', { value: 5.8, digits: 1 })).toBe('5.8 pts');
  });

  it('reads a difference no shown figure tells as "just as good" for discards, never for claims', () => {
    const decision: HandDecision = { step: 0, index: 0, action: { type: 'pass', seat: 0 }, view };
    // Apart by less than a thousandth of a percent and of a point: a tie for whoever reads it.
    const hair = review({ winChance: 0.2 }, { winChance: 0.2 + 1e-8 }, { driver: 'safety' });
    expect(reviewRow(1, decision, hair)).toMatchObject({
      verdict: 'equal',
      loss: null,
      figures: null,
      big: false,
    });
    // A claim the coach prefers for a reason no figure shows keeps its verdict, without columns.
    const claim = reviewRow(1, decision, claimReview({}, {}));
    expect(claim).toMatchObject({ verdict: 'different', loss: { type: 'other' }, figures: null });
    const told = reviewRow(1, decision, review({ winChance: 0.18 }, { winChance: 0.24 }));
    expect(told.verdict).toBe('different');
    expect(told.figures).not.toBeNull();
  });
});

describe('the one measure of loss, the order of rows and the filter', () => {
  const odds = (chance: number, points: number, aim: 'win' | 'points' = 'win'): Loss => ({
    type: 'odds',
    chance,
    points,
    share: 0.1,
    aim,
  });

  it('costs a loss in the figure the coach aims for, the other breaking a tie', () => {
    expect(costOf(odds(6, -0.2), 'win')).toEqual({ first: 6, then: -0.2 });
    expect(costOf(odds(-1, 0.4, 'points'), 'points')).toEqual({ first: 0.4, then: -1 });
    // A missed win is the whole sure win: 100 points of chance, and its points.
    expect(costOf({ type: 'win', points: 24 }, 'win')).toEqual({ first: 100, then: 24 });
    expect(costOf({ type: 'win', points: 24 }, 'points')).toEqual({ first: 24, then: 100 });
    // Points to pay are expected points, not a chance to win.
    expect(costOf({ type: 'risk', points: 5.8, share: 1 }, 'points')).toEqual({
      first: 5.8,
      then: 0,
    });
    expect(costOf({ type: 'risk', points: 5.8, share: 1 }, 'win')).toBeNull();
    for (const aim of ['win', 'points'] as const) {
      expect(costOf({ type: 'slower', count: 1 }, aim)).toBeNull();
      expect(costOf({ type: 'tiles', count: 3, share: 0.1 }, aim)).toBeNull();
      expect(costOf({ type: 'value', points: 10, share: 0.5 }, aim)).toBeNull();
      expect(costOf({ type: 'other' }, aim)).toBeNull();
      expect(costOf(null, aim)).toBeNull();
    }
  });

  const losses: Loss[] = [
    { type: 'tiles', count: 3, share: 0.1 },
    { type: 'win', points: 8 },
    odds(2, 0.2),
    { type: 'slower', count: 1 },
    odds(7, 0.1),
    { type: 'value', points: 10, share: 0.5 },
    { type: 'risk', points: 3, share: 1 },
    { type: 'other' },
    odds(12, 9),
    odds(0, 0.5),
  ];

  it('ranks by cost, then the losses it cannot tell, the coach’s reasons, and no loss last', () => {
    expect([...losses, null].sort((a, b) => compareLoss(a, b, 'win'))).toEqual([
      { type: 'win', points: 8 },
      odds(12, 9),
      odds(7, 0.1),
      odds(2, 0.2),
      // Lost only on the tie-break: still a loss, the least one.
      odds(0, 0.5),
      // No chance to win in them: big first, then by kind.
      { type: 'slower', count: 1 },
      { type: 'value', points: 10, share: 0.5 },
      { type: 'risk', points: 3, share: 1 },
      { type: 'tiles', count: 3, share: 0.1 },
      { type: 'other' },
      null,
    ]);
    // For points, a pattern worth more than a missed win costs more, and risk is in points too.
    expect([...losses, null].sort((a, b) => compareLoss(a, b, 'points'))).toEqual([
      odds(12, 9),
      { type: 'win', points: 8 },
      { type: 'risk', points: 3, share: 1 },
      odds(0, 0.5),
      odds(2, 0.2),
      odds(7, 0.1),
      { type: 'slower', count: 1 },
      { type: 'value', points: 10, share: 0.5 },
      { type: 'tiles', count: 3, share: 0.1 },
      { type: 'other' },
      null,
    ]);
  });

  const decision = (step: number): HandDecision => ({
    step,
    index: step + 100,
    action: { type: 'discard', seat: 0, tile: view.seats[0].concealed![0]! },
    view,
  });
  const state: HandReviewState = {
    key: 'k',
    target: { log: {} as never, handNumber: 0 },
    aim: 'win',
    strongOpponents: 0,
    status: 'computing',
    decisions: [1, 3, 5, 7, 9].map(decision),
    reviews: [
      review({}, {}, { verdict: 'same' }),
      review({ winChance: 0.18, expectedPoints: 3.1 }, { winChance: 0.24, expectedPoints: 4 }),
      null,
      review({ winChance: 0.2, expectedPoints: 3 }, { winChance: 0.21, expectedPoints: 3.2 }),
    ],
  };

  it('makes a row per decision, numbered in order of play, pending ones without a review', () => {
    const rows = reviewRows(state);
    expect(rows.map((r) => [r.n, r.decision.step])).toEqual([
      [1, 1],
      [2, 3],
      [3, 5],
      [4, 7],
      [5, 9],
    ]);
    expect(rows[2]!.review).toBeNull();
    expect(rows[4]!.review).toBeUndefined();
    expect(rows.map((r) => r.verdict)).toEqual(['same', 'different', null, 'different', null]);
    expect(orderRows(rows, 'play').map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    expect(orderRows(rows, 'cost').map((r) => r.n)).toEqual([2, 4, 1, 3, 5]);
  });

  it('keeps only the big mistakes on request', () => {
    const rows = reviewRows(state);
    expect(rows.map((r) => r.big)).toEqual([false, true, false, false, false]);
    expect(filterRows(rows, true).map((r) => r.n)).toEqual([2]);
    expect(filterRows(rows, false).map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
  });

  it('sums up: moves matched among those reviewed, and the costliest in the analyser’s words', () => {
    const summary = summarize(reviewRows(state));
    expect(summary.total).toBe(3);
    expect(summary.matched).toBe(1);
    expect(summary.costliest!.n).toBe(2);
    expect(summaryText(wEn, summary)).toEqual([
      'You matched the coach on 1 of 3 moves.',
      'Your costliest move: discarding 5 of Bamboo (move 2) cut your chance to win from 24% to 18%.',
    ]);
    expect(summaryText(wIt, summary)).toEqual([
      'Mosse giocate come il coach: 1 su 3.',
      'La tua mossa più costosa: scartare 5 di Bambù (mossa 2) ha ridotto la tua probabilità di vincere da 24% a 18%.',
    ]);
    const perfect = summarize(reviewRows({ ...state, reviews: [state.reviews[0]!] }));
    expect(summaryText(wEn, perfect)).toEqual([
      'You played every move as the coach would. Well done!',
    ]);
  });

  it('says the points when the coach aims for them, figures where the words read alike', () => {
    const byPoints = review(
      { winChance: 0.2, expectedPoints: 3.1 },
      { winChance: 0.2, expectedPoints: 7.9 },
      { advice: adviceFor('points') },
    );
    const alike = review(
      { winChance: 0.21, expectedPoints: 3 },
      { winChance: 0.24, expectedPoints: 3 },
    );
    const apart = review(
      { winChance: 0.16, expectedPoints: 3 },
      { winChance: 0.26, expectedPoints: 3 },
    );
    const line = (r: DecisionReview) =>
      summaryText(wEn, summarize(reviewRows({ ...state, reviews: [r] })))[1];
    expect(line(byPoints)).toBe(
      'Your costliest move: discarding 5 of Bamboo (move 1) cut the points you could expect from about 8 points to about 3 points.',
    );
    // "about 2 in 10" twice would say nothing: the percentages say it.
    expect(line(alike)).toBe(
      'Your costliest move: discarding 5 of Bamboo (move 1) cut your chance to win from 24% to 21%.',
    );
    expect(line(apart)).toBe(
      'Your costliest move: discarding 5 of Bamboo (move 1) cut your chance to win from about 3 in 10 to about 2 in 10.',
    );
    const claim = line(claimReview({ shanten: 3 }, { shanten: 2 }));
    expect(claim).toMatch(
      /^Your costliest move: letting .*go \(move 1\): 1 tile further from ready\.$/,
    );
  });
});

describe('the words', () => {
  it('say what the person did and what the coach would do, in both languages', () => {
    const r = review({}, {});
    expect(didText(en, view, r)).toBe('You discarded 5 of Bamboo');
    expect(wouldText(en, view, r)).toBe('The coach would discard 3 of Dots');
    expect(didText(it_, view, r)).toBe('Hai scartato 5 di Bambù');
    expect(wouldText(it_, view, r)).toBe('Il coach scarterebbe 3 di Palle');
    const won = review(
      {},
      {},
      {
        coach: { type: 'declareWin' },
        advice: { win: { points: 12 } } as unknown as CoachAdvice,
      },
    );
    expect(wouldText(en, view, won)).toBe('The coach would call Hu! (12 points)');
  });

  it('names the tile on offer for a claim or a pass, and a chow’s three tiles', () => {
    const claimView = {
      ...view,
      phase: {
        kind: 'claimWindow',
        discarder: 3,
        tile: view.seats[0].concealed![0]!,
        riverbed: false,
        myOptions: null,
        myDecision: null,
      },
    } as PlayerView;
    const chow: MoveChoice = { type: 'chow', lowest: kindOf(2) };
    const r = review({}, {}, { mine: { type: 'pass' }, coach: chow });
    expect(didText(en, claimView, r)).toMatch(/^You let .+ go$/);
    expect(wouldText(en, claimView, r)).toMatch(/for a chow \(3-4-5 of Bamboo\)$/);
    expect(chowName(it_, kindOf(11))).toBe('3-4-5 di Caratteri');
  });

  it('puts each loss in words, the analyser’s in percentage points and expected points', () => {
    const odds = (chance: number, points: number, aim: 'win' | 'points' = 'win'): Loss => ({
      type: 'odds',
      chance,
      points,
      share: 0,
      aim,
    });
    expect(lossText(en, odds(6.04, 0.91))).toBe(
      '6 percentage points of chance to win and 0.9 expected points lost',
    );
    expect(lossText(en, odds(1, -0.4))).toBe('1 percentage point of chance to win lost');
    expect(lossText(en, odds(-1, 1))).toBe('1 expected point lost');
    expect(lossText(en, odds(0.02, 0.01, 'points'))).toBe('slightly fewer points to expect');
    expect(lossText(it_, odds(6.04, 0.91))).toBe(
      '6 punti percentuali di probabilità di vincere e 0.9 punti attesi in meno',
    );
    expect(lossText(it_, odds(0.01, 0))).toBe('una probabilità di vincere appena più bassa');
    expect(lossText(en, { type: 'win', points: 24 })).toBe('a 24-point win missed');
    expect(lossText(en, { type: 'tiles', count: 1, share: 0 })).toBe('1 useful tile fewer');
    expect(lossText(it_, { type: 'slower', count: 2 })).toBe('2 tessere più lontano dal punto');
  });
});

describe('on real reviews by the coach', () => {
  // Player 0 of bots' hands stands for the person: beginners and random players make mistakes of
  // every size. Each decision is reviewed by the real coach from the view it was taken in.
  const rows: ReviewRow[] = [];
  const hands: [level: 'beginner' | 'random', seed: string, hand: number][] = [
    ...(['beginner', 'random'] as const).flatMap((level) =>
      ['numbers-1', 'numbers-2', 'numbers-3'].flatMap((seed) =>
        [0, 1].map((hand) => [level, seed, hand] as [typeof level, string, number]),
      ),
    ),
    // Hands with two discards whose figures read alike to their usual decimals.
    ['beginner', 'explore-3', 0],
    ['random', 'explore-1', 0],
  ];
  for (const [level, seed, handNumber] of hands) {
    const found = handDecisions({ log: playedMatch(seed, { level, maxHands: 2 }), handNumber });
    if (!found.ok) throw new Error(found.error.message);
    found.value.forEach((d, i) => rows.push(reviewRow(i + 1, d, reviewDecision(d.view, d.action))));
  }
  const different = rows.filter((r) => r.verdict === 'different');

  it('has decisions of every kind to look at', () => {
    expect(rows.length).toBeGreaterThan(150);
    expect(different.filter((r) => r.loss?.type === 'odds').length).toBeGreaterThan(20);
    expect(different.filter((r) => r.big).length).toBeGreaterThan(5);
    expect(different.filter((r) => !r.big).length).toBeGreaterThan(5);
  });

  it('never marks a row as a difference when both columns read the same, in either language', () => {
    let untold = 0;
    for (const row of rows) {
      const review = row.review!;
      for (const t of [en, it_]) {
        const cells = figureRows(review).map((f) => figureCells(t, f));
        const alike = cells.every(([, mine, coach]) => mine === coach);
        if (alike) expect(row.figures === null || row.verdict !== 'different').toBe(true);
        if (row.verdict === 'different' && row.figures !== null)
          expect(cells.some(([, mine, coach]) => mine !== coach)).toBe(true);
      }
      if (review.verdict === 'different' && row.verdict !== 'different') untold++;
      // A difference without columns is a claim or a pass, told by the coach's reason.
      if (row.verdict === 'different' && row.figures === null) {
        expect(review.mine.type === 'discard' && review.coach.type === 'discard').toBe(false);
        expect(reasonText(wEn, review)).not.toBeNull();
      }
    }
    // Rows the coach told apart only beyond every shown decimal are rare (and "just as good").
    expect(untold).toBeLessThan(different.length / 10);
    // Some differences show only with more decimals than usual ("0.10%", "0.11%").
    const finer = different.filter((r) =>
      (r.figures ?? []).some(
        (f) => (f.line === 'chance' || f.line === 'expected') && f.mine!.digits >= 2,
      ),
    );
    expect(finer.length).toBeGreaterThan(0);
  });

  it('measures differing discards by the analyser, or by the extra risk when danger drove it', () => {
    let measured = 0;
    let risky = 0;
    for (const row of different) {
      const r = row.review!;
      if (r.mine.type !== 'discard' || r.coach.type !== 'discard') continue;
      const lines = row.figures!.map((f) => f.line);
      expect(lines.slice(0, 2)).toEqual(['chance', 'expected']);
      const loss = row.loss!;
      if (loss.type === 'risk') {
        // Only where danger drove the advice and the person's tile is the riskier one.
        expect(r.driver).toBe('safety');
        expect(r.mineFigures.risk!).toBeGreaterThan(r.coachFigures.risk!);
        risky++;
        continue;
      }
      // Estimates or not, the analyser's figures are the loss: never tiles from ready (issue 35).
      expect(loss.type).toBe('odds');
      const odds = loss as Extract<Loss, { type: 'odds' }>;
      expect(odds.chance).toBeCloseTo(
        (r.coachFigures.winChance! - r.mineFigures.winChance!) * 100,
        9,
      );
      // A difference is a loss for the aim: the aim's figure lost, or tied and the other lost.
      const [first, then] =
        odds.aim === 'points' ? [odds.points, odds.chance] : [odds.chance, odds.points];
      expect(first > 1e-7 || (first >= -1e-7 && then > 0)).toBe(true);
      expect(row.big).toBe(
        odds.chance >= 5 ||
          (odds.points >= 0.1 && odds.points >= 0.25 * r.coachFigures.expectedPoints!),
      );
      measured++;
    }
    expect(measured).toBeGreaterThan(20);
    expect(risky).toBeGreaterThan(0);
  });

  it('keeps the big mistakes in the filter, and names the largest loss the costliest', () => {
    const kept = filterRows(rows, true);
    expect(kept.length).toBe(different.filter((r) => r.big).length);
    expect(kept.every((r) => r.verdict === 'different' && isBig(r.loss))).toBe(true);
    const summary = summarize(rows);
    const largest = Math.max(...rows.map((r) => r.cost?.first ?? -Infinity));
    expect(summary.costliest!.cost!.first).toBe(largest);
    expect(orderRows(rows, 'cost')[0]).toBe(summary.costliest);
    expect(summaryText(wEn, summary)[1]).toMatch(/^Your costliest move: /);
  });
});
