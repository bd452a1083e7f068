/**
 * The sounds and vibration after each move, subscribed to a store (the app's from its first
 * render, a lesson's while its table is shown). Its own module, not part of ./wire.ts: main.tsx
 * needs it for the title, before the wiring's chunk has loaded (issue 17).
 */
import type { AppState, AppStore } from '../store';

/** Subscribes `react` (src/ui/useFeedback.ts `feedbackAfterMove`) to `store`; returns the stop. */
export function wireFeedback(
  store: AppStore,
  react: (state: AppState, previous: AppState) => void,
): () => void {
  return store.subscribe(react);
}
