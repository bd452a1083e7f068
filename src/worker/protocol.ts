/**
 * The bots' worker protocol (design.md: src/worker). The client side imports only these types.
 */
import type { Level } from '../bots';
import type { Analysis } from '../bots/analyser';
import type { CoachAdvice, CoachAim, DecisionReview } from '../bots/coach';
import type { Action, GameLog, PlayerView } from '../engine';

export interface DecisionRequest {
  readonly view: PlayerView;
  readonly level: Level;
  /** Seeds the bot's rng: the same request always gets the same decision. */
  readonly seed: string;
}

/** The coach's advice (hint overlays) on the person's view: a pure function of the view. */
export interface CoachRequest {
  readonly view: PlayerView;
  /** What the suggested discard aims for; winning often when absent. */
  readonly aim?: CoachAim;
  /**
   * How many of the three opponents play at the strong level (the settings' levels): the chance to
   * win shown knows who sits at the table. None when absent.
   */
  readonly strongOpponents?: number;
}

/**
 * The after-hand review of one decision: the person's view in the position it was taken in and
 * the action taken there (src/bots/coach/review.ts).
 */
/**
 * What the after-hand review is about, shared by the store (the hand under review) and the
 * analysis that finds the person's decisions in it (src/analysis/reviewMoves.ts).
 */
/** A hand of a match: the match's log (finished or still being played) and the hand's number. */
export interface ReviewTarget {
  readonly log: GameLog;
  /** 0..15. */
  readonly handNumber: number;
}

/** One decision of the person in the hand: a move where there was a real choice. */
export interface HandDecision {
  /** The replay position it was taken in (an index into the history's `handStates` steps). */
  readonly step: number;
  /** The action's index in the log. */
  readonly index: number;
  readonly action: Action;
  /** The person's view of that position: all the coach is shown. */
  readonly view: PlayerView;
}

export interface ReviewRequest {
  readonly view: PlayerView;
  readonly action: Action;
  /**
   * What the coach aimed for (the person's setting), so that the review agrees with the advice
   * given at the table; winning often when absent.
   */
  readonly aim?: CoachAim;
  /** As in CoachRequest: the opponents the hand was played against. */
  readonly strongOpponents?: number;
}

/**
 * What each discard is worth (shared/contract.md § `analyse`) in the view's position: the seat's
 * own turn holding a freshly drawn tile; any other view has no position (null).
 */
export interface AnalyseRequest {
  readonly view: PlayerView;
}

export interface BotApi {
  decide(request: DecisionRequest): Action;
  coach(request: CoachRequest): CoachAdvice;
  /** Null when the action is not the view's seat's decision. */
  review(request: ReviewRequest): DecisionReview | null;
  analyse(request: AnalyseRequest): Analysis | null;
  /** The state hash a game log replays to: must equal the main thread's and Node's. */
  replayHash(log: GameLog): string;
}

export type { Action, Analysis, GameLog, Level, PlayerView };
export type { DiscardValue } from '../bots/analyser';
export type * from '../bots/coach/types';
export type { ChoiceFigures, DecisionReview, MoveChoice } from '../bots/coach';
