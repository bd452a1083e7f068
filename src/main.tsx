/**
 * The app's entry: the store (settings in localStorage, the match in IndexedDB), the bots' worker
 * client, everything that reacts to a move (src/app/wire.ts), the service worker, and the React
 * tree. The saved match is taken up before the first render, so the app opens where it was left
 * instead of flashing the title screen.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectBots, wire } from './app';
import { registerServiceWorker } from './pwa/register';
import { watchInstallOffer } from './pwa/install';
import { StoreProvider, createAppStore } from './store';
import { createI18n, whenLoaded } from './ui/i18n';
import { App } from './ui/App';
import { connectBotWorker } from './worker/browser';
import './ui/app.css';

const store = createAppStore();
const i18n = createI18n(store.getState().settings.language);
const bots = connectBots(connectBotWorker);

// The saved match and the catalogue of the language spoken are fetched side by side.
await Promise.all([
  wire(store, bots, {
    updates:
      'serviceWorker' in navigator
        ? (onUpdateReady) => registerServiceWorker({ onUpdateReady })
        : undefined,
    debug: new URLSearchParams(location.search).has('debug'),
  }),
  whenLoaded(i18n),
]);
watchInstallOffer((install) => store.setState({ installApp: install }));

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App i18n={i18n} />
    </StoreProvider>
  </StrictMode>,
);
