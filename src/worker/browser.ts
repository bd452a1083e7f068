/**
 * Opens the bots' Web Worker in the browser (Vite bundles the worker from this URL). The worker and
 * comlink, which talks to it, start when the page is first idle or at the first question, whichever
 * comes first: nobody asks the bots anything on the title screen, so neither weighs on start-up
 * (issue 17).
 */
import type { Remote } from 'comlink';
import type { BotConnection } from './client';
import type { BotApi } from './protocol';

interface OpenWorker {
  readonly api: Remote<BotApi>;
  readonly worker: Worker;
}

/** The worker's API as this thread calls it: every answer is a promise. */
type Calls = {
  readonly [K in keyof BotApi]: (
    ...args: Parameters<BotApi[K]>
  ) => Promise<Awaited<ReturnType<BotApi[K]>>>;
};

/** How long the worker may wait for an idle page before it starts anyway. */
const IDLE_START_MS = 3000;

export function connectBotWorker(): BotConnection {
  let terminated = false;
  let opening: Promise<OpenWorker> | null = null;
  const open = (): Promise<OpenWorker> => {
    opening ??= import('comlink').then(({ wrap }) => {
      const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), {
        type: 'module',
        name: 'hu-bots',
      });
      // Terminated while comlink was loading: the worker stops at once.
      if (terminated) worker.terminate();
      return { api: wrap<BotApi>(worker), worker };
    });
    return opening;
  };
  if (typeof requestIdleCallback === 'function')
    requestIdleCallback(() => void open(), { timeout: IDLE_START_MS });
  else setTimeout(() => void open(), IDLE_START_MS);
  // Each method of the API waits for the worker, then asks it.
  const forward =
    <K extends keyof BotApi>(method: K) =>
    (...args: Parameters<BotApi[K]>): Promise<Awaited<ReturnType<BotApi[K]>>> =>
      open().then(({ api }) => {
        const remote = api[method] as unknown as (
          ...a: Parameters<BotApi[K]>
        ) => Promise<Awaited<ReturnType<BotApi[K]>>>;
        return remote(...args);
      });
  const api: Calls = {
    decide: forward('decide'),
    coach: forward('coach'),
    review: forward('review'),
    analyse: forward('analyse'),
    replayHash: forward('replayHash'),
  };
  return {
    api: api as unknown as Remote<BotApi>,
    terminate: () => {
      terminated = true;
      void opening?.then(({ worker }) => worker.terminate());
    },
  };
}
