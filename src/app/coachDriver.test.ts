/**
 * The coach driver with the real coach (the worker's `botApi.coach`, run on this thread): it asks
 * about the person's view only, one question at a time with the newest position first, keeps the
 * advice for the position on the table, turns off with the hints, reviews the person's decision in
 * the "after I choose" mode — and what it asks never depends on hidden tiles.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPosition, shuffleHidden } from '../../test/helpers/hidden';
import { memoryStorage, passOrDiscardDrawn, tick, until } from '../../test/helpers/store';
import { Rng, seatsToAct, seedRng } from '../engine';
import type { GameState, PlayerIndex } from '../engine';
import { botApi } from '../worker/botApi';
import type { CoachAdvice, CoachRequest } from '../worker/protocol';
import { coachKey, selectFreshAdvice } from '../store';
import type { CoachAsker } from './coachDriver';
import { COACH_TIMEOUT_MS, coachRequestOf, driveCoach } from './coachDriver';
import { selectHumanView } from '../store';
import type { HintMode } from '../store';
import type { AppStore } from '../store';
import { createAppStore, humanSeat } from '../store';

function newStore(hints: HintMode = 'live'): AppStore {
  const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'unused' });
  store.getState().updateSettings({ hints });
  return store;
}

/** The real coach, answering when told to (or at once); every request is kept. */
function coachAsker(auto = true) {
  const requests: CoachRequest[] = [];
  const pending: (() => void)[] = [];
  const asker: CoachAsker & { requests: CoachRequest[]; answer: () => void } = {
    requests,
    coach(request) {
      requests.push(request);
      return new Promise<CoachAdvice | null>((resolve) => {
        const reply = () => resolve(botApi.coach(request));
        if (auto) queueMicrotask(reply);
        else pending.push(reply);
      });
    },
    answer() {
      pending.shift()?.();
    },
  };
  return asker;
}

/** Manual timers: `fire()` runs every callback due. */
function manualTimers() {
  const waiting = new Set<{ callback: () => void; ms: number }>();
  return {
    setTimeout(callback: () => void, ms: number) {
      const handle = { callback, ms };
      waiting.add(handle);
      return handle;
    },
    clearTimeout(handle: unknown) {
      waiting.delete(handle as { callback: () => void; ms: number });
    },
    fire() {
      for (const h of [...waiting]) {
        waiting.delete(h);
        h.callback();
      }
    },
    get count() {
      return waiting.size;
    },
  };
}

/** The person sits at East in these games, so the first decision is the person's. */
const PERSON_EAST: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3];

function startAtEast(store: AppStore) {
  const game = randomPosition('coach-driver', 0, PERSON_EAST);
  store.setState({ game, log: [], screen: 'table' });
}

describe('driveCoach', () => {
  it('asks about the person’s view and keeps the advice for the position on the table', async () => {
    const store = newStore();
    startAtEast(store);
    const asker = coachAsker();
    const stop = driveCoach(store, asker);
    await until(() => selectFreshAdvice(store.getState()) !== null);
    const view = selectHumanView(store.getState())!;
    expect(asker.requests).toHaveLength(1);
    expect(asker.requests[0]!.view).toBe(view);
    expect(store.getState().coach!.key).toBe(coachKey(view));
    expect(selectFreshAdvice(store.getState())!.discard).not.toBeNull();
    // The table moves on: the old advice is no longer fresh until the coach answers again.
    const game = store.getState().game!;
    store.getState().dispatch(passOrDiscardDrawn(game, humanSeat(game)));
    expect(selectFreshAdvice(store.getState())).toBeNull();
    await until(() => selectFreshAdvice(store.getState()) !== null);
    expect(asker.requests).toHaveLength(2);
    stop();
  });

  it('asks again when the person changes what the coach aims for (issue 16)', async () => {
    const store = newStore();
    startAtEast(store);
    const asker = coachAsker();
    const stop = driveCoach(store, asker);
    await until(() => selectFreshAdvice(store.getState()) !== null);
    // The default aim first: the most points (issue 36).
    expect(asker.requests[0]!.aim).toBe('points');
    expect(selectFreshAdvice(store.getState())!.discard!.aim).toBe('points');
    store.getState().updateSettings({ coachAim: 'win' });
    // The advice for points is gone at once, and the coach is asked about winning more hands.
    expect(selectFreshAdvice(store.getState())).toBeNull();
    await until(() => selectFreshAdvice(store.getState()) !== null);
    expect(asker.requests.map((r) => r.aim)).toEqual(['points', 'win']);
    const advice = selectFreshAdvice(store.getState())!;
    expect(advice.discard!.aim).toBe('win');
    expect(advice).toEqual(botApi.coach({ view: selectHumanView(store.getState())!, aim: 'win' }));
    stop();
  });

  it('asks one question at a time, the newest position next', async () => {
    const store = newStore();
    startAtEast(store);
    const asker = coachAsker(false);
    const stop = driveCoach(store, asker);
    expect(asker.requests).toHaveLength(1);
    // Three moves while the coach is busy with the first position.
    for (let i = 0; i < 3; i++) {
      const game = store.getState().game!;
      store.getState().dispatch(passOrDiscardDrawn(game, seatsToAct(game)[0]!));
    }
    expect(asker.requests).toHaveLength(1);
    asker.answer();
    await tick();
    // The first answer is for a position long gone: not kept. Only the newest is asked next.
    expect(store.getState().coach).toBeNull();
    expect(asker.requests).toHaveLength(2);
    expect(asker.requests[1]!.view).toBe(selectHumanView(store.getState()));
    asker.answer();
    await until(() => selectFreshAdvice(store.getState()) !== null);
    stop();
  });

  it('gives up on a question that is never answered, and asks the next one', async () => {
    const store = newStore();
    startAtEast(store);
    const timers = manualTimers();
    const silent: CoachAsker & { requests: CoachRequest[] } = {
      requests: [],
      coach(request) {
        this.requests.push(request);
        return new Promise(() => {});
      },
    };
    const stop = driveCoach(store, silent, timers);
    const game = store.getState().game!;
    store.getState().dispatch(passOrDiscardDrawn(game, humanSeat(game)));
    expect(silent.requests).toHaveLength(1);
    expect(timers.count).toBe(1);
    timers.fire(); // COACH_TIMEOUT_MS later
    expect(silent.requests).toHaveLength(2);
    expect(COACH_TIMEOUT_MS).toBeGreaterThan(1000);
    stop();
  });

  it('asks nothing with hints off, and forgets the advice when they are turned off', async () => {
    const store = newStore('off');
    startAtEast(store);
    const asker = coachAsker();
    const stop = driveCoach(store, asker);
    await tick();
    expect(asker.requests).toHaveLength(0);
    expect(coachRequestOf(store.getState())).toBeNull();
    store.getState().updateSettings({ hints: 'live' });
    await until(() => store.getState().coach !== null);
    store.getState().updateSettings({ hints: 'off' });
    expect(store.getState().coach).toBeNull();
    stop();
  });

  it('after I choose: keeps the person’s decision beside the advice for that position', async () => {
    const store = newStore('afterChoice');
    startAtEast(store);
    const asker = coachAsker();
    const stop = driveCoach(store, asker);
    await until(() => store.getState().coach !== null);
    const before = store.getState().coach!;
    const game = store.getState().game!;
    const move = passOrDiscardDrawn(game, humanSeat(game));
    store.getState().dispatch(move);
    expect(store.getState().coachReview).toEqual({
      key: before.key,
      action: move,
      advice: before.advice,
    });
    // A bot's move is no decision of the person's: the review stays.
    const next = store.getState().game!;
    store.getState().dispatch(passOrDiscardDrawn(next, seatsToAct(next)[0]!));
    expect(store.getState().coachReview?.action).toEqual(move);
    // A move taken back (the log gets shorter) drops the review.
    store.setState({ game, log: [] });
    expect(store.getState().coachReview).toBeNull();
    stop();
  });

  it('after I choose: a decision made before the coach answered gets its advice later', async () => {
    const store = newStore('afterChoice');
    startAtEast(store);
    const asker = coachAsker(false);
    const stop = driveCoach(store, asker);
    const game = store.getState().game!;
    const key = coachKey(selectHumanView(store.getState())!);
    store.getState().dispatch(passOrDiscardDrawn(game, humanSeat(game)));
    expect(store.getState().coachReview).toMatchObject({ key, advice: null });
    asker.answer();
    await until(() => store.getState().coachReview?.advice != null);
    expect(store.getState().coachReview!.advice!.discard).not.toBeNull();
    stop();
  });
});

describe('what the coach is asked (no hidden information)', () => {
  it('is the same when the tiles the person cannot see change', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 120 }),
        fc.integer(),
        (seed, steps, shuffle) => {
          const store = newStore();
          const game: GameState = randomPosition(seed, steps);
          store.setState({ game });
          const asked = coachRequestOf(store.getState())!;
          const seat = humanSeat(game);
          store.setState({ game: shuffleHidden(game, seat, new Rng(seedRng(shuffle))) });
          const again = coachRequestOf(store.getState())!;
          expect(again.key).toBe(asked.key);
          expect(JSON.stringify(again.request)).toBe(JSON.stringify(asked.request));
          expect(botApi.coach(again.request)).toEqual(botApi.coach(asked.request));
        },
      ),
      { numRuns: 25, seed: 11 },
    );
  });
});

describe('the coach in a Ravenna match', () => {
  it('advises there too (it never goes quiet): the advice for the person’s Ravenna view', async () => {
    const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'ravenna-coach' });
    store.getState().updateSettings({ ruleset: 'ravenna', hints: 'live' });
    store.getState().startMatch();
    expect(store.getState().game?.config.ruleset).toBe('ravenna');
    const asked = coachRequestOf(store.getState());
    expect(asked).not.toBeNull();
    expect(asked!.request.view.ruleset).toBe('ravenna');
    const asker = coachAsker();
    const stop = driveCoach(store, asker);
    await until(() => selectFreshAdvice(store.getState()) !== null);
    expect(selectFreshAdvice(store.getState())).toEqual(botApi.coach(asked!.request));
    stop();
  });
});
