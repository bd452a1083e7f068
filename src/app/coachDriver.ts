/**
 * Keeps the coach's advice for the person's view up to date: whenever the view changes (and hints
 * are on), the coach in the bots' worker is asked about it — one question at a time, the newest
 * position first — and the answer goes into the store's coach slice (coach.ts). The request holds
 * the person's `playerView` and nothing else, so hints cannot reveal hidden tiles.
 *
 * In the "after I choose" mode the advice is kept out of sight; when the person decides, the
 * decision and the advice for that position become the review the UI shows.
 */
import type { Action, GameState, PlayerView, Seat } from '../engine';
import { setupOf } from '../engine/setup';
import type { CoachRequest } from '../worker/protocol';
import type { CoachAdvice } from '../store';
import { coachKey } from '../store';
import { selectHumanView } from '../store';
import { strongOpponentsOf } from '../store';
import type { AppState, AppStore } from '../store';
import { humanSeat } from '../store';
import type { Timers } from '../store';
import { browserTimers } from '../store';

/** The part of the worker client the coach needs (src/worker/client.ts `BotClient.coach`). */
export interface CoachAsker {
  coach(request: CoachRequest): Promise<CoachAdvice | null>;
}

/** A question unanswered this long is given up (a restarted worker never answers). */
export const COACH_TIMEOUT_MS = 8000;

/** What the coach is asked about the person's position: the person's view, nothing more. */
export function coachRequestOf(state: AppState): { key: string; request: CoachRequest } | null {
  const view = selectHumanView(state);
  if (view === null || state.settings.hints === 'off') return null;
  // The coach explains the rulesets it was taught (their patterns, their payments): in another it
  // keeps quiet rather than give reasons from other rules.
  if (state.game === null || !setupOf(state.game.config.ruleset).coached) return null;
  const strongOpponents = strongOpponentsOf(state.settings);
  return {
    key: coachKey(view),
    request: { view, aim: state.settings.coachAim, strongOpponents },
  };
}

interface Seen {
  readonly game: GameState | null;
  readonly mode: AppState['settings']['hints'] | null;
  readonly aim: AppState['settings']['coachAim'] | null;
  readonly logLength: number;
  readonly key: string | null;
  readonly view: PlayerView | null;
  readonly seat: Seat | null;
  readonly handNumber: number;
}

/** Starts advising the person at `store`'s table; returns the function that stops it. */
export function driveCoach(store: AppStore, asker: CoachAsker, timers: Timers = browserTimers) {
  let stopped = false;
  let inFlight: string | null = null;
  /** The newest position to ask about, and a decided position still waiting for its review. */
  let wanted: { key: string; request: CoachRequest } | null = null;
  let reviewWanted: { key: string; request: CoachRequest } | null = null;
  const nothing = (game: GameState | null, logLength: number): Seen => ({
    game,
    mode: null,
    aim: null,
    logLength,
    key: null,
    view: null,
    seat: null,
    handNumber: -1,
  });
  let seen = nothing(null, 0);

  const deliver = (key: string, advice: CoachAdvice) => {
    const state = store.getState();
    // An answer asked for before the aim changed is not the advice any more.
    if (advice.discard !== null && advice.discard.aim !== state.settings.coachAim) return;
    const patch: { coach?: AppState['coach']; coachReview?: AppState['coachReview'] } = {};
    if (key === seen.key) patch.coach = { key, advice };
    const review = state.coachReview;
    if (review !== null && review.key === key && review.advice === null)
      patch.coachReview = { ...review, advice };
    if (Object.keys(patch).length > 0) store.setState(patch);
  };

  const ask = () => {
    if (stopped || inFlight !== null) return;
    const next = reviewWanted ?? wanted;
    if (next === null) return;
    if (next === reviewWanted) reviewWanted = null;
    else wanted = null;
    inFlight = next.key;
    let done = false;
    const finish = (advice: CoachAdvice | null) => {
      if (done) return;
      done = true;
      timers.clearTimeout(timer);
      inFlight = null;
      if (advice !== null && !stopped) deliver(next.key, advice);
      ask();
    };
    const timer = timers.setTimeout(() => finish(null), COACH_TIMEOUT_MS);
    asker.coach(next.request).then(finish, () => finish(null));
  };

  const onChange = () => {
    const state = store.getState();
    const { game, log, settings } = state;
    const asked = coachRequestOf(state);
    if (
      game === seen.game &&
      (asked?.key ?? null) === seen.key &&
      settings.hints === seen.mode &&
      settings.coachAim === seen.aim
    )
      return;
    // Another aim: the advice on the table now answers the old one; ask again.
    if (asked !== null && seen.aim !== null && settings.coachAim !== seen.aim) {
      seen = { ...seen, aim: settings.coachAim };
      wanted = asked;
      if (state.coach !== null) store.setState({ coach: null });
      ask();
      return;
    }
    if (asked === null || game === null) {
      seen = { ...nothing(game, log.length), mode: settings.hints, aim: settings.coachAim };
      wanted = null;
      reviewWanted = null;
      if (state.coach !== null || state.coachReview !== null)
        store.setState({ coach: null, coachReview: null });
      return;
    }
    let review = state.coachReview;
    const last: Action | undefined = log[log.length - 1];
    const decided =
      seen.game !== null &&
      log.length === seen.logLength + 1 &&
      last !== undefined &&
      'seat' in last &&
      last.seat === seen.seat;
    if (settings.hints === 'afterChoice' && decided && seen.key !== null) {
      const advice = state.coach?.key === seen.key ? state.coach.advice : null;
      review = { key: seen.key, action: last, advice };
      // A key is seen with its view: both are null, or neither is.
      if (advice === null && inFlight !== seen.key && seen.view !== null)
        reviewWanted = { key: seen.key, request: { view: seen.view, aim: settings.coachAim } };
    } else if (
      settings.hints !== 'afterChoice' ||
      log.length < seen.logLength ||
      game.hand.number !== seen.handNumber
    ) {
      // Hints shown live, a move taken back, a new hand: no review to show.
      review = null;
    }
    // Noted before the store changes: the change calls this function again.
    seen = {
      game,
      mode: settings.hints,
      aim: settings.coachAim,
      logLength: log.length,
      key: asked.key,
      view: asked.request.view,
      seat: humanSeat(game),
      handNumber: game.hand.number,
    };
    if (review !== state.coachReview) store.setState({ coachReview: review });
    if (state.coach?.key !== asked.key && inFlight !== asked.key) {
      wanted = asked;
      ask();
    }
  };

  const unsubscribe = store.subscribe(onChange);
  onChange();
  return () => {
    stopped = true;
    unsubscribe();
  };
}
