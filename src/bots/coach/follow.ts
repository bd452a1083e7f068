/**
 * A player who does what the coach says (issue 16: "a player that follows the coach … is not
 * weaker than the strong level"): its win, its kong, its discard and its claim advice, taken from
 * the seat's legal actions. Where the coach has nothing to say (e.g. a claim window it does not
 * advise on) the strong level decides. `hu simulate --bots coach,…` plays it.
 */
import type { Action, PlayerView, Rng } from '../../engine';
import { kindOfId } from '../../engine';
import { decide } from '../decide';
import { coach } from './coach';
import type { ClaimChoice, CoachAdvice, CoachAim } from './types';
import { DEFAULT_AIM } from './types';

function claimAction(legal: readonly Action[], choice: ClaimChoice): Action | undefined {
  return legal.find((a) => {
    switch (choice.type) {
      case 'win':
        return a.type === 'claimWin';
      case 'pass':
        return a.type === 'pass';
      case 'pung':
        return a.type === 'claimPung';
      case 'kong':
        return a.type === 'claimKong';
      case 'chow':
        return a.type === 'claimChow' && a.lowest === choice.lowest;
    }
  });
}

/** A player who follows the coach aiming for `aim` (the setting "The coach aims for"). */
export function coachFollower(aim: CoachAim): (view: PlayerView, rng: Rng) => Action {
  return (view, rng) => followCoach(view, rng, aim);
}

/** `advice`: the coach's advice on this very view, when the caller has it already. */
export function followCoach(
  view: PlayerView,
  rng: Rng,
  aim: CoachAim = DEFAULT_AIM,
  advice: CoachAdvice = coach(view, aim),
): Action {
  const legal = view.legalActions;
  let action: Action | undefined;
  if (advice.win !== null)
    action = legal.find((a) => a.type === 'declareWin' || a.type === 'claimWin');
  else if (advice.kong !== null) {
    const { kind, type } = advice.kong;
    action = legal.find((a) => a.type === type && a.kind === kind);
  } else if (advice.discard !== null) {
    const kind = advice.discard.recommended.kind;
    const drawn = view.seats[view.seat].drawn;
    // The tile just drawn when it is of that kind, as a person would throw it.
    action =
      legal.find((a) => a.type === 'discard' && a.tile === drawn && kindOfId(a.tile) === kind) ??
      legal.find((a) => a.type === 'discard' && kindOfId(a.tile) === kind);
  } else if (advice.claim !== null) action = claimAction(legal, advice.claim.recommended);
  return action ?? decide(view, rng, 'strong');
}
