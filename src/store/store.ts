/**
 * The app's zustand store, in three slices (design.md: src/store):
 * - game: the engine state, its action log and the events of the last move; every action of every
 *   actor (a tap, a key, a bot) goes through `dispatch`, which applies it with the engine's `apply`;
 *   a rejected action leaves the state as it was and is kept as `lastError` for a notice.
 * - ui: what is selected and which screen is open; never persisted.
 * - settings: persisted and validated on load (settings.ts).
 * - shell: what the app around the game reports — a save that could not be read or written, an
 *   update waiting to apply between hands, the browser's offer to install the app.
 * The match itself is saved to IndexedDB by persistence/session.ts, outside the store.
 */
import { createJSONStorage, persist } from 'zustand/middleware';
import type { StateStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { Action, ApplyResult, EngineError, GameState } from '../engine';
import { gameEngine, loadGameEngine } from './gameEngine';
import type { Settings } from './settings';
import {
  DEFAULT_SETTINGS,
  SETTINGS_VERSION,
  matchOptionsOf,
  migrateSettings,
  sanitizeSettings,
} from './settings';
import type { CoachSlice } from './coach';
import type { GameSlice, SettingsSlice, ShellSlice, UiSlice } from './state';
import { humanSeat } from './state';
import type { ReviewSlice } from './review';
import type { ProgressSlice } from './progress';
import type { DrillSlice } from './drill';
import { PROGRESS_IDLE } from './progress';

export type {
  ChoosingBy,
  GameSlice,
  SaveProblem,
  Screen,
  SettingsSlice,
  ShellSlice,
  SliceStore,
  UiSlice,
} from './state';
export { HUMAN, humanSeat } from './state';

export type AppState = GameSlice &
  UiSlice &
  SettingsSlice &
  ShellSlice &
  CoachSlice &
  ReviewSlice &
  ProgressSlice &
  DrillSlice;
export type AppStore = StoreApi<AppState>;

/**
 * A table's own rule on top of the game's, asked before the engine judges a move: a lesson table
 * lets through only the move it teaches (src/tutorial/driver.ts). A move it refuses is its own to
 * explain, so the refusal is returned but not kept as `lastError` (no error notice).
 */
export interface MoveGuard {
  /** Null lets the engine judge `action`; an error refuses it, the state left as it was. */
  admit(action: Action, state: AppState): EngineError | null;
  /** Told of each move once it is applied and the store holds the new state. */
  afterMove?(action: Action): void;
}

export interface AppStoreOptions {
  /** Where settings persist: localStorage in the app, memory in tests. */
  readonly storage?: StateStorage;
  /** A fresh seed for a new match (the app draws one from `crypto`). */
  readonly newSeed?: () => string;
  /** Limits the moves `dispatch` lets through (a lesson table's); none in the app's store. */
  readonly moveGuard?: MoveGuard;
}

export const SETTINGS_KEY = 'hu-settings';

function randomSeed(): string {
  const words = new Uint32Array(2);
  crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36)).join('');
}

function randomMatchId(): string {
  return crypto.randomUUID();
}

/**
 * Where `undo` goes back to: the index in the log of the person's last move in the current hand
 * (moves of earlier hands stay, like the cards of a finished deal), or null when there is none.
 */
export function undoPoint(game: GameState, log: readonly Action[]): number | null {
  const seat = humanSeat(game);
  const i = log.findLastIndex((a) => a.type === 'nextHand' || a.seat === seat);
  const action = log[i];
  return action === undefined || action.type === 'nextHand' ? null : i;
}

/** No hand is being played: before the first, between two, or after the last. */
export function betweenHands(game: GameState | null): boolean {
  return (
    game === null || game.hand.phase.kind === 'handOver' || game.hand.phase.kind === 'matchOver'
  );
}

/**
 * zustand's `persist` writes the settings after every change of the store, a hundred times a
 * hand; they change a few times a match. A write that would store what is there already is
 * skipped (localStorage writes are synchronous, on the main thread).
 */
export function writeWhenChanged(storage: StateStorage): StateStorage {
  return {
    getItem: (name) => storage.getItem(name),
    setItem: (name, value) => {
      if (storage.getItem(name) === value) return;
      return storage.setItem(name, value);
    },
    removeItem: (name) => storage.removeItem(name),
  };
}

export function createAppStore(options: AppStoreOptions = {}): AppStore {
  const newSeed = options.newSeed ?? randomSeed;
  const { moveGuard } = options;
  return createStore<AppState>()(
    persist(
      (set, get) => ({
        game: null,
        matchId: null,
        practice: false,
        log: [],
        lastEvents: [],
        eventSerial: 0,
        lastError: null,
        startMatch(seed = newSeed()) {
          const { settings } = get();
          const created = gameEngine().newGame({
            ruleset: settings.ruleset,
            seed,
            options: matchOptionsOf(settings),
          });
          if (!created.ok) {
            set({ lastError: created.error });
            return created;
          }
          set((s) => ({
            game: created.value.state,
            matchId: randomMatchId(),
            practice: settings.matchMode === 'practice',
            log: [],
            lastEvents: created.value.events,
            eventSerial: s.eventSerial + 1,
            lastError: null,
            selectedTile: null,
            screen: 'table',
          }));
          return { ok: true, state: created.value.state, events: created.value.events };
        },
        startMatchWhenLoaded(seed) {
          return loadGameEngine().then(
            () => get().startMatch(seed),
            (cause: unknown) => {
              const error: EngineError = {
                code: 'app/engine-unavailable',
                message: `the game could not be loaded: ${String(cause)}`,
              };
              set({ lastError: error });
              return { ok: false, error } as const;
            },
          );
        },
        resumeMatch({ matchId, game, log, practice }) {
          set((s) => ({
            game,
            matchId,
            practice,
            log,
            lastEvents: [],
            eventSerial: s.eventSerial + 1,
            lastError: null,
            selectedTile: null,
            screen: 'table',
          }));
        },
        dispatch(action) {
          const refused = moveGuard?.admit(action, get()) ?? null;
          if (refused !== null) return { ok: false, error: refused };
          const { game } = get();
          if (game === null) {
            const error: EngineError = {
              code: 'store/no-game',
              message: 'no match is being played',
            };
            set({ lastError: error });
            return { ok: false, error };
          }
          const result = gameEngine().apply(game, action);
          if (!result.ok) {
            set({ lastError: result.error });
            return result;
          }
          set((s) => ({
            game: result.state,
            log: [...s.log, action],
            lastEvents: result.events,
            eventSerial: s.eventSerial + 1,
            lastError: null,
            selectedTile: action.type === 'discard' ? null : s.selectedTile,
          }));
          moveGuard?.afterMove?.(action);
          return result;
        },
        undo() {
          const { game, log, practice } = get();
          const refuse = (code: EngineError['code'], message: string): ApplyResult => {
            const error = { code, message };
            set({ lastError: error });
            return { ok: false, error };
          };
          if (game === null) return refuse('store/no-game', 'no match is being played');
          if (!practice) return refuse('undo/serious-match', 'moves are final in a serious match');
          const point = undoPoint(game, log);
          if (point === null) return refuse('undo/nothing', 'no move of yours to take back');
          const kept = log.slice(0, point);
          const { ruleset, options, seed, rig } = game.config;
          const rebuilt = gameEngine().replay({
            ruleset,
            options,
            seed,
            ...(rig ? { rig } : {}),
            actions: kept,
          });
          // The log replayed once already; failing now is a broken invariant, not a user error.
          if (!rebuilt.ok) throw new Error(`undo: ${rebuilt.error.message}`);
          set((s) => ({
            game: rebuilt.value,
            log: kept,
            lastEvents: [],
            eventSerial: s.eventSerial + 1,
            lastError: null,
            selectedTile: null,
          }));
          return { ok: true, state: rebuilt.value, events: [] };
        },
        dismissError() {
          set({ lastError: null });
        },
        selectedTile: null,
        choosingBy: 'pointer',
        screen: 'table',
        select(tile, by) {
          set(by === undefined ? { selectedTile: tile } : { selectedTile: tile, choosingBy: by });
        },
        openScreen(screen) {
          set({ screen });
        },
        coach: null,
        coachReview: null,
        handReview: null,
        progressReview: PROGRESS_IDLE,
        drillAnswer: null,
        saveProblem: null,
        updateReady: false,
        updateAccepted: false,
        installApp: null,
        reportSaveProblem(problem) {
          set({ saveProblem: problem });
        },
        acceptUpdate() {
          set({ updateAccepted: true });
        },
        settings: DEFAULT_SETTINGS,
        updateSettings(patch) {
          set((s) => ({ settings: sanitizeSettings({ ...s.settings, ...patch }) }));
        },
      }),
      {
        name: SETTINGS_KEY,
        version: SETTINGS_VERSION,
        storage: createJSONStorage(() => writeWhenChanged(options.storage ?? localStorage)),
        partialize: (s) => ({ settings: s.settings }),
        // Every bump adds its step to migrateSettings (settings.ts, design.md habit 11).
        migrate: (persisted, version) =>
          migrateSettings(persisted, version) as { settings: Settings },
        merge: (persisted, current) => ({
          ...current,
          settings: sanitizeSettings((persisted as { settings?: unknown } | undefined)?.settings),
        }),
      },
    ),
  );
}
