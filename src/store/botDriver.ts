/**
 * Plays the three computer seats: whenever the table waits for a bot, the driver asks the bots'
 * worker for a decision on that seat's view and dispatches it like any other action (design.md,
 * "the flow of one move"). A person can follow the play because each bot waits for the chosen bot
 * speed first. When the table moves on before a reply arrives, the reply is dropped.
 */
import type { Action, GameState, Seat } from '../engine';
import { legalActions, playerView, currentPlayers, seatsToAct } from '../engine';
import type { DecisionOutcome } from '../worker/client';
import type { DecisionRequest } from '../worker/protocol';
import { BOT_DELAY_MS } from './settings';
import type { AppStore } from './store';
import { HUMAN } from './store';

/** The part of the worker client the driver needs (src/worker/client.ts `BotClient`). */
export interface BotDecider {
  decide(request: DecisionRequest): Promise<DecisionOutcome>;
  invalidate(): void;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The first computer seat the table is waiting for, or null when it waits for the person. */
export function nextBotSeat(game: GameState): Seat | null {
  const players = currentPlayers(game);
  return seatsToAct(game).find((seat) => players[seat] !== HUMAN) ?? null;
}

/**
 * A safe move when no bot could decide (a failed worker and fallback): pass a claim, or throw
 * away the tile just drawn. Always legal, because it is taken from the legal actions.
 */
export function safeAction(game: GameState, seat: Seat): Action | null {
  const legal = legalActions(game, seat);
  const drawn = game.hand.seats[seat].drawn;
  return (
    legal.find((a) => a.type === 'pass') ??
    legal.find((a) => a.type === 'discard' && a.tile === drawn) ??
    legal.find((a) => a.type === 'discard') ??
    null
  );
}

/** Starts driving the bot seats of `store`; returns the function that stops it. */
export function driveBots(store: AppStore, bots: BotDecider, timers: Timers = browserTimers) {
  let working: GameState | null = null;
  let timer: unknown = null;

  const stopWaiting = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
    working = null;
  };

  const decideFor = async (game: GameState, seat: Seat) => {
    const players = currentPlayers(game);
    const level = store.getState().settings.botLevels[players[seat] - 1] ?? 'standard';
    const { log } = store.getState();
    const outcome = await bots.decide({
      view: playerView(game, seat),
      level,
      seed: `${String(game.config.seed)}/${log.length}/${seat}`,
    });
    if (store.getState().game !== game || outcome.status === 'stale') return;
    const action = outcome.status === 'failed' ? safeAction(game, seat) : outcome.action;
    if (action === null) return;
    const applied = store.getState().dispatch(action);
    // A bot must never stall the table: an illegal reply is replaced by the safe move.
    if (!applied.ok) {
      const safe = safeAction(game, seat);
      if (safe !== null && store.getState().game === game) store.getState().dispatch(safe);
    }
  };

  const onChange = () => {
    const { game, settings } = store.getState();
    if (game === working) return;
    stopWaiting();
    bots.invalidate();
    if (game === null) return;
    const seat = nextBotSeat(game);
    if (seat === null) return;
    working = game;
    // Claim decisions are quick at a real table; a full pause there would drag every discard.
    const inClaim = game.hand.phase.kind !== 'turn';
    const delay = BOT_DELAY_MS[settings.botSpeed] / (inClaim ? 3 : 1);
    timer = timers.setTimeout(() => {
      timer = null;
      void decideFor(game, seat);
    }, delay);
  };

  const unsubscribe = store.subscribe(onChange);
  onChange();
  return () => {
    unsubscribe();
    stopWaiting();
    bots.invalidate();
  };
}
