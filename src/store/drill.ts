/**
 * The drills' slice of the store (issue 37, item 1): the person's answer to the question on screen,
 * and, once the coach in the bots' worker has looked at it (src/app/drillDriver.ts), its review —
 * the same review the after-hand review makes of a move, so a drill is graded as the coach grades
 * the person's moves everywhere else.
 */
import type { Action, PlayerView } from '../engine';
import type { CoachAim, DecisionReview } from '../worker/protocol';
import type { SettingsSlice, SliceStore } from './state';
import { strongOpponentsOf } from './settings';

export interface DrillAnswerState {
  /** The card the answer is for. */
  readonly cardId: string;
  readonly view: PlayerView;
  readonly action: Action;
  readonly aim: CoachAim;
  readonly strongOpponents: number;
  /** `grading` until the coach answers; `failed` when it could not. */
  readonly status: 'grading' | 'ready' | 'failed';
  readonly review: DecisionReview | null;
}

export interface DrillSlice {
  readonly drillAnswer: DrillAnswerState | null;
}

/**
 * Asks the coach to grade the person's answer to a drill: with the settings' aim and table (the
 * person's own positions), or with the ones a built-in drill was chosen for.
 */
export function requestDrillAnswer(
  store: SliceStore<DrillSlice & SettingsSlice>,
  answer: { readonly cardId: string; readonly view: PlayerView; readonly action: Action },
  grading?: { readonly aim: CoachAim; readonly strongOpponents: number },
): void {
  const settings = store.getState().settings;
  store.setState({
    drillAnswer: {
      ...answer,
      aim: grading?.aim ?? settings.coachAim,
      strongOpponents: grading?.strongOpponents ?? strongOpponentsOf(settings),
      status: 'grading',
      review: null,
    },
  });
}

export function clearDrillAnswer(store: SliceStore<DrillSlice>): void {
  store.setState({ drillAnswer: null });
}
