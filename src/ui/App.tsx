/**
 * The app: the title screen until a match starts, then the table with its result panels, the
 * score sheet and the settings. Everything but the bare title moves (./MovingScreens, loaded on
 * demand).
 */
import { Suspense, lazy, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { loadGameEngine, useAppStore, useAppStoreApi } from '../store';
import { ErrorNotice } from './ErrorNotice';
import { followLanguageSetting } from './i18n';
import { TitleScreen } from './title/TitleScreen';
import { useFeedback } from './useFeedback';

// Every screen but the title, with motion: a chunk of its own (./MovingScreens). They play or show
// matches, so they open once the game engine is loaded too (src/store/gameEngine.ts).
const loadMovingScreens = () =>
  Promise.all([import('./MovingScreens'), loadGameEngine()]).then(([screens]) => screens);
const MovingScreens = lazy(loadMovingScreens);
// The table: fetched as soon as the title has painted and the page is idle.
const loadTable = () => import('./table/Table');

function Screens() {
  const inMatch = useAppStore((s) => s.game !== null);
  const screen = useAppStore((s) => s.screen);
  const noticeUp = useAppStore((s) => s.updateReady || s.saveProblem !== null);
  // The title stays where it is under its dialogs; it needs no motion, so a person who only
  // looks at it never loads any.
  const title = !inMatch && screen !== 'tutorial';
  const bareTitle = title && screen === 'table' && !noticeUp;
  return (
    <>
      {title && <TitleScreen />}
      {!bareTitle && (
        <Suspense fallback={null}>
          <MovingScreens />
        </Suspense>
      )}
      <ErrorNotice />
    </>
  );
}

function useLanguage(i18n: I18n) {
  const language = useAppStore((s) => s.settings.language);
  useEffect(() => {
    void followLanguageSetting(i18n, language).then(() => {
      document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
    });
  }, [i18n, language]);
}

/** When the page is idle (or after `timeout` ms at the latest), then `run`; returns a cancel. */
function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, timeout / 2);
  return () => clearTimeout(id);
}

/**
 * How long the title is left alone before the table's code is fetched, when the person has not
 * reached for anything yet. Evaluating the engine, the moving screens and the table takes the
 * main thread in tasks of 30–60 ms here, four times that on a mid-range phone: in the title's
 * first seconds they held taps up and made Lighthouse's blocking time 300–700 ms (perf 82–92);
 * with them left out of those seconds, 33–221 ms (perf 96–100, five runs each).
 */
export const PREFETCH_QUIET_MS = 4000;

/** What says the person is about to act: the table's code is wanted now. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Fetches the game engine, the moving screens and the table's code so that "New match" opens the
 * table at once, while the title never waits for them: they start when the person first reaches
 * for the screen (a touch, a press, a key — the tap that follows then finds them on their way) or
 * after PREFETCH_QUIET_MS of quiet. Each is evaluated in an idle period of its own: three short
 * tasks rather than one long one that would hold up a tap on the title (issue 17).
 */
function usePrefetchTable(): void {
  useEffect(() => {
    const steps: (() => Promise<unknown>)[] = [loadGameEngine, loadMovingScreens, loadTable];
    let cancel = () => {};
    let stopped = false;
    let started = false;
    const next = (index: number) => {
      const step = steps[index];
      if (step === undefined || stopped) return;
      cancel = whenIdle(() => {
        // A chunk that fails to load is fetched again when its screen opens; the others still are.
        void step()
          .catch(() => undefined)
          .then(() => next(index + 1));
      }, 2000);
    };
    const start = () => {
      if (started || stopped) return;
      started = true;
      clearTimeout(quiet);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
      next(0);
    };
    const quiet = setTimeout(start, PREFETCH_QUIET_MS);
    for (const type of INTENT_EVENTS)
      window.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      stopped = true;
      clearTimeout(quiet);
      for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
      cancel();
    };
  }, []);
}

export function App({ i18n }: { i18n: I18n }) {
  const store = useAppStoreApi();
  const large = useAppStore((s) => s.settings.largeTiles);
  const colourBlind = useAppStore((s) => s.settings.colourBlind);
  useLanguage(i18n);
  useFeedback(store);
  usePrefetchTable();
  return (
    <I18nextProvider i18n={i18n}>
      <div className={`app${large ? ' app--large' : ''}${colourBlind ? ' app--cb' : ''}`}>
        <Screens />
      </div>
    </I18nextProvider>
  );
}
