/**
 * The coach's place in the replay viewer. No coach exists yet: the viewer asks this optional hook
 * about every position and shows what it says, and with no hook (as now) shows nothing at all.
 * A coach built on the bots' evaluators (design.md, src/bots) is handed in from outside the UI,
 * which may not import the bots itself.
 */
import type { Action, GameLog, GameState, Seat } from '../../engine';

/** One position of a replayed hand, as the viewer shows it. */
export interface ReplayMoment {
  readonly log: GameLog;
  /** 0..15. */
  readonly handNumber: number;
  /** 0 for the deal, then one per action of the hand. */
  readonly step: number;
  /** The action that led here; null for the deal. */
  readonly action: Action | null;
  /** The position before the action; null for the deal. */
  readonly before: GameState | null;
  readonly state: GameState;
}

export interface CoachComment {
  /** The seat the comment is about (its move, or its hand). */
  readonly seat: Seat;
  /** Already in the UI's language. */
  readonly text: string;
  readonly tone: 'praise' | 'advice' | 'note';
}

/** Asked for every position shown; null when the coach has nothing to say there. */
export type ReplayCoach = (moment: ReplayMoment) => CoachComment | null;
