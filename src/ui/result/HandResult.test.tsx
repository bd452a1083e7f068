/**
 * The end of a hand on real results: the scored patterns and payments are the engine's, in words
 * (§9, §12); a draw says so (§8.5); at the end of the match the standings appear (§3.4).
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { heavenlyNineGates, winsOnNorth3c } from '../../../test/fixtures/rigs';
import { EAST, NORTH, SOUTH, Table, WEST } from '../../../test/helpers/table';
import { decideRandom, playMatch } from '../../bots';
import type { GameState, HandResult, PlayerIndex } from '../../engine';
import { Rng, seedRng, standings } from '../../engine';
import { renderApp, testStore } from '../test-utils';

type Win = Extract<HandResult, { kind: 'win' }>;

const AT_EAST: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3];

/** East (the person) wins on North's 3c: All Sequences, Concealed Hand, Nine-Tile Straight. */
function eastWinsOnDiscard(): Table {
  return new Table(winsOnNorth3c, {}, 'rigged', AT_EAST)
    .discardAndPass(EAST, 'wn')
    .discardAndPass(SOUTH, '9b')
    .discardAndPass(WEST, '9b')
    .discard(NORTH, '3c')
    .act({ type: 'claimWin', seat: EAST });
}

async function showResult(game: GameState) {
  return renderApp({ store: testStore({ game }) });
}

const win = (t: Table) => t.result as Win;

/** Each row of a result table as [heading, amount]. */
function rows(table: HTMLElement): [string, string][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [
      within(row).getByRole('rowheader').textContent!,
      row.querySelector('td')!.textContent!,
    ]);
}

/** "+150", "−25", "0" back to numbers. */
const amount = (text: string) => Number(text.replace('−', '-').replace('+', ''));

describe('the result of a win', () => {
  it('names the winner and how the hand was won (§12.3)', async () => {
    const t = eastWinsOnDiscard();
    await showResult(t.state);
    const dialog = screen.getByRole('dialog', { name: 'You win!' });
    expect(within(dialog).getByText('On the discard of Ling', { exact: false })).toBeVisible();
    expect(within(dialog).getByText(`${win(t).score.total} points`)).toBeVisible();
  });

  it('lists the counted patterns by name with the engine’s points (§9)', async () => {
    const t = eastWinsOnDiscard();
    await showResult(t.state);
    const counted = rows(screen.getByTestId('counted-patterns'));
    expect(counted.map(([name]) => name)).toEqual([
      'All Sequences',
      'Concealed Hand',
      'Nine-Tile Straight',
    ]);
    expect(counted.map(([, points]) => Number(points))).toEqual(
      win(t).score.counted.map((p) => p.points),
    );
  });

  it('shows each seat’s payment as the engine settled it, summing to zero (§12)', async () => {
    const t = eastWinsOnDiscard();
    await showResult(t.state);
    const paid = rows(screen.getByTestId('payments'));
    expect(paid.map(([who]) => who)).toEqual([
      'You (East)',
      'Bianca (South)',
      'Marco (West)',
      'Ling (North)',
    ]);
    const amounts = paid.map(([, a]) => amount(a));
    expect(amounts).toEqual([...win(t).payments]);
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(0);
    // Above 25 points the discarder pays for the others (§12.3).
    expect(screen.getByText('Ling pays for the others above 25 points.')).toBeVisible();
  });

  it('shows a pattern present but not counted, with the reason (Nine Gates beside Blessing of Heaven)', async () => {
    const t = new Table(heavenlyNineGates, {}, 'rigged', [1, 0, 2, 3]).act({
      type: 'declareWin',
      seat: EAST,
    });
    expect(win(t).score.notCounted).toContainEqual(
      expect.objectContaining({ id: '2.2', reason: 'excluded', by: '9.4.1' }),
    );
    await showResult(t.state);
    expect(screen.getByRole('dialog', { name: 'Bianca wins' })).toBeInTheDocument();
    expect(screen.getByText('Self-drawn', { exact: false })).toBeVisible();
    const notCounted = screen.getByTestId('not-counted-patterns');
    const nineGates = within(notCounted).getByText('Nine Gates', { exact: false }).closest('li')!;
    expect(nineGates).toHaveTextContent('(480)');
    expect(nineGates).toHaveTextContent('never counted together with Blessing of Heaven');
    const counted = rows(screen.getByTestId('counted-patterns'));
    expect(counted.map(([name]) => name)).toContain('Blessing of Heaven');
    expect(counted.map(([name]) => name)).not.toContain('Nine Gates');
    // A self-drawn win: everybody pays the value (§12.3).
    const amounts = rows(screen.getByTestId('payments')).map(([, a]) => amount(a));
    expect(amounts).toEqual([...win(t).payments]);
  });

  it('shows the winning hand’s tiles with the winning tile marked', async () => {
    const t = eastWinsOnDiscard();
    await showResult(t.state);
    const arranged = screen.getByRole('list', { name: 'The winning hand' });
    expect(within(arranged).getAllByRole('img')).toHaveLength(14);
    expect(within(arranged).getByText('winning tile')).toBeInTheDocument();
  });

  it('deals the next hand when Next hand is pressed', async () => {
    const t = eastWinsOnDiscard();
    const { store } = await showResult(t.state);
    fireEvent.click(screen.getByRole('button', { name: 'Next hand' }));
    expect(store.getState().log).toEqual([{ type: 'nextHand' }]);
    expect(store.getState().game!.hand.number).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leads to the Menu and the History without dealing on, and back to the result (issue 35)', async () => {
    // The result covers the table's top bar: its own buttons are the way to both.
    // Their chunks loaded first: a cold first load in this test could outlast findByRole's wait.
    await Promise.all([import('../match/MatchScreens'), import('../history/HistoryScreen')]);
    const t = eastWinsOnDiscard();
    const { store } = await showResult(t.state);
    const result = screen.getByRole('dialog', { name: 'You win!' });
    fireEvent.click(within(result).getByRole('button', { name: 'Menu' }));
    expect(store.getState().screen).toBe('menu');
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('button', { name: 'History' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    const back = await screen.findByRole('dialog', { name: 'You win!' });
    fireEvent.click(within(back).getByRole('button', { name: 'History' }));
    expect(store.getState().screen).toBe('history');
    expect(await screen.findByRole('dialog', { name: 'History' })).toBeInTheDocument();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByRole('dialog', { name: 'You win!' })).toBeInTheDocument();
    // Nothing was played meanwhile: the hand is still over, waiting for "Next hand".
    expect(store.getState().log).toEqual([]);
    expect(screen.getByRole('button', { name: 'Next hand' })).toHaveFocus();
  });

  it('speaks Italian with the glossary’s pattern names', async () => {
    const t = eastWinsOnDiscard();
    await renderApp({ store: testStore({ game: t.state, settings: { language: 'it' } }) });
    const result = screen.getByRole('dialog', { name: 'Hai vinto!' });
    expect(within(result).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    expect(within(result).getByRole('button', { name: 'Storico' })).toBeInTheDocument();
    const names = rows(screen.getByTestId('counted-patterns')).map(([name]) => name);
    expect(names).toContain('Serpente di colore');
    expect(names).toContain('Tutto pescato');
  });
});

describe('the score sheet (§3.4)', () => {
  it('is empty before any hand has finished', async () => {
    await renderApp({ store: testStore({ game: new Table({}, {}, 'empty-sheet').state }) });
    fireEvent.click(screen.getByRole('button', { name: 'Score sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Score sheet' });
    expect(within(sheet).getByText('No hand has finished yet.')).toBeInTheDocument();
  });

  it('records the finished hand’s winner, value and payments by player, with the totals', async () => {
    const t = eastWinsOnDiscard();
    await showResult(t.state);
    fireEvent.click(screen.getByRole('button', { name: 'Score sheet' }));
    const sheet = await screen.findByRole('dialog', { name: 'Score sheet' });
    const lines = within(sheet)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    const payments = win(t).payments.map((p) => (p > 0 ? `+${p}` : p < 0 ? `−${-p}` : '0'));
    expect(lines).toEqual([
      ['Hand', 'Result', 'You', 'Bianca', 'Marco', 'Ling'],
      ['1', `You +${win(t).score.total}`, ...payments],
      ['Total', ...t.state.match.totals.map(String)],
    ]);
    // The result panel waits behind the sheet.
    expect(screen.queryByRole('dialog', { name: 'You win!' })).not.toBeInTheDocument();
  });
});

describe('a drawn hand (§8.5)', () => {
  it('says that nobody won and nobody pays', async () => {
    const t = new Table({}, {}, 'draw');
    for (let guard = 0; guard < 500 && t.phase.kind === 'turn'; guard++)
      t.discardDrawn((t.phase as { seat: 0 | 1 | 2 | 3 }).seat);
    expect(t.result).toEqual({ kind: 'draw' });
    await showResult(t.state);
    expect(screen.getByRole('dialog', { name: 'Draw game' })).toBeInTheDocument();
    expect(screen.getByText('The wall ran out without a winner. Nobody pays.')).toBeVisible();
    expect(screen.queryByTestId('payments')).not.toBeInTheDocument();
  });
});

describe('the end of the match (§3.4)', () => {
  it('shows the final standings after the 16th hand, and starts a new match on request', async () => {
    const end = playMatch(
      { seed: 'whole-match' },
      [decideRandom, decideRandom, decideRandom, decideRandom],
      new Rng(seedRng('players')),
    );
    expect(end.hand.phase.kind).toBe('matchOver');
    expect(end.match.history).toHaveLength(16);
    const { store } = await showResult(end);
    expect(screen.getByRole('heading', { name: 'Final standings' })).toBeInTheDocument();
    const names = ['You', 'Bianca', 'Marco', 'Ling'];
    const expected = standings(end.match.totals);
    const items = screen.getAllByRole('listitem').filter((li) => li.className.includes('standing'));
    expect(items.map((li) => li.textContent)).toEqual(
      expected.map((s) => `${s.place}.${names[s.player]}${s.total}`),
    );
    expect(screen.queryByRole('button', { name: 'Next hand' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Play a new match' }));
    expect(store.getState().game!.hand.number).toBe(0);
    expect(store.getState().game!.match.history).toEqual([]);
  });
});
