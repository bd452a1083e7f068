/** Small immutable updates of a hand, shared by the phases of the reducer. */
import type { Seat, TileId } from '../tiles';
import { PLAYING_KINDS, kindOfId } from '../tiles';
import type { Ruleset } from '../rulesets/types';
import type { HandState, SeatState } from './types';
import { DEAD_WALL } from './wall';

export function insertSorted(tiles: readonly TileId[], tile: TileId): TileId[] {
  let at = tiles.length;
  for (; at > 0; at--) {
    const before = tiles[at - 1];
    if (before === undefined || before <= tile) break;
  }
  const out = ofLength<TileId>(tiles.length + 1);
  // Indexed loops here and below: `for…of` costs more on the several array shapes a state holds.
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    if (t !== undefined) out[i < at ? i : i + 1] = t;
  }
  out[at] = tile;
  return out;
}

export function without(tiles: readonly TileId[], removed: readonly TileId[]): TileId[] {
  return tiles.filter((t) => !removed.includes(t));
}

/**
 * A new list of exactly `length` items, to be filled in by the caller. Lists built by a copy and
 * a push, a spread or `filter` are given room to grow: a copy of a hand's discards then took
 * about three times the memory it holds, and garbage collection was most of what a discard cost.
 */
function ofLength<T>(length: number): T[] {
  return new Array<T>(length);
}

/** A copy of the list with one more item, allocated at its exact size. */
export function appended<T>(list: readonly T[], item: T): T[] {
  const n = list.length;
  const out = ofLength<T>(n + 1);
  // No item is undefined: the check only tells the compiler so.
  for (let i = 0; i < n; i++) {
    const x = list[i];
    if (x !== undefined) out[i] = x;
  }
  out[n] = item;
  return out;
}

/** A copy of the list with its last item changed (none when empty). */
export function withLastChanged<T>(list: readonly T[], change: (last: T) => T): T[] {
  const out = list.slice();
  const last = out[out.length - 1];
  if (last !== undefined) out[out.length - 1] = change(last);
  return out;
}

/** The tiles less one id (ids are unique: at most one copy to take out). */
export function withoutTile(tiles: readonly TileId[], tile: TileId): TileId[] {
  const at = tiles.indexOf(tile);
  return at >= 0 ? withoutIndex(tiles, at) : tiles.slice();
}

/** The tiles less the one at index `at`. */
export function withoutIndex(tiles: readonly TileId[], at: number): TileId[] {
  const out = ofLength<TileId>(tiles.length - 1);
  for (let i = 0; i < tiles.length; i++) {
    const t = tiles[i];
    if (t !== undefined && i !== at) out[i < at ? i : i - 1] = t;
  }
  return out;
}

/** A hand with some fields replaced; written out so every hand object has the same shape. */
export function withHandFields(hand: HandState, change: Partial<HandState>): HandState {
  return {
    number: change.number ?? hand.number,
    wall: change.wall ?? hand.wall,
    drawIndex: change.drawIndex ?? hand.drawIndex,
    replacementIndex: change.replacementIndex ?? hand.replacementIndex,
    seats: change.seats ?? hand.seats,
    discards: change.discards ?? hand.discards,
    phase: change.phase ?? hand.phase,
  };
}

/**
 * The hand with new seats, discards and phase. The moves of every turn build their hands here and
 * in `withPhase` rather than from a partial change, whose many shapes slow every read of it.
 */
export function handWith(
  hand: HandState,
  seats: HandState['seats'],
  discards: HandState['discards'],
  phase: HandState['phase'],
): HandState {
  return {
    number: hand.number,
    wall: hand.wall,
    drawIndex: hand.drawIndex,
    replacementIndex: hand.replacementIndex,
    seats,
    discards,
    phase,
  };
}

export function withPhase(hand: HandState, phase: HandState['phase']): HandState {
  return handWith(hand, hand.seats, hand.discards, phase);
}

/** A seat written out in full, so every seat object has the same shape. */
export function seatOf(
  concealed: readonly TileId[],
  melds: SeatState['melds'],
  bonus: readonly TileId[],
  river: readonly TileId[],
  drawn: TileId | null,
): SeatState {
  return { concealed, melds, bonus, river, drawn };
}

/** The four seats with one replaced. */
export function seatsWith(
  seats: HandState['seats'],
  seat: Seat,
  state: SeatState,
): HandState['seats'] {
  const out = seats.slice() as [SeatState, SeatState, SeatState, SeatState];
  out[seat] = state;
  return out;
}

export function updateSeat(hand: HandState, seat: Seat, change: Partial<SeatState>): HandState {
  const old = hand.seats[seat];
  const state = seatOf(
    change.concealed ?? old.concealed,
    change.melds ?? old.melds,
    change.bonus ?? old.bonus,
    change.river ?? old.river,
    change.drawn !== undefined ? change.drawn : old.drawn,
  );
  return handWith(hand, seatsWith(hand.seats, seat, state), hand.discards, hand.phase);
}

/** Tiles still in the wall, the dead wall included. */
export function wallRemaining(hand: HandState): number {
  return hand.replacementIndex - hand.drawIndex + 1;
}

/** Replacement tiles taken from the end of the wall so far in the hand. */
export function replacementsTaken(hand: HandState): number {
  return hand.wall.length - 1 - hand.replacementIndex;
}

/**
 * Live tiles: what normal draws may still take. In Zung Jung (the default) the dead wall is always
 * the last 14 remaining (§4.2); a ruleset may size its unplayable end by the replacements taken
 * (ravenna.md §3.2: 20, or 19 after an odd number).
 */
export function liveTiles(hand: HandState, ruleset?: Pick<Ruleset, 'deadTiles'>): number {
  const dead = ruleset === undefined ? DEAD_WALL : ruleset.deadTiles(replacementsTaken(hand));
  return wallRemaining(hand) - dead;
}

/** `liveTiles` of a hand whose wall indexes are to be these, read before that hand is built. */
export function liveTilesAt(
  hand: HandState,
  drawIndex: number,
  replacementIndex: number,
  ruleset: Pick<Ruleset, 'deadTiles'>,
): number {
  const dead = ruleset.deadTiles(hand.wall.length - 1 - replacementIndex);
  return replacementIndex - drawIndex + 1 - dead;
}

/** Concealed tiles of a seat counted per kind, in `into` when the caller reuses a buffer. */
export function concealedCounts(
  hand: HandState,
  seat: Seat,
  into: Uint8Array = new Uint8Array(PLAYING_KINDS),
): Uint8Array {
  into.fill(0);
  for (const id of hand.seats[seat].concealed) {
    const kind = kindOfId(id);
    if (kind < PLAYING_KINDS) into[kind] = (into[kind] ?? 0) + 1;
  }
  return into;
}

/** Ids in hand of the given kind, lowest first. */
export function idsInHand(hand: HandState, seat: Seat, kind: number): TileId[] {
  return hand.seats[seat].concealed.filter((id) => kindOfId(id) === kind);
}

export function nextSeat(seat: Seat, steps = 1): Seat {
  return ((seat + steps) % 4) as Seat;
}
