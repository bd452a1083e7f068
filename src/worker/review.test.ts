/**
 * The after-hand review through the bots' worker (a Node worker thread running the same botApi
 * over comlink): each decision's review comes back as computed on this thread, and a request that
 * is not a view and an action is refused without harming the worker (the client reports null).
 */
import { wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { reviewDecision } from '../bots/coach';
import { newGame, playerView } from '../engine';
import type { BotConnection } from './client';
import { BotClient } from './client';
import type { BotApi, ReviewRequest } from './protocol';

const workerFile = new URL('../../test/helpers/node-bot-worker.mjs', import.meta.url);
let opened: BotClient | null = null;

function client(): BotClient {
  opened = new BotClient({
    connect: (): BotConnection => {
      const worker = new Worker(workerFile);
      return { api: wrap<BotApi>(nodeEndpoint(worker)), terminate: () => void worker.terminate() };
    },
    timeoutMs: 10_000,
    fallback: () => {
      throw new Error('no fallback in this test');
    },
  });
  return opened;
}

afterEach(() => {
  opened?.close();
  opened = null;
});

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
});
