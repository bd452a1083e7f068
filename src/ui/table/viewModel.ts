/**
 * Pure view-model functions (design.md habit 8): what the table draws, decided without a DOM and
 * tested on real engine views.
 */
import type {
  DeclaredSet,
  DiscardEntry,
  PlayerView,
  Seat,
  SeatView,
  TileId,
  TileKind,
} from '../../engine';
import { kindOfId, setupOf } from '../../engine/setup';
import { RULESET_DRAWINGS } from '../rulesets';

export type Position = 'bottom' | 'right' | 'top' | 'left';

/**
 * Where a seat sits as seen from `mySeat`. Play runs counter-clockwise in Zung Jung (§2.2): the
 * next player sits on one's right, the previous on one's left. Ravenna plays clockwise and draws
 * the table mirrored (ravenna.md §2.3, R-3): the next player sits on one's left.
 */
export function positionOf(mySeat: Seat, seat: Seat, clockwise = false): Position {
  const order = clockwise ? CLOCKWISE : COUNTER_CLOCKWISE;
  // The number of seats from mine to `seat` in turn order, 0..3: a seat.
  return order[((seat - mySeat + 4) % 4) as Seat];
}

/** Where each seat sits, by how many seats it is from mine in turn order. */
type Places = readonly [Position, Position, Position, Position];
const COUNTER_CLOCKWISE: Places = ['bottom', 'right', 'top', 'left'];
const CLOCKWISE: Places = ['bottom', 'left', 'top', 'right'];

export function seatAt(mySeat: Seat, position: Position, clockwise = false): Seat {
  const offset = (clockwise ? CLOCKWISE : COUNTER_CLOCKWISE).indexOf(position);
  return ((mySeat + offset) % 4) as Seat;
}

/** The table is drawn clockwise (Ravenna, R-3). */
export function isClockwise(view: PlayerView): boolean {
  return setupOf(view.ruleset).clockwise;
}

/**
 * The points a seat's badge shows: the running total, or in Ravenna the balance — the starting
 * stake plus the running total (ravenna.md §1.2, R-1).
 */
export function shownPoints(view: PlayerView, total: number): number {
  return total + RULESET_DRAWINGS[view.ruleset].startingBalance(view.options);
}

/**
 * Ravenna: whose deal this is, counted from the first (the deal passes after a hand won by a
 * player other than East, §9.1–§9.3), of the passes that end the match; null otherwise.
 */
export function dealOf(view: PlayerView): { readonly n: number; readonly total: number } | null {
  return RULESET_DRAWINGS[view.ruleset].dealOf(view);
}

/** The hand as drawn: concealed tiles in suit order, the tile just drawn set apart at the end. */
export function handLayout(seat: SeatView): { tiles: TileId[]; drawn: TileId | null } {
  const concealed = seat.concealed ?? [];
  const drawn = seat.drawn !== null && concealed.includes(seat.drawn) ? seat.drawn : null;
  return { tiles: concealed.filter((t) => t !== drawn), drawn };
}

/** A river in rows of six, oldest first (§4 table layout of the discards). */
export function riverRows(river: readonly TileId[], perRow = 6): TileId[][] {
  const rows: TileId[][] = [];
  for (let i = 0; i < river.length; i += perRow) rows.push(river.slice(i, i + perRow));
  return rows;
}

/**
 * The rows of river the table makes room for: three (a hand that runs to the last tile with nobody
 * claiming leaves about 18 discards a seat), more when a river is longer, so the tiles shrink before
 * a river runs into another.
 */
export function ringRows(riverLengths: readonly number[], perRow = 6): number {
  return Math.max(3, ...riverLengths.map((n) => Math.ceil(n / perRow)));
}

/**
 * How long a row of declared sets and bonus tiles is, in tile widths (with the gaps between
 * tiles and groups), so the row can be given tiles that fit its room.
 */
export function meldUnits(melds: readonly DeclaredSet[], bonus: number): number {
  // A tile and the pixel between tiles; a turned tile is 4/3 wide plus w/6 of room each side.
  const sets = melds.reduce(
    (n, m) => n + m.tiles.length * 1.06 + (m.claimed === null ? 0 : 0.7),
    0,
  );
  const groups = melds.length + (bonus > 0 ? 1 : 0);
  return sets + bonus * 1.06 + Math.max(0, groups - 1) * 0.4;
}

/**
 * Lines a side player's sets take along the ring: one while they fit in about ten tile widths
 * (the ring's side at the smallest legible tiles), else two, so the tiles stay legible rather
 * than shrinking along a single line.
 */
export function meldLines(units: number): 1 | 2 {
  return units > 10 ? 2 : 1;
}

/** The last discard still lying in a river: the tile the table is looking at. */
export function lastDiscard(discards: readonly DiscardEntry[]): TileId | null {
  const last = discards[discards.length - 1];
  return last !== undefined && last.claimedBy === null ? last.tile : null;
}

export interface MeldTile {
  readonly id: TileId;
  readonly kind: TileKind;
  /** Turned 90° (the claimed tile, §5.5) */
  readonly turned: boolean;
  /** Shown face down (the outer tiles of a concealed kong, §6.2). */
  readonly faceDown: boolean;
}

/**
 * The tiles of a declared set as laid on the table (§5.5 display): the claimed tile turned 90° at
 * the left when it came from the left-hand (previous) player, in the middle from the opposite
 * player, at the right from the right-hand (next) player. A concealed kong shows its two outer
 * tiles face down, so the table can see it is concealed.
 */
export function meldLayout(meld: DeclaredSet, owner: Seat, clockwise = false): MeldTile[] {
  const claimed = meld.claimed;
  const others = meld.tiles.filter((t) => t !== claimed?.tile && t !== meld.added);
  const tile = (id: TileId, turned = false, faceDown = false): MeldTile => ({
    id,
    kind: kindOfId(id),
    turned,
    faceDown,
  });
  if (meld.concealed) {
    return meld.tiles.map((id, i) => tile(id, false, i === 0 || i === meld.tiles.length - 1));
  }
  const plain = others.map((id) => tile(id));
  if (meld.added !== null) plain.push(tile(meld.added));
  if (claimed === null) return plain;
  const turned = tile(claimed.tile, true);
  switch (positionOf(owner, claimed.from, clockwise)) {
    case 'left':
      return [turned, ...plain];
    case 'right':
      return [...plain, turned];
    default: {
      const middle = Math.floor(plain.length / 2);
      return [...plain.slice(0, middle), turned, ...plain.slice(middle)];
    }
  }
}

/** The seat whose turn it is; null in claim windows (every seat may decide) and between hands. */
export function seatToMove(view: PlayerView): Seat | null {
  return view.phase.kind === 'turn' ? view.phase.seat : null;
}

/** Round (1..4, East South West North) and hand within the round (1..4), §3.1. */
export function roundOf(handNumber: number): { round: number; hand: number } {
  return { round: Math.floor(handNumber / 4) + 1, hand: (handNumber % 4) + 1 };
}
