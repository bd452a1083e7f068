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
import type {
  Action,
  ApplyResult,
  EngineError,
  GameEvent,
  GameState,
  PlayerIndex,
  Seat,
  TileId,
} from '../engine';
import { apply, newGame, playersAtSeats } from '../engine';
import type { Settings } from './settings';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, sanitizeSettings } from './settings';

/** The person at the table is always player 0; players 1..3 are the computer opponents. */
export const HUMAN: PlayerIndex = 0;

export type Screen = 'table' | 'settings' | 'scoreSheet' | 'history';

export interface GameSlice {
  readonly game: GameState | null;
  /** Names the match being played (its save and, once finished, its history record). */
  readonly matchId: string | null;
  /** Every action applied since the match began: with the config it rebuilds the game. */
  readonly log: readonly Action[];
  /** The events of the last applied action (for sounds and motion); `eventSerial` counts batches. */
  readonly lastEvents: readonly GameEvent[];
  readonly eventSerial: number;
  readonly lastError: EngineError | null;
  startMatch(seed?: number | string): ApplyResult;
  /** Takes up a saved match where it was left (the save was checked by persistence/saveFormat). */
  resumeMatch(saved: { matchId: string; game: GameState; log: readonly Action[] }): void;
  dispatch(action: Action): ApplyResult;
  dismissError(): void;
}

export interface UiSlice {
  readonly selectedTile: TileId | null;
  readonly screen: Screen;
  select(tile: TileId | null): void;
  openScreen(screen: Screen): void;
}

export interface SettingsSlice {
  readonly settings: Settings;
  updateSettings(patch: Partial<Settings>): void;
}

/** Why the match could not be saved or taken up again, for a notice in plain words. */
export interface SaveProblem {
  readonly code: string;
  readonly message: string;
}

export interface ShellSlice {
  readonly saveProblem: SaveProblem | null;
  /** A new version of the app is installed and waits (src/pwa). */
  readonly updateReady: boolean;
  /** The person accepted it: it applies as soon as no hand is being played. */
  readonly updateAccepted: boolean;
  /** Shows the browser's install dialog; null when the browser offers no installation. */
  readonly installApp: (() => void) | null;
  reportSaveProblem(problem: SaveProblem | null): void;
  acceptUpdate(): void;
}

export type AppState = GameSlice & UiSlice & SettingsSlice & ShellSlice;
export type AppStore = StoreApi<AppState>;

export interface AppStoreOptions {
  /** Where settings persist: localStorage in the app, memory in tests. */
  readonly storage?: StateStorage;
  /** A fresh seed for a new match (the app draws one from `crypto`). */
  readonly newSeed?: () => string;
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

/** No hand is being played: before the first, between two, or after the last. */
export function betweenHands(game: GameState | null): boolean {
  return (
    game === null || game.hand.phase.kind === 'handOver' || game.hand.phase.kind === 'matchOver'
  );
}

/** The seat the person sits at in the current hand (seats rotate every hand, §3.3). */
export function humanSeat(game: GameState): Seat {
  const players = playersAtSeats(
    game.match.seating,
    game.hand.number,
    game.config.options.dealPass,
  );
  return players.indexOf(HUMAN) as Seat;
}

export function createAppStore(options: AppStoreOptions = {}): AppStore {
  const newSeed = options.newSeed ?? randomSeed;
  return createStore<AppState>()(
    persist(
      (set, get) => ({
        game: null,
        matchId: null,
        log: [],
        lastEvents: [],
        eventSerial: 0,
        lastError: null,
        startMatch(seed = newSeed()) {
          const { settings } = get();
          const created = newGame({
            seed,
            options: { flowers: settings.flowers, halveFlowers: settings.halveFlowers },
          });
          if (!created.ok) {
            set({ lastError: created.error });
            return created;
          }
          set((s) => ({
            game: created.value.state,
            matchId: randomMatchId(),
            log: [],
            lastEvents: created.value.events,
            eventSerial: s.eventSerial + 1,
            lastError: null,
            selectedTile: null,
            screen: 'table',
          }));
          return { ok: true, state: created.value.state, events: created.value.events };
        },
        resumeMatch({ matchId, game, log }) {
          set((s) => ({
            game,
            matchId,
            log,
            lastEvents: [],
            eventSerial: s.eventSerial + 1,
            lastError: null,
            selectedTile: null,
            screen: 'table',
          }));
        },
        dispatch(action) {
          const { game } = get();
          if (game === null) {
            const error = { code: 'store/no-game', message: 'no match is being played' };
            set({ lastError: error });
            return { ok: false, error };
          }
          const result = apply(game, action);
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
          return result;
        },
        dismissError() {
          set({ lastError: null });
        },
        selectedTile: null,
        screen: 'table',
        select(tile) {
          set({ selectedTile: tile });
        },
        openScreen(screen) {
          set({ screen });
        },
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
        storage: createJSONStorage(() => options.storage ?? localStorage),
        partialize: (s) => ({ settings: s.settings }),
        // Version 1 is the first; every later bump adds its step here (design.md habit 11).
        migrate: (persisted) => persisted as { settings: Settings },
        merge: (persisted, current) => ({
          ...current,
          settings: sanitizeSettings((persisted as { settings?: unknown } | undefined)?.settings),
        }),
      },
    ),
  );
}
