/** The match (§3): seating, the deal passing every hand, running totals and final standings. */
import { rulesetOf } from '../rulesets';
import type { Seat } from '../tiles';
import { seatAt, seatTuple } from '../tiles';
import type { GameOptions, GameState, HandSummary, MatchState, PlayerIndex } from './types';

type Seating = readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];

/**
 * The player at each seat for hand `number` (0-based). With `next` the previous South deals next
 * (§3.3 default); with `previous` the previous North does (D-1).
 */
export function playersAtSeats(
  seating: Seating,
  number: number,
  dealPass: GameOptions['dealPass'],
): Seating {
  const shift = dealPass === 'next' ? number : -number;
  return seatTuple((seat) => seating[seatAt(seat + shift)]);
}

/**
 * The player at each seat for the state's current hand, in any ruleset: in Zung Jung the deal
 * passes every hand; in Ravenna only after a hand won by a player other than East (ravenna.md §9).
 * Prefer this to `playersAtSeats(seating, hand.number, …)`, which is the Zung Jung rotation only.
 */
export function currentPlayers(state: GameState): Seating {
  const rotation = rulesetOf(state.config.ruleset).rotation(state.match, state.hand.number);
  return playersAtSeats(state.match.seating, rotation, state.config.options.dealPass);
}

/**
 * Each player's balance: the running total, plus the starting balance in Ravenna (§1.2, R-1,
 * option `ravenna.startingBalance`); Zung Jung totals start at 0.
 */
export function balances(state: GameState): [number, number, number, number] {
  const start = rulesetOf(state.config.ruleset).startingBalance(state.config.options);
  return state.match.totals.map((t) => start + t) as [number, number, number, number];
}

export function recordHand(match: MatchState, summary: HandSummary): MatchState {
  const totals = seatTuple((player) => match.totals[player] + summary.payments[player]);
  // Written out (the fields of MatchState, in order) rather than spread: every hand ends here.
  const history = match.history.slice();
  history.push(summary);
  return { seating: match.seating, totals, history };
}

/** Net payments by seat → by player for the hand's seating. */
export function paymentsByPlayer(
  bySeat: readonly number[],
  players: Seating,
): [number, number, number, number] {
  const out: [number, number, number, number] = [0, 0, 0, 0];
  bySeat.forEach((amount, seat) => {
    out[players[seat as Seat]] += amount;
  });
  return out;
}

export interface Standing {
  readonly player: PlayerIndex;
  readonly total: number;
  /** 1 = first; equal totals share a place (D-2). */
  readonly place: number;
}

const PLAYERS: readonly PlayerIndex[] = [0, 1, 2, 3];

export function standings(totals: readonly number[]): Standing[] {
  return PLAYERS.flatMap((player) => {
    const total = totals[player];
    // A player without a total has no place.
    return total === undefined
      ? []
      : [{ player, total, place: 1 + totals.filter((t) => t > total).length }];
  }).sort((a, b) => a.place - b.place || a.player - b.player);
}
