/**
 * While the progress page or the drills are open, the coach looks at the History's matches it has
 * not reviewed yet (issue 37), newest first: every hand is replayed from the log to find the
 * person's decisions (src/analysis/reviewMoves.ts), each is asked of the coach in the bots' worker with
 * nothing but the person's view — one small question at a time, like the after-hand review — and a
 * match's findings are kept in the app's database once all its hands are done, each big mistake
 * becomes a card of the drill deck, and the store's `revision` then moves so the page counts them.
 * Closing the page stops the work; the next opening goes on from the first match not kept.
 * Findings of matches no longer in the History are dropped (their cards stay, unasked).
 */
import { rulesetOf } from '../engine';
import type { AppStore, Screen } from '../store';
import { strongOpponentsOf } from '../store';
import type { HistoryRepository } from '../persistence';
import type { FindingsRepository } from '../persistence';
import type { DrillsRepository } from '../persistence';
import { cardsFromFindings } from '../analysis';
import type { MatchFindings } from '../analysis';
import type { HandFindings, ReviewedDecision } from '../analysis';
import { FINDINGS_SCHEMA, handFindings } from '../analysis';
import { unreviewed } from '../analysis';
import type { ProgressReviewState } from '../store';
import type { Timers } from '../store';
import { browserTimers } from '../store';
import type { ReviewAsker } from './reviewDriver';
import { askWithin } from './reviewDriver';

export interface ProgressSources {
  readonly history: HistoryRepository;
  readonly findings: FindingsRepository;
  /** The drill deck: each big mistake found becomes a card (src/analysis/drills.ts). */
  readonly drills: DrillsRepository;
  readonly now?: () => number;
}

/** The screens that show what the coach finds: the work goes on while one of them is open. */
const SCREENS: ReadonlySet<Screen> = new Set<Screen>(['progress', 'drills']);

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
  const open = () => SCREENS.has(store.getState().screen);
  const live = (run: number) => !stopped && run === generation && open();
  const patch = (run: number, change: Partial<ProgressReviewState>) => {
    if (!live(run)) return;
    store.setState({ progressReview: { ...store.getState().progressReview, ...change } });
  };
  const later = () => new Promise<void>((resolve) => timers.setTimeout(resolve, 0));

  const ask = askWithin(asker, timers);

  const run = async (id: number) => {
    const { history, findings, drills, now = Date.now } = sources;
    const [listing, kept, deck] = await Promise.all([history.list(), findings.all(), drills.all()]);
    if (!live(id)) return;
    const ids = new Set(listing.matches.map((m) => m.id));
    for (const matchId of kept.keys())
      if (!ids.has(matchId)) await findings.remove(matchId).catch(() => undefined);
    // Every big mistake already found is a card of the deck (a card is never dropped: the match
    // may be deleted, the drill answered before is kept with it).
    const known = new Set(deck.keys());
    const addCards = async (found: MatchFindings) => {
      const cards = cardsFromFindings(found, known, now());
      for (const card of cards) known.add(card.id);
      if (cards.length > 0) await drills.put(cards);
    };
    for (const found of kept.values()) if (ids.has(found.matchId)) await addCards(found);
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
    const { handDecisions } = await import('../analysis');
    const settings = store.getState().settings;
    const aim = settings.coachAim;
    const strongOpponents = strongOpponentsOf(settings);
    let done = 0;
    for (const match of toReview) {
      const matchId = match.id;
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
      const found: MatchFindings = {
        schema: FINDINGS_SCHEMA,
        matchId,
        ruleset: match.summary.ruleset,
        actions: match.log.actions.length,
        aim,
        strongOpponents,
        hands,
      };
      try {
        await findings.put(found);
        await addCards(found);
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
