/**
 * The game engine as the app's start-up code reaches it: loaded on demand, after the title has
 * painted (issue 17: the title's code carries no reducer). Everything that plays — starting or
 * resuming a match, applying a move, a player's view — runs only once a match exists, and a match
 * exists only once the engine is loaded: the title's buttons, the screens' chunk and a saved match
 * each wait for `loadGameEngine()` first.
 */
export type GameEngine = typeof import('../engine/play');

let loaded: GameEngine | null = null;
let loading: Promise<GameEngine> | null = null;

/** Fetches the engine once; every later call returns the same promise. */
export function loadGameEngine(): Promise<GameEngine> {
  loading ??= import('../engine/play').then((engine) => (loaded = engine));
  return loading;
}

/** The loaded engine. Asking before `loadGameEngine()` has settled is a bug in the app's order. */
export function gameEngine(): GameEngine {
  if (loaded === null)
    throw new Error('the game engine was used before loadGameEngine() had settled');
  return loaded;
}
