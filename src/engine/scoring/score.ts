/**
 * Values a winning hand by the Zung Jung system (zung-jung.md §9, algorithm of §9.10).
 */
import type { Result } from '../errors';
import { fail, ok } from '../errors';
import { arrangements } from './arrangements';
import { handFeatures } from './features';
import type { PatternDef } from './patterns';
import { CUMULATIVE_SERIES, ZUNG_JUNG_PATTERNS } from './patterns';
import type {
  Arrangement,
  CountedPattern,
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

interface Hit {
  readonly def: PatternDef;
  readonly count: number;
  readonly points: number;
}

interface Evaluation {
  readonly arrangement: Arrangement;
  readonly present: readonly Hit[];
  readonly counted: readonly Hit[];
  readonly dropped: readonly NotCountedPattern[];
  readonly total: number;
  readonly rawSum: number;
  readonly limit: LimitKind;
}

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

function compareIdLists(a: readonly Hit[], b: readonly Hit[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = comparePatternIds(a[i]!.def.id, b[i]!.def.id);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function evaluate(
  hand: WinningHand,
  arrangement: Arrangement,
  options: ScoringOptions,
): Evaluation {
  const f = handFeatures(hand, arrangement);
  const present: Hit[] = [];
  for (const def of ZUNG_JUNG_PATTERNS) {
    if (!def.forms.includes(arrangement.form)) continue;
    const count = def.count(f);
    if (count <= 0) continue;
    const value = def.halvable && options.halveFlowers ? def.points / 2 : def.points;
    present.push({ def, count, points: count * value });
  }
  const dropped: NotCountedPattern[] = [];
  // Rules that forbid two patterns together (2.2 never with 9.4.1).
  const allowed = present.filter((hit) => {
    const by = hit.def.excludedBy.find((id) => present.some((h) => h.def.id === id));
    if (by !== undefined)
      dropped.push({ id: hit.def.id, points: hit.points, reason: 'excluded', by });
    return by === undefined;
  });
  // §9.3: within a series only the highest pattern counts (except the cumulative series).
  const bestOfSeries = new Map<string, Hit>();
  for (const hit of allowed) {
    if (CUMULATIVE_SERIES.has(hit.def.series)) continue;
    const best = bestOfSeries.get(hit.def.series);
    if (best === undefined || hit.points > best.points) bestOfSeries.set(hit.def.series, hit);
  }
  const kept = allowed.filter((hit) => {
    const best = bestOfSeries.get(hit.def.series);
    if (best === undefined || best === hit) return true;
    dropped.push({ id: hit.def.id, points: hit.points, reason: 'series', by: best.def.id });
    return false;
  });
  // §9.5: a listed limit counts alone (the highest; on a tie the lower id), else the compound limit.
  let listed: Hit | undefined;
  for (const hit of kept) {
    if (!hit.def.listedLimit) continue;
    if (
      listed === undefined ||
      hit.points > listed.points ||
      (hit.points === listed.points && comparePatternIds(hit.def.id, listed.def.id) < 0)
    ) {
      listed = hit;
    }
  }
  if (listed !== undefined) {
    const top = listed;
    for (const hit of kept) {
      if (hit !== top)
        dropped.push({ id: hit.def.id, points: hit.points, reason: 'limit', by: top.def.id });
    }
    return {
      arrangement,
      present,
      counted: [top],
      dropped,
      total: top.points,
      rawSum: top.points,
      limit: 'listed',
    };
  }
  const counted = kept.sort((a, b) => comparePatternIds(a.def.id, b.def.id));
  const rawSum = counted.reduce((sum, hit) => sum + hit.points, 0);
  if (counted.length === 0) {
    // §9.4: a winning hand with no pattern at all is a chicken hand, worth 1.
    return { arrangement, present, counted, dropped, total: 1, rawSum: 0, limit: 'none' };
  }
  return {
    arrangement,
    present,
    counted,
    dropped,
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

function evaluateAll(hand: WinningHand, options: ScoringOptions): Result<Evaluation[]> {
  const invalid = validateWinningHand(hand);
  if (invalid !== null) return { ok: false, error: invalid };
  const candidates = arrangements(hand);
  if (candidates.length === 0) {
    return fail(
      'hand/not-winning',
      'these tiles do not form a winning hand (4 sets and a pair, Seven Pairs or Thirteen Terminals)',
    );
  }
  return ok(candidates.map((a) => evaluate(hand, a, options)));
}

const DEFAULT_OPTIONS: ScoringOptions = { halveFlowers: false };

/**
 * Scores a winning hand. Returns `input/*` errors for hands that cannot exist and
 * `hand/not-winning` when the tiles form no winning hand (§8.1).
 */
export function scoreWinningHand(
  hand: WinningHand,
  options: ScoringOptions = DEFAULT_OPTIONS,
): Result<ScoredHand> {
  const evaluated = evaluateAll(hand, options);
  if (!evaluated.ok) return evaluated;
  const evaluations = evaluated.value;
  let best = evaluations[0]!;
  for (const e of evaluations) if (better(e, best)) best = e;
  const notCounted = [...best.dropped, ...fromOtherArrangements(best, evaluations)].sort((a, b) =>
    comparePatternIds(a.id, b.id),
  );
  return ok(toScored(best, notCounted));
}

/**
 * Every arrangement scored on its own (§9.7), in enumeration order: for the coach, which shows
 * what another reading of the tiles would be worth, and for tests of the choice between them.
 */
export function scoreEveryArrangement(
  hand: WinningHand,
  options: ScoringOptions = DEFAULT_OPTIONS,
): Result<ScoredHand[]> {
  const evaluated = evaluateAll(hand, options);
  if (!evaluated.ok) return evaluated;
  return ok(evaluated.value.map((e) => toScored(e, e.dropped)));
}
