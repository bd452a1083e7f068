/**
 * Reads and writes the JSON documents of shared/contract.md (`score`, `settle`). Field names, codes
 * and output shapes here are a public interface: scripts outside the project rely on them.
 */
import type { EngineError, Result, Seat, Situation, WinningHand } from '../engine';
import { formatTile, meldTiles } from '../engine';
import {
  NO_SITUATION,
  fail,
  formatArrangement,
  ok,
  parseTile,
  scoreWinningHand,
  settle,
} from '../engine';

export { SEAT_NAMES } from './fields';
import type { Json } from './fields';
import { SEAT_NAMES, invalid, isObject, melds, missing, seat, seatField, tileList } from './fields';

function winFrom(doc: Json): Result<'wall' | 'discard'> {
  const value = doc['winFrom'];
  if (value === undefined) return missing('winFrom');
  if (value !== 'wall' && value !== 'discard') return invalid('winFrom', '"wall" or "discard"');
  return ok(value);
}

function flags<K extends string>(
  doc: Json,
  field: string,
  names: readonly K[],
): Result<Partial<Record<K, boolean>>> {
  const value = doc[field];
  if (value === undefined) return ok({});
  if (!isObject(value)) return invalid(field, 'an object');
  const out: Partial<Record<K, boolean>> = {};
  for (const [key, flag] of Object.entries(value)) {
    // Closed sets: a misspelt flag would otherwise change the score silently.
    if (!(names as readonly string[]).includes(key)) {
      return fail(
        'input/invalid-field',
        `unknown ${field} field "${key}" (known: ${names.join(', ')})`,
      );
    }
    if (typeof flag !== 'boolean') return invalid(`${field}.${key}`, 'true or false');
    out[key as K] = flag;
  }
  return ok(out);
}

const SITUATION_FLAGS = [
  'lastWallTile',
  'lastDiscard',
  'kongReplacement',
  'robbingKong',
  'heaven',
  'earth',
] as const;

export interface ScoreRequest {
  readonly hand: WinningHand;
  readonly halveFlowers: boolean;
}

/** A `score` input document (Zung Jung) → the engine's winning hand. */
export function parseScoreRequest(doc: unknown): Result<ScoreRequest> {
  if (!isObject(doc)) return fail('input/malformed-json', 'the input must be one JSON object');
  const concealed = tileList(doc, 'concealed', true);
  if (!concealed.ok) return concealed;
  const declared = melds(doc);
  if (!declared.ok) return declared;
  if (doc['winningTile'] === undefined) return missing('winningTile');
  if (typeof doc['winningTile'] !== 'string') return invalid('winningTile', 'a tile such as "3b"');
  const winningTile = parseTile(doc['winningTile']);
  if (!winningTile.ok) return winningTile;
  const from = winFrom(doc);
  if (!from.ok) return from;
  const seatWind = seatField(doc, 'seatWind');
  if (!seatWind.ok) return seatWind;
  const bonusTiles = tileList(doc, 'bonusTiles', false);
  if (!bonusTiles.ok) return bonusTiles;
  const options = flags(doc, 'options', ['halveFlowers'] as const);
  if (!options.ok) return options;
  const situation = flags(doc, 'situation', SITUATION_FLAGS);
  if (!situation.ok) return situation;
  return ok({
    hand: {
      concealed: concealed.value,
      melds: declared.value,
      winningTile: winningTile.value,
      winFrom: from.value,
      seat: seatWind.value,
      bonusTiles: bonusTiles.value,
      situation: { ...NO_SITUATION, ...situation.value } satisfies Situation,
    },
    halveFlowers: options.value.halveFlowers ?? false,
  });
}

export function errorDocument(error: EngineError): Json {
  return { valid: false, error: { code: error.code, message: error.message } };
}

/** `score`: the output document for one input document. */
export function scoreDocument(doc: unknown): Json {
  const request = parseScoreRequest(doc);
  if (!request.ok) return errorDocument(request.error);
  const scored = scoreWinningHand(request.value.hand, { halveFlowers: request.value.halveFlowers });
  if (!scored.ok) return errorDocument(scored.error);
  const result = scored.value;
  return {
    valid: true,
    total: result.total,
    limit: result.limit,
    patterns: result.counted.map((p) =>
      p.perUnit ? { id: p.id, points: p.points, count: p.count } : { id: p.id, points: p.points },
    ),
    arrangement: formatArrangement(request.value.hand, result.arrangement),
  };
}

export interface SettleRequest {
  readonly value: number;
  readonly winner: Seat;
  readonly responsible: Seat | null;
}

/** A `settle` input document (Zung Jung). */
export function parseSettleRequest(doc: unknown): Result<SettleRequest> {
  if (!isObject(doc)) return fail('input/malformed-json', 'the input must be one JSON object');
  const value = doc['value'];
  if (value === undefined) return missing('value');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    return invalid('value', 'a positive whole number of points');
  }
  if (doc['winner'] === undefined) return missing('winner');
  const winner = seat(doc['winner'], 'winner');
  if (!winner.ok) return winner;
  const from = winFrom(doc);
  if (!from.ok) return from;
  const immune = doc['immune'] ?? false;
  if (typeof immune !== 'boolean') return invalid('immune', 'true or false');
  const discarderValue = doc['discarder'] ?? null;
  let discarder: Seat | null = null;
  if (discarderValue !== null) {
    const parsed = seat(discarderValue, 'discarder');
    if (!parsed.ok) return parsed;
    discarder = parsed.value;
  }
  if (from.value === 'wall') {
    if (discarder !== null || immune) {
      return fail('input/situation-conflict', 'a self-drawn win has no discarder and no immunity');
    }
    return ok({ value, winner: winner.value, responsible: null });
  }
  if (immune) return ok({ value, winner: winner.value, responsible: null });
  if (discarder === null) {
    return fail(
      'input/missing-field',
      '"discarder" is required for a win on a discard unless "immune" is true',
    );
  }
  if (discarder === winner.value) {
    return fail('input/situation-conflict', 'the winner cannot be responsible for his own win');
  }
  return ok({ value, winner: winner.value, responsible: discarder });
}

/** `settle`: the output document for one input document. */
export function settleDocument(doc: unknown): Json {
  const request = parseSettleRequest(doc);
  if (!request.ok) return errorDocument(request.error);
  const { value, winner, responsible } = request.value;
  const paid = settle(value, winner, responsible);
  return { payments: Object.fromEntries(SEAT_NAMES.map((name, i) => [name, paid[i]])) };
}

/** A winning hand as a `score` input document: the inverse of `parseScoreRequest`. */
export function scoreInputOf(hand: WinningHand, halveFlowers = false): Record<string, unknown> {
  return {
    concealed: hand.concealed.map(formatTile),
    melds: hand.melds.map((m) => ({
      kind: m.kind,
      tiles: meldTiles(m).map(formatTile),
      ...(m.concealed ? { concealed: true } : {}),
    })),
    winningTile: formatTile(hand.winningTile),
    winFrom: hand.winFrom,
    seatWind: SEAT_NAMES[hand.seat],
    bonusTiles: hand.bonusTiles.map(formatTile),
    options: { halveFlowers },
    situation: { ...hand.situation },
  };
}
