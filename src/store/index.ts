export * from './store';
export * from './settings';
export * from './selectors';
export { driveBots, nextBotSeat, safeAction } from './botDriver';
export type { BotDecider, Timers } from './botDriver';
export { StoreProvider, useAppStore, useAppStoreApi, useHumanView } from './react';
