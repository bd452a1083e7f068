/**
 * Reading the fields of a CLI document (shared/contract.md): typed errors, never exceptions. The
 * readers every ruleset's documents share (`score`, `settle`, `analyse`) are here, once.
 */
import type { Meld, Result, Seat } from '../engine';
import { classifySet, fail, ok, parseTiles } from '../engine';

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

/** A required field naming a seat by its wind. */
export function seatField(doc: Json, field: string): Result<Seat> {
  return doc[field] === undefined ? missing(field) : seat(doc[field], field);
}

export function seat(value: unknown, field: string): Result<Seat> {
  const index = SEAT_NAMES.indexOf(value as (typeof SEAT_NAMES)[number]);
  if (index < 0) return invalid(field, 'one of "we", "ws", "ww", "wn"');
  return ok(index as Seat);
}

/** A field holding tiles in the contract's notation, as the texts written. */
export function stringArray(doc: Json, field: string, required: boolean): Result<string[]> {
  const value = doc[field];
  if (value === undefined) return required ? missing(field) : ok([]);
  if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
    return invalid(field, 'an array of tiles such as ["1b", "dr"]');
  }
  return ok(value as string[]);
}

/** A field holding tiles in the contract's notation, as tile kinds. */
export function tileList(doc: Json, field: string, required: boolean): Result<number[]> {
  const texts = stringArray(doc, field, required);
  return texts.ok ? parseTiles(texts.value) : texts;
}

/** The `melds` field of a document (score, analyse): declared sets in the order declared. */
export function melds(doc: Json): Result<Meld[]> {
  const value = doc['melds'];
  if (value === undefined) return ok([]);
  if (!Array.isArray(value)) return invalid('melds', 'an array of sets');
  const out: Meld[] = [];
  for (const [i, entry] of value.entries()) {
    const where = `melds[${i}]`;
    if (!isObject(entry)) return invalid(where, 'an object {"kind", "tiles", "concealed"}');
    const kind = entry['kind'];
    if (kind !== 'chow' && kind !== 'pung' && kind !== 'kong') {
      return invalid(`${where}.kind`, '"chow", "pung" or "kong"');
    }
    const texts = stringArray(entry, 'tiles', true);
    if (!texts.ok) return fail(texts.error.code, `${where}: ${texts.error.message}`);
    const tiles = parseTiles(texts.value);
    if (!tiles.ok) return tiles;
    const concealed = entry['concealed'] ?? false;
    if (typeof concealed !== 'boolean') return invalid(`${where}.concealed`, 'true or false');
    const set = classifySet(tiles.value);
    if (set === null || set.kind !== kind) {
      return fail('input/invalid-meld', `${where}: [${texts.value.join(' ')}] is not a ${kind}`);
    }
    if (concealed && kind !== 'kong') {
      return fail('input/invalid-meld', `${where}: only a kong can be declared concealed`);
    }
    out.push({ kind, tile: set.tile, concealed });
  }
  return ok(out);
}
