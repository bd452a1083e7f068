/**
 * §9.3–§9.5 applied to one arrangement's features: which patterns are present, which of them count
 * and the value. The pattern table is turned into flat per-pattern arrays once, and an arrangement
 * is tallied into a reusable `Tally` without building objects, since the bots value hands in their
 * inner loops; only the screens' explanations (`dropped`) allocate.
 */
import { InvariantError } from '../../../errors';
import type { HandFeatures } from './features';
import { Needs } from './features';
import { CUMULATIVE_SERIES, ZUNG_JUNG_PATTERNS } from './patterns';
import type { PatternDef } from './patterns';
import type { HandForm, LimitKind, NotCountedPattern, PatternId } from '../../../scoring/types';

/** §9.5: the limit. */
export const LIMIT = 320;

/** Pattern ids compare numerically component by component: 4.2.1 < 4.3 < 10.1 < 11.1.1. */
export function comparePatternIds(a: PatternId, b: PatternId): number {
  const x = a.split('.');
  const y = b.split('.');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = Number(x[i]) - Number(y[i]);
    if (d !== 0) return d;
  }
  return x.length - y.length;
}

// Per pattern, by its index in the table: what the tally asks of it, worked out once.
const PATTERNS: readonly PatternDef[] = ZUNG_JUNG_PATTERNS;
export const PATTERN_COUNT = PATTERNS.length;
const INDEX = new Map(PATTERNS.map((def, i) => [def.id, i]));
/** Rank in id order, so that the tie-breaks compare numbers instead of id strings. */
const RANK = new Int32Array(PATTERN_COUNT);
[...PATTERNS.entries()]
  .sort(([, a], [, b]) => comparePatternIds(a.id, b.id))
  .forEach(([p], rank) => (RANK[p] = rank));
const SERIES_NAMES = [...new Set(PATTERNS.map((def) => def.series))];
const SERIES = Int32Array.from(PATTERNS, (def) => SERIES_NAMES.indexOf(def.series));
/** Its series lets several patterns count together (§9.3, §11). */
const CUMULATIVE = Uint8Array.from(PATTERNS, (def) => (CUMULATIVE_SERIES.has(def.series) ? 1 : 0));
const LISTED_LIMIT = Uint8Array.from(PATTERNS, (def) => (def.listedLimit ? 1 : 0));
const VALUE = Float64Array.from(PATTERNS, (def) => def.points);
/** Its value with category 11 halved (§11). */
const HALVED_VALUE = Float64Array.from(PATTERNS, (def) =>
  def.halvable ? def.points / 2 : def.points,
);
const EXCLUDED_BY: readonly (readonly number[])[] = PATTERNS.map((def) =>
  def.excludedBy.map(indexOfId),
);
const TESTS = PATTERNS.map((def) => def.test);
const EXCLUDING = new Set(PATTERNS.flatMap((def) => def.excludedBy));
/** Whether table order is id order, so that the present patterns are listed as counted. */
const TABLE_IN_ID_ORDER = RANK.every((rank, p) => rank === p);

/**
 * 1 for the patterns that may stop others counting or be stopped (an exclusion, a listed limit):
 * without them and without two patterns of one series, every present pattern counts.
 */
const RULED = Uint8Array.from(PATTERNS, (def) =>
  def.listedLimit || def.excludedBy.length > 0 || EXCLUDING.has(def.id) ? 1 : 0,
);

/** Series as bits, so that the tally sees at once whether two present patterns share one. */
const SERIES_BIT = Int32Array.from(SERIES, (series) => (series < 31 ? 1 << series : 0));
const SERIES_ALWAYS_COMPARED = SERIES_NAMES.length > 31;

/*
 * The patterns worth asking of an arrangement (§9.8: those that may be scored on its form, less
 * those whose needs it lacks), as a set of table indexes in two 32-bit words: worked out with a
 * few reads of small tables, where a list per form and needs was looked up in a cache whose
 * misses cost more than the predicates; walked in table order.
 */
if (PATTERN_COUNT > 64) throw new Error('a candidate set holds 64 patterns at most');
const FORMS: readonly HandForm[] = ['regular', 'sevenPairs', 'thirteenTerminals'];
/** Per form and word: the patterns that may be scored on it. */
const ON_FORM = Int32Array.from(
  FORMS.flatMap((form) =>
    [0, 1].map((word) => patternBits(word, (def) => def.forms.includes(form))),
  ),
);

/** The patterns of table word `word` (indexes 32 × word and up) that `keep` keeps, as bits. */
function patternBits(word: number, keep: (def: PatternDef) => boolean): number {
  let bits = 0;
  for (const [p, def] of PATTERNS.entries()) {
    if (p >> 5 === word && keep(def)) bits |= 1 << (p & 31);
  }
  return bits;
}

/**
 * The `Needs` bits in two halves; per value of a half and word, the patterns whose needs within
 * that half are all there.
 */
const NEEDS_SPLIT = 10;
const ALL_NEEDS = Object.values(Needs).reduce((all, bit) => all | bit, 0);
const LOW_HALF = (1 << NEEDS_SPLIT) - 1;
function needsMet(shift: number, span: number): Int32Array {
  const met = new Int32Array(span * 2);
  for (const [p, def] of PATTERNS.entries()) {
    const needs = (def.needs >>> shift) & (shift === 0 ? LOW_HALF : -1);
    const at = needs * 2 + (p >> 5);
    met[at] = (met[at] ?? 0) | (1 << (p & 31));
  }
  // A value holds a pattern's needs when one of its subsets is exactly them: summed over subsets
  // one bit at a time, a few thousand steps where testing every pattern at every value took tens of
  // thousands of calls, a long task each time the engine loads (issue 17).
  for (let bit = 1; bit < span; bit <<= 1)
    for (let half = bit; half < span; half++)
      if ((half & bit) !== 0) {
        const at = half * 2;
        const from = (half ^ bit) * 2;
        met[at] = (met[at] ?? 0) | (met[from] ?? 0);
        met[at + 1] = (met[at + 1] ?? 0) | (met[from + 1] ?? 0);
      }
  return met;
}
const LOW_NEEDS_MET = needsMet(0, LOW_HALF + 1);
const HIGH_NEEDS_MET = needsMet(NEEDS_SPLIT, (ALL_NEEDS >>> NEEDS_SPLIT) + 1);

function formIndex(form: HandForm): number {
  return form === 'regular' ? 0 : form === 'sevenPairs' ? 1 : 2;
}

export function patternOf(index: number): PatternDef {
  const def = PATTERNS[index];
  if (def === undefined) throw new RangeError(`no pattern at table index ${index}`);
  return def;
}

export function rankOfPattern(index: number): number {
  const rank = RANK[index];
  if (rank === undefined) throw new RangeError(`no pattern at table index ${index}`);
  return rank;
}

function indexOfId(id: PatternId): number {
  const index = INDEX.get(id);
  if (index === undefined) throw new RangeError(`no pattern ${id} in the table`);
  return index;
}

/** The rank of a pattern id in id order (`comparePatternIds`), without splitting strings. */
export function rankOfId(id: PatternId): number {
  return rankOfPattern(indexOfId(id));
}

/** What counts in one arrangement, with its value (§9.4, §9.5); reused from one to the next. */
export class Tally {
  total = 0;
  /** Sum of the counted points before the compound limit; 0 for a chicken hand. */
  rawSum = 0;
  limit: LimitKind = 'none';
  /** The counted patterns in id order: table index, units counted and points. */
  countedN = 0;
  readonly countedPattern = new Int32Array(PATTERN_COUNT);
  readonly countedUnits = new Int32Array(PATTERN_COUNT);
  readonly countedPoints = new Float64Array(PATTERN_COUNT);

  /** §9.7 tie-break: highest value, then highest sum before the limit, then the id list sorting first. */
  beats(other: Tally): boolean {
    if (this.total !== other.total) return this.total > other.total;
    if (this.rawSum !== other.rawSum) return this.rawSum > other.rawSum;
    const n = Math.min(this.countedN, other.countedN);
    for (let i = 0; i < n; i++) {
      const d =
        rankOfPattern(this.countedPattern[i] ?? 0) - rankOfPattern(other.countedPattern[i] ?? 0);
      if (d !== 0) return d < 0;
    }
    return this.countedN < other.countedN;
  }
}

/** The patterns present in the last tallied arrangement, in table order (reused). */
export const present = {
  n: 0,
  pattern: new Int32Array(PATTERN_COUNT),
  units: new Int32Array(PATTERN_COUNT),
  points: new Float64Array(PATTERN_COUNT),
};

/**
 * Per present pattern: 0 excluded by another (it is out of every comparison), 1 allowed, 2 allowed
 * and the highest of its series, so counted unless a listed limit counts alone.
 */
const standing = new Uint8Array(PATTERN_COUNT);

/** Per series, the index among the present patterns of its highest (valid while tallying). */
const highest = new Int32Array(SERIES_NAMES.length);

function isPresent(p: number, n: number): boolean {
  for (let i = 0; i < n; i++) if (present.pattern[i] === p) return true;
  return false;
}

function idOf(index: number): PatternId {
  return patternOf(index).id;
}

/**
 * Every present pattern counted, when no rule stops any (no exclusion, no listed limit, no two of
 * a series): the usual case, with nothing to compare or sort when the table is in id order.
 */
function countAll(into: Tally): void {
  const n = present.n;
  if (!TABLE_IN_ID_ORDER) {
    for (let i = 0; i < n; i++) standing[i] = 2;
    countStanding(into, n);
    return;
  }
  let rawSum = 0;
  for (let i = 0; i < n; i++) {
    const points = present.points[i] ?? 0;
    into.countedPattern[i] = present.pattern[i] ?? 0;
    into.countedUnits[i] = present.units[i] ?? 0;
    into.countedPoints[i] = points;
    rawSum += points;
  }
  into.countedN = n;
  settleSum(into, rawSum);
}

/**
 * Tallies the arrangement `f` describes into `into`. When `dropped` is given, every present pattern
 * that does not count is reported there with the reason, in the order the rules drop them.
 */
export function tally(
  f: HandFeatures,
  halveFlowers: boolean,
  into: Tally,
  dropped: NotCountedPattern[] | null,
): void {
  const form = formIndex(f.form) << 1;
  const low = (f.has & LOW_HALF) << 1;
  const high = ((f.has & ALL_NEEDS) >>> NEEDS_SPLIT) << 1;
  const values = halveFlowers ? HALVED_VALUE : VALUE;
  const pattern = present.pattern;
  const points = present.points;
  let seriesSeen = 0;
  let seriesShared = SERIES_ALWAYS_COMPARED;
  let ruled = 0;
  let n = 0;
  for (let word = 0; word < 2; word++) {
    // An absent word of a table has no bits: no pattern is asked.
    let asked =
      (ON_FORM[form + word] ?? 0) &
      (LOW_NEEDS_MET[low + word] ?? 0) &
      (HIGH_NEEDS_MET[high + word] ?? 0);
    while (asked !== 0) {
      const bit = asked & -asked;
      asked ^= bit;
      const p = (word << 5) | (31 - Math.clz32(bit));
      const test = TESTS[p];
      if (test === undefined) throw new InvariantError(`no pattern at table index ${p}`);
      const found = test(f);
      const units = found === true ? 1 : found === false ? 0 : found;
      if (units <= 0) continue;
      const seriesBit = SERIES_BIT[p] ?? 0;
      if (seriesSeen & seriesBit) seriesShared = true;
      seriesSeen |= seriesBit;
      ruled |= RULED[p] ?? 0;
      pattern[n] = p;
      present.units[n] = units;
      points[n] = units * (values[p] ?? 0);
      standing[n] = 1;
      n++;
    }
  }
  present.n = n;
  if (!seriesShared && ruled === 0) {
    countAll(into);
    return;
  }

  // Rules that forbid two patterns together (2.2 never with 9.4.1).
  for (let i = 0; i < n; i++) {
    const p = pattern[i] ?? 0;
    const excludedBy = EXCLUDED_BY[p];
    if (excludedBy === undefined || excludedBy.length === 0) continue;
    const by = excludedBy.find((q) => isPresent(q, n));
    if (by === undefined) continue;
    standing[i] = 0;
    dropped?.push({ id: idOf(p), points: points[i] ?? 0, reason: 'excluded', by: idOf(by) });
  }

  // §9.3: within a series only the highest pattern counts (except the cumulative series): the
  // highest value, on a tie the lower id. Each series' highest is found in one pass.
  if (seriesShared) {
    for (let i = 0; i < n; i++) highest[SERIES[pattern[i] ?? 0] ?? 0] = -1;
    for (let i = 0; i < n; i++) {
      if (standing[i] === 0) continue;
      const p = pattern[i] ?? 0;
      const s = SERIES[p] ?? 0;
      const h = highest[s] ?? -1;
      if (h < 0 || outranks(i, h)) highest[s] = i;
    }
  }
  let listed = -1;
  for (let i = 0; i < n; i++) {
    if (standing[i] === 0) continue;
    const p = pattern[i] ?? 0;
    // A pattern alone in its series is its highest.
    if (seriesShared && CUMULATIVE[p] === 0) {
      const best = highest[SERIES[p] ?? 0] ?? -1;
      if (best !== i) {
        dropped?.push({
          id: idOf(p),
          points: points[i] ?? 0,
          reason: 'series',
          by: idOf(pattern[best] ?? 0),
        });
        continue;
      }
    }
    standing[i] = 2;
    // §9.5: a listed limit counts alone (the highest; on a tie the lower id).
    if (LISTED_LIMIT[p] === 1 && (listed < 0 || outranks(i, listed))) listed = i;
  }

  if (listed >= 0) {
    const p = pattern[listed] ?? 0;
    const value = points[listed] ?? 0;
    if (dropped !== null) {
      for (let i = 0; i < n; i++) {
        if (standing[i] !== 2 || i === listed) continue;
        dropped.push({
          id: idOf(pattern[i] ?? 0),
          points: points[i] ?? 0,
          reason: 'limit',
          by: idOf(p),
        });
      }
    }
    into.countedN = 1;
    into.countedPattern[0] = p;
    into.countedUnits[0] = present.units[listed] ?? 0;
    into.countedPoints[0] = value;
    into.total = into.rawSum = value;
    into.limit = 'listed';
    return;
  }

  countStanding(into, n);
}

/**
 * Whether present pattern `i` ranks above present pattern `j` of its series or among the listed
 * limits: the higher value, on a tie the lower id.
 */
function outranks(i: number, j: number): boolean {
  const a = present.points[i] ?? 0;
  const b = present.points[j] ?? 0;
  return (
    a > b ||
    (a === b && rankOfPattern(present.pattern[i] ?? 0) < rankOfPattern(present.pattern[j] ?? 0))
  );
}

/** The present patterns standing at 2 count together, in id order (`standing` as `tally` left it). */
function countStanding(into: Tally, n: number): void {
  const pattern = present.pattern;
  const points = present.points;
  // Insertion sort: a handful of patterns at most.
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (standing[i] !== 2) continue;
    const p = pattern[i] ?? 0;
    const rank = rankOfPattern(p);
    let at = k++;
    for (; at > 0; at--) {
      const before = into.countedPattern[at - 1] ?? 0;
      if (rankOfPattern(before) <= rank) break;
      into.countedPattern[at] = before;
      into.countedUnits[at] = into.countedUnits[at - 1] ?? 0;
      into.countedPoints[at] = into.countedPoints[at - 1] ?? 0;
    }
    into.countedPattern[at] = p;
    into.countedUnits[at] = present.units[i] ?? 0;
    into.countedPoints[at] = points[i] ?? 0;
  }
  into.countedN = k;
  let rawSum = 0;
  for (let i = 0; i < k; i++) rawSum += into.countedPoints[i] ?? 0;
  settleSum(into, rawSum);
}

/** The value of the counted patterns (§9.4, §9.5), `into.countedN` of them summing to `rawSum`. */
function settleSum(into: Tally, rawSum: number): void {
  if (into.countedN === 0) {
    // §9.4: a winning hand with no pattern at all is a chicken hand, worth 1.
    into.total = 1;
    into.rawSum = 0;
    into.limit = 'none';
    return;
  }
  into.total = Math.min(rawSum, LIMIT);
  into.rawSum = rawSum;
  into.limit = rawSum >= LIMIT ? 'compound' : 'none';
}
