/**
 * The app's client of the bots' worker, where the latest request wins. The beginner's code answers
 * when the worker is late or fails; it loads with the first decision asked of a bot, so it never
 * weighs on the title screen (issue 17).
 */
import type { Action } from '../engine';
import type { BotConnection } from '../worker/client';
import { BotClient } from '../worker/client';
import type { DecisionRequest } from '../worker/protocol';

/** How long a bot may think before the beginner answers for it (and the worker restarts). */
const DECISION_TIMEOUT_MS = 5000;

export function connectBots(connect: () => BotConnection): BotClient {
  let beginner: ((request: DecisionRequest) => Action) | null = null;
  const client = new BotClient({
    connect,
    timeoutMs: DECISION_TIMEOUT_MS,
    fallback: (request) => {
      if (beginner === null) throw new Error('the fallback player is still loading');
      return beginner({ ...request, level: 'beginner' });
    },
    prepareFallback: async () => {
      const { botApi } = await import('../worker/botApi');
      beginner = (request) => botApi.decide(request);
    },
  });
  return client;
}
