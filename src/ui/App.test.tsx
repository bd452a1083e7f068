import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { claimsForSouthOnEast5b } from '../../test/fixtures/rigs';
import { EAST, Table } from '../../test/helpers/table';
import { renderApp, startFromTitle, testStore } from './test-utils';

describe('App', () => {
  it("shows the title screen: the app's name as the page heading and the scoring system", async () => {
    await renderApp();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hu!');
    expect(screen.getByText('Zung Jung')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your hand' })).not.toBeInTheDocument();
  });

  it('deals a match when New match is pressed, showing the person’s hand as named tiles (§4.2)', async () => {
    const { store } = await renderApp();
    await startFromTitle(store);
    // The table's code loads on demand (it stays out of the start-up JavaScript).
    const hand = await screen.findByRole('group', { name: 'Your hand' });
    const tiles = within(hand).getAllByRole('button');
    // East holds 14 tiles at the start, the others 13.
    expect([13, 14]).toContain(tiles.length);
    for (const tile of tiles)
      expect(tile).toHaveAccessibleName(
        /^([1-9] of (Bamboo|Characters|Dots)|(East|South|West|North) Wind|(Red|Green|White) Dragon)(, .+)?$/,
      );
    expect(screen.getByRole('main', { name: 'Mahjong table' })).toBeInTheDocument();
  });

  it('shows a notice for a refused move, keeps the game as it was, and lets it be dismissed', async () => {
    const { store } = await renderApp();
    await startFromTitle(store);
    const before = store.getState().game;
    // Passing when no claim window is open is not a legal move (§5.3).
    act(() => {
      store.getState().dispatch({ type: 'pass', seat: EAST });
    });
    expect(store.getState().game).toBe(before);
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('That move is not possible now.');
    expect(notice.getAttribute('data-code')).toMatch(/^[a-z]+\/[a-z-]+$/);
    fireEvent.click(within(notice).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Italian when the setting says so', async () => {
    await renderApp({ language: 'it' });
    expect(screen.getByRole('button', { name: 'Nuova partita' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New match' })).not.toBeInTheDocument();
  });

  it('opens the settings from the title screen and closes them again', async () => {
    await renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    // The settings load when first opened (App.tsx, lazy).
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('vibrates when a claim opens to the person, unless vibration is off', async () => {
    const vibrate = vi.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    try {
      for (const on of [true, false]) {
        vibrate.mockClear();
        // The person sits South; East's 5b can be punged or chowed by South.
        const t = new Table(claimsForSouthOnEast5b, {}, 'rigged', [1, 0, 2, 3]);
        const store = testStore({ game: t.state, settings: { vibration: on, sound: false } });
        const view = await renderApp({ store });
        act(() => {
          store.getState().dispatch({ type: 'discard', seat: EAST, tile: t.tile(EAST, '5b') });
        });
        expect(vibrate.mock.calls.length > 0).toBe(on);
        view.unmount();
      }
    } finally {
      Reflect.deleteProperty(navigator, 'vibrate');
    }
  });
});
