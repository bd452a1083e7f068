/**
 * The coach through the bots' worker (a Node worker thread running the same botApi over comlink):
 * the advice that comes back is the coach's advice computed on this thread, and a request that is
 * not a view is refused without harming the worker (the client reports no advice).
 */
import { wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { coach } from '../bots/coach';
import { newGame, playerView } from '../engine';
import type { BotConnection } from './client';
import { BotClient } from './client';
import type { BotApi, CoachRequest } from './protocol';

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

describe('the coach in the worker', () => {
  it('answers with the same advice as the coach run on this thread', async () => {
    const created = newGame({ seed: 'coach-worker' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 0);
    expect(await client().coach({ view })).toEqual(coach(view));
  });

  it('refuses a request that is not a view, and keeps working', async () => {
    const c = client();
    expect(await c.coach({ view: 'garbage' } as unknown as CoachRequest)).toBeNull();
    const created = newGame({ seed: 'coach-worker-2' });
    if (!created.ok) throw new Error(created.error.message);
    const view = playerView(created.value.state, 1);
    expect(await c.coach({ view })).toEqual(coach(view));
  });
});
