/** The coach (hint overlays, issue 7): advice on a seat's position from its view alone. */
export {
  aimOrder,
  coach,
  figuresAtTable,
  figuresOfAnalysis,
  sameFigure,
  SHOWN_PATTERNS,
  tableSeatOf,
} from './coach';
export type * from './types';
export { DEFAULT_AIM } from './types';
/** The after-hand review (issue 7): one decision against the coach's advice, from its view. */
export { choiceOfAction, reviewDecision, sameMove } from './review';
export type { ChoiceFigures, DecisionReview, MoveChoice } from './review';
