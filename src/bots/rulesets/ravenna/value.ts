/**
 * Value by the Ravenna rules (shared/rules/ravenna.md §10–§11): what a hand would score if it went
 * out, and what it scores on the rack if somebody else does. Chows are worth nothing (§10.1), sets
 * are worth more concealed and of head tiles, kongs four pungs; +20 for going out and +10 for four
 * chows (§10.2); dragons, the own wind, own flowers and seasons, all pungs and colour double
 * (§10.3); three doublings, two with 30 table points, or a limit hand are the limit (§10.4).
 * Everybody is scored and the non-winners settle their differences (§11.2, R-16), so a pung held
 * is worth something even when the hand is lost.
 */
import type { RavennaHand, Seat, TileKind } from '../../../engine';
import {
  PLAYING_KINDS,
  asKind,
  flowerOfSeat,
  isDragon,
  isFlower,
  isSeason,
  ravennaSetPoints,
  scoreRavennaHand,
  seasonOfSeat,
  windOfSeat,
} from '../../../engine';
import { byCount } from '../../tables';
import type { ValueContext } from '../../value';
import { averageOverWaits, concealedKinds, oneSuitProspects, tilesWithMelds } from '../../value';

/** §10.2. */
const GOING_OUT = 20;
const ALL_CHOWS = 10;
/** §10.1: each flower or season; a pair of dragons or of the own wind. */
const BONUS_TILE = 4;
const VALUE_PAIR = 2;

/** Chance that a pair becomes a pung before the hand ends, by unseen copies (pung claims from anyone, §6.1). */
const PUNG_CHANCE = [0, 0.3, 0.5, 0.5, 0.5];

/** The hand's Ravenna score if it goes out on `wait` from a discard (R-15: a pung so completed is exposed); 0 if it cannot. */
export function ravennaScoreOnWait(
  hand: ArrayLike<number>,
  ctx: ValueContext,
  wait: TileKind,
  limit: number,
): number {
  const winning: RavennaHand = {
    seat: ctx.seat,
    concealed: concealedKinds(hand),
    melds: ctx.melds,
    bonusTiles: ctx.bonusTiles,
    win: { winningTile: wait, winFrom: 'discard', heaven: false, earth: false },
  };
  const r = scoreRavennaHand(winning, { limit });
  return r.ok ? r.value.score : 0;
}

/** Average score over the waits, weighted by their unseen copies. */
export function ravennaReadyValue(
  hand: ArrayLike<number>,
  ctx: ValueContext,
  waits: readonly TileKind[],
  unseen: ArrayLike<number>,
  limit: number,
): number {
  return averageOverWaits(waits, unseen, (w) => ravennaScoreOnWait(hand, ctx, w, limit));
}

/**
 * What the hand scores now as a non-winner (R-16, §10.5): declared sets, every pung held (three or
 * four of a kind, R-10), pairs of dragons or of the own wind and bonus tiles, then the doublings
 * and rule (h). The same figure as `scoreRavennaHand` with `win: null`, computed from the counts
 * without building a hand (the strong level asks it thousands of times a decision).
 */
export function ravennaRackScore(
  hand: ArrayLike<number>,
  ctx: ValueContext,
  limit: number,
): number {
  const ownWind = windOfSeat(ctx.seat);
  const doubles = (k: TileKind) => isDragon(k) || k === ownWind;
  let points = BONUS_TILE * ctx.bonusTiles.length;
  let doublings = bonusDoublings(ctx.seat, ctx.bonusTiles);
  for (const m of ctx.melds) {
    points += ravennaSetPoints(m);
    if (m.kind !== 'chow' && doubles(m.tile)) doublings++;
  }
  for (let i = 0; i < PLAYING_KINDS; i++) {
    const k = asKind(i);
    const c = hand[k] ?? 0;
    if (c >= 3) {
      points += ravennaSetPoints({ kind: 'pung', tile: k, concealed: true });
      if (doubles(k)) doublings++;
    } else if (c === 2 && doubles(k)) {
      points += VALUE_PAIR;
    }
  }
  if (doublings >= 3 || (doublings >= 2 && points >= 30)) return limit;
  return Math.min(points * 2 ** doublings, limit);
}

/** §10.3 a–d: the doublings the bonus tiles already give. */
function bonusDoublings(seat: Seat, bonusTiles: readonly TileKind[]): number {
  let d = 0;
  if (bonusTiles.includes(flowerOfSeat(seat))) d++;
  if (bonusTiles.includes(seasonOfSeat(seat))) d++;
  if (bonusTiles.filter(isFlower).length === 4) d++;
  if (bonusTiles.filter(isSeason).length === 4) d++;
  return d;
}

/**
 * Expected score of a hand not yet ready, should it go out: the points and doublings already held,
 * and those in reach weighted by a rough chance of making them — pairs that may become pungs
 * (claimable from anyone), all pungs, colour (a doubling) and one suit without honours (the limit).
 */
export function ravennaPotentialValue(
  hand: ArrayLike<number>,
  ctx: ValueContext,
  unseen: ArrayLike<number>,
  limit: number,
): number {
  const ownWind = windOfSeat(ctx.seat);
  const doubles = (k: TileKind) => isDragon(k) || k === ownWind;
  let points = GOING_OUT + BONUS_TILE * ctx.bonusTiles.length;
  let doublings = bonusDoublings(ctx.seat, ctx.bonusTiles);
  /** Expected extra doublings, as a factor. */
  let factor = 1;
  const { all, meldSuits } = tilesWithMelds(hand, ctx.melds);
  let pungs = 0;
  let chowMelds = 0;
  for (const m of ctx.melds) {
    if (m.kind === 'chow') {
      chowMelds++;
      continue;
    }
    pungs++;
    points += ravennaSetPoints(m);
    if (doubles(m.tile)) doublings++;
  }
  let pairs = 0;
  for (let i = 0; i < PLAYING_KINDS; i++) {
    const k = asKind(i);
    const c = hand[k] ?? 0;
    if (c >= 3) {
      pungs++;
      points += ravennaSetPoints({ kind: 'pung', tile: k, concealed: true });
      if (doubles(k)) doublings++;
    } else if (c === 2) {
      pairs++;
      const p = byCount(PUNG_CHANCE, unseen[k] ?? 0);
      points += p * ravennaSetPoints({ kind: 'pung', tile: k, concealed: false });
      if (doubles(k)) {
        factor *= 1 + p;
        points += (1 - p) * VALUE_PAIR * 0.5;
      }
    }
  }
  // i) All pungs (winner only): pungs and pairs, no chow declared.
  if (chowMelds === 0 && pungs + pairs >= 5)
    factor *= 1 + (pungs >= 3 ? 0.5 : pungs >= 2 ? 0.3 : 0.12);
  // +10 for four chows: no pung in sight.
  if (pungs === 0 && pairs <= 1) points += ALL_CHOWS * 0.5;
  // Rule (h): three doublings are the limit.
  if (doublings >= 3) return limit;
  let value = Math.min(points * 2 ** doublings * factor, limit);
  // Colour (a doubling, with honours) and one suit without honours (limit b).
  for (const { honours, chance } of oneSuitProspects(all, meldSuits)) {
    const made = honours ? Math.min(2 * value, limit) : limit;
    value += chance * (made - value);
  }
  return value;
}
