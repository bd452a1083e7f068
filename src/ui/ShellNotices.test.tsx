/**
 * What the app says about its saves and its updates (issue 6): plain words for each kind of save
 * problem, and an update offered so that it never interrupts a hand.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playHandOut } from '../../test/helpers/store';
import { STORAGE_UNAVAILABLE, WRITE_FAILED } from '../persistence';
import { SaveProblemNotice, UpdateBanner } from './ShellNotices';
import { renderWithStore, testStore } from './test-utils';

describe('the save problem notice', () => {
  it('explains a damaged save, says it was kept aside, and goes away with OK', () => {
    const store = testStore();
    store.getState().reportSaveProblem({ code: 'save/illegal-log', message: 'action 3 …' });
    renderWithStore(<SaveProblemNotice />, { store });
    const dialog = screen.getByRole('dialog', { name: 'About your saved match' });
    expect(dialog).toHaveTextContent('could not be opened because it is damaged');
    expect(dialog).toHaveTextContent('set aside on this device');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().saveProblem).toBeNull();
  });

  it.each([
    [{ code: 'save/newer-version', message: '' }, 'made by a newer version of Hu!'],
    [WRITE_FAILED, 'cannot save your match on this device right now'],
    [STORAGE_UNAVAILABLE, 'matches are not kept when the app closes'],
  ])('says in plain words what %o means for the person', (problem, words) => {
    const store = testStore();
    store.getState().reportSaveProblem(problem);
    renderWithStore(<SaveProblemNotice />, { store });
    expect(screen.getByRole('dialog')).toHaveTextContent(words);
  });

  it('speaks Italian to an Italian player', () => {
    const store = testStore();
    store.getState().reportSaveProblem({ code: 'save/malformed', message: '' });
    renderWithStore(<SaveProblemNotice />, { store, language: 'it' });
    expect(screen.getByRole('dialog', { name: 'La partita salvata' })).toHaveTextContent(
      'è danneggiata',
    );
  });
});

describe('the update banner', () => {
  it('offers nothing until a new version is ready', () => {
    const store = testStore();
    renderWithStore(<UpdateBanner />, { store });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('offers to update now when no hand is being played', () => {
    const store = testStore();
    store.setState({ updateReady: true });
    renderWithStore(<UpdateBanner />, { store });
    expect(screen.getByRole('status')).toHaveTextContent('A new version of Hu! is ready.');
    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    expect(store.getState().updateAccepted).toBe(true);
  });

  it('during a hand offers to update after it, then notes the wait for a few seconds', () => {
    vi.useFakeTimers();
    try {
      const store = testStore();
      store.getState().startMatch('banner');
      store.setState({ updateReady: true });
      renderWithStore(<UpdateBanner />, { store });
      fireEvent.click(screen.getByRole('button', { name: 'Update after this hand' }));
      expect(store.getState().updateAccepted).toBe(true);
      expect(screen.getByRole('status')).toHaveTextContent('will update when this hand ends');
      act(() => {
        vi.advanceTimersByTime(6000);
      });
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('can be put off until the hand is over, when it is offered again', () => {
    const store = testStore();
    store.getState().startMatch('banner');
    store.setState({ updateReady: true });
    renderWithStore(<UpdateBanner />, { store });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => {
      playHandOut(store);
    });
    expect(screen.getByRole('button', { name: 'Update now' })).toBeInTheDocument();
    expect(store.getState().updateAccepted).toBe(false);
  });
});
