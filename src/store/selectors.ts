/**
 * Narrow selectors (design.md habit 11): components subscribe to the smallest piece they draw.
 * The person's view is computed once per game state and shared by every subscriber.
 */
import type { PlayerView } from '../engine';
import { gameEngine } from './gameEngine';
import type { AppState } from './store';
import { humanSeat } from './store';

const views = new WeakMap<object, PlayerView>();

export function selectHumanView(state: AppState): PlayerView | null {
  const game = state.game;
  if (game === null) return null;
  let view = views.get(game);
  if (view === undefined) {
    view = gameEngine().playerView(game, humanSeat(game));
    views.set(game, view);
  }
  return view;
}

export const selectSettings = (state: AppState) => state.settings;
export const selectScreen = (state: AppState) => state.screen;
export const selectSelectedTile = (state: AppState) => state.selectedTile;
export const selectLastError = (state: AppState) => state.lastError;
export const selectGameConfig = (state: AppState) => state.game?.config ?? null;
export const selectLog = (state: AppState) => state.log;
