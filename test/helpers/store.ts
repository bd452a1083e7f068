/**
 * Helpers for tests of the app store: settings kept in memory instead of localStorage, timers that
 * fire on the next turn of the event loop (so the bot driver runs without real delays), and a way
 * to play a hand out through `dispatch` like a person who never claims.
 */
import type { StateStorage } from 'zustand/middleware';
import type { Action, GameState, Seat } from '../../src/engine';
import { legalActions, seatsToAct } from '../../src/engine';
import type { AppStore, Timers } from '../../src/store';

export interface MemoryStorage extends StateStorage {
  readonly data: Map<string, string>;
}

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => {
      data.set(name, value);
    },
    removeItem: (name) => {
      data.delete(name);
    },
  };
}

/** Timers whose callbacks run on the next macrotask whatever the delay; the delays asked are kept. */
export function immediateTimers(): Timers & { readonly delays: number[] } {
  const delays: number[] = [];
  return {
    delays,
    setTimeout(callback, ms) {
      delays.push(ms);
      const handle = { cancelled: false };
      setImmediate(() => {
        if (!handle.cancelled) callback();
      });
      return handle;
    },
    clearTimeout(handle) {
      (handle as { cancelled: boolean }).cancelled = true;
    },
  };
}

export const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Lets the event loop run until `predicate` holds; fails after `limit` turns. */
export async function until(predicate: () => boolean, limit = 20_000): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (predicate()) return;
    await tick();
  }
  throw new Error('the condition never came true');
}

/** The move of a player who never claims: pass, or throw away the tile just drawn. */
export function passOrDiscardDrawn(game: GameState, seat: Seat): Action {
  const legal = legalActions(game, seat);
  const drawn = game.hand.seats[seat].drawn;
  const action =
    legal.find((a) => a.type === 'pass') ??
    legal.find((a) => a.type === 'discard' && a.tile === drawn) ??
    legal.find((a) => a.type === 'discard');
  if (action === undefined) throw new Error(`seat ${seat} has nothing to pass or discard`);
  return action;
}

/** Plays the current hand to its end through the store, every seat passing and discarding its draw. */
export function playHandOut(store: AppStore): GameState {
  for (let guard = 0; guard < 2000; guard++) {
    const game = store.getState().game;
    if (game === null) throw new Error('no game');
    const kind = game.hand.phase.kind;
    if (kind === 'handOver' || kind === 'matchOver') return game;
    const seat = seatsToAct(game)[0]!;
    const result = store.getState().dispatch(passOrDiscardDrawn(game, seat));
    if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  }
  throw new Error('the hand did not end');
}
