/**
 * Ravenna in the app (issue 8): chosen in the settings for the next match and named on the title
 * screen; at the table the balances, the hand without "of 16", the tail, the next player on the
 * left (ravenna.md R-3), claims without chows, and the last live tile's choice (§8.3).
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { claimsOnEast5b } from '../../../../test/fixtures/rigs';
import { RavennaTable } from '../../../../test/helpers/ravennaTable';
import { EAST, NORTH, SOUTH, WEST, drawsEndingWith } from '../../../../test/helpers/table';
import type { PlayerIndex, RiggedWall, Seat } from '../../../engine';
import { playerView } from '../../../engine';
import { renderApp, renderWithStore, startFromTitle, testStore } from '../../test-utils';
import { Table } from '../../table/Table';
import { dealOf, isClockwise, positionOf, seatAt, shownPoints } from '../../table/viewModel';

const AT_SOUTH: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [1, 0, 2, 3];

function renderTable(table: RavennaTable) {
  const store = testStore({ game: table.state, settings: { hints: 'off' } });
  return renderWithStore(<Table />, { store });
}

describe('choosing the rules (Settings → Rules)', () => {
  it('applies from the next match, is named on the title screen and hides Zung Jung’s options', async () => {
    const store = testStore();
    store.getState().openScreen('settings');
    await renderApp({ store });
    // The settings load on demand (MovingScreens): wait for them rather than race their import.
    expect(await screen.findByRole('switch', { name: 'Flowers and seasons' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Rules' }), {
      target: { value: 'ravenna' },
    });
    expect(store.getState().settings.ruleset).toBe('ravenna');
    // Ravenna always plays with flowers and seasons at their value: nothing to choose.
    expect(screen.queryByRole('switch', { name: 'Flowers and seasons' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByText('Ravenna rules')).toBeInTheDocument();
    await startFromTitle(store);
    expect(store.getState().game!.config.ruleset).toBe('ravenna');
    expect(await screen.findByText('Hand 1')).toBeInTheDocument();
  });

  it('is named in Italian too', async () => {
    await renderApp({ store: testStore({ settings: { language: 'it', ruleset: 'ravenna' } }) });
    expect(screen.getByText('Regole di Ravenna')).toBeInTheDocument();
  });
});

describe('the Ravenna table', () => {
  it('shows balances, the hand and the deal without rounds, and the tail (§1.2, §2.4, §3.2)', () => {
    renderTable(new RavennaTable(claimsOnEast5b));
    expect(screen.getByText('Hand 1')).toBeInTheDocument();
    expect(screen.getByText('Deal 1 of 16')).toBeInTheDocument();
    expect(screen.queryByText(/of 16$/, { selector: '.info-hand' })).toBeNull();
    expect(screen.queryByText(/round/)).toBeNull();
    expect(screen.getByText('Tail')).toBeInTheDocument();
    // 71 live tiles, 20 in the tail (§3.2).
    expect(screen.getByText('71')).toBeInTheDocument();
    expect(screen.getAllByText('2000 pts')).toHaveLength(4);
  });

  it('shows the match’s options in the information strip, in both languages (§13, issue 15)', () => {
    const ravenna = { limit: 300, startingBalance: 2500, dealPasses: 8, stopWhenBroke: false };
    const table = new RavennaTable(claimsOnEast5b, { ravenna });
    renderTable(table);
    const strip = within(document.querySelector<HTMLElement>('.table-info')!);
    expect(
      strip.getByText('Limit 300 · Start 2500 · Goes on when one is broke'),
    ).toBeInTheDocument();
    // The deal passes are the deal count's total.
    expect(strip.getByText('Deal 1 of 8')).toBeInTheDocument();
    cleanup();
    renderWithStore(<Table />, {
      store: testStore({ game: table.state, settings: { hints: 'off' } }),
      language: 'it',
    });
    const italian = within(document.querySelector<HTMLElement>('.table-info')!);
    expect(
      italian.getByText('Limite 300 · Parte da 2500 · Continua anche al verde'),
    ).toBeInTheDocument();
    // Not "Giro di Est", read as East's turn (issue 35).
    expect(italian.getByText('Distribuzione 1 di 8')).toBeInTheDocument();
    cleanup();
    // The default match stops when a player is broke (§13).
    renderTable(new RavennaTable(claimsOnEast5b));
    expect(screen.getByText('Limit 200 · Start 2000 · Ends when one is broke')).toBeInTheDocument();
  });

  it('draws the next player on the person’s left (R-3)', () => {
    const table = new RavennaTable(claimsOnEast5b, {}, 'rigged', AT_SOUTH);
    renderTable(table);
    // The person sits South: West (next) on the left, North opposite, East (previous) on the right.
    const left = document.querySelector<HTMLElement>('.opponent--left')!;
    const right = document.querySelector<HTMLElement>('.opponent--right')!;
    expect(left.getAttribute('aria-label')).toBe('Marco');
    expect(right.getAttribute('aria-label')).toBe('Bianca');
  });

  it('offers a pung and never a chow on a discard (§6.2)', () => {
    // South holds 3b 4b 6b 7b and could chow East's 5b in Zung Jung; here only a win could.
    const table = new RavennaTable(
      {
        hands: [
          claimsOnEast5b.hands[0],
          '3b 4b 6b 7b 5b 5b 9d we ws ww dr dr dw',
          '2c 2c 2c 3c 4c 6d 7d 8d 9b 9b 9b ws wn',
          claimsOnEast5b.hands[3],
        ],
      },
      {},
      'rigged',
      AT_SOUTH,
    ).discard(EAST, '5b');
    renderTable(table);
    const offers = within(screen.getByRole('group', { name: /discarded 5 of Bamboo/ }));
    expect(offers.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Pung',
      'Pass',
    ]);
  });

  it('on the last live tile offers the kong or Pass, and no discard (§8.3, R-13)', () => {
    const hands = claimsOnEast5b.hands;
    const kongHands: RiggedWall['hands'] = [
      hands[0],
      hands[1],
      hands[2],
      '4b 5b 6b 5c 6c 7c 2d 3d 4d 8c 8c 8c dw',
    ];
    // The person sits North.
    const t = new RavennaTable(
      {
        hands: kongHands,
        draws: drawsEndingWith([...kongHands!, 'dw'], '8c', 71, true),
        replacements: 'dw',
      },
      {},
      'rigged',
      [1, 2, 3, 0],
    );
    t.playUntilLive(1);
    t.discardDrawn((t.phase as { seat: Seat }).seat);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: NORTH, seabed: true });
    const { store } = renderTable(t);
    expect(
      screen.getByText(
        'Last live tile: call Mah Jong, declare a kong, or pass and the hand is void.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kong of 8 of Characters' })).toBeInTheDocument();
    const hand = within(screen.getByRole('group', { name: 'Your hand' }));
    const tile = hand.getAllByRole('button')[0]!;
    fireEvent.click(tile);
    fireEvent.click(tile);
    expect(store.getState().log).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Pass' }));
    expect(store.getState().log).toEqual([{ type: 'pass', seat: NORTH }]);
    expect(store.getState().game!.hand.phase).toMatchObject({
      kind: 'handOver',
      result: { kind: 'draw', void: { reason: 'wall-exhausted' } },
    });
  });
});

/** West goes out on East's second discard, 5b, with a chow (§6.3; RavennaResult.test.tsx). */
const winOnChow: RiggedWall = {
  hands: [
    '5b 1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg we',
    '5b 5b 3b 7b 1d 5d 9d we ws dw 6c 4c 8c',
    '4b 6b 1c 2c 3c 7d 8d 9d dr dr dr ww ww',
    '1b 1b 2b 8b 9b 4d 6d 5c 6c 7c wn dg 2c',
  ],
  draws: '9b 1d 9d 1b',
};

const offerNames = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .map((b) => [b.getAttribute('aria-label'), b.querySelector('kbd')?.textContent]);

describe('Ravenna’s words at the table (glossary.md, issue 35)', () => {
  it('regression: the claim bar said Pung where Ravenna says Tris (Italian), Pung in English', () => {
    // The person sits West, who holds 5b 5b (claimsOnEast5b, rigs.ts).
    const table = new RavennaTable(claimsOnEast5b, {}, 'rigged', [1, 2, 0, 3]).discard(EAST, '5b');
    renderWithStore(<Table />, {
      store: testStore({ game: table.state, settings: { hints: 'off' } }),
      language: 'it',
    });
    const group = screen.getByRole('group', { name: /ha scartato 5 di Bambù/ });
    expect(offerNames(group)).toEqual([
      ['Tris', 'P'],
      ['Passo', 'X'],
    ]);
    expect(within(group).getByText('Tris')).toBeInTheDocument();
    cleanup();
    renderTable(table);
    expect(offerNames(screen.getByRole('group', { name: /discarded 5 of Bamboo/ }))).toEqual([
      ['Pung', 'P'],
      ['Pass', 'X'],
    ]);
  });

  it('regression: going out on a discard was offered as “Hu!”: it is Mah Jong, in both languages', () => {
    const at = (language: 'en' | 'it') => {
      cleanup();
      // The person sits West, who goes out on East's 5b.
      const t = new RavennaTable(winOnChow, {}, 'rigged', [1, 2, 0, 3])
        .discardAndPass(EAST, 'we')
        .discardDrawn(SOUTH)
        .discardDrawn(WEST)
        .discardDrawn(NORTH)
        .discard(EAST, '5b');
      renderWithStore(<Table />, {
        store: testStore({ game: t.state, settings: { hints: 'off' } }),
        language,
      });
      return screen.getByRole('group', { name: /5/ });
    };
    expect(offerNames(at('en'))[0]).toEqual(['Mah Jong', 'H']);
    const italian = at('it');
    expect(offerNames(italian)[0]).toEqual(['Mah Jong', 'H']);
    // "Hu!" is the app's name in the top bar, never a call in Ravenna.
    expect(italian.textContent).not.toContain('Hu!');
  });

  it('names an opponent’s claimed set and its call in Ravenna’s words, and the wall the Muraglia', () => {
    // The person sits East and discards 5b; West (Marco) claims it for a pung (§6.1).
    const table = new RavennaTable(claimsOnEast5b).discard(EAST, '5b');
    table.act({ type: 'claimPung', seat: WEST });
    table.passRest();
    renderWithStore(<Table />, {
      store: testStore({ game: table.state, settings: { hints: 'off' } }),
      language: 'it',
    });
    const sets = screen.getByRole('list', { name: 'Insiemi dichiarati di Marco' });
    expect(within(sets).getByRole('listitem', { name: 'Tris' })).toBeInTheDocument();
    expect(within(sets).getByRole('img', { name: '5 di Bambù, Tris' })).toBeInTheDocument();
    const strip = within(document.querySelector<HTMLElement>('.table-info')!);
    expect(strip.getByText('Muraglia')).toBeInTheDocument();
    expect(screen.queryByText(/\bpung\b/i)).toBeNull();
  });

  it('tells a won hand in Ravenna’s words: Mah Jong, Tris, Scala, never Hu! or a pattern', async () => {
    // West goes out on East's second discard, 5b, with a chow (§6.3).
    const t = new RavennaTable(winOnChow)
      .discardAndPass(EAST, 'we')
      .discardDrawn(SOUTH)
      .discardDrawn(WEST)
      .discardDrawn(NORTH)
      .discard(EAST, '5b');
    t.act({ type: 'pass', seat: SOUTH }).act({ type: 'claimWin', seat: WEST });
    await renderApp({ store: testStore({ game: t.state, settings: { language: 'it' } }) });
    const dialog = screen.getByRole('dialog', { name: 'Vince Marco' });
    const winner = await within(dialog).findByRole('heading', { name: /^Marco \(Ovest\)/ });
    expect(winner).toHaveTextContent('Mah Jong');
    const items = [...dialog.querySelectorAll('.rav-item-name')].map((e) => e.textContent);
    expect(items).toContain('Scala');
    expect(items).toContain('Tris coperto');
    expect(dialog.textContent).not.toMatch(/\b(pung|kong|chi)\b|Hu!|pollo|Combinazioni/i);
  });

  it('offers a self-drawn win as Mah Jong and asks for a pedina in Italian', () => {
    // East's dealt hand is complete (Heaven, §10.4.2 g).
    const table = new RavennaTable({
      hands: [
        '1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b 4b 5d 5d',
        '1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg 6b',
        '5b 5b 3b 7b 1d 4d 9d we ws dw 6c 4c 8c',
        '4b 6b 2c 3c 7c 7d 8d ww dr dr dr ww 9b',
      ],
    });
    renderWithStore(<Table />, {
      store: testStore({ game: table.state, settings: { hints: 'off' } }),
      language: 'it',
    });
    expect(screen.getByRole('button', { name: 'Mah Jong! Dichiara la chiusura' })).toBeVisible();
    expect(screen.getByText(/Tocca a te: .* una pedina/)).toBeInTheDocument();
  });
});

describe('the Ravenna view model', () => {
  it('mirrors the table: positions and seats still invert each other', () => {
    expect(positionOf(EAST, SOUTH, true)).toBe('left');
    expect(positionOf(EAST, WEST, true)).toBe('top');
    expect(positionOf(EAST, NORTH, true)).toBe('right');
    for (const me of [EAST, SOUTH, WEST, NORTH])
      for (const seat of [EAST, SOUTH, WEST, NORTH])
        expect(seatAt(me, positionOf(me, seat, true), true)).toBe(seat);
  });

  it('knows the balance and the deal from the view', () => {
    const view = playerView(new RavennaTable(claimsOnEast5b).state, SOUTH);
    expect(isClockwise(view)).toBe(true);
    expect(shownPoints(view, -150)).toBe(1850);
    expect(dealOf(view)).toEqual({ n: 1, total: 16 });
  });
});
