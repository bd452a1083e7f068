/**
 * Drawing tiles (§4.2, §5.1): the first remaining tile for a normal draw, the last for a
 * replacement; flowers and seasons are exposed and replaced at once (§4.4.2, automatic by §4.4.4).
 */
import { InvariantError } from '../errors';
import type { Seat, TileId } from '../tiles';
import { isBonus, kindOfId } from '../tiles';
import { insertSorted, liveTilesAt, seatOf, seatsWith, updateSeat } from './hand';
import type { Ruleset } from '../rulesets/types';
import { tallyGained } from './tally';
import type { GameEvent, HandState, Phase, SeatState } from './types';

/** Exposes a bonus tile that is in the seat's hand. */
export function exposeBonus(
  hand: HandState,
  seat: Seat,
  tile: TileId,
  events: GameEvent[],
): HandState {
  const s = hand.seats[seat];
  events.push({ type: 'bonusExposed', seat, tile });
  return updateSeat(hand, seat, {
    concealed: s.concealed.filter((t) => t !== tile),
    bonus: [...s.bonus, tile],
  });
}

/**
 * A discard that `drawTile` puts into the hand together with the next player's draw: the
 * discarder's seat and the discard log once the tile is thrown. The hand in between is never kept,
 * so it is not built.
 */
export interface DiscardBeforeDraw {
  readonly seat: Seat;
  readonly state: SeatState;
  readonly discards: HandState['discards'];
}

/**
 * Draws a tile into the seat's hand: from the live wall, or from the dead wall as a replacement
 * (for a kong when `forKong`). Bonus tiles are exposed and replaced until a playing tile arrives.
 * With `turn`, the hand returned is in the drawer's after-draw turn (§5.2), built with it at once:
 * the draw is the engine's most frequent move.
 */
export function drawTile(
  start: HandState,
  seat: Seat,
  from: 'wall' | 'deadWall',
  forKong: boolean,
  flowers: boolean,
  events: GameEvent[],
  ruleset: Pick<Ruleset, 'deadTiles'>,
  turn: boolean,
  thrown?: DiscardBeforeDraw,
): HandState {
  let hand = start;
  let before = thrown;
  let source = from;
  let kongReplacement = forKong;
  let seabed = false;
  for (;;) {
    const fromWall = source === 'wall';
    const tile = hand.wall[fromWall ? hand.drawIndex : hand.replacementIndex];
    if (tile === undefined) throw new InvariantError(`seat ${seat} draws past the wall's end`);
    events.push({ type: 'tileDrawn', seat, tile, from: source });
    const s = hand.seats[seat];
    const concealed = insertSorted(s.concealed, tile);
    tallyGained(seat, s.concealed, concealed, tile);
    const drawer = seatOf(concealed, s.melds, s.bonus, s.river, tile);
    let seats: HandState['seats'];
    let discards = hand.discards;
    if (before === undefined) seats = seatsWith(hand.seats, seat, drawer);
    else {
      // The discard and the draw change two seats of one new list.
      const both = hand.seats.slice() as [SeatState, SeatState, SeatState, SeatState];
      both[before.seat] = before.state;
      both[seat] = drawer;
      seats = both;
      discards = before.discards;
      before = undefined;
    }
    const drawIndex = fromWall ? hand.drawIndex + 1 : hand.drawIndex;
    const replacementIndex = fromWall ? hand.replacementIndex : hand.replacementIndex - 1;
    // §4.3.5: once a draw empties the live wall, every further replacement is the seabed too.
    if (liveTilesAt(hand, drawIndex, replacementIndex, ruleset) <= 0) seabed = true;
    const kept = !(flowers && isBonus(kindOfId(tile)));
    const phase: Phase =
      kept && turn
        ? {
            kind: 'turn',
            seat,
            step: 'afterDraw',
            source: from === 'wall' ? 'wall' : 'replacement',
            seabed,
            kongReplacement,
          }
        : hand.phase;
    // One new hand per tile: the wall index moves and the tile joins the hand together.
    hand = {
      number: hand.number,
      wall: hand.wall,
      drawIndex,
      replacementIndex,
      seats,
      discards,
      phase,
    };
    if (kept) return hand;
    hand = exposeBonus(hand, seat, tile, events);
    source = 'deadWall';
    kongReplacement = false;
  }
}
