/**
 * The wording slips of issue 35, each pinned by a test named after it: words a person read wrong
 * ("Sullo scarto di Tu", "Turno di Est · 1/4"), counts that did not agree ("1 tiles"), a count
 * written out that went stale ("Sette brevi lezioni" above eight lessons), and a prompt that spoke
 * of clicking to a person using the keyboard.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimsForSouthOnEast5b, winsOnNorth3c } from '../../test/fixtures/rigs';
import { EAST, NORTH, SOUTH, Table as RiggedTable, WEST } from '../../test/helpers/table';
import type { HandResult, PlayerIndex } from '../engine';
import type { Language } from '../store';
import { LESSON_IDS } from '../tutorial';
import { LESSONS } from '../tutorial';
import { aboutPlayer, createI18n } from './i18n';
import type { Translate } from './i18n';
import { BUNDLED } from './i18n/bundled';
import { Table } from './table/Table';
import { ConcealedCount } from './tiles/Tile';
import { renderApp, renderWithStore, testStore } from './test-utils';

const translate = (language: Language) => createI18n(language, BUNDLED).t as unknown as Translate;

/** Bianca (East) wins on the person's 3c: the person sits North (winsOnNorth3c, rigs.ts). */
function eastWinsOnMyDiscard(): RiggedTable {
  const seating: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [1, 2, 3, 0];
  return new RiggedTable(winsOnNorth3c, {}, 'rigged', seating)
    .discardAndPass(EAST, 'wn')
    .discardAndPass(SOUTH, '9b')
    .discardAndPass(WEST, '9b')
    .discard(NORTH, '3c')
    .act({ type: 'claimWin', seat: EAST });
}

async function resultDialog(language: Language) {
  cleanup();
  const table = eastWinsOnMyDiscard();
  await renderApp({ store: testStore({ game: table.state, settings: { language } }) });
  const name = language === 'it' ? 'Vince Bianca' : 'Bianca wins';
  return { dialog: screen.getByRole('dialog', { name }), table };
}

describe('the person in a sentence about the hand', () => {
  it('regression: "Sullo scarto di Tu" — a win on the person’s discard says “Sul tuo scarto”', async () => {
    const { dialog } = await resultDialog('it');
    expect(within(dialog).getByText(/^Sul tuo scarto/)).toBeVisible();
    expect(dialog.textContent).not.toMatch(/di Tu\b/);
    const english = (await resultDialog('en')).dialog;
    expect(within(english).getByText(/^On your discard/)).toBeVisible();
    expect(english.textContent).not.toMatch(/of You\b/);
  });

  it('regression: "Tu paga" — the person who pays for the others reads “Paghi tu”', async () => {
    const { dialog, table } = await resultDialog('it');
    const result = table.result as Extract<HandResult, { kind: 'win' }>;
    // The person discarded a 50-point win: he pays for the others above 25 (§12.3).
    expect(result.responsible).toBe(NORTH);
    expect(result.score.total).toBeGreaterThan(25);
    expect(
      within(dialog).getByText('Paghi tu per gli altri oltre i 25 punti.'),
    ).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('Tu paga');
    const english = (await resultDialog('en')).dialog;
    expect(
      within(english).getByText('You pay for the others above 25 points.'),
    ).toBeInTheDocument();
  });

  it('names the other players in the same sentences, and the person in every `.you` one', () => {
    for (const language of ['en', 'it'] as const) {
      const t = translate(language);
      expect(aboutPlayer(t, 'result.onDiscard', 2)).toContain('Marco');
      for (const key of ['result.onDiscard', 'result.responsible', 'table.river'] as const) {
        const about = aboutPlayer(t, key, 0);
        expect(about, key).not.toMatch(/\b(You|Tu)\b(?! pay)/);
        expect(about, key).not.toContain('{{');
      }
    }
  });
});

describe('counts', () => {
  it('regression: "only 1 tiles left" — a count of one is singular (i18next plural keys)', () => {
    renderWithStore(<ConcealedCount count={1} />);
    expect(screen.getByRole('img', { name: '1 concealed tile' })).toBeInTheDocument();
    cleanup();
    renderWithStore(<ConcealedCount count={1} />, { language: 'it' });
    expect(screen.getByRole('img', { name: '1 tessera coperta' })).toBeInTheDocument();
    const en = translate('en');
    const it = translate('it');
    expect(en('table.points', { count: 1 })).toBe('1 pt');
    expect(en('table.points', { count: 30 })).toBe('30 pts');
    expect(en('history.total', { points: '+1', count: 1 })).toBe('+1 point');
    expect(it('history.total', { points: '−1', count: -1 })).toBe('−1 punto');
    expect(it('history.total', { points: '+12', count: 12 })).toBe('+12 punti');
    expect(en('replay.winsOnDiscard', { name: 'Ling', points: 1, count: 1 })).toBe(
      'Ling wins on the discard: 1 point.',
    );
    expect(it('review.loss.win', { points: 1, count: 1 })).toBe('una vittoria da 1 punto mancata');
  });

  it('regression: "Sette brevi lezioni" above eight lessons — the lessons are counted', async () => {
    expect(LESSONS.map((l) => l.id)).toEqual([...LESSON_IDS]);
    const store = testStore({ settings: { language: 'it' } });
    await renderApp({ store });
    expect(screen.getByText(`${LESSONS.length} brevi lezioni`, { exact: false })).toBeVisible();
    expect(screen.queryByText(/Sette brevi/)).toBeNull();
  });
});

describe('the information strip', () => {
  it('regression: "Turno di Est · 1/4" read as “East’s turn” — it is round 1 of 4 (§3.1)', () => {
    const table = new RiggedTable(claimsForSouthOnEast5b);
    for (const [language, text] of [
      ['it', 'Round 1 di 4'],
      ['en', 'Round 1 of 4'],
    ] as const) {
      cleanup();
      renderWithStore(<Table />, {
        store: testStore({ game: table.state, settings: { hints: 'off' } }),
        language,
      });
      const strip = within(document.querySelector<HTMLElement>('.table-info')!);
      expect(strip.getByText(text)).toBeInTheDocument();
      // Rounds have no wind in Zung Jung: no wind name that could be read as whose turn it is.
      expect(strip.queryByText(/Turno|Est|East/)).toBeNull();
    }
  });
});

describe('the prompt follows the way the person chooses', () => {
  it('regression: with the arrow keys the prompt still said “Click again”', async () => {
    const table = new RiggedTable(claimsForSouthOnEast5b);
    const store = testStore({ game: table.state, settings: { hints: 'off' } });
    await renderApp({ store });
    const prompt = () => document.querySelector('.prompt')!.textContent;
    expect(prompt()).toBe('Your turn: tap a tile, tap it again to discard.');
    fireEvent.keyDown(window, { key: 'ArrowLeft' });
    expect(prompt()).toMatch(/^Press Enter to discard .+, or ← → to choose another tile\.$/);
    expect(prompt()).not.toMatch(/tap|click/i);
    // A tap (a pointer press: detail 1) brings the words of tapping back.
    const hand = within(screen.getByRole('group', { name: 'Your hand' }));
    fireEvent.click(hand.getAllByRole('button')[3]!, { detail: 1 });
    expect(prompt()).toMatch(/^Tap .+ again to discard it\.$/);
    // Enter or Space on a focused tile is the keyboard too (a click with detail 0).
    fireEvent.click(hand.getAllByRole('button')[5]!, { detail: 0 });
    expect(prompt()).toMatch(/^Press Enter to discard/);
    fireEvent.keyDown(window, { key: 'Enter' });
    expect(store.getState().log).toHaveLength(1);
  });

  it('asks a keyboard player for the next discard with the keys, in Italian too', async () => {
    const table = new RiggedTable(claimsForSouthOnEast5b);
    const store = testStore({ game: table.state, settings: { hints: 'off', language: 'it' } });
    await renderApp({ store });
    fireEvent.keyDown(window, { key: 'ArrowRight' });
    expect(document.querySelector('.prompt')!.textContent).toMatch(
      /^Premi Invio per scartare .+, o ← → per scegliere un’altra tessera\.$/,
    );
    act(() => store.getState().select(null));
    expect(document.querySelector('.prompt')!.textContent).toBe(
      'Tocca a te: scegli una tessera con ← →, poi premi Invio per scartarla.',
    );
  });
});
