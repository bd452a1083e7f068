/**
 * The coach's overlays on real tables (rigged walls, the real coach on the person's view): tiles
 * away from ready, the highlighted suggestion and its reason (efficiency, value, safety), the waits
 * with unseen copies and points, the patterns in reach, danger shading late in the hand, claim
 * advice in the claim bar, the "after I choose" review — and nothing at all with hints off.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  claimsForSouthOnEast5b,
  heavenlyNineGates,
  mixedOneSuit,
} from '../../../test/fixtures/rigs';
import { RavennaTable } from '../../../test/helpers/ravennaTable';
import { EAST, Table as RiggedTable, kind, playOutUntilLive } from '../../../test/helpers/table';
import { coach } from '../../bots/coach';
import type { PlayerIndex, PlayerView, TileId } from '../../engine';
import { formatTile, kindOfId } from '../../engine';
import type { AppStore, CoachAdvice, DiscardAdvice, Settings, ThreatSign } from '../../store';
import { coachKey, selectHumanView } from '../../store';
import { driveCoach } from '../../app/coachDriver';
import { SettingsPanel } from '../settings/SettingsPanel';
import { Table } from '../table/Table';
import { onWideTable, renderWithStore, testStore } from '../test-utils';

const AT_EAST: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [0, 1, 2, 3];
const AT_SOUTH: [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] = [1, 0, 2, 3];

/** The coach's advice for the person's view, put where the coach driver puts it. */
function advise(store: AppStore, change?: (advice: CoachAdvice) => CoachAdvice): CoachAdvice {
  const view: PlayerView = selectHumanView(store.getState())!;
  const aim = store.getState().settings.coachAim;
  const advice = change ? change(coach(view, aim)) : coach(view, aim);
  act(() => store.setState({ coach: { key: coachKey(view), advice } }));
  return advice;
}

/** On the 5b-claims table with East to play: the coach's advice with its discard advice changed. */
function adviseDiscardOnEast(
  change: (discard: DiscardAdvice) => Partial<DiscardAdvice>,
  top: (discard: DiscardAdvice) => Partial<CoachAdvice> = () => ({}),
): CoachAdvice {
  const table = new RiggedTable(claimsForSouthOnEast5b, {}, 'coach', AT_EAST);
  const { store } = renderCoached(table);
  return advise(store, (a) => {
    const discard = { ...a.discard!, ...change(a.discard!) };
    return { ...a, ...top(discard), discard };
  });
}

/** East is advised 1c rather than a dangerous Green Dragon, Marco (seat 2) read by `signs`. */
function adviseSafe1c(signs: ThreatSign[]): CoachAdvice {
  return adviseDiscardOnEast((d) => ({
    recommended: { ...d.efficient, kind: kind('1c') },
    reason: {
      type: 'safety',
      instead: kind('dg'),
      level: 3,
      threat: 2,
      signs,
      safer: 'passed',
      beside: null,
    },
  }));
}

function renderCoached(table: RiggedTable, settings: Partial<Settings> = {}) {
  const store = testStore({ game: table.state, settings: { hints: 'live', ...settings } });
  const rendered = renderWithStore(<Table />, { store });
  return { ...rendered, store };
}

const handTiles = () =>
  within(screen.getByRole('group', { name: 'Your hand' })).getAllByRole('button');

// The panel's code loads on demand: on a busy machine the first one takes over a second.
const panel = () => screen.findByRole('region', { name: 'Coach' }, { timeout: 5000 });

/** The coach's details, opened as a person does (a sheet on a phone, where jsdom lays out). */
async function openDetails(): Promise<HTMLElement> {
  fireEvent.click(within(await panel()).getByRole('button', { name: 'Details' }));
  return screen.getByRole('dialog', { name: 'The coach in detail' });
}

/** The words of a coach line (without the tile drawn beside them). */
const words = (line: HTMLElement) => line.querySelector('.coach-text')!.textContent;

/** An ordinary hand three tiles from ready, where the most efficient discard is the advice. */
const plainHand = {
  hands: [
    '2b 3b 7b 2c 3c 5c 6c 8c 5d 6d 9d ws wn wn',
    '1b 2b 3b 4b 5b 6b 7b 8b 9b 1d 2d 3d 4d',
    '1c 1c 4c 4c 9c 9c 5d 6d 7d 8d dr dg dw',
    '1b 2b 3b 4b 5b 6b 7b 8b 9b 1d 3d 4d 5d',
  ],
} as const;

/** A first turn where the best chance (9d, efficient) expects fewer points than throwing 7d. */
const givesUpPoints = {
  hands: [
    '1d 6d 6d 7c 7d 7d 8b 8c 9b 9c 9d dg we wn',
    '1b 2b 3b 4b 5b 6b 7b 1c 2c 3c 4c 5c 6c',
    '1b 2b 3b 4b 5b 6b 7b 1c 2c 3c 4c 5c 6c',
    '2d 3d 4d 5d 2d 3d 4d 5d dr dr dr dw dw',
  ],
} as const;

/** East is one discard (1d) from ready on Red or White Dragon: Mixed One-Suit, 55 points. */
const readyOnDragons = {
  hands: [
    '1c 2c 3c 5c 5c 5c 7c 8c 9c dr dr dw dw 1d',
    '1b 2b 3b 4b 5b 6b 7b 8b 9b 2d 3d 4d 5d',
    '1b 2b 3b 4b 5b 6b 7b 8b 9b 2d 3d 4d 5d',
    '9b 9b 1b 1b 6d 6d 7d 7d 8d 8d wn wn ws',
  ],
} as const;

describe('tiles away from ready and the suggested discard', () => {
  it('says how far the hand is from ready, and highlights one tile with its reason', async () => {
    const { store } = renderCoached(new RiggedTable(plainHand, {}, 'coach', AT_EAST));
    const advice = advise(store);
    expect(advice.shanten).toBe(3);
    const coachPanel = await panel();
    const suggested = handTiles().filter((b) =>
      /suggested discard/.test(b.getAttribute('aria-label')!),
    );
    expect(suggested).toHaveLength(1);
    expect(suggested[0]!.dataset.tile).toBe(formatTile(advice.discard!.recommended.kind));
    expect(suggested[0]).toHaveClass('hand-tile--suggested');
    expect(advice.discard!.reason.type).toBe('efficiency');
    expect(words(within(coachPanel).getByTestId('coach-discard'))).toBe(
      'Discard South Wind: it keeps the most useful tiles and the most points to expect.',
    );
    // How far the hand is, in the details.
    expect(within(await openDetails()).getByTestId('coach-progress')).toHaveTextContent(
      `3 tiles away from ready · ${advice.acceptance.kinds.length} kinds of tile help you, ` +
        `${advice.acceptance.tiles} copies still hidden`,
    );
  });

  it('compares the three best discards by chance to win and points, in words and figures', async () => {
    const { store } = renderCoached(new RiggedTable(mixedOneSuit, {}, 'coach', AT_EAST), {
      coachAim: 'win',
    });
    const d = advise(store).discard!;
    const rows = within(await screen.findByTestId('coach-options')).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    // The suggestion first, then the tile its reason weighs it against, then the analyser's next
    // best, each with its own figures.
    expect(d.reason.type).toBe('chance');
    const instead = d.reason.type === 'chance' ? d.reason.instead : -1;
    const next = d.figures.find((f) => f.kind !== d.recommended.kind && f.kind !== instead)!;
    expect(rows.map((r) => Number(r.dataset.tileKind))).toEqual([
      d.recommended.kind,
      instead,
      next.kind,
    ]);
    const best = d.figures[0]!;
    expect(best.kind).toBe(d.recommended.kind);
    // The chance and points shown are those at the table (tableChance.ts).
    expect(Number(rows[0]!.dataset.winChance)).toBe(best.tableChance);
    expect(Number(rows[0]!.dataset.expectedPoints)).toBe(best.tablePoints);
    const percent = `${Math.round(best.tableChance * 100)}%`;
    const tenths = Math.round(best.tableChance * 10);
    expect(rows[0]).toHaveAccessibleName(
      `4 of Bamboo: chance to win about ${tenths} in 10 (${percent}), ` +
        `about ${Math.round(best.tablePoints)} points to expect ` +
        `(${best.tablePoints.toFixed(1)}), estimated (suggested)`,
    );
    // Words and figures for a desktop's columns; the same in short on one line for a phone's strip.
    const part = (name: string) => rows[0]!.querySelector(`.coach-option-${name}`)!.textContent;
    expect(part('chance')).toBe(`about ${tenths} in 10`);
    expect(part('percent')).toBe(`≈${percent}`);
    expect(part('points')).toBe(`about ${Math.round(best.tablePoints)} points`);
    expect(part('expected')).toBe(`≈${best.tablePoints.toFixed(1)}`);
    expect(part('short')).toBe(`${tenths} in 10 · ≈${Math.round(best.tablePoints)} pts`);
  });

  it('aiming to win more hands, says where that gives up points (issue 36)', async () => {
    const table = new RiggedTable(givesUpPoints, {}, 'coach', AT_EAST);
    const { store } = renderCoached(table, { coachAim: 'win' });
    const d = advise(store).discard!;
    // The most efficient tile, the best chance; the points aim would keep 9d and throw 7d.
    expect(d.recommended.kind).toBe(kind('9d'));
    expect(d.givesUp).toBe(kind('7d'));
    const mine = d.figures.find((f) => f.kind === kind('9d'))!;
    const richer = d.figures.find((f) => f.kind === kind('7d'))!;
    expect([Math.round(richer.expectedPoints), Math.round(mine.expectedPoints)]).toEqual([3, 0]);
    // The words give the figures at the table (tableChance.ts, fitted), where both come more often.
    const [more, fewer] = [Math.round(richer.tablePoints), Math.round(mine.tablePoints)];
    expect(more).toBeGreaterThan(Math.round(richer.expectedPoints));
    expect(fewer).toBe(1);
    expect(mine.winChance).toBeGreaterThan(richer.winChance);
    expect(words(within(await panel()).getByTestId('coach-discard'))).toBe(
      'Discard 9 of Dots: it keeps the most useful tiles and the best chance to win. ' +
        'It wins more often; 7 of Dots would bring more points ' +
        `(about ${more} points to expect, against about 1 point).`,
    );
    // Aiming for the most points (the default), nothing is given up: the suggestion is 7d, or the
    // policy's tile with 7d named as the figures' best it leaves (issue 36).
    act(() => store.getState().updateSettings({ coachAim: 'points' }));
    const points = advise(store).discard!;
    const r = points.reason;
    expect(r.type === 'speed' || r.type === 'wider' ? r.instead : points.recommended.kind).toBe(
      kind('7d'),
    );
    expect(points.givesUp).toBeNull();
  });

  it('dots at most two discards within 5% of the suggestion, not every tile that keeps the shape', async () => {
    const { store } = renderCoached(new RiggedTable(plainHand, {}, 'coach', AT_EAST));
    const d = advise(store).discard!;
    const suggested = d.figures[0]!;
    const close = d.figures
      .slice(1)
      .filter(
        (f) => f.shanten === suggested.shanten && f.tableChance >= 0.95 * suggested.tableChance,
      )
      .slice(0, 2)
      .map((f) => formatTile(f.kind));
    const dotted = handTiles()
      .filter((b) => /good discard/.test(b.getAttribute('aria-label')!))
      .map((b) => b.dataset.tile);
    expect(new Set(dotted)).toEqual(new Set(close));
    // Fewer than the tiles that keep the hand as close to ready (the old gold dots).
    const sameDistance = d.options.filter((o) => o.shanten === d.recommended.shanten).length;
    expect(new Set(dotted).size).toBeLessThan(sameDistance);
  });

  it('says so when value wins: keeps a 40-point Mixed One-Suit in reach (aiming for points)', async () => {
    const { store } = renderCoached(new RiggedTable(mixedOneSuit, {}, 'coach', AT_EAST));
    const view = selectHumanView(store.getState())!;
    const advice = coach(view, 'points');
    act(() => store.setState({ coach: { key: coachKey(view), advice } }));
    const d = advice.discard!;
    expect(d.reason).toMatchObject({ type: 'value', pattern: { id: '2.1.1', points: 40 } });
    const line = within(await panel()).getByTestId('coach-discard');
    const mine = d.figures.find((f) => f.kind === d.recommended.kind)!;
    const other = d.figures.find((f) => f.kind === kind('ws'))!;
    expect(words(line)).toBe(
      `Discard ${d.recommended.kind === kind('4b') ? '4 of Bamboo' : '?'} rather than South Wind: ` +
        `Mixed One-Suit (40 points) stays in reach: about ${Math.round(mine.tablePoints)} points ` +
        `to expect, against about ${Math.round(other.tablePoints)} points.` +
        (d.reason.type === 'value' && d.reason.trade
          ? ' You win a little less often, but for more.'
          : ''),
    );
    expect(line).toHaveClass('coach-line--value');
    // The pattern it names is in the list the details show.
    const list = within(await openDetails()).getByRole('list', { name: 'Patterns in reach' });
    expect(within(list).getByText('Mixed One-Suit (Characters)')).toBeInTheDocument();
  });

  it('says so when safety wins: which tile is dangerous, and why', async () => {
    adviseSafe1c([
      { type: 'ready', chance: 60 },
      { type: 'sets', count: 3 },
      { type: 'oneSuit', suit: 1, honours: true },
      { type: 'middleFromHand' },
    ]);
    expect(words(within(await panel()).getByTestId('coach-discard'))).toBe(
      'Discard 1 of Characters rather than Green Dragon: Green Dragon is dangerous now: ' +
        'Marco may be ready (about 6 in 10).',
    );
    // Why he may be ready, and why the suggestion is safer, in the details; no "he".
    const why = within(await openDetails()).getByTestId('coach-why');
    expect(why).toHaveTextContent(
      'Marco may be ready (about 6 in 10): 3 sets on the table, all Characters or honours, ' +
        'just gave up a middle tile kept for a long time.',
    );
    expect(why).toHaveTextContent(
      'Marco let 1 of Characters go by without winning on it, and that hand has not changed since.',
    );
    expect(why.textContent).not.toMatch(/\bhe\b|\bhis\b/);
  });

  it('on a desktop, says why once: the panel’s advice, then only what it rests on (issue 36)', async () => {
    await onWideTable(async () => {
      adviseSafe1c([{ type: 'sets', count: 3 }]);
      const coachPanel = await panel();
      // No Details button and no sheet: everything is in the side panel.
      expect(within(coachPanel).queryByRole('button', { name: 'Details' })).toBeNull();
      const advice = words(within(coachPanel).getByTestId('coach-discard'))!;
      const why = within(coachPanel).getByTestId('coach-why');
      expect(why).toHaveTextContent(
        '3 sets on the table.Marco let 1 of Characters go by without winning on it',
      );
      expect(why.textContent).not.toContain(advice);
      // How to read the numbers: a disclosure, closed until the person opens it.
      const explain = within(coachPanel).getByTestId('coach-explain');
      expect(explain.tagName).toBe('DETAILS');
      expect(explain).not.toHaveAttribute('open');
      expect(within(explain).getByText(/^Chance: how often you win this hand/)).toBeInTheDocument();
    });
  });

  it('names a suit a player has never thrown (2.1) and the last tile he kept beside the dangerous one', async () => {
    adviseDiscardOnEast((d) => ({
      recommended: { ...d.efficient, kind: kind('1c') },
      reason: {
        type: 'safety',
        instead: kind('5d'),
        level: 2,
        threat: 2,
        signs: [
          { type: 'ready', chance: 45 },
          { type: 'keepsSuit', suit: 2 },
        ],
        safer: 'discarded',
        beside: kind('4d'),
      },
    }));
    expect(words(within(await panel()).getByTestId('coach-discard'))).toBe(
      'Discard 1 of Characters rather than 5 of Dots: 5 of Dots is risky now: ' +
        'Marco may be ready (about 5 in 10).',
    );
    const why = within(await openDetails()).getByTestId('coach-why');
    expect(why).toHaveTextContent(
      'Marco may be ready (about 5 in 10): has not thrown a single Dots tile.',
    );
    expect(why).toHaveTextContent(
      '5 of Dots sits close to 4 of Dots, the last tile Marco threw from the hand: a tile kept ' +
        'that long sat beside the tiles still held.',
    );
    expect(why).toHaveTextContent('Marco discarded 1 of Characters earlier.');
  });

  it('says so when no discard keeps a chance to win, rather than name a plan', async () => {
    adviseDiscardOnEast((d) => ({
      figures: d.figures.map((f) => ({
        ...f,
        winChance: 0,
        expectedPoints: 0,
        tableChance: 0.004,
        tablePoints: 0,
      })),
      recommended: { ...d.efficient, kind: kind('wn') },
      reason: { type: 'noChance' },
    }));
    const coachPanel = await panel();
    const line = within(coachPanel).getByTestId('coach-discard');
    expect(words(line)).toBe(
      'Discard North Wind: your own draws can no longer win this hand before the wall ends, ' +
        'so throw the tile least likely to let another player win.',
    );
    // The numbers agree: at the table only what a claim or the last discards may bring.
    for (const chip of within(within(coachPanel).getByTestId('coach-options')).getAllByRole(
      'listitem',
    ))
      expect(chip.getAttribute('aria-label')).toMatch(/chance to win less than 1 in 100/);
  });

  it('marks the tile danger put below the numbers among the best discards, the suggestion first', async () => {
    // The numbers' best discard is overridden by danger: the coach advises the third one, and the
    // hand's shading marks the best one dangerous (the coach tints the tile it calls dangerous).
    const advice = adviseDiscardOnEast(
      (d) => ({
        recommended: { ...d.efficient, kind: d.figures[2]!.kind },
        reason: {
          type: 'safety',
          instead: d.figures[0]!.kind,
          level: 3,
          threat: 2,
          signs: [],
          safer: 'passed',
          beside: null,
        },
      }),
      (d) => ({
        danger: d.options.map((o) => ({
          kind: o.kind,
          level: o.kind === d.figures[0]!.kind ? 3 : 0,
          risk: o.kind === d.figures[0]!.kind ? 9 : 0,
        })),
      }),
    );
    const [best, second, third] = advice.discard!.figures;
    const chips = within(within(await panel()).getByTestId('coach-options')).getAllByRole(
      'listitem',
    );
    // The suggestion first, then the others in the numbers' order.
    expect(chips.map((c) => Number(c.dataset['tileKind']))).toEqual([
      third!.kind,
      best!.kind,
      second!.kind,
    ]);
    expect(chips[0]).toHaveClass('coach-option--suggested');
    expect(chips[0]!.getAttribute('aria-label')).toMatch(/\(suggested\)$/);
    expect(chips[1]).toHaveClass('coach-option--danger-3');
    expect(chips[1]!.getAttribute('aria-label')).toMatch(/, dangerous$/);
    for (const chip of [chips[0]!, chips[2]!]) {
      expect(chip.className).not.toMatch(/danger/);
      expect(chip.getAttribute('aria-label')).not.toMatch(/dangerous|risky|some risk/);
    }
  });

  it('offers the win when the hand is complete', async () => {
    const table = new RiggedTable(heavenlyNineGates, {}, 'coach', AT_EAST);
    const { store } = renderCoached(table);
    advise(store);
    expect(within(await panel()).getByTestId('coach-now')).toHaveTextContent(
      'You can win now: 245 points. Call Hu!',
    );
  });
});

describe('waits', () => {
  it('lists each winning tile with its unseen copies and what it scores', async () => {
    const { store } = renderCoached(new RiggedTable(readyOnDragons, {}, 'coach', AT_EAST));
    advise(store);
    const coachPanel = await panel();
    // Every wait scores Mixed One-Suit: the plan is named.
    expect(words(within(coachPanel).getByTestId('coach-discard'))).toBe(
      'Discard 1 of Dots: you are ready for Mixed One-Suit (40 points), ' +
        'waiting on Red Dragon and White Dragon (4 left).',
    );
    const details = await openDetails();
    expect(within(details).getByTestId('coach-progress')).toHaveTextContent(
      'Ready! One more tile wins · 4 winning tiles left',
    );
    const waits = within(within(details).getByTestId('coach-waits')).getAllByRole('listitem');
    expect(waits.map((w) => w.getAttribute('aria-label'))).toEqual([
      'Red Dragon: 2 left, 55 points on a discard, 60 self-drawn',
      'White Dragon: 2 left, 55 points on a discard, 60 self-drawn',
    ]);
    expect(waits[0]).toHaveTextContent('2 left 55 pts (60 self-drawn)');
  });
});

describe('the pattern coach', () => {
  it('shows the patterns in reach and their value when asked', async () => {
    const { store } = renderCoached(new RiggedTable(readyOnDragons, {}, 'coach', AT_EAST));
    advise(store);
    const toggle = within(await panel()).getByRole('button', { name: 'Details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = await openDetails();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = within(details).getByRole('list', { name: 'Patterns in reach' });
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Mixed One-Suit (Characters)40 ptsready');
    expect(items.map((i) => i.dataset.pattern)).toContain('3.1');
    expect(within(list).getByText('Value Honor (Red Dragon)')).toBeInTheDocument();
  });
});

describe('danger shading late in the hand', () => {
  it('shades the risky tiles of the hand and says why', { timeout: 20_000 }, async () => {
    const table = new RiggedTable(claimsForSouthOnEast5b, {}, 'coach-late', AT_EAST);
    playOutUntilLive(table, 20);
    while (!(table.phase.kind === 'turn' && table.phase.seat === EAST)) {
      const phase = table.phase;
      if (phase.kind === 'turn') table.discardDrawn(phase.seat);
      else table.passRest();
    }
    const { store } = renderCoached(table);
    // The coach's own marks when it tints a tile; on this quiet table none is risky enough, so
    // the hand's kinds get every level in turn, to show how each is drawn.
    const advice = advise(store, (a) => {
      const kinds = a.discard!.options.map((o) => o.kind);
      return {
        ...a,
        danger:
          a.danger ??
          kinds.map((kind, i) => ({ kind, level: (i % 4) as 0 | 1 | 2 | 3, risk: i % 4 })),
      };
    });
    expect(advice.danger!.some((d) => d.level > 0)).toBe(true);
    const coachPanel = await panel();
    expect(within(await openDetails()).getByTestId('coach-danger')).toHaveTextContent(
      /^Someone may be close to winning: tinted tiles are risky to discard/,
    );
    for (const tile of handTiles()) {
      const level = advice.danger!.find(
        (d) => d.kind === kindOfId(Number(tile.dataset.id) as TileId),
      )!.level;
      if (level === 0) expect(tile.className).not.toMatch(/danger/);
      else {
        expect(tile).toHaveClass(`hand-tile--danger-${level}`);
        expect(tile.getAttribute('aria-label')).toMatch(/, (some risk|risky|dangerous)/);
      }
    }
    // The best discards carry the same shading as the same tiles in the hand.
    const levelOf = (kind: number) => advice.danger!.find((d) => d.kind === kind)?.level ?? 0;
    const chips = within(within(coachPanel).getByTestId('coach-options')).getAllByRole('listitem');
    expect(chips.length).toBeGreaterThan(0);
    for (const chip of chips) {
      const level = levelOf(Number(chip.dataset['tileKind']));
      if (level === 0) expect(chip.className).not.toMatch(/danger/);
      else expect(chip).toHaveClass(`coach-option--danger-${level}`);
    }
  });

  it('does not shade early in the hand', async () => {
    const { store } = renderCoached(new RiggedTable(mixedOneSuit, {}, 'coach', AT_EAST));
    expect(advise(store).danger).toBeNull();
    await panel();
    expect(screen.queryByTestId('coach-danger')).not.toBeInTheDocument();
    expect(handTiles().some((t) => /danger/.test(t.className))).toBe(false);
  });
});

describe('claim advice in the claim bar', () => {
  it('tells whether to claim or pass, and marks that button', async () => {
    const table = new RiggedTable(claimsForSouthOnEast5b, {}, 'coach', AT_SOUTH).discard(
      EAST,
      '5b',
    );
    const { store } = renderCoached(table);
    const advice = advise(store);
    const line = await screen.findByTestId('coach-claim');
    expect(line).toHaveTextContent(/^Coach: (Pung|Chow|pass)/);
    const advised = document.querySelectorAll('.coach-advised');
    expect(advised).toHaveLength(1);
    const name = advice.claim!.recommended.type;
    expect(advised[0]).toHaveClass(`offer--${name === 'pass' ? 'pass' : name}`);
  });
});

describe('after I choose (practice)', () => {
  it('hides the hints until the person decides, then reviews the decision', async () => {
    const table = new RiggedTable(mixedOneSuit, {}, 'coach', AT_EAST);
    const { store } = renderCoached(table, { hints: 'afterChoice', coachAim: 'win' });
    const stop = driveCoach(store, {
      coach: async (request) => coach(request.view, request.aim),
    });
    expect(await screen.findByTestId('coach-review')).toHaveTextContent(
      'Practice mode: the coach comments after each of your moves.',
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    // The advice is there, but nothing on the hand shows it.
    expect(store.getState().coach).not.toBeNull();
    expect(
      handTiles().some((t) => /suggested|good discard/.test(t.getAttribute('aria-label')!)),
    ).toBe(false);
    // The person throws the South Wind, the efficient tile the coach did not suggest.
    const south = screen.getByRole('button', { name: 'South Wind' });
    fireEvent.click(south);
    fireEvent.click(south);
    const review = await screen.findByTestId('coach-review');
    // 4 of Bamboo about 19%, South Wind about 19% too: both read "about 2 in 10", so no numbers.
    expect(review).toHaveTextContent(
      'You discarded South Wind. The coach would discard 4 of Bamboo: ' +
        'a slightly better chance to win.',
    );
    expect(review).toHaveTextContent(
      'After yours: 3 tiles away from ready, 75 tiles help. ' +
        'After the coach’s: 3 tiles away from ready, 59 tiles help.',
    );
    // The whole review, under its title, in the details.
    fireEvent.click(within(review).getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('dialog', { name: 'Your last move' })).toHaveTextContent(
      /^.*You discarded South Wind\./,
    );
    stop();
  });
});

describe('hints off', () => {
  it('shows no coach, no marks and no claim advice', async () => {
    const table = new RiggedTable(claimsForSouthOnEast5b, {}, 'coach', AT_SOUTH).discard(
      EAST,
      '5b',
    );
    const { store } = renderCoached(table, { hints: 'off' });
    advise(store);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(screen.queryByRole('region', { name: 'Coach' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('coach-claim')).not.toBeInTheDocument();
    expect(document.querySelectorAll('.coach-advised')).toHaveLength(0);
  });
});

describe('in Italian', () => {
  it('speaks Italian', async () => {
    const table = new RiggedTable(readyOnDragons, {}, 'coach', AT_EAST);
    const store = testStore({ game: table.state, settings: { hints: 'live', language: 'it' } });
    renderWithStore(<Table />, { store, language: 'it' });
    advise(store);
    const coachPanel = await screen.findByRole('region', { name: 'Coach' });
    expect(words(within(coachPanel).getByTestId('coach-discard'))).toBe(
      'Scarta 1 di Palle: sei a punto per Mano pura (40 punti), ' +
        'aspetti Drago Rosso e Drago Bianco (ne restano 4).',
    );
    fireEvent.click(within(coachPanel).getByRole('button', { name: 'Dettagli' }));
    expect(
      within(screen.getByRole('dialog', { name: 'Il coach nel dettaglio' })).getByTestId(
        'coach-progress',
      ),
    ).toHaveTextContent('A punto! Una tessera e vinci');
  });
});

describe('the hints setting', () => {
  it('chooses between no hints, live hints and hints after the person’s choice', () => {
    const store = testStore({ settings: { hints: 'live' } });
    renderWithStore(<SettingsPanel onClose={() => {}} />, { store });
    const select = screen.getByRole('combobox', { name: 'Hints' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Off', 'While I play', 'After I choose (practice)']);
    expect(select).toHaveValue('live');
    fireEvent.change(select, { target: { value: 'afterChoice' } });
    expect(store.getState().settings.hints).toBe('afterChoice');
    fireEvent.change(select, { target: { value: 'off' } });
    expect(store.getState().settings.hints).toBe('off');
  });
});

describe('in a Ravenna match (issue 16 item 5)', () => {
  const ravennaCoached = (language: 'en' | 'it' = 'en') => {
    const table = new RavennaTable(readyOnDragons);
    const store = testStore({ game: table.state, settings: { hints: 'live', language } });
    renderWithStore(<Table />, { store, language });
    return { store, advice: advise(store) };
  };

  it('speaks Ravenna: its scores on the waits, East’s double, and how hands score', async () => {
    const { advice } = ravennaCoached();
    const coachPanel = await panel();
    expect(words(within(coachPanel).getByTestId('coach-discard'))).toBe(
      'Discard 1 of Dots: you are ready, waiting on Red Dragon and White Dragon (4 left).',
    );
    const details = await openDetails();
    const waits = within(within(details).getByTestId('coach-waits')).getAllByRole('listitem');
    expect(waits.map((w) => w.getAttribute('aria-label'))).toEqual(
      advice.waits.map(
        (w) =>
          `${w.kind === kind('dr') ? 'Red' : 'White'} Dragon: 2 left, ${w.discardPoints} points on a discard, ${w.selfDrawnPoints} self-drawn`,
      ),
    );
    // Ravenna's own score (§10.5): a dragon pung doubles, the one suit with honours doubles again.
    expect(advice.waits[0]!.selfDrawnPoints).toBeGreaterThan(advice.waits[0]!.discardPoints);
    expect(within(details).getByTestId('coach-east')).toHaveTextContent(
      'As East you collect double if you win, and pay double if another player wins.',
    );
    // No Zung Jung patterns: how Ravenna hands score instead.
    expect(within(details).queryByRole('list', { name: 'Patterns in reach' })).toBeNull();
    expect(within(details).getByRole('heading', { name: 'Scoring' })).toBeInTheDocument();
    expect(within(details).getByTestId('coach-scoring')).toHaveTextContent(
      /^Every hand scores, yours too when another player wins: .* the limit is 200\.$/,
    );
  });

  it('speaks Italian in Ravenna too', async () => {
    ravennaCoached('it');
    const coachPanel = await screen.findByRole('region', { name: 'Coach' });
    fireEvent.click(within(coachPanel).getByRole('button', { name: 'Dettagli' }));
    const details = screen.getByRole('dialog', { name: 'Il coach nel dettaglio' });
    // Ravenna's words (glossary.md): pedina, not tessera.
    expect(within(details).getByTestId('coach-progress')).toHaveTextContent(
      'A punto! Una pedina e vinci',
    );
    expect(details.textContent).not.toMatch(/tesser/);
    expect(within(details).getByTestId('coach-east')).toHaveTextContent(
      'Da Est incassi il doppio se vinci, e paghi il doppio se vince un altro.',
    );
    expect(within(details).getByTestId('coach-scoring')).toHaveTextContent(
      /^Ogni mano conta, anche la tua quando vince un altro: .* il limite è 200\.$/,
    );
  });
});
