/**
 * What the after-hand review draws, decided without a DOM (design.md habit 8): one row per decision
 * of the person, what each difference with the coach cost, the rows in order of play or the
 * costliest first, and the summary ("you matched the coach on 9 of 12 moves; the costliest …").
 */
import type { DecisionReview, HandDecision, HandReviewState } from '../../store';

/** What choosing otherwise than the coach cost, by the figures that tell. */
export type Loss =
  /** The coach would have won: the win's points. */
  | { readonly type: 'win'; readonly points: number }
  /** Tiles further from ready. */
  | { readonly type: 'slower'; readonly count: number }
  /** Expected points less should the hand win (value drove the advice). */
  | { readonly type: 'value'; readonly points: number }
  /** Expected points more to pay (safety drove the advice). */
  | { readonly type: 'risk'; readonly points: number }
  /** As close to ready, fewer useful tiles. */
  | { readonly type: 'tiles'; readonly count: number }
  /** The coach prefers its move, and no figure shows a loss (e.g. a claim given up for a pattern). */
  | { readonly type: 'other' };

export interface ReviewRow {
  /** 1-based, in order of play. */
  readonly n: number;
  readonly decision: HandDecision;
  /** The review; null when the coach could not answer, undefined while it is still thinking. */
  readonly review: DecisionReview | null | undefined;
  /** Null when the person matched the coach (or there is no review). */
  readonly loss: Loss | null;
}

const tenth = (x: number) => Math.round(x * 10) / 10;

export function lossOf(review: DecisionReview): Loss | null {
  if (review.verdict !== 'different') return null;
  const mine = review.mineFigures;
  const coach = review.coachFigures;
  if (coach.points !== null && mine.points === null) return { type: 'win', points: coach.points };
  if (mine.shanten > coach.shanten) return { type: 'slower', count: mine.shanten - coach.shanten };
  if (review.driver === 'value' && mine.value !== null && coach.value !== null)
    if (coach.value > mine.value) return { type: 'value', points: coach.value - mine.value };
  if (review.driver === 'safety' && mine.risk !== null && coach.risk !== null)
    if (mine.risk > coach.risk) return { type: 'risk', points: tenth(mine.risk - coach.risk) };
  if (mine.shanten === coach.shanten && coach.tiles > mine.tiles)
    return { type: 'tiles', count: coach.tiles - mine.tiles };
  return { type: 'other' };
}

/** How heavy a loss is: a missed win, then speed, then points, then useful tiles. */
const WEIGHT: Record<Loss['type'], number> = {
  win: 5,
  slower: 4,
  value: 3,
  risk: 3,
  tiles: 2,
  other: 1,
};

const amount = (loss: Loss) =>
  loss.type === 'win' || loss.type === 'value' || loss.type === 'risk'
    ? loss.points
    : loss.type === 'other'
      ? 0
      : loss.count;

/** Negative when `a` cost more than `b`. */
export function compareLoss(a: Loss | null, b: Loss | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0);
  return WEIGHT[b.type] - WEIGHT[a.type] || amount(b) - amount(a);
}

export function reviewRows(state: HandReviewState): ReviewRow[] {
  return (state.decisions ?? []).map((decision, i) => {
    const review = i < state.reviews.length ? state.reviews[i] : undefined;
    return { n: i + 1, decision, review, loss: review ? lossOf(review) : null };
  });
}

export type RowOrder = 'play' | 'cost';

/** In order of play, or the costliest first (then the rest in order of play). */
export function orderRows(rows: readonly ReviewRow[], order: RowOrder): ReviewRow[] {
  if (order === 'play') return [...rows];
  return [...rows].sort((a, b) => compareLoss(a.loss, b.loss) || a.n - b.n);
}

export interface ReviewSummary {
  /** Decisions the coach reviewed. */
  readonly total: number;
  /** Of those, the ones where the person chose as the coach would (or as well). */
  readonly matched: number;
  /** The row whose difference cost most; null when every move matched. */
  readonly costliest: ReviewRow | null;
}

export function summarize(rows: readonly ReviewRow[]): ReviewSummary {
  const reviewed = rows.filter((r) => r.review);
  let costliest: ReviewRow | null = null;
  for (const row of reviewed)
    if (row.loss !== null && (costliest === null || compareLoss(row.loss, costliest.loss) < 0))
      costliest = row;
  return {
    total: reviewed.length,
    matched: reviewed.filter((r) => r.review!.verdict !== 'different').length,
    costliest,
  };
}

/** The figures worth showing for a difference: always speed and useful tiles, then what drove it. */
export type FigureLine = 'away' | 'tiles' | 'value' | 'risk' | 'win';

export function figureLines(review: DecisionReview): FigureLine[] {
  const lines: FigureLine[] = [];
  const { mineFigures: mine, coachFigures: coach } = review;
  if (mine.points !== null || coach.points !== null) lines.push('win');
  if (mine.shanten >= 0 || coach.shanten >= 0) lines.push('away', 'tiles');
  if (review.driver === 'value' && mine.value !== null && coach.value !== null) lines.push('value');
  if (review.driver === 'safety' && mine.risk !== null && coach.risk !== null) lines.push('risk');
  return lines;
}
