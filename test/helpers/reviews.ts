/**
 * The coach's real review for tests: an asker answering with the worker's `botApi.review` run on
 * this thread (at once, or when told to), and a match's findings as a direct review of every
 * decision of the person finds them (src/analysis/findings.ts).
 */
import type { ReviewAsker } from '../../src/app/reviewDriver';
import { reviewDecision } from '../../src/bots/coach';
import type { GameLog } from '../../src/engine';
import type { MatchFindings } from '../../src/analysis/findings';
import { FINDINGS_SCHEMA, handFindings } from '../../src/analysis/findings';
import { summarizeMatch } from '../../src/analysis/summary';
import { handDecisions } from '../../src/analysis/reviewMoves';
import { botApi } from '../../src/worker/botApi';
import type { CoachAim, DecisionReview, ReviewRequest } from '../../src/worker/protocol';

/** The real review, answering at once or when told to; every request is kept. */
export function reviewAsker(auto = true) {
  const requests: ReviewRequest[] = [];
  const pending: (() => void)[] = [];
  const asker: ReviewAsker & { requests: ReviewRequest[]; answer: () => void } = {
    requests,
    review(request) {
      requests.push(request);
      return new Promise<DecisionReview | null>((resolve) => {
        const reply = () => resolve(botApi.review(request));
        if (auto) queueMicrotask(reply);
        else pending.push(reply);
      });
    },
    answer() {
      pending.shift()?.();
    },
  };
  return asker;
}

/** What the coach finds in a kept match, and every review it made of the person's decisions. */
export function reviewedMatch(
  matchId: string,
  log: GameLog,
  aim: CoachAim = 'points',
  strongOpponents = 0,
): { findings: MatchFindings; reviews: DecisionReview[] } {
  const summary = summarizeMatch(log);
  if (!summary.ok) throw new Error(summary.error.message);
  const reviews: DecisionReview[] = [];
  const hands = summary.value.hands.map((_, hand) => {
    const decisions = handDecisions({ log, handNumber: hand });
    if (!decisions.ok) throw new Error(decisions.error.message);
    return handFindings(
      hand,
      decisions.value.map((d) => {
        const review = reviewDecision(d.view, d.action, aim, strongOpponents);
        if (review !== null) reviews.push(review);
        return { index: d.index, review };
      }),
    );
  });
  const findings: MatchFindings = {
    schema: FINDINGS_SCHEMA,
    matchId,
    ruleset: summary.value.ruleset,
    actions: log.actions.length,
    aim,
    strongOpponents,
    hands,
  };
  return { findings, reviews };
}
