/**
 * Plays the three computer seats: whenever the table waits for a bot, the driver asks the bots'
 * worker for a decision on that seat's view and dispatches it like any other action (design.md,
 * "the flow of one move"). A person can follow the play because each bot waits for the chosen bot
 * speed first. When the table moves on before a reply arrives, the reply is dropped.
 */
import type { GameState, Seat } from '../engine';
import type { AppStore, Timers } from '../store';
import { BOT_DELAY_MS, browserTimers, gameEngine, nextBotSeat, safeAction } from '../store';
import type { DecisionOutcome } from '../worker/client';
import type { DecisionRequest } from '../worker/protocol';

/** The part of the worker client the driver needs (src/worker/client.ts `BotClient`). */
export interface BotDecider {
  decide(request: DecisionRequest): Promise<DecisionOutcome>;
  invalidate(): void;
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
    const { currentPlayers, playerView } = gameEngine();
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
