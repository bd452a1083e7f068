/**
 * The bots' worker as the app uses it, in Node: the same botApi in a worker thread over comlink
 * (test/helpers/node-bot-worker.mjs), behind the app's BotClient. Tests close what they open.
 */
import { wrap } from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter.mjs';
import { Worker } from 'node:worker_threads';
import type { BotConnection } from '../../src/worker/client';
import { BotClient } from '../../src/worker/client';
import type { BotApi } from '../../src/worker/protocol';

const workerFile = new URL('./node-bot-worker.mjs', import.meta.url);

export function connectNodeBotWorker(): BotConnection {
  const worker = new Worker(workerFile);
  return { api: wrap<BotApi>(nodeEndpoint(worker)), terminate: () => void worker.terminate() };
}

const opened: BotClient[] = [];

/** A client over a Node worker thread, with no fallback player. */
export function nodeBotClient(timeoutMs = 10_000): BotClient {
  const client = new BotClient({
    connect: connectNodeBotWorker,
    timeoutMs,
    fallback: () => {
      throw new Error('no fallback in this test');
    },
  });
  opened.push(client);
  return client;
}

/** Closes every client `nodeBotClient` opened (call in afterEach). */
export function closeNodeBotClients(): void {
  for (const client of opened.splice(0)) client.close();
}
