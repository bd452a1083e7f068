/**
 * Which of the person's moves in a hand the after-hand review looks at, read from the match log:
 * the hand is replayed with the engine (the history's `handStates`), and every action of the
 * person's seat taken where the rules offered a real choice becomes a decision, with the person's
 * `playerView` of the position it was taken in — the only thing the coach is ever shown.
 */
import type { Action, GameLog, PlayerIndex, PlayerView, Result } from '../engine';
import type { HandDecision, ReviewTarget } from '../worker/protocol';
import type { HandRecap } from './summary';
import { currentPlayers, fail, kindOfId, ok, playerView } from '../engine';
import { handStates } from './replay';

/**
 * The person's player index: the app seats the person as player 0 of every match (the store's
 * `HUMAN`), whatever seat the rotation gives them in a hand.
 */
export const PERSON: PlayerIndex = 0;

/** Options that are the same choice: discards of two copies of one kind. */
const optionName = (a: Action) =>
  a.type === 'discard' ? `discard ${kindOfId(a.tile)}` : JSON.stringify(a);

/**
 * The view's seat took `action` where it had a real choice: the legal moves hold at least two
 * different choices (a forced move — the only tile kind left, a lone option — is no decision).
 */
export function isDecision(view: PlayerView, action: Action): boolean {
  if (!('seat' in action) || action.seat !== view.seat) return false;
  return new Set(view.legalActions.map(optionName)).size > 1;
}

/** The person's decisions in the hand, in order of play. */
export function handDecisions({ log, handNumber }: ReviewTarget): Result<HandDecision[]> {
  const replayed = handStates(log, handNumber);
  if (!replayed.ok) return fail(replayed.error.code, replayed.error.message);
  const steps = replayed.value.steps;
  const decisions: HandDecision[] = [];
  for (const [i, step] of steps.entries()) {
    // The action of a step was taken in the state of the step before.
    const before = steps[i - 1]?.state;
    const action = step.action;
    if (before === undefined || action === null || !('seat' in action)) continue;
    const seat = currentPlayers(before).indexOf(PERSON);
    if (action.seat !== seat) continue;
    const view = playerView(before, action.seat);
    if (isDecision(view, action)) decisions.push({ step: i - 1, index: step.index, action, view });
  }
  return ok(decisions);
}

/**
 * The decision the person took at `index` in the log (a drill's position), with the person's view
 * of it; an error when no hand of the match holds it or it was no decision of the person's.
 */
export function decisionAt(
  log: GameLog,
  hands: readonly Pick<HandRecap, 'firstAction' | 'actionCount'>[],
  index: number,
): Result<HandDecision> {
  const handNumber = hands.findIndex(
    (h) => index >= h.firstAction && index < h.firstAction + h.actionCount,
  );
  if (handNumber < 0) return fail('drill/no-position', `no hand holds action ${index}`);
  const decisions = handDecisions({ log, handNumber });
  if (!decisions.ok) return decisions;
  const found = decisions.value.find((d) => d.index === index);
  return found === undefined
    ? fail('drill/no-position', `action ${index} is no decision of the person`)
    : ok(found);
}
