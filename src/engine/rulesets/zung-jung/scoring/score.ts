/**
 * Values a winning hand by the Zung Jung system (zung-jung.md §9, algorithm of §9.10).
 */
import type { Result } from '../../../errors';
import { InvariantError, fail, ok } from '../../../errors';
import type { DecompositionView } from '../../../hand/decompose';
import type { ArrangementVisitor } from '../../../scoring/arrangements';
import {
  arrangementsOf,
  regularArrangement,
  sevenPairsArrangement,
  thirteenTerminalsArrangement,
  walkArrangements,
} from '../../../scoring/arrangements';
import {
  addChow,
  addPung,
  addSet,
  beginArrangement,
  endArrangement,
  newFeatures,
  readArrangement,
  readTiles,
  setPair,
} from './features';
import type { PatternDef } from './patterns';
import { PATTERN_COUNT, Tally, patternOf, present, rankOfId, rankOfPattern, tally } from './tally';
import type {
  Arrangement,
  CountedPattern,
  HandValue,
  LimitKind,
  NotCountedPattern,
  PatternId,
  ScoredHand,
  ScoringOptions,
  WinningHand,
} from '../../../scoring/types';
import type { TileKind } from '../../../tiles';
import { PLAYING_KINDS, asKind, kindOf } from '../../../tiles';
import { anySituationSet, validateCounting } from './validate';

export { LIMIT, comparePatternIds } from './tally';

const NOT_WINNING =
  'these tiles do not form a winning hand (4 sets and a pair, Seven Pairs or Thirteen Terminals)';

const DEFAULT_OPTIONS: ScoringOptions = { halveFlowers: false };

/** The features of the arrangement being valued; one object, refilled for each (never re-entered). */
const features = newFeatures();

/**
 * Counted patterns already made, per pattern and count: a counted pattern is a plain read-only
 * value, so scores share them rather than build a few objects per hand valued.
 */
const MADE_COUNTS = 16;
const countedMade: (CountedPattern | undefined)[] = new Array<CountedPattern | undefined>(
  PATTERN_COUNT * MADE_COUNTS,
).fill(undefined);

function countedPattern(pattern: number, count: number, points: number): CountedPattern {
  const slot = pattern * MADE_COUNTS + count;
  const made = count < MADE_COUNTS ? countedMade[slot] : undefined;
  // The points also depend on whether category 11 is halved (§11): a made one must match.
  if (made !== undefined && made.points === points) return made;
  const def = patternOf(pattern);
  const counted: CountedPattern = { id: def.id, points, count, perUnit: def.perUnit };
  if (count < MADE_COUNTS) countedMade[slot] = counted;
  return counted;
}

function countedOf(t: Tally): CountedPattern[] {
  const counted: CountedPattern[] = [];
  for (let i = 0; i < t.countedN; i++) {
    counted.push(
      countedPattern(t.countedPattern[i] ?? 0, t.countedUnits[i] ?? 0, t.countedPoints[i] ?? 0),
    );
  }
  return counted;
}

// The value path: the arrangements are walked over scratch sets and only the best one (§9.7) is
// built as an object. Its state is module-level so that a walk allocates nothing per arrangement.
let current = new Tally();
let best = new Tally();
let found = false;
let valued: WinningHand | null = null;
let halve = false;
/** The best arrangement so far: a regular reading's sets, or an irregular reading's object. */
const bestRegular: {
  pair: TileKind;
  size: number;
  readonly pung: Uint8Array;
  readonly tile: Int8Array;
  winningTileIn: number;
} = {
  // Set with the rest when a regular reading is kept, before it is read.
  pair: kindOf(0),
  size: 0,
  pung: new Uint8Array(4),
  tile: new Int8Array(4),
  winningTileIn: -1,
};
let bestIrregular: Arrangement | null = null;
/** The valued hand's concealed tiles with the winning tile, per kind. */
const held = new Uint8Array(PLAYING_KINDS);

/** Keeps the arrangement just tallied when it beats the best so far (on a tie the first stays). */
function keepIfBetter(): boolean {
  if (found && !current.beats(best)) return false;
  // The tallies trade places rather than copy: the next arrangement is tallied over the loser.
  const kept = current;
  current = best;
  best = kept;
  found = true;
  return true;
}

const valuer: ArrangementVisitor = {
  regular(d: DecompositionView, winningTileIn: number): void {
    const hand = valued;
    if (hand === null)
      throw new InvariantError('arrangements are valued only inside valueWinningHand');
    const f = features;
    beginArrangement(f, 'regular');
    // Indexed: `for…of` costs more on the several array shapes callers build their sets in.
    const melds = hand.melds;
    for (let i = 0; i < melds.length; i++) {
      const m = melds[i];
      if (m !== undefined) addSet(f, m.kind, m.tile, m.kind === 'kong' && m.concealed);
    }
    // §9.6: a set holding the discarded winning tile is exposed; every other hand set is concealed.
    const fromWall = hand.winFrom === 'wall';
    for (let i = 0; i < d.size; i++) {
      const tile = asKind(d.tile[i] ?? 0);
      if (d.pung[i] === 0) addChow(f, tile);
      else addPung(f, tile, false, fromWall || i !== winningTileIn);
    }
    setPair(f, d.pair);
    endArrangement(f);
    tally(f, halve, current, null);
    if (!keepIfBetter()) return;
    bestIrregular = null;
    bestRegular.pair = d.pair;
    bestRegular.size = d.size;
    for (let i = 0; i < d.size; i++) {
      bestRegular.pung[i] = d.pung[i] ?? 0;
      bestRegular.tile[i] = d.tile[i] ?? 0;
    }
    bestRegular.winningTileIn = winningTileIn;
  },
  sevenPairs(counts: Uint8Array): void {
    beginArrangement(features, 'sevenPairs');
    tally(features, halve, current, null);
    if (keepIfBetter()) bestIrregular = sevenPairsArrangement(counts);
  },
  thirteenTerminals(counts: Uint8Array): void {
    beginArrangement(features, 'thirteenTerminals');
    tally(features, halve, current, null);
    if (keepIfBetter()) bestIrregular = thirteenTerminalsArrangement(counts);
  },
};

/**
 * Values a winning hand: the score without the "present but not counted" explanations, which only
 * the screens that show them need (they ask `scoreWinningHand`). This is the scorer of the bots'
 * inner loops. Same errors as `scoreWinningHand`.
 */
export function valueWinningHand(
  hand: WinningHand,
  options: ScoringOptions = DEFAULT_OPTIONS,
): Result<HandValue> {
  const invalid = validateCounting(hand, held);
  if (invalid !== null) return { ok: false, error: invalid };
  readTiles(features, hand, held, anySituationSet());
  found = false;
  valued = hand;
  halve = options.halveFlowers;
  bestIrregular = null;
  try {
    walkArrangements(hand, held, valuer);
  } finally {
    valued = null;
  }
  if (!found) return fail('hand/not-winning', NOT_WINNING);
  const arrangement =
    bestIrregular ?? regularArrangement(hand, null, bestRegular, bestRegular.winningTileIn);
  return ok({
    total: best.total,
    limit: best.limit,
    counted: countedOf(best),
    rawSum: best.rawSum,
    arrangement,
  });
}

// The screens' path: every arrangement is built and tallied with its explanations.

interface Hit {
  readonly def: PatternDef;
  readonly rank: number;
  readonly points: number;
}

interface Evaluation {
  readonly arrangement: Arrangement;
  readonly present: readonly Hit[];
  /** In id order. */
  readonly counted: readonly Hit[];
  readonly countedPatterns: readonly CountedPattern[];
  readonly total: number;
  readonly rawSum: number;
  readonly limit: LimitKind;
  /** What did not count in it, and why (filled while it is tallied). */
  readonly dropped: NotCountedPattern[];
}

function compareIdLists(a: readonly Hit[], b: readonly Hit[]): number {
  for (const [i, x] of a.entries()) {
    const y = b[i];
    if (y === undefined) break;
    const d = x.rank - y.rank;
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** §9.7 tie-break: highest value, then highest sum before the limit, then the id list sorting first. */
function better(a: Evaluation, b: Evaluation): boolean {
  if (a.total !== b.total) return a.total > b.total;
  if (a.rawSum !== b.rawSum) return a.rawSum > b.rawSum;
  return compareIdLists(a.counted, b.counted) < 0;
}

function hitOf(pattern: number, points: number): Hit {
  return { def: patternOf(pattern), rank: rankOfPattern(pattern), points };
}

const NO_HITS: readonly Hit[] = [];

/**
 * The tally of `arrangement`, kept as an object; with the patterns present when `compared`, as
 * only a hand with several arrangements compares them (§9.7) and explains one by another.
 */
function evaluate(
  arrangement: Arrangement,
  halveFlowers: boolean,
  dropped: NotCountedPattern[],
  compared: boolean,
): Evaluation {
  readArrangement(features, arrangement);
  tally(features, halveFlowers, current, dropped);
  let hits = NO_HITS;
  let counted = NO_HITS;
  if (compared) {
    const presentHits: Hit[] = [];
    for (let i = 0; i < present.n; i++) {
      presentHits.push(hitOf(present.pattern[i] ?? 0, present.points[i] ?? 0));
    }
    const countedHits: Hit[] = [];
    for (let i = 0; i < current.countedN; i++) {
      countedHits.push(hitOf(current.countedPattern[i] ?? 0, current.countedPoints[i] ?? 0));
    }
    hits = presentHits;
    counted = countedHits;
  }
  return {
    arrangement,
    present: hits,
    counted,
    countedPatterns: countedOf(current),
    total: current.total,
    rawSum: current.rawSum,
    limit: current.limit,
    dropped,
  };
}

/** Patterns another arrangement has that the chosen one does not beat in their own series. */
function fromOtherArrangements(best: Evaluation, all: readonly Evaluation[]): NotCountedPattern[] {
  if (all.length === 1) return [];
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

function toScored(e: Evaluation, notCounted: readonly NotCountedPattern[]): ScoredHand {
  return {
    total: e.total,
    limit: e.limit,
    counted: e.countedPatterns,
    notCounted,
    rawSum: e.rawSum,
    arrangement: e.arrangement,
  };
}

/** Every arrangement tallied, with what did not count in each, or why the hand cannot be scored. */
function evaluateEvery(hand: WinningHand, options: ScoringOptions): Result<Evaluation[]> {
  const invalid = validateCounting(hand, held);
  if (invalid !== null) return { ok: false, error: invalid };
  const candidates = arrangementsOf(hand, held);
  if (candidates.length === 0) return fail('hand/not-winning', NOT_WINNING);
  readTiles(features, hand, held, anySituationSet());
  const compared = candidates.length > 1;
  return ok(candidates.map((a) => evaluate(a, options.halveFlowers, [], compared)));
}

/** The arrangement §9.7 chooses (on a tie the first); undefined when there is none. */
function bestOf(evaluations: readonly Evaluation[]): Evaluation | undefined {
  let best: Evaluation | undefined;
  for (const e of evaluations) if (best === undefined || better(e, best)) best = e;
  return best;
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
  const every = evaluateEvery(hand, options);
  if (!every.ok) return every;
  const evaluations = every.value;
  const best = bestOf(evaluations);
  if (best === undefined) return fail('hand/not-winning', NOT_WINNING);
  const notCounted =
    evaluations.length === 1
      ? best.dropped
      : [...best.dropped, ...fromOtherArrangements(best, evaluations)];
  if (notCounted.length > 1) notCounted.sort((a, b) => rankOfId(a.id) - rankOfId(b.id));
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
  const every = evaluateEvery(hand, options);
  if (!every.ok) return every;
  return ok(every.value.map((e) => toScored(e, e.dropped)));
}
