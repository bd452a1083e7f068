/**
 * The after-hand review's driver with the real review (the worker's `botApi.review`, run on this
 * thread): asked for the hand on the table, it finds the person's decisions, asks about them one
 * at a time with nothing but the person's view, shows its progress, stops when the review is closed
 * or another hand is asked for, gives up on a question never answered, and says when a log cannot
 * be replayed.
 */
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import { reviewAsker } from '../../test/helpers/reviews';
import { immediateTimers, memoryStorage, tick, until } from '../../test/helpers/store';
import type { GameLog } from '../engine';
import { replay } from '../engine';
import { botApi } from '../worker/botApi';
import type { ReviewRequest } from '../worker/protocol';
import type { ReviewTarget } from '../store';
import { closeHandReview, currentHandTarget, requestHandReview, reviewKey } from '../store';
import type { ReviewAsker } from './reviewDriver';
import { REVIEW_TIMEOUT_MS, driveReview } from './reviewDriver';
import { handDecisions } from '../analysis';
import { strongOpponentsOf } from '../store';
import type { AppStore } from '../store';
import { createAppStore } from '../store';

const log = playedMatch('review-driver', { maxHands: 2 });

/** A store sitting at the end of the log's last hand, as the person sees the hand's result. */
function storeAtEnd(game: GameLog = log): AppStore {
  const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'unused' });
  const state = replay(game);
  if (!state.ok) throw new Error(state.error.message);
  store.setState({ game: state.value, log: game.actions, screen: 'table' });
  return store;
}

const status = (store: AppStore) => store.getState().handReview?.status;

describe('currentHandTarget', () => {
  it('is the match log so far and the hand on the table', () => {
    const store = storeAtEnd();
    const target = currentHandTarget(store.getState())!;
    expect(target.handNumber).toBe(1);
    expect(target.log.actions).toBe(store.getState().log);
    expect(replay(target.log).ok).toBe(true);
    expect(currentHandTarget(createAppStore({ storage: memoryStorage() }).getState())).toBeNull();
  });
});

describe('driveReview', () => {
  it('reviews every decision of the hand on the table, from the person’s views only', async () => {
    const store = storeAtEnd();
    const asker = reviewAsker();
    const stop = driveReview(store, asker, immediateTimers());
    const target = currentHandTarget(store.getState())!;
    requestHandReview(store, target);
    expect(status(store)).toBe('computing');
    await until(() => status(store) === 'ready');
    const review = store.getState().handReview!;
    const expected = handDecisions(target);
    if (!expected.ok) throw new Error(expected.error.message);
    expect(review.key).toBe(reviewKey(target, store.getState().settings.coachAim));
    expect(review.decisions).toEqual(expected.value);
    expect(review.reviews).toHaveLength(expected.value.length);
    expect(review.reviews.every((r) => r !== null)).toBe(true);
    review.reviews.forEach((r, i) => expect(r).toEqual(botApi.review(asker.requests[i]!)));
    // Each question holds the person's view and move, the coach's aim and how many opponents are
    // strong (the chances shown know the table), and nothing else.
    for (const request of asker.requests) {
      expect(Object.keys(request).sort()).toEqual(['action', 'aim', 'strongOpponents', 'view']);
      expect(request.aim).toBe(store.getState().settings.coachAim);
      expect(request.strongOpponents).toBe(strongOpponentsOf(store.getState().settings));
      const hidden = request.view.seats.filter((s) => s.seat !== request.view.seat);
      expect(hidden.every((s) => s.concealed === null && s.drawn === null)).toBe(true);
    }
    stop();
  });

  it('asks one question at a time and shows how far it has got', async () => {
    const store = storeAtEnd();
    const asker = reviewAsker(false);
    const stop = driveReview(store, asker, immediateTimers());
    requestHandReview(store, currentHandTarget(store.getState())!);
    await until(() => asker.requests.length === 1);
    const total = store.getState().handReview!.decisions!.length;
    expect(total).toBeGreaterThan(2);
    expect(store.getState().handReview!.reviews).toHaveLength(0);
    asker.answer();
    await until(() => asker.requests.length === 2);
    expect(store.getState().handReview!.reviews).toHaveLength(1);
    expect(status(store)).toBe('computing');
    for (let i = 1; i < total; i++) {
      asker.answer();
      await until(() => store.getState().handReview!.reviews.length === i + 1);
    }
    expect(status(store)).toBe('ready');
    expect(asker.requests).toHaveLength(total);
    stop();
  });

  it('keeps a review already made for the same hand', async () => {
    const store = storeAtEnd();
    const asker = reviewAsker();
    const stop = driveReview(store, asker, immediateTimers());
    const target = currentHandTarget(store.getState())!;
    requestHandReview(store, target);
    await until(() => status(store) === 'ready');
    const asked = asker.requests.length;
    requestHandReview(store, { ...target });
    await tick();
    expect(status(store)).toBe('ready');
    expect(asker.requests).toHaveLength(asked);
    stop();
  });

  it('reviews the hand again, against the other advice, when the coach’s aim changes', async () => {
    const store = storeAtEnd();
    const asker = reviewAsker();
    const stop = driveReview(store, asker, immediateTimers());
    const target = currentHandTarget(store.getState())!;
    store.getState().updateSettings({ coachAim: 'win' });
    requestHandReview(store, target);
    await until(() => status(store) === 'ready');
    const first = asker.requests.length;
    expect(asker.requests.every((r) => r.aim === 'win')).toBe(true);
    store.getState().updateSettings({ coachAim: 'points' });
    requestHandReview(store, target);
    expect(store.getState().handReview).toMatchObject({
      key: reviewKey(target, 'points'),
      aim: 'points',
      status: 'computing',
    });
    await until(() => status(store) === 'ready');
    const again = asker.requests.slice(first);
    expect(again).toHaveLength(first);
    expect(again.every((r) => r.aim === 'points')).toBe(true);
    store
      .getState()
      .handReview!.reviews.forEach((r, i) => expect(r).toEqual(botApi.review(again[i]!)));
    stop();
  });

  it('stops when the review is closed, and when another hand is asked for', async () => {
    const store = storeAtEnd();
    const asker = reviewAsker(false);
    const stop = driveReview(store, asker, immediateTimers());
    const hand1 = currentHandTarget(store.getState())!;
    requestHandReview(store, hand1);
    await until(() => asker.requests.length === 1);
    closeHandReview(store);
    asker.answer();
    await tick();
    await tick();
    expect(store.getState().handReview).toBeNull();
    expect(asker.requests).toHaveLength(1);

    const hand0: ReviewTarget = { log: hand1.log, handNumber: 0 };
    requestHandReview(store, hand1);
    await until(() => asker.requests.length === 2);
    requestHandReview(store, hand0);
    asker.answer(); // the answer about hand 1 comes too late: dropped
    await until(() => asker.requests.length === 3);
    const review = store.getState().handReview!;
    expect(review.target.handNumber).toBe(0);
    expect(review.reviews).toHaveLength(0);
    expect(asker.requests[2]!.view.handNumber).toBe(0);
    stop();
  });

  it('gives up on a question never answered, and goes on with the next', async () => {
    const store = storeAtEnd();
    const waiting: { callback: () => void; ms: number }[] = [];
    const timers = {
      setTimeout(callback: () => void, ms: number) {
        const handle = { callback, ms };
        waiting.push(handle);
        // The short pause before replaying the hand passes at once; the timeout when told to.
        if (ms === 0) setImmediate(() => waiting.includes(handle) && callback());
        return handle;
      },
      clearTimeout(handle: unknown) {
        waiting.splice(waiting.indexOf(handle as never), 1);
      },
    };
    const silent: ReviewAsker & { requests: ReviewRequest[] } = {
      requests: [],
      review(request) {
        this.requests.push(request);
        return new Promise(() => {});
      },
    };
    const stop = driveReview(store, silent, timers);
    requestHandReview(store, currentHandTarget(store.getState())!);
    await until(() => silent.requests.length === 1);
    const timeout = waiting.find((w) => w.ms === REVIEW_TIMEOUT_MS)!;
    expect(timeout).toBeDefined();
    timeout.callback();
    await until(() => silent.requests.length === 2);
    expect(store.getState().handReview!.reviews).toEqual([null]);
    stop();
  });

  it('says so when the log cannot be replayed', async () => {
    const store = storeAtEnd();
    const stop = driveReview(store, reviewAsker(), immediateTimers());
    const target = currentHandTarget(store.getState())!;
    requestHandReview(store, { ...target, handNumber: 7 });
    await until(() => status(store) === 'failed');
    stop();
  });
});
