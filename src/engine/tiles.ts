/**
 * Tile kinds, tile classes and stable tile ids (zung-jung.md §1).
 *
 * A tile kind is a small integer so that hands can be counted in flat arrays:
 *   0..8   1b..9b bamboo      9..17  1c..9c characters   18..26 1d..9d dots
 *   27..30 we ws ww wn winds  31..33 dr dg dw dragons
 *   34..37 f1..f4 flowers     38..41 s1..s4 seasons (bonus tiles, §1.2)
 * A tile id names one physical tile: ids 0..135 are `kind * 4 + copy` for the 34 playing kinds,
 * ids 136..143 are the eight bonus tiles. The UI keys animations by id (design.md, engine contract).
 */

import { InvariantError } from './errors';

/**
 * A tile kind, branded like `TileId` so that the two small integers cannot stand for each other
 * unnoticed. Make one with `kindOf` (checked, for numbers from outside), from a tile id with
 * `kindOfId`, from notation with the parsers, or take it from the lists below; `asKind` is the
 * unchecked form, kept for the hot loops whose index runs over 0..PLAYING_KINDS.
 */
export type TileKind = number & { readonly __brand: 'TileKind' };
export type TileId = number & { readonly __brand: 'TileId' };

/** Seats in turn order; a seat's index is also its wind (§2.1): 0 East, 1 South, 2 West, 3 North. */
export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** One value per seat, East to North: indexed by a `Seat`, it always holds one. */
export type Seats<T> = readonly [T, T, T, T];

/** The seat `n` places round the table from East, for any whole `n` (negative counts back). */
export function seatAt(n: number): Seat {
  return (((n % 4) + 4) % 4) as Seat;
}

/** `f` of each seat, East to North (called in that order). */
export function seatTuple<T>(f: (seat: Seat) => T): Seats<T> {
  return [f(0), f(1), f(2), f(3)];
}

export const SUITED_KINDS = 27;
/** Number of playing (non-bonus) kinds: 34 kinds × 4 copies = 136 tiles (§1.1). */
export const PLAYING_KINDS = 34;
export const BONUS_KINDS = 8;
export const ALL_KINDS = PLAYING_KINDS + BONUS_KINDS;
export const COPIES = 4;
export const STANDARD_TILE_COUNT = PLAYING_KINDS * COPIES;
export const TILE_COUNT_WITH_BONUS = STANDARD_TILE_COUNT + BONUS_KINDS;

export const FIRST_WIND = 27;
export const FIRST_DRAGON = 31;
export const FIRST_BONUS = 34;
export const FIRST_SEASON = 38;

/**
 * `n` as a kind, unchecked. For the hot paths (shanten, decompose, scoring, efficiency, danger,
 * search) whose loop index runs over known kinds (0..PLAYING_KINDS and the like) or steps from a
 * known kind within its suit, where `kindOf`'s check would cost; for the helpers here that compute
 * a kind from a valid one; and for a number kept unchecked on purpose (a decoded move the reducer
 * will judge, a test's hostile input). An identity function: V8 inlines it. This is the one place a
 * number becomes a kind by cast.
 */
export function asKind(n: number): TileKind {
  return n as TileKind;
}

/** `n` as a kind: a whole number 0..41 (an `InvariantError` for any other), for numbers from outside. */
export function kindOf(n: number): TileKind {
  if (!isKind(n)) throw new InvariantError(`${n} is no tile kind`);
  return n;
}

/** Whether `n` is a tile kind, playing or bonus: a whole number 0..41. */
export function isKind(n: number): n is TileKind {
  // `>>> 0` keeps only whole numbers from 0 up: NaN, fractions and negatives come out different.
  return n >>> 0 === n && n < ALL_KINDS;
}

// The lists below are built at load: `@__PURE__` lets the bundler drop those the start-up code
// (which reads this module through engine/setup.ts) does not use.
function kindRange(from: number, to: number): readonly TileKind[] {
  const kinds: TileKind[] = [];
  for (let k = from; k < to; k++) kinds.push(asKind(k));
  return kinds;
}

/** The 27 suited kinds, 1b..9d, in kind order. */
export const SUITED_KIND_LIST: readonly TileKind[] = /* @__PURE__ */ kindRange(0, SUITED_KINDS);
/** The 34 playing kinds, in kind order (§1.1). */
export const PLAYING_KIND_LIST: readonly TileKind[] = /* @__PURE__ */ kindRange(0, PLAYING_KINDS);
/** The 7 honour kinds, winds then dragons (§1.3). */
export const HONOUR_KIND_LIST: readonly TileKind[] = /* @__PURE__ */ kindRange(
  SUITED_KINDS,
  PLAYING_KINDS,
);
/** The 8 bonus kinds, flowers then seasons (§1.2). */
export const BONUS_KIND_LIST: readonly TileKind[] = /* @__PURE__ */ kindRange(
  FIRST_BONUS,
  ALL_KINDS,
);
/** All 42 kinds, playing then bonus. */
export const ALL_KIND_LIST: readonly TileKind[] = /* @__PURE__ */ kindRange(0, ALL_KINDS);

export const RED_DRAGON = asKind(31);
export const GREEN_DRAGON = asKind(32);
export const WHITE_DRAGON = asKind(33);

/** Suit index of a suited kind: 0 bamboo, 1 characters, 2 dots; -1 for honours and bonus tiles. */
export function suitOf(kind: TileKind): number {
  return kind < SUITED_KINDS ? (kind / 9) | 0 : -1;
}

/** Face value 1..9 of a suited kind. */
export function rankOf(kind: TileKind): number {
  return (kind % 9) + 1;
}

export function suitedKind(suit: number, rank: number): TileKind {
  return asKind(suit * 9 + rank - 1);
}

export function isSuited(kind: TileKind): boolean {
  return kind < SUITED_KINDS;
}

/** Honour: a wind or a dragon (§1.3). */
export function isHonour(kind: TileKind): boolean {
  return kind >= SUITED_KINDS && kind < PLAYING_KINDS;
}

export function isWind(kind: TileKind): boolean {
  return kind >= FIRST_WIND && kind < FIRST_DRAGON;
}

export function isDragon(kind: TileKind): boolean {
  return kind >= FIRST_DRAGON && kind < PLAYING_KINDS;
}

/** Terminal: a suited 1 or 9 (§1.3). */
export function isTerminal(kind: TileKind): boolean {
  if (kind >= SUITED_KINDS) return false;
  const r = kind % 9;
  return r === 0 || r === 8;
}

/** Simple: a suited 2..8 (§1.3). */
export function isSimple(kind: TileKind): boolean {
  if (kind >= SUITED_KINDS) return false;
  const r = kind % 9;
  return r !== 0 && r !== 8;
}

/** The 13 terminal-or-honour kinds ("Teste", §1.3). */
export function isTerminalOrHonour(kind: TileKind): boolean {
  return kind < PLAYING_KINDS && !isSimple(kind);
}

export const TERMINAL_OR_HONOUR_KINDS: readonly TileKind[] = /* @__PURE__ */ [
  0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33,
].map(asKind);

export function isBonus(kind: TileKind): boolean {
  return kind >= FIRST_BONUS && kind < ALL_KINDS;
}

export function isFlower(kind: TileKind): boolean {
  return kind >= FIRST_BONUS && kind < FIRST_SEASON;
}

export function isSeason(kind: TileKind): boolean {
  return kind >= FIRST_SEASON && kind < ALL_KINDS;
}

/** The seat a bonus tile belongs to: number 1 East, 2 South, 3 West, 4 North (§1.2). */
export function bonusSeat(kind: TileKind): Seat {
  return ((kind - FIRST_BONUS) % 4) as Seat;
}

/** The wind tile kind of a seat (seat wind, §2.1). */
export function windOfSeat(seat: Seat): TileKind {
  return asKind(FIRST_WIND + seat);
}

/** The flower of a seat: f1 for East … f4 for North (§1.2). */
export function flowerOfSeat(seat: Seat): TileKind {
  return asKind(FIRST_BONUS + seat);
}

/** The season of a seat: s1 for East … s4 for North (§1.2). */
export function seasonOfSeat(seat: Seat): TileKind {
  return asKind(FIRST_SEASON + seat);
}

export function isPlayingKind(kind: number): kind is TileKind {
  // `>>> 0` keeps only whole numbers from 0 up: NaN, fractions and negatives come out different.
  return kind >>> 0 === kind && kind < PLAYING_KINDS;
}

export function kindOfId(id: TileId): TileKind {
  return asKind(id < STANDARD_TILE_COUNT ? id >> 2 : FIRST_BONUS + (id - STANDARD_TILE_COUNT));
}

/** The ids of every physical tile of a kind (4 for playing kinds, 1 for a bonus tile). */
export function idsOfKind(kind: TileKind): TileId[] {
  if (kind >= FIRST_BONUS) return [(STANDARD_TILE_COUNT + kind - FIRST_BONUS) as TileId];
  return [0, 1, 2, 3].map((copy) => (kind * 4 + copy) as TileId);
}

/** Every tile id of a set: 136 tiles, or 144 with the bonus tiles (§1.1, §1.2). */
export function allTileIds(withBonus: boolean): TileId[] {
  const n = withBonus ? TILE_COUNT_WITH_BONUS : STANDARD_TILE_COUNT;
  const ids: TileId[] = [];
  for (let i = 0; i < n; i++) ids.push(i as TileId);
  return ids;
}

/** Per-kind counts of a list of playing kinds (bonus kinds are ignored). */
export function countKinds(kinds: Iterable<TileKind>): Uint8Array {
  const counts = new Uint8Array(PLAYING_KINDS);
  for (const k of kinds) if (k < PLAYING_KINDS) counts[k] = (counts[k] ?? 0) + 1;
  return counts;
}
