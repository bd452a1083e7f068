/** Category 7, Consecutive Sets (zung-jung.md §10). */
import type { HandFeatures } from '../features';
import { suitedKind } from '../../tiles';
import { REGULAR, pattern } from './pattern';

/** Longest run of pungs/kongs on consecutive numbers of one suit. */
function longestPungRun(f: HandFeatures): number {
  let best = 0;
  let run = 0;
  let previous = -2;
  for (const t of f.pungs) {
    // Pungs are sorted and unique per kind; a run breaks at an honour or at a suit boundary.
    run = t < 27 && t === previous + 1 && t % 9 !== 0 ? run + 1 : t < 27 ? 1 : 0;
    previous = t;
    if (run > best) best = run;
  }
  return best;
}

export const consecutiveSetPatterns = [
  // 7.1 Nine-Tile Straight: three of the sets are the chows 1-2-3, 4-5-6, 7-8-9 of one suit;
  // holding 1..9 in another arrangement is not enough.
  pattern('7.1', 40, REGULAR, (f) =>
    [0, 1, 2].some((suit) => [1, 4, 7].every((rank) => f.chows.includes(suitedKind(suit, rank)))),
  ),
  // 7.2.1 Three Consecutive Triplets: pungs/kongs of three consecutive numbers in one suit.
  pattern('7.2.1', 100, REGULAR, (f) => longestPungRun(f) >= 3),
  // 7.2.2 Four Consecutive Triplets.
  pattern('7.2.2', 200, REGULAR, (f) => longestPungRun(f) >= 4),
];
