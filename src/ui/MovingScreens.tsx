/**
 * Every screen but the bare title: the table, the tutorial, the dialogs and the shell's notices,
 * under framer-motion's LazyMotion and MotionConfig (the animation-speed setting and the system's
 * reduced-motion preference). A chunk of its own, loaded when one of them first opens (or when the
 * page is idle), so the title paints and becomes interactive without any of it (issue 17).
 */
import { LazyMotion, MotionConfig } from 'motion/react';
import { Suspense, lazy, memo } from 'react';
import type { PlayerView } from '../engine';
import type { AnimationSpeed, Screen } from '../store';
import { useAppStore, useAppStoreApi, useHumanView } from '../store';
import motionFeatures from './motionFeatures';
import { SaveProblemNotice, UpdateBanner } from './ShellNotices';
import { useKeyboard } from './useKeyboard';
import { useWakeLock } from './useWakeLock';

const DURATION: Record<AnimationSpeed, number> = { slow: 0.5, normal: 0.3, fast: 0.15, off: 0 };

// The history (its list, statistics and replay viewer) loads when first opened: it is not needed
// to start playing, and the start-up JavaScript has a budget (test/e2e/bundle.test.ts).
// The result of a hand: fetched as the table opens, not part of the start-up JavaScript.
const HandResultPanel = lazy(() =>
  import('./result/HandResult').then((m) => ({ default: m.HandResultPanel })),
);
const HistoryScreen = lazy(() =>
  import('./history/HistoryScreen').then((m) => ({ default: m.HistoryScreen })),
);

// The progress page (its charts and the coach's findings) loads when first opened (issue 37).
const ProgressScreen = lazy(() =>
  import('./progress/ProgressScreen').then((m) => ({ default: m.ProgressScreen })),
);

// The drills ("What would you discard?") load when first opened (issue 37).
const DrillsScreen = lazy(() =>
  import('./drills/DrillsScreen').then((m) => ({ default: m.DrillsScreen })),
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
const Table = lazy(() => import('./table/Table').then((m) => ({ default: m.Table })));
const LessonTableHost = lazy(() =>
  import('./tutorial/LessonTableHost').then((m) => ({ default: m.LessonTableHost })),
);

/** Every screen but the title: the table, the tutorial, the dialogs and the shell's notices. */
function Screens({
  view,
  screen,
  close,
}: {
  readonly view: PlayerView | null;
  readonly screen: Screen;
  readonly close: () => void;
}) {
  return (
    <>
      {screen === 'tutorial' ? (
        <Suspense fallback={null}>
          <TutorialScreen onClose={close} TableView={LessonTableHost} />
        </Suspense>
      ) : (
        view !== null && (
          <Suspense fallback={null}>
            <Table />
          </Suspense>
        )
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
      {screen === 'progress' && (
        <Suspense fallback={null}>
          <ProgressScreen onClose={close} />
        </Suspense>
      )}
      {screen === 'drills' && (
        <Suspense fallback={null}>
          <DrillsScreen onClose={close} />
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
      <UpdateBanner />
      <SaveProblemNotice />
    </>
  );
}

/** The screens, following the game: they re-render at every move, under the motion providers. */
function ConnectedScreens() {
  const view = useHumanView();
  const screen = useAppStore((s) => s.screen);
  const openScreen = useAppStore((s) => s.openScreen);
  return <Screens view={view} screen={screen} close={() => openScreen('table')} />;
}

/**
 * The motion providers render only when the animation speed changes, never at a move: LazyMotion
 * gives its context a new value at each render, which re-renders every motion component and has
 * the layout animation measure each tile of the hand at every bot's move (issue 14's long tasks).
 */
function MovingScreens() {
  const speed = useAppStore((s) => s.settings.animationSpeed);
  // The keys and the screen kept awake matter only at the table, one of these screens.
  useKeyboard(useAppStoreApi());
  useWakeLock();
  return (
    // The features come with this chunk (itself loaded after the title): a table that drew its
    // first frame before them would start its entry animations a moment late.
    <LazyMotion features={motionFeatures} strict>
      <MotionConfig reducedMotion="user" transition={{ duration: DURATION[speed] }}>
        <ConnectedScreens />
      </MotionConfig>
    </LazyMotion>
  );
}

export default memo(MovingScreens);
