/**
 * Drawing tiles (§4.2, §5.1): the first remaining tile for a normal draw, the last for a
 * replacement; flowers and seasons are exposed and replaced at once (§4.4.2, automatic by §4.4.4).
 */
import type { Seat, TileId } from '../tiles';
import { isBonus, kindOfId } from '../tiles';
import { insertSorted, liveTiles, updateSeat, withHandFields } from './hand';
import type { Ruleset } from '../rulesets/types';
import type { GameEvent, HandState } from './types';

export interface Drawn {
  readonly hand: HandState;
  readonly tile: TileId;
  /** The draw left no live tile: this is the seabed tile (§4.3.1, and §4.3.5 for bonus chains). */
  readonly seabed: boolean;
  /** The kept tile is the direct replacement of the player's own kong (9.2; D-12 excludes bonus chains). */
  readonly kongReplacement: boolean;
}

function takeOne(hand: HandState, from: 'wall' | 'deadWall'): { hand: HandState; tile: TileId } {
  if (from === 'wall') {
    return {
      hand: withHandFields(hand, { drawIndex: hand.drawIndex + 1 }),
      tile: hand.wall[hand.drawIndex]!,
    };
  }
  return {
    hand: withHandFields(hand, { replacementIndex: hand.replacementIndex - 1 }),
    tile: hand.wall[hand.replacementIndex]!,
  };
}

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
 * Draws a tile into the seat's hand: from the live wall, or from the dead wall as a replacement
 * (for a kong when `forKong`). Bonus tiles are exposed and replaced until a playing tile arrives.
 */
export function drawTile(
  start: HandState,
  seat: Seat,
  from: 'wall' | 'deadWall',
  forKong: boolean,
  flowers: boolean,
  events: GameEvent[],
  ruleset: Pick<Ruleset, 'deadTiles'>,
): Drawn {
  let hand = start;
  let source = from;
  let kongReplacement = forKong;
  let seabed = false;
  for (;;) {
    const taken = takeOne(hand, source);
    hand = taken.hand;
    const tile = taken.tile;
    events.push({ type: 'tileDrawn', seat, tile, from: source });
    // §4.3.5: once a draw empties the live wall, every further replacement is the seabed too.
    if (liveTiles(hand, ruleset) <= 0) seabed = true;
    hand = updateSeat(hand, seat, {
      concealed: insertSorted(hand.seats[seat].concealed, tile),
      drawn: tile,
    });
    if (!(flowers && isBonus(kindOfId(tile)))) return { hand, tile, seabed, kongReplacement };
    hand = exposeBonus(hand, seat, tile, events);
    source = 'deadWall';
    kongReplacement = false;
  }
}
