/**
 * Winning shapes read group by group (zung-jung.md §8.1, 10.1, 10.2): the suits and the honours
 * never share a set or a pair, so whether a hand is complete follows from what each group's tiles
 * can form on their own. A group's counts written in base 5 (its lowest kind weighing 1, the next
 * 5, …) index a table of those shapes, so a complete-hand test is four look-ups, and asking
 * whether one more tile completes a hand changes one of them. The engine asks on every draw and
 * on every discard for each other seat.
 */
import { PLAYING_KINDS, SUITED_KINDS } from '../tiles';

/** The group's tiles split into sets alone (none at all included). */
export const SETS = 1;
/** The group's tiles split into sets and exactly one pair. */
export const SETS_AND_PAIR = 2;
/** Every count in the group is even: its part of Seven Pairs (10.2), four of a kind being two. */
export const PAIRS = 4;
/**
 * The group holds its terminal or honour kinds once or twice each and nothing else: its part of
 * Thirteen Terminals (10.1).
 */
export const TERMINALS = 8;

/** The group of each playing kind: 0 bamboo, 1 characters, 2 dots, 3 honours. */
export const GROUP_OF_KIND: Uint8Array = Uint8Array.from({ length: PLAYING_KINDS }, (_, k) =>
  Math.floor(k / 9),
);

/** What one tile of each playing kind adds to its group's key: 5 to the power of its rank. */
export const KEY_WEIGHT: Int32Array = Int32Array.from(
  { length: PLAYING_KINDS },
  (_, k) => 5 ** (k % 9),
);

const SUIT_RANKS = 9;
const HONOUR_KINDS = PLAYING_KINDS - SUITED_KINDS;

/**
 * A shape worked out: the tables start empty and each group is worked out the first time a hand
 * holds it, so nothing is built ahead of the first game (a browser would stall for it).
 */
const KNOWN = 16;
const SHAPE_BITS = 15;

let suitShapes: Uint8Array | undefined;
let honourShapes: Uint8Array | undefined;

/** Scratch digits of a group, two spare ranks past the end for the chow test (never re-entered). */
const DIGITS = new Int8Array(SUIT_RANKS + 2);

/** Writes the key's digits into `DIGITS`; returns the tiles in the group. */
function readDigits(key: number, length: number): number {
  let tiles = 0;
  for (let i = 0; i < length; i++, key = Math.floor(key / 5)) tiles += DIGITS[i] = key % 5;
  return tiles;
}

/**
 * Whether the suit in `DIGITS` splits into sets alone, left as it was found. At the lowest rank
 * left, a pung is always a safe choice (three chows from there hold the same tiles as three
 * pungs); the rest must start chows. The split test of `regularSplit`, one suit at a time.
 */
function suitSplitsIntoSets(): boolean {
  const w = WORK;
  w.set(DIGITS);
  for (let i = 0; i < SUIT_RANKS; i++) {
    let c = w[i] ?? 0;
    if (c >= 3) c -= 3;
    if (c === 0) continue;
    if (i > 6 || (w[i + 1] ?? 0) < c || (w[i + 2] ?? 0) < c) return false;
    w[i + 1] = (w[i + 1] ?? 0) - c;
    w[i + 2] = (w[i + 2] ?? 0) - c;
  }
  return true;
}

/** Scratch for `suitSplitsIntoSets`. */
const WORK = new Int8Array(SUIT_RANKS + 2);

function workOutSuit(key: number): number {
  const tiles = readDigits(key, SUIT_RANKS);
  let shape = KNOWN;
  if (tiles % 3 === 0 && suitSplitsIntoSets()) shape |= SETS;
  if (tiles % 3 === 2)
    for (let r = 0; r < SUIT_RANKS; r++) {
      if ((DIGITS[r] ?? 0) < 2) continue;
      DIGITS[r] = (DIGITS[r] ?? 0) - 2;
      const splits = suitSplitsIntoSets();
      DIGITS[r] = (DIGITS[r] ?? 0) + 2;
      if (splits) {
        shape |= SETS_AND_PAIR;
        break;
      }
    }
  let even = true;
  let terminals = true;
  for (let r = 0; r < SUIT_RANKS; r++) {
    const c = DIGITS[r] ?? 0;
    if (c % 2 === 1) even = false;
    if (r === 0 || r === SUIT_RANKS - 1 ? c !== 1 && c !== 2 : c !== 0) terminals = false;
  }
  if (even) shape |= PAIRS;
  if (terminals) shape |= TERMINALS;
  return shape;
}

/** Winds and dragons: pungs only (no chow of honours), pairs, or all seven kinds. */
function workOutHonours(key: number): number {
  readDigits(key, HONOUR_KINDS);
  let shape = KNOWN;
  let pairs = 0;
  let sets = true;
  let even = true;
  let terminals = true;
  for (let i = 0; i < HONOUR_KINDS; i++) {
    const c = DIGITS[i] ?? 0;
    if (c === 2) pairs++;
    else if (c !== 0 && c !== 3) sets = false;
    if (c % 2 === 1) even = false;
    if (c !== 1 && c !== 2) terminals = false;
  }
  if (sets && pairs === 0) shape |= SETS;
  if (sets && pairs === 1) shape |= SETS_AND_PAIR;
  if (even) shape |= PAIRS;
  if (terminals) shape |= TERMINALS;
  return shape;
}

/** The shapes (SETS | SETS_AND_PAIR | PAIRS | TERMINALS) of the suit whose counts make `key`. */
export function suitShape(key: number): number {
  const table = (suitShapes ??= new Uint8Array(5 ** SUIT_RANKS));
  let shape = table[key] ?? 0;
  if (shape === 0) shape = table[key] = workOutSuit(key);
  return shape & SHAPE_BITS;
}

/** The shapes of the honours whose counts make `key`. */
export function honourShape(key: number): number {
  const table = (honourShapes ??= new Uint8Array(5 ** HONOUR_KINDS));
  let shape = table[key] ?? 0;
  if (shape === 0) shape = table[key] = workOutHonours(key);
  return shape & SHAPE_BITS;
}

/** The shapes of group `group` (0–2 the suits, 3 the honours) whose counts make `key`. */
export function groupShape(group: number, key: number): number {
  return group === 3 ? honourShape(key) : suitShape(key);
}

/**
 * Whether four groups of these shapes, holding between them the 14 − 3 × `meldCount` concealed
 * tiles of a hand in play (the caller checks the total), make a winning hand: each group sets
 * with exactly one pair among them, or, with no declared set, Seven Pairs or Thirteen Terminals.
 * What `isCompleteHand` answers for such counts.
 */
export function completeShapes(
  bamboo: number,
  characters: number,
  dots: number,
  honours: number,
  meldCount: number,
): boolean {
  const every = bamboo & characters & dots & honours;
  if (meldCount === 0 && (every & (PAIRS | TERMINALS)) !== 0) return true;
  // Each group splits, into sets or into sets and a pair (never both: 3n tiles against 3n + 2).
  const splits = (bamboo | (bamboo >> 1)) & (characters | (characters >> 1)) & (dots | (dots >> 1));
  if ((splits & (honours | (honours >> 1)) & SETS) === 0) return false;
  return (
    ((bamboo & SETS_AND_PAIR) >> 1) +
      ((characters & SETS_AND_PAIR) >> 1) +
      ((dots & SETS_AND_PAIR) >> 1) +
      ((honours & SETS_AND_PAIR) >> 1) ===
    1
  );
}

/** Scratch keys of the four groups (never re-entered). */
const KEYS = new Int32Array(4);

/**
 * The group keys of counted tiles in `KEYS`, and their total, for `isCompleteCounted`.
 */
function keysOf(counts: ArrayLike<number>): number {
  KEYS[0] = KEYS[1] = KEYS[2] = KEYS[3] = 0;
  let total = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k] ?? 0;
    if (c === 0) continue;
    const group = GROUP_OF_KIND[k] ?? 0;
    KEYS[group] = (KEYS[group] ?? 0) + c * (KEY_WEIGHT[k] ?? 0);
    total += c;
  }
  return total;
}

/**
 * `isCompleteHand` for counts of at most four of a kind, when they are the 14 − 3 × `meldCount`
 * tiles of a hand in play; null otherwise, for the caller to ask `isCompleteHand`.
 */
export function isCompleteCounted(counts: ArrayLike<number>, meldCount: number): boolean | null {
  if (keysOf(counts) !== 14 - 3 * meldCount) return null;
  for (let k = 0; k < PLAYING_KINDS; k++) if ((counts[k] ?? 0) > 4) return null;
  return completeShapes(
    suitShape(KEYS[0] ?? 0),
    suitShape(KEYS[1] ?? 0),
    suitShape(KEYS[2] ?? 0),
    honourShape(KEYS[3] ?? 0),
    meldCount,
  );
}
