/**
 * Errors are data (design.md, habit 1): every function that judges player or caller input returns a
 * typed error with a namespaced code instead of throwing. Throwing is kept for broken invariants.
 */
export interface EngineError {
  /** Namespaced, stable: `input/unknown-tile`, `hand/not-winning`, `claim/not-allowed`, … */
  readonly code: string;
  readonly message: string;
}

export type Result<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: EngineError };

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail<T = never>(code: string, message: string): Result<T> {
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
