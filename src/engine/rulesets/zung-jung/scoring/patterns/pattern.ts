import type { HandFeatures } from '../features';
import type { HandForm, PatternId } from '../../../../scoring/types';

/**
 * One scoring pattern of §10–§11 as data plus a predicate. `count` returns 0 when the hand does not
 * satisfy the pattern, 1 when it does, or the number of qualifying sets or tiles for the patterns
 * counted per unit (3.1, 11.1.x).
 */
export interface PatternDef<Id extends string = PatternId> {
  readonly id: Id;
  /** First two components of the id (§9.2): at most one pattern per series counts (§9.3). */
  readonly series: string;
  /** Value, per set or tile for per-unit patterns. */
  readonly points: number;
  readonly perUnit: boolean;
  /** Listed limit (§9.5): worth its value alone, nothing else added. */
  readonly listedLimit: boolean;
  /** The hand forms the pattern may be scored on (§9.8). */
  readonly forms: readonly HandForm[];
  /** Patterns that, when present, stop this one from counting. */
  readonly excludedBy: readonly PatternId[];
  /** Category 11 values are halved by the `halveFlowers` option (§11). */
  readonly halvable: boolean;
  /** `Needs` bits every hand with this pattern has: without them the predicate is not asked. */
  readonly needs: number;
  readonly count: (f: HandFeatures) => number;
  /** The predicate itself: `count` as written, true standing for 1 and false for 0. */
  readonly test: (f: HandFeatures) => number | boolean;
}

export const REGULAR: readonly HandForm[] = ['regular'];
export const REGULAR_OR_SEVEN_PAIRS: readonly HandForm[] = ['regular', 'sevenPairs'];
export const ANY_FORM: readonly HandForm[] = ['regular', 'sevenPairs', 'thirteenTerminals'];

export function pattern<const Id extends string>(
  id: Id,
  points: number,
  forms: readonly HandForm[],
  count: (f: HandFeatures) => number | boolean,
  extra: Partial<
    Pick<PatternDef, 'perUnit' | 'listedLimit' | 'excludedBy' | 'halvable' | 'needs'>
  > = {},
): PatternDef<Id> {
  return {
    id,
    series: id.split('.').slice(0, 2).join('.'),
    points,
    perUnit: extra.perUnit ?? false,
    listedLimit: extra.listedLimit ?? false,
    forms,
    excludedBy: extra.excludedBy ?? [],
    halvable: extra.halvable ?? false,
    needs: extra.needs ?? 0,
    count: (f) => Number(count(f)),
    test: count,
  };
}
