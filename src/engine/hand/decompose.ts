/**
 * Winning shapes (zung-jung.md §8.1): a regular hand of sets and a pair, Seven Pairs (10.2) and
 * Thirteen Terminals (10.1). Counts are per kind over the 34 playing kinds.
 */
import { InvariantError } from '../errors';
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, TERMINAL_OR_HONOUR_KINDS, asKind, isSuited } from '../tiles';

/** A set formed from the concealed tiles: chows and pungs (kongs are always declared, §6). */
export interface HandSet {
  readonly kind: 'chow' | 'pung';
  /** Lowest tile of the set. */
  readonly tile: TileKind;
}

export interface RegularDecomposition {
  readonly pair: TileKind;
  /** Sets in ascending tile order. */
  readonly sets: readonly HandSet[];
}

/**
 * One regular decomposition as the walk finds it: a view over scratch arrays, valid only during
 * the call that receives it (copy what must outlive it).
 */
export interface DecompositionView {
  readonly pair: TileKind;
  /** Number of sets, in ascending tile order (a pung before the chows starting at its kind). */
  readonly size: number;
  /** Per set: 1 for a pung, 0 for a chow. */
  readonly pung: Uint8Array;
  /** Per set: its lowest tile. */
  readonly tile: Int8Array;
}

/**
 * Every distinct way to split the counted tiles into `setsNeeded` sets plus one pair (§9.7: the
 * engine must enumerate every arrangement), each shown to `found` as it is reached. Each multiset
 * of sets is produced exactly once: the lowest remaining kind is always resolved first, by
 * choosing at that kind whether it holds the pair, a pung, and how many chows start there.
 * The scorer walks them without building lists, as it values hands in the bots' inner loops.
 */
export function forEachRegularDecomposition(
  counts: ArrayLike<number>,
  setsNeeded: number,
  found: (d: DecompositionView) => void,
): void {
  if (walking) throw new Error('forEachRegularDecomposition is not re-entrant');
  const total = counts instanceof Uint8Array ? copyCounted(counts) : copyCounts(counts);
  if (total !== setsNeeded * 3 + 2) return;
  walking = true;
  onFound = found;
  VIEW.size = 0;
  try {
    visit(0, -1);
  } finally {
    walking = false;
    onFound = ignore;
  }
}

/**
 * Copies the counts into the walk's scratch, returning the tile total; the scorer's typed counts
 * get a loop of their own, which stays fast beside the plain arrays other callers pass.
 */
function copyCounted(counts: Uint8Array): number {
  const work = WORK;
  const held = HELD;
  let total = 0;
  let n = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k] ?? 0;
    work[k] = c;
    total += c;
    if (c !== 0) held[n++] = k;
  }
  heldN = n;
  return total;
}

function copyCounts(counts: ArrayLike<number>): number {
  const work = WORK;
  const held = HELD;
  let total = 0;
  let n = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k] ?? 0;
    work[k] = c;
    total += c;
    if (c !== 0) held[n++] = k;
  }
  heldN = n;
  return total;
}

/** The decompositions as a list, sets shared between them (they are plain values). */
export function regularDecompositions(
  counts: ArrayLike<number>,
  setsNeeded: number,
): RegularDecomposition[] {
  const out: RegularDecomposition[] = [];
  forEachRegularDecomposition(counts, setsNeeded, (d) => {
    const sets: HandSet[] = [];
    for (const [i, tile] of d.tile.subarray(0, d.size).entries()) {
      sets.push(d.pung[i] ? pungOf(asKind(tile)) : chowOf(asKind(tile)));
    }
    out.push({ pair: d.pair, sets });
  });
  return out;
}

/** Tiles not yet placed, per kind (two spare kinds past the end for chow look-ahead); reused. */
const WORK = new Int8Array(PLAYING_KINDS + 2);
/**
 * The kinds held at the start of the walk, in ascending order: the walk only ever takes tiles
 * away, so it looks for the next kind left among these rather than among all 34.
 */
const HELD = new Int8Array(PLAYING_KINDS);
let heldN = 0;

interface WalkView {
  pair: TileKind;
  size: number;
  readonly pung: Uint8Array;
  readonly tile: Int8Array;
}

/**
 * The sets chosen so far; at most four sets are needed, a few spare slots cost nothing. Its pair is
 * set before each decomposition is shown.
 */
const VIEW: WalkView = {
  pair: asKind(0),
  size: 0,
  pung: new Uint8Array(8),
  tile: new Int8Array(8),
};
const ignore = (): void => {};
let onFound: (d: DecompositionView) => void = ignore;
let walking = false;

// Module-level rather than a closure: scoring calls this hundreds of thousands of times a second.
function visit(from: number, pair: number): void {
  const work = WORK;
  const view = VIEW;
  const held = HELD;
  // `from` indexes `HELD`: the lowest kind with tiles left is found among the kinds held.
  let j = from;
  while (j < heldN && work[held[j] ?? 0] === 0) j++;
  if (j === heldN) {
    if (pair >= 0) {
      view.pair = asKind(pair);
      onFound(view);
    }
    return;
  }
  const i = held[j] ?? 0;
  const c = work[i] ?? 0;
  for (let q = 0; q <= (pair < 0 && c >= 2 ? 1 : 0); q++) {
    for (let u = 0; u <= (c - 2 * q >= 3 ? 1 : 0); u++) {
      const chows = c - 2 * q - 3 * u;
      if (
        chows > 0 &&
        !(
          isSuited(asKind(i)) &&
          i % 9 <= 6 &&
          (work[i + 1] ?? 0) >= chows &&
          (work[i + 2] ?? 0) >= chows
        )
      ) {
        continue;
      }
      const mark = view.size;
      let size = mark;
      if (u === 1) {
        view.pung[size] = 1;
        view.tile[size++] = i;
      }
      for (let n = 0; n < chows; n++) {
        view.pung[size] = 0;
        view.tile[size++] = i;
      }
      view.size = size;
      work[i] = 0;
      work[i + 1] = (work[i + 1] ?? 0) - chows;
      work[i + 2] = (work[i + 2] ?? 0) - chows;
      visit(j + 1, q === 1 ? i : pair);
      work[i] = c;
      work[i + 1] = (work[i + 1] ?? 0) + chows;
      work[i + 2] = (work[i + 2] ?? 0) + chows;
      view.size = mark;
    }
  }
}

/** Sets are plain values, so one shared object per kind serves every decomposition. */
const PUNGS: readonly HandSet[] = Array.from({ length: PLAYING_KINDS }, (_, tile) =>
  Object.freeze({ kind: 'pung' as const, tile: asKind(tile) }),
);
const CHOWS: readonly HandSet[] = Array.from({ length: PLAYING_KINDS }, (_, tile) =>
  Object.freeze({ kind: 'chow' as const, tile: asKind(tile) }),
);
function pungOf(tile: TileKind): HandSet {
  const set = PUNGS[tile];
  if (set === undefined) throw new InvariantError(`no pung of kind ${tile}`);
  return set;
}

function chowOf(tile: TileKind): HandSet {
  const set = CHOWS[tile];
  if (set === undefined) throw new InvariantError(`no chow from kind ${tile}`);
  return set;
}

/** Scratch for `onlySetsWithPair` (never re-entered). */
const SETS_ONLY = new Int8Array(PLAYING_KINDS + 2);

/**
 * Whether the counted tiles split into `setsNeeded` sets and one pair: the yes/no of
 * `regularDecompositions`, without listing them, for the win checks of every draw and discard.
 */
export function isRegularComplete(counts: ArrayLike<number>, setsNeeded: number): boolean {
  return regularSplit(counts, setsNeeded) === 1;
}

/**
 * `isRegularComplete` that also tells a wrong tile count apart: 1 when the tiles split into
 * `setsNeeded` sets and a pair, 0 when they do not, −1 when they are not 3 × `setsNeeded` + 2
 * tiles at all. One pass over the counts answers most hands.
 */
export function regularSplit(counts: ArrayLike<number>, setsNeeded: number): -1 | 0 | 1 {
  // Sets hold multiples of three tiles of a suit (or of the honours), so the pair lies in the one
  // group whose count leaves 2 modulo 3, and no group may leave 1.
  let total = 0;
  let pairGroup = -1;
  let broken = false;
  for (let start = 0; start < PLAYING_KINDS; start += 9) {
    const end = Math.min(start + 9, PLAYING_KINDS);
    let inGroup = 0;
    for (let k = start; k < end; k++) inGroup += counts[k] ?? 0;
    total += inGroup;
    const rest = inGroup % 3;
    if (rest === 1 || (rest === 2 && pairGroup >= 0)) broken = true;
    else if (rest === 2) pairGroup = start;
  }
  if (total !== setsNeeded * 3 + 2) return -1;
  if (broken || pairGroup < 0) return 0;
  const end = Math.min(pairGroup + 9, PLAYING_KINDS);
  for (let pair = pairGroup; pair < end; pair++) {
    if ((counts[pair] ?? 0) >= 2 && onlySetsWithPair(counts, asKind(pair))) return 1;
  }
  return 0;
}

/**
 * Whether `counts` less a pair of `pair` split into sets alone. At the lowest kind left, a pung is
 * always a safe choice: three chows starting there hold the same tiles as three pungs; the rest
 * must start chows.
 */
function onlySetsWithPair(counts: ArrayLike<number>, pair: TileKind): boolean {
  const w = SETS_ONLY;
  for (let k = 0; k < PLAYING_KINDS; k++) w[k] = counts[k] ?? 0;
  w[pair] = (w[pair] ?? 0) - 2;
  for (let i = 0; i < PLAYING_KINDS; i++) {
    let c = w[i] ?? 0;
    if (c === 0) continue;
    if (c >= 3) c -= 3;
    if (c === 0) continue;
    if (!isSuited(asKind(i)) || i % 9 > 6 || (w[i + 1] ?? 0) < c || (w[i + 2] ?? 0) < c)
      return false;
    w[i + 1] = (w[i + 1] ?? 0) - c;
    w[i + 2] = (w[i + 2] ?? 0) - c;
  }
  return true;
}

/** Seven Pairs (10.2): 14 concealed tiles in seven pairs; four identical tiles count as two pairs. */
export function isSevenPairs(counts: ArrayLike<number>): boolean {
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k] ?? 0;
    if (c & 1) return false;
    total += c;
  }
  return total === 14;
}

/** Thirteen Terminals (10.1): one of each terminal-or-honour kind plus a second copy of one. */
export function isThirteenTerminals(counts: ArrayLike<number>): boolean {
  let pairs = 0;
  for (const k of TERMINAL_OR_HONOUR_KINDS) {
    const c = counts[k] ?? 0;
    if (c === 0 || c > 2) return false;
    if (c === 2) pairs++;
  }
  // 13 kinds present with exactly one doubled: 14 tiles, so nothing else may be held.
  return pairs === 1 && sumCounts(counts) === 14;
}

export function sumCounts(counts: ArrayLike<number>): number {
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) total += counts[k] ?? 0;
  return total;
}
