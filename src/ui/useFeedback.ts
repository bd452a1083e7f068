/**
 * Sounds and vibration after each move. They follow the app's store from its first render, on the
 * title too (the deal that "New match" starts must already be heard), and a lesson's store while
 * its table is shown. The title carries ./feedback anyway (it opens the audio output on that tap),
 * so following costs the start-up nothing.
 *
 * The UI says what to do after a move (`feedbackAfterMove`); the app's wiring subscribes it to a
 * store (src/app/feedback.ts, handed down by main.tsx through `FeedbackWiring`), so every
 * subscription to a store is made in src/app.
 */
import { createContext, useContext, useEffect } from 'react';
import type { AppState, AppStore } from '../store';
import { humanSeat } from '../store';
import { feedbackFor, playCue, vibrate } from './feedback';

/** The reaction to a change of a store: sounds and vibration when a move has been made. */
export function feedbackAfterMove(state: AppState, previous: AppState): void {
  if (state.eventSerial === previous.eventSerial || state.game === null) return;
  const { cues, vibrate: pattern } = feedbackFor(state.lastEvents, humanSeat(state.game));
  if (state.settings.sound) cues.forEach(playCue);
  if (state.settings.vibration && pattern !== null) vibrate(pattern);
}

/** Subscribes `feedbackAfterMove` to a store; returns what stops it. */
export type WireFeedback = (store: AppStore) => () => void;

/** The app's wiring of the feedback (none: silent, as in a test that does not ask for it). */
export const FeedbackWiring = createContext<WireFeedback | null>(null);

/** Follows `store` with sounds and vibration while the component is mounted. */
export function useFeedback(store: AppStore): void {
  const wire = useContext(FeedbackWiring);
  useEffect(() => wire?.(store), [wire, store]);
}
