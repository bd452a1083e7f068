/**
 * Grading a drill's answer (issue 37) with the real review (the worker's `botApi.review`, on this
 * thread): the person's view and answer are asked with the settings' aim and table, the review
 * comes back into the store; a reply to an answer no longer on screen is dropped, and a question
 * the coach cannot answer says so.
 */
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import { reviewAsker } from '../../test/helpers/reviews';
import { immediateTimers, memoryStorage, until } from '../../test/helpers/store';
import { botApi } from '../worker/botApi';
import { clearDrillAnswer, requestDrillAnswer } from '../store';
import { handDecisions } from '../analysis';
import { strongOpponentsOf } from '../store';
import { createAppStore } from '../store';
import { browserTimers } from '../store';
import type { ReviewAsker } from './reviewDriver';
import { driveDrills } from './drillDriver';

const log = playedMatch('drill-driver', { maxHands: 1 });
const decisions = handDecisions({ log, handNumber: 0 });
if (!decisions.ok) throw new Error(decisions.error.message);
const [first, second] = decisions.value as [
  (typeof decisions.value)[0],
  (typeof decisions.value)[0],
];

const newStore = () => createAppStore({ storage: memoryStorage(), newSeed: () => 'unused' });

describe('driveDrills', () => {
  it('asks the coach about the answer and puts its review in the store', async () => {
    const store = newStore();
    const asker = reviewAsker();
    const stop = driveDrills(store, asker, immediateTimers());
    requestDrillAnswer(store, { cardId: 'm#1', view: first.view, action: first.action });
    await until(() => store.getState().drillAnswer?.status === 'ready');
    const request = asker.requests[0]!;
    expect(request).toEqual({
      view: first.view,
      action: first.action,
      aim: store.getState().settings.coachAim,
      strongOpponents: strongOpponentsOf(store.getState().settings),
    });
    expect(store.getState().drillAnswer!.review).toEqual(botApi.review(request));
    expect(asker.requests).toHaveLength(1);
    stop();
  });

  it('drops the reply to an answer no longer on screen, and says when the coach cannot answer', async () => {
    const store = newStore();
    const asker = reviewAsker(false);
    // Real timers: the replies are held back on purpose, well within the time a question is given.
    const stop = driveDrills(store, asker, browserTimers);
    requestDrillAnswer(store, { cardId: 'm#1', view: first.view, action: first.action });
    await until(() => asker.requests.length === 1);
    requestDrillAnswer(store, { cardId: 'm#2', view: second.view, action: second.action });
    await until(() => asker.requests.length === 2);
    asker.answer();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(store.getState().drillAnswer).toMatchObject({ cardId: 'm#2', status: 'grading' });
    asker.answer();
    await until(() => store.getState().drillAnswer?.status === 'ready');
    expect(store.getState().drillAnswer!.cardId).toBe('m#2');
    clearDrillAnswer(store);
    stop();

    const failing: ReviewAsker = { review: () => Promise.reject(new Error('worker gone')) };
    const store2 = newStore();
    const stop2 = driveDrills(store2, failing, immediateTimers());
    requestDrillAnswer(store2, { cardId: 'm#1', view: first.view, action: first.action });
    await until(() => store2.getState().drillAnswer?.status === 'failed');
    stop2();
  });
});
