/**
 * The app's entry: the store (settings in localStorage), the bots' worker behind the client where
 * the latest request wins, and the React tree. The beginner's code answers when the worker is late
 * or fails; it loads after the first paint, so it does not weigh on the start-up.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Action } from './engine';
import { StoreProvider, createAppStore, driveBots } from './store';
import { createI18n } from './ui/i18n';
import { App } from './ui/App';
import { BotClient } from './worker/client';
import { connectBotWorker } from './worker/browser';
import type { DecisionRequest } from './worker/protocol';
import './ui/app.css';

const store = createAppStore();
const i18n = createI18n(store.getState().settings.language);

let beginner: ((request: DecisionRequest) => Action) | null = null;
const bots = new BotClient({
  connect: connectBotWorker,
  timeoutMs: 5000,
  fallback: (request) => {
    if (beginner === null) throw new Error('the fallback player is still loading');
    return beginner({ ...request, level: 'beginner' });
  },
});
driveBots(store, bots);
setTimeout(() => {
  void import('./worker/botApi').then(({ botApi }) => {
    beginner = (request) => botApi.decide(request);
  });
}, 2000);

// `?debug` lets the browser tests read the game the page is playing (the log and the last result)
// to check the screen against the `hu` CLI.
if (new URLSearchParams(location.search).has('debug')) {
  Object.assign(window, {
    huDebug: () => {
      const { game, log } = store.getState();
      return { config: game?.config ?? null, log, phase: game?.hand.phase ?? null };
    },
  });
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App i18n={i18n} />
    </StoreProvider>
  </StrictMode>,
);
