/**
 * The end of a hand: a win scored from the actual game (concealment and situation derived from
 * the state, §9.6 and category 9) and paid with same-turn immunity computed from the real discard
 * log (§12.5); or a draw game, which pays nothing (§8.5).
 */
import { responsibleForDiscardWin } from '../payments';
import type { Situation, WinningHand } from '../scoring/types';
import { NO_SITUATION } from '../scoring/types';
import { rulesetOf } from '../rulesets/zungJung';
import type { Seat, TileId } from '../tiles';
import { kindOfId } from '../tiles';
import { toRulesMeld } from './claims';
import { insertSorted, updateSeat } from './hand';
import { paymentsByPlayer, playersAtSeats, recordHand } from './match';
import type { DiscardEntry, GameEvent, GameState, HandResult, HandState } from './types';

export interface WinCircumstances {
  readonly winner: Seat;
  readonly tile: TileId;
  readonly winFrom: 'wall' | 'discard';
  /** Who discarded the winning tile (the kong player when robbed); null for a self-draw. */
  readonly discarder: Seat | null;
  readonly situation: Partial<Situation>;
  /** The robbed kong tile, logged as its player's discard only when robbed (§12.5). */
  readonly robbed: boolean;
}

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

function finish(
  state: GameState,
  hand: HandState,
  result: HandResult,
  events: GameEvent[],
): GameState {
  const players = playersAtSeats(state.match.seating, hand.number, state.config.options.dealPass);
  const payments = result.kind === 'win' ? result.payments : [0, 0, 0, 0];
  const match = recordHand(state.match, {
    number: hand.number,
    players,
    result: result.kind,
    winner: result.kind === 'win' ? result.winner : null,
    value: result.kind === 'win' ? result.score.total : 0,
    payments: paymentsByPlayer(payments, players),
  });
  if (result.kind === 'win') {
    events.push({
      type: 'handWon',
      seat: result.winner,
      winFrom: result.winFrom,
      value: result.score.total,
    });
  } else {
    events.push({ type: 'handDrawn' });
  }
  return { ...state, match, hand: { ...hand, phase: { kind: 'handOver', result } } };
}

export function endWithWin(state: GameState, c: WinCircumstances, events: GameEvent[]): GameState {
  let hand = state.hand;
  // The winning tile joins the winner's hand, from the river or from the robbed kong (§8.4).
  if (c.winFrom === 'discard' && c.discarder !== null) {
    const from = hand.seats[c.discarder];
    hand = updateSeat(hand, c.discarder, {
      river: from.river.filter((t) => t !== c.tile),
      concealed: from.concealed.filter((t) => t !== c.tile),
    });
    hand = updateSeat(hand, c.winner, {
      concealed: insertSorted(hand.seats[c.winner].concealed, c.tile),
    });
    const discards: DiscardEntry[] = c.robbed
      ? [
          ...hand.discards,
          {
            seat: c.discarder,
            tile: c.tile,
            claimedBy: c.winner,
            fromDraw: hand.seats[c.discarder].drawn === c.tile,
          },
        ]
      : hand.discards.map((d, i) =>
          i === hand.discards.length - 1 ? { ...d, claimedBy: c.winner } : d,
        );
    hand = { ...hand, discards };
  }
  const ruleset = rulesetOf(state.config.ruleset);
  const handForScoring = winningHand(hand, c, state.config.options.flowers);
  const scored = ruleset.scoreWin(handForScoring, state.config.options.halveFlowers);
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
  const result: HandResult = {
    kind: 'win',
    winner: c.winner,
    winFrom: c.winFrom,
    discarder: c.discarder,
    responsible,
    hand: handForScoring,
    score: scored.value,
    payments: ruleset.settleWin(scored.value.total, c.winner, responsible),
  };
  return finish(state, hand, result, events);
}

export function endWithDraw(state: GameState, events: GameEvent[]): GameState {
  return finish(state, state.hand, { kind: 'draw' }, events);
}
