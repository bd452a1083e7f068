/** The match (§3): seating, the deal passing every hand, running totals and final standings. */
import type { Seat } from '../tiles';
import type { GameOptions, HandSummary, MatchState, PlayerIndex } from './types';

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
  return [0, 1, 2, 3].map((seat) => seating[(((seat + shift) % 4) + 4) % 4]!) as unknown as Seating;
}

export function recordHand(match: MatchState, summary: HandSummary): MatchState {
  const totals = match.totals.map(
    (t, player) => t + summary.payments[player]!,
  ) as unknown as MatchState['totals'];
  return { ...match, totals, history: [...match.history, summary] };
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

export function standings(totals: readonly number[]): Standing[] {
  return ([0, 1, 2, 3] as PlayerIndex[])
    .map((player) => ({
      player,
      total: totals[player]!,
      place: 1 + totals.filter((t) => t > totals[player]!).length,
    }))
    .sort((a, b) => a.place - b.place || a.player - b.player);
}
