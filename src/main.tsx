/**
 * The app's entry: the store (settings in localStorage, the match in IndexedDB), the bots' worker
 * client, everything that reacts to a move (src/app/wire.ts), the service worker, and the React
 * tree. The saved match is taken up before the first render, so the app opens where it was left
 * instead of flashing the title screen.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { connectBots, wire } from './app';
import { registerServiceWorkerLater } from './pwa/registerLater';
import { watchInstallOffer } from './pwa/install';
import { StoreProvider, createAppStore } from './store';
import { createI18n, currentLanguage, whenLoaded } from './ui/i18n';
import { App } from './ui/App';
import { EARLY_TAP, MATCH_OPEN_KEY } from './ui/title/boot';
import { titleLookOf, titleVariantKey } from './ui/title/variant';
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
        ? (onUpdateReady) => registerServiceWorkerLater({ onUpdateReady })
        : undefined,
    debug: new URLSearchParams(location.search).has('debug'),
  }),
  whenLoaded(i18n),
]);
watchInstallOffer((install) => store.setState({ installApp: install }));

// A reload during a match opens on the table: the boot script then skips the title.
const markMatchOpen = (open: boolean) => {
  try {
    if (open) localStorage.setItem(MATCH_OPEN_KEY, '1');
    else localStorage.removeItem(MATCH_OPEN_KEY);
  } catch {
    // Storage refused: a reload shows the title for a moment before the table, nothing worse.
  }
};
markMatchOpen(store.getState().game !== null);
store.subscribe((state, previous) => {
  if ((state.game === null) !== (previous.game === null)) markMatchOpen(state.game !== null);
});

/**
 * A tap on the painted title before the app had taken it over (the boot script kept the button):
 * once hydrated, the same button is pressed again, so "New match" tapped early still starts one.
 */
function ReplayEarlyTap() {
  useEffect(() => {
    const kept = window as unknown as Record<string, HTMLElement | undefined>;
    const button = kept[EARLY_TAP];
    delete kept[EARLY_TAP];
    if (button?.isConnected) button.click();
  }, []);
  return null;
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <StoreProvider store={store}>
      <App i18n={i18n} />
    </StoreProvider>
    <ReplayEarlyTap />
  </StrictMode>
);
// The title on screen came from the HTML (src/ui/title/boot.ts). The app takes it over as it is
// when it would render the very same; otherwise (a match resumed, settings the boot script read
// differently) it draws its own screen in one go.
const { game, settings } = store.getState();
const painted = root.getAttribute('data-title');
if (game === null && painted === titleVariantKey(titleLookOf(settings, currentLanguage(i18n)))) {
  root.setAttribute('data-hydration', 'hydrated');
  startTransition(() => {
    hydrateRoot(root, app, {
      // React then renders the screen afresh, which is right; the mark lets tests see it happened.
      onRecoverableError: () => root.setAttribute('data-hydration', 'recovered'),
    });
  });
} else {
  root.setAttribute('data-hydration', 'rendered');
  root.replaceChildren();
  createRoot(root).render(app);
}
