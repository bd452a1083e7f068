/**
 * Grades the person's answer to a drill (src/store/drill.ts): the answer and the person's view of
 * the position go to the coach in the bots' worker, whose review comes back into the store. A new
 * answer (or none) makes an older question's reply count for nothing.
 */
import type { AppStore } from '../store';
import type { DrillAnswerState } from '../store';
import type { Timers } from '../store';
import { browserTimers } from '../store';
import type { ReviewAsker } from './reviewDriver';
import { askWithin } from './reviewDriver';

export function driveDrills(
  store: AppStore,
  asker: ReviewAsker,
  timers: Timers = browserTimers,
): () => void {
  const ask = askWithin(asker, timers);
  let asked: DrillAnswerState | null = null;
  const onChange = () => {
    const wanted = store.getState().drillAnswer;
    if (wanted === null || wanted.status !== 'grading' || wanted === asked) return;
    asked = wanted;
    const { view, action, aim, strongOpponents } = wanted;
    void ask({ view, action, aim, strongOpponents }).then((review) => {
      // Only the answer still on screen takes the reply.
      if (store.getState().drillAnswer !== wanted) return;
      store.setState({
        drillAnswer: { ...wanted, status: review === null ? 'failed' : 'ready', review },
      });
    });
  };
  const unsubscribe = store.subscribe(onChange);
  onChange();
  return unsubscribe;
}
