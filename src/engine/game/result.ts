/**
 * The end of a hand: a win scored from the actual game (concealment and situation derived from
 * the state) and valued and paid by the ruleset — in Zung Jung §9 with the same-turn immunity of
 * §12.5, in Ravenna everybody's hand by ravenna.md §10–§11 —; or a draw game, which pays nothing
 * (zung-jung.md §8.5; a void hand in Ravenna, §8.2).
 */
import { rulesetOf } from '../rulesets';
import type { WinCircumstances } from '../rulesets/types';
import { insertSorted, updateSeat } from './hand';
import { currentPlayers, paymentsByPlayer, recordHand } from './match';
import type { DiscardEntry, DrawnHand, GameEvent, GameState, HandResult, HandState } from './types';

export type { WinCircumstances } from '../rulesets/types';

function finish(
  state: GameState,
  hand: HandState,
  result: HandResult,
  events: GameEvent[],
): GameState {
  const players = currentPlayers(state);
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
  const result = rulesetOf(state.config.ruleset).winResult(state, hand, c);
  return finish(state, hand, result, events);
}

/** A draw game (zung-jung.md §8.5), or a hand its ruleset ends without a winner (`result`). */
export function endWithDraw(
  state: GameState,
  events: GameEvent[],
  result: DrawnHand = { kind: 'draw' },
): GameState {
  return finish(state, state.hand, result, events);
}
