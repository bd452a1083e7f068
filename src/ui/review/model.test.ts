/**
 * The review's view model and words, without a DOM: what a difference cost (a missed win, then
 * speed, then points or risk, then useful tiles), the rows in order of play or costliest first,
 * the summary, and the sentences in both languages.
 */
import { describe, expect, it } from 'vitest';
import { randomPosition } from '../../../test/helpers/hidden';
import type { PlayerView } from '../../engine';
import { playerView } from '../../engine';
import type {
  ChoiceFigures,
  CoachAdvice,
  DecisionReview,
  HandDecision,
  HandReviewState,
  MoveChoice,
} from '../../store';
import { createI18n } from '../i18n';
import type { Translate } from '../i18n';
import { BUNDLED } from '../i18n/bundled';
import type { Loss } from './model';
import { compareLoss, figureLines, lossOf, orderRows, reviewRows, summarize } from './model';
import { chowName, didText, figureText, lossText, summaryText, wouldText } from './words';

const translate = (language: 'en' | 'it') =>
  createI18n(language, BUNDLED).t as unknown as Translate;
const en = translate('en');
const it_ = translate('it');

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

const advice = { win: null } as unknown as CoachAdvice;

function review(
  mine: Partial<ChoiceFigures>,
  coach: Partial<ChoiceFigures>,
  extra: Partial<DecisionReview> = {},
): DecisionReview {
  return {
    advice,
    mine: { type: 'discard', kind: 4 },
    coach: { type: 'discard', kind: 20 },
    verdict: 'different',
    driver: 'efficiency',
    mineFigures: figures(mine),
    coachFigures: figures(coach),
    ...extra,
  };
}

describe('lossOf', () => {
  it('is nothing when the person matched the coach', () => {
    expect(lossOf(review({}, {}, { verdict: 'same' }))).toBeNull();
    expect(lossOf(review({ tiles: 10 }, {}, { verdict: 'equal' }))).toBeNull();
  });

  it('names the first figure that tells: a win, speed, points or risk, useful tiles', () => {
    const win = review({}, { shanten: -1, tiles: 0, points: 24 }, { driver: 'win' });
    expect(lossOf(win)).toEqual({ type: 'win', points: 24 });
    expect(lossOf(review({ shanten: 3 }, { shanten: 1 }))).toEqual({ type: 'slower', count: 2 });
    expect(lossOf(review({ value: 8 }, { value: 30 }, { driver: 'value' }))).toEqual({
      type: 'value',
      points: 22,
    });
    expect(lossOf(review({ risk: 6.25 }, { risk: 0.5 }, { driver: 'safety' }))).toEqual({
      type: 'risk',
      points: 5.8,
    });
    expect(lossOf(review({ tiles: 12 }, { tiles: 20 }))).toEqual({ type: 'tiles', count: 8 });
    expect(lossOf(review({}, {}))).toEqual({ type: 'other' });
  });
});

describe('compareLoss and the order of rows', () => {
  const losses: Loss[] = [
    { type: 'tiles', count: 3 },
    { type: 'win', points: 8 },
    { type: 'slower', count: 1 },
    { type: 'value', points: 10 },
    { type: 'other' },
    { type: 'slower', count: 2 },
  ];

  it('puts a missed win first, then speed, points, useful tiles, the rest', () => {
    const sorted = [...losses, null].sort(compareLoss);
    expect(sorted).toEqual([
      { type: 'win', points: 8 },
      { type: 'slower', count: 2 },
      { type: 'slower', count: 1 },
      { type: 'value', points: 10 },
      { type: 'tiles', count: 3 },
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
    status: 'computing',
    decisions: [1, 3, 5, 7, 9].map(decision),
    reviews: [
      review({}, {}, { verdict: 'same' }),
      review({ shanten: 3 }, { shanten: 2 }),
      null,
      review({ tiles: 10 }, { tiles: 20 }),
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
    expect(orderRows(rows, 'play').map((r) => r.n)).toEqual([1, 2, 3, 4, 5]);
    expect(orderRows(rows, 'cost').map((r) => r.n)).toEqual([2, 4, 1, 3, 5]);
  });

  it('sums up: moves matched among those reviewed, and the costliest', () => {
    const summary = summarize(reviewRows(state));
    expect(summary.total).toBe(3);
    expect(summary.matched).toBe(1);
    expect(summary.costliest!.n).toBe(2);
    expect(summaryText(en, summary)).toEqual([
      'You matched the coach on 1 of 3 moves.',
      'The costliest was move 2: 1 tile further from ready.',
    ]);
    expect(summaryText(it_, summary)).toEqual([
      'Mosse giocate come il coach: 1 su 3.',
      'La più costosa è stata la mossa 2: 1 tessera più lontano dal punto.',
    ]);
    const perfect = summarize(reviewRows({ ...state, reviews: [state.reviews[0]!] }));
    expect(summaryText(en, perfect)).toEqual([
      'You played every move as the coach would. Well done!',
    ]);
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
    const chow: MoveChoice = { type: 'chow', lowest: 2 };
    const r = review({}, {}, { mine: { type: 'pass' }, coach: chow });
    expect(didText(en, claimView, r)).toMatch(/^You let .+ go$/);
    expect(wouldText(en, claimView, r)).toMatch(/for a chow \(3-4-5 of Bamboo\)$/);
    expect(chowName(it_, 11)).toBe('3-4-5 di Caratteri');
  });

  it('puts each loss and figure in words', () => {
    expect(lossText(en, { type: 'win', points: 24 })).toBe('a 24-point win missed');
    expect(lossText(en, { type: 'tiles', count: 1 })).toBe('1 useful tile fewer');
    expect(lossText(it_, { type: 'slower', count: 2 })).toBe('2 tessere più lontano dal punto');
    expect(figureText(en, 'away', figures({ shanten: 0 }))).toBe('ready');
    expect(figureText(en, 'away', figures({ shanten: -1 }))).toBe('Hu!');
    expect(figureText(en, 'value', figures({ value: 24 }))).toBe('≈ 24 pts');
    expect(figureText(en, 'win', figures())).toBe('—');
  });

  it('shows speed and useful tiles always, value or risk when they drove the advice', () => {
    expect(figureLines(review({}, {}))).toEqual(['away', 'tiles']);
    expect(figureLines(review({}, {}, { driver: 'value' }))).toEqual(['away', 'tiles', 'value']);
    expect(figureLines(review({}, {}, { driver: 'safety' }))).toEqual(['away', 'tiles', 'risk']);
    expect(figureLines(review({}, { shanten: -1, points: 8 }, { driver: 'win' }))).toEqual([
      'win',
      'away',
      'tiles',
    ]);
  });
});
