/**
 * How far a seat's true hand is from ready: its concealed tiles with its declared sets (§8.1).
 * For self-play measurements that know every hand (calibration, tests), never a player's view.
 */
import { shanten } from '../hand/shanten';
import { PLAYING_KINDS, kindOfId } from '../tiles';
import type { SeatState } from './types';

/** One more of `kind` (a bonus kind has no count, and is left out). */
function add(counts: Uint8Array, kind: number): void {
  if (kind < counts.length) counts[kind] = (counts[kind] ?? 0) + 1;
}

export function seatShanten(seat: SeatState): number {
  const counts = new Uint8Array(PLAYING_KINDS);
  for (const t of seat.concealed) add(counts, kindOfId(t));
  const locked = new Uint8Array(PLAYING_KINDS);
  for (const set of seat.melds) for (const t of set.tiles) add(locked, kindOfId(t));
  return shanten(counts, seat.melds.length, locked);
}
