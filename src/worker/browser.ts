/** Opens the bots' Web Worker in the browser (Vite bundles the worker from this URL). */
import { wrap } from 'comlink';
import type { BotConnection } from './client';
import type { BotApi } from './protocol';

export function connectBotWorker(): BotConnection {
  const worker = new Worker(new URL('./bot.worker.ts', import.meta.url), {
    type: 'module',
    name: 'hu-bots',
  });
  return { api: wrap<BotApi>(worker), terminate: () => worker.terminate() };
}
