/** Category 2, One-Suit Patterns (zung-jung.md §10). */
import { suitCount } from '../features';
import type { HandFeatures } from '../features';
import { REGULAR, REGULAR_OR_SEVEN_PAIRS, pattern } from './pattern';

const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

/** 2.2: the 13 tiles held before the win are exactly 1112345678999 of one suit, with no melds. */
function isNineGates(f: HandFeatures): boolean {
  const { concealed, melds } = f.hand;
  if (melds.length > 0 || concealed.length !== 13) return false;
  const suit = Math.floor(concealed[0]! / 9);
  if (suit > 2) return false;
  const counts = new Array<number>(9).fill(0);
  for (const t of concealed) {
    if (t < suit * 9 || t >= suit * 9 + 9) return false;
    counts[t - suit * 9]!++;
  }
  return counts.every((c, r) => c === NINE_GATES[r]);
}

export const oneSuitPatterns = [
  // 2.1.1 Mixed One-Suit: all suited tiles of one suit, and honours too.
  pattern('2.1.1', 40, REGULAR_OR_SEVEN_PAIRS, (f) => suitCount(f) === 1 && f.honourTiles > 0),
  // 2.1.2 Pure One-Suit: every tile a suited tile of one suit.
  pattern('2.1.2', 80, REGULAR_OR_SEVEN_PAIRS, (f) => suitCount(f) === 1 && f.honourTiles === 0),
  // 2.2 Nine Gates: listed limit; never together with 9.4.1 (EN-R line 42), because East's dealt
  // 14 tiles include no drawn tile.
  pattern('2.2', 480, REGULAR, isNineGates, { listedLimit: true, excludedBy: ['9.4.1'] }),
];
