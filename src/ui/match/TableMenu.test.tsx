/** The table's menu (issue 15): where it leads, and the question before a hand in play is left. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithStore, testStore } from '../test-utils';
import { TableMenu } from './TableMenu';

function menuOver(store = testStore()) {
  store.getState().startMatch('menu');
  store.getState().openScreen('menu');
  renderWithStore(<TableMenu onClose={() => store.getState().openScreen('table')} />, { store });
  return store;
}

describe('the table menu', () => {
  it('shows the match’s rules and leads to every screen a person needs', () => {
    const store = menuOver();
    expect(screen.getByRole('list', { name: 'This match' })).toHaveTextContent('Zung Jung');
    for (const [name, to] of [
      ['History', 'history'],
      ['Settings', 'settings'],
      ['Learn to play', 'tutorial'],
      ['Score a hand', 'calculator'],
      ['Resume the match', 'table'],
    ] as const) {
      store.getState().openScreen('menu');
      fireEvent.click(screen.getByRole('button', { name }));
      expect(store.getState().screen).toBe(to);
    }
  });

  it('asks before leaving a hand being played, and keeps playing on "Keep playing"', () => {
    const store = menuOver();
    const game = store.getState().game;
    fireEvent.click(screen.getByRole('button', { name: 'New match' }));
    expect(screen.getByText(/^Leave this match\?/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Keep playing' }));
    expect(store.getState().screen).toBe('menu');
    expect(store.getState().game).toBe(game);
    fireEvent.click(screen.getByRole('button', { name: 'New match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave it' }));
    expect(store.getState().screen).toBe('newMatch');
    // Nothing is lost until the new match starts.
    expect(store.getState().game).toBe(game);
  });

  it('speaks Italian', () => {
    const store = testStore({ settings: { language: 'it' } });
    store.getState().startMatch('menu');
    renderWithStore(<TableMenu onClose={() => undefined} />, { store, language: 'it' });
    expect(screen.getByRole('button', { name: 'Riprendi la partita' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nuova partita' })).toBeVisible();
  });
});
