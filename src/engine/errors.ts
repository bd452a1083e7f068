/**
 * Errors are data (design.md, habit 1): every function that judges player or caller input returns a
 * typed error with a namespaced code instead of throwing. Throwing is kept for broken invariants.
 */

/**
 * Every code an `EngineError` may carry, by namespace: the engine's own, and those of the layers
 * that report their refusals in the engine's shape (the CLI, the match history and its analysis,
 * the store, the tutorial). The compiler checks each code given to `fail` or set on an
 * `EngineError` against this list, and src/engine/errors.test.ts finds every code written in src
 * and test here. Saves, the history import and the bots' worker have error types of their own.
 */
export const ENGINE_ERROR_CODES = [
  // A move the reducer refuses (game/apply.ts, validateAction.ts): not a move, or not now.
  'action/malformed',
  'action/match-over',
  'action/not-now',
  // A claim on a discard or a robbed kong the seat may not make (§5.3, §7).
  'claim/already-decided',
  'claim/not-allowed',
  'claim/not-eligible',
  // A discard of a tile the player does not hold, or after the last live tile (ravenna.md §8.3).
  'discard/not-in-hand',
  'discard/wall-exhausted',
  // A kong the player cannot declare (§6.2, §6.4, §4.3.2).
  'kong/no-pung',
  'kong/not-allowed',
  'kong/not-four',
  'kong/not-in-hand',
  // A move out of turn (§5.2).
  'turn/not-your-turn',
  // A self-drawn win the tiles do not make (§8.3, §13.2), or not allowed now.
  'win/not-allowed',
  'win/not-winning',
  // The next hand asked for before this one is over; tiles that are not a winning hand (§8.1).
  'hand/not-over',
  'hand/not-winning',
  // A new game's ruleset, options, seed or rigged walls that cannot be played.
  'config/invalid-option',
  'config/invalid-rig',
  'config/invalid-seed',
  'config/unknown-option',
  'config/unknown-ruleset',
  // A hand or a document described wrongly (shared/contract.md): the scorers, notation, the CLI.
  'input/invalid-field',
  'input/invalid-meld',
  'input/malformed-json',
  'input/missing-field',
  'input/situation-conflict',
  'input/too-many-copies',
  'input/unknown-tile',
  'input/unreadable',
  'input/wrong-tile-count',
  // A game log that does not replay (game/replay.ts).
  'replay/illegal-action',
  'replay/malformed',
  // The match history and its analysis: a stored match or its moves that cannot be read or replayed.
  'history/illegal-log',
  'history/malformed',
  'history/newer-version',
  'history/no-such-hand',
  'moves/malformed',
  'findings/malformed',
  'findings/newer-version',
  'drill/malformed',
  'drill/newer-version',
  'drill/no-position',
  // The store: no match, nothing to take back, the engine's code not loaded; the tutorial's script.
  'app/engine-unavailable',
  'store/no-game',
  'undo/nothing',
  'undo/serious-match',
  'tutorial/another-move',
] as const;

/** Namespaced, stable: `input/unknown-tile`, `hand/not-winning`, `claim/not-allowed`, … */
export type EngineErrorCode = (typeof ENGINE_ERROR_CODES)[number];

export interface EngineError {
  readonly code: EngineErrorCode;
  readonly message: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: EngineErrorCode, message: string): Result<T> {
  return { ok: false, error: { code, message } };
}

/**
 * A broken invariant: a programmer error, never a player's. The reducer throws only these (design.md,
 * engine contract); player and caller input gets a `Result` instead.
 */
export class InvariantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvariantError';
  }
}

/** `value`, which an invariant says is there (`what` names it); an `InvariantError` when it is not. */
export function defined<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new InvariantError(`${what} is missing`);
  return value;
}
