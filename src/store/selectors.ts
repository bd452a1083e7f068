/**
 * Narrow selectors (design.md habit 11): components subscribe to the smallest piece they draw.
 * The person's view is computed once per game state and shared by every subscriber.
 */
import type { PlayerView } from '../engine';
import { gameEngine } from './gameEngine';
import type { GameSlice, SettingsSlice, UiSlice } from './state';
import { humanSeat } from './state';

const views = new WeakMap<object, PlayerView>();

export function selectHumanView(state: Pick<GameSlice, 'game'>): PlayerView | null {
  const game = state.game;
  if (game === null) return null;
  let view = views.get(game);
  if (view === undefined) {
    view = gameEngine().playerView(game, humanSeat(game));
    views.set(game, view);
  }
  return view;
}

export const selectSettings = (state: SettingsSlice) => state.settings;
export const selectScreen = (state: UiSlice) => state.screen;
export const selectSelectedTile = (state: UiSlice) => state.selectedTile;
export const selectLastError = (state: GameSlice) => state.lastError;
export const selectGameConfig = (state: GameSlice) => state.game?.config ?? null;
export const selectLog = (state: GameSlice) => state.log;
