/**
 * Starting a hand: the wall, the deal of §4.2 and the bonus-tile replacements of §4.4.1 (in
 * Ravenna: the deal of ravenna.md §4.1 and the replacement rounds of §4.2).
 */
import type { Result } from '../errors';
import { defined, ok } from '../errors';
import type { RngState } from '../rng';
import type { Seat, TileId } from '../tiles';
import { isBonus, kindOfId, seatTuple } from '../tiles';
import { drawTile, exposeBonus } from './draw';
import type { GameConfig, GameEvent, HandState, SeatState } from './types';
import { rulesetOf } from '../rulesets';
import type { Ruleset } from '../rulesets/types';
import { DEALT_TILES, riggedWall, shuffledWall } from './wall';

/**
 * `ids` put in ascending order where they lie, by insertion (no comparator, no sort buffer): a dealt
 * hand is thirteen or fourteen tiles, a set three or four, sorted at every deal and claim.
 */
export function sortedIds(ids: TileId[]): TileId[] {
  for (let i = 1; i < ids.length; i++) {
    const id = ids[i];
    if (id === undefined) continue;
    let j = i;
    for (; j > 0; j--) {
      const before = ids[j - 1];
      if (before === undefined || before <= id) break;
      ids[j] = before;
    }
    ids[j] = id;
  }
  return ids;
}

function emptySeat(concealed: TileId[]): SeatState {
  return {
    concealed: sortedIds(concealed),
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
  const ruleset = rulesetOf(config.ruleset);
  const flowers = ruleset.withBonus(config.options);
  const positions = ruleset.dealPositions;
  const rig = config.rig?.walls?.[number];
  let built: { wall: TileId[]; rng: RngState };
  if (rig === undefined) built = shuffledWall(rng, flowers);
  else {
    const rigged = riggedWall(rig, rng, flowers, positions);
    if (!rigged.ok) return rigged;
    built = rigged.value;
  }
  const { wall } = built;
  const seats: [SeatState, SeatState, SeatState, SeatState] = [
    ...seatTuple((seat) =>
      emptySeat(positions[seat].map((p) => defined(wall[p], 'a dealt wall position'))),
    ),
  ];
  // East's 14th dealt tile is the one he "holds apart" (the winning tile if he wins on Heaven).
  const apart = defined(positions[0].at(-1), "East's last deal position");
  seats[0] = { ...seats[0], drawn: defined(wall[apart], "East's 14th tile") };
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
  if (flowers && ruleset.initialBonus === 'chains') {
    // §4.4.1: East first, then South, West, North, each completing his own chain.
    for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
      for (;;) {
        const replaced = replaceBonusTiles(hand, seat, events, ruleset);
        if (replaced === null) break;
        hand = replaced;
      }
      if (seat !== 0) hand = { ...hand, seats: withDrawnCleared(hand.seats, seat) };
    }
  }
  if (flowers && ruleset.initialBonus === 'rounds') {
    // ravenna.md §4.2, R-6: in each round East, South, West, North replace the bonus tiles they
    // hold; a bonus tile received as a replacement waits for the next round.
    for (let any = true; any;) {
      any = false;
      for (let seat = 0 as Seat; seat < 4; seat = (seat + 1) as Seat) {
        const replaced = replaceBonusTiles(hand, seat, events, ruleset);
        if (replaced === null) continue;
        hand = replaced;
        any = true;
      }
    }
    for (const seat of [1, 2, 3] as Seat[])
      hand = { ...hand, seats: withDrawnCleared(hand.seats, seat) };
  }
  return ok({ hand, rng: built.rng });
}

/**
 * Exposes every bonus tile the seat holds and draws as many replacements from the end of the wall,
 * one at a time (a bonus tile among them stays in hand for the caller's next pass); null when the
 * seat holds none.
 */
function replaceBonusTiles(
  start: HandState,
  seat: Seat,
  events: GameEvent[],
  ruleset: Ruleset,
): HandState | null {
  const bonus = start.seats[seat].concealed.filter((t) => isBonus(kindOfId(t)));
  if (bonus.length === 0) return null;
  let hand = start;
  for (const tile of bonus) hand = exposeBonus(hand, seat, tile, events);
  for (let i = 0; i < bonus.length; i++) {
    hand = drawTile(hand, seat, 'deadWall', false, false, events, ruleset, false);
  }
  return hand;
}

function withDrawnCleared(seats: HandState['seats'], seat: Seat): HandState['seats'] {
  const copy: [SeatState, SeatState, SeatState, SeatState] = [...seats];
  copy[seat] = { ...copy[seat], drawn: null };
  return copy;
}
