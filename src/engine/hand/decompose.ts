/**
 * Winning shapes (zung-jung.md §8.1): a regular hand of sets and a pair, Seven Pairs (10.2) and
 * Thirteen Terminals (10.1). Counts are per kind over the 34 playing kinds.
 */
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, TERMINAL_OR_HONOUR_KINDS, isSuited } from '../tiles';

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
 * Every distinct way to split the counted tiles into `setsNeeded` sets plus one pair (§9.7: the
 * engine must enumerate every arrangement). Each multiset of sets is produced exactly once: the
 * lowest remaining kind is always resolved first, by choosing at that kind whether it holds the
 * pair, a pung, and how many chows start there.
 */
export function regularDecompositions(
  counts: ArrayLike<number>,
  setsNeeded: number,
): RegularDecomposition[] {
  const work = WORK;
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    work[k] = counts[k]!;
    total += counts[k]!;
  }
  const out: RegularDecomposition[] = [];
  if (total === setsNeeded * 3 + 2) visit({ work, sets: [], out }, 0, -1);
  return out;
}

/** Reused by every call (never re-entered): typed arrays are costly to allocate in hot loops. */
const WORK = new Int8Array(PLAYING_KINDS + 2);

interface Search {
  /** Tiles not yet placed, per kind (two spare kinds past the end for chow look-ahead). */
  readonly work: Int8Array;
  readonly sets: HandSet[];
  readonly out: RegularDecomposition[];
}

// Module-level rather than a closure: scoring calls this hundreds of thousands of times a second.
function visit(s: Search, from: number, pair: number): void {
  const { work, sets } = s;
  let i = from;
  while (i < PLAYING_KINDS && work[i] === 0) i++;
  if (i === PLAYING_KINDS) {
    if (pair >= 0) s.out.push({ pair, sets: sets.slice() });
    return;
  }
  const c = work[i]!;
  for (let q = 0; q <= (pair < 0 && c >= 2 ? 1 : 0); q++) {
    for (let u = 0; u <= (c - 2 * q >= 3 ? 1 : 0); u++) {
      const chows = c - 2 * q - 3 * u;
      if (
        chows > 0 &&
        !(isSuited(i) && i % 9 <= 6 && work[i + 1]! >= chows && work[i + 2]! >= chows)
      ) {
        continue;
      }
      const mark = sets.length;
      if (u === 1) sets.push(pungOf(i));
      for (let n = 0; n < chows; n++) sets.push(chowOf(i));
      work[i] = 0;
      work[i + 1] = work[i + 1]! - chows;
      work[i + 2] = work[i + 2]! - chows;
      visit(s, i + 1, q === 1 ? i : pair);
      work[i] = c;
      work[i + 1] = work[i + 1]! + chows;
      work[i + 2] = work[i + 2]! + chows;
      sets.length = mark;
    }
  }
}

/** Sets are plain values, so one shared object per kind serves every decomposition. */
const PUNGS: readonly HandSet[] = Array.from({ length: PLAYING_KINDS }, (_, tile) =>
  Object.freeze({ kind: 'pung' as const, tile }),
);
const CHOWS: readonly HandSet[] = Array.from({ length: PLAYING_KINDS }, (_, tile) =>
  Object.freeze({ kind: 'chow' as const, tile }),
);
const pungOf = (tile: TileKind): HandSet => PUNGS[tile]!;
const chowOf = (tile: TileKind): HandSet => CHOWS[tile]!;

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
    for (let k = start; k < end; k++) inGroup += counts[k]!;
    total += inGroup;
    const rest = inGroup % 3;
    if (rest === 1 || (rest === 2 && pairGroup >= 0)) broken = true;
    else if (rest === 2) pairGroup = start;
  }
  if (total !== setsNeeded * 3 + 2) return -1;
  if (broken || pairGroup < 0) return 0;
  const end = Math.min(pairGroup + 9, PLAYING_KINDS);
  for (let pair = pairGroup; pair < end; pair++) {
    if (counts[pair]! >= 2 && onlySetsWithPair(counts, pair)) return 1;
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
  for (let k = 0; k < PLAYING_KINDS; k++) w[k] = counts[k]!;
  w[pair] = w[pair]! - 2;
  for (let i = 0; i < PLAYING_KINDS; i++) {
    let c = w[i]!;
    if (c === 0) continue;
    if (c >= 3) c -= 3;
    if (c === 0) continue;
    if (!isSuited(i) || i % 9 > 6 || w[i + 1]! < c || w[i + 2]! < c) return false;
    w[i + 1] = w[i + 1]! - c;
    w[i + 2] = w[i + 2]! - c;
  }
  return true;
}

/** Seven Pairs (10.2): 14 concealed tiles in seven pairs; four identical tiles count as two pairs. */
export function isSevenPairs(counts: ArrayLike<number>): boolean {
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k]!;
    if (c & 1) return false;
    total += c;
  }
  return total === 14;
}

/** Thirteen Terminals (10.1): one of each terminal-or-honour kind plus a second copy of one. */
export function isThirteenTerminals(counts: ArrayLike<number>): boolean {
  let pairs = 0;
  for (const k of TERMINAL_OR_HONOUR_KINDS) {
    const c = counts[k]!;
    if (c === 0 || c > 2) return false;
    if (c === 2) pairs++;
  }
  // 13 kinds present with exactly one doubled: 14 tiles, so nothing else may be held.
  return pairs === 1 && sumCounts(counts) === 14;
}

export function sumCounts(counts: ArrayLike<number>): number {
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) total += counts[k]!;
  return total;
}
