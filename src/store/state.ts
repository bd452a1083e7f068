/**
 * The state every slice may read (the game, the screen, the settings, the shell), the person's
 * seat, and the narrow view of the store a slice's actions take. Kept apart from store.ts, which
 * puts the slices together, so that no slice module imports the whole store's type: the store's
 * modules import one another in one direction only, type imports included (design.md).
 */
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
import { gameEngine } from './gameEngine';
import type { Settings } from './settings';

/** The person at the table is always player 0; players 1..3 are the computer opponents. */
export const HUMAN: PlayerIndex = 0;

export type Screen =
  | 'table'
  | 'settings'
  | 'scoreSheet'
  | 'history'
  | 'calculator'
  | 'tutorial'
  /** The after-hand review of the hand just played (src/store/review.ts). */
  | 'review'
  /** The table's menu: resume, new match, history, settings, learn to play, score a hand. */
  | 'menu'
  /** A new match's rules and options, set right before it starts. */
  | 'newMatch'
  /** The person's progress over the History's matches (src/store/progress.ts). */
  | 'progress'
  /** "What would you discard?": the drill deck (src/store/drill.ts). */
  | 'drills';

export interface GameSlice {
  readonly game: GameState | null;
  /** Names the match being played (its save and, once finished, its history record). */
  readonly matchId: string | null;
  /** A practice match: the person may take moves back (`undo`); fixed when the match starts. */
  readonly practice: boolean;
  /** Every action applied since the match began: with the config it rebuilds the game. */
  readonly log: readonly Action[];
  /** The events of the last applied action (for sounds and motion); `eventSerial` counts batches. */
  readonly lastEvents: readonly GameEvent[];
  readonly eventSerial: number;
  readonly lastError: EngineError | null;
  /** Needs the engine loaded (./gameEngine.ts): the screens that offer it load it first. */
  startMatch(seed?: number | string): ApplyResult;
  /**
   * The title's way in: loads the engine if need be, then starts the match. An engine that cannot
   * be loaded is reported as `lastError`, like any refused move.
   */
  startMatchWhenLoaded(seed?: number | string): Promise<ApplyResult>;
  /** Takes up a saved match where it was left (the save was checked by src/persistence). */
  resumeMatch(saved: {
    matchId: string;
    game: GameState;
    log: readonly Action[];
    practice: boolean;
  }): void;
  /** In a practice match: back to just before the person's last move of this hand. */
  undo(): ApplyResult;
  dispatch(action: Action): ApplyResult;
  dismissError(): void;
}

/** How the person picks tiles: pointing at them (tap, click), or with the keyboard (← →, Enter). */
export type ChoosingBy = 'pointer' | 'keys';

export interface UiSlice {
  readonly selectedTile: TileId | null;
  /** How the person last picked a tile: the table's prompts speak of that way (issue 35). */
  readonly choosingBy: ChoosingBy;
  readonly screen: Screen;
  /** Selects a tile; `by` records how, when the caller knows (a tap, the arrow keys). */
  select(tile: TileId | null, by?: ChoosingBy): void;
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

/** The seat the person sits at in the current hand (seats rotate every hand, §3.3). */
export function humanSeat(game: GameState): Seat {
  const players = gameEngine().currentPlayers(game);
  return players.indexOf(HUMAN) as Seat;
}

/**
 * The store as a slice's actions see it: the state they read and write, no more. The app's store
 * (store.ts `AppStore`) is one.
 */
export interface SliceStore<S> {
  getState(): S;
  setState(partial: Partial<S>): void;
}
