/**
 * The scoring calculator as a person uses it: tiles tapped in by their names, declared sets, how
 * the hand was won, the seat wind and flowers; the words for what is missing; the engine's score
 * explained and the payments for the chosen discarder; Italian; opened from the title screen.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scoreDocument } from '../../cli/rulesets/zung-jung/contract';
import type { Tap } from '../../../test/helpers/calculator';
import { readVectors, tapsFor } from '../../../test/helpers/calculator';
import { renderApp, renderWithStore, testStore, withFinePointer } from '../test-utils';
import { Calculator } from './Calculator';

const vectors = new Map(readVectors('zung-jung-score-vectors.jsonl').map((v) => [v.id, v]));

function open(language: 'en' | 'it' = 'en') {
  const onClose = vi.fn();
  renderWithStore(<Calculator onClose={onClose} />, { language });
  return { onClose, dialog: screen.getByRole('dialog') };
}

function tap({ group, name }: Tap) {
  const where =
    group === null ? screen.getByRole('dialog') : screen.getByRole('group', { name: group });
  fireEvent.click(within(where).getByRole('button', { name }));
}

const press = (name: string, group?: string) => tap({ group: group ?? null, name });

const status = () => screen.getByTestId('calc-status').textContent;

/** The counted patterns as the screen shows them: [id, points]. */
function shownPatterns(): [string, number][] {
  return within(screen.getByTestId('counted-patterns'))
    .getAllByRole('row')
    .map((row) => [
      row.getAttribute('data-pattern')!,
      Number(row.querySelector('td')!.textContent),
    ]);
}

function enter(id: string) {
  const vector = vectors.get(id)!;
  for (const step of tapsFor(vector.input)) tap(step);
  return vector;
}

describe('entering a hand', () => {
  for (const id of ['E2.1.1', 'HANDJSON', 'E4.3.2', 'FLh', 'T13H', 'E9.3', 'LIMc', 'CHICK']) {
    it(`${id}: shows what \`hu score\` prints`, () => {
      open();
      const vector = enter(id);
      const cli = scoreDocument(vector.input) as {
        total: number;
        limit: string;
        patterns: { id: string; points: number }[];
        arrangement: string;
      };
      const total = screen.getByTestId('calc-total');
      expect(total).toHaveAttribute('data-total', String(cli.total));
      expect(total).toHaveAttribute('data-limit', cli.limit);
      const points = cli.total === 1 ? '1 point' : `${cli.total} points`;
      expect(within(total).getByText(points)).toBeVisible();
      expect(shownPatterns()).toEqual(
        cli.patterns.length === 0 ? [['chicken', 1]] : cli.patterns.map((p) => [p.id, p.points]),
      );
      expect(screen.getByTestId('calc-notation')).toHaveTextContent(cli.arrangement);
      expect(status()).toBe(points);
    });
  }

  it('names the counted patterns with their rule ids and explains a limit', () => {
    open();
    enter('LIMl');
    const row = within(screen.getByTestId('counted-patterns')).getByRole('row');
    expect(row).toHaveTextContent('Big Four Winds 3.3.4');
    expect(screen.getByText('Listed limit: this pattern counts alone.')).toBeVisible();
    expect(
      within(screen.getByTestId('not-counted-patterns')).getByText(/All Honors/),
    ).toBeVisible();
  });
});

describe('live validation in words', () => {
  it('counts the tiles while they are tapped, then asks for the winning tile', () => {
    open();
    expect(status()).toBe('14 tiles needed (a kong counts as 3): you have 0.');
    for (const name of ['1 of Bamboo', '2 of Bamboo', '3 of Bamboo']) press(name, 'Bamboo');
    press('Kong', 'Add the next tile to');
    press('Red Dragon', 'Winds and dragons');
    expect(status()).toBe('14 tiles needed (a kong counts as 3): you have 6.');
    expect(screen.getByText('3 of 10')).toBeVisible();
    expect(screen.getByText('Choose the winning tile.')).toBeVisible();
  });

  it('says when the tiles are not a winning hand', () => {
    open();
    const tiles = ['1', '2', '4', '5', '7', '8'];
    for (const n of tiles) press(`${n} of Bamboo`, 'Bamboo');
    for (const n of tiles) press(`${n} of Characters`, 'Characters');
    press('1 of Dots', 'Dots');
    // The hand is full: the next tile tapped is the winning tile.
    expect(screen.getByText('Tap the winning tile.')).toBeVisible();
    press('9 of Dots', 'Dots');
    expect(status()).toMatch(/^Not a winning hand/);
  });

  it('explains a situation that cannot happen', () => {
    open();
    enter('E9.4.2');
    expect(status()).toBe('160 points');
    press('East', 'Seat wind');
    expect(status()).toBe(
      'Blessing of Earth is only for a player who is not East, with no declared set.',
    );
  });
});

describe('changing the hand', () => {
  it('takes a tile, the winning tile or a set away when it is tapped', () => {
    open();
    enter('HANDJSON');
    expect(screen.getByTestId('calc-total')).toBeInTheDocument();
    const hand = screen.getByRole('list', { name: 'Concealed tiles' });
    fireEvent.click(within(hand).getAllByRole('button', { name: 'Remove 5 of Characters' })[0]!);
    expect(status()).toBe('14 tiles needed (a kong counts as 3): you have 13.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove the winning tile, 3 of Bamboo' }));
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove the concealed kong: 9 of Characters' }),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Remove the chow: 4 of Dots to 6 of Dots' }),
    );
    expect(status()).toBe('14 tiles needed (a kong counts as 3): you have 6.');
    expect(screen.getByText('3 of 10')).toBeVisible();
    press('Start again');
    expect(status()).toBe('14 tiles needed (a kong counts as 3): you have 0.');
    expect(screen.getByText('No tiles yet: tap the tiles below.')).toBeVisible();
  });

  it('never offers a fifth copy, nor a pung of a tile with two copies left', () => {
    open();
    for (let i = 0; i < 4; i++) press('5 of Dots', 'Dots');
    const dots = screen.getByRole('group', { name: 'Dots' });
    expect(within(dots).getByRole('button', { name: '5 of Dots' })).toBeDisabled();
    press('6 of Dots', 'Dots');
    press('6 of Dots', 'Dots');
    press('Pung', 'Add the next tile to');
    expect(screen.getByText('Tap the tile of the pung.')).toBeVisible();
    expect(within(dots).getByRole('button', { name: '6 of Dots' })).toBeDisabled();
    expect(within(dots).getByRole('button', { name: '7 of Dots' })).toBeEnabled();
    press('Chow', 'Add the next tile to');
    expect(within(dots).getByRole('button', { name: '4 of Dots' })).toBeDisabled();
    expect(within(dots).getByRole('button', { name: '8 of Dots' })).toBeDisabled();
    expect(within(dots).getByRole('button', { name: '6 of Dots' })).toBeEnabled();
  });

  it('closes with its close button', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('payments (§12)', () => {
  const rows = () =>
    within(screen.getByTestId('payments'))
      .getAllByRole('row')
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        row.querySelector('td')!.textContent,
      ]);

  it('self-drawn: the three others pay the value', () => {
    open();
    enter('E4.2.2'); // 30 points, South self-draws
    expect(rows()).toEqual([
      ['East', '−30'],
      ['South · winner', '+90'],
      ['West', '−30'],
      ['North', '−30'],
    ]);
    expect(screen.getByText('Self-drawn: the other three pay the same.')).toBeVisible();
  });

  it('on a discard: the chosen discarder pays for the others above 25 (P6-like), or nobody', () => {
    open();
    enter('E2.1.1'); // 55 points, East wins on a discard
    press('West', 'Who discarded the winning tile?');
    expect(rows()).toEqual([
      ['East · winner', '+165'],
      ['South', '−25'],
      ['West · responsible', '−115'],
      ['North', '−25'],
    ]);
    expect(screen.getByText('West pays for the others above 25 points.')).toBeVisible();
    press('Nobody: same-turn immunity', 'Who discarded the winning tile?');
    expect(rows().map(([, amount]) => amount)).toEqual(['+165', '−55', '−55', '−55']);
  });

  it('asks whose kong was robbed when the winning tile was robbed', () => {
    open();
    enter('E9.3');
    expect(screen.getByRole('group', { name: 'Whose kong was robbed?' })).toBeVisible();
  });
});

describe('in Italian', () => {
  it('speaks Italian, with the glossary’s pattern names', () => {
    open('it');
    expect(screen.getByRole('dialog', { name: 'Calcolo dei punti' })).toBeVisible();
    expect(status()).toBe('Servono 14 tessere (un kong conta 3): ne hai 0.');
    const vector = vectors.get('E2.1.1')!;
    // The same taps, by their Italian names.
    press('Est', 'Proprio vento');
    press('Vincita su scarto', 'Come è stata vinta la mano');
    for (const tile of ['1', '2', '3', '5', '5', '5', '7', '8', '9'])
      press(`${tile} di Caratteri`, 'Caratteri');
    for (const tile of ['Drago Rosso', 'Drago Rosso', 'Drago Bianco', 'Drago Bianco'])
      press(tile, 'Venti e draghi');
    press('Drago Bianco', 'Venti e draghi');
    expect(status()).toBe(`${(scoreDocument(vector.input) as { total: number }).total} punti`);
    expect(shownPatterns().map(([id]) => id)).toEqual(['1.2', '2.1.1', '3.1']);
    expect(screen.getByText('Mano pura')).toBeVisible();
    expect(screen.getByText('Tutto pescato')).toBeVisible();
    expect(
      screen.getByRole('group', { name: 'Chi ha scartato la tessera vincente?' }),
    ).toBeVisible();
  });
});

describe('pointing words (issue 14 item 6)', () => {
  it('says tap on a touch screen and click with a mouse, in English and Italian', () => {
    open();
    expect(screen.getByText('No tiles yet: tap the tiles below.')).toBeVisible();
    expect(
      screen.getByText('Tap a tile to put it in the hand. Flowers and seasons go beside it.'),
    ).toBeVisible();
    cleanup();
    withFinePointer(() => {
      open();
      expect(screen.getByText('No tiles yet: click the tiles below.')).toBeVisible();
      press('Pung', 'Add the next tile to');
      expect(screen.getByText('Click the tile of the pung.')).toBeVisible();
      cleanup();
      open('it');
      expect(
        screen.getByText('Ancora nessuna tessera: clicca le tessere qui sotto.'),
      ).toBeVisible();
      press('Pung', 'Aggiungi la prossima tessera a');
      expect(screen.getByText('Clicca la tessera del pung.')).toBeVisible();
    });
  });
});

describe('in the app', () => {
  it('opens from the title screen and closes back to it', async () => {
    await renderApp({ store: testStore() });
    fireEvent.click(screen.getByRole('button', { name: 'Score a hand' }));
    expect(await screen.findByRole('dialog', { name: 'Scoring calculator' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Score a hand' })).toBeVisible();
  });

  it('opens from the settings', async () => {
    const store = testStore();
    store.getState().openScreen('settings');
    await renderApp({ store });
    const settings = await screen.findByRole('dialog', { name: 'Settings' });
    fireEvent.click(within(settings).getByRole('button', { name: 'Score a hand' }));
    expect(await screen.findByRole('dialog', { name: 'Scoring calculator' })).toBeVisible();
    expect(store.getState().screen).toBe('calculator');
  });
});
