/**
 * Playing the built app as a person who follows the coach, and checking what the coach shows
 * against the coach in Node and `hu analyse` on the same position (the person's view, rebuilt from
 * the page's log): shared by the coach's browser tests of both rulesets.
 */
import { execFileSync } from 'node:child_process';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { positionOfView } from '../../src/bots/analyser';
import { coach, figuresAtTable, tableSeatOf } from '../../src/bots/coach';
import type { CoachAdvice } from '../../src/bots/coach';
import { analyseInputOf } from '../../src/cli/analyseContract';
import type { Action, GameLog, GameOptions, PlayerView, RulesetId } from '../../src/engine';
import { kindOf as kindOfNumber, parseTile, playerView, replay } from '../../src/engine';
import { humanSeat } from '../../src/store';
import { coachEn } from '../../src/ui/coach/text.en';
import { coachIt } from '../../src/ui/coach/text.it';
import { findCutText } from './cutText';
import { pressOffer } from './offers';
import type { Mode } from './play';
import { debugState, waitForPerson } from './play';

/** The person's view of the position the page is showing, rebuilt in Node from the page's log. */
export async function nodeView(page: Page): Promise<PlayerView> {
  const { config, log } = (await debugState(page)) as unknown as {
    config: { seed: string; options: GameOptions; ruleset: RulesetId };
    log: Action[];
  };
  const game = replay({ ...config, actions: log } as GameLog);
  if (!game.ok) throw new Error(game.error.message);
  return playerView(game.value, humanSeat(game.value));
}

/** What the coach says in Node about the position the page is showing. */
export async function nodeAdvice(page: Page): Promise<CoachAdvice> {
  return coach(await nodeView(page));
}

export const logLength = async (page: Page) => (await debugState(page)).log.length;

const kindOf = (text: string) => {
  const kind = parseTile(text);
  if (!kind.ok) throw new Error(`hu analyse named no tile: ${text}`);
  return kind.value;
};

interface CliDiscard {
  readonly tile: string;
  readonly winChance: number;
  readonly expectedPoints: number;
  readonly shanten: number;
  readonly acceptance: number;
  readonly exact?: false;
}

/**
 * The three discards the panel compares against `hu analyse` run on the same position (the
 * person's view, read off the page's log): same tiles, and `hu analyse`'s solo figures turned into
 * the chance at this table (standard opponents) by the coach's fitted model (tableChance.ts).
 */
export async function expectOptionsAsCli(page: Page): Promise<void> {
  const rows = page.getByTestId('coach-options').locator('li');
  await rows.first().waitFor({ timeout: 15_000 });
  const shown = await rows.evaluateAll((items) =>
    items.map((i) => ({
      kind: Number(i.getAttribute('data-tile-kind')),
      winChance: Number(i.getAttribute('data-win-chance')),
      expectedPoints: Number(i.getAttribute('data-expected-points')),
      suggested: i.classList.contains('coach-option--suggested'),
    })),
  );
  expect(shown).toHaveLength(3);
  const { config, log } = (await debugState(page)) as unknown as {
    config: { seed: string; options: GameOptions; ruleset: RulesetId };
    log: Action[];
  };
  const game = replay({ ...config, actions: log } as GameLog);
  if (!game.ok) throw new Error(game.error.message);
  const view = playerView(game.value, humanSeat(game.value));
  const position = positionOfView(view)!;
  const out = execFileSync(
    'node_modules/.bin/tsx',
    ['src/cli/hu.ts', 'analyse', '--ruleset', config.ruleset],
    { input: JSON.stringify(analyseInputOf(position)), encoding: 'utf8' },
  );
  const cli = (JSON.parse(out) as { discards: CliDiscard[] }).discards;
  // The points shown are scaled by what the table makes of the suggestion's chance.
  const suggested = shown.find((row) => row.suggested)!.kind;
  const atTable = figuresAtTable(
    view,
    cli.map((d) => ({
      kind: kindOf(d.tile),
      winChance: d.winChance,
      expectedPoints: d.expectedPoints,
      tableChance: d.winChance,
      tablePoints: d.expectedPoints,
      shanten: d.shanten,
      acceptance: d.acceptance,
      exact: d.exact ?? true,
    })),
    tableSeatOf(view),
    kindOfNumber(suggested),
  );
  for (const row of shown) {
    const entry = atTable.find((d) => d.kind === row.kind)!;
    expect(entry).toBeDefined();
    // To the last few bits: the worker's and the CLI's searches may sum in another order.
    expect(row.winChance).toBeCloseTo(entry.tableChance, 12);
    expect(row.expectedPoints).toBeCloseTo(entry.tablePoints, 10);
  }
}

/** Waits until the move is in the game's log. */
export async function moved(page: Page, before: number) {
  await page.waitForFunction(
    (n) => (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length > n,
    before,
    { timeout: 10_000 },
  );
}

/** The person's turn with the coach's (fresh) suggestion on the hand. */
export async function suggestion(page: Page) {
  const tile = page.locator('.hand .hand-tile--suggested');
  await tile.waitFor({ timeout: 15_000 });
  return tile;
}

/**
 * One step of a person who follows the coach: the suggested discard, the advised claim (a win
 * always). `look` sees each decision before it is taken.
 */
export async function followStep(page: Page, look?: (mode: Mode) => Promise<void>): Promise<Mode> {
  const mode = await waitForPerson(page);
  if (mode === 'result') return mode;
  await look?.(mode);
  const before = await logLength(page);
  const win = page.locator('.offers .offer--win');
  if (await win.count()) {
    await pressOffer(page, win.first(), before);
  } else if (mode === 'claim') {
    await page.getByTestId('coach-claim').waitFor({ timeout: 15_000 });
    const advised = page.locator('.offers .coach-advised');
    const offer = (await advised.count()) ? advised : page.locator('.offers .offer--pass');
    await pressOffer(page, offer.first(), before);
  } else {
    const tile = await suggestion(page);
    await tile.click();
    await tile.click();
  }
  await moved(page, before);
  return mode;
}

/**
 * What a phone's strip promises to show whole at a glance (issue 35): the advice line, the legend
 * of the first hand, the Details button and the three best discards.
 */
export const STRIP = '.coach-line, .coach-legend--strip, .coach-options, .coach-toggle';

/** The strip's text drawn cut, as it is on screen now, without scrolling anything. */
export const stripCutText = (page: Page) => findCutText(page, STRIP, { scroll: 'none' });

export const COACH_WORDS = { en: coachEn, it: coachIt } as const;

/** Waits for the element's animations (a sheet rising) to end, so that its box is where it stays. */
async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined),
  );
}

/**
 * Opens the coach's details on a phone with one tap (a click on a page without touch) on the
 * strip's Details button: the sheet, found by its name (`title`, "The coach in detail" unless the
 * review names it), in the viewport and above the hand.
 */
export async function openDetails(
  page: Page,
  {
    language = 'en',
    how = 'click',
    title,
  }: { language?: 'en' | 'it'; how?: 'tap' | 'click'; title?: string } = {},
): Promise<Locator> {
  const words = COACH_WORDS[language];
  const button = page
    .locator('.coach')
    .getByRole('button', { name: words['coach.details'], exact: true });
  expect(await button.getAttribute('aria-haspopup')).toBe('dialog');
  expect(await button.getAttribute('aria-expanded')).toBe('false');
  await (how === 'tap' ? button.tap() : button.click());
  const sheet = page.getByRole('dialog', { name: title ?? words['coach.details.title'] });
  await sheet.waitFor();
  expect(await page.locator('.coach-sheet').count()).toBe(1);
  expect(await button.getAttribute('aria-expanded')).toBe('true');
  await settled(sheet);
  await expectSheetAboveHand(sheet);
  return sheet;
}

/**
 * The sheet leaves the hand and the suggested tile in view (issue 35, item 1): inside the
 * viewport, its bottom edge at or above the top of every tile of the hand (the suggested one,
 * raised, included), the hand on screen.
 */
export async function expectSheetAboveHand(sheet: Locator): Promise<void> {
  const { box, tiles, suggested, viewport } = await sheet.evaluate((el) => {
    const rect = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    const hand = [...document.querySelectorAll('.hand .hand-tile')];
    const tip = document.querySelector('.hand .hand-tile--suggested');
    return {
      box: rect(el),
      tiles: hand.map(rect),
      suggested: tip === null ? null : rect(tip),
      viewport: {
        width: document.documentElement.clientWidth,
        height: document.documentElement.clientHeight,
      },
    };
  });
  const where = JSON.stringify({ box, suggested, viewport });
  expect(tiles.length, 'the hand is on the table').toBeGreaterThan(0);
  expect(box.top, where).toBeGreaterThanOrEqual(0);
  expect(box.left, where).toBeGreaterThanOrEqual(0);
  expect(box.right, where).toBeLessThanOrEqual(viewport.width);
  const handTop = Math.min(...tiles.map((t) => t.top));
  expect(box.bottom, `the sheet above the hand: ${where}`).toBeLessThanOrEqual(handTop);
  if (suggested !== null) expect(box.bottom, where).toBeLessThanOrEqual(suggested.top);
  for (const t of tiles)
    expect(t.bottom, `the hand on screen: ${where}`).toBeLessThanOrEqual(viewport.height);
}

/**
 * Closes the sheet as a person does — Escape, its close button, the handle at its bottom edge or
 * the back gesture — and checks it is gone with its history entry, the Details button collapsed.
 */
export async function closeDetails(
  page: Page,
  sheet: Locator,
  by: 'escape' | 'button' | 'handle' | 'back',
  language: 'en' | 'it' = 'en',
): Promise<void> {
  const words = COACH_WORDS[language];
  if (by === 'escape') await page.keyboard.press('Escape');
  else if (by === 'button')
    await sheet.getByRole('button', { name: words['coach.details.close'] }).click();
  else if (by === 'handle') await page.locator('.coach-sheet-handle').click();
  else await page.evaluate(() => history.back());
  await page.locator('.coach-sheet').waitFor({ state: 'detached' });
  await expect
    .poll(() =>
      page.evaluate(
        () => (history.state as Record<string, unknown> | null)?.['hu-coach-sheet'] === true,
      ),
    )
    .toBe(false);
  const button = page
    .locator('.coach')
    .getByRole('button', { name: words['coach.details'], exact: true });
  expect(await button.getAttribute('aria-expanded')).toBe('false');
}
