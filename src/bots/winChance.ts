/**
 * Chance of winning the hand from a position. Two models: a smooth formula (beginner's and
 * standard's rough sense of speed), and the strong level's table measured in self-play
 * (measured.ts), which corrects the formula where it errs most — exposed hands one tile from ready
 * win about half as often as it says, concealed hands far from ready early win more often.
 */
import type { TileKind } from '../engine';
import { isHonour, isTerminal, rankOf } from '../engine';
import { WIN_TABLE } from './measured';

/**
 * How much one unseen copy of a winning tile is worth, by the kind of tile, against the average
 * copy: honours and terminals are what the others let go, middle tiles what they keep. Measured
 * over 40,800 ready positions in 400 matches of standard bots (scripts/measure-waits.ts): a least-squares fit of
 * winning the hand on the unseen copies of each class, relative to the mean copy.
 */
export const WAIT_OUTFLOW = {
  honour: 1.5,
  terminal: 1.4,
  nearTerminal: 1.2,
  middle: 0.87,
} as const;

export type WaitClass = keyof typeof WAIT_OUTFLOW;

/** The class of a winning tile for WAIT_OUTFLOW (scripts/measure-waits.ts measures by the same). */
export function waitClassOf(kind: TileKind): WaitClass {
  if (isHonour(kind)) return 'honour';
  if (isTerminal(kind)) return 'terminal';
  const rank = rankOf(kind);
  return rank === 2 || rank === 8 ? 'nearTerminal' : 'middle';
}

/** A ready hand's winning tiles as the table reads them: unseen copies weighted by how they come out. */
export function effectiveWaitTiles(waits: readonly TileKind[], unseen: ArrayLike<number>): number {
  let tiles = 0;
  for (const w of waits) tiles += (unseen[w] ?? 0) * WAIT_OUTFLOW[waitClassOf(w)];
  return tiles;
}

const ACCEPTANCE_BUCKETS = [4, 8, 12, 20, 30, 45, Infinity];

/** The table cell of a position: tiles from ready (up to 4), acceptance, live wall by tens, exposed. */
export function WIN_TABLE_KEY(
  shanten: number,
  tiles: number,
  live: number,
  exposed: boolean,
): string {
  const s = Math.max(0, Math.min(shanten, 4));
  const a = ACCEPTANCE_BUCKETS.findIndex((limit) => tiles < limit);
  const l = Math.max(0, Math.min(6, Math.floor(live / 10)));
  return `${s},${a},${l},${exposed ? 1 : 0}`;
}

const MIN_SEEN = 40;

/**
 * A typical acceptance inside each bucket, where the bucket's measured chance is pinned: between
 * two of them the chance is interpolated, so that one more winning tile always counts.
 */
const BUCKET_CENTRES = [2, 6, 10, 16, 25, 37, 55];

/** The measured chance of one cell, backing off to coarser cells where it saw too few positions. */
function cellChance(s: number, bucket: number, l: number, e: number): number {
  const exact = WIN_TABLE[`${s},${bucket},${l},${e}`];
  if (exact && exact[0] >= MIN_SEEN) return exact[1] / exact[0];
  // Back off: the same shanten and wall over every acceptance and both exposures.
  let seen = 0;
  let won = 0;
  for (let a = 0; a < ACCEPTANCE_BUCKETS.length; a++) {
    for (const exposed of [0, 1]) {
      const cell = WIN_TABLE[`${s},${a},${l},${exposed}`];
      if (cell) {
        seen += cell[0];
        won += cell[1];
      }
    }
  }
  return seen > 0 ? won / seen : 0;
}

/** The chance pinned at one bucket centre. */
interface Pin {
  readonly centre: number;
  readonly chance: number;
}

/**
 * The chance pinned at each bucket centre, by [shanten][wall by tens][exposed], never falling as
 * acceptance grows (thin cells and their back-off must not make more tiles look worse).
 */
const PINNED: readonly (readonly (readonly (readonly Pin[])[])[])[] = [0, 1, 2, 3, 4].map((s) =>
  [0, 1, 2, 3, 4, 5, 6].map((l) =>
    [0, 1].map((e) => {
      let best = 0;
      return BUCKET_CENTRES.map((centre, bucket) => ({
        centre,
        chance: (best = Math.max(best, cellChance(s, bucket, l, e))),
      }));
    }),
  ),
);

/**
 * Measured chance of winning from a position, interpolated between the acceptance buckets of the
 * table (no improving tile at all: no chance).
 */
export function measuredWinChance(
  shanten: number,
  tiles: number,
  live: number,
  exposed: boolean,
): number {
  if (shanten < 0) return 1;
  const s = Math.max(0, Math.min(shanten, 4));
  const l = Math.max(0, Math.min(6, Math.floor(live / 10)));
  const pins = PINNED[s]?.[l]?.[exposed ? 1 : 0];
  if (pins === undefined) throw new RangeError(`no measured chances for shanten ${s}, wall ${l}`);
  // Between the centres below and above `tiles` (no tiles, no chance); past the last, its chance.
  let loTiles = 0;
  let lo = 0;
  for (const { centre, chance } of pins) {
    if (tiles < centre) return lo + ((chance - lo) * (tiles - loTiles)) / (centre - loTiles);
    loTiles = centre;
    lo = chance;
  }
  return lo;
}

/**
 * The formula: from a position `shantenNow` tiles from ready with `tiles` improving tiles unseen,
 * `wait` winning tiles expected once ready, and `live` tiles left in the wall. Smooth and monotone.
 */
export function formulaWinChance(
  shantenNow: number,
  tiles: number,
  wait: number,
  unseen: number,
  live: number,
): number {
  if (shantenNow < 0) return 1;
  const u = Math.max(unseen, 1);
  // Once ready, every draw and every discard seen is a chance; opponents avoid feeding wins.
  const whenReady = (winning: number, liveLeft: number) =>
    0.85 * (1 - (1 - Math.min(winning, u) / u) ** (0.75 * Math.max(liveLeft, 0)));
  if (shantenNow === 0) return whenReady(tiles, live);
  if (tiles === 0) return 0;
  // Own draws (a quarter of the wall) improve the hand: the first step at the current
  // acceptance, later ones at a typical acceptance.
  const draws = Math.max(live / 4, 0.25);
  const drawsToReady = u / tiles + (shantenNow - 1) * (u / 10);
  const reachReady = 1 - Math.exp(-draws / drawsToReady);
  const liveWhenReady = Math.max(live - 4 * drawsToReady, live * 0.15);
  return reachReady * whenReady(wait, liveWhenReady);
}
