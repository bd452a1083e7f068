/**
 * Chance of winning the hand from a position. Two models: a smooth formula (beginner's and
 * standard's rough sense of speed), and the strong level's table measured in self-play
 * (measured.ts), which corrects the formula where it errs most — exposed hands one tile from ready
 * win about half as often as it says, concealed hands far from ready early win more often.
 */
import { WIN_TABLE } from './measured';

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

/** Measured chance of winning, backing off to coarser cells where the table saw too few positions. */
export function measuredWinChance(
  shanten: number,
  tiles: number,
  live: number,
  exposed: boolean,
): number {
  if (shanten < 0) return 1;
  const exact = WIN_TABLE[WIN_TABLE_KEY(shanten, tiles, live, exposed)];
  if (exact && exact[0] >= MIN_SEEN) return exact[1] / exact[0];
  // Back off: the same shanten and wall over every acceptance and both exposures.
  const s = Math.max(0, Math.min(shanten, 4));
  const l = Math.max(0, Math.min(6, Math.floor(live / 10)));
  let seen = 0;
  let won = 0;
  for (let a = 0; a < ACCEPTANCE_BUCKETS.length; a++) {
    for (const e of [0, 1]) {
      const cell = WIN_TABLE[`${s},${a},${l},${e}`];
      if (cell) {
        seen += cell[0];
        won += cell[1];
      }
    }
  }
  return seen > 0 ? won / seen : 0;
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
