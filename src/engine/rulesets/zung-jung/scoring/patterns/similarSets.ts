/** Category 6, Similar Sets (zung-jung.md §10): the same number in all three suits. */
import { Needs } from '../features';
import { rankOf, suitOf } from '../../../../tiles';
import { REGULAR, pattern } from './pattern';

/** The bits of kind `rank` (1..9) in each suit, in a mask indexed by suited kind. */
const sameNumber = (rank: number) => (1 | (1 << 9) | (1 << 18)) << (rank - 1);

/** Bit s set when the mask has the kind of number `rank` in suit s. */
function suitsOf(mask: number, rank: number): number {
  const m = mask >>> (rank - 1);
  return (m & 1) | ((m >>> 8) & 2) | ((m >>> 16) & 4);
}

function hasAllSuits(mask: number, maxRank: number): boolean {
  for (let rank = 1; rank <= maxRank; rank++) {
    const bits = sameNumber(rank);
    if ((mask & bits) === bits) return true;
  }
  return false;
}

export const similarSetPatterns = [
  // 6.1 Three Similar Sequences: chows with the same numbers, one in each suit.
  pattern('6.1', 35, REGULAR, (f) => hasAllSuits(f.chowMask, 7), { needs: Needs.threeChows }),
  // 6.2.1 Small Three Similar Triplets: pungs of one number in two suits, the pair is that number
  // in the third suit.
  pattern(
    '6.2.1',
    30,
    REGULAR,
    (f) => {
      if (f.pair < 0 || f.pair >= 27) return false;
      const mask = suitsOf(f.pungMask, rankOf(f.pair));
      const pairSuit = 1 << suitOf(f.pair);
      return (mask | pairSuit) === 7 && (mask & pairSuit) === 0;
    },
    { needs: Needs.similarPungs },
  ),
  // 6.2.2 Three Similar Triplets: pungs of one number in all three suits.
  pattern('6.2.2', 120, REGULAR, (f) => hasAllSuits(f.pungMask, 9), {
    needs: Needs.similarPungs,
  }),
];
