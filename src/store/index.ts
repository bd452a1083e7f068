export * from './store';
export * from './settings';
export * from './selectors';
export * from './coach';
export { gameEngine, loadGameEngine } from './gameEngine';
export type { GameEngine } from './gameEngine';
// The after-hand review's functions are imported from './review' itself (by its lazy screen): only
// its types are part of the start-up code's entry.
export type * from './review';
export type * from './progress';
export type * from './drill';
export { browserTimers, nextBotSeat, safeAction } from './turns';
export type { Timers } from './turns';
export { StoreProvider, useAppStore, useAppStoreApi, useHumanView } from './react';
// Saving (IndexedDB) is imported from './persistence', not from here: the title's start-up code
// does not reach it (issue 17).
// The history (src/store/history.ts) is imported from its own entry, not from here: the app's
// start-up code never reaches it, so it loads only with the history screen.
