/**
 * Rendering for component tests: a real app store (settings in memory), a real i18next instance in
 * the chosen language, and motion's features loaded at once (components use `m.*` under
 * LazyMotion strict, as in the app).
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { RenderResult } from '@testing-library/react';
import { LazyMotion, MotionConfig, domMax } from 'motion/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { memoryStorage } from '../../test/helpers/store';
import type { GameState } from '../engine';
import type { AppStore, Language, Settings } from '../store';
import { StoreProvider, createAppStore } from '../store';
// Test code: the app's wiring of the feedback, as main.tsx hands it to the App.
// eslint-disable-next-line no-restricted-imports
import { wireFeedback } from '../app/feedback';
import { App } from './App';
import { createI18n } from './i18n';
import { BUNDLED } from './i18n/bundled';
import { FeedbackWiring, feedbackAfterMove } from './useFeedback';
import { vi } from 'vitest';

/** Sounds and vibration after each move, wired as main.tsx wires them. */
const followWithFeedback = (store: AppStore) => wireFeedback(store, feedbackAfterMove);

export interface TestStoreOptions {
  /** A game to sit at, e.g. a rigged table's state (the log starts empty from there). */
  readonly game?: GameState;
  readonly settings?: Partial<Settings>;
  readonly seed?: string;
}

export function testStore({ game, settings, seed = 'test' }: TestStoreOptions = {}): AppStore {
  const store = createAppStore({ storage: memoryStorage(), newSeed: () => seed });
  store.getState().updateSettings({ language: 'en', ...settings });
  if (game !== undefined) store.setState({ game, log: [], screen: 'table' });
  return store;
}

export interface RenderOptions {
  readonly store?: AppStore;
  readonly language?: Language;
}

/** Renders a component inside the providers the app gives it. */
export function renderWithStore(
  ui: ReactElement,
  { store = testStore(), language = 'en' }: RenderOptions = {},
): RenderResult & { store: AppStore } {
  const i18n = createI18n(language, BUNDLED);
  const result = render(
    <StoreProvider store={store}>
      <I18nextProvider i18n={i18n}>
        <LazyMotion features={domMax} strict>
          <MotionConfig transition={{ duration: 0 }}>{ui}</MotionConfig>
        </LazyMotion>
      </I18nextProvider>
    </StoreProvider>,
  );
  return { ...result, store };
}

/** Lets motion apply its (skipped) animations: they land on the next animation frames. */
export async function settleMotion(): Promise<void> {
  await act(async () => {
    for (let frame = 0; frame < 3; frame++)
      await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

/**
 * Renders the whole app over `store`, speaking the store's language (or `language`), and lets
 * motion's features load as they do in the app right after the first paint (LazyMotion).
 */
export async function renderApp({ store, language }: RenderOptions = {}): Promise<
  RenderResult & { store: AppStore }
> {
  const appStore = store ?? testStore(language === undefined ? {} : { settings: { language } });
  const i18n = createI18n(language ?? appStore.getState().settings.language ?? 'en', BUNDLED);
  const result = render(
    <StoreProvider store={appStore}>
      <FeedbackWiring.Provider value={followWithFeedback}>
        <App i18n={i18n} />
      </FeedbackWiring.Provider>
    </StoreProvider>,
  );
  // What loads on demand before a person sees the app's first screen: the moving screens and
  // motion's features, and with a match on, the table and the result of a hand.
  await act(async () => {
    await Promise.all([
      import('./MovingScreens'),
      import('./motionFeatures'),
      import('./table/Table'),
      import('./result/HandResult'),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  await settleMotion();
  return { ...result, store: appStore };
}

/**
 * Presses the title's "New match" (or `name`) and waits for the deal: the title starts a match once
 * the game engine is in (src/store/gameEngine.ts), a promise later even when it is already loaded.
 */
export async function startFromTitle(store: AppStore, name = 'New match'): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => {
    if (store.getState().game === null) throw new Error('no match dealt yet');
  });
}

/**
 * Runs `body` as if the person pointed with a mouse: `(pointer: fine)` answers true. The
 * browser's own query is stubbed, as jsdom has none (the real one runs in test/e2e).
 */
export function withFinePointer(body: () => void): void {
  stubMedia((query) => query === '(pointer: fine)');
  try {
    body();
  } finally {
    vi.unstubAllGlobals();
  }
}

/**
 * Runs `body` on a desktop's table (table/wideTable.ts answers true): the coach's side panel
 * instead of the phone's strip. The layout itself is checked in Chromium (test/e2e).
 */
export async function onWideTable(body: () => Promise<void>): Promise<void> {
  stubMedia((query) => query.includes('min-width: 900px'));
  try {
    await body();
  } finally {
    vi.unstubAllGlobals();
  }
}

function stubMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
