/**
 * Saves the match after every committed action (issue 6): each change of the store's log starts a
 * write of the whole `{log, snapshot}` record, one write at a time; actions that arrive while a
 * write is under way are gathered into the next one, so a fast run of bot moves costs a few writes,
 * and the record on disk is always a complete, earlier-or-equal position of the game.
 */
import type { Action, GameState } from '../engine';
import type { SavedMatch, SaveEngine } from './saveFormat';
import { encodeSave } from './saveFormat';

/** Why the match could not be saved or taken up again (the store's `SaveProblem`). */
export interface SaveProblem {
  readonly code: string;
  readonly message: string;
}

/** What saving reads of the app's state (the store's state is one). */
export interface SavingState {
  readonly game: GameState | null;
  readonly log: readonly Action[];
  readonly matchId: string | null;
  readonly practice: boolean;
  readonly saveProblem: SaveProblem | null;
  reportSaveProblem(problem: SaveProblem | null): void;
}

/** The app's state as saving sees it; the wiring (src/app/wire.ts) subscribes the reactions. */
export interface StateSource<S> {
  getState(): S;
}

/** A reaction to a change of the app's state, subscribed by the wiring. */
export type StateListener<S> = (state: S, previous: S) => void;

/** Where saves go: IndexedDB in the app (session.ts). */
export interface SaveTarget {
  write(record: SavedMatch): Promise<void>;
}

export interface Saver {
  /** Resolves when everything committed so far is on disk (or has failed to be written). */
  flush(): Promise<void>;
  /** How many actions of the current match the last finished write holds. */
  savedActions(): number;
  /** Saves after each change of the log or of the match: the wiring subscribes it to the store. */
  readonly onChange: StateListener<SavingState>;
  /** Saves no more (`onChange` then does nothing). */
  stop(): void;
}

export const WRITE_FAILED: SaveProblem = {
  code: 'save/write-failed',
  message: 'the match could not be saved on this device',
};

/**
 * Saves `store`'s match to `target` from now on, as its `onChange` is told of each change (the
 * engine, `engine()`, is loaded by then: a match exists only once it is). `unsaved`: the match
 * already on the store is not on disk yet (it was started before saving began), so it is written
 * at once.
 */
export function startSaving(
  store: StateSource<SavingState>,
  target: SaveTarget,
  engine: () => SaveEngine,
  now: () => number = Date.now,
  { unsaved = false }: { readonly unsaved?: boolean } = {},
): Saver {
  let dirty = false;
  let writing: Promise<void> | null = null;
  let saved = {
    matchId: store.getState().matchId,
    actions: unsaved ? 0 : store.getState().log.length,
  };

  const pump = async () => {
    while (dirty) {
      dirty = false;
      const { game, log, matchId, practice } = store.getState();
      if (game === null || matchId === null) continue;
      try {
        await target.write(encodeSave({ matchId, practice }, game, log, now(), engine()));
        saved = { matchId, actions: log.length };
        if (store.getState().saveProblem?.code === WRITE_FAILED.code)
          store.getState().reportSaveProblem(null);
      } catch {
        // Storage full or taken away: say so once, keep playing, try again on the next action.
        if (store.getState().saveProblem === null) store.getState().reportSaveProblem(WRITE_FAILED);
      }
    }
  };

  const schedule = () => {
    dirty = true;
    writing ??= pump().finally(() => {
      writing = null;
    });
  };

  let stopped = false;
  const onChange: StateListener<SavingState> = (state, previous) => {
    if (stopped) return;
    if (state.log !== previous.log || state.matchId !== previous.matchId) schedule();
  };
  if (unsaved) schedule();

  return {
    flush: () => writing ?? Promise.resolve(),
    savedActions: () => (saved.matchId === store.getState().matchId ? saved.actions : 0),
    onChange,
    stop: () => {
      stopped = true;
    },
  };
}
