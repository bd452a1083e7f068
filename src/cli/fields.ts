/** Reading the fields of a CLI document (shared/contract.md): typed errors, never exceptions. */
import type { Result, Seat } from '../engine';
import { fail, ok } from '../engine';

export type Json = Record<string, unknown>;

export const SEAT_NAMES = ['we', 'ws', 'ww', 'wn'] as const;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function invalid(field: string, expected: string): Result<never> {
  return fail('input/invalid-field', `"${field}" must be ${expected}`);
}

export function missing(field: string): Result<never> {
  return fail('input/missing-field', `"${field}" is required`);
}

export function seat(value: unknown, field: string): Result<Seat> {
  const index = SEAT_NAMES.indexOf(value as (typeof SEAT_NAMES)[number]);
  if (index < 0) return invalid(field, 'one of "we", "ws", "ww", "wn"');
  return ok(index as Seat);
}
