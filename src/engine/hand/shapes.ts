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

let suitShapes: Uint8Array | undefined;
let honourShapes: Uint8Array | undefined;

/** The digits of `key` in base 5, `length` of them, lowest rank first. */
function digitsOf(key: number, length: number): number[] {
  const digits: number[] = [];
  for (let i = 0; i < length; i++, key = Math.floor(key / 5)) digits.push(key % 5);
  return digits;
}

/** Every key whose digits, one per rank, are each taken from `allowed`. */
function forEachKey(length: number, allowed: readonly number[], visit: (key: number) => void) {
  const step = (rank: number, key: number): void => {
    if (rank < 0) return visit(key);
    for (const d of allowed) step(rank - 1, key * 5 + d);
  };
  step(length - 1, 0);
}

/**
 * The suit table: every way to hold up to four sets of one suit (a hand has at most four), with
 * and without a pair on top, then the even and the terminal shapes. Built once, on first use.
 */
function buildSuitShapes(): Uint8Array {
  const table = new Uint8Array(5 ** SUIT_RANKS);
  // Sets by their lowest rank: the nine pungs, then the seven chows.
  const sets: Array<{ low: number; pung: boolean }> = [];
  for (let r = 0; r < SUIT_RANKS; r++) sets.push({ low: r, pung: true });
  for (let r = 0; r + 2 < SUIT_RANKS; r++) sets.push({ low: r, pung: false });
  const counts = new Array<number>(SUIT_RANKS).fill(0);
  const keyOf = () => counts.reduceRight((key, c) => key * 5 + c, 0);
  const mark = (): void => {
    const key = keyOf();
    table[key]! |= SETS;
    for (let r = 0; r < SUIT_RANKS; r++)
      if (counts[r]! <= 2) table[key + 2 * 5 ** r]! |= SETS_AND_PAIR;
  };
  // Counts are kept rank by rank: a fifth copy must stop a set, not carry into the next rank.
  const put = (set: { low: number; pung: boolean }, change: number): void => {
    if (set.pung) counts[set.low]! += 3 * change;
    else for (let r = set.low; r < set.low + 3; r++) counts[r]! += change;
  };
  const grow = (from: number, left: number): void => {
    mark();
    if (left === 0) return;
    for (let s = from; s < sets.length; s++) {
      put(sets[s]!, 1);
      if (counts.every((c) => c <= 4)) grow(s, left - 1);
      put(sets[s]!, -1);
    }
  };
  grow(0, 4);
  forEachKey(SUIT_RANKS, [0, 2, 4], (key) => (table[key]! |= PAIRS));
  for (const low of [1, 2]) for (const high of [1, 2]) table[low + high * 5 ** 8]! |= TERMINALS;
  return table;
}

/** The honours table: pungs only (no chow of winds or dragons), pairs, or all seven kinds. */
function buildHonourShapes(): Uint8Array {
  const table = new Uint8Array(5 ** HONOUR_KINDS);
  forEachKey(HONOUR_KINDS, [0, 3], (key) => {
    table[key]! |= SETS;
    const digits = digitsOf(key, HONOUR_KINDS);
    for (let i = 0; i < HONOUR_KINDS; i++)
      if (digits[i] === 0) table[key + 2 * 5 ** i]! |= SETS_AND_PAIR;
  });
  forEachKey(HONOUR_KINDS, [0, 2, 4], (key) => (table[key]! |= PAIRS));
  forEachKey(HONOUR_KINDS, [1, 2], (key) => (table[key]! |= TERMINALS));
  return table;
}

/** The shapes (SETS | SETS_AND_PAIR | PAIRS | TERMINALS) of the suit whose counts make `key`. */
export function suitShape(key: number): number {
  return (suitShapes ??= buildSuitShapes())[key]!;
}

/** The shapes of the honours whose counts make `key`. */
export function honourShape(key: number): number {
  return (honourShapes ??= buildHonourShapes())[key]!;
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
    const c = counts[k]!;
    if (c === 0) continue;
    KEYS[GROUP_OF_KIND[k]!]! += c * KEY_WEIGHT[k]!;
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
  for (let k = 0; k < PLAYING_KINDS; k++) if (counts[k]! > 4) return null;
  return completeShapes(
    suitShape(KEYS[0]!),
    suitShape(KEYS[1]!),
    suitShape(KEYS[2]!),
    honourShape(KEYS[3]!),
    meldCount,
  );
}
