/**
 * Playing the built app like a person: open the table with chosen settings and seed, read what
 * the action bar offers, and act by taps, clicks or keys.
 */
import type { Browser, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { HandResult, Phase } from '../../src/engine';
import { logLongerThan, pressOffer } from './offers';

export interface TableOptions {
  readonly viewport: { width: number; height: number };
  readonly seed: string;
  readonly settings?: Record<string, unknown>;
  /** A touch phone (taps) rather than a mouse. */
  readonly touch?: boolean;
  readonly locale?: string;
}

/** Settings that keep a test quick: bots and animations without pauses, no claim countdown. */
export const QUICK = { botSpeed: 'instant', animationSpeed: 'off', claimCountdown: false };

export async function openTable(browser: Browser, options: TableOptions) {
  const context = await browser.newContext({
    viewport: options.viewport,
    deviceScaleFactor: 1,
    hasTouch: options.touch ?? false,
    isMobile: options.touch ?? false,
    locale: options.locale ?? 'en-GB',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const url = new URL(`/?seed=${encodeURIComponent(options.seed)}&debug`, inject('baseUrl')).href;
  await page.addInitScript((settings) => {
    if (settings !== null && localStorage.getItem('hu-settings') === null)
      localStorage.setItem('hu-settings', JSON.stringify({ state: { settings }, version: 1 }));
  }, options.settings ?? null);
  await page.goto(url);
  return { page, errors };
}

export type Mode = 'claim' | 'turn' | 'wait' | 'result';

/** Waits until the table needs the person (or the hand is over) and says what it needs. */
export async function waitForPerson(page: Page, timeout = 30_000): Promise<Mode> {
  await page.waitForFunction(
    () =>
      document.querySelector('.result-dialog') !== null ||
      document.querySelector('.action-bar[data-mode="claim"], .action-bar[data-mode="turn"]') !==
        null,
    null,
    { timeout },
  );
  return page.evaluate(() =>
    document.querySelector('.result-dialog') !== null
      ? 'result'
      : ((document.querySelector('.action-bar')?.getAttribute('data-mode') ?? 'wait') as Mode),
  );
}

export async function offerNames(page: Page): Promise<string[]> {
  return page
    .locator('.offers button')
    .evaluateAll((buttons) => buttons.map((b) => b.className.replace(/.*offer--(\w+).*/, '$1')));
}

export interface DebugState {
  readonly config: { seed: string; options: { halveFlowers: boolean } } | null;
  readonly log: readonly unknown[];
  readonly phase: Phase | null;
}

export async function debugState(page: Page): Promise<DebugState> {
  return page.evaluate(() => (window as unknown as { huDebug: () => DebugState }).huDebug());
}

export async function handResult(page: Page): Promise<HandResult | null> {
  const { phase } = await debugState(page);
  return phase !== null && (phase.kind === 'handOver' || phase.kind === 'matchOver')
    ? phase.result
    : null;
}

export type Tap = (selector: string) => Promise<void>;

/**
 * One step of a simple player: win whenever the rules allow, pass every other claim, and throw
 * away the tile just drawn (or the last tile after a claim). Returns what the step did.
 */
export async function playStep(
  page: Page,
  how: 'tap' | 'click' | 'keys',
  onClaim?: (offers: string[]) => Promise<boolean>,
): Promise<Mode> {
  const mode = await waitForPerson(page);
  if (mode === 'result') return mode;
  const offers = await offerNames(page);
  const before = (await debugState(page)).log.length;
  const press = async (name: string, key: string) => {
    if (how === 'keys') await page.keyboard.press(key);
    else await pressOffer(page, page.locator(`.offers .offer--${name}`).first(), before, how);
  };
  if (offers.includes('win')) {
    await press('win', 'h');
  } else if (mode === 'claim') {
    if (onClaim === undefined || !(await onClaim(offers))) await press('pass', 'x');
  } else if (offers.includes('pass')) {
    // Ravenna's last live tile (ravenna.md §8.3): no discard; passing leaves the hand void.
    await press('pass', 'x');
  } else {
    const tile = page.locator('.hand .hand-tile').last();
    if (how === 'keys') {
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
    } else if (how === 'tap') {
      await tile.tap();
      await tile.tap();
    } else {
      await tile.click();
      await tile.click();
    }
  }
  // The move is done once the game's log holds it. The page may be reloading meanwhile (an update
  // applied at the end of the hand): until the new page defines `huDebug` the answer is "not yet",
  // rather than an error thrown in the page.
  await page.waitForFunction(logLongerThan, before, { timeout: 10_000 });
  return mode;
}

/** Plays until the hand's result is on screen; returns the number of steps the person took. */
export async function playHand(
  page: Page,
  how: 'tap' | 'click' | 'keys',
  onClaim?: (offers: string[]) => Promise<boolean>,
): Promise<number> {
  let steps = 0;
  for (;;) {
    const mode = await playStep(page, how, onClaim);
    if (mode === 'result') return steps;
    steps++;
    if (steps > 200) throw new Error('the hand did not end after 200 moves');
  }
}
