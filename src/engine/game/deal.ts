/** Starting a hand: the wall, the deal of §4.2 and the bonus-tile replacements of §4.4.1. */
import type { Result } from '../errors';
import { ok } from '../errors';
import type { RngState } from '../rng';
import type { Seat, TileId } from '../tiles';
import { isBonus, kindOfId } from '../tiles';
import { drawTile, exposeBonus } from './draw';
import type { GameConfig, GameEvent, HandState, SeatState } from './types';
import { DEALT_TILES, DEAL_POSITIONS, riggedWall, shuffledWall } from './wall';

function emptySeat(concealed: TileId[]): SeatState {
  return {
    concealed: concealed.sort((a, b) => a - b),
    melds: [],
    bonus: [],
    river: [],
    drawn: null,
  };
}

export function dealHand(
  config: GameConfig,
  number: number,
  rng: RngState,
  events: GameEvent[],
): Result<{ hand: HandState; rng: RngState }> {
  const flowers = config.options.flowers;
  const rig = config.rig?.walls?.[number];
  let built: { wall: TileId[]; rng: RngState };
  if (rig === undefined) built = shuffledWall(rng, flowers);
  else {
    const rigged = riggedWall(rig, rng, flowers);
    if (!rigged.ok) return rigged;
    built = rigged.value;
  }
  const { wall } = built;
  const seats = DEAL_POSITIONS.map((positions) => emptySeat(positions.map((p) => wall[p]!))) as [
    SeatState,
    SeatState,
    SeatState,
    SeatState,
  ];
  // East's 14th dealt tile is the one he "holds apart" (the winning tile if he wins on Heaven).
  seats[0] = { ...seats[0], drawn: wall[49]! };
  events.push({ type: 'handStarted', number });
  let hand: HandState = {
    number,
    wall,
    drawIndex: DEALT_TILES,
    replacementIndex: wall.length - 1,
    seats,
    discards: [],
    phase: {
      kind: 'turn',
      seat: 0,
      step: 'afterDraw',
      source: 'deal',
      seabed: false,
      kongReplacement: false,
    },
  };
  if (flowers) {
    // §4.4.1: East first, then South, West, North, each completing his own chain.
    for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
      for (;;) {
        const bonus = hand.seats[seat].concealed.filter((t) => isBonus(kindOfId(t)));
        if (bonus.length === 0) break;
        for (const tile of bonus) hand = exposeBonus(hand, seat, tile, events);
        for (let i = 0; i < bonus.length; i++) {
          // Replacements of the deal are drawn one at a time; a bonus among them is handled by the loop.
          const drawn = drawTile(hand, seat, 'deadWall', false, false, events);
          hand = drawn.hand;
        }
      }
      if (seat !== 0) hand = { ...hand, seats: withDrawnCleared(hand.seats, seat) };
    }
  }
  return ok({ hand, rng: built.rng });
}

function withDrawnCleared(seats: HandState['seats'], seat: Seat): HandState['seats'] {
  const copy = seats.slice() as [SeatState, SeatState, SeatState, SeatState];
  copy[seat] = { ...copy[seat], drawn: null };
  return copy;
}
