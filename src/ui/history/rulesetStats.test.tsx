/**
 * History per ruleset (issue 35): the statistics of each ruleset played, one at a time, a Ravenna
 * win named by its limit hand and doublings, and a Ravenna hand told in Ravenna's words in the
 * match's hands and in the replay. Over an in-memory shelf, as HistoryScreen.test.tsx.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RAVENNA_ALL_PAIRS } from '../../../test/fixtures/ravennaLogs';
import { playedMatch } from '../../../test/helpers/matches';
import type { GameLog } from '../../engine';
import type { Language } from '../../store';
import {
  createHistoryRepository,
  memoryShelf,
  recordFinishedMatch,
  statsByRuleset,
  summarizeMatch,
} from '../../persistence';
import { renderWithStore } from '../test-utils';
import { HistoryScreen } from './HistoryScreen';

const ZUNG_JUNG = playedMatch('h1');
const RAVENNA = playedMatch('rs-1', { ruleset: 'ravenna', maxHands: 8 });

const DAY = 24 * 3600 * 1000;
const JUNE = new Date(2025, 5, 1, 21, 30).getTime();

function summary(log: GameLog) {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

/** The history of `logs`, the first the newest. */
async function show(logs: GameLog[], language: Language) {
  cleanup();
  const shelf = memoryShelf();
  for (const [i, log] of logs.entries())
    await recordFinishedMatch(shelf, { log, id: `m${i}`, finishedAt: JUNE - i * DAY });
  const repository = createHistoryRepository(
    async () => shelf,
    () => JUNE + DAY,
  );
  renderWithStore(<HistoryScreen repository={repository} onClose={vi.fn()} />, { language });
  await screen.findAllByRole('heading', { level: 3 });
  return screen.getByTestId('history-stats');
}

const stat = (stats: HTMLElement, name: string) =>
  stats.querySelector(`[data-stat="${name}"] dd`)!.textContent!.trim();
const top = (stats: HTMLElement) =>
  [...stats.querySelectorAll('.top-patterns li')].map((li) => li.getAttribute('data-pattern'));

describe('the statistics, per ruleset', () => {
  it('show one ruleset at a time, the rules of the newest match first, only rulesets played', async () => {
    const logs = [RAVENNA_ALL_PAIRS, RAVENNA, ZUNG_JUNG];
    const groups = statsByRuleset(logs.map(summary), 0);
    const stats = await show(logs, 'it');
    const rules = within(stats).getByRole('group', { name: 'Regole' });
    const buttons = within(rules).getAllByRole('button');
    expect(buttons.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([
      ['Regole di Ravenna', 'true'],
      ['Zung Jung', 'false'],
    ]);
    expect(stats.dataset['ruleset']).toBe('ravenna');
    const ravenna = groups[0]!.stats;
    expect(stat(stats, 'matches')).toBe('2');
    expect(stat(stats, 'averageWin')).toBe(
      `${new Intl.NumberFormat('it', { maximumFractionDigits: 1 }).format(ravenna.averageWin)} punti`,
    );
    fireEvent.click(within(rules).getByRole('button', { name: 'Zung Jung' }));
    expect(stats.dataset['ruleset']).toBe('zung-jung');
    expect(stat(stats, 'matches')).toBe('1');
    expect(stat(stats, 'hands')).toBe('16');
    expect(stat(stats, 'averageWin')).toBe(
      `${new Intl.NumberFormat('it', { maximumFractionDigits: 1 }).format(groups[1]!.stats.averageWin)} punti`,
    );
    expect(within(stats).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Le combinazioni che hai fatto più spesso',
    );
    expect(top(stats)[0]).toMatch(/^\d+(\.\d+)*$|^plain$/);
  });

  it('regression: a 200-point Ravenna all-pairs win was listed as a chicken hand', async () => {
    const stats = await show([RAVENNA_ALL_PAIRS], 'it');
    // One ruleset played: no switch, the heading names it.
    expect(within(stats).queryByRole('group')).toBeNull();
    expect(
      within(stats).getByRole('heading', { name: 'Le tue statistiche: Regole di Ravenna' }),
    ).toBeInTheDocument();
    expect(top(stats)).toEqual(['limit.seven-pairs']);
    expect(within(stats).getByText('Mah Jong tutto di Coppie')).toBeInTheDocument();
    expect(stats.textContent).not.toMatch(/pollo|Chicken/);
    expect(stat(stats, 'averageWin')).toBe('200 punti');
    cleanup();
    const english = await show([RAVENNA_ALL_PAIRS], 'en');
    expect(within(english).getByText('All pairs')).toBeInTheDocument();
    expect(within(english).getByRole('heading', { level: 4 })).toHaveTextContent(
      'Doublings and limit hands you scored most',
    );
  });

  it('names a Ravenna win with neither doubling nor limit as one with no doublings', async () => {
    // The whole match: the person wins one hand with no doubling in it.
    const whole = playedMatch('rs-1', { ruleset: 'ravenna' });
    const ravenna = statsByRuleset([summary(whole)], 0)[0]!.stats;
    expect(ravenna.plainWins).toBeGreaterThan(0);
    const stats = await show([whole], 'en');
    const plain = stats.querySelector('[data-pattern="plain"]')!;
    expect(plain).toHaveTextContent(`No doublings× ${ravenna.plainWins}`);
    for (const id of top(stats)) expect(id).toMatch(/^(limit|dbl)\.|^plain$/);
  });
});

describe('a Ravenna match in History', () => {
  it('lists a hand nobody won as a void hand, not a draw game (ravenna.md §8.2)', async () => {
    await show([RAVENNA], 'it');
    fireEvent.click(document.querySelector<HTMLElement>('[data-match="m0"]')!);
    const voids = summary(RAVENNA).hands.filter((h) => h.result.kind === 'draw');
    expect(voids.length).toBeGreaterThan(0);
    const list = await screen.findByRole('list', { name: 'Mani' });
    for (const hand of voids)
      expect(list.querySelector(`[data-hand="${hand.number}"]`)).toHaveTextContent(
        'Mano annullata',
      );
    expect(list.textContent).not.toContain('Patta');
  });

  it('replays the all-pairs win in Ravenna’s words, with the winner’s score (§10.5)', async () => {
    await show([RAVENNA_ALL_PAIRS], 'it');
    fireEvent.click(document.querySelector<HTMLElement>('[data-match="m0"]')!);
    fireEvent.click(await screen.findByRole('button', { name: /^Mano 1/ }));
    fireEvent.keyDown(window, { key: 'End' });
    expect(screen.getByTestId('replay-line').textContent).toBe(
      'Fai Mah Jong. Chiudi con una pedina pescata: 200 punti.',
    );
    const outcome = screen.getByTestId('replay-patterns');
    expect(within(outcome).getByText('Il punteggio di chi ha chiuso')).toBeInTheDocument();
    const rows = within(outcome)
      .getAllByRole('row')
      .map((r) => [r.getAttribute('data-pattern'), r.textContent]);
    expect(rows).toContainEqual(['limitHand', 'Massimo dei punti (Mah Jong tutto di Coppie)200']);
    expect(rows.at(-1)).toEqual(['score', 'Punteggio200']);
    expect(outcome.textContent).not.toMatch(/pollo|Combinazioni/);
    expect(screen.getByText('Pedina vincente')).toBeInTheDocument();
  });
});
