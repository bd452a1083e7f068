/**
 * The chance to win this hand at this table (issue 36 item 3).
 *
 * The analyser's chance is the solo model's (shared/contract.md § `analyse`): "if nobody else wins,
 * by your own draw". At a table, a hand is also won on another player's discard, and lost when
 * someone else wins first. Measured against standard opponents, a solo 3% won 10% of hands and a
 * solo 35% won 53%; against strong ones, late in the hand, a solo 1–10% almost never won. The
 * coach shows the chance at the table instead: a logistic model over the solo chance and what the
 * position says of the table, then each table's recalibration curve (what the model's chances came
 * to against three standard and against three strong opponents), all fitted on self-play of a
 * coach-follower, per ruleset (scripts/fit-table-chance.ts writes measuredTableChance.ts).
 *
 * Within one position only the solo chance differs from discard to discard, and the model rises
 * with it (its slope is kept positive, the curves rise): no discard passes another, so every reason
 * comparing two chances says the same of both.
 *
 * Hands the analyser gives (next to) no chance — far from ready late, dead waits — still win now
 * and then at the table (a claim, the others' last discards): the solo chance is read from 1% up,
 * and the position and the curves decide what such a hand is shown.
 */
import type { Knowledge } from '../knowledge';
import type { Threat } from '../danger';

/** What the position says of the table: the same for every discard of the turn. */
export interface TableContext {
  /** Live tiles left in the wall, over 70 (capped at 1). */
  readonly wall: number;
  /** Chance that at least one opponent is ready now, as the strong level reads them. */
  readonly threat: number;
  /** How many of the three opponents play at the strong level, over 3. */
  readonly strong: number;
  /** The fewest tiles from ready any discard leaves (0: the hand can be ready after it). */
  readonly least: number;
}

/**
 * The position's signs, in order: they set the model's intercept, and (the first SLOPE_SIGNS of
 * them) its slope in the solo chance's log-odds.
 */
function positionSigns(c: TableContext): number[] {
  const readyNow = c.least === 0 ? 1 : 0;
  const oneFromReady = c.least === 1 ? 1 : 0;
  return [
    1,
    c.wall,
    c.threat,
    c.strong,
    readyNow,
    oneFromReady,
    readyNow * c.wall,
    oneFromReady * c.wall,
    c.strong * c.wall,
    c.strong * c.threat,
    c.strong * readyNow,
  ];
}

/** The names of positionSigns, then of the same signs times the solo chance's log-odds. */
const POSITION_SIGNS = [
  'bias',
  'wall',
  'threat',
  'strong',
  'readyNow',
  'oneFromReady',
  'readyNow × wall',
  'oneFromReady × wall',
  'strong × wall',
  'strong × threat',
  'strong × readyNow',
] as const;
/** The slope in the solo chance depends on the first five signs (bias to readyNow). */
const SLOPE_SIGNS = 5;

/** The model's inputs, in order (the fitted weights follow it). */
export const TABLE_CHANCE_INPUTS: readonly string[] = [
  ...POSITION_SIGNS,
  ...POSITION_SIGNS.slice(0, SLOPE_SIGNS).map((name) =>
    name === 'bias' ? 'solo' : `solo × ${name}`,
  ),
];

export interface TableChanceModel {
  /** The weights of TABLE_CHANCE_INPUTS, in order. */
  readonly weights: readonly number[];
  /** The least chance shown: chance = floor + (1 − floor) × the logistic model. */
  readonly floor: number;
  /**
   * What the logistic model's chances came to at each table, fitted after it (isotonic regression
   * on self-play: `[model's chance, share of those decisions won]`, both rising), for three
   * standard opponents and for three strong ones; a table in between mixes the two by its share of
   * strong players. Absent: the logistic model's chance is shown as it is.
   */
  readonly recalibration?: {
    readonly standard: readonly (readonly [number, number])[];
    readonly strong: readonly (readonly [number, number])[];
    /**
     * How each curve falls below its first point: the power of the chance (fitted; absent, 1: a
     * straight line to 0).
     */
    readonly powerBelow?: { readonly standard: number; readonly strong: number };
  };
}

/**
 * A chance through a recalibration curve: straight lines between its points, level beyond its
 * last (the end point is the share won by a whole block of decisions, which is all the data says
 * of the chances beyond it), and below its first down to 0 at 0, as the chance's `powerBelow`
 * (fitted per table: a hand the model gives almost nothing — four tiles from ready with two tiles
 * left in the wall — is not shown the first block's 1%). Measured on 2,000 fresh hands
 * (i36cal4-zj-std), the decisions shown under 0.5% by a straight line won 0 of 435, where the
 * level end showed 0.98% to all of them; in Ravenna against standard players, those a straight
 * line showed 0.5–1% won 2 of 484 times on the training seeds and 0 of 714 on five fresh ones;
 * the fitted power (2.7) shows them about 0.3%. A sliver of the chance itself is added, so that the curve rises everywhere (two
 * discards never tie where a stretch of it is level).
 */
export function throughCurve(
  curve: readonly (readonly [number, number])[],
  p: number,
  powerBelow = 1,
): number {
  const RISE = 0.001;
  const first = curve[0];
  if (first === undefined) return p;
  let [x0, y0] = first;
  let y = x0 > 0 ? y0 * (Math.max(0, Math.min(p, x0)) / x0) ** powerBelow : y0;
  if (p > x0) {
    // By index: the coach calls this for every discard it weighs, so no copy of the curve per call.
    for (let i = 1; i < curve.length; i++) {
      const point = curve[i];
      if (point === undefined) break;
      const [x1, y1] = point;
      if (p <= x1) {
        y = y0 + ((y1 - y0) * (p - x0)) / (x1 - x0);
        break;
      }
      [x0, y0] = [x1, y1];
      y = y1;
    }
  }
  return (1 - RISE) * y + RISE * p;
}

/** A solo chance is taken on the log-odds scale between 1% and 99%: below 1%, the table decides. */
const CLAMP = 0.01;
/** The model's slope in the solo chance never falls below this (the discards keep their order). */
const MIN_SLOPE = 0.05;

const LOW = Math.log(CLAMP / (1 - CLAMP));

/**
 * The solo chance's log-odds, flat beyond 1% and 99% — yet still rising there by the chance itself,
 * so that a higher solo chance never shows a lower chance at the table, nor the same.
 */
export const logit = (p: number) => {
  if (p < CLAMP) return LOW - (CLAMP - p);
  if (p > 1 - CLAMP) return -LOW + (p - (1 - CLAMP));
  return Math.log(p / (1 - p));
};

export function tableContextOf(
  k: Knowledge,
  threats: readonly Threat[],
  strongOpponents: number,
  least: number,
): TableContext {
  let noneReady = 1;
  for (const t of threats) noneReady *= 1 - t.ready;
  return {
    wall: Math.min(1, Math.max(0, k.liveWall) / 70),
    threat: 1 - noneReady,
    strong: Math.min(3, Math.max(0, strongOpponents)) / 3,
    least,
  };
}

/** The inputs of one decision, for fitting (TABLE_CHANCE_INPUTS' order). */
export function tableChanceInputs(solo: number, c: TableContext): Float64Array {
  const signs = positionSigns(c);
  const s = logit(solo);
  return Float64Array.from([...signs, ...signs.slice(0, SLOPE_SIGNS).map((v) => v * s)]);
}

/** The chance to win the hand at the table for a discard whose solo chance is `solo`. */
export function tableChance(model: TableChanceModel, solo: number, c: TableContext): number {
  const w = model.weights;
  const signs = positionSigns(c);
  let at = 0;
  let slope = 0;
  for (let i = 0; i < signs.length; i++) at += (w[i] ?? 0) * (signs[i] ?? 0);
  for (let i = 0; i < SLOPE_SIGNS; i++) slope += (w[signs.length + i] ?? 0) * (signs[i] ?? 0);
  const fitted = 1 / (1 + Math.exp(-(at + Math.max(MIN_SLOPE, slope) * logit(solo))));
  const chance = model.floor + (1 - model.floor) * fitted;
  const curves = model.recalibration;
  if (curves === undefined) return chance;
  return (
    (1 - c.strong) * throughCurve(curves.standard, chance, curves.powerBelow?.standard) +
    c.strong * throughCurve(curves.strong, chance, curves.powerBelow?.strong)
  );
}
