/**
 * §9.3–§9.5 applied to one arrangement's features: which patterns are present, which of them count
 * and the value. The pattern table is turned into flat per-pattern arrays once, and an arrangement
 * is tallied into a reusable `Tally` without building objects, since the bots value hands in their
 * inner loops; only the screens' explanations (`dropped`) allocate.
 */
import type { HandFeatures } from './features';
import { Needs } from './features';
import { CUMULATIVE_SERIES, ZUNG_JUNG_PATTERNS } from './patterns';
import type { PatternDef } from './patterns';
import type { HandForm, LimitKind, NotCountedPattern, PatternId } from './types';

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
[...PATTERNS]
  .sort((a, b) => comparePatternIds(a.id, b.id))
  .forEach((def, rank) => (RANK[INDEX.get(def.id)!] = rank));
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
  def.excludedBy.map((id) => INDEX.get(id)!),
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
const ON_FORM = Int32Array.from({ length: FORMS.length * 2 }, (_, i) =>
  patternBits(i & 1, (def) => def.forms.includes(FORMS[i >> 1]!)),
);

/** The patterns of table word `word` (indexes 32 × word and up) that `keep` keeps, as bits. */
function patternBits(word: number, keep: (def: PatternDef) => boolean): number {
  let bits = 0;
  for (let p = word * 32; p < Math.min(PATTERN_COUNT, word * 32 + 32); p++) {
    if (keep(PATTERNS[p]!)) bits |= 1 << (p & 31);
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
  for (let p = 0; p < PATTERN_COUNT; p++) {
    const needs = (PATTERNS[p]!.needs >>> shift) & (shift === 0 ? LOW_HALF : -1);
    met[needs * 2 + (p >> 5)]! |= 1 << (p & 31);
  }
  // A value holds a pattern's needs when one of its subsets is exactly them: summed over subsets
  // one bit at a time, a few thousand steps where testing every pattern at every value took tens of
  // thousands of calls, a long task each time the engine loads (issue 17).
  for (let bit = 1; bit < span; bit <<= 1)
    for (let half = bit; half < span; half++)
      if ((half & bit) !== 0) {
        met[half * 2]! |= met[(half ^ bit) * 2]!;
        met[half * 2 + 1]! |= met[(half ^ bit) * 2 + 1]!;
      }
  return met;
}
const LOW_NEEDS_MET = needsMet(0, LOW_HALF + 1);
const HIGH_NEEDS_MET = needsMet(NEEDS_SPLIT, (ALL_NEEDS >>> NEEDS_SPLIT) + 1);

function formIndex(form: HandForm): number {
  return form === 'regular' ? 0 : form === 'sevenPairs' ? 1 : 2;
}

export function patternOf(index: number): PatternDef {
  return PATTERNS[index]!;
}

export function rankOfPattern(index: number): number {
  return RANK[index]!;
}

/** The rank of a pattern id in id order (`comparePatternIds`), without splitting strings. */
export function rankOfId(id: PatternId): number {
  return RANK[INDEX.get(id)!]!;
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
      const d = RANK[this.countedPattern[i]!]! - RANK[other.countedPattern[i]!]!;
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
  return PATTERNS[index]!.id;
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
    into.countedPattern[i] = present.pattern[i]!;
    into.countedUnits[i] = present.units[i]!;
    into.countedPoints[i] = present.points[i]!;
    rawSum += present.points[i]!;
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
    let asked = ON_FORM[form + word]! & LOW_NEEDS_MET[low + word]! & HIGH_NEEDS_MET[high + word]!;
    while (asked !== 0) {
      const bit = asked & -asked;
      asked ^= bit;
      const p = (word << 5) | (31 - Math.clz32(bit));
      const found = TESTS[p]!(f);
      const units = found === true ? 1 : found === false ? 0 : found;
      if (units <= 0) continue;
      if (seriesSeen & SERIES_BIT[p]!) seriesShared = true;
      seriesSeen |= SERIES_BIT[p]!;
      ruled |= RULED[p]!;
      pattern[n] = p;
      present.units[n] = units;
      points[n] = units * values[p]!;
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
    const excludedBy = EXCLUDED_BY[pattern[i]!]!;
    if (excludedBy.length === 0) continue;
    const by = excludedBy.find((q) => isPresent(q, n));
    if (by === undefined) continue;
    standing[i] = 0;
    dropped?.push({ id: idOf(pattern[i]!), points: points[i]!, reason: 'excluded', by: idOf(by) });
  }

  // §9.3: within a series only the highest pattern counts (except the cumulative series): the
  // highest value, on a tie the lower id. Each series' highest is found in one pass.
  if (seriesShared) {
    for (let i = 0; i < n; i++) highest[SERIES[pattern[i]!]!] = -1;
    for (let i = 0; i < n; i++) {
      if (standing[i] === 0) continue;
      const p = pattern[i]!;
      const s = SERIES[p]!;
      const h = highest[s]!;
      if (
        h < 0 ||
        points[i]! > points[h]! ||
        (points[i] === points[h] && RANK[p]! < RANK[pattern[h]!]!)
      ) {
        highest[s] = i;
      }
    }
  }
  let listed = -1;
  for (let i = 0; i < n; i++) {
    if (standing[i] === 0) continue;
    const p = pattern[i]!;
    // A pattern alone in its series is its highest.
    if (seriesShared && CUMULATIVE[p] === 0) {
      const best = highest[SERIES[p]!]!;
      if (best !== i) {
        dropped?.push({
          id: idOf(p),
          points: points[i]!,
          reason: 'series',
          by: idOf(pattern[best]!),
        });
        continue;
      }
    }
    standing[i] = 2;
    // §9.5: a listed limit counts alone (the highest; on a tie the lower id).
    if (
      LISTED_LIMIT[p] === 1 &&
      (listed < 0 ||
        points[i]! > points[listed]! ||
        (points[i] === points[listed] && RANK[p]! < RANK[pattern[listed]!]!))
    ) {
      listed = i;
    }
  }

  if (listed >= 0) {
    if (dropped !== null) {
      for (let i = 0; i < n; i++) {
        if (standing[i] !== 2 || i === listed) continue;
        dropped.push({
          id: idOf(pattern[i]!),
          points: points[i]!,
          reason: 'limit',
          by: idOf(pattern[listed]!),
        });
      }
    }
    into.countedN = 1;
    into.countedPattern[0] = pattern[listed]!;
    into.countedUnits[0] = present.units[listed]!;
    into.countedPoints[0] = points[listed]!;
    into.total = into.rawSum = points[listed]!;
    into.limit = 'listed';
    return;
  }

  countStanding(into, n);
}

/** The present patterns standing at 2 count together, in id order (`standing` as `tally` left it). */
function countStanding(into: Tally, n: number): void {
  const pattern = present.pattern;
  const points = present.points;
  // Insertion sort: a handful of patterns at most.
  let k = 0;
  for (let i = 0; i < n; i++) {
    if (standing[i] !== 2) continue;
    const p = pattern[i]!;
    let at = k++;
    while (at > 0 && RANK[into.countedPattern[at - 1]!]! > RANK[p]!) {
      into.countedPattern[at] = into.countedPattern[at - 1]!;
      into.countedUnits[at] = into.countedUnits[at - 1]!;
      into.countedPoints[at] = into.countedPoints[at - 1]!;
      at--;
    }
    into.countedPattern[at] = p;
    into.countedUnits[at] = present.units[i]!;
    into.countedPoints[at] = points[i]!;
  }
  into.countedN = k;
  let rawSum = 0;
  for (let i = 0; i < k; i++) rawSum += into.countedPoints[i]!;
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
