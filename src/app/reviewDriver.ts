/**
 * Works out the after-hand review the store asks for (src/store/review.ts): the hand is replayed
 * from the log to find the person's decisions and their views (reviewMoves.ts, loaded with the
 * first review), then the coach in the bots' worker reviews them one at a time — small questions,
 * so a bot waiting for its decision is never stuck behind a whole hand — and each answer goes into
 * the store as it comes, for the progress on screen. A newer request (another hand, the review
 * closed) makes the older one stop. Only views are sent: the review cannot see hidden tiles.
 */
import type { DecisionReview, ReviewRequest } from '../worker/protocol';
import type { Timers } from '../store';
import { browserTimers } from '../store';
import type { HandReviewState } from '../store';
import type { AppStore } from '../store';

/** The part of the worker client the review needs (src/worker/client.ts `BotClient.review`). */
export interface ReviewAsker {
  review(request: ReviewRequest): Promise<DecisionReview | null>;
}

/** A question unanswered this long is given up (a restarted worker never answers). */
export const REVIEW_TIMEOUT_MS = 10_000;

/**
 * The asker's `review`, given up after REVIEW_TIMEOUT_MS (a restarted worker never answers) and
 * never failing: an unanswered or failed question is null.
 */
export function askWithin(asker: ReviewAsker, timers: Timers) {
  return (request: ReviewRequest) =>
    new Promise<DecisionReview | null>((resolve) => {
      const timer = timers.setTimeout(() => resolve(null), REVIEW_TIMEOUT_MS);
      asker.review(request).then(
        (review) => {
          timers.clearTimeout(timer);
          resolve(review);
        },
        () => {
          timers.clearTimeout(timer);
          resolve(null);
        },
      );
    });
}

/** Starts answering review requests in `store`; returns the function that stops it. */
export function driveReview(store: AppStore, asker: ReviewAsker, timers: Timers = browserTimers) {
  let stopped = false;
  /** The review being worked on, and a number that changes whenever it is given up. */
  let running: string | null = null;
  let generation = 0;
  const live = (key: string, run: number) =>
    !stopped && run === generation && store.getState().handReview?.key === key;
  const patch = (key: string, run: number, change: Partial<HandReviewState>) => {
    const review = store.getState().handReview;
    if (review !== null && live(key, run)) store.setState({ handReview: { ...review, ...change } });
  };
  const later = () => new Promise<void>((resolve) => timers.setTimeout(resolve, 0));

  const ask = askWithin(asker, timers);

  const run = async (wanted: HandReviewState, id: number) => {
    const key = wanted.key;
    // The progress is drawn before the hand is replayed.
    await later();
    if (!live(key, id)) return;
    const { handDecisions } = await import('../analysis');
    if (!live(key, id)) return;
    const found = handDecisions(wanted.target);
    if (!found.ok) {
      patch(key, id, { status: 'failed' });
      return;
    }
    const decisions = found.value;
    // The coach's advice at the table aimed for this: the review compares against the same advice.
    const aim = wanted.aim;
    const reviews: (DecisionReview | null)[] = [];
    patch(key, id, { decisions, reviews: [] });
    for (const d of decisions) {
      const review = await ask({
        view: d.view,
        action: d.action,
        aim,
        strongOpponents: wanted.strongOpponents,
      });
      if (!live(key, id)) return;
      reviews.push(review);
      patch(key, id, { reviews: [...reviews] });
    }
    patch(key, id, { status: 'ready' });
  };

  const onChange = () => {
    const wanted = store.getState().handReview;
    if (wanted?.key !== running) {
      // Closed, or another hand asked for: whatever was running stops.
      generation++;
      running = null;
    }
    if (wanted === null || wanted.status !== 'computing' || running !== null) return;
    running = wanted.key;
    void run(wanted, generation);
  };

  const unsubscribe = store.subscribe(onChange);
  onChange();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
