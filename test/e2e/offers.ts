/**
 * Pressing an offer of the action bar. No vitest here: the UI bench uses it too.
 */
import type { Locator, Page } from 'playwright-core';

/** Whether the game's log holds more than `n` moves; runs in the page (opened with `?debug`). */
export function logLongerThan(n: number): boolean {
  const debug = (window as unknown as { huDebug?: () => { log: unknown[] } }).huDebug;
  return typeof debug === 'function' && debug().log.length > n;
}

/**
 * Clicks or taps an offer of a claim window, unless the window closes first. The engine closes it
 * as soon as the person's answer can no longer change the outcome (§5.4.1: a bot's win outranks
 * the person's pung, the nearer seat's win outranks the person's), and the bots answer from their
 * worker whenever they are ready, so a button on screen may vanish before it is pressed.
 * Returns whether it was pressed; `before` is the log's length when the window was read.
 */
export async function pressOffer(
  page: Page,
  offer: Locator,
  before: number,
  how: 'click' | 'tap' = 'click',
  timeout = 30_000,
): Promise<boolean> {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      await (how === 'tap' ? offer.tap({ timeout: 1_000 }) : offer.click({ timeout: 1_000 }));
      return true;
    } catch (error) {
      if (await page.evaluate(logLongerThan, before)) return false;
      if (Date.now() > deadline) throw error;
    }
  }
}
