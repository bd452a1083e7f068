/**
 * The Zung Jung ruleset as the reducer consults it: how a win is valued and paid, and the shape of
 * a match. Rulesets are data plus small functions (design.md), so another one can sit beside it.
 */
import type { Result } from '../errors';
import type { Payments } from '../payments';
import { settle } from '../payments';
import { scoreWinningHand } from '../scoring/score';
import type { ScoredHand, WinningHand } from '../scoring/types';
import type { Seat } from '../tiles';

export interface Ruleset {
  readonly id: 'zung-jung';
  /** §3.1: 4 rounds × 4 hands. */
  readonly handsPerMatch: number;
  readonly scoreWin: (hand: WinningHand, halveFlowers: boolean) => Result<ScoredHand>;
  readonly settleWin: (value: number, winner: Seat, responsible: Seat | null) => Payments;
}

export const zungJung: Ruleset = {
  id: 'zung-jung',
  handsPerMatch: 16,
  scoreWin: (hand, halveFlowers) => scoreWinningHand(hand, { halveFlowers }),
  settleWin: settle,
};

export function rulesetOf(id: string): Ruleset {
  if (id !== 'zung-jung') throw new Error(`unknown ruleset ${id}`);
  return zungJung;
}
