/**
 * What the after-hand review draws, decided without a DOM (design.md habit 8): one row per decision
 * of the person, what each difference with the coach cost, the figures of both moves as they are
 * shown, the rows in order of play or the costliest first, the big mistakes alone, and the summary
 * ("you matched the coach on 9 of 12 moves; the costliest …").
 */
import type { DecisionReview, HandDecision, HandReviewState } from '../../store';
import type { Aim, Cost, FigureRow, Loss, RowVerdict } from '../../analysis';
import { compareLoss, costOf, gradeReview, tier } from '../../analysis';

export type { Cost, FigureCell, FigureLine, FigureRow, Loss, RowVerdict } from '../../analysis';
export {
  BIG,
  compareLoss,
  costOf,
  figureRows,
  isBig,
  lossOf,
  sameFiguresShown,
} from '../../analysis';

export interface ReviewRow {
  /** 1-based, in order of play. */
  readonly n: number;
  readonly decision: HandDecision;
  /** The review; null when the coach could not answer, undefined while it is still thinking. */
  readonly review: DecisionReview | null | undefined;
  /**
   * The review's verdict as shown: a difference no shown figure can tell (two discards whose
   * figures agree to every decimal shown) reads as "just as good" (issue 16: never two equal
   * columns under a difference). Null without a review.
   */
  readonly verdict: RowVerdict | null;
  /** Null when the person matched the coach, or did as well or better (or there is no review). */
  readonly loss: Loss | null;
  /** The loss in the review's one measure (`costOf`); null without a loss or one it cannot tell. */
  readonly cost: Cost | null;
  /** The figures of both moves, when the row shows a difference they tell; else null. */
  readonly figures: readonly FigureRow[] | null;
  /** The loss is one the "big mistakes only" filter keeps (`isBig`). */
  readonly big: boolean;
}

export function reviewRow(
  n: number,
  decision: HandDecision,
  review: DecisionReview | null | undefined,
): ReviewRow {
  if (!review)
    return {
      n,
      decision,
      review,
      verdict: null,
      loss: null,
      cost: null,
      figures: null,
      big: false,
    };
  const grade = gradeReview(review);
  return { n, decision, review, ...grade, cost: costOf(grade.loss, review.aim) };
}

/** The rows of a hand's review, one per decision, in order of play. */
export function reviewRows(state: HandReviewState): ReviewRow[] {
  return (state.decisions ?? []).map((decision, i) =>
    reviewRow(i + 1, decision, i < state.reviews.length ? state.reviews[i] : undefined),
  );
}

/** The aim the rows were judged for (one per review); the default aim when none is known yet. */
const aimOf = (rows: readonly ReviewRow[]): Aim =>
  rows.find((r) => r.review)?.review?.aim ?? 'points';

export type RowOrder = 'play' | 'cost';

/**
 * In order of play, or the costliest first by the one measure (`costOf`), the summary's costliest
 * at the top; then the rest in order of play.
 */
export function orderRows(rows: readonly ReviewRow[], order: RowOrder): ReviewRow[] {
  if (order === 'play') return [...rows];
  const aim = aimOf(rows);
  return [...rows].sort((a, b) => compareLoss(a.loss, b.loss, aim) || a.n - b.n);
}

/** The rows the "big mistakes only" filter keeps, or all of them. */
export function filterRows(rows: readonly ReviewRow[], bigOnly: boolean): ReviewRow[] {
  return bigOnly ? rows.filter((r) => r.big) : [...rows];
}

export interface ReviewSummary {
  /** Decisions the coach reviewed. */
  readonly total: number;
  /** Of those, the ones where the person chose as the coach would, as well, or better. */
  readonly matched: number;
  /**
   * The row with the largest loss (`compareLoss`, the first in the costliest-first order); null
   * when no row lost anything a figure shows.
   */
  readonly costliest: ReviewRow | null;
}

export function summarize(rows: readonly ReviewRow[]): ReviewSummary {
  const reviewed = rows.filter((r) => r.review);
  const aim = aimOf(rows);
  const [first] = orderRows(reviewed, 'cost');
  // A difference no figure shows (the coach ranks its move higher, for its reason) is no loss.
  const costliest = first !== undefined && tier(first.loss, aim) <= 1 ? first : null;
  return {
    total: reviewed.length,
    matched: reviewed.filter((r) => r.verdict !== 'different').length,
    costliest,
  };
}
