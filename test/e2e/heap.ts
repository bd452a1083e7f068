/**
 * A whole match played in the built app at instant speed, measuring the page's JS heap after a
 * forced garbage collection (Chrome DevTools Protocol) once the first hand is over and at the end,
 * for `npm run bench:ui` and the no-memory-growth test. The person wins whenever the rules allow,
 * passes every other claim and throws away the tile just drawn. No vitest here: the bench runs it.
 */
import type { Page } from 'playwright-core';

export const MATCH_HANDS = 16;

/** Settings of a quick match: bots and animations without pauses, no claim countdown. */
export const INSTANT = { botSpeed: 'instant', animationSpeed: 'off', claimCountdown: false };

export interface HeapFigures {
  /** Bytes of JS heap in use after a garbage collection, once the first hand's result shows. */
  readonly afterFirstHand: number;
  /** The same at the end of the match. */
  readonly atEnd: number;
  readonly hands: number;
}

/** Used JS heap after a full garbage collection. */
async function heapAfterGc(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    // Twice: objects freed by the first collection's finalisers go in the second.
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize;
  } finally {
    await cdp.detach();
  }
}

/** One move of the person, or `result` when a hand's result is on screen. */
export async function personStep(page: Page, timeout = 120_000): Promise<'result' | 'moved'> {
  await page.waitForFunction(
    () =>
      document.querySelector('.result-dialog') !== null ||
      document.querySelector('.action-bar[data-mode="claim"], .action-bar[data-mode="turn"]'),
    null,
    { timeout },
  );
  if (await page.locator('.result-dialog').count()) return 'result';
  const logLength = () =>
    (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length;
  const before = await page.evaluate(logLength);
  const mode = await page.locator('.action-bar').getAttribute('data-mode');
  if (await page.locator('.offers .offer--win').count()) {
    await page.locator('.offers .offer--win').first().click();
  } else if (mode === 'claim') {
    await page.locator('.offers .offer--pass').click();
  } else {
    const tile = page.locator('.hand .hand-tile').last();
    await tile.click();
    await tile.click();
  }
  // The move is done once the game's log (the page is opened with `?debug`) holds it.
  await page.waitForFunction(
    (n) => (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length > n,
    before,
    { timeout: 10_000 },
  );
  return 'moved';
}

/** Plays `hands` hands from the table of a new match; calls `afterHand` on each result. */
export async function playHands(
  page: Page,
  hands: number,
  afterHand: (played: number) => Promise<void> = async () => {},
): Promise<void> {
  for (let played = 0; played < hands;) {
    if ((await personStep(page)) !== 'result') continue;
    played++;
    await afterHand(played);
    if (played < hands) {
      await page.getByRole('button', { name: 'Next hand' }).click();
      await page.locator('.result-dialog').waitFor({ state: 'detached' });
    }
  }
}

/** Plays a whole match from the table of a new match, measuring the heap as it goes. */
export async function playMatchMeasuringHeap(page: Page): Promise<HeapFigures> {
  let afterFirstHand = 0;
  let atEnd = 0;
  await playHands(page, MATCH_HANDS, async (played) => {
    if (played === 1) afterFirstHand = await heapAfterGc(page);
    if (played === MATCH_HANDS) atEnd = await heapAfterGc(page);
  });
  return { afterFirstHand, atEnd, hands: MATCH_HANDS };
}
