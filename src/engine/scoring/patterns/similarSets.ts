/** Category 6, Similar Sets (zung-jung.md §10): the same number in all three suits. */
import type { HandFeatures } from '../features';
import { rankOf, suitOf } from '../../tiles';
import { REGULAR, pattern } from './pattern';

/** Bit mask of the suits in which the hand has a pung/kong of each rank 1..9. */
function pungSuitsByRank(f: HandFeatures): number[] {
  const masks = new Array<number>(10).fill(0);
  for (const t of f.pungs) if (t < 27) masks[rankOf(t)]! |= 1 << suitOf(t);
  return masks;
}

export const similarSetPatterns = [
  // 6.1 Three Similar Sequences: chows with the same numbers, one in each suit.
  pattern('6.1', 35, REGULAR, (f) => {
    const masks = new Array<number>(8).fill(0);
    for (const t of f.chows) masks[rankOf(t)]! |= 1 << suitOf(t);
    return masks.includes(7);
  }),
  // 6.2.1 Small Three Similar Triplets: pungs of one number in two suits, the pair is that number
  // in the third suit.
  pattern('6.2.1', 30, REGULAR, (f) => {
    if (f.pair < 0 || f.pair >= 27) return false;
    const mask = pungSuitsByRank(f)[rankOf(f.pair)]!;
    const pairSuit = 1 << suitOf(f.pair);
    return (mask | pairSuit) === 7 && (mask & pairSuit) === 0;
  }),
  // 6.2.2 Three Similar Triplets: pungs of one number in all three suits.
  pattern('6.2.2', 120, REGULAR, (f) => pungSuitsByRank(f).includes(7)),
];
