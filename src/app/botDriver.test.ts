/**
 * The bot driver with the real bots (the worker's `botApi.decide`, run on this thread) and timers
 * that fire at once: the computer seats play until the table waits for the person, every bot move
 * goes through the engine, late replies are dropped, and a failed bot never stalls the table.
 */
import { describe, expect, it } from 'vitest';
import {
  immediateTimers,
  memoryStorage,
  passOrDiscardDrawn,
  tick,
  until,
} from '../../test/helpers/store';
import type { Action, GameState } from '../engine';
import { apply, legalActions, newGame, playersAtSeats, replay, stateHash } from '../engine';
import type { DecisionOutcome } from '../worker/client';
import { botApi } from '../worker/botApi';
import type { DecisionRequest } from '../worker/protocol';
import type { BotDecider } from './botDriver';
import { nextBotSeat, safeAction } from '../store';
import { driveBots } from './botDriver';
import type { AppStore } from '../store';
import { HUMAN, createAppStore, humanSeat } from '../store';

/** Seed 1 seats the person at West in hand 0, so two bots move before the person does. */
const SEED = 1;

function newStore(): AppStore {
  const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'unused' });
  store.getState().updateSettings({ botSpeed: 'instant' });
  return store;
}

/** The real bots, answering on the next microtask; every decision is kept. */
function realBots(): BotDecider & { readonly decided: Action[] } {
  const decided: Action[] = [];
  return {
    decided,
    async decide(request) {
      const action = botApi.decide(request);
      decided.push(action);
      return { status: 'decided', action };
    },
    invalidate() {},
  };
}

const waitingForPerson = (store: AppStore) => {
  const game = store.getState().game;
  return game !== null && nextBotSeat(game) === null;
};

/** Each logged action with the state it was applied to and the player who took it. */
function replaySteps(game: GameState, log: readonly Action[]) {
  const created = newGame(game.config);
  if (!created.ok) throw new Error(created.error.code);
  let state = created.value.state;
  return log.map((action) => {
    const before = state;
    const result = apply(state, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(action)}`);
    state = result.state;
    const players = playersAtSeats(
      before.match.seating,
      before.hand.number,
      before.config.options.dealPass,
    );
    const player = 'seat' in action ? players[action.seat] : null;
    return { before, action, player };
  });
}

describe('driveBots with the real bots', () => {
  it('plays the computer seats until the table waits for the person', async () => {
    const store = newStore();
    store.getState().startMatch(SEED);
    expect(humanSeat(store.getState().game!)).not.toBe(0);
    const bots = realBots();
    const stop = driveBots(store, bots, immediateTimers());
    await until(() => waitingForPerson(store));
    stop();

    const { game, log } = store.getState();
    const seat = humanSeat(game!);
    expect(legalActions(game!, seat).length).toBeGreaterThan(0);
    expect(log.length).toBeGreaterThan(0);
    // Every bot move was legal where it was played, and was the bot's own decision.
    const steps = replaySteps(game!, log);
    for (const { before, action, player } of steps) {
      expect(player).not.toBe(HUMAN);
      expect(legalActions(before, (action as { seat: 0 | 1 | 2 | 3 }).seat)).toContainEqual(action);
    }
    expect(log).toEqual(bots.decided.slice(0, log.length));
  });

  it('finishes a hand with the person always passing and discarding the drawn tile', async () => {
    const store = newStore();
    store.getState().startMatch(SEED);
    const stop = driveBots(store, realBots(), immediateTimers());
    let personMoves = 0;
    for (let guard = 0; guard < 500; guard++) {
      await until(() => waitingForPerson(store));
      const game = store.getState().game!;
      const phase = game.hand.phase.kind;
      if (phase === 'handOver' || phase === 'matchOver') break;
      const seat = humanSeat(game);
      const result = store.getState().dispatch(passOrDiscardDrawn(game, seat));
      expect(result.ok).toBe(true);
      personMoves++;
    }
    stop();

    const { game, log } = store.getState();
    expect(game!.hand.phase.kind).toBe('handOver');
    expect(personMoves).toBeGreaterThan(0);
    const phase = game!.hand.phase as Extract<GameState['hand']['phase'], { kind: 'handOver' }>;
    expect(['win', 'draw']).toContain(phase.result.kind);
    expect(game!.match.history).toHaveLength(1);
    const replayed = replay({ ...game!.config, actions: log });
    expect(replayed.ok && stateHash(replayed.value)).toBe(stateHash(game));
    // Between hands the driver waits: nobody but the person can deal the next hand.
    expect(nextBotSeat(game!)).toBeNull();
  });
});

describe('what the driver asks the bots', () => {
  it('asks at each opponent’s own level, with only that seat’s view of the table', async () => {
    const store = newStore();
    store.getState().updateSettings({ botLevels: ['beginner', 'standard', 'strong'] });
    store.getState().startMatch(SEED);
    const requests: DecisionRequest[] = [];
    const bots: BotDecider = {
      async decide(request) {
        requests.push(request);
        return { status: 'decided', action: botApi.decide(request) };
      },
      invalidate() {},
    };
    const stop = driveBots(store, bots, immediateTimers());
    await until(() => waitingForPerson(store));
    stop();
    expect(requests.length).toBeGreaterThan(0);
    const levels = ['beginner', 'standard', 'strong'];
    for (const { view, level } of requests) {
      const player = view.seats[view.seat].player;
      expect(player).not.toBe(HUMAN);
      expect(level).toBe(levels[player - 1]);
      // A bot never sees another seat's concealed tiles (design.md, engine contract).
      for (const seat of view.seats) if (seat.seat !== view.seat) expect(seat.concealed).toBeNull();
    }
  });
});

describe('driveBots when the bots are late or fail', () => {
  it('drops a reply that arrives after the table moved on', async () => {
    const store = newStore();
    store.getState().startMatch(SEED);
    const pending: { request: DecisionRequest; answer: (o: DecisionOutcome) => void }[] = [];
    const bots: BotDecider = {
      decide: (request) => new Promise((answer) => pending.push({ request, answer })),
      invalidate() {},
    };
    const stop = driveBots(store, bots, immediateTimers());
    await until(() => pending.length === 1);
    const late = botApi.decide(pending[0]!.request);

    // The same deal again: a new state in which the late answer would still be legal.
    store.getState().startMatch(SEED);
    const fresh = store.getState().game!;
    expect(legalActions(fresh, nextBotSeat(fresh)!)).toContainEqual(late);
    pending[0]!.answer({ status: 'decided', action: late });
    for (let i = 0; i < 10; i++) await tick();
    expect(store.getState().log).toEqual([]);
    expect(store.getState().game).toBe(fresh);

    // The question asked about the new state is answered and played.
    await until(() => pending.length === 2);
    pending[1]!.answer({ status: 'decided', action: late });
    await until(() => store.getState().log.length === 1);
    expect(store.getState().log).toEqual([late]);
    stop();
  });

  it('plays the safe move when the bots fail: pass, or discard the drawn tile', async () => {
    const store = newStore();
    store.getState().startMatch(SEED);
    const bots: BotDecider = {
      decide: async () => ({ status: 'failed', reason: 'the worker crashed' }),
      invalidate() {},
    };
    const stop = driveBots(store, bots, immediateTimers());
    await until(() => waitingForPerson(store));
    stop();

    const { game, log } = store.getState();
    expect(log.length).toBeGreaterThan(0);
    for (const { before, action } of replaySteps(game!, log)) {
      const seat = (action as { seat: 0 | 1 | 2 | 3 }).seat;
      expect(action).toEqual(safeAction(before, seat));
      const drawn = before.hand.seats[seat].drawn;
      expect(action.type === 'pass' || (action.type === 'discard' && action.tile === drawn)).toBe(
        true,
      );
    }
    expect(legalActions(game!, humanSeat(game!)).length).toBeGreaterThan(0);
  });

  it('replaces an illegal reply by the safe move, so the table never stalls', async () => {
    const store = newStore();
    store.getState().startMatch(SEED);
    const bots: BotDecider = {
      // A discard of a tile nobody holds.
      decide: async (request) => ({
        status: 'decided',
        action: { type: 'discard', seat: request.view.seat, tile: 9999 as never },
      }),
      invalidate() {},
    };
    const first = store.getState().game!;
    const stop = driveBots(store, bots, immediateTimers());
    await until(() => store.getState().log.length > 0);
    stop();
    expect(store.getState().log[0]).toEqual(safeAction(first, nextBotSeat(first)!));
  });

  it('waits longer at slower bot speeds, and not at all at "instant"', async () => {
    const firstDelay = async (speed: 'slow' | 'fast' | 'instant') => {
      const store = newStore();
      store.getState().updateSettings({ botSpeed: speed });
      store.getState().startMatch(SEED);
      const timers = immediateTimers();
      const bots: BotDecider = { decide: () => new Promise(() => {}), invalidate() {} };
      const stop = driveBots(store, bots, timers);
      stop();
      return timers.delays[0];
    };
    const slow = await firstDelay('slow');
    const fast = await firstDelay('fast');
    expect(slow).toBeGreaterThan(fast!);
    expect(fast).toBeGreaterThan(0);
    expect(await firstDelay('instant')).toBe(0);
  });

  it('stops driving when stopped: no further bot moves', async () => {
    const store = newStore();
    store.getState().startMatch(SEED);
    const stop = driveBots(store, realBots(), immediateTimers());
    stop();
    for (let i = 0; i < 20; i++) await tick();
    expect(store.getState().log).toEqual([]);
  });
});
