/**
 * Each seat's concealed tiles counted per kind and per group, kept beside the game state rather
 * than in it: the state's shape, and with it every digest and saved game, stays as it was.
 *
 * A tally describes exactly one concealed list, the one it names. The reducer moves a seat's tally
 * along when it builds that seat's next list from the one named (a tile drawn, a tile discarded);
 * any other list is counted afresh when asked about. Lists in a state are never changed once
 * built, so a tally that names a list is that list's count, whatever game or position it came
 * from, and the reducer's answers stay a function of its input alone. This spares a pass over the
 * tiles on every draw and on each other seat's claim check of every discard.
 */
import type { Seat, TileId } from '../tiles';
import { PLAYING_KINDS, kindOfId } from '../tiles';
import { GROUP_OF_KIND, KEY_WEIGHT, groupShape } from '../hand/shapes';

export interface Tally {
  /** The list counted; null before the first count. */
  concealed: readonly TileId[] | null;
  /** Copies of each playing kind. */
  readonly counts: Uint8Array;
  /** Each group's key (shapes.ts): bamboo, characters, dots, honours. */
  readonly keys: Int32Array;
  /**
   * Each group's shape (shapes.ts), looked up when its key changes: a claim check then reads the
   * table once, for the group the discard joins, instead of once per group.
   */
  readonly shapes: Uint8Array;
  /** Playing tiles counted (bonus tiles waiting to be exposed are not). */
  total: number;
  /** Kinds held four times. */
  fours: number;
}

function emptyTally(): Tally {
  return {
    concealed: null,
    counts: new Uint8Array(PLAYING_KINDS),
    keys: new Int32Array(4),
    shapes: new Uint8Array(4),
    total: 0,
    fours: 0,
  };
}

const TALLIES: readonly Tally[] = [emptyTally(), emptyTally(), emptyTally(), emptyTally()];

function recount(tally: Tally, concealed: readonly TileId[]): void {
  const { counts, keys } = tally;
  counts.fill(0);
  keys[0] = keys[1] = keys[2] = keys[3] = 0;
  let total = 0;
  let fours = 0;
  for (const id of concealed) {
    const kind = kindOfId(id);
    if (kind >= PLAYING_KINDS) continue;
    if (++counts[kind]! === 4) fours++;
    keys[GROUP_OF_KIND[kind]!]! += KEY_WEIGHT[kind]!;
    total++;
  }
  for (let group = 0; group < 4; group++) tally.shapes[group] = groupShape(group, keys[group]!);
  tally.total = total;
  tally.fours = fours;
  tally.concealed = concealed;
}

/** The count of the seat's concealed list (valid until the next call for that seat). */
export function tallyOf(seat: Seat, concealed: readonly TileId[]): Tally {
  const tally = TALLIES[seat]!;
  if (tally.concealed !== concealed) recount(tally, concealed);
  return tally;
}

/**
 * The seat's tally moved from the list `from` to `to`, which is `from` with the tile `id` added:
 * nothing happens unless the tally names `from`.
 */
export function tallyGained(
  seat: Seat,
  from: readonly TileId[],
  to: readonly TileId[],
  id: TileId,
): void {
  const tally = TALLIES[seat]!;
  if (tally.concealed !== from) return;
  const kind = kindOfId(id);
  if (kind < PLAYING_KINDS) {
    if (++tally.counts[kind]! === 4) tally.fours++;
    const group = GROUP_OF_KIND[kind]!;
    tally.shapes[group] = groupShape(group, (tally.keys[group]! += KEY_WEIGHT[kind]!));
    tally.total++;
  }
  tally.concealed = to;
}

/** The seat's tally moved from `from` to `to`, which is `from` less the tile `id`. */
export function tallyLost(
  seat: Seat,
  from: readonly TileId[],
  to: readonly TileId[],
  id: TileId,
): void {
  const tally = TALLIES[seat]!;
  if (tally.concealed !== from) return;
  const kind = kindOfId(id);
  if (kind < PLAYING_KINDS) {
    if (tally.counts[kind]-- === 4) tally.fours--;
    const group = GROUP_OF_KIND[kind]!;
    tally.shapes[group] = groupShape(group, (tally.keys[group]! -= KEY_WEIGHT[kind]!));
    tally.total--;
  }
  tally.concealed = to;
}
