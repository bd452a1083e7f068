/**
 * Sounds and vibration after each move. It listens from the app's first render, on the title too:
 * the deal that "New match" starts must already be heard. The title carries ./feedback anyway (it
 * opens the audio output on that tap), so listening costs the start-up nothing.
 */
import { useEffect } from 'react';
import type { AppStore } from '../store';
import { humanSeat } from '../store';
import { feedbackFor, playCue, vibrate } from './feedback';

export function useFeedback(store: AppStore): void {
  useEffect(
    () =>
      store.subscribe((state, previous) => {
        if (state.eventSerial === previous.eventSerial || state.game === null) return;
        const { cues, vibrate: pattern } = feedbackFor(state.lastEvents, humanSeat(state.game));
        if (state.settings.sound) cues.forEach(playCue);
        if (state.settings.vibration && pattern !== null) vibrate(pattern);
      }),
    [store],
  );
}
