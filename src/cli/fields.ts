/**
 * Reading the fields of a CLI document (shared/contract.md): typed errors, never exceptions. The
 * readers every ruleset's documents share (`score`, `settle`, `analyse`) are here, once.
 */
import type { EngineError, Meld, Result, Seat, TileKind } from '../engine';
import { classifySet, fail, formatTile, meldTiles, ok, parseTiles } from '../engine';

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
export function tileList(doc: Json, field: string, required: boolean): Result<TileKind[]> {
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

/** A document's concealed tiles and declared sets, read first by every hand document. */
export interface HandFields {
  readonly doc: Json;
  readonly concealed: TileKind[];
  readonly melds: Meld[];
}

/**
 * The start of every document holding a hand (`score` in each ruleset, `analyse`): one JSON
 * object, its `concealed` tiles and its `melds`, checked in that order.
 */
export function handFields(input: unknown): Result<HandFields> {
  const object = jsonObject(input);
  if (!object.ok) return object;
  const doc = object.value;
  const concealed = tileList(doc, 'concealed', true);
  if (!concealed.ok) return concealed;
  const declared = melds(doc);
  if (!declared.ok) return declared;
  return ok({ doc, concealed: concealed.value, melds: declared.value });
}

/** Declared sets as the `melds` field of a document: the inverse of `melds`. */
export function meldsField(declared: readonly Meld[]): Record<string, unknown>[] {
  return declared.map((m) => ({
    kind: m.kind,
    tiles: meldTiles(m).map(formatTile),
    ...(m.concealed ? { concealed: true } : {}),
  }));
}

/** How the winning tile came: a required field, `"wall"` or `"discard"`. */
export function winFrom(doc: Json): Result<'wall' | 'discard'> {
  const value = doc['winFrom'];
  if (value === undefined) return missing('winFrom');
  if (value !== 'wall' && value !== 'discard') return invalid('winFrom', '"wall" or "discard"');
  return ok(value);
}

/** The output document of input that could not be used. */
export function errorDocument(error: EngineError): Json {
  return { valid: false, error: { code: error.code, message: error.message } };
}

/** The document itself: one JSON object. */
export function jsonObject(doc: unknown): Result<Json> {
  return isObject(doc)
    ? ok(doc)
    : fail('input/malformed-json', 'the input must be one JSON object');
}

/**
 * An optional object field with a closed set of names: a misspelt name would otherwise change the
 * result silently. `each` checks each value, in order, once its name is known.
 */
export function closedObject(
  doc: Json,
  field: string,
  names: readonly string[],
  each?: (key: string, value: unknown) => Result<never> | null,
): Result<Json> {
  const value = doc[field];
  if (value === undefined) return ok({});
  if (!isObject(value)) return invalid(field, 'an object');
  for (const [key, entry] of Object.entries(value)) {
    if (!names.includes(key)) {
      return fail(
        'input/invalid-field',
        `unknown ${field} field "${key}" (known: ${names.join(', ')})`,
      );
    }
    const problem = each === undefined ? null : each(key, entry);
    if (problem !== null) return problem;
  }
  return ok(value);
}

/** A `settle` output document: each seat's payment by its wind. */
export function paymentsDocument(paid: readonly number[]): Json {
  return { payments: Object.fromEntries(SEAT_NAMES.map((name, i) => [name, paid[i]])) };
}
