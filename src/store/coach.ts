/**
 * The coach's slice of the store: the latest advice for the person's view (computed in the bots'
 * worker by src/app/coachDriver.ts) and, in the "after I choose" mode, the person's last decision
 * beside the advice for the position it was made in. The UI reads advice only through here: it may
 * not import the bots (design.md), and the advice never holds more than the person's view.
 */
import type { Action, PlayerView } from '../engine';
import type { CoachAdvice } from '../worker/protocol';
import { selectHumanView } from './selectors';
import type { GameSlice } from './state';

export type {
  ClaimAdvice,
  ClaimChoice,
  ClaimReason,
  CoachAdvice,
  DangerMark,
  DiscardAdvice,
  DiscardChoice,
  DiscardFigures,
  DiscardReason,
  KongAdvice,
  PatternChance,
  PlanPattern,
  ThreatSign,
  WaitAdvice,
  WinAdvice,
} from '../worker/protocol';

export interface CoachReview {
  /** The position the decision was made in (coachKey). */
  readonly key: string;
  readonly action: Action;
  /** The advice for that position; null while the coach is still thinking about it. */
  readonly advice: CoachAdvice | null;
}

export interface CoachSlice {
  readonly coach: { readonly key: string; readonly advice: CoachAdvice } | null;
  readonly coachReview: CoachReview | null;
}

/**
 * Names a position as the person sees it: two views with the same key ask the same question of
 * the coach (another seat's pass in a claim window changes nothing the person can see).
 */
export function coachKey(view: PlayerView): string {
  const me = view.seats[view.seat];
  const p = view.phase;
  const focus = p.kind === 'turn' ? p.seat : p.kind === 'claimWindow' ? p.discarder : '';
  const decided = p.kind === 'claimWindow' || p.kind === 'robbingWindow' ? p.myDecision : null;
  return [
    view.handNumber,
    p.kind,
    focus,
    view.discards.length,
    view.wall.remaining,
    view.seats.map((s) => s.melds.length).join('.'),
    me.concealed?.join('.'),
    JSON.stringify(decided),
    view.legalActions.length,
  ].join('|');
}

/** The advice for the position on the table now; null until the coach has answered for it. */
export function selectFreshAdvice(state: CoachSlice & Pick<GameSlice, 'game'>): CoachAdvice | null {
  const coach = state.coach;
  if (coach === null) return null;
  const view = selectHumanView(state);
  return view !== null && coachKey(view) === coach.key ? coach.advice : null;
}

/** The latest advice, even if the table has moved on since (for what changes slowly). */
export const selectLatestAdvice = (state: CoachSlice): CoachAdvice | null =>
  state.coach?.advice ?? null;
