/**
 * The table on real games (rigged walls, real store): what the person sees and what a tap, a
 * button or a key does — always through the store's dispatch, always a legal engine action.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimsForSouthOnEast5b } from '../../../test/fixtures/rigs';
import { EAST, NORTH, SOUTH, Table as RiggedTable, WEST, kind } from '../../../test/helpers/table';
import type { PlayerIndex } from '../../engine';
import { kindOfId } from '../../engine';
import type { Settings } from '../../store';
import { renderApp, renderWithStore, testStore, withFinePointer } from '../test-utils';
import { Table } from './Table';

/** The person (player 0) at East, or at South. */
const AT_EAST: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3];
const AT_SOUTH: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [1, 0, 2, 3];

function rigged(seating = AT_EAST) {
  return new RiggedTable(claimsForSouthOnEast5b, {}, 'rigged', seating);
}

function renderTable(table: RiggedTable, settings: Partial<Settings> = {}) {
  const store = testStore({ game: table.state, settings: { hints: 'off', ...settings } });
  return renderWithStore(<Table />, { store });
}

const handTiles = () =>
  within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');

afterEach(() => {
  vi.useRealTimers();
});

describe('the person’s hand', () => {
  it('shows the dealt tiles as buttons named after the tiles, the drawn tile last', () => {
    const table = rigged();
    renderTable(table);
    const names = handTiles().map((b) => b.getAttribute('aria-label')!);
    expect(names).toHaveLength(14);
    const dealt = [
      '5 of Bamboo',
      '1 of Characters',
      '1 of Characters',
      '9 of Characters',
      '9 of Characters',
      '2 of Dots',
      '2 of Dots',
      'North Wind',
      'North Wind',
      'West Wind',
      'West Wind',
      'Green Dragon',
      'Green Dragon',
      'East Wind',
    ];
    expect(names.map((n) => n.replace(', drawn tile', '')).sort()).toEqual([...dealt].sort());
    expect(names.filter((n) => n.endsWith(', drawn tile'))).toHaveLength(1);
    expect(names.at(-1)).toMatch(/, drawn tile$/);
  });

  it('selects a tapped tile, and discards it when tapped again on the person’s turn', () => {
    const table = rigged();
    const { store } = renderTable(table);
    const fiveBamboo = screen.getByRole('button', { name: '5 of Bamboo' });
    expect(fiveBamboo).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(fiveBamboo);
    expect(fiveBamboo).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().log).toEqual([]);
    fireEvent.click(fiveBamboo);
    expect(store.getState().log).toEqual([
      { type: 'discard', seat: EAST, tile: table.tile(EAST, '5b') },
    ]);
    // The tile left the hand for the person's river, marked as the last discard.
    expect(handTiles()).toHaveLength(13);
    const river = screen.getByRole('group', { name: 'Your discards' });
    expect(within(river).getByRole('img', { name: '5 of Bamboo, last discard' })).toBeVisible();
  });

  it('keeps the focus in the hand when the focused tile is discarded', () => {
    const table = rigged();
    renderTable(table);
    const fiveBamboo = screen.getByRole('button', { name: '5 of Bamboo' });
    const tiles = handTiles();
    const at = tiles.indexOf(fiveBamboo);
    const neighbour = tiles[at + 1] ?? tiles[at - 1]!;
    fiveBamboo.focus();
    fireEvent.click(fiveBamboo);
    fireEvent.click(fiveBamboo);
    expect(handTiles()).not.toContain(fiveBamboo);
    // A keyboard or screen-reader user goes on from the next tile, not from the top of the page.
    expect(document.activeElement).toBe(neighbour);
  });

  it('moves the selection to another tile without discarding', () => {
    const { store } = renderTable(rigged());
    const [first, second] = handTiles();
    fireEvent.click(first!);
    fireEvent.click(second!);
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().log).toEqual([]);
  });

  it('never discards when it is not the person’s turn (§5.1)', () => {
    const table = rigged(AT_SOUTH);
    const { store } = renderTable(table);
    const game = store.getState().game;
    const tile = handTiles()[0]!;
    fireEvent.click(tile);
    fireEvent.click(tile);
    expect(store.getState().log).toEqual([]);
    expect(store.getState().game).toBe(game);
    expect(handTiles()).toHaveLength(13);
  });
});

describe('the rest of the table', () => {
  it('shows each opponent’s concealed tiles as a count', () => {
    renderTable(rigged());
    expect(screen.getAllByRole('img', { name: '13 concealed tiles' })).toHaveLength(3);
  });

  it('shows East’s 14 tiles to the person sitting South', () => {
    renderTable(rigged(AT_SOUTH));
    expect(screen.getAllByRole('img', { name: '13 concealed tiles' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: '14 concealed tiles' })).toBeInTheDocument();
  });

  it('labels the river of every player, the person’s as “Your discards” (not “Discards of You”)', () => {
    renderTable(rigged());
    for (const name of [
      'Your discards',
      'Discards of Bianca',
      'Discards of Marco',
      'Discards of Ling',
    ])
      expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /of You$/ })).toBeNull();
  });

  it('says "tap" on a touch screen and "click" with a mouse (issue 14)', () => {
    renderTable(rigged());
    expect(screen.getByText('Your turn: tap a tile, tap it again to discard.')).toBeInTheDocument();
    cleanup();
    withFinePointer(() => {
      renderTable(rigged());
      expect(
        screen.getByText('Your turn: click a tile, click it again to discard.'),
      ).toBeInTheDocument();
    });
  });

  it('lays each river in its own region, turned toward its owner, with room for the rows', () => {
    renderTable(rigged());
    const ring = document.querySelector<HTMLElement>('.ring')!;
    expect(ring.style.getPropertyValue('--river-rows')).toBe('3');
    for (const [position, name] of [
      ['bottom', 'Your discards'],
      ['right', 'Discards of Bianca'],
      ['top', 'Discards of Marco'],
      ['left', 'Discards of Ling'],
    ])
      expect(ring.querySelector(`.river--${position}`)!.getAttribute('aria-label'), position).toBe(
        name,
      );
  });

  it('tells the hand number and the live wall (§3.1, §4.2)', () => {
    renderTable(rigged());
    expect(screen.getByText('Hand 1 of 16')).toBeInTheDocument();
    expect(screen.getByText('69')).toBeInTheDocument();
  });

  it('has no options to add to the information strip in a Zung Jung match (§14)', () => {
    renderTable(rigged());
    const strip = document.querySelector<HTMLElement>('.table-info')!;
    expect(strip.querySelector('.info-options')).toBeNull();
    expect(within(strip).queryByText(/Limit/)).toBeNull();
  });
});

describe('the claim bar (§5.3)', () => {
  /** The person sits South, and East has just discarded 5b. */
  function claimWindow(settings: Partial<Settings> = {}) {
    const table = rigged(AT_SOUTH).discard(EAST, '5b');
    return { table, ...renderTable(table, settings) };
  }

  it('offers exactly the legal claims: pung, each chow, pass', () => {
    claimWindow();
    const offers = within(screen.getByRole('group', { name: /discarded 5 of Bamboo/ }));
    expect(offers.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pung',
      'Chow 3 of Bamboo, 4 of Bamboo, 5 of Bamboo',
      'Chow 4 of Bamboo, 5 of Bamboo, 6 of Bamboo',
      'Chow 5 of Bamboo, 6 of Bamboo, 7 of Bamboo',
      'Pass',
    ]);
    expect(screen.queryByRole('button', { name: 'Hu!' })).not.toBeInTheDocument();
    expect(screen.getByText('Bianca discarded 5 of Bamboo')).toBeInTheDocument();
  });

  // Bug: the offers and the countdown shared one React key, so the old bar stayed on screen.
  it('passes when Pass is pressed, and the bar goes away (regression: a stale bar stayed)', () => {
    const { store } = claimWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(store.getState().log).toEqual([{ type: 'pass', seat: SOUTH }]);
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pung' })).not.toBeInTheDocument();
  });

  it('claims the pung, which is laid out with the claimed tile turned (§5.5)', () => {
    const { store } = claimWindow();
    fireEvent.click(screen.getByRole('button', { name: 'Pung' }));
    expect(store.getState().log).toEqual([{ type: 'claimPung', seat: SOUTH }]);
    const sets = screen.getByRole('list', { name: 'Your declared sets' });
    const pung = within(sets).getByRole('listitem', { name: 'pung' });
    expect(
      within(pung)
        .getAllByRole('img')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['5 of Bamboo, Pung', '5 of Bamboo', '5 of Bamboo']);
    expect(handTiles()).toHaveLength(11);
  });

  it('is absent when the person has no claim on the discard', () => {
    const table = rigged([1, 2, 0, 3]).discard(EAST, '5b');
    renderTable(table);
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
    expect(screen.getByText('Waiting for claims…')).toBeInTheDocument();
  });

  it('is absent on an opponent’s turn', () => {
    renderTable(rigged(AT_SOUTH));
    expect(screen.queryByRole('button', { name: 'Pass' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Bianca is thinking…').length).toBeGreaterThan(0);
  });

  it('shows a countdown when the setting is on, and none when it is off', () => {
    claimWindow({ claimCountdown: true, hints: 'off' });
    expect(screen.getByTestId('claim-countdown')).toBeInTheDocument();
    expect(screen.getByText('10 s to decide')).toBeInTheDocument();
  });

  it('shows no countdown when the setting is off', () => {
    claimWindow({ claimCountdown: false });
    expect(screen.getByRole('button', { name: 'Pass' })).toBeInTheDocument();
    expect(screen.queryByTestId('claim-countdown')).not.toBeInTheDocument();
  });

  it('runs no countdown while the coach is on: a claim is never lost while reading (issue 14)', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
    const { store } = claimWindow({ claimCountdown: true, hints: 'live' });
    expect(screen.queryByTestId('claim-countdown')).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(store.getState().log).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pass' })).toBeInTheDocument();
  });

  it('passes for the person when the countdown runs out', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'Date'] });
    const { store } = claimWindow({ claimCountdown: true, hints: 'off' });
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(store.getState().log).toEqual([]);
    expect(screen.getByText('5 s to decide')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(5_500);
    });
    expect(store.getState().log).toEqual([{ type: 'pass', seat: SOUTH }]);
  });
});

describe('robbing a kong (§7)', () => {
  it('offers Hu! and Pass when an opponent adds the winning tile to a pung', () => {
    // The person sits North and waits on 6c; West adds the fourth 6c to his pung.
    const t = new RiggedTable(
      {
        hands: [
          '6c 1b 1b 2b 2b 3d 3d 9d 9d we we dr dr dw',
          '1c 2c 3c 4b 5b 6b 8d 8d 8d ws ws dg dg',
          '6c 6c 7b 8b 9b 1d 2d 3d 4d 5d 6d wn wn',
          '4c 5c 1d 2d 3d 7b 8b 9b 5d 5d 5d dg dg',
        ],
        draws: '9c 9c 8b 6c',
      },
      {},
      'rigged',
      [1, 2, 3, 0],
    );
    t.discard(EAST, '6c').act({ type: 'claimPung', seat: WEST }).passRest();
    t.discardAndPass(WEST, 'wn').discardAndPass(NORTH, '9c');
    t.discardAndPass(EAST, 'dw').discardAndPass(SOUTH, '8b');
    t.act({ type: 'addToPung', seat: WEST, kind: kind('6c') });
    const { store } = renderTable(t);
    expect(
      screen.getByText('Ling adds 6 of Characters to a pung. Rob the kong?'),
    ).toBeInTheDocument();
    const offers = within(screen.getByRole('group', { name: /Rob the kong/ }));
    expect(offers.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Hu!',
      'Pass',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Hu!' }));
    expect(store.getState().log).toEqual([{ type: 'claimWin', seat: NORTH }]);
    expect(store.getState().game!.hand.phase).toMatchObject({
      kind: 'handOver',
      result: { kind: 'win', winner: NORTH },
    });
  });
});

describe('the keyboard (command registry keys)', () => {
  async function appAtClaim() {
    const table = rigged(AT_SOUTH).discard(EAST, '5b');
    const store = testStore({ game: table.state, settings: { claimCountdown: false } });
    return { table, ...(await renderApp({ store })) };
  }

  it('claims the pung with P and the second chow with 2', async () => {
    const first = await appAtClaim();
    fireEvent.keyDown(window, { key: 'p' });
    expect(first.store.getState().log).toEqual([{ type: 'claimPung', seat: SOUTH }]);
    first.unmount();
    const second = await appAtClaim();
    fireEvent.keyDown(window, { key: '2' });
    expect(second.store.getState().log).toEqual([
      { type: 'claimChow', seat: SOUTH, lowest: kind('4b') },
    ]);
  });

  it('passes with Escape', async () => {
    const { store } = await appAtClaim();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(store.getState().log).toEqual([{ type: 'pass', seat: SOUTH }]);
  });

  it('moves the selection with the arrows and discards it with Enter', async () => {
    const table = rigged();
    const store = testStore({ game: table.state });
    await renderApp({ store });
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    const selected = store.getState().selectedTile;
    expect(selected).not.toBeNull();
    expect(screen.getAllByRole('button', { pressed: true })).toHaveLength(1);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(store.getState().log).toEqual([{ type: 'discard', seat: EAST, tile: selected }]);
    expect(kindOfId(selected!)).toBe(kindOfId(table.state.hand.seats[EAST].concealed[0]!));
  });
});
