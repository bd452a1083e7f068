/**
 * While the progress page is open, the coach looks at the History's matches it has not reviewed
 * yet (issue 37), newest first: every hand is replayed from the log to find the person's decisions
 * (store/reviewMoves.ts), each is asked of the coach in the bots' worker with nothing but the
 * person's view — one small question at a time, like the after-hand review — and a match's
 * findings are kept in the app's database once all its hands are done; the store's `revision`
 * then moves so the page counts them. Closing the page stops the work; the next opening goes on
 * from the first match not kept. Records of matches no longer in the History are dropped.
 */
import { rulesetOf } from '../engine';
import type { AppStore } from '../store';
import { strongOpponentsOf } from '../store';
import type { HistoryRepository } from '../store/history';
import type { FindingsRepository } from '../store/persistence/findings';
import type { HandFindings, ReviewedDecision } from '../store/matchAnalysis/findings';
import { FINDINGS_SCHEMA, handFindings } from '../store/matchAnalysis/findings';
import { unreviewed } from '../store/matchAnalysis/progress';
import type { ProgressReviewState } from '../store/progress';
import type { Timers } from '../store/turns';
import { browserTimers } from '../store/turns';
import type { ReviewAsker } from './reviewDriver';
import { askWithin } from './reviewDriver';

export interface ProgressSources {
  readonly history: HistoryRepository;
  readonly findings: FindingsRepository;
}

/** Starts reviewing the History's matches whenever the progress page opens; returns the stop. */
export function driveProgress(
  store: AppStore,
  asker: ReviewAsker,
  sources: ProgressSources,
  timers: Timers = browserTimers,
): () => void {
  let stopped = false;
  /** Changes whenever the page closes: a run that sees another number stops. */
  let generation = 0;
  const open = () => store.getState().screen === 'progress';
  const live = (run: number) => !stopped && run === generation && open();
  const patch = (run: number, change: Partial<ProgressReviewState>) => {
    if (!live(run)) return;
    store.setState({ progressReview: { ...store.getState().progressReview, ...change } });
  };
  const later = () => new Promise<void>((resolve) => timers.setTimeout(resolve, 0));

  const ask = askWithin(asker, timers);

  const run = async (id: number) => {
    const { history, findings } = sources;
    const [listing, kept] = await Promise.all([history.list(), findings.all()]);
    if (!live(id)) return;
    const ids = new Set(listing.matches.map((m) => m.id));
    for (const matchId of kept.keys())
      if (!ids.has(matchId)) await findings.remove(matchId).catch(() => undefined);
    // The match at the table is still being played: it is reviewed once it is over.
    const { game, matchId: playing } = store.getState();
    const over = game === null || game.hand.phase.kind === 'matchOver';
    const toReview = unreviewed(
      listing.matches.map((m) => ({ ...m, actions: m.log.actions.length })),
      kept,
    ).filter((m) => rulesetOf(m.summary.ruleset).coached && (over || m.id !== playing));
    patch(id, {
      status: toReview.length > 0 ? 'reviewing' : 'done',
      done: 0,
      total: toReview.length,
    });
    if (toReview.length === 0) return;
    const { handDecisions } = await import('../store/reviewMoves');
    const settings = store.getState().settings;
    const aim = settings.coachAim;
    const strongOpponents = strongOpponentsOf(settings);
    let done = 0;
    for (const { id: matchId } of toReview) {
      const match = listing.matches.find((m) => m.id === matchId)!;
      const hands: HandFindings[] = [];
      for (let handNumber = 0; handNumber < match.summary.hands.length; handNumber++) {
        // Each hand starts in a task of its own: the page stays responsive while it is replayed.
        await later();
        if (!live(id)) return;
        const found = handDecisions({ log: match.log, handNumber });
        const reviewed: ReviewedDecision[] = [];
        if (found.ok)
          for (const d of found.value) {
            const review = await ask({ view: d.view, action: d.action, aim, strongOpponents });
            if (!live(id)) return;
            reviewed.push({ index: d.index, review });
          }
        hands.push(handFindings(handNumber, reviewed));
      }
      try {
        await findings.put({
          schema: FINDINGS_SCHEMA,
          matchId,
          ruleset: match.summary.ruleset,
          actions: match.log.actions.length,
          aim,
          strongOpponents,
          hands,
        });
      } catch {
        patch(id, { status: 'unavailable' });
        return;
      }
      done++;
      const revision = store.getState().progressReview.revision + 1;
      patch(id, { done, revision, status: done === toReview.length ? 'done' : 'reviewing' });
    }
  };

  // One run per opening of the page: it ends with every match kept, or when the page closes.
  let wasOpen = false;
  const onChange = () => {
    const now = open();
    if (now !== wasOpen) generation++;
    const opening = now && !wasOpen;
    wasOpen = now;
    if (!opening) return;
    const id = generation;
    void run(id).catch(() => patch(id, { status: 'unavailable' }));
  };

  const unsubscribe = store.subscribe(onChange);
  onChange();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
