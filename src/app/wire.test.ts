/**
 * The one wiring of the app (design.md, src/app) on a real store and the real bots' worker (a Node
 * worker thread behind the app's BotClient): once wired, a new match's computer seats play by
 * themselves and the coach answers; once disposed, nothing moves on its own; an accepted update
 * waits until no hand is being played and the match is saved.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeNodeBotClients, nodeBotClient } from '../../test/helpers/nodeBotClient';
import { memoryStorage, passOrDiscardDrawn, playHandOut } from '../../test/helpers/store';
import { currentPlayers } from '../engine';
import type { AppStore } from '../store';
import type { Session } from '../persistence';
import { HUMAN, betweenHands, createAppStore, humanSeat, nextBotSeat } from '../store';
import { wire } from './wire';

/** Seed 1 seats the person at West in hand 0, so two bots move before the person does. */
const SEED = 1;

afterEach(closeNodeBotClients);

function newStore(): AppStore {
  const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'unused' });
  store.getState().updateSettings({ botSpeed: 'instant', hints: 'live' });
  return store;
}

/** A session that keeps nothing but counts what is asked of it. */
function countingSession() {
  const counts = { flushes: 0, closes: 0 };
  const session: Session = {
    saver: {
      flush: async () => void counts.flushes++,
      savedActions: () => 0,
      onChange: () => undefined,
      stop() {},
    },
    resumed: 'none',
    onChange: () => undefined,
    close: () => void counts.closes++,
  };
  return { session, counts };
}

/** Waits in real time (the worker thread answers in its own time); fails after `ms`. */
async function eventually(predicate: () => boolean, ms = 30_000): Promise<void> {
  const end = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > end) throw new Error('the condition never came true');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const waitingForPerson = (store: AppStore) => {
  const game = store.getState().game;
  return game !== null && nextBotSeat(game) === null;
};

describe('wire', () => {
  it('plays a new match’s computer seats by themselves, and dispose stops them', async () => {
    const store = newStore();
    const { session, counts } = countingSession();
    const wiring = await wire(store, nodeBotClient(), {
      openSession: async () => session,
    });
    expect(wiring.session).toBe(session);

    store.getState().startMatch(SEED);
    await eventually(() => waitingForPerson(store));
    const { game, log } = store.getState();
    expect(log.length).toBeGreaterThan(0);
    const players = currentPlayers(game!);
    for (const action of log)
      expect(players[(action as { seat: 0 | 1 | 2 | 3 }).seat]).not.toBe(HUMAN);
    // The coach's driver, loaded after start-up, answers for the person's position.
    await eventually(() => store.getState().coach !== null);

    wiring.dispose();
    expect(counts.closes).toBe(1);
    // The person moves; a bot is due next, and nobody moves for it any more.
    const person = passOrDiscardDrawn(game!, humanSeat(game!));
    expect(store.getState().dispatch(person).ok).toBe(true);
    const after = store.getState().game!;
    expect(nextBotSeat(after)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(store.getState().game).toBe(after);
    expect(store.getState().log).toEqual([...log, person]);
  });

  it('applies an accepted update only between hands, once the match is saved', async () => {
    const store = newStore();
    const { session, counts } = countingSession();
    let applied = 0;
    let flushesWhenApplied = -1;
    let updateReady: (() => void) | null = null;
    const wiring = await wire(store, nodeBotClient(), {
      openSession: async () => session,
      updates: (onUpdateReady) => {
        updateReady = onUpdateReady;
        return {
          applyUpdate: async () => {
            applied++;
            flushesWhenApplied = counts.flushes;
          },
        };
      },
    });
    updateReady!();
    expect(store.getState().updateReady).toBe(true);

    store.getState().startMatch(SEED);
    store.getState().acceptUpdate();
    expect(betweenHands(store.getState().game)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(applied).toBe(0);

    playHandOut(store);
    await eventually(() => applied > 0);
    expect(applied).toBe(1);
    expect(flushesWhenApplied).toBe(1);
    wiring.dispose();
  });
});
