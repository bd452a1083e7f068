export { wire } from './wire';
export type { AppUpdates, WireOptions, Wiring } from './wire';
export { connectBots } from './botClient';
