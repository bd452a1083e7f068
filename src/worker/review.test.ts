/**
 * The after-hand review through the bots' worker (a Node worker thread running the same botApi
 * over comlink): each decision's review comes back as computed on this thread, and a request that
 * is not a view and an action is refused without harming the worker (the client reports null).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeNodeBotClients, nodeBotClient } from '../../test/helpers/nodeBotClient';
import { reviewDecision } from '../bots/coach';
import { newGame, playerView } from '../engine';
import type { ReviewRequest } from './protocol';

const client = () => nodeBotClient();

afterEach(closeNodeBotClients);

function eastAtTheDeal() {
  const created = newGame({ seed: 'review-worker' });
  if (!created.ok) throw new Error(created.error.message);
  return playerView(created.value.state, 0);
}

describe('the review in the worker', () => {
  it('answers with the review computed on this thread', async () => {
    const view = eastAtTheDeal();
    const c = client();
    for (const action of view.legalActions.slice(0, 3)) {
      const review = await c.review({ view, action });
      expect(review).not.toBeNull();
      expect(review).toEqual(reviewDecision(view, action));
    }
  });

  it('refuses what is not a view and an action, and keeps working', async () => {
    const c = client();
    const view = eastAtTheDeal();
    expect(await c.review({ view: 'garbage' } as unknown as ReviewRequest)).toBeNull();
    expect(await c.review({ view, action: null } as unknown as ReviewRequest)).toBeNull();
    const action = view.legalActions[0]!;
    expect(await c.review({ view, action })).toEqual(reviewDecision(view, action));
  });

  it('compares with the coach’s advice for the aim the person chose, and refuses an unknown aim', async () => {
    const c = client();
    const view = eastAtTheDeal();
    const action = view.legalActions.find((a) => a.type === 'discard')!;
    for (const aim of ['points', 'win'] as const) {
      const review = await c.review({ view, action, aim });
      expect(review!.advice.discard!.aim).toBe(aim);
      expect(review).toEqual(reviewDecision(view, action, aim));
    }
    expect(await c.review({ view, action, aim: 'luck' } as unknown as ReviewRequest)).toBeNull();
    // No aim: the default, the most points (issue 36).
    expect(await c.review({ view, action })).toEqual(reviewDecision(view, action, 'points'));
  });
});
