/**
 * Where the after-hand review opens: from the hand's result panel (the whole app, with the review
 * driver answering through the real review code) and from a hand of a finished match in the
 * history; closing it goes back where it came from.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import { replay } from '../../engine';
import { driveReview } from '../../app/reviewDriver';
import { createHistoryRepository, memoryShelf, recordFinishedMatch } from '../../persistence';
import { botApi } from '../../worker/botApi';
import { HistoryScreen } from '../history/HistoryScreen';
import { renderApp, renderWithStore, testStore } from '../test-utils';

const asker = {
  review: (r: Parameters<typeof botApi.review>[0]) => Promise.resolve(botApi.review(r)),
};

describe('the review from the result panel', () => {
  it('opens on "Review my moves", shows the person’s moves, and closes back to the result', async () => {
    const log = playedMatch('review-screen', { maxHands: 1 });
    const game = replay(log);
    if (!game.ok) throw new Error(game.error.message);
    const store = testStore();
    store.setState({ game: game.value, log: log.actions, screen: 'table' });
    const stop = driveReview(store, asker);
    await renderApp({ store });
    const result = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    fireEvent.click(within(result).getByRole('button', { name: 'Review my moves' }));
    expect(store.getState().screen).toBe('review');
    // Its code loads on demand, and asks for the review of the hand on the table.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Review my moves' },
      { timeout: 15_000 },
    );
    await vi.waitFor(() => expect(store.getState().handReview?.target.handNumber).toBe(0));
    await vi.waitFor(() => expect(store.getState().handReview?.status).toBe('ready'), {
      timeout: 20_000,
    });
    const count = store.getState().handReview!.decisions!.length;
    expect(count).toBeGreaterThan(3);
    expect(await within(dialog).findByTestId('review-summary')).toBeInTheDocument();
    expect(dialog.querySelectorAll('.review-move')).toHaveLength(count);
    // The result panel is hidden meanwhile; closing the review brings it back.
    expect(screen.queryByRole('button', { name: 'Next hand' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hand result' }));
    expect(store.getState().screen).toBe('table');
    expect(store.getState().handReview).toBeNull();
    expect(await screen.findByRole('button', { name: 'Next hand' })).toBeInTheDocument();
    stop();
  }, 30_000);
});

describe('the review from the history', () => {
  it('opens from the replay of a hand of a finished match, and goes back to it', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { log: playedMatch('h1'), id: 'm1', finishedAt: 1 });
    const repository = createHistoryRepository(
      async () => shelf,
      () => 2,
    );
    const store = testStore();
    renderWithStore(<HistoryScreen onClose={() => {}} repository={repository} />, { store });
    fireEvent.click(
      await screen.findByText((_, el) => el?.classList.contains('match-item') ?? false),
    );
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Hands' })).getAllByRole('button')[2]!,
    );
    await act(async () =>
      fireEvent.click(await screen.findByRole('button', { name: 'Review my moves' })),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your moves in hand 3' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(store.getState().handReview).toMatchObject({
      target: { handNumber: 2 },
      status: 'computing',
    });
    fireEvent.click(screen.getByRole('button', { name: /Replay/ }));
    expect(store.getState().handReview).toBeNull();
    expect(screen.getByRole('heading', { name: 'Hand 3 of 16' })).toBeInTheDocument();
  });
});
