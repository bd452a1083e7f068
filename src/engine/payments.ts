/**
 * Zung Jung payments (zung-jung.md §12): the winner always collects 3 × V; a responsible discarder
 * pays 3V − 50 of it when V ≥ 26 (25 is the par), and same-turn immunity (§12.5) decides who that is.
 */
import type { Seat, TileKind } from './tiles';

/** §12.3: the par value. */
export const PAR = 25;

/** Net payment per seat, indexed East, South, West, North; positive = receives. Zero-sum. */
export type Payments = readonly [number, number, number, number];

/**
 * §12.1–§12.3. `responsible` is the seat held responsible for a discard win (after immunity), or
 * null when nobody is: a self-drawn win, or immunity case A.
 */
export function settle(value: number, winner: Seat, responsible: Seat | null): Payments {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`hand value must be a positive integer: ${value}`);
  if (responsible === winner)
    throw new RangeError('the winner cannot be responsible for his own win');
  const payments: [number, number, number, number] = [0, 0, 0, 0];
  for (let seat = 0; seat < 4; seat++) {
    if (seat === winner) continue;
    if (responsible === null || value <= PAR) payments[seat] = -value;
    else payments[seat] = seat === responsible ? -(3 * value - 2 * PAR) : -PAR;
  }
  payments[winner] = 3 * value;
  return payments;
}

/** One discard of the hand (§12.5 discard log): every real discard, claimed or not. */
export interface DiscardRecord {
  readonly seat: Seat;
  readonly tile: TileKind;
}

/**
 * §12.5 same-turn immunity. `log` is the hand's discard log ending with the winning discard (a
 * robbed kong tile is logged as the kong player's discard, §7.5). Returns the responsible seat, or
 * null when nobody is responsible (case A: the winner himself discarded that tile in the window).
 */
export function responsibleForDiscardWin(log: readonly DiscardRecord[], winner: Seat): Seat | null {
  const winning = log[log.length - 1];
  if (winning === undefined)
    throw new RangeError('the discard log must end with the winning discard');
  if (winning.seat === winner) throw new RangeError('a player cannot win on his own discard');
  // The window runs from the winner's last discard before the winning one (included) up to the
  // winning discard (excluded); from the first discard if he has not discarded yet (D-13).
  const before = log.slice(0, -1);
  const start = Math.max(0, before.map((d) => d.seat).lastIndexOf(winner));
  for (const d of before.slice(start)) {
    if (d.tile !== winning.tile) continue;
    return d.seat === winner ? null : d.seat; // case A, case B
  }
  return winning.seat;
}
