/** Category 5, Identical Sets (zung-jung.md §10): chows of the same suit and numbers. */
import { Needs } from '../features';
import { REGULAR, pattern } from './pattern';

export const identicalSetPatterns = [
  // 5.1.1 Two Identical Sequences (exposed chows count).
  pattern('5.1.1', 10, REGULAR, (f) => f.identicalChows >= 2, { needs: Needs.repeatedChow }),
  // 5.1.2 Two Identical Sequences Twice: two different pairs of identical chows (A A B B, A ≠ B).
  pattern('5.1.2', 60, REGULAR, (f) => f.identicalChows === 2 && f.doubledChows === 2, {
    needs: Needs.repeatedChow,
  }),
  // 5.1.3 Three Identical Sequences.
  pattern('5.1.3', 120, REGULAR, (f) => f.identicalChows >= 3, { needs: Needs.repeatedChow }),
  // 5.1.4 Four Identical Sequences. Listed limit.
  pattern('5.1.4', 480, REGULAR, (f) => f.identicalChows === 4, {
    listedLimit: true,
    needs: Needs.repeatedChow,
  }),
];
