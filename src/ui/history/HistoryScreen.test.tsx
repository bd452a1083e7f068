/**
 * The history screen over an in-memory shelf (the same repository code the app runs over
 * IndexedDB): the list, the statistics, a match's hands, export, import and deletion.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import { reviewedMatch } from '../../../test/helpers/reviews';
import type { GameLog } from '../../engine';
import type { HistoryRepository } from '../../persistence';
import {
  cardsFromFindings,
  memoryDrills,
  createHistoryRepository,
  exportMatchLog,
  memoryShelf,
  parseMatchLog,
  patternStats,
  recordFinishedMatch,
  summarizeMatch,
} from '../../persistence';
import type { Language } from '../../store';
import { signedPoints } from '../format';
import { renderApp, renderWithStore, testStore } from '../test-utils';
import type { Download } from './download';
import { HistoryScreen } from './HistoryScreen';

const H1 = () => playedMatch('h1');
const H3 = () => playedMatch('h3');

const JUNE = new Date(2025, 5, 1, 21, 30).getTime();
const JULY = new Date(2025, 6, 14, 9, 5).getTime();

function summary(log: GameLog) {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

async function history(
  matches: { log: GameLog; id: string; finishedAt: number }[] = [],
  extra: unknown[] = [],
) {
  const shelf = memoryShelf(extra);
  for (const m of matches) await recordFinishedMatch(shelf, m);
  return {
    shelf,
    repository: createHistoryRepository(
      async () => shelf,
      () => JULY + 1000,
    ),
  };
}

async function show(
  repository: HistoryRepository,
  { language = 'en', download = vi.fn<Download>(), onClose = vi.fn() } = {} as {
    language?: Language;
    download?: Mock<Download>;
    onClose?: () => void;
  },
) {
  const rendered = renderWithStore(
    <HistoryScreen repository={repository} onClose={onClose} download={download} />,
    { language },
  );
  await screen.findAllByRole('heading', { level: 3 });
  return { ...rendered, download, onClose };
}

async function importFile(text: string) {
  const input = screen.getByTestId('import-file') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], 'match.json')] } });
  });
}

describe('the history screen', () => {
  it('says there is no finished match yet, and still offers the import', async () => {
    const { repository } = await history();
    await show(repository);
    expect(screen.getByRole('dialog', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByText(/No match yet/)).toBeVisible();
    expect(screen.queryByTestId('history-stats')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import a match' })).toBeEnabled();
  });

  it('lists the finished matches newest first with the date, your place and your points', async () => {
    const { repository } = await history([
      { log: H1(), id: 'june', finishedAt: JUNE },
      { log: H3(), id: 'july', finishedAt: JULY },
    ]);
    await show(repository);
    const items = within(screen.getByRole('list', { name: 'Matches' })).getAllByRole('button');
    expect(items.map((b) => b.getAttribute('data-match'))).toEqual(['july', 'june']);
    // In h3 player 3 wins the match; the person (player 0) is second with −17 (§3.4).
    const h3 = summary(H3()).standings.find((s) => s.player === 0)!;
    expect(items[0]).toHaveTextContent(`${h3.place === 2 ? '2nd' : '?'} place`);
    expect(items[0]).toHaveTextContent(`${signedPoints(h3.total)} points`);
    expect(items[0]).toHaveTextContent(/Jul 14, 2025/);
    expect(items[1]).toHaveTextContent('1st place');
    expect(items[1]).toHaveTextContent(/Jun 1, 2025/);
  });

  it('shows your statistics: hands, wins, deal-ins and the patterns you scored most (§12.2)', async () => {
    const { repository } = await history([
      { log: H1(), id: 'a', finishedAt: JUNE },
      { log: H3(), id: 'b', finishedAt: JULY },
    ]);
    await show(repository);
    const stats = screen.getByTestId('history-stats');
    const want = patternStats([summary(H1()), summary(H3())], 0);
    const value = (name: string) =>
      stats.querySelector(`[data-stat="${name}"] dd`)!.textContent!.trim();
    expect(value('matches')).toBe('2');
    expect(value('hands')).toBe('32');
    expect(value('wins')).toBe(`${want.wins} ${Math.round(want.winRate * 100)}% of hands`);
    expect(value('dealIns')).toBe(`${want.dealIns} ${Math.round(want.dealInRate * 100)}% of hands`);
    expect(value('selfDrawn')).toBe(String(want.selfDrawn));
    const patterns = within(stats).getAllByRole('listitem');
    // Glossary names (glossary.md §7), most often first.
    expect(patterns[0]).toHaveTextContent(`All Sequences× ${want.scoredBy[0]!.count}`);
    expect(want.scoredBy[0]!.id).toBe('1.1');
  });

  it('counts the saved matches it could not read instead of failing', async () => {
    const { repository } = await history(
      [{ log: H1(), id: 'a', finishedAt: JUNE }],
      [
        {
          schema: 1,
          id: 'broken',
          finishedAt: 5,
          log: { ...H1(), actions: [{ type: 'pass', seat: 0 }] },
        },
        'junk',
      ],
    );
    await show(repository);
    expect(screen.getAllByRole('button', { name: /place/ })).toHaveLength(1);
    expect(screen.getByText(/could not be read and are not shown: 2/)).toBeVisible();
  });

  it('says so when the device keeps no history', async () => {
    const repository = createHistoryRepository(() => Promise.reject(new Error('no storage')));
    renderWithStore(<HistoryScreen repository={repository} onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be read on this device/);
  });

  it('opens a match: the standings and every hand with its winner and value', async () => {
    const { repository } = await history([{ log: H1(), id: 'a', finishedAt: JUNE }]);
    await show(repository);
    fireEvent.click(screen.getByRole('button', { name: /1st place/ }));
    expect(screen.getByRole('heading', { name: /^Match of Jun 1, 2025/ })).toHaveFocus();
    const hands = within(screen.getByRole('list', { name: 'Hands' })).getAllByRole('button');
    expect(hands).toHaveLength(16);
    const s = summary(H1());
    s.hands.forEach((hand, i) => {
      const r = hand.result;
      expect(hands[i]).toHaveTextContent(`Hand ${i + 1}`);
      if (r.kind === 'draw') expect(hands[i]).toHaveTextContent('Draw game');
      else expect(hands[i]).toHaveTextContent(new RegExp(`wins? ${r.value}( |$)`));
      expect(hands[i]).toHaveTextContent(`You ${signedPoints(hand.payments[0])}`);
    });
    // Hand 1 of h1: Ling (player 3) self-draws a chicken hand.
    expect(hands[0]).toHaveTextContent('Ling wins 1 · self-drawn');
    // Hand 2: the person wins 10 on Bianca's discard ("You win", not "You wins").
    expect(hands[1]).toHaveTextContent('You win 10 · on the discard of Bianca');
    fireEvent.click(hands[2]!);
    expect(screen.getByRole('heading', { name: 'Hand 3 of 16' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: /All hands/ }));
    fireEvent.click(screen.getByRole('button', { name: /All matches/ }));
    expect(screen.getByTestId('history-stats')).toBeInTheDocument();
  });

  it('exports the match as hu-match-<date>.json, which reads back as the same log', async () => {
    const { repository } = await history([{ log: H1(), id: 'a', finishedAt: JUNE }]);
    const { download } = await show(repository);
    fireEvent.click(screen.getByRole('button', { name: /1st place/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(download).toHaveBeenCalledTimes(1);
    const [text, name] = download.mock.calls[0]! as [string, string];
    expect(name).toBe('hu-match-2025-06-01-2130.json');
    expect(parseMatchLog(text)).toEqual({ ok: true, log: H1() });
  });

  it('saves every match and the drills in one file, which another device reads back whole', async () => {
    // A few hands of a match (the History keeps unfinished ones too): its review is quick.
    const log = playedMatch('h-backup', { maxHands: 2, level: 'random' });
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { log, id: 'a', finishedAt: JUNE });
    const drills = memoryDrills();
    const cards = cardsFromFindings(reviewedMatch('a', log).findings, new Set(), JUNE);
    expect(cards.length).toBeGreaterThan(0);
    await drills.put(cards);
    const from = createHistoryRepository(
      async () => shelf,
      () => JULY,
      drills,
    );
    const { download, unmount } = await show(from);
    fireEvent.click(
      screen.getByRole('button', { name: 'Save all to a file (matches and drills)' }),
    );
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    const [text, name] = download.mock.calls[0]! as [string, string];
    expect(name).toMatch(/^hu-backup-\d{4}-\d{2}-\d{2}\.json$/);
    unmount();
    // Another device: an empty History and deck.
    const to = { shelf: memoryShelf(), drills: memoryDrills() };
    await show(
      createHistoryRepository(
        async () => to.shelf,
        () => JULY,
        to.drills,
      ),
    );
    await importFile(text);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `From the file: matches added 1, drills added ${cards.length}.`,
    );
    expect(await to.drills.all()).toEqual(await drills.all());
    expect(document.querySelectorAll('.match-item[data-match="a"]')).toHaveLength(1);
  });

  it('imports a match log file and adds the match to the list', async () => {
    const { repository, shelf } = await history([{ log: H1(), id: 'a', finishedAt: JUNE }]);
    await show(repository);
    await importFile(exportMatchLog(H3()));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The match was added to the history.',
    );
    expect(shelf.records.size).toBe(2);
    await screen.findByText('2', { selector: '[data-stat="matches"] dd' });
    expect(screen.getAllByRole('button', { name: /place/ })).toHaveLength(2);
    // The same file again adds nothing.
    await importFile(exportMatchLog(H3()));
    expect(await screen.findByRole('status')).toHaveTextContent('already in the history');
    expect(shelf.records.size).toBe(2);
  });

  it('shows a clear error for a bad file and keeps every match', async () => {
    const { repository, shelf } = await history([{ log: H1(), id: 'a', finishedAt: JUNE }]);
    await show(repository);
    await importFile('{"format": "hu-match-log", "version": 1, "seed": ');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be read as a match log: it is not JSON.');
    expect(alert).toHaveAttribute('data-code', 'import/not-json');
    const tampered = JSON.parse(exportMatchLog(H3())) as { actions: unknown[] };
    tampered.actions.splice(40, 1);
    await importFile(JSON.stringify(tampered));
    expect(await screen.findByRole('alert')).toHaveAttribute('data-code', 'import/illegal-log');
    expect(screen.getByRole('alert')).toHaveTextContent('damaged');
    await importFile(exportMatchLog(playedMatch('h2', { maxHands: 2 })));
    expect(await screen.findByRole('alert')).toHaveTextContent('is not over');
    expect(shelf.records.size).toBe(1);
    expect(screen.getAllByRole('button', { name: /place/ })).toHaveLength(1);
  });

  it('deletes a match after asking', async () => {
    const { repository, shelf } = await history([
      { log: H1(), id: 'a', finishedAt: JUNE },
      { log: H3(), id: 'b', finishedAt: JULY },
    ]);
    await show(repository);
    fireEvent.click(screen.getByRole('button', { name: /1st place/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByText(/cannot be undone/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(shelf.records.size).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await act(async () => {
      fireEvent.click(
        within(screen.getByRole('group', { name: 'Delete' })).getByRole('button', {
          name: 'Delete',
        }),
      );
    });
    expect(shelf.records.size).toBe(1);
    expect(await screen.findAllByRole('button', { name: /place/ })).toHaveLength(1);
  });

  it('speaks Italian, with the glossary’s pattern names', async () => {
    const { repository } = await history([{ log: H3(), id: 'a', finishedAt: JULY }]);
    await show(repository, { language: 'it' });
    expect(screen.getByRole('dialog', { name: 'Storico' })).toBeInTheDocument();
    // One ruleset played: the heading names it (statistics are kept per ruleset, issue 35).
    expect(
      screen.getByRole('heading', { name: 'Le tue statistiche: Zung Jung' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tutte scale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /2º posto/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importa una partita' })).toBeInTheDocument();
  });

  it('closes with the close button and with Escape', async () => {
    const { repository } = await history();
    const { onClose } = await show(repository);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('opening the history in the app', () => {
  it('opens from the title screen', async () => {
    const { store } = await renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    expect(store.getState().screen).toBe('history');
    // The history screen loads on first use (App.tsx, lazy).
    expect(await screen.findByRole('dialog', { name: 'History' })).toBeInTheDocument();
    // jsdom has no IndexedDB: the screen says the history cannot be read, and closes.
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot be read/);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New match' })).toBeInTheDocument();
  });

  it('opens from the table header, next to the score sheet', async () => {
    const store = testStore();
    store.getState().startMatch('history-button');
    await renderApp({ store });
    const header = screen.getByRole('banner');
    const buttons = within(header)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons.indexOf('History')).toBe(buttons.indexOf('Score sheet') + 1);
    fireEvent.click(within(header).getByRole('button', { name: 'History' }));
    expect(await screen.findByRole('dialog', { name: 'History' })).toBeInTheDocument();
  });
});
