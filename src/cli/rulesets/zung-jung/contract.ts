/**
 * Reads and writes the JSON documents of shared/contract.md (`score`, `settle`). Field names, codes
 * and output shapes here are a public interface: scripts outside the project rely on them.
 */
import type { Result, Seat, Situation, WinningHand } from '../../../engine';
import { formatTile } from '../../../engine';
import {
  NO_SITUATION,
  fail,
  formatArrangement,
  ok,
  parseTile,
  scoreWinningHand,
  settle,
} from '../../../engine';

import type { Json } from '../../fields';
import * as field from '../../fields';

/** An object of flags with a closed set of names, each true or false. */
function flags<K extends string>(
  doc: Json,
  name: string,
  names: readonly K[],
): Result<Partial<Record<K, boolean>>> {
  const out: Partial<Record<K, boolean>> = {};
  const checked = field.closedObject(doc, name, names, (key, flag) => {
    if (typeof flag !== 'boolean') return field.invalid(`${name}.${key}`, 'true or false');
    out[key as K] = flag;
    return null;
  });
  return checked.ok ? ok(out) : checked;
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
export function parseScoreRequest(input: unknown): Result<ScoreRequest> {
  const hand = field.handFields(input);
  if (!hand.ok) return hand;
  const { doc } = hand.value;
  if (doc['winningTile'] === undefined) return field.missing('winningTile');
  if (typeof doc['winningTile'] !== 'string')
    return field.invalid('winningTile', 'a tile such as "3b"');
  const winningTile = parseTile(doc['winningTile']);
  if (!winningTile.ok) return winningTile;
  const from = field.winFrom(doc);
  if (!from.ok) return from;
  const seatWind = field.seatField(doc, 'seatWind');
  if (!seatWind.ok) return seatWind;
  const bonusTiles = field.tileList(doc, 'bonusTiles', false);
  if (!bonusTiles.ok) return bonusTiles;
  const options = flags(doc, 'options', ['halveFlowers'] as const);
  if (!options.ok) return options;
  const situation = flags(doc, 'situation', SITUATION_FLAGS);
  if (!situation.ok) return situation;
  return ok({
    hand: {
      concealed: hand.value.concealed,
      melds: hand.value.melds,
      winningTile: winningTile.value,
      winFrom: from.value,
      seat: seatWind.value,
      bonusTiles: bonusTiles.value,
      situation: { ...NO_SITUATION, ...situation.value } satisfies Situation,
    },
    halveFlowers: options.value.halveFlowers ?? false,
  });
}

/** `score`: the output document for one input document. */
export function scoreDocument(doc: unknown): Json {
  const request = parseScoreRequest(doc);
  if (!request.ok) return field.errorDocument(request.error);
  const scored = scoreWinningHand(request.value.hand, { halveFlowers: request.value.halveFlowers });
  if (!scored.ok) return field.errorDocument(scored.error);
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
export function parseSettleRequest(input: unknown): Result<SettleRequest> {
  const object = field.jsonObject(input);
  if (!object.ok) return object;
  const doc = object.value;
  const value = doc['value'];
  if (value === undefined) return field.missing('value');
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    return field.invalid('value', 'a positive whole number of points');
  }
  if (doc['winner'] === undefined) return field.missing('winner');
  const winner = field.seat(doc['winner'], 'winner');
  if (!winner.ok) return winner;
  const from = field.winFrom(doc);
  if (!from.ok) return from;
  const immune = doc['immune'] ?? false;
  if (typeof immune !== 'boolean') return field.invalid('immune', 'true or false');
  const discarderValue = doc['discarder'] ?? null;
  let discarder: Seat | null = null;
  if (discarderValue !== null) {
    const parsed = field.seat(discarderValue, 'discarder');
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
  if (!request.ok) return field.errorDocument(request.error);
  const { value, winner, responsible } = request.value;
  return field.paymentsDocument(settle(value, winner, responsible));
}

/** A winning hand as a `score` input document: the inverse of `parseScoreRequest`. */
export function scoreInputOf(hand: WinningHand, halveFlowers = false): Record<string, unknown> {
  return {
    concealed: hand.concealed.map(formatTile),
    melds: field.meldsField(hand.melds),
    winningTile: formatTile(hand.winningTile),
    winFrom: hand.winFrom,
    seatWind: field.SEAT_NAMES[hand.seat],
    bonusTiles: hand.bonusTiles.map(formatTile),
    options: { halveFlowers },
    situation: { ...hand.situation },
  };
}
