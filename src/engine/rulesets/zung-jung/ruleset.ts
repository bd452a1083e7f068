/**
 * The Zung Jung ruleset as the reducer consults it (shared/rules/zung-jung.md): the wall and deal
 * of §4, claims of §5 with interception, robbing a kong (§7), the seabed and riverbed (§4.3), a
 * win valued by the pattern table (§9) and paid with same-turn immunity (§12), 16 hands (§3).
 */
import { settledClaim, toRulesMeld } from '../../game/claims';
import { DEAL_POSITIONS, DEAD_WALL } from '../../game/wall';
import type { HandState } from '../../game/types';
import { responsibleForDiscardWin, settle } from '../../payments';
import { scoreWinningHand } from './scoring/score';
import type { WinningHand } from '../../scoring/types';
import { NO_SITUATION } from '../../scoring/types';
import { kindOfId } from '../../tiles';
import { ZUNG_JUNG_SETUP } from './setup';
import type { Ruleset, WinCircumstances, WinResult } from '../types';

/** §3.1: 4 rounds × 4 hands. */
export const HANDS_PER_MATCH = 16;

function winningHand(hand: HandState, c: WinCircumstances, flowers: boolean): WinningHand {
  const s = hand.seats[c.winner];
  return {
    concealed: s.concealed.filter((t) => t !== c.tile).map(kindOfId),
    melds: s.melds.map(toRulesMeld),
    winningTile: kindOfId(c.tile),
    winFrom: c.winFrom,
    seat: c.winner,
    bonusTiles: flowers ? s.bonus.map(kindOfId) : [],
    situation: { ...NO_SITUATION, ...c.situation },
  };
}

export const zungJung: Ruleset = {
  ...ZUNG_JUNG_SETUP,
  // §12: points are paid from zero; the score sheet keeps running totals.
  startingBalance: () => 0,
  withBonus: (options) => options.flowers,
  dealPositions: DEAL_POSITIONS,
  initialBonus: 'chains',
  deadTiles: () => DEAD_WALL,
  lastLiveTile: 'riverbed',
  lastLiveTileRule: 'zung-jung.md §4.3',
  chowClaims: true,
  robbingKong: true,
  // §5.4: precedence, and the first win in turn order after the discarder intercepts the others.
  settleClaims: settledClaim,
  // §4.3.4: the seabed drawer always discards (the riverbed tile); an unclaimed one is a draw game.
  lastTileDraw: () => ({ kind: 'draw' }),
  winResult: (state, hand, c): WinResult => {
    const options = state.config.options;
    const handForScoring = winningHand(hand, c, options.flowers);
    const scored = scoreWinningHand(handForScoring, { halveFlowers: options.halveFlowers });
    if (!scored.ok) {
      // The reducer only offers wins the rules core accepts; reaching this is a bug, not bad input.
      throw new Error(
        `engine offered a win the scorer rejects: ${scored.error.code} ${scored.error.message}`,
      );
    }
    const responsible =
      c.winFrom === 'wall'
        ? null
        : responsibleForDiscardWin(
            hand.discards.map((d) => ({ seat: d.seat, tile: kindOfId(d.tile) })),
            c.winner,
          );
    return {
      kind: 'win',
      winner: c.winner,
      winFrom: c.winFrom,
      discarder: c.discarder,
      responsible,
      hand: handForScoring,
      score: scored.value,
      payments: settle(scored.value.total, c.winner, responsible),
    };
  },
  // §9: the counted patterns; none is a chicken hand (§8.2).
  scoringMarks: (result) => result.score.counted.map((p) => ({ id: p.id, points: p.points })),
  // §3.3: the deal passes after every hand.
  rotation: (_match, number) => number,
  matchOver: (state) => state.hand.number + 1 >= HANDS_PER_MATCH,
};
