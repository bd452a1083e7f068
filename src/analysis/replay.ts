/**
 * Stepping through one hand of a match log, for the replay viewer and the after-hand review
 * (issue 6; pure, design.md habit 13). Where hands begin and end is the engine's to say: each
 * `nextHand` closes a hand, and the match is over when the ruleset says so (`matchOver`), so a
 * Ravenna match of any length replays hand by hand like a Zung Jung one.
 */
import type { Action, EngineError, GameEvent, GameLog, GameState, Result } from '../engine';
import { apply, fail, newGame, ok } from '../engine';
import { isRecord } from './summary';

export interface HandSpan {
  readonly number: number;
  /** Index of the hand's first action in the log. */
  readonly first: number;
  /** One past its last action: the index of the `nextHand` that closes it, or the log's end. */
  readonly end: number;
}

/**
 * Where each hand of the log begins and ends. The engine replays the log and says when a hand is
 * over and when the match is: a `nextHand` closes a hand and deals the next one unless the ruleset
 * ends the match there (`matchOver`). A log that stops before the match is over has one more hand,
 * the one being played. Stops at the first action the engine refuses.
 */
export function handStarts(log: GameLog): HandSpan[] {
  const spans: HandSpan[] = [];
  const created = newGame(log);
  if (!created.ok) return spans;
  let state = created.value.state;
  let first = 0;
  for (const [index, action] of log.actions.entries()) {
    const closing = action.type === 'nextHand' && state.hand.phase.kind === 'handOver';
    const result = apply(state, action);
    if (!result.ok) return spans;
    state = result.state;
    if (closing) {
      spans.push({ number: spans.length, first, end: index });
      first = index + 1;
    }
  }
  if (state.hand.phase.kind !== 'matchOver')
    spans.push({ number: spans.length, first, end: log.actions.length });
  return spans;
}

export interface ReplayStep {
  /** The action that led to this position; null for the dealt hand. */
  readonly action: Action | null;
  /** Index of that action in the log; -1 for the dealt hand. */
  readonly index: number;
  /** What the action set off (draws, claims, the end of the hand), as the engine reported it. */
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}

export interface HandReplay {
  readonly number: number;
  /** The dealt hand, then the state after each of the hand's actions (the last one is over). */
  readonly steps: readonly ReplayStep[];
}

/**
 * Every full state through hand `handNumber` (0-based) for the replay viewer: the log is replayed
 * once up to the deal of that hand, then stepped one action at a time.
 */
export function handStates(log: GameLog, handNumber: number): Result<HandReplay> {
  try {
    return stepThrough(log, handNumber);
  } catch (error) {
    return fail('history/malformed', `the log could not be read (${String(error)})`);
  }
}

function stepThrough(log: GameLog, handNumber: number): Result<HandReplay> {
  if (!isRecord(log) || !Array.isArray(log.actions))
    return fail('history/malformed', 'a match log is {ruleset, options, seed, actions[]}');
  const noSuchHand = () => fail('history/no-such-hand', `the log has no hand ${handNumber}`);
  if (!Number.isInteger(handNumber) || handNumber < 0) return noSuchHand();
  const created = newGame(log);
  if (!created.ok)
    return fail('history/illegal-log', `the match cannot start: ${created.error.message}`);
  let state = created.value.state;
  let events: readonly GameEvent[] = created.value.events;
  let hand = 0;
  let steps: ReplayStep[] | null =
    handNumber === 0 ? [{ action: null, index: -1, events, state }] : null;
  for (const [index, action] of log.actions.entries()) {
    const closing = action.type === 'nextHand' && state.hand.phase.kind === 'handOver';
    if (closing && steps !== null) return ok({ number: handNumber, steps });
    const result = apply(state, action);
    if (!result.ok) {
      const error: EngineError = result.error;
      return fail('history/illegal-log', `action ${index}: ${error.message}`);
    }
    state = result.state;
    events = result.events;
    if (closing) {
      // The ruleset may end the match here: then no hand follows (§3.1; ravenna.md §9.4).
      if (state.hand.phase.kind === 'matchOver') return noSuchHand();
      hand++;
      if (hand === handNumber) steps = [{ action: null, index: -1, events, state }];
    } else if (steps !== null) {
      steps.push({ action, index, events, state });
    }
  }
  return steps === null ? noSuchHand() : ok({ number: handNumber, steps });
}
