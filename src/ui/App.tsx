/**
 * The app: the title screen until a match starts, then the table with its result panels, the
 * score sheet and the settings. Motion follows the animation-speed setting and the system's
 * reduced-motion preference (MotionConfig reducedMotion="user").
 */
import { LazyMotion, MotionConfig } from 'motion/react';
import { Suspense, lazy, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { AnimationSpeed } from '../store';
import { useAppStore, useAppStoreApi, useHumanView } from '../store';
import { ErrorNotice } from './ErrorNotice';
import { SaveProblemNotice, UpdateBanner } from './ShellNotices';
import { TitleScreen } from './title/TitleScreen';
import { useFeedback, useKeyboard } from './useTableEffects';
import { useWakeLock } from './useWakeLock';

const loadMotionFeatures = () => import('./motionFeatures').then((m) => m.default);

// The history (its list, statistics and replay viewer) loads when first opened: it is not needed
// to start playing, and the start-up JavaScript has a budget (test/e2e/bundle.test.ts).
// The result of a hand: fetched as the table opens, not part of the start-up JavaScript.
const HandResultPanel = lazy(() =>
  import('./result/HandResult').then((m) => ({ default: m.HandResultPanel })),
);
const HistoryScreen = lazy(() =>
  import('./history/HistoryScreen').then((m) => ({ default: m.HistoryScreen })),
);

// Settings and the score sheet are opened now and then, never before the first paint.
const SettingsPanel = lazy(() =>
  import('./settings/SettingsPanel').then((m) => ({ default: m.SettingsPanel })),
);
const ScoreSheet = lazy(() =>
  import('./result/ScoreSheet').then((m) => ({ default: m.ScoreSheet })),
);

// The scoring calculator, likewise, loads when first opened.
const Calculator = lazy(() =>
  import('./calculator/Calculator').then((m) => ({ default: m.Calculator })),
);

// The after-hand review (the coach's look at the person's moves) loads when first opened.
const ReviewScreen = lazy(() =>
  import('./review/ReviewScreen').then((m) => ({ default: m.ReviewScreen })),
);

// The tutorial (its lessons, words and tables) loads when first opened, too.
const TutorialScreen = lazy(() =>
  import('./tutorial/TutorialScreen').then((m) => ({ default: m.TutorialScreen })),
);

// The table's menu and a new match's rules and options (issue 15) load when first opened.
const MatchScreens = lazy(() =>
  import('./match/MatchScreens').then((m) => ({ default: m.MatchScreens })),
);

// The table (and the lesson's table, the same components) loads when a match is on screen, and is
// fetched as soon as the title has painted: the title screen does not wait for it, and the
// start-up JavaScript has a budget (test/e2e/bundle.test.ts).
const loadTable = () => import('./table/Table');
const Table = lazy(() => loadTable().then((m) => ({ default: m.Table })));
const LessonTableHost = lazy(() =>
  import('./tutorial/LessonTableHost').then((m) => ({ default: m.LessonTableHost })),
);

const DURATION: Record<AnimationSpeed, number> = { slow: 0.5, normal: 0.3, fast: 0.15, off: 0 };

function Screens() {
  const view = useHumanView();
  const screen = useAppStore((s) => s.screen);
  const openScreen = useAppStore((s) => s.openScreen);
  const close = () => openScreen('table');
  return (
    <>
      {screen === 'tutorial' ? (
        <Suspense fallback={null}>
          <TutorialScreen onClose={close} TableView={LessonTableHost} />
        </Suspense>
      ) : view === null ? (
        <TitleScreen />
      ) : (
        <Suspense fallback={null}>
          <Table />
        </Suspense>
      )}
      {view !== null && screen === 'table' && (
        <Suspense fallback={null}>
          <HandResultPanel view={view} />
        </Suspense>
      )}
      {view !== null && screen === 'scoreSheet' && (
        <Suspense fallback={null}>
          <ScoreSheet view={view} />
        </Suspense>
      )}
      {screen === 'settings' && (
        <Suspense fallback={null}>
          <SettingsPanel onClose={close} />
        </Suspense>
      )}
      {screen === 'history' && (
        <Suspense fallback={null}>
          <HistoryScreen onClose={close} />
        </Suspense>
      )}
      {view !== null && screen === 'review' && (
        <Suspense fallback={null}>
          <ReviewScreen onClose={close} />
        </Suspense>
      )}
      {((view !== null && screen === 'menu') || screen === 'newMatch') && (
        <Suspense fallback={null}>
          <MatchScreens screen={screen} onClose={close} />
        </Suspense>
      )}
      {screen === 'calculator' && (
        <Suspense fallback={null}>
          <Calculator onClose={close} />
        </Suspense>
      )}
      <ErrorNotice />
      <UpdateBanner />
      <SaveProblemNotice />
    </>
  );
}

function useLanguage(i18n: I18n) {
  const language = useAppStore((s) => s.settings.language);
  useEffect(() => {
    // With no choice saved, changeLanguage() detects the browser's language again.
    void i18n.changeLanguage(language ?? undefined).then(() => {
      document.documentElement.lang = i18n.resolvedLanguage ?? 'en';
    });
  }, [i18n, language]);
}

/**
 * Fetches the table's code once the first screen has painted and the page is idle, so "New match"
 * opens the table at once while the title screen never waits for it.
 */
function usePrefetchTable(): void {
  useEffect(() => {
    const prefetch = () => void loadTable();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(prefetch, { timeout: 2000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(prefetch, 1000);
    return () => clearTimeout(id);
  }, []);
}

export function App({ i18n }: { i18n: I18n }) {
  const store = useAppStoreApi();
  const speed = useAppStore((s) => s.settings.animationSpeed);
  const large = useAppStore((s) => s.settings.largeTiles);
  const colourBlind = useAppStore((s) => s.settings.colourBlind);
  useLanguage(i18n);
  useFeedback(store);
  useKeyboard(store);
  useWakeLock();
  usePrefetchTable();
  return (
    <I18nextProvider i18n={i18n}>
      <LazyMotion features={loadMotionFeatures} strict>
        <MotionConfig reducedMotion="user" transition={{ duration: DURATION[speed] }}>
          <div className={`app${large ? ' app--large' : ''}${colourBlind ? ' app--cb' : ''}`}>
            <Screens />
          </div>
        </MotionConfig>
      </LazyMotion>
    </I18nextProvider>
  );
}
