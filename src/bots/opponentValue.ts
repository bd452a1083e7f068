/**
 * What an opponent's win would cost this seat, read from what he has shown (issue 18): his declared
 * sets, and what his discards give away — a player who never lets go of one suit is making it, one
 * who keeps every dragon may hold a pung of one. Linear models fitted on self-play against the true
 * value of ready hands on their waits (scripts/calibrate-reading.ts writes measuredOpponentValue.ts):
 * the hand's value, and the extra cost of dealing into it over not dealing in (§12.3).
 */
import { HONOUR_KIND_LIST, PAR, isDragon, windOfSeat } from '../engine';
import type { Knowledge, Opponent } from './knowledge';
import { OPPONENT_COST_WEIGHTS, OPPONENT_VALUE_WEIGHTS } from './measuredOpponentValue';
import { suitOfSets } from './waitReading';

/** Names of the signs, in the order of `opponentValueSigns`. */
export const OPPONENT_VALUE_SIGNS = [
  'bias',
  'exposed sets',
  'value-honour pungs shown',
  'kongs shown',
  'sets in one suit',
  'pungs and no chow shown',
  'concealed',
  'a suit he never throws',
  'a suit he never throws, no set elsewhere',
  'share of honours in his discards',
  'value honours nobody has shown',
  'his discards',
  'pungs shown',
  'bonus tiles',
] as const;

/** Chance that a ready opponent wins anyway when not fed (danger.ts's own). */
const WINS_ANYWAY = 0.5;

/** What a discarder pays for feeding a win of value v (§12.3). */
export function dealInPayment(v: number): number {
  return v <= PAR ? v : 3 * v - 2 * PAR;
}

/** What this seat pays, expected, if the same win comes anyway (a self-draw or another discard). */
export function paidAnyway(v: number): number {
  return WINS_ANYWAY * (v <= PAR ? v : (v + 2 * PAR) / 3);
}

/** Suited tiles among his discards before a missing suit counts as kept on purpose. */
const KEPT_SUIT_AFTER = 5;

/**
 * The one suit of which he has thrown not a single tile, after at least five suited discards:
 * a one-suit hand in the making (2.1), concealed or not; -1 if none (or two such suits).
 */
export function suitNeverThrown(op: Opponent): number {
  if (op.discards.filter((d) => d < 27).length < KEPT_SUIT_AFTER) return -1;
  const thrown = [false, false, false];
  for (const d of op.discards) if (d < 27) thrown[Math.floor(d / 9)] = true;
  const missing = [0, 1, 2].filter((s) => !thrown[s]);
  const [only] = missing;
  return missing.length === 1 && only !== undefined ? only : -1;
}

export function opponentValueSigns(op: Opponent, k: Knowledge): Float64Array {
  const x = new Float64Array(OPPONENT_VALUE_SIGNS.length);
  const seatWind = windOfSeat(op.seat);
  let exposed = 0;
  let valuePungs = 0;
  let kongs = 0;
  let pungs = 0;
  let chows = 0;
  const setSuits = new Set<number>();
  for (const m of op.melds) {
    if (!m.concealed) exposed++;
    if (m.tile < 27) setSuits.add(Math.floor(m.tile / 9));
    if (m.kind === 'chow') {
      chows++;
      continue;
    }
    pungs++;
    if (m.kind === 'kong') kongs++;
    if (isDragon(m.tile) || m.tile === seatWind) valuePungs++;
  }
  x[0] = 1;
  x[1] = exposed / 4;
  x[2] = valuePungs;
  x[3] = kongs;
  x[4] = suitOfSets(op) >= 0 ? 1 : 0;
  x[5] = pungs >= 2 && chows === 0 ? 1 : 0;
  x[6] = exposed === 0 ? 1 : 0;
  // A suit absent from his discards once he has thrown enough of the others: a one-suit hand.
  const bySuit = [0, 0, 0];
  let honours = 0;
  for (const d of op.discards) {
    if (d >= 27) honours++;
    else {
      const suit = Math.floor(d / 9);
      bySuit[suit] = (bySuit[suit] ?? 0) + 1;
    }
  }
  const suited = (bySuit[0] ?? 0) + (bySuit[1] ?? 0) + (bySuit[2] ?? 0);
  if (suited >= KEPT_SUIT_AFTER) {
    for (let s = 0; s < 3; s++) {
      if ((bySuit[s] ?? 0) > 0) continue;
      const strength = Math.min(suited, 12) / 12;
      x[7] = Math.max(x[7] ?? 0, strength);
      if ([...setSuits].every((t) => t === s)) x[8] = Math.max(x[8] ?? 0, strength);
    }
  }
  x[9] = op.discards.length > 0 ? honours / op.discards.length : 0;
  let hidden = 0;
  for (const kind of HONOUR_KIND_LIST)
    if ((isDragon(kind) || kind === seatWind) && (k.unseen[kind] ?? 0) >= 3) hidden++;
  x[10] = hidden / 4;
  x[11] = Math.min(op.discards.length, 20) / 10;
  x[12] = pungs;
  x[13] = op.bonus;
  return x;
}

function linear(weights: readonly number[], x: Float64Array): number {
  let y = 0;
  for (let i = 0; i < x.length; i++) y += (x[i] ?? 0) * (weights[i] ?? 0);
  return y;
}

/** Expected value of his hand should he win, and the extra cost of dealing into it. */
export function opponentValueOf(op: Opponent, k: Knowledge): { value: number; cost: number } {
  const x = opponentValueSigns(op, k);
  return {
    value: Math.max(1, linear(OPPONENT_VALUE_WEIGHTS, x)),
    cost: Math.max(1, linear(OPPONENT_COST_WEIGHTS, x)),
  };
}
