/** Category 9, Incidental Bonuses (zung-jung.md §10): situations the game engine reports. */
import { Needs } from '../features';
import { ANY_FORM, pattern } from './pattern';

export const incidentalPatterns = [
  // 9.1.1 Final Draw: self-drawn win on the seabed tile (§4.3.1).
  pattern('9.1.1', 10, ANY_FORM, (f) => f.hand.situation.lastWallTile, {
    needs: Needs.situation,
  }),
  // 9.1.2 Final Discard: win on the riverbed tile (§4.3.3).
  pattern('9.1.2', 10, ANY_FORM, (f) => f.hand.situation.lastDiscard, {
    needs: Needs.situation,
  }),
  // 9.2 Win on Kong: self-drawn win on one's own kong replacement tile; needs a kong, so never on
  // an irregular hand (§9.8).
  pattern('9.2', 10, ANY_FORM, (f) => f.hand.situation.kongReplacement && f.kongs > 0, {
    needs: Needs.situation,
  }),
  // 9.3 Robbing a Kong (§7): a win on a discard.
  pattern('9.3', 10, ANY_FORM, (f) => f.hand.situation.robbingKong, {
    needs: Needs.situation,
  }),
  // 9.4.1 Blessing of Heaven: East's dealt 14 tiles, no concealed kong declared.
  pattern('9.4.1', 155, ANY_FORM, (f) => f.hand.situation.heaven, {
    needs: Needs.situation,
  }),
  // 9.4.2 Blessing of Earth: a non-East player wins on East's very first discard.
  pattern('9.4.2', 155, ANY_FORM, (f) => f.hand.situation.earth, {
    needs: Needs.situation,
  }),
];
