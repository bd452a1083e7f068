/**
 * What reacts to a dispatch, listed in one place (design.md, src/app): the bots play their seats,
 * the coach and the after-hand review ask the same worker, the match is saved and recorded in the
 * History, the coach looks at the History's matches while the progress page or the drills are
 * open (and grades the drills' answers), and a new version of the app waits for a moment between
 * hands. The coach's and the review's drivers load after the start-up code, so they do not weigh
 * on the first paint.
 *
 * Every subscription to a store is made in src/app (issue 38; test/lint/storeRoom.test.ts):
 * - here, in `wire`: the bots (./botDriver.ts), the coach and the review once a match is on
 *   (./coachDriver.ts, ./reviewDriver.ts), the progress page's and the drills' look at the History
 *   (./progressDriver.ts, ./drillDriver.ts), saving and the History's record (the session's
 *   `onChange`, src/persistence), a waiting update, and whether a match is open (`matchOpen`);
 * - in ./feedback.ts: the sounds and vibration after each move, from the first render (main.tsx
 *   hands it to the UI, which follows the app's store and a lesson's with it).
 */
import type { AppStore } from '../store';
import { betweenHands, gameEngine, loadGameEngine } from '../store';
import type { Session } from '../persistence/saving';
import { UNSAVED_SESSION, openSession } from '../persistence/saving';
import { driveBots } from './botDriver';
import type { BotClient } from '../worker/client';
import { exposeDebug } from './debug';

/** A new version of the app waiting in the service worker (src/pwa/register.ts). */
export interface AppUpdates {
  applyUpdate(): Promise<void>;
}

export interface WireOptions {
  /** The match's life on the device; by default IndexedDB (src/persistence/session.ts). */
  readonly openSession?: (store: AppStore) => Promise<Session>;
  /** Told whether a match is open, now and at each change (a reload then opens on the table). */
  readonly matchOpen?: (open: boolean) => void;
  /** Starts watching for a new version once the session is open; none outside a browser. */
  readonly updates?: (onUpdateReady: () => void) => AppUpdates;
  /** Lets the browser tests read the game the page is playing (`?debug`, ./debug.ts). */
  readonly debug?: boolean;
}

export interface Wiring {
  /** The saved match taken up (or not) and its saving. */
  readonly session: Session;
  /** Stops every listener `wire` started: nothing moves on its own afterwards. */
  dispose(): void;
}

/** Storage that hangs this long (it happens in some private modes) is given up: play unsaved. */
const SESSION_WAIT_MS = 3000;

/**
 * Wires `store` to the bots' worker `client` and to the device's storage. Resolves once the saved
 * match has been taken up (or given up), so the first render shows the table it left.
 */
export async function wire(
  store: AppStore,
  client: BotClient,
  options: WireOptions = {},
): Promise<Wiring> {
  const stops: (() => void)[] = [];
  let disposed = false;
  const listen = (stop: () => void) => {
    if (disposed) stop();
    else stops.push(stop);
  };

  listen(driveBots(store, client));
  // The coach (hints) and the after-hand review ask the same worker as the bots. Both have work only
  // once a match is on, so a person on the title screen never loads them (issue 17); each takes up
  // the match as it is when it arrives.
  const driveCoachAndReview = () => {
    void import('./coachDriver').then(({ driveCoach }) => listen(driveCoach(store, client)));
    void import('./reviewDriver').then(({ driveReview }) => listen(driveReview(store, client)));
  };
  if (store.getState().game !== null) driveCoachAndReview();
  else {
    const stopWaiting = store.subscribe((state) => {
      if (state.game === null) return;
      stopWaiting();
      driveCoachAndReview();
    });
    listen(stopWaiting);
  }

  // The coach's look at the History's matches for the progress page and the drills: loaded when
  // one of them first opens, with the History and its database.
  const stopWaitingForProgress = store.subscribe((state) => {
    if (state.screen !== 'progress' && state.screen !== 'drills') return;
    stopWaitingForProgress();
    void Promise.all([
      import('./progressDriver'),
      import('./drillDriver'),
      import('../persistence'),
    ]).then(([{ driveProgress }, { driveDrills }, { appHistory, appFindings, appDrills }]) => {
      listen(
        driveProgress(store, client, {
          history: appHistory(),
          findings: appFindings(),
          drills: appDrills(),
        }),
      );
      listen(driveDrills(store, client));
    });
  });
  listen(stopWaitingForProgress);

  // Saving and the History; a late session (after the wait) still takes the match up, as before.
  const opening = (
    options.openSession ??
    ((appStore: AppStore) => openSession(appStore, { load: loadGameEngine, loaded: gameEngine }))
  )(store);
  void opening.then((opened) => {
    listen(store.subscribe(opened.onChange));
    listen(() => opened.close());
  });
  const session = await Promise.race([
    opening,
    new Promise<Session>((resolve) => setTimeout(() => resolve(UNSAVED_SESSION), SESSION_WAIT_MS)),
  ]);

  // A new version waits until the person accepts it and no hand is being played, and until the
  // match is on disk: the reload then opens the same match in the new version.
  if (options.updates !== undefined) {
    const updates = options.updates(() => store.setState({ updateReady: true }));
    let applying = false;
    listen(
      store.subscribe(() => {
        const { updateAccepted, game } = store.getState();
        if (applying || !updateAccepted || !betweenHands(game)) return;
        applying = true;
        void (session.saver?.flush() ?? Promise.resolve()).then(() => updates.applyUpdate());
      }),
    );
  }

  if (options.debug === true) exposeDebug(store, session);

  const { matchOpen } = options;
  if (matchOpen !== undefined) {
    matchOpen(store.getState().game !== null);
    listen(
      store.subscribe((state, previous) => {
        if ((state.game === null) !== (previous.game === null)) matchOpen(state.game !== null);
      }),
    );
  }

  return {
    session,
    dispose() {
      disposed = true;
      for (const stop of stops.splice(0)) stop();
    },
  };
}
