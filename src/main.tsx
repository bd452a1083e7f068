/**
 * The app's entry: the store (settings in localStorage, the match in IndexedDB), the bots' worker
 * behind the client where the latest request wins, the service worker, and the React tree. The
 * beginner's code answers when the worker is late or fails; it loads after the first paint, so it
 * does not weigh on the start-up. The saved match is taken up before the first render, so the
 * app opens where it was left instead of flashing the title screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Action } from './engine';
import { stateHash } from './engine';
import { registerServiceWorker } from './pwa/register';
import { APP_VERSION } from './version';
import { watchInstallOffer } from './pwa/install';
import type { Session } from './store';
import {
  StoreProvider,
  betweenHands,
  createAppStore,
  driveBots,
  nextBotSeat,
  openSession,
} from './store';
import { createI18n, whenLoaded } from './ui/i18n';
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
// The coach (hints) asks the same worker; its driver loads after the start-up code.
void import('./store/coachDriver').then(({ driveCoach }) => driveCoach(store, bots));
// The after-hand review, too: it replays the hand and asks the worker about each decision.
void import('./store/reviewDriver').then(({ driveReview }) => driveReview(store, bots));
setTimeout(() => {
  void import('./worker/botApi').then(({ botApi }) => {
    beginner = (request) => botApi.decide(request);
  });
}, 2000);

/** Gives up waiting for storage that hangs (it happens in some private modes): play unsaved. */
const SESSION_WAIT_MS = 3000;
// The saved match and the catalogue of the language spoken are fetched side by side.
const [session] = await Promise.all([
  Promise.race([
    openSession(store),
    new Promise<Session>((resolve) =>
      setTimeout(() => resolve({ saver: null, resumed: 'unavailable' }), SESSION_WAIT_MS),
    ),
  ]),
  whenLoaded(i18n),
]);

// A new version waits until the person accepts it and no hand is being played, and until the
// match is on disk: the reload then opens the same match in the new version.
if ('serviceWorker' in navigator) {
  const serviceWorker = registerServiceWorker({
    onUpdateReady: () => store.setState({ updateReady: true }),
  });
  let applying = false;
  const applyWhenBetweenHands = () => {
    const { updateAccepted, game } = store.getState();
    if (applying || !updateAccepted || !betweenHands(game)) return;
    applying = true;
    void (session.saver?.flush() ?? Promise.resolve()).then(() => serviceWorker.applyUpdate());
  };
  store.subscribe(applyWhenBetweenHands);
}
watchInstallOffer((install) => store.setState({ installApp: install }));

// `?debug` lets the browser tests read the game the page is playing (the log, the last result,
// what is saved) to check the screen against the `hu` CLI and the save against a replay.
if (new URLSearchParams(location.search).has('debug')) {
  Object.assign(window, {
    huDebug: () => {
      const { game, log, matchId } = store.getState();
      return {
        config: game?.config ?? null,
        log,
        phase: game?.hand.phase ?? null,
        matchId,
        hash: game === null ? null : stateHash(game),
        savedActions: session.saver?.savedActions() ?? 0,
        waitingFor: game === null ? null : nextBotSeat(game) === null ? 'person' : 'bot',
        resumed: session.resumed,
        version: APP_VERSION,
      };
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
