/**
 * Waits: the tile kinds that complete a ready hand (zung-jung.md §8.1), and the complete-hand test.
 */
import type { Meld } from '../melds';
import { meldTiles } from '../melds';
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, asKind } from '../tiles';
import { isSevenPairs, isThirteenTerminals, regularSplit } from './decompose';
import { regularShanten, sevenPairsShanten, thirteenTerminalsShanten } from './shanten';

/** Copies of each kind inside declared sets: they limit what the concealed part can still use. */
export function lockedCopies(melds: readonly Meld[]): Uint8Array {
  const locked = new Uint8Array(PLAYING_KINDS);
  for (const meld of melds) for (const t of meldTiles(meld)) locked[t] = (locked[t] ?? 0) + 1;
  return locked;
}

/** Whether the concealed tiles (14 − 3 × melds of them) complete a winning hand with the melds. */
export function isCompleteHand(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): boolean {
  // The tile count is the engine's (14 − 3 × melds): a direct split test, far cheaper than shanten.
  const split = regularSplit(counts, 4 - meldCount);
  if (split === 1) return true;
  if (split === 0) {
    // With exactly 14 tiles, the seven-pairs and thirteen-terminals shanten reach −1 on these
    // shapes and no others; the direct tests stop at the first tile that rules them out.
    return meldCount === 0 && (isSevenPairs(counts) || isThirteenTerminals(counts));
  }
  if (regularShanten(counts, meldCount, locked) === -1) return true;
  return (
    meldCount === 0 &&
    (sevenPairsShanten(counts, 0) === -1 || thirteenTerminalsShanten(counts, 0) === -1)
  );
}

/**
 * The kinds that complete the concealed tiles (13 − 3 × melds of them) into a winning hand.
 * A kind whose four copies the player already holds (in hand or in declared sets) is not a wait.
 */
export function waits(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): TileKind[] {
  const work = Uint8Array.from({ length: PLAYING_KINDS }, (_, k) => counts[k] ?? 0);
  const result: TileKind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const held = work[k] ?? 0;
    if (held + (locked === undefined ? 0 : (locked[k] ?? 0)) >= 4) continue;
    work[k] = held + 1;
    if (isCompleteHand(work, meldCount, locked)) result.push(asKind(k));
    work[k] = held;
  }
  return result;
}
