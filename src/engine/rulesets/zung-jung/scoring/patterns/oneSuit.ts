/** Category 2, One-Suit Patterns (zung-jung.md §10). */
import { suitCount, Needs } from '../features';
import { REGULAR, REGULAR_OR_SEVEN_PAIRS, pattern } from './pattern';

export const oneSuitPatterns = [
  // 2.1.1 Mixed One-Suit: all suited tiles of one suit, and honours too.
  pattern('2.1.1', 40, REGULAR_OR_SEVEN_PAIRS, (f) => suitCount(f) === 1 && f.honourTiles > 0, {
    needs: Needs.fewSuits,
  }),
  // 2.1.2 Pure One-Suit: every tile a suited tile of one suit.
  pattern('2.1.2', 80, REGULAR_OR_SEVEN_PAIRS, (f) => suitCount(f) === 1 && f.honourTiles === 0, {
    needs: Needs.fewSuits,
  }),
  // 2.2 Nine Gates: the 13 tiles held before the win are exactly 1112345678999 of one suit, with no
  // melds. Listed limit; never together with 9.4.1 (EN-R line 42), because East's dealt 14 tiles
  // include no drawn tile.
  pattern('2.2', 480, REGULAR, (f) => f.nineGates, {
    listedLimit: true,
    excludedBy: ['9.4.1'],
    needs: Needs.nineGates,
  }),
];
