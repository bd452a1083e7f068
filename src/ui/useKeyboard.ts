/**
 * The table's keyboard: arrows move the selection through the hand, Enter discards, letters claim
 * (the keys come from the command registry). It listens only while a screen other than the bare
 * title is up (MovingScreens, the lesson's table): keys do nothing on the title, so its code, the
 * hand's layout and the commands are not start-up weight (issue 17).
 */
import { useEffect } from 'react';
import type { PlayerView, TileId } from '../engine';
import type { AppStore } from '../store';
import { selectHumanView } from '../store';
import { actionForKey } from './commands';
import { handLayout } from './table/viewModel';

/** The hand in display order, for moving the selection with the arrow keys. */
function handOrder(view: PlayerView): TileId[] {
  const { tiles, drawn } = handLayout(view.seats[view.seat]);
  return drawn === null ? tiles : [...tiles, drawn];
}

function isFormField(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName);
}

export function useKeyboard(store: AppStore): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const state = store.getState();
      const view = selectHumanView(state);
      if (view === null || state.screen !== 'table' || e.altKey || e.ctrlKey || e.metaKey) return;
      if (isFormField(e.target)) return;
      // A focused button already answers Enter and Space itself.
      if ((e.key === 'Enter' || e.key === ' ') && e.target instanceof HTMLButtonElement) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        const order = handOrder(view);
        if (order.length === 0) return;
        const at = state.selectedTile === null ? -1 : order.indexOf(state.selectedTile);
        const step = e.key === 'ArrowRight' ? 1 : -1;
        const next =
          at === -1 ? (step > 0 ? order.length - 1 : 0) : (at + step + order.length) % order.length;
        const tile = order[next];
        if (tile === undefined) return;
        state.select(tile, 'keys');
        document.querySelector<HTMLElement>(`[data-id="${tile}"]`)?.focus();
        e.preventDefault();
        return;
      }
      if ((e.key === 'u' || e.key === 'U') && state.practice) {
        e.preventDefault();
        state.undo();
        return;
      }
      const action = actionForKey(view, e.key, state.selectedTile);
      if (action === null) return;
      e.preventDefault();
      state.dispatch(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
