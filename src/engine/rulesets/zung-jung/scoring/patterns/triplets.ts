/** Category 4, Triplets and Kong (zung-jung.md §10). Kongs count as triplets for 4.1 and 4.2. */
import { Needs } from '../features';
import { REGULAR, pattern } from './pattern';

export const tripletPatterns = [
  // 4.1 All Triplets: four pungs or kongs.
  pattern('4.1', 30, REGULAR, (f) => f.pungCount === 4, { needs: Needs.fourPungs }),
  // 4.2.x Concealed Triplets: exactly 2, 3 or 4 concealed pungs/kongs (§9.6: every tile from the
  // wall; a pung completed by the winning discard is exposed).
  pattern('4.2.1', 5, REGULAR, (f) => f.concealedPungs === 2, {
    needs: Needs.twoConcealedPungs,
  }),
  pattern('4.2.2', 30, REGULAR, (f) => f.concealedPungs === 3, {
    needs: Needs.twoConcealedPungs,
  }),
  pattern('4.2.3', 125, REGULAR, (f) => f.concealedPungs === 4, {
    needs: Needs.twoConcealedPungs,
  }),
  // 4.3.x Kongs: exactly 1, 2, 3 or 4 kongs of any kind; 4.3.4 is a listed limit.
  pattern('4.3.1', 5, REGULAR, (f) => f.kongs === 1, { needs: Needs.kong }),
  pattern('4.3.2', 20, REGULAR, (f) => f.kongs === 2, { needs: Needs.kong }),
  pattern('4.3.3', 120, REGULAR, (f) => f.kongs === 3, { needs: Needs.kong }),
  pattern('4.3.4', 480, REGULAR, (f) => f.kongs === 4, {
    listedLimit: true,
    needs: Needs.kong,
  }),
];
