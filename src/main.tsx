/**
 * The app's entry: the store (settings in localStorage), i18n and the React tree, which takes over
 * the title painted from the HTML. The rest — the bots' worker client, saving and the saved match
 * (IndexedDB), the service worker — comes in its own chunk (./connectApp.ts), fetched once the
 * title is the app's: the title needs none of it to answer a tap. With a match open (a reload
 * during a match: the boot script painted no title) the saved match is taken up before the first
 * render, so the app opens on the table instead of flashing the title.
 *
 * Each step runs in a task of its own (issue 17): on a slow phone, one task that read the settings,
 * set up i18n, took in the catalogue and took the title over would hold a tap for a few hundred ms.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { wireFeedback } from './app/feedback';
import type { AppStore } from './store';
import { StoreProvider, createAppStore, loadGameEngine } from './store';
import type { UiLanguage } from './ui/i18n';
import { createI18n, currentLanguage, whenLoaded } from './ui/i18n';
import { App } from './ui/App';
import { EARLY_TAP } from './ui/title/boot';
import { titleLookOf, titleVariantKey } from './ui/title/variant';
import { FeedbackWiring, feedbackAfterMove } from './ui/useFeedback';
import './ui/app.css';

/** Lets the browser answer what waits (a tap, a frame) before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Sounds and vibration after each move, on every store the UI shows (src/app/feedback.ts). */
const followWithFeedback = (store: AppStore) => wireFeedback(store, feedbackAfterMove);

const connectApp = (store: AppStore) =>
  import('./connectApp').then(({ connectApp }) =>
    connectApp(store, { debug: new URLSearchParams(location.search).has('debug') }),
  );

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

/**
 * The title on screen came from the HTML (src/ui/title/boot.ts). The app takes it over as it is
 * when it would render the very same; otherwise (a match resumed, settings the boot script read
 * differently) it draws its own screen in one go.
 */
function takeOver(root: HTMLElement, store: AppStore, language: UiLanguage, app: ReactNode) {
  const { game, settings } = store.getState();
  const painted = root.getAttribute('data-title');
  if (game === null && painted === titleVariantKey(titleLookOf(settings, language))) {
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
}

// No top-level await: with one, the bundler keeps every module shared with a lazy chunk in a chunk
// of its own, a dozen small requests at start-up instead of the entry's one.
async function start(root: HTMLElement) {
  await nextTask();
  const store = createAppStore();
  const i18n = createI18n(store.getState().settings.language);
  const app = (
    <StrictMode>
      <StoreProvider store={store}>
        <FeedbackWiring.Provider value={followWithFeedback}>
          <App i18n={i18n} />
        </FeedbackWiring.Provider>
      </StoreProvider>
      <ReplayEarlyTap />
    </StrictMode>
  );
  if (root.getAttribute('data-title') === 'match') {
    // The saved match replays its log with the engine: fetched now, beside the save itself.
    void loadGameEngine().catch(() => undefined);
    await Promise.all([connectApp(store), whenLoaded(i18n)]);
    await nextTask();
    takeOver(root, store, currentLanguage(i18n), app);
  } else {
    await whenLoaded(i18n);
    await nextTask();
    takeOver(root, store, currentLanguage(i18n), app);
    // A saved match the boot script did not know of (storage cleared in part) is still taken up:
    // the title then gives way to the table.
    await nextTask();
    await connectApp(store);
  }
}

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
void start(root);
