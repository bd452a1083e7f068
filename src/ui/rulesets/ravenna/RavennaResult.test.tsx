/**
 * The end of a Ravenna hand on real results (shared/rules/ravenna.md §10–§11, §8.2): every
 * player's score as the engine counted it, the settlement payment by payment adding up to the
 * engine's net payments, East double, and a void hand's notice with its reason.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RavennaTable } from '../../../../test/helpers/ravennaTable';
import { EAST, NORTH, SOUTH, WEST } from '../../../../test/helpers/table';
import type { HandResult, RiggedWall } from '../../../engine';
import {
  RAVENNA_LIMIT,
  Rng,
  scoreRavennaHand,
  seedRng,
  settleRavenna,
  kindOf,
} from '../../../engine';
import { renderApp, testStore } from '../../test-utils';
import { netOf, scoreWorking, settlementOf } from './model';

type Win = Extract<HandResult, { kind: 'win' }>;

/** West goes out on East's second discard, 5b, with a chow (§6.3): 60 points (engine test). */
const winOnChow: RiggedWall = {
  hands: [
    '5b 1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg we',
    '5b 5b 3b 7b 1d 5d 9d we ws dw 6c 4c 8c',
    '4b 6b 1c 2c 3c 7d 8d 9d dr dr dr ww ww',
    '1b 1b 2b 8b 9b 4d 6d 5c 6c 7c wn dg 2c',
  ],
  draws: '9b 1d 9d 1b',
};

function westWins(): RavennaTable {
  const t = new RavennaTable(winOnChow)
    .discardAndPass(EAST, 'we')
    .discardDrawn(SOUTH)
    .discardDrawn(WEST)
    .discardDrawn(NORTH)
    .discard(EAST, '5b');
  t.act({ type: 'pass', seat: SOUTH }).act({ type: 'claimWin', seat: WEST });
  return t;
}

const amount = (text: string) => Number(text.replace('−', '-').replace('+', ''));

describe('the result of a won Ravenna hand', () => {
  it('counts every player’s hand as the engine did: items, table points, doublings, score', async () => {
    const t = westWins();
    const result = t.result as Win;
    await renderApp({ store: testStore({ game: t.state }) });
    const dialog = screen.getByRole('dialog', { name: 'Marco wins' });
    const players = await within(dialog).findAllByRole('heading', { level: 4 });
    // The winner first, then the others in seat order.
    expect(players.map((h) => h.textContent)).toEqual([
      'Marco (West) · Mah Jong60',
      'You (East)2',
      'Bianca (South)0',
      'Ling (North)0',
    ]);
    const sections = dialog.querySelectorAll<HTMLElement>('.rav-player');
    const scores = result.ravenna!.scores;
    for (const section of sections) {
      const seat = Number(section.dataset['seat']) as 0 | 1 | 2 | 3;
      expect(Number(section.dataset['score'])).toBe(scores[seat].score);
      expect(Number(section.dataset['tablePoints'])).toBe(scores[seat].tablePoints);
      expect(section.dataset['doublings']).toBe(scores[seat].doublings.join(' '));
    }
    const west = sections[0]!;
    const items = [...west.querySelectorAll('.rav-item')].map((li) => [
      li.querySelector('.rav-item-name')!.textContent,
      Number(li.getAttribute('data-points')),
    ]);
    expect(items).toEqual(
      scores[WEST].items.map((i) => [expect.any(String), i.points] as [unknown, number]),
    );
    expect(items.map(([name]) => name)).toContain('concealed pung');
    expect(items.map(([name]) => name)).toContain('chow');
    expect(within(west).getByText('red dragon pung', { exact: false })).toBeVisible();
    expect(within(west).getByText('(10 + 20) × 2 = 60')).toBeVisible();
    expect(within(dialog).getByText('On your discard', { exact: false })).toBeVisible();
  });

  it('shows the settlement payment by payment, East double, adding up to the net payments', async () => {
    const t = westWins();
    const result = t.result as Win;
    await renderApp({ store: testStore({ game: t.state }) });
    const table = await screen.findByTestId('settlement');
    const transfers = [...table.querySelectorAll('tr[data-amount]')].map((tr) => ({
      payer: Number(tr.getAttribute('data-payer')),
      payee: Number(tr.getAttribute('data-payee')),
      amount: Number(tr.getAttribute('data-amount')),
    }));
    // Everybody pays West his 60, East double; East's pair (2) collects 2 × 2 from each other.
    expect(transfers).toEqual([
      { payer: EAST, payee: WEST, amount: 120 },
      { payer: SOUTH, payee: WEST, amount: 60 },
      { payer: NORTH, payee: WEST, amount: 60 },
      { payer: SOUTH, payee: EAST, amount: 4 },
      { payer: NORTH, payee: EAST, amount: 4 },
    ]);
    const net = [0, 0, 0, 0];
    for (const x of transfers) {
      net[x.payer]! -= x.amount;
      net[x.payee]! += x.amount;
    }
    expect(net).toEqual([...result.payments]);
    const shown = [...screen.getByTestId('payments').querySelectorAll('tr')].map((tr) =>
      amount(tr.querySelector('td')!.textContent!),
    );
    expect(shown).toEqual([...result.payments]);
    expect(screen.getByText('East pays and receives double.')).toBeVisible();
  });

  it('speaks the Ravenna terms in Italian (glossary.md §8)', async () => {
    const t = westWins();
    await renderApp({ store: testStore({ game: t.state, settings: { language: 'it' } }) });
    const west = (await screen.findAllByRole('heading', { level: 4 }))[0]!.closest('section')!;
    expect(within(west).getByText('Tris coperto')).toBeVisible();
    expect(within(west).getAllByText('Scala').length).toBeGreaterThan(0);
    expect(within(west).getByText('Tris o Poker del Drago rosso', { exact: false })).toBeVisible();
    expect(screen.getByText('Est paga e riceve doppio.')).toBeVisible();
  });
});

describe('a void hand (§8.2)', () => {
  const bothOut: RiggedWall = {
    hands: [
      '1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg we 5b',
      '3b 4b 1d 2d 3d 4c 5c 6c 9b 9b 9b ws ws',
      '4b 6b 1c 2c 3c 7d 8d 9d dr dr dr ww ww',
      '3b 4b 4d 5d 6d 7c 8c 9c 1b 1b 1b wn wn',
    ],
  };

  it('says why it is void and that nobody pays', async () => {
    const t = new RavennaTable(bothOut).discard(EAST, '5b');
    t.act({ type: 'claimWin', seat: WEST }).act({ type: 'claimWin', seat: NORTH });
    await renderApp({ store: testStore({ game: t.state }) });
    const dialog = screen.getByRole('dialog', { name: 'Void hand' });
    expect(
      await within(dialog).findByText(
        'More than one player went out on the same discard, 5 of Bamboo (Marco and Ling), so the hand is void.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/Nobody scores or pays/)).toBeVisible();
    expect(within(dialog).queryByTestId('payments')).toBeNull();
  });
});

describe('the settlement and the working, without a DOM', () => {
  it('§12.1: South wins 152; East 56, West 10, North 0', () => {
    const { toWinner, between } = settlementOf([56, 152, 10, 0], SOUTH);
    expect(toWinner.map((x) => [x.payer, x.amount])).toEqual([
      [EAST, 304],
      [WEST, 152],
      [NORTH, 152],
    ]);
    expect(between.map((x) => [x.payer, x.payee, x.amount])).toEqual([
      [WEST, EAST, 92],
      [NORTH, EAST, 112],
      [NORTH, WEST, 10],
    ]);
    expect(netOf([...toWinner, ...between])).toEqual([-100, 608, -234, -274]);
  });

  it('adds up to the engine’s settlement for any scores and winner', () => {
    const rng = new Rng(seedRng('settlement'));
    for (let i = 0; i < 500; i++) {
      const score = () => (rng.int(3) === 0 ? 0 : rng.int(201));
      const scores = [score(), score(), score(), score()] as const;
      const winner = rng.int(4) as 0 | 1 | 2 | 3;
      const { toWinner, between } = settlementOf(scores, winner);
      expect(netOf([...toWinner, ...between])).toEqual([...settleRavenna(scores, winner)]);
    }
  });

  it('writes each score’s working as §10.5 computes it', () => {
    const score = (hand: Parameters<typeof scoreRavennaHand>[0]) => {
      const r = scoreRavennaHand(hand);
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    };
    // §12.1 East: exposed 5c pung, concealed we pung, f1: 14 × 4.
    const east = score({
      seat: EAST,
      concealed: [kindOf(27), kindOf(27), kindOf(27)],
      melds: [{ kind: 'pung', tile: kindOf(13), concealed: false }],
      bonusTiles: [kindOf(34)],
      win: null,
    });
    expect(scoreWorking(east, RAVENNA_LIMIT)).toBe('14 × 4 = 56');
    expect(scoreWorking({ ...east, doublings: [], score: 14 }, RAVENNA_LIMIT)).toBe('14');
    expect(scoreWorking({ ...east, tablePoints: 60, score: 200 }, RAVENNA_LIMIT)).toBe(
      '60 × 4 = 240 → 200',
    );
    expect(scoreWorking({ ...east, limitHand: 'doublings', score: 200 }, RAVENNA_LIMIT)).toBe(
      '200',
    );
    expect(
      scoreWorking({ ...east, bonus: 30, tablePoints: 0, doublings: [], score: 30 }, 200),
    ).toBe('0 + 30 = 30');
  });
});
