/**
 * The `score --ruleset ravenna` and `settle --ruleset ravenna` documents of shared/contract.md:
 * one player's tiles at the end of a hand → table points, bonus, doublings, limit hand and score
 * (ravenna.md §10); everybody's scores and the winner → payments (§11). Field names, ids and codes
 * are a public interface.
 */
import type { RavennaHand, Result, Seat } from '../../../engine';
import {
  fail,
  formatTile,
  isPlayingKind,
  ok,
  parseTile,
  scoreRavennaHand,
  settleRavenna,
} from '../../../engine';
import type { Json } from '../../fields';
import * as field from '../../fields';

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
export function parseRavennaScoreRequest(input: unknown): Result<RavennaScoreRequest> {
  const hand = field.handFields(input);
  if (!hand.ok) return hand;
  const { doc, concealed, melds: declared } = hand.value;
  const seat = field.seatField(doc, 'seatWind');
  if (!seat.ok) return seat;
  const bonusTiles = field.tileList(doc, 'bonusTiles', false);
  if (!bonusTiles.ok) return bonusTiles;
  const winner = doc['winner'] ?? false;
  if (typeof winner !== 'boolean') return field.invalid('winner', 'true or false');
  const situation = field.closedObject(doc, 'situation', ['heaven', 'earth']);
  if (!situation.ok) return situation;
  for (const [key, flag] of Object.entries(situation.value)) {
    if (typeof flag !== 'boolean') return field.invalid(`situation.${key}`, 'true or false');
  }
  const heaven = situation.value['heaven'] === true;
  const earth = situation.value['earth'] === true;
  const options = field.closedObject(doc, 'options', ['limit']);
  if (!options.ok) return options;
  const limit = options.value['limit'] ?? 200;
  if (typeof limit !== 'number' || !Number.isSafeInteger(limit) || limit < 1)
    return field.invalid('options.limit', 'a positive whole number of points');
  let win: RavennaHand['win'] = null;
  if (winner) {
    if (doc['winningTile'] === undefined) return field.missing('winningTile');
    if (typeof doc['winningTile'] !== 'string')
      return field.invalid('winningTile', 'a tile such as "7d"');
    const winningTile = parseTile(doc['winningTile']);
    if (!winningTile.ok) return winningTile;
    const winFrom = field.winFrom(doc);
    if (!winFrom.ok) return winFrom;
    win = { winningTile: winningTile.value, winFrom: winFrom.value, heaven, earth };
  } else {
    const given = ['winningTile', 'winFrom'].filter((f) => doc[f] !== undefined);
    if (given.length > 0 || heaven || earth) {
      return fail(
        'input/situation-conflict',
        `${[...given, ...(heaven ? ['heaven'] : []), ...(earth ? ['earth'] : [])].join(', ')}: only for the winner ("winner": true)`,
      );
    }
    const countError = nonWinnerTileCount(concealed, declared.length);
    if (countError !== null) return countError;
  }
  return ok({
    hand: {
      seat: seat.value,
      concealed,
      melds: declared,
      bonusTiles: bonusTiles.value,
      win,
    },
    limit,
  });
}

/** `score --ruleset ravenna`: the output document for one input document. */
export function ravennaScoreDocument(doc: unknown): Json {
  const request = parseRavennaScoreRequest(doc);
  if (!request.ok) return field.errorDocument(request.error);
  const scored = scoreRavennaHand(request.value.hand, { limit: request.value.limit });
  if (!scored.ok) return field.errorDocument(scored.error);
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
export function parseRavennaSettleRequest(input: unknown): Result<RavennaSettleRequest> {
  const object = field.jsonObject(input);
  if (!object.ok) return object;
  const doc = object.value;
  const scores = doc['scores'];
  if (scores === undefined) return field.missing('scores');
  if (!field.isObject(scores))
    return field.invalid('scores', 'an object {"we", "ws", "ww", "wn"} of scores');
  for (const key of Object.keys(scores)) {
    if (!(field.SEAT_NAMES as readonly string[]).includes(key))
      return fail('input/invalid-field', `unknown seat "${key}" in scores (we, ws, ww, wn)`);
  }
  const values: number[] = [];
  for (const name of field.SEAT_NAMES) {
    const value = scores[name];
    if (value === undefined) return field.missing(`scores.${name}`);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      return field.invalid(`scores.${name}`, 'a whole number of points, 0 or more');
    values.push(value);
  }
  if (!('winner' in doc)) return field.missing('winner');
  let winner: Seat | null = null;
  if (doc['winner'] !== null) {
    const parsed = field.seat(doc['winner'], 'winner');
    if (!parsed.ok) return parsed;
    winner = parsed.value;
  }
  return ok({ scores: values as unknown as RavennaSettleRequest['scores'], winner });
}

/** `settle --ruleset ravenna`: the output document for one input document. */
export function ravennaSettleDocument(doc: unknown): Json {
  const request = parseRavennaSettleRequest(doc);
  if (!request.ok) return field.errorDocument(request.error);
  return field.paymentsDocument(settleRavenna(request.value.scores, request.value.winner));
}

/** One player's hand as a `score --ruleset ravenna` input document: the inverse of the parser. */
export function ravennaScoreInputOf(hand: RavennaHand, limit = 200): Record<string, unknown> {
  return {
    concealed: hand.concealed.map(formatTile),
    melds: field.meldsField(hand.melds),
    seatWind: field.SEAT_NAMES[hand.seat],
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
