/**
 * Values a winning hand by the Zung Jung system (zung-jung.md §9, algorithm of §9.10).
 */
import type { Result } from '../errors';
import { fail, ok } from '../errors';
import { arrangements } from './arrangements';
import type { HandFeatures, TileFeatures } from './features';
import { handFeatures, tileFeatures } from './features';
import type { PatternDef } from './patterns';
import { CUMULATIVE_SERIES, ZUNG_JUNG_PATTERNS } from './patterns';
import type {
  Arrangement,
  CountedPattern,
  HandForm,
  HandValue,
  LimitKind,
  NotCountedPattern,
  PatternId,
  ScoredHand,
  ScoringOptions,
  WinningHand,
} from './types';
import { validateWinningHand } from './validate';

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

/** Rank of each pattern in id order, so that hot loops compare numbers instead of id strings. */
const RANK = new Map(
  [...ZUNG_JUNG_PATTERNS].sort((a, b) => comparePatternIds(a.id, b.id)).map((def, i) => [def, i]),
);

interface Hit {
  readonly def: PatternDef;
  readonly rank: number;
  readonly count: number;
  readonly points: number;
  /** Its series lets several patterns count together (§9.3, §11). */
  readonly cumulative: boolean;
}

/** A pattern with what scoring asks of it worked out once. */
interface Scorable {
  readonly def: PatternDef;
  readonly rank: number;
  readonly cumulative: boolean;
  readonly value: number;
  /** Its value with category 11 halved (§11). */
  readonly halvedValue: number;
}

function scorablesOf(form: HandForm): readonly Scorable[] {
  return ZUNG_JUNG_PATTERNS.filter((def) => def.forms.includes(form)).map((def) => ({
    def,
    rank: RANK.get(def)!,
    cumulative: CUMULATIVE_SERIES.has(def.series),
    value: def.points,
    halvedValue: def.halvable ? def.points / 2 : def.points,
  }));
}

/** Per hand form, the patterns that may be scored on it (§9.8), in table order. */
const PATTERNS_OF_FORM: Record<HandForm, readonly Scorable[]> = {
  regular: scorablesOf('regular'),
  sevenPairs: scorablesOf('sevenPairs'),
  thirteenTerminals: scorablesOf('thirteenTerminals'),
};

interface Evaluation {
  readonly arrangement: Arrangement;
  readonly present: readonly Hit[];
  /** In id order. */
  readonly counted: readonly Hit[];
  readonly total: number;
  readonly rawSum: number;
  readonly limit: LimitKind;
}

function compareIdLists(a: readonly Hit[], b: readonly Hit[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = a[i]!.rank - b[i]!.rank;
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function presentPatterns(f: HandFeatures, options: ScoringOptions): Hit[] {
  const present: Hit[] = [];
  const halve = options.halveFlowers;
  for (const s of PATTERNS_OF_FORM[f.form]) {
    const found = s.def.test(f);
    const count = found === true ? 1 : found === false ? 0 : found;
    if (count <= 0) continue;
    present.push({
      def: s.def,
      rank: s.rank,
      count,
      points: count * (halve ? s.halvedValue : s.value),
      cumulative: s.cumulative,
    });
  }
  return present;
}

/** Whether another present pattern of a non-cumulative series beats `hit` (§9.3): `by` it. */
function seriesWinner(hit: Hit, allowed: readonly Hit[]): Hit {
  let best = hit;
  for (const other of allowed) {
    if (other.def.series !== hit.def.series) continue;
    // The first of the highest value wins, as the hits come in table order.
    if (other.points > best.points || (other.points === best.points && other.rank < best.rank)) {
      best = other;
    }
  }
  return best;
}

/**
 * §9.3–§9.5 applied to the patterns an arrangement has: what counts and the value. When `dropped`
 * is given, every present pattern that does not count is reported there with the reason.
 */
function evaluate(
  arrangement: Arrangement,
  present: readonly Hit[],
  dropped: NotCountedPattern[] | null,
): Evaluation {
  // Rules that forbid two patterns together (2.2 never with 9.4.1).
  let allowed = present;
  for (const hit of present) {
    if (hit.def.excludedBy.length === 0) continue;
    const by = hit.def.excludedBy.find((id) => present.some((h) => h.def.id === id));
    if (by === undefined) continue;
    dropped?.push({ id: hit.def.id, points: hit.points, reason: 'excluded', by });
    allowed = allowed.filter((h) => h !== hit);
  }
  // §9.3: within a series only the highest pattern counts (except the cumulative series).
  const kept: Hit[] = [];
  for (const hit of allowed) {
    const best = hit.cumulative ? hit : seriesWinner(hit, allowed);
    if (best === hit) kept.push(hit);
    else dropped?.push({ id: hit.def.id, points: hit.points, reason: 'series', by: best.def.id });
  }
  // §9.5: a listed limit counts alone (the highest; on a tie the lower id), else the compound limit.
  let listed: Hit | undefined;
  for (const hit of kept) {
    if (!hit.def.listedLimit) continue;
    if (
      listed === undefined ||
      hit.points > listed.points ||
      (hit.points === listed.points && hit.rank < listed.rank)
    ) {
      listed = hit;
    }
  }
  if (listed !== undefined) {
    if (dropped !== null) {
      for (const hit of kept) {
        if (hit !== listed)
          dropped.push({ id: hit.def.id, points: hit.points, reason: 'limit', by: listed.def.id });
      }
    }
    const points = listed.points;
    return {
      arrangement,
      present,
      counted: [listed],
      total: points,
      rawSum: points,
      limit: 'listed',
    };
  }
  const counted = kept.sort((a, b) => a.rank - b.rank);
  let rawSum = 0;
  for (const hit of counted) rawSum += hit.points;
  if (counted.length === 0) {
    // §9.4: a winning hand with no pattern at all is a chicken hand, worth 1.
    return { arrangement, present, counted, total: 1, rawSum: 0, limit: 'none' };
  }
  return {
    arrangement,
    present,
    counted,
    total: Math.min(rawSum, LIMIT),
    rawSum,
    limit: rawSum >= LIMIT ? 'compound' : 'none',
  };
}

/** §9.7 tie-break: highest value, then highest sum before the limit, then the id list sorting first. */
function better(a: Evaluation, b: Evaluation): boolean {
  if (a.total !== b.total) return a.total > b.total;
  if (a.rawSum !== b.rawSum) return a.rawSum > b.rawSum;
  return compareIdLists(a.counted, b.counted) < 0;
}

/** Patterns another arrangement has that the chosen one does not beat in their own series. */
function fromOtherArrangements(best: Evaluation, all: readonly Evaluation[]): NotCountedPattern[] {
  const presentInBest = new Set(best.present.map((h) => h.def.id));
  const countedBySeries = new Map(best.counted.map((h) => [h.def.series, h.points]));
  const found = new Map<PatternId, number>();
  for (const other of all) {
    if (other === best) continue;
    for (const hit of other.present) {
      if (presentInBest.has(hit.def.id)) continue;
      const rival = countedBySeries.get(hit.def.series);
      if (rival !== undefined && rival >= hit.points) continue;
      found.set(hit.def.id, Math.max(found.get(hit.def.id) ?? 0, hit.points));
    }
  }
  return [...found].map(([id, points]) => ({ id, points, reason: 'arrangement' as const }));
}

function toCounted(hit: Hit): CountedPattern {
  return { id: hit.def.id, points: hit.points, count: hit.count, perUnit: hit.def.perUnit };
}

function toValue(e: Evaluation): HandValue {
  return {
    total: e.total,
    limit: e.limit,
    counted: e.counted.map(toCounted),
    rawSum: e.rawSum,
    arrangement: e.arrangement,
  };
}

function toScored(e: Evaluation, notCounted: readonly NotCountedPattern[]): ScoredHand {
  return {
    total: e.total,
    limit: e.limit,
    counted: e.counted.map(toCounted),
    notCounted,
    rawSum: e.rawSum,
    arrangement: e.arrangement,
  };
}

/** The hand's tiles and its readings (§9.7), or why it cannot be scored. */
interface Readings {
  readonly tiles: TileFeatures;
  readonly arrangements: readonly Arrangement[];
}

function readings(hand: WinningHand): Result<Readings> {
  const invalid = validateWinningHand(hand);
  if (invalid !== null) return { ok: false, error: invalid };
  const candidates = arrangements(hand);
  if (candidates.length === 0) {
    return fail(
      'hand/not-winning',
      'these tiles do not form a winning hand (4 sets and a pair, Seven Pairs or Thirteen Terminals)',
    );
  }
  return ok({ tiles: tileFeatures(hand), arrangements: candidates });
}

function evaluateEvery(
  r: Readings,
  options: ScoringOptions,
  dropped: NotCountedPattern[][] | null,
): Evaluation[] {
  return r.arrangements.map((a, i) => {
    const sink = dropped === null ? null : (dropped[i] = []);
    return evaluate(a, presentPatterns(handFeatures(r.tiles, a), options), sink);
  });
}

/** The index of the arrangement §9.7 chooses. */
function bestOf(evaluations: readonly Evaluation[]): number {
  let best = 0;
  for (let i = 1; i < evaluations.length; i++) {
    if (better(evaluations[i]!, evaluations[best]!)) best = i;
  }
  return best;
}

const DEFAULT_OPTIONS: ScoringOptions = { halveFlowers: false };

/**
 * Values a winning hand: the score without the "present but not counted" explanations, which only
 * the screens that show them need (they ask `scoreWinningHand`). This is the scorer of the bots'
 * inner loops. Same errors as `scoreWinningHand`.
 */
export function valueWinningHand(
  hand: WinningHand,
  options: ScoringOptions = DEFAULT_OPTIONS,
): Result<HandValue> {
  const read = readings(hand);
  if (!read.ok) return read;
  const r = read.value;
  let best: Evaluation | undefined;
  for (const a of r.arrangements) {
    const e = evaluate(a, presentPatterns(handFeatures(r.tiles, a), options), null);
    if (best === undefined || better(e, best)) best = e;
  }
  return ok(toValue(best!));
}

/**
 * Scores a winning hand, with every pattern present in the chosen arrangement or another that did
 * not count and why (for the result screen and the calculator). Returns `input/*` errors for hands
 * that cannot exist and `hand/not-winning` when the tiles form no winning hand (§8.1).
 */
export function scoreWinningHand(
  hand: WinningHand,
  options: ScoringOptions = DEFAULT_OPTIONS,
): Result<ScoredHand> {
  const read = readings(hand);
  if (!read.ok) return read;
  const dropped: NotCountedPattern[][] = [];
  const evaluations = evaluateEvery(read.value, options, dropped);
  const best = bestOf(evaluations);
  const notCounted = [
    ...dropped[best]!,
    ...fromOtherArrangements(evaluations[best]!, evaluations),
  ].sort((a, b) => comparePatternIds(a.id, b.id));
  return ok(toScored(evaluations[best]!, notCounted));
}

/**
 * Every arrangement scored on its own (§9.7), in enumeration order: for the coach, which shows
 * what another reading of the tiles would be worth, and for tests of the choice between them.
 */
export function scoreEveryArrangement(
  hand: WinningHand,
  options: ScoringOptions = DEFAULT_OPTIONS,
): Result<ScoredHand[]> {
  const read = readings(hand);
  if (!read.ok) return read;
  const dropped: NotCountedPattern[][] = [];
  const evaluations = evaluateEvery(read.value, options, dropped);
  return ok(evaluations.map((e, i) => toScored(e, dropped[i]!)));
}
