/** Undo in a practice match (issue 7): marked, working, and absent from a serious match. */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seatsToAct } from '../../engine';
import { passOrDiscardDrawn } from '../../../test/helpers/store';
import type { AppStore } from '../../store';
import { humanSeat } from '../../store';
import { renderApp, testStore } from '../test-utils';

/** Every seat passes or discards its draw until the person has moved once. */
function personMovesOnce(store: AppStore) {
  act(() => {
    for (let guard = 0; guard < 200; guard++) {
      const game = store.getState().game!;
      const seat = seatsToAct(game)[0]!;
      store.getState().dispatch(passOrDiscardDrawn(game, seat));
      if (seat === humanSeat(game)) return;
    }
  });
}

describe('undo', () => {
  it('shows a practice match as such, and takes back the person’s last move', async () => {
    const store = testStore({ settings: { matchMode: 'practice' } });
    store.getState().startMatch('undo-ui');
    await renderApp({ store });
    expect(screen.getByText('Practice')).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toBeDisabled();
    personMovesOnce(store);
    const before = store.getState().log.length;
    expect(undo).toBeEnabled();
    fireEvent.click(undo);
    expect(store.getState().log.length).toBeLessThan(before);
    expect(seatsToAct(store.getState().game!)).toContain(humanSeat(store.getState().game!));
  });

  it('answers the U key in a practice match', async () => {
    const store = testStore({ settings: { matchMode: 'practice' } });
    store.getState().startMatch('undo-key');
    await renderApp({ store });
    personMovesOnce(store);
    const before = store.getState().log.length;
    fireEvent.keyDown(window, { key: 'u' });
    expect(store.getState().log.length).toBeLessThan(before);
  });

  it('is nowhere in a serious match, and U does nothing', async () => {
    const store = testStore();
    store.getState().startMatch('undo-serious');
    await renderApp({ store });
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    expect(screen.queryByText('Practice')).not.toBeInTheDocument();
    personMovesOnce(store);
    const log = store.getState().log;
    fireEvent.keyDown(window, { key: 'u' });
    expect(store.getState().log).toBe(log);
  });
});
