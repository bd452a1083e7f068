/**
 * The app loads its game engine after the title has painted (src/store/gameEngine.ts). Tests of
 * the store, the drivers and the screens play from their first line, as the app does once the
 * engine is in: each test file starts with it loaded.
 */
import { loadGameEngine } from '../../src/store/gameEngine';

await loadGameEngine();
