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
import type { Seat, Seats, TileId, TileKind } from '../tiles';
import { PLAYING_KINDS, SUITED_KINDS, kindOfId, seatTuple } from '../tiles';
import { GROUP_OF_KIND, KEY_WEIGHT, completeShapes, groupShape } from '../hand/shapes';

export interface Tally {
  /** The list counted; null before the first count. */
  concealed: readonly TileId[] | null;
  /** Copies of each playing kind. */
  readonly counts: Uint8Array;
  /** Each group's key (shapes.ts): bamboo, characters, dots, honours. */
  readonly keys: Int32Array;
  /** Each group's tiles. */
  readonly inGroup: Uint8Array;
  /** Each group's shape (shapes.ts), or UNKNOWN until asked for since its key last changed. */
  readonly shapes: Uint8Array;
  /** Playing tiles counted (bonus tiles waiting to be exposed are not). */
  total: number;
  /** Kinds held four times. */
  fours: number;
  /** Kinds held an odd number of times: Seven Pairs needs none. */
  odd: number;
  /** Tiles of suited 2 to 8: Thirteen Terminals needs none. */
  simples: number;
}

/** A group shape not looked up yet (no shape has every bit set). */
const UNKNOWN = 255;

/** Suited 2 to 8, by kind. */
const SIMPLE: Uint8Array = Uint8Array.from({ length: PLAYING_KINDS }, (_, k) =>
  k < SUITED_KINDS && k % 9 !== 0 && k % 9 !== 8 ? 1 : 0,
);

function emptyTally(): Tally {
  return {
    concealed: null,
    counts: new Uint8Array(PLAYING_KINDS),
    keys: new Int32Array(4),
    inGroup: new Uint8Array(4),
    shapes: new Uint8Array(4),
    total: 0,
    fours: 0,
    odd: 0,
    simples: 0,
  };
}

const TALLIES: Seats<Tally> = seatTuple(emptyTally);

function recount(tally: Tally, concealed: readonly TileId[]): void {
  const { counts, keys, inGroup } = tally;
  counts.fill(0);
  keys[0] = keys[1] = keys[2] = keys[3] = 0;
  inGroup[0] = inGroup[1] = inGroup[2] = inGroup[3] = 0;
  let total = 0;
  let fours = 0;
  let odd = 0;
  let simples = 0;
  for (const id of concealed) {
    const kind = kindOfId(id);
    if (kind >= PLAYING_KINDS) continue;
    const held = (counts[kind] = (counts[kind] ?? 0) + 1);
    if (held === 4) fours++;
    odd += held & 1 ? 1 : -1;
    const group = GROUP_OF_KIND[kind] ?? 0;
    keys[group] = (keys[group] ?? 0) + (KEY_WEIGHT[kind] ?? 0);
    inGroup[group] = (inGroup[group] ?? 0) + 1;
    simples += SIMPLE[kind] ?? 0;
    total++;
  }
  tally.shapes.fill(UNKNOWN);
  tally.total = total;
  tally.fours = fours;
  tally.odd = odd;
  tally.simples = simples;
  tally.concealed = concealed;
}

/** The count of the seat's concealed list (valid until the next call for that seat). */
export function tallyOf(seat: Seat, concealed: readonly TileId[]): Tally {
  const tally = TALLIES[seat];
  if (tally.concealed !== concealed) recount(tally, concealed);
  return tally;
}

/** One more (`change` 1) or one fewer (−1) tile of a playing kind. */
function move(tally: Tally, kind: TileKind, change: 1 | -1): void {
  const before = tally.counts[kind] ?? 0;
  const held = (tally.counts[kind] = before + change);
  if (held === 4) tally.fours++;
  else if (before === 4) tally.fours--;
  tally.odd += held & 1 ? 1 : -1;
  const group = GROUP_OF_KIND[kind] ?? 0;
  tally.keys[group] = (tally.keys[group] ?? 0) + change * (KEY_WEIGHT[kind] ?? 0);
  tally.inGroup[group] = (tally.inGroup[group] ?? 0) + change;
  tally.shapes[group] = UNKNOWN;
  tally.simples += change * (SIMPLE[kind] ?? 0);
  tally.total += change;
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
  const tally = TALLIES[seat];
  if (tally.concealed !== from) return;
  const kind = kindOfId(id);
  if (kind < PLAYING_KINDS) move(tally, kind, 1);
  tally.concealed = to;
}

/** The seat's tally moved from `from` to `to`, which is `from` less the tile `id`. */
export function tallyLost(
  seat: Seat,
  from: readonly TileId[],
  to: readonly TileId[],
  id: TileId,
): void {
  const tally = TALLIES[seat];
  if (tally.concealed !== from) return;
  const kind = kindOfId(id);
  if (kind < PLAYING_KINDS) move(tally, kind, -1);
  tally.concealed = to;
}

function shapeOf(tally: Tally, group: number): number {
  const shape = tally.shapes[group] ?? 0;
  return shape !== UNKNOWN
    ? shape
    : (tally.shapes[group] = groupShape(group, tally.keys[group] ?? 0));
}

/**
 * Whether groups holding these many tiles, with this many odd counts and simples, could make a
 * winning hand: each group 3n or 3n + 2 tiles with one pair among them, or (no declared set)
 * no odd count for Seven Pairs, no simple for Thirteen Terminals. Most hands fail at once, and are
 * answered without reading the shape tables.
 */
function mayComplete(
  inGroup: Uint8Array,
  extra: number,
  odd: number,
  simples: number,
  meldCount: number,
): boolean {
  if (meldCount === 0 && (odd === 0 || simples === 0)) return true;
  let pairs = 0;
  for (let group = 0; group < 4; group++) {
    const rest = ((inGroup[group] ?? 0) + (group === extra ? 1 : 0)) % 3;
    if (rest === 1) return false;
    if (rest === 2) pairs++;
  }
  return pairs === 1;
}

/**
 * `isCompleteHand` for the counted tiles when they are the 14 − 3 × `meldCount` of a hand in
 * play; null otherwise, for the caller to ask `isCompleteHand`.
 */
export function tallyComplete(tally: Tally, meldCount: number): boolean | null {
  if (tally.total !== 14 - 3 * meldCount) return null;
  if (!mayComplete(tally.inGroup, -1, tally.odd, tally.simples, meldCount)) return false;
  return completeShapes(
    shapeOf(tally, 0),
    shapeOf(tally, 1),
    shapeOf(tally, 2),
    shapeOf(tally, 3),
    meldCount,
  );
}

/**
 * `isCompleteHand` for the counted tiles with one more of `kind` (held fewer than four times),
 * when they are then the 14 − 3 × `meldCount` of a hand in play; null otherwise.
 */
export function tallyCompletedBy(tally: Tally, kind: TileKind, meldCount: number): boolean | null {
  if (tally.total + 1 !== 14 - 3 * meldCount) return null;
  const group = GROUP_OF_KIND[kind] ?? 0;
  const odd = tally.odd + ((tally.counts[kind] ?? 0) & 1 ? -1 : 1);
  if (!mayComplete(tally.inGroup, group, odd, tally.simples + (SIMPLE[kind] ?? 0), meldCount))
    return false;
  // The tile joins one group: only that group's shape is looked up with it.
  const joined = groupShape(group, (tally.keys[group] ?? 0) + (KEY_WEIGHT[kind] ?? 0));
  return completeShapes(
    group === 0 ? joined : shapeOf(tally, 0),
    group === 1 ? joined : shapeOf(tally, 1),
    group === 2 ? joined : shapeOf(tally, 2),
    group === 3 ? joined : shapeOf(tally, 3),
    meldCount,
  );
}
