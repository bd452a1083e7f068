/**
 * The match's life on the device (issue 6): on start, the saved match is read from IndexedDB,
 * checked and taken up where it was; a save that cannot be trusted is kept aside in `quarantine`
 * for inspection and reported in plain words, and the app starts anyway. Then every committed
 * action is saved (saver.ts), everything is flushed when the page is hidden, and a match goes into
 * the history as its hands end, when it ends and when it is left for a new one: the session's
 * `onChange`, which the wiring (src/app/wire.ts) subscribes to the store. Storage that cannot be
 * opened at all (a private window, a full disk) leaves a playable app that says it cannot save.
 */
import type { Action, GameState } from '../engine';
import type { HuDatabase } from './db';
import { CURRENT_KEY, openHuDatabase } from './db';
import { recordFinishedMatch } from './matchShelf';
import type { SaveEngine, SaveError } from './saveFormat';
import { decodeSave } from './saveFormat';
import type { SaveProblem, Saver, SavingState, StateListener, StateSource } from './saver';
import { startSaving } from './saver';

/** What the session reads of the app's state and asks of it (the store's state is one). */
export interface SessionState extends SavingState {
  resumeMatch(saved: {
    matchId: string;
    game: GameState;
    log: readonly Action[];
    practice: boolean;
  }): void;
}

/**
 * The engine as the session reaches it: `load` fetches it (a save is replayed to be checked),
 * `loaded` is the engine once fetched (src/store/gameEngine.ts in the app).
 */
export interface SessionEngine {
  readonly load: () => Promise<SaveEngine>;
  readonly loaded: () => SaveEngine;
}

/**
 * No hand is being played: before the first, between two, or after the last (the store's
 * `betweenHands`).
 */
function betweenHands(game: GameState | null): boolean {
  return (
    game === null || game.hand.phase.kind === 'handOver' || game.hand.phase.kind === 'matchOver'
  );
}

export const STORAGE_UNAVAILABLE: SaveProblem = {
  code: 'save/unavailable',
  message: 'this device does not let Hu! keep the match',
};

export interface Session {
  readonly saver: Saver | null;
  /** What happened to the saved match on start. */
  readonly resumed: 'resumed' | 'none' | 'quarantined' | 'unavailable';
  /**
   * Saves and records after each change of the app's state: the wiring (src/app/wire.ts)
   * subscribes it to the store.
   */
  readonly onChange: StateListener<SessionState>;
  /** Stops saving and recording (the app never does; a test that wires a store does). */
  close(): void;
}

/** A session that keeps nothing: storage unavailable, or too slow to wait for. */
export const UNSAVED_SESSION: Session = {
  saver: null,
  resumed: 'unavailable',
  onChange() {},
  close() {},
};

/** Moves an untrustworthy save aside, in one transaction, so it is never read again as current. */
async function quarantine(db: HuDatabase, raw: unknown, error: SaveError): Promise<void> {
  const tx = db.transaction(['saves', 'quarantine'], 'readwrite');
  await Promise.all([
    tx.objectStore('quarantine').add({ keptAt: Date.now(), ...error, raw }),
    tx.objectStore('saves').delete(CURRENT_KEY),
    tx.done,
  ]);
}

async function resume(
  store: StateSource<SessionState>,
  db: HuDatabase,
  engine: SessionEngine,
): Promise<Session['resumed']> {
  const raw = await db.get('saves', CURRENT_KEY);
  if (raw === undefined) return 'none';
  // Checking the save replays its log: only a start with a match to take up loads the engine here.
  const loaded = decodeSave(raw, await engine.load());
  if (loaded.ok && store.getState().game !== null) {
    // A match was started from the title while the save was being read (the title answers taps
    // before the session is open, main.tsx): the saved match goes into the history, as one left for
    // a new one, and the new one goes on.
    const { ruleset, options, seed, rig } = loaded.game.config;
    await recordFinishedMatch(db, {
      id: loaded.save.matchId,
      finishedAt: Date.now(),
      log: { ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions: loaded.log },
    });
    return 'none';
  }
  if (loaded.ok) {
    store.getState().resumeMatch({
      matchId: loaded.save.matchId,
      game: loaded.game,
      log: loaded.log,
      practice: loaded.practice,
    });
    return 'resumed';
  }
  store.getState().reportSaveProblem(loaded.error);
  await quarantine(db, raw, loaded.error).catch(() => undefined);
  return 'quarantined';
}

/** Asked once a match is kept: the browser then keeps the history under pressure. */
function askForPersistentStorage() {
  void navigator.storage?.persist?.().catch(() => false);
}

export async function openSession(
  store: StateSource<SessionState>,
  engine: SessionEngine,
): Promise<Session> {
  let db: HuDatabase;
  let resumed: Session['resumed'];
  try {
    db = await openHuDatabase();
    resumed = await resume(store, db, engine);
  } catch {
    store.getState().reportSaveProblem(STORAGE_UNAVAILABLE);
    return UNSAVED_SESSION;
  }

  const saver = startSaving(
    store,
    { write: (record) => db.put('saves', record, CURRENT_KEY).then(() => undefined) },
    engine.loaded,
    Date.now,
    // A match started before the session opened has not been written yet.
    { unsaved: resumed !== 'resumed' && store.getState().game !== null },
  );

  // Into the history: a match as each of its hands ends (so the history lists the one being played
  // and, should the app be closed, the hands so far), at its end, and when the person leaves it for a
  // new one (issue 15) — then with the moves of the hand left half-played. The record is put under
  // the match id, so twice is once, and on start again in case the app was closed in between.
  const record = (game: GameState | null, matchId: string | null, log: readonly Action[]) => {
    if (game === null || matchId === null || log.length === 0) return;
    const { ruleset, options, seed, rig } = game.config;
    void recordFinishedMatch(db, {
      id: matchId,
      finishedAt: Date.now(),
      log: { ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions: log },
    })
      .then(askForPersistentStorage)
      .catch(() => store.getState().reportSaveProblem(STORAGE_UNAVAILABLE));
  };
  const handOver = (game: GameState | null) => game !== null && betweenHands(game);
  const initial = store.getState();
  if (handOver(initial.game)) record(initial.game, initial.matchId, initial.log);
  let recording = true;
  const onChange: StateListener<SessionState> = (state, previous) => {
    saver.onChange(state, previous);
    if (!recording) return;
    if (state.matchId !== previous.matchId) record(previous.game, previous.matchId, previous.log);
    else if (state.game !== previous.game && handOver(state.game) && !handOver(previous.game))
      record(state.game, state.matchId, state.log);
  };

  // A phone may kill a hidden app without warning: make sure the last moves are on disk.
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') void saver.flush();
  };
  document.addEventListener('visibilitychange', flushWhenHidden);
  window.addEventListener('pagehide', () => void saver.flush());

  // The page's listeners may stay: once saving stops, a flush has nothing to write.
  const close = () => {
    saver.stop();
    recording = false;
  };
  return { saver, resumed, onChange, close };
}
