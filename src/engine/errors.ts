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
