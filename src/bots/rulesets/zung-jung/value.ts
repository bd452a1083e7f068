/**
 * Value: what a hand is worth if it wins (zung-jung.md §9–§11). A ready hand is valued exactly, by
 * scoring every wait; a hand further away by the patterns still in reach, each weighted by how
 * close it is. Steering toward value is what separates a 1-point chicken hand from a 40-point one.
 */
import type { TileKind, WinningHand } from '../../../engine';
import {
  NO_SITUATION,
  PLAYING_KINDS,
  asKind,
  isDragon,
  isTerminalOrHonour,
  valueWinningHand,
  windOfSeat,
} from '../../../engine';
import type { ValueContext } from '../../value';
import { averageOverWaits, concealedKinds, oneSuitProspects, tilesWithMelds } from '../../value';

/** The hand's score if it wins on `wait` from a discard (the common case); 0 if it cannot. */
export function scoreOnWait(hand: ArrayLike<number>, ctx: ValueContext, wait: TileKind): number {
  const winning: WinningHand = {
    concealed: concealedKinds(hand),
    melds: ctx.melds,
    winningTile: wait,
    winFrom: 'discard',
    seat: ctx.seat,
    bonusTiles: ctx.bonusTiles,
    situation: NO_SITUATION,
  };
  const r = valueWinningHand(winning, { halveFlowers: ctx.halveFlowers });
  return r.ok ? r.value.total : 0;
}

/** Average score over the waits, weighted by their unseen copies. */
export function readyValue(
  hand: ArrayLike<number>,
  ctx: ValueContext,
  waits: readonly TileKind[],
  unseen: ArrayLike<number>,
): number {
  return averageOverWaits(waits, unseen, (w) => scoreOnWait(hand, ctx, w));
}

/**
 * Expected value of the hand should it win, from the patterns in reach (not yet ready). Each
 * pattern contributes its points times a rough chance of still making it.
 */
export function potentialValue(
  hand: ArrayLike<number>,
  ctx: ValueContext,
  unseen: ArrayLike<number>,
): number {
  const { all, meldSuits } = tilesWithMelds(hand, ctx.melds);
  const seatWind = windOfSeat(ctx.seat);
  let chowMelds = 0;
  for (const m of ctx.melds) if (m.kind === 'chow') chowMelds++;
  let value = 1;
  // 1.2 Concealed Hand, if it stays concealed.
  if (!ctx.exposed) value += 4;
  // 3.1 Value Honor: pungs of dragons and of the seat wind; a pair may still become one.
  for (let i = 27; i < PLAYING_KINDS; i++) {
    const k = asKind(i);
    if (!(isDragon(k) || k === seatWind)) continue;
    const copies = unseen[k] ?? 0;
    if ((all[k] ?? 0) >= 3) value += 10;
    else if (all[k] === 2 && copies > 0) value += 3.5 * copies;
  }
  // 2.1 One-suit: tiles of the other suits are what must go.
  for (const { honours, chance } of oneSuitProspects(all, meldSuits))
    value += (honours ? 40 : 80) * chance;
  // 4.1 All Triplets: pungs and pairs, no chow declared.
  if (chowMelds === 0) {
    let pungs = 0;
    let pairs = 0;
    for (let k = 0; k < PLAYING_KINDS; k++) {
      if ((all[k] ?? 0) >= 3) pungs++;
      else if (hand[k] === 2) pairs++;
    }
    if (pungs + pairs >= 5) value += 30 * (pungs >= 3 ? 0.5 : pungs >= 2 ? 0.3 : 0.12);
  }
  // 7.1 Nine-Tile Straight and 6.1 Three Similar Sequences: how much of the 9 tiles is held.
  for (let s = 0; s < 3 && ctx.rarePatterns; s++) {
    let ranks = 0;
    for (let r = 0; r < 9; r++) if ((all[s * 9 + r] ?? 0) > 0) ranks++;
    if (ranks >= 8) value += 40 * 0.45;
    else if (ranks === 7) value += 40 * 0.15;
  }
  for (let r = 0; r < 7 && ctx.rarePatterns; r++) {
    let held = 0;
    for (let s = 0; s < 3; s++)
      for (let i = 0; i < 3; i++) if ((all[s * 9 + r + i] ?? 0) > 0) held++;
    if (held >= 8) value += 35 * 0.45;
    else if (held === 7) value += 35 * 0.15;
  }
  // 1.3 No Terminals.
  let toh = 0;
  for (let k = 0; k < PLAYING_KINDS; k++)
    if ((all[k] ?? 0) > 0 && isTerminalOrHonour(asKind(k))) toh++;
  if (toh === 0) value += 3;
  return value;
}
