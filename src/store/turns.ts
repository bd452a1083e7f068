/**
 * Who the table waits for, and the move that is always safe for a seat: pure queries of the game
 * that the drivers (src/app) and the tutorial's lesson tables share, and the timers they run on.
 */
import type { Action, GameState, Seat } from '../engine';
import { gameEngine } from './gameEngine';
import { HUMAN } from './store';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The first computer seat the table is waiting for, or null when it waits for the person. */
export function nextBotSeat(game: GameState): Seat | null {
  const { currentPlayers, seatsToAct } = gameEngine();
  const players = currentPlayers(game);
  return seatsToAct(game).find((seat) => players[seat] !== HUMAN) ?? null;
}

/**
 * A safe move when no bot could decide (a failed worker and fallback): pass a claim, or throw
 * away the tile just drawn. Always legal, because it is taken from the legal actions.
 */
export function safeAction(game: GameState, seat: Seat): Action | null {
  const legal = gameEngine().legalActions(game, seat);
  const drawn = game.hand.seats[seat].drawn;
  return (
    legal.find((a) => a.type === 'pass') ??
    legal.find((a) => a.type === 'discard' && a.tile === drawn) ??
    legal.find((a) => a.type === 'discard') ??
    null
  );
}
