/**
 * What a progress chart draws, decided without a DOM (design.md habit 8): one value per match,
 * oldest on the left, on a scale that starts at 0 (or takes in 0, for points that may be below
 * it) and ends at a round figure; a line through the matches that have the value, broken where
 * one has not (a match the coach has not looked at yet), a dot per match.
 */
import type { ProgressMetric } from '../../analysis';

export const CHART = { width: 320, height: 96, left: 40, right: 10, top: 8, bottom: 8 } as const;

/** How many of the last matches the headline figure pools. */
export const RECENT = 5;

export interface ChartDot {
  readonly index: number;
  readonly x: number;
  readonly y: number;
  readonly value: number;
}

export interface ChartGeometry {
  readonly dots: readonly ChartDot[];
  /** SVG path data: the line through consecutive known values. */
  readonly line: string;
  /** The scale's ends, and where a line at 0 goes when 0 is inside the scale (else null). */
  readonly low: number;
  readonly high: number;
  readonly zeroY: number | null;
}

/** Shares of something: a scale of percentages. */
export const isShare = (metric: ProgressMetric) =>
  metric === 'coachMatch' || metric === 'winRate' || metric === 'dealInRate';

/** The least round number at or above x (round: 1, 2, 2.5 or 5 times a power of ten). */
export function roundUp(x: number): number {
  if (x <= 0) return 0;
  const power = 10 ** Math.floor(Math.log10(x));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= x - 1e-12) return step * power;
  return 10 * power;
}

/** The scale of a metric over these values. */
export function scaleOf(metric: ProgressMetric, values: readonly number[]): [number, number] {
  if (metric === 'coachMatch') return [0, 1];
  const max = Math.max(0, ...values);
  const min = Math.min(0, ...values);
  if (isShare(metric)) return [0, Math.min(1, Math.max(0.1, roundUp(max)))];
  if (metric === 'bigPerHand') return [0, Math.max(1, roundUp(max))];
  // Points a hand, above and below 0.
  const reach = Math.max(5, roundUp(Math.max(max, -min)));
  return [min < 0 ? -reach : 0, max > 0 || min >= 0 ? reach : 0];
}

export function chartGeometry(
  metric: ProgressMetric,
  values: readonly (number | null)[],
): ChartGeometry {
  const known = values.filter((v): v is number => v !== null);
  const [low, high] = scaleOf(metric, known);
  const { width, height, left, right, top, bottom } = CHART;
  const span = width - left - right;
  const x = (i: number) =>
    values.length === 1 ? left + span / 2 : left + (span * i) / (values.length - 1);
  const y = (v: number) => top + ((high - v) / (high - low)) * (height - top - bottom);
  const dots: ChartDot[] = [];
  let line = '';
  let previous = false;
  values.forEach((value, index) => {
    if (value === null) {
      previous = false;
      return;
    }
    const dot = { index, x: x(index), y: y(value), value };
    dots.push(dot);
    line += `${previous ? 'L' : 'M'}${dot.x.toFixed(1)} ${dot.y.toFixed(1)}`;
    previous = true;
  });
  return { dots, line, low, high, zeroY: low < 0 && high > 0 ? y(0) : null };
}
