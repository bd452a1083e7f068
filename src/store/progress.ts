/**
 * The progress page's slice of the store (issue 37, item 2): how far the coach has got in looking
 * at the History's matches. src/app/progressDriver.ts does the work while the page is open and
 * keeps what it finds in the app's database; the page reads the matches and the findings there and
 * reads them again whenever `revision` moves.
 */
export interface ProgressReviewState {
  /** `idle` until the page first opens; `reviewing` while matches are left; `done` when none is. */
  readonly status: 'idle' | 'reviewing' | 'done' | 'unavailable';
  /** Matches reviewed since the page opened, and the matches the coach had to look at then. */
  readonly done: number;
  readonly total: number;
  /** Moves whenever a match's findings are kept. */
  readonly revision: number;
}

export interface ProgressSlice {
  readonly progressReview: ProgressReviewState;
}

export const PROGRESS_IDLE: ProgressReviewState = {
  status: 'idle',
  done: 0,
  total: 0,
  revision: 0,
};
