/** Category 1, Trivial Patterns (zung-jung.md §10). */
import { Needs } from '../features';
import { REGULAR, REGULAR_OR_SEVEN_PAIRS, pattern } from './pattern';

export const trivialPatterns = [
  // 1.1 All Sequences: a regular hand whose four sets are all chows; nothing asked of the pair.
  pattern('1.1', 5, REGULAR, (f) => f.chowCount === 4, {
    needs: Needs.threeChows,
  }),
  // 1.2 Concealed Hand: a regular hand with no exposed set; declared concealed kongs and a winning
  // discard are allowed. Never for the irregular hands (§9.8).
  pattern('1.2', 5, REGULAR, (f) => !f.hasExposedSet, { needs: Needs.concealedHand }),
  // 1.3 No Terminals: every tile a simple (regular hand or Seven Pairs).
  pattern('1.3', 5, REGULAR_OR_SEVEN_PAIRS, (f) => f.simpleTiles === f.tileCount, {
    needs: Needs.allSimples,
  }),
];
