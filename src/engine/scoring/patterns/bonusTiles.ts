/**
 * Category 11 (optional), flowers and seasons (zung-jung.md §11). Added to any hand shape; per-tile
 * patterns count once per qualifying tile; all values halve with `halveFlowers`.
 */
import type { HandFeatures } from '../features';
import { bonusSeat, isFlower, isSeason } from '../../tiles';
import { ANY_FORM, pattern } from './pattern';

const seatTiles = (f: HandFeatures) =>
  f.hand.bonusTiles.filter((t) => bonusSeat(t) === f.hand.seat).length;

export const bonusTilePatterns = [
  // 11.1.1 Non-Seat Flower or Season: 2 per bonus tile whose number is not the seat's.
  pattern('11.1.1', 2, ANY_FORM, (f) => f.hand.bonusTiles.length - seatTiles(f), {
    perUnit: true,
    halvable: true,
  }),
  // 11.1.2 Seat Flower or Season: 4 per bonus tile of the winner's seat number.
  pattern('11.1.2', 4, ANY_FORM, seatTiles, { perUnit: true, halvable: true }),
  // 11.2.1 Four Flowers and 11.2.2 Four Seasons: both may count (D-11).
  pattern('11.2.1', 10, ANY_FORM, (f) => f.hand.bonusTiles.filter(isFlower).length === 4, {
    halvable: true,
  }),
  pattern('11.2.2', 10, ANY_FORM, (f) => f.hand.bonusTiles.filter(isSeason).length === 4, {
    halvable: true,
  }),
];
