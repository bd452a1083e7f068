/**
 * How one decision of the person grades against the coach's (issue 7, 16, 35; pure, design.md
 * habit 13): what choosing otherwise cost, by the figures that tell, whether that is a big
 * mistake, the one measure "costliest" means, and the figures of both moves as the review shows
 * them. The after-hand review draws these (src/ui/review/model.ts) and the progress page and the
 * drills count them (./findings.ts), so a verdict reads the same wherever it is shown.
 */
import type { DecisionReview } from '../worker/protocol';

/** What the coach aims for (a setting): the review judges and ranks by the same figure. */
export type Aim = DecisionReview['aim'];

/** What choosing otherwise than the coach cost, by the figures that tell. */
export type Loss =
  /** The coach would have won: the win's points. */
  | { readonly type: 'win'; readonly points: number }
  /**
   * A discard measured by the discard analyser (issue 16): the chance to win lost, in percentage
   * points (0..100), and the expected points lost; either may be negative (a gain) when the other
   * decided. `share` is the part of the coach's expected points lost (0 when it expects none).
   */
  | {
      readonly type: 'odds';
      readonly chance: number;
      readonly points: number;
      readonly share: number;
      /** What the coach's discard was chosen for (the coach's setting): which loss to name first. */
      readonly aim: 'win' | 'points';
    }
  /** Tiles further from ready. */
  | { readonly type: 'slower'; readonly count: number }
  /** Expected points less should the hand win (value drove the advice, no analyser figures). */
  | { readonly type: 'value'; readonly points: number; readonly share: number }
  /** Expected points more to pay (safety drove the advice). */
  | { readonly type: 'risk'; readonly points: number; readonly share: number }
  /** As close to ready, fewer useful tiles; `share` of the coach's useful tiles. */
  | { readonly type: 'tiles'; readonly count: number; readonly share: number }
  /** The coach prefers its move, and no figure shows a loss (e.g. a claim given up for a pattern). */
  | { readonly type: 'other' };

/**
 * How the row reads: the coach's move, one as good, one better by the analyser's figures, a
 * difference; null while none is known.
 */
export type RowVerdict = 'same' | 'equal' | 'better' | 'different';

const tenth = (x: number) => Math.round(x * 10) / 10;
const shareOf = (lost: number, of: number) => (of > 0 ? lost / of : 0);

function riskLoss(extra: number, expected: number): Loss {
  const points = tenth(extra);
  return { type: 'risk', points, share: shareOf(points, expected) };
}

/** The analyser's figures for one discard. */
interface Odds {
  readonly winChance: number;
  readonly expectedPoints: number;
}

const oddsOf = ({ winChance, expectedPoints }: DecisionReview['mineFigures']): Odds | null =>
  winChance === null || expectedPoints === null ? null : { winChance, expectedPoints };

/** Both discards valued by the analyser: its figures measure the difference; else null. */
function analysed(review: DecisionReview): { readonly mine: Odds; readonly coach: Odds } | null {
  if (review.mine.type !== 'discard' || review.coach.type !== 'discard') return null;
  const mine = oddsOf(review.mineFigures);
  const coach = oddsOf(review.coachFigures);
  return mine === null || coach === null ? null : { mine, coach };
}

/**
 * The loss of a review whose verdict is a difference. Two discards the analyser valued are
 * measured by its chance to win and expected points — the verdict is a difference there only when
 * its figures favour the coach's tile for the aim (src/bots/coach/review.ts `byTheNumbers`) — except
 * when danger drove the advice and the person's tile is riskier: then the loss is the extra risk.
 * Anything else (claims, passes, kongs, discards the analyser did not value) by the older figures:
 * a missed win, tiles from ready, hand value or risk, useful tiles.
 */
export function lossOf(review: DecisionReview): Loss | null {
  if (review.verdict !== 'different') return null;
  const mine = review.mineFigures;
  const coach = review.coachFigures;
  if (coach.points !== null && mine.points === null) return { type: 'win', points: coach.points };
  // The extra risk of the person's tile, when danger drove the advice and it is riskier.
  const risk: Loss | null =
    review.driver === 'safety' &&
    mine.risk !== null &&
    coach.risk !== null &&
    mine.risk > coach.risk
      ? riskLoss(mine.risk - coach.risk, coach.expectedPoints ?? 0)
      : null;
  const odds = analysed(review);
  if (odds !== null) {
    if (risk !== null) return risk;
    const chance = (odds.coach.winChance - odds.mine.winChance) * 100;
    const points = odds.coach.expectedPoints - odds.mine.expectedPoints;
    return {
      type: 'odds',
      chance,
      points,
      share: shareOf(points, odds.coach.expectedPoints),
      aim: review.aim,
    };
  }
  // With no chance left to win, speed is worth nothing: the extra risk is the whole loss.
  if (risk !== null && review.advice.discard?.reason.type === 'noChance') return risk;
  if (mine.shanten > coach.shanten) return { type: 'slower', count: mine.shanten - coach.shanten };
  if (review.driver === 'value' && mine.value !== null && coach.value !== null)
    if (coach.value > mine.value) {
      const points = coach.value - mine.value;
      return { type: 'value', points, share: shareOf(points, coach.value) };
    }
  if (risk !== null) return risk;
  if (mine.shanten === coach.shanten && coach.tiles > mine.tiles) {
    const count = coach.tiles - mine.tiles;
    return { type: 'tiles', count, share: shareOf(count, coach.tiles) };
  }
  return { type: 'other' };
}

/**
 * What makes a mistake big, for the "big mistakes only" filter. A discard, by the brief of issue
 * 16: at least 5 percentage points of the chance to win, or at least a quarter of the points the
 * coach's discard expects (and a tenth of a point at least: below that the figures shown, to one
 * decimal, do not tell, and a quarter of almost nothing is noise). Claims, passes and kongs have no
 * analyser figures; the older ones are judged so as to agree with the analyser where both exist:
 * among discards the analyser measured in 24 bots' hands (beginner and random players), one that
 * left the hand a tile further from ready was big by the rule above 36 times in 64, one as close
 * but with at least a quarter fewer useful tiles 12 in 18, any other 19 in 71 — so a tile further
 * from ready, or a quarter of the coach's useful tiles (or hand value) lost, is big. Risk (when
 * danger drove the advice) is in expected points like the analyser's: big from a quarter of the
 * coach's expected points, or from 1 point to pay whatever the coach expects to win.
 */
export const BIG = {
  /** Percentage points of the chance to win. */
  chance: 5,
  /** Part of the coach's expected points, useful tiles or hand value. */
  share: 0.25,
  /** Expected points: the least a quarter must be to count. */
  points: 0.1,
  /** Tiles further from ready. */
  slower: 1,
  /** Expected points more to pay. */
  risk: 1,
} as const;

export function isBig(loss: Loss | null): boolean {
  if (loss === null) return false;
  switch (loss.type) {
    case 'win':
      return true;
    case 'odds':
      return loss.chance >= BIG.chance || (loss.points >= BIG.points && loss.share >= BIG.share);
    case 'slower':
      return loss.count >= BIG.slower;
    case 'value':
      return loss.share >= BIG.share;
    case 'risk':
      return loss.points >= BIG.risk || (loss.points >= BIG.points && loss.share >= BIG.share);
    case 'tiles':
      return loss.share >= BIG.share;
    case 'other':
      return false;
  }
}

/**
 * The one measure "costliest" means (issue 35, item 3): what the move cost of the figure the coach
 * aims for — percentage points of the chance to win (aim 'win') or expected points (aim 'points')
 * — the other figure breaking a tie, as in the coach's own order. A loss puts itself in it where
 * it can: two discards by the analyser's figures; a missed win as the whole sure win (100 points of
 * chance, its points: the coach values nothing the person's move kept); the extra risk of paying,
 * in expected points, when the coach aims for points. Losses the measure cannot tell — tiles from
 * ready or useful tiles after a claim, a pass or a kong, the older value estimate, risk while the
 * coach aims to win — have no cost: they rank after every loss that has one.
 */
export interface Cost {
  /** Lost of the aim's figure: percentage points of chance to win, or expected points. */
  readonly first: number;
  /** Lost of the other figure. */
  readonly then: number;
}

export function costOf(loss: Loss | null, aim: Aim): Cost | null {
  if (loss === null) return null;
  const byAim = (chance: number, points: number): Cost =>
    aim === 'win' ? { first: chance, then: points } : { first: points, then: chance };
  switch (loss.type) {
    case 'win':
      return byAim(100, loss.points);
    case 'odds':
      return byAim(loss.chance, loss.points);
    case 'risk':
      return aim === 'points' ? { first: loss.points, then: 0 } : null;
    case 'slower':
    case 'tiles':
    case 'value':
    case 'other':
      return null;
  }
}

/**
 * Among losses with no cost, the older order: big ones first; then a missed win, a tile further
 * from ready; then points or risk; then useful tiles; within a kind, by amount.
 */
const WEIGHT: Record<Loss['type'], number> = {
  win: 5,
  slower: 4,
  odds: 4,
  value: 3,
  risk: 3,
  tiles: 2,
  other: 1,
};

function amount(loss: Loss): number {
  switch (loss.type) {
    case 'win':
    case 'value':
    case 'risk':
      return loss.points;
    case 'odds':
      return loss.aim === 'points' ? loss.points : loss.chance;
    case 'slower':
    case 'tiles':
      return loss.count;
    case 'other':
      return 0;
  }
}

/**
 * Where a loss ranks: 0 with a cost, 1 a loss the measure cannot tell, 2 a difference no figure
 * shows (`other`: the coach's reason tells it), 3 none.
 */
export function tier(loss: Loss | null, aim: Aim): number {
  if (loss === null) return 3;
  if (costOf(loss, aim) !== null) return 0;
  return loss.type === 'other' ? 2 : 1;
}

/** Negative when `a` cost more than `b` for the aim: by cost, then the losses it cannot tell. */
export function compareLoss(a: Loss | null, b: Loss | null, aim: Aim): number {
  const ta = tier(a, aim);
  const tb = tier(b, aim);
  if (ta !== tb || a === null || b === null) return ta - tb;
  // Of one tier: both have a cost (tier 0) or neither has.
  const ca = costOf(a, aim);
  const cb = costOf(b, aim);
  if (ca !== null && cb !== null) return cb.first - ca.first || cb.then - ca.then;
  return (
    Number(isBig(b)) - Number(isBig(a)) ||
    WEIGHT[b.type] - WEIGHT[a.type] ||
    (a.type === b.type ? amount(b) - amount(a) : 0)
  );
}

/** The figures worth showing for a difference. */
export type FigureLine = 'win' | 'chance' | 'expected' | 'away' | 'tiles' | 'value' | 'risk';

/**
 * A figure as shown: its value, rounded to `digits` decimals (a chance in percent), or null for
 * none ("—"). Two cells with equal values and digits read the same.
 */
export interface FigureCell {
  readonly value: number;
  readonly digits: number;
}

export interface FigureRow {
  readonly line: FigureLine;
  readonly mine: FigureCell | null;
  readonly coach: FigureCell | null;
}

/**
 * Decimals never go past these: a chance to win apart by less than a thousandth of a percent, or
 * expected points by less than a thousandth of a point, is a tie for anyone reading it.
 */
const MOST_DIGITS = 3;

const rounded = (x: number, digits: number) => Number(x.toFixed(digits));

/**
 * The two figures of a line, each to its usual decimals (`usual`), with more decimals on both when
 * that is what tells two different figures apart.
 */
function cells(
  mine: number | null,
  coach: number | null,
  usual: (x: number) => number,
): [FigureCell | null, FigureCell | null] {
  const cell = (x: number | null, digits: number) =>
    x === null ? null : { value: rounded(x, digits), digits };
  if (mine === null || coach === null)
    return [
      cell(mine, mine === null ? 0 : usual(mine)),
      cell(coach, coach === null ? 0 : usual(coach)),
    ];
  const dm = usual(mine);
  const dc = usual(coach);
  if (rounded(mine, dm) !== rounded(coach, dc)) return [cell(mine, dm), cell(coach, dc)];
  // Alike as usually shown ("0%" and "0.0%" alike too): as many decimals on both as tell them apart.
  const least = Math.max(dm, dc);
  for (let d = least; d <= Math.max(least, MOST_DIGITS); d++)
    if (rounded(mine, d) !== rounded(coach, d)) return [cell(mine, d), cell(coach, d)];
  return [cell(mine, least), cell(coach, least)];
}

/** A chance in percent as the coach's panel shows it: "24%", "0.4%" (src/ui/coach/text.ts). */
const percentDigits = (percent: number) => (percent >= 9.95 || percent === 0 ? 0 : 1);
const whole = () => 0;
const oneDecimal = () => 1;
/** Points to pay: "6 pts", "5.8 pts" (the risk comes to one decimal). */
const pointsDigits = (x: number) => (Number.isInteger(x) ? 0 : 1);

/**
 * The figures of a review, as shown: the win missed, the analyser's chance to win and expected
 * points for two discards it valued, tiles from ready and useful tiles, and the hand's value (when
 * it drove the advice and no analyser figures replace it) or the risk (when danger drove it).
 */
export function figureRows(review: DecisionReview): FigureRow[] {
  const { mineFigures: mine, coachFigures: coach } = review;
  const rows: FigureRow[] = [];
  const add = (line: FigureLine, [m, c]: [FigureCell | null, FigureCell | null]) =>
    rows.push({ line, mine: m, coach: c });
  if (mine.points !== null || coach.points !== null)
    add('win', cells(mine.points, coach.points, whole));
  const odds = analysed(review) !== null;
  if (odds) {
    const percent = (x: number | null) => (x === null ? null : x * 100);
    add('chance', cells(percent(mine.winChance), percent(coach.winChance), percentDigits));
    add('expected', cells(mine.expectedPoints, coach.expectedPoints, oneDecimal));
  }
  if (mine.shanten >= 0 || coach.shanten >= 0) {
    add('away', cells(mine.shanten, coach.shanten, whole));
    const tiles = (f: typeof mine) => (f.shanten < 0 ? null : f.tiles);
    add('tiles', cells(tiles(mine), tiles(coach), whole));
  }
  if (!odds && review.driver === 'value' && mine.value !== null && coach.value !== null)
    add('value', cells(mine.value, coach.value, whole));
  if (review.driver === 'safety' && mine.risk !== null && coach.risk !== null)
    add('risk', cells(mine.risk, coach.risk, pointsDigits));
  return rows;
}

const sameCell = (a: FigureCell | null, b: FigureCell | null) =>
  a === null || b === null ? a === b : a.value === b.value && a.digits === b.digits;

/** Every figure shown reads the same in both columns. */
export function sameFiguresShown(rows: readonly FigureRow[]): boolean {
  return rows.every((r) => sameCell(r.mine, r.coach));
}

/** A decision's grade as the review shows it. */
export interface Grade {
  readonly verdict: RowVerdict;
  /** Null when the person matched the coach, or did as well or better. */
  readonly loss: Loss | null;
  /** The figures of both moves, when the grade shows a difference they tell; else null. */
  readonly figures: readonly FigureRow[] | null;
  /** The loss is one the "big mistakes only" filter keeps (`isBig`). */
  readonly big: boolean;
}

/**
 * The verdict as shown: a difference no shown figure can tell (two discards whose figures agree to
 * every decimal shown) reads as "just as good" (issue 16: never two equal columns under a
 * difference); a better move by the analyser's figures has no loss, and shows the figures.
 */
export function gradeReview(review: DecisionReview): Grade {
  const none = { loss: null, figures: null, big: false };
  if (review.verdict === 'same' || review.verdict === 'equal')
    return { verdict: review.verdict, ...none };
  const figures = figureRows(review);
  const untold = sameFiguresShown(figures);
  const discards = review.mine.type === 'discard' && review.coach.type === 'discard';
  // Two discards no shown figure tells apart are as good as each other for whoever reads them;
  // any other choice keeps the coach's verdict, told by its reason in words instead of two equal
  // columns.
  if (untold && discards) return { verdict: 'equal', ...none };
  if (review.verdict === 'better') return { verdict: 'better', ...none, figures };
  const loss = lossOf(review);
  return { verdict: 'different', loss, figures: untold ? null : figures, big: isBig(loss) };
}
