/**
 * The history (issue 6) in real Chromium against the built app, with the page's real IndexedDB:
 * finished matches go in through the Import button (logs of whole matches the bots played in
 * Node), then the list, the statistics and the replay viewer are checked against the engine's
 * replay, the export is downloaded and read back, and a corrupt file is refused without loss.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog, GameState, Seat } from '../../src/engine';
import { kindOfId, tileKindOf } from '../../src/engine';
import type { MatchSummary } from '../../src/persistence';
import {
  exportMatchLog,
  handStates,
  parseMatchLog,
  patternStats,
  summarizeMatch,
} from '../../src/persistence';
import { playedMatch } from '../helpers/matches';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import { QUICK, openTable } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

function summary(log: GameLog): MatchSummary {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');
const ORDINAL = ['1st', '2nd', '3rd', '4th'];

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History', exact: true }).click();
  await page.getByRole('dialog', { name: 'History' }).waitFor();
  await page.locator('.history-list').waitFor();
}

async function importText(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import a match' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });
}

async function matchItems(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Matches' }).getByRole('button').allTextContents();
}

/** What the replay shows of each seat: the concealed kinds (sorted) and the river, in order. */
async function shownTiles(page: Page) {
  const shown = await page.evaluate(() =>
    [0, 1, 2, 3].map((seat) => {
      const kinds = (selector: string) =>
        [...document.querySelectorAll(selector)].map((el) => el.getAttribute('data-tile')!);
      return {
        hand: kinds(`[data-testid="replay-hand-${seat}"] [data-tile]`),
        river: kinds(`.replay-seat[data-seat="${seat}"] .river [data-tile]`),
        melds: kinds(`.replay-seat[data-seat="${seat}"] .meld [data-tile]`),
      };
    }),
  );
  // data-tile holds the contract's notation (`5b`, `we`).
  const kinds = (notations: string[]) => notations.map((n) => tileKindOf(n)!);
  return shown.map((s) => ({
    hand: kinds(s.hand).sort((a, b) => a - b),
    river: kinds(s.river),
    melds: kinds(s.melds).sort((a, b) => a - b),
  }));
}

function expectedTiles(state: GameState) {
  return ([0, 1, 2, 3] as Seat[]).map((seat) => {
    const s = state.hand.seats[seat];
    return {
      hand: s.concealed.map(kindOfId).sort((a, b) => a - b),
      river: s.river.map(kindOfId),
      melds: s.melds.flatMap((m) => m.tiles.map(kindOfId)).sort((a, b) => a - b),
    };
  });
}

const step = async (page: Page) => Number(await page.locator('.replay').getAttribute('data-step'));

describe('the history', () => {
  const first = playedMatch('e2e-history-1');
  const second = playedMatch('e2e-history-2');

  it('imports finished matches into IndexedDB, lists them, replays a hand, exports it (phone)', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: 'history-phone',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'History', exact: true }).waitFor();
    await screenshot(page, 'history-title-phone');
    await openHistory(page);
    await expect.poll(() => page.locator('.history-empty').textContent()).toMatch(/^No match yet/);
    await screenshot(page, 'history-empty-phone');

    await importText(page, 'first.json', exportMatchLog(first));
    await expect
      .poll(() => page.getByRole('status').textContent())
      .toBe('The match was added to the history.');
    await importText(page, 'second.json', exportMatchLog(second));
    await expect.poll(() => matchItems(page)).toHaveLength(2);

    // Each match with the person's place and points (§3.4).
    const items = await matchItems(page);
    for (const [i, log] of [second, first].entries()) {
      const mine = summary(log).standings.find((s) => s.player === 0)!;
      expect(items[i]).toContain(`${ORDINAL[mine.place - 1]} place`);
      expect(items[i]).toContain(`${signed(mine.total)} points`);
    }

    // The statistics over both matches.
    const stats = patternStats([summary(first), summary(second)], 0);
    const stat = (name: string) =>
      page.locator(`[data-stat="${name}"] dd`).textContent({ timeout: 5000 });
    expect(await stat('hands')).toBe('32');
    expect(await stat('wins')).toMatch(new RegExp(`^${stats.wins} `));
    expect(await stat('dealIns')).toMatch(new RegExp(`^${stats.dealIns} `));
    const topPattern = await page.locator('.top-patterns li').first().getAttribute('data-pattern');
    expect(topPattern).toBe(stats.scoredBy[0]?.id ?? 'plain');
    await screenshot(page, 'history-list-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);

    // Kept in the page's IndexedDB: still there after a reload.
    await page.reload();
    await openHistory(page);
    await expect.poll(() => matchItems(page)).toHaveLength(2);

    // The first match imported is the older one, so the second in the list.
    await page.getByRole('list', { name: 'Matches' }).getByRole('button').nth(1).tap();
    const hands = page.getByRole('list', { name: 'Hands' }).getByRole('button');
    await expect.poll(() => hands.count()).toBe(16);
    await screenshot(page, 'history-match-phone');
    expect(await smallTargets(page)).toEqual([]);

    // Replay a hand that has a claim in it, step by step.
    const handNumber = [...Array(16).keys()].find((n) => {
      const r = handStates(first, n);
      return r.ok && r.value.steps.some((s) => s.action?.type === 'claimPung');
    })!;
    const r = handStates(first, handNumber);
    if (!r.ok) throw new Error(r.error.message);
    const steps = r.value.steps;
    await hands.nth(handNumber).tap();
    await page.getByRole('heading', { name: `Hand ${handNumber + 1} of 16` }).waitFor();
    expect(await shownTiles(page)).toEqual(expectedTiles(steps[0]!.state));
    const next = page.getByRole('button', { name: 'Next move' });
    for (let i = 1; i <= 6; i++) {
      await next.tap();
      await expect.poll(() => step(page)).toBe(i);
      expect(await shownTiles(page)).toEqual(expectedTiles(steps[i]!.state));
    }
    const claim = steps.findIndex((s) => s.action?.type === 'claimPung');
    await page.getByRole('slider', { name: 'Move' }).fill(String(claim));
    await expect.poll(() => step(page)).toBe(claim);
    expect(await shownTiles(page)).toEqual(expectedTiles(steps[claim]!.state));
    expect(await page.getByTestId('replay-line').textContent()).toMatch(/for a pung\.$/);
    await screenshot(page, 'history-replay-phone');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Last move' }).tap();
    await expect.poll(() => step(page)).toBe(steps.length - 1);
    expect(await shownTiles(page)).toEqual(expectedTiles(steps.at(-1)!.state));
    await screenshot(page, 'history-replay-end-phone');

    // Export: the downloaded file reads back as the same log.
    await page.getByRole('button', { name: /All hands/ }).tap();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).tap();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^hu-match-\d{4}-\d\d-\d\d-\d{4}\.json$/);
    const text = readFileSync(await file.path(), 'utf8');
    expect(parseMatchLog(text)).toEqual({ ok: true, log: first });

    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('refuses a corrupt file with a clear error and loses nothing', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'history-corrupt',
      settings: QUICK,
    });
    await openHistory(page);
    await importText(page, 'first.json', exportMatchLog(first));
    await expect.poll(() => matchItems(page)).toHaveLength(1);

    await importText(page, 'broken.json', exportMatchLog(first).slice(0, 5000));
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toBe('This file cannot be read as a match log: it is not JSON.');
    const tampered = JSON.parse(exportMatchLog(second)) as { actions: unknown[] };
    tampered.actions.splice(100, 1);
    await importText(page, 'tampered.json', JSON.stringify(tampered));
    await expect.poll(() => alert.getAttribute('data-code')).toBe('import/illegal-log');
    expect(await alert.textContent()).toBe(
      'This match log is damaged: its moves do not follow the rules.',
    );
    await screenshot(page, 'history-import-error-phone');
    expect(await matchItems(page)).toHaveLength(1);

    await page.reload();
    await openHistory(page);
    await expect.poll(() => matchItems(page)).toHaveLength(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows the list, the statistics and the replay on a 1280×800 desktop', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: DESKTOP,
      seed: 'history-desktop',
      settings: QUICK,
    });
    await openHistory(page);
    await importText(page, 'first.json', exportMatchLog(first));
    await expect.poll(() => matchItems(page)).toHaveLength(1);
    await importText(page, 'second.json', exportMatchLog(second));
    await expect.poll(() => matchItems(page)).toHaveLength(2);
    await screenshot(page, 'history-list-desktop');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('list', { name: 'Matches' }).getByRole('button').first().click();
    await screenshot(page, 'history-match-desktop');
    const hands = page.getByRole('list', { name: 'Hands' }).getByRole('button');
    await hands.nth(4).click();
    await page.getByRole('heading', { name: 'Hand 5 of 16' }).waitFor();
    const r = handStates(second, 4);
    if (!r.ok) throw new Error(r.error.message);
    const steps = r.value.steps;
    // The keyboard: → steps on, ← back, End to the end (the slider keeps its own arrows).
    for (let i = 0; i < 20; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => step(page)).toBe(20);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => step(page)).toBe(19);
    expect(await shownTiles(page)).toEqual(expectedTiles(steps[19]!.state));
    await screenshot(page, 'history-replay-desktop');
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press('End');
    await expect.poll(() => step(page)).toBe(steps.length - 1);
    expect(await shownTiles(page)).toEqual(expectedTiles(steps.at(-1)!.state));
    await screenshot(page, 'history-replay-end-desktop');

    // From the table's header too, in the middle of a match.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    await screenshot(page, 'history-table-header-desktop');
    await page.locator('.top-bar').getByRole('button', { name: 'History' }).click();
    await expect.poll(() => matchItems(page)).toHaveLength(2);
    await page.keyboard.press('Escape');
    await page.getByRole('main', { name: 'Mahjong table' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
