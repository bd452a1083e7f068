export * from './store';
export * from './settings';
export * from './selectors';
export * from './coach';
export { gameEngine, loadGameEngine } from './gameEngine';
export type { GameEngine } from './gameEngine';
// The slices' actions below are small; what the start-up code does not call is left out of its
// chunk (the modules have no side effects).
export * from './review';
export * from './progress';
export * from './drill';
export { browserTimers, nextBotSeat, safeAction } from './turns';
export type { Timers } from './turns';
export { StoreProvider, useAppStore, useAppStoreApi, useHumanView } from './react';
// Saving, the History (src/persistence), the match analysis (src/analysis) and the tutorial
// (src/tutorial) are rooms of their own: the store holds state, selectors and slice actions only.
