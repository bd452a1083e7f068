/**
 * The after-hand review's slice of the store (issue 7, item 2): which hand is being reviewed, the
 * person's decisions in it (each with the view it was taken in) and, one by one as the coach in
 * the bots' worker answers, the review of each decision. src/app/reviewDriver.ts does the work;
 * the UI asks for a review with `requestHandReview` and draws what is here. Small on purpose: this
 * module is part of the start-up code, the driver and the replaying are not.
 */
import type { CoachAim, DecisionReview, HandDecision, ReviewTarget } from '../worker/protocol';
import type { GameSlice, SettingsSlice, SliceStore } from './state';
import { strongOpponentsOf } from './settings';

export type {
  ChoiceFigures,
  DecisionReview,
  HandDecision,
  MoveChoice,
  ReviewTarget,
} from '../worker/protocol';

export interface HandReviewState {
  readonly key: string;
  readonly target: ReviewTarget;
  /** What the coach aimed for when the review was asked: the review judges by that advice. */
  readonly aim: CoachAim;
  /** How many opponents played at the strong level: the chances shown know the table. */
  readonly strongOpponents: number;
  /** `computing` until every decision is reviewed; `failed` when the log could not be replayed. */
  readonly status: 'computing' | 'ready' | 'failed';
  /** The person's decisions, in order of play; null until the hand is replayed. */
  readonly decisions: readonly HandDecision[] | null;
  /**
   * The reviews so far, in the order of `decisions`; null for a decision the coach could not
   * answer (a worker that failed or took too long).
   */
  readonly reviews: readonly (DecisionReview | null)[];
}

export interface ReviewSlice {
  readonly handReview: HandReviewState | null;
}

/**
 * Names a review: the same hand of the same log, judged against the coach's advice for the same
 * aim, is not reviewed twice; another aim is another review.
 */
export function reviewKey(
  { log, handNumber }: ReviewTarget,
  aim: CoachAim,
  strongOpponents = 0,
): string {
  return [
    log.ruleset,
    log.seed,
    JSON.stringify(log.rig ?? null),
    log.actions.length,
    handNumber,
    aim,
    strongOpponents,
  ]
    .map(String)
    .join('|');
}

/**
 * Asks for the review of a hand against the coach aiming as the settings say now (kept if that
 * review is already there).
 */
export function requestHandReview(
  store: SliceStore<ReviewSlice & SettingsSlice>,
  target: ReviewTarget,
): void {
  const settings = store.getState().settings;
  const aim = settings.coachAim;
  const strongOpponents = strongOpponentsOf(settings);
  const key = reviewKey(target, aim, strongOpponents);
  if (store.getState().handReview?.key === key) return;
  store.setState({
    handReview: {
      key,
      target,
      aim,
      strongOpponents,
      status: 'computing',
      decisions: null,
      reviews: [],
    },
  });
}

/** Closes the review (only the review named `key`, if given). */
export function closeHandReview(store: SliceStore<ReviewSlice>, key?: string): void {
  const open = store.getState().handReview;
  if (open !== null && (key === undefined || open.key === key))
    store.setState({ handReview: null });
}

/** The hand on the table, as a review target (null with no match). */
export function currentHandTarget(state: Pick<GameSlice, 'game' | 'log'>): ReviewTarget | null {
  const game = state.game;
  if (game === null) return null;
  const { ruleset, options, seed, rig } = game.config;
  return {
    log: { ruleset, options, seed, ...(rig ? { rig } : {}), actions: state.log },
    handNumber: game.hand.number,
  };
}
