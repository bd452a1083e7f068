/** Category 3, Honor Tiles (zung-jung.md §10). 3.x looks only at sets and the pair (§10.1). */
import { Needs } from '../features';
import { isDragon, isWind } from '../../../../tiles';
import { REGULAR, REGULAR_OR_SEVEN_PAIRS, pattern } from './pattern';

export const honourPatterns = [
  // 3.1 Value Honor: 10 per pung/kong of a dragon or of the seat wind; no prevailing wind (§2.4).
  pattern('3.1', 10, REGULAR, (f) => f.valueHonourPungs, {
    perUnit: true,
    needs: Needs.valueHonourPung,
  }),
  // 3.2.1 Small Three Dragons: pungs of two dragons, the pair is the third.
  pattern('3.2.1', 40, REGULAR, (f) => f.dragonPungs === 2 && isDragon(f.pair), {
    needs: Needs.twoDragonPungs,
  }),
  // 3.2.2 Big Three Dragons: pungs of all three dragons.
  pattern('3.2.2', 130, REGULAR, (f) => f.dragonPungs === 3, { needs: Needs.twoDragonPungs }),
  // 3.3.1 Small Three Winds: pungs of exactly two winds, the pair a third wind.
  pattern('3.3.1', 30, REGULAR, (f) => f.windPungs === 2 && isWind(f.pair), {
    needs: Needs.twoWindPungs,
  }),
  // 3.3.2 Big Three Winds: pungs of three winds, the pair not a wind.
  pattern('3.3.2', 120, REGULAR, (f) => f.windPungs === 3 && !isWind(f.pair), {
    needs: Needs.twoWindPungs,
  }),
  // 3.3.3 Small Four Winds: pungs of three winds, the pair the fourth. Listed limit.
  pattern('3.3.3', 320, REGULAR, (f) => f.windPungs === 3 && isWind(f.pair), {
    listedLimit: true,
    needs: Needs.twoWindPungs,
  }),
  // 3.3.4 Big Four Winds: pungs of all four winds. Listed limit.
  pattern('3.3.4', 400, REGULAR, (f) => f.windPungs === 4, {
    listedLimit: true,
    needs: Needs.twoWindPungs,
  }),
  // 3.4 All Honors: every tile an honour (regular hand or Seven Pairs). Listed limit.
  pattern('3.4', 320, REGULAR_OR_SEVEN_PAIRS, (f) => f.honourTiles === f.tileCount, {
    listedLimit: true,
    needs: Needs.allHonours,
  }),
];
