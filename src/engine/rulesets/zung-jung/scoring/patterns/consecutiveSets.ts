/** Category 7, Consecutive Sets (zung-jung.md §10). */
import type { HandFeatures } from '../features';
import { Needs } from '../features';
import { REGULAR, pattern } from './pattern';

/** Chows 1-2-3, 4-5-6 and 7-8-9 of one suit, as bits of `chowMask`. */
const STRAIGHT = (1 << 0) | (1 << 3) | (1 << 6);

function nineTileStraight(f: HandFeatures): boolean {
  for (let base = 0; base < 27; base += 9) {
    if (((f.chowMask >>> base) & STRAIGHT) === STRAIGHT) return true;
  }
  return false;
}

export const consecutiveSetPatterns = [
  // 7.1 Nine-Tile Straight: three of the sets are the chows 1-2-3, 4-5-6, 7-8-9 of one suit;
  // holding 1..9 in another arrangement is not enough.
  pattern('7.1', 40, REGULAR, nineTileStraight, { needs: Needs.threeChows }),
  // 7.2.1 Three Consecutive Triplets: pungs/kongs of three consecutive numbers in one suit.
  pattern('7.2.1', 100, REGULAR, (f) => f.pungRun >= 3, { needs: Needs.pungRun }),
  // 7.2.2 Four Consecutive Triplets.
  pattern('7.2.2', 200, REGULAR, (f) => f.pungRun >= 4, { needs: Needs.pungRun }),
];
