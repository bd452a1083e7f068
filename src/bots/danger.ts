/**
 * Defence: the expected cost of a discard. For each opponent: the chance he is ready, the chance
 * he waits on that tile, and what dealing in would cost — the discarder pays 3V − 50 of a hand worth
 * V ≥ 26 (§12.3), unless same-turn immunity already moved the responsibility (§12.5). Zung Jung has
 * no sacred-discard rule (§5.6), so an opponent's own discards protect little.
 */
import type { Meld, TileKind } from '../engine';
import { PAR, PLAYING_KINDS, asKind, isDragon, windOfSeat } from '../engine';
import type { Knowledge, Opponent } from './knowledge';
import type { ThreatGuess } from './valuation';
// Measured in self-play of standard bots (scripts/calibrate-bots.ts): the mean value and extra
// deal-in cost of winning hands.
import { EXPECTED_DEAL_IN_COST, EXPECTED_VALUE } from './measured';
import { opponentValueOf } from './opponentValue';
import { readinessOf } from './readiness';
import type { Network } from './network';
import { byCount } from './tables';
import { invitedBy, readOpponent, waitChanceOf } from './waitReading';

export interface Threat {
  readonly opponent: Opponent;
  /** Chance the opponent is ready now. */
  readonly ready: number;
  /** Expected value of his hand should he win. */
  readonly value: number;
  /** Expected extra cost of dealing into it (when no immunity applies). */
  readonly cost: number;
  /** Suit his exposed sets point to (a one-suit attempt), or -1. */
  readonly suit: number;
  /** Chance, given he is ready, that each kind completes his hand. */
  readonly waitChance: Float64Array;
}

/** Chance that a ready opponent wins anyway, by self-draw or on someone else's discard. */
const WINS_ANYWAY = 0.5;

const PAIR_WAIT = [0, 0.3, 0.6, 0.8, 0.9];
/**
 * How much less likely a player is to wait on a kind he discarded himself: there is no
 * sacred-discard rule (§5.6), but in self-play players rarely wait on what they let go.
 */
const DISCARDED_ROUGH = 0.6;
const ROUGH_READY_BY_MELDS = [0, 0.12, 0.3, 0.55, 0.85];

/** The suit an opponent's exposed sets all belong to (two sets or more), or -1. */
function oneSuitByMelds(melds: readonly Meld[]): number {
  const suits = new Set(melds.filter((m) => m.tile < 27).map((m) => Math.floor(m.tile / 9)));
  const [only] = suits;
  return melds.length >= 2 && suits.size === 1 && only !== undefined ? only : -1;
}

/** What his declared sets show: pungs (kongs included), chows, kongs, and value-honour pungs (3.1). */
function shownSets(op: Opponent): {
  pungs: number;
  chows: number;
  kongs: number;
  valuePungs: number;
} {
  const seatWind = windOfSeat(op.seat);
  const shown = { pungs: 0, chows: 0, kongs: 0, valuePungs: 0 };
  for (const m of op.melds) {
    if (m.kind === 'chow') {
      shown.chows++;
      continue;
    }
    shown.pungs++;
    if (m.kind === 'kong') shown.kongs++;
    if (isDragon(m.tile) || m.tile === seatWind) shown.valuePungs++;
  }
  return shown;
}

/**
 * The rough model (standard level): a flat guess of the hand's value from what he shows, and its
 * cost by §12.3 as if the value were certain.
 */
function roughGuess(op: Opponent, suit: number): { value: number; cost: number } {
  const shown = shownSets(op);
  let value = op.melds.length === 0 ? 8 : 3;
  value += 10 * shown.valuePungs + 5 * shown.kongs;
  if (suit >= 0) value += 40;
  if (shown.pungs >= 2 && shown.chows === 0) value += 20;
  const dealIn = value <= PAR ? value : 3 * value - 2 * PAR;
  const otherwise = WINS_ANYWAY * (value <= PAR ? value : (value + 2 * PAR) / 3);
  return { value, cost: dealIn - otherwise };
}

function roughReadiness(op: Opponent, k: Knowledge): number {
  const byTurns = Math.min(0.75, Math.max(0, (op.discards.length - 4) / 14) ** 1.3);
  const ready = 1 - (1 - byCount(ROUGH_READY_BY_MELDS, op.melds.length)) * (1 - byTurns);
  return k.liveWall < 16 ? Math.min(0.95, ready * 1.2) : ready;
}

/**
 * Value and deal-in cost expected of his hand, from the averages measured in standard self-play
 * and what he shows: what the strong level read before opponentValue.ts, kept as the baseline
 * scripts/calibrate-reading.ts checks that model against.
 */
export function measuredGuess(op: Opponent, suit: number): { value: number; cost: number } {
  const shown = shownSets(op);
  const exposed = Math.min(op.melds.filter((m) => !m.concealed).length, 4);
  let value = byCount(EXPECTED_VALUE, exposed) + 10 * shown.valuePungs;
  let cost = byCount(EXPECTED_DEAL_IN_COST, exposed) + 20 * shown.valuePungs;
  if (suit >= 0) {
    value += 30;
    cost = Math.max(cost, 75);
  }
  // Two pungs and no chow shown: All Triplets (4.1) is likely.
  if (shown.pungs >= 2 && shown.chows === 0) {
    value += 15;
    cost += 25;
  }
  return { value, cost };
}

/**
 * The standard level's hand-set reading of his waits: shapes the unseen copies leave him, his
 * suit, the sequences his chows invite, a little less on what he threw. Spread so that a ready
 * hand waits on 1.7 kinds, as it does on average.
 */
export function roughWaitChance(op: Opponent, k: Knowledge, suit: number): Float64Array {
  const weights = new Float64Array(PLAYING_KINDS);
  let sum = 0;
  const u = k.unseen;
  const discarded = new Uint8Array(PLAYING_KINDS);
  for (const d of op.discards) discarded[d] = 1;
  const similar = invitedBy(op.melds);
  for (let kind = 0; kind < PLAYING_KINDS; kind++) {
    // Pair waits (single or double pung waits) need copies he could be holding.
    let w = byCount(PAIR_WAIT, u[kind] ?? 0);
    if (kind < 27) {
      const r = kind % 9;
      const below2 = r >= 2 && (u[kind - 2] ?? 0) > 0;
      const below1 = r >= 1 && (u[kind - 1] ?? 0) > 0;
      const above1 = r <= 7 && (u[kind + 1] ?? 0) > 0;
      const above2 = r <= 6 && (u[kind + 2] ?? 0) > 0;
      // Sequence waits: two-sided, closed and edge shapes around the tile.
      if (below2 && below1) w += 0.6;
      if (below1 && above1) w += 0.5;
      if (above1 && above2) w += 0.6;
      if (suit >= 0) w *= Math.floor(kind / 9) === suit ? 1.6 : 0.12;
    } else {
      w *= 1.2;
    }
    if (similar[kind] === 1) w *= 1.5;
    if (discarded[kind] === 1) w *= DISCARDED_ROUGH;
    weights[kind] = w;
    sum += w;
  }
  return weights.map((w) => (sum === 0 ? 0 : Math.min(1, (1.7 * w) / sum)));
}

export function threatOf(op: Opponent, k: Knowledge, model: ThreatModel): Threat {
  const suit = oneSuitByMelds(op.melds);
  if (!model.measured) {
    const guess = model.guess?.(op, suit) ?? roughGuess(op, suit);
    const waitChance = roughWaitChance(op, k, suit);
    const ready = model.readiness ? readinessOf(op, model.readiness) : roughReadiness(op, k);
    return { opponent: op, ready, ...guess, suit, waitChance };
  }
  // The strong level reads each opponent on his own signs, with models fitted on true hands:
  // whether he is ready (readiness.ts), on which tiles (waitReading.ts), and what his win would
  // cost (opponentValue.ts).
  const reading = readOpponent(op, k);
  const waitChance = new Float64Array(PLAYING_KINDS);
  for (let kind = 0; kind < PLAYING_KINDS; kind++)
    waitChance[kind] = waitChanceOf(reading, k, asKind(kind));
  const guess = model.guess?.(op, suit) ?? opponentValueOf(op, k);
  return {
    opponent: op,
    ready: readinessOf(op, model.readiness ?? undefined),
    ...guess,
    suit,
    waitChance,
  };
}

export interface ThreatModel {
  /** Measured readiness and deal-in costs (strong) instead of rough guesses (standard). */
  readonly measured: boolean;
  /** The ruleset's own value and cost of an opponent's win (valuation.ts); else Zung Jung's. */
  readonly guess?: ThreatGuess | null;
  /**
   * The ruleset's own reading of readiness (readiness.ts, fitted on its self-play); else the
   * level's: Zung Jung's network where measured, the rough guess otherwise.
   */
  readonly readiness?: Network | null;
}

export function threatsOf(k: Knowledge, model: ThreatModel): Threat[] {
  return k.opponents.map((op) => threatOf(op, k, model));
}

/**
 * What dealing `kind` into this opponent's win costs compared with not throwing it (§12.3): the
 * discarder pays V, or 3V − 50 for a hand of V ≥ 26 unless same-turn immunity (§12.5) already put
 * the responsibility on an earlier discarder; without the deal-in he would pay only if the
 * opponent wins anyway — V on a self-draw, the par 25 (or V) on another player's discard. The
 * strong level's figure is fitted on true hands (opponentValue.ts).
 */
export function dealInCost(threat: Threat, kind: TileKind): number {
  // Immune: everybody pays the ordinary share; the deal-in still hands him a win he might miss.
  if (threat.opponent.immune.has(kind)) return threat.value * (1 - WINS_ANYWAY);
  return threat.cost;
}

/**
 * Expected points lost by discarding `kind` now: the extra payment, plus `forfeited` — what the
 * discarder's own hand was expected to win, which a deal-in throws away.
 */
export function dangerOf(kind: TileKind, threats: readonly Threat[], forfeited = 0): number {
  let danger = 0;
  for (const t of threats)
    danger += t.ready * (t.waitChance[kind] ?? 0) * (dealInCost(t, kind) + forfeited);
  return danger;
}
