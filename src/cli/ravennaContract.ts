/**
 * The `score --ruleset ravenna` and `settle --ruleset ravenna` documents of shared/contract.md:
 * one player's tiles at the end of a hand → table points, bonus, doublings, limit hand and score
 * (ravenna.md §10); everybody's scores and the winner → payments (§11). Field names, ids and codes
 * are a public interface.
 */
import type { RavennaHand, Result, Seat } from '../engine';
import {
  fail,
  formatTile,
  isPlayingKind,
  meldTiles,
  ok,
  parseTile,
  scoreRavennaHand,
  settleRavenna,
} from '../engine';
import { errorDocument } from './contract';
import type { Json } from './fields';
import {
  SEAT_NAMES,
  invalid,
  isObject,
  melds,
  missing,
  seat as seatOf,
  seatField,
  tileList,
} from './fields';

/** A closed object of booleans or numbers: a misspelt name would otherwise change the score. */
function closedObject(doc: Json, field: string, names: readonly string[]): Result<Json> {
  const value = doc[field];
  if (value === undefined) return ok({});
  if (!isObject(value)) return invalid(field, 'an object');
  for (const key of Object.keys(value)) {
    if (!names.includes(key)) {
      return fail(
        'input/invalid-field',
        `unknown ${field} field "${key}" (known: ${names.join(', ')})`,
      );
    }
  }
  return ok(value);
}

/**
 * A player who has not gone out holds 13 tiles plus one per kong (ravenna.md §5.2), and the contract
 * lists all of them: every concealed tile can score (§10.1) or spoil a doubling (§10.3), so a short
 * hand would be valued as a different hand.
 */
function nonWinnerTileCount(concealed: readonly number[], sets: number): Result<never> | null {
  // The engine names these more precisely: at most four sets; a flower among the concealed tiles.
  if (sets > 4 || !concealed.every(isPlayingKind)) return null;
  const expected = 13 - 3 * sets;
  if (concealed.length === expected) return null;
  return fail(
    'input/wrong-tile-count',
    `a player who has not gone out holds 13 tiles plus one per kong (§5.2): with ${sets} declared set(s), ${expected} concealed tiles, not ${concealed.length}`,
  );
}

export interface RavennaScoreRequest {
  readonly hand: RavennaHand;
  readonly limit: number;
}

/** A `score --ruleset ravenna` input document → one player's hand and the limit. */
export function parseRavennaScoreRequest(doc: unknown): Result<RavennaScoreRequest> {
  if (!isObject(doc)) return fail('input/malformed-json', 'the input must be one JSON object');
  const concealed = tileList(doc, 'concealed', true);
  if (!concealed.ok) return concealed;
  const declared = melds(doc);
  if (!declared.ok) return declared;
  const seat = seatField(doc, 'seatWind');
  if (!seat.ok) return seat;
  const bonusTiles = tileList(doc, 'bonusTiles', false);
  if (!bonusTiles.ok) return bonusTiles;
  const winner = doc['winner'] ?? false;
  if (typeof winner !== 'boolean') return invalid('winner', 'true or false');
  const situation = closedObject(doc, 'situation', ['heaven', 'earth']);
  if (!situation.ok) return situation;
  for (const [key, flag] of Object.entries(situation.value)) {
    if (typeof flag !== 'boolean') return invalid(`situation.${key}`, 'true or false');
  }
  const heaven = situation.value['heaven'] === true;
  const earth = situation.value['earth'] === true;
  const options = closedObject(doc, 'options', ['limit']);
  if (!options.ok) return options;
  const limit = options.value['limit'] ?? 200;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1)
    return invalid('options.limit', 'a positive whole number of points');
  let win: RavennaHand['win'] = null;
  if (winner) {
    if (doc['winningTile'] === undefined) return missing('winningTile');
    if (typeof doc['winningTile'] !== 'string')
      return invalid('winningTile', 'a tile such as "7d"');
    const winningTile = parseTile(doc['winningTile']);
    if (!winningTile.ok) return winningTile;
    const winFrom = doc['winFrom'];
    if (winFrom === undefined) return missing('winFrom');
    if (winFrom !== 'wall' && winFrom !== 'discard')
      return invalid('winFrom', '"wall" or "discard"');
    win = { winningTile: winningTile.value, winFrom, heaven, earth };
  } else {
    const given = ['winningTile', 'winFrom'].filter((f) => doc[f] !== undefined);
    if (given.length > 0 || heaven || earth) {
      return fail(
        'input/situation-conflict',
        `${[...given, ...(heaven ? ['heaven'] : []), ...(earth ? ['earth'] : [])].join(', ')}: only for the winner ("winner": true)`,
      );
    }
    const countError = nonWinnerTileCount(concealed.value, declared.value.length);
    if (countError !== null) return countError;
  }
  return ok({
    hand: {
      seat: seat.value,
      concealed: concealed.value,
      melds: declared.value,
      bonusTiles: bonusTiles.value,
      win,
    },
    limit,
  });
}

/** `score --ruleset ravenna`: the output document for one input document. */
export function ravennaScoreDocument(doc: unknown): Json {
  const request = parseRavennaScoreRequest(doc);
  if (!request.ok) return errorDocument(request.error);
  const scored = scoreRavennaHand(request.value.hand, { limit: request.value.limit });
  if (!scored.ok) return errorDocument(scored.error);
  const s = scored.value;
  return {
    valid: true,
    tablePoints: s.tablePoints,
    bonus: s.bonus,
    doublings: [...s.doublings],
    limitHand: s.limitHand,
    score: s.score,
  };
}

export interface RavennaSettleRequest {
  readonly scores: readonly [number, number, number, number];
  readonly winner: Seat | null;
}

/** A `settle --ruleset ravenna` input document. */
export function parseRavennaSettleRequest(doc: unknown): Result<RavennaSettleRequest> {
  if (!isObject(doc)) return fail('input/malformed-json', 'the input must be one JSON object');
  const scores = doc['scores'];
  if (scores === undefined) return missing('scores');
  if (!isObject(scores)) return invalid('scores', 'an object {"we", "ws", "ww", "wn"} of scores');
  for (const key of Object.keys(scores)) {
    if (!(SEAT_NAMES as readonly string[]).includes(key))
      return fail('input/invalid-field', `unknown seat "${key}" in scores (we, ws, ww, wn)`);
  }
  const values: number[] = [];
  for (const name of SEAT_NAMES) {
    const value = scores[name];
    if (value === undefined) return missing(`scores.${name}`);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      return invalid(`scores.${name}`, 'a whole number of points, 0 or more');
    values.push(value);
  }
  if (!('winner' in doc)) return missing('winner');
  let winner: Seat | null = null;
  if (doc['winner'] !== null) {
    const parsed = seatOf(doc['winner'], 'winner');
    if (!parsed.ok) return parsed;
    winner = parsed.value;
  }
  return ok({ scores: values as unknown as RavennaSettleRequest['scores'], winner });
}

/** `settle --ruleset ravenna`: the output document for one input document. */
export function ravennaSettleDocument(doc: unknown): Json {
  const request = parseRavennaSettleRequest(doc);
  if (!request.ok) return errorDocument(request.error);
  const paid = settleRavenna(request.value.scores, request.value.winner);
  return { payments: Object.fromEntries(SEAT_NAMES.map((name, i) => [name, paid[i]])) };
}

/** One player's hand as a `score --ruleset ravenna` input document: the inverse of the parser. */
export function ravennaScoreInputOf(hand: RavennaHand, limit = 200): Record<string, unknown> {
  return {
    concealed: hand.concealed.map(formatTile),
    melds: hand.melds.map((m) => ({
      kind: m.kind,
      tiles: meldTiles(m).map(formatTile),
      ...(m.concealed ? { concealed: true } : {}),
    })),
    seatWind: SEAT_NAMES[hand.seat],
    bonusTiles: hand.bonusTiles.map(formatTile),
    winner: hand.win !== null,
    ...(hand.win === null
      ? {}
      : {
          winningTile: formatTile(hand.win.winningTile),
          winFrom: hand.win.winFrom,
          situation: { heaven: hand.win.heaven, earth: hand.win.earth },
        }),
    options: { limit },
  };
}
