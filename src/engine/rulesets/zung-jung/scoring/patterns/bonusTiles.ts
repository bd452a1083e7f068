/**
 * Category 11 (optional), flowers and seasons (zung-jung.md §11). Added to any hand shape; per-tile
 * patterns count once per qualifying tile; all values halve with `halveFlowers`.
 */
import { Needs } from '../features';
import { ANY_FORM, pattern } from './pattern';

export const bonusTilePatterns = [
  // 11.1.1 Non-Seat Flower or Season: 2 per bonus tile whose number is not the seat's.
  pattern('11.1.1', 2, ANY_FORM, (f) => f.otherBonusTiles, {
    perUnit: true,
    halvable: true,
    needs: Needs.bonusTiles,
  }),
  // 11.1.2 Seat Flower or Season: 4 per bonus tile of the winner's seat number.
  pattern('11.1.2', 4, ANY_FORM, (f) => f.seatBonusTiles, {
    perUnit: true,
    halvable: true,
    needs: Needs.bonusTiles,
  }),
  // 11.2.1 Four Flowers and 11.2.2 Four Seasons: both may count (D-11).
  pattern('11.2.1', 10, ANY_FORM, (f) => f.flowers === 4, {
    halvable: true,
    needs: Needs.fourBonusTiles,
  }),
  pattern('11.2.2', 10, ANY_FORM, (f) => f.seasons === 4, {
    halvable: true,
    needs: Needs.fourBonusTiles,
  }),
];
