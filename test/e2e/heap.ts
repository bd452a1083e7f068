/**
 * A whole match played in the built app at instant speed, measuring the page's JS heap after a
 * forced garbage collection (Chrome DevTools Protocol) once the first hand is over and at the end,
 * for `npm run bench:ui` and the no-memory-growth test. The person wins whenever the rules allow,
 * passes every other claim and throws away the tile just drawn. No vitest here: the bench runs it.
 */
import type { Page } from 'playwright-core';
import { logLongerThan, pressOffer } from './offers';

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

/** Moves in the game's log (the page is opened with `?debug`); runs in the page. */
function logLength(): number {
  return (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length;
}

/** One move of the person, or `result` when a hand's result is on screen. */
export async function personStep(page: Page, timeout = 120_000): Promise<'result' | 'moved'> {
  // The game's phase (the page is opened with `?debug`) says when a hand is over; the dialog of
  // the hand before may linger on screen a moment after the next has begun.
  await page.waitForFunction(
    () => {
      const kind = (
        window as unknown as { huDebug: () => { phase: { kind: string } | null } }
      ).huDebug().phase?.kind;
      return (
        ((kind === 'handOver' || kind === 'matchOver') &&
          document.querySelector('.result-dialog') !== null) ||
        document.querySelector('.action-bar[data-mode="claim"], .action-bar[data-mode="turn"]') !==
          null
      );
    },
    null,
    { timeout },
  );
  const over = await page.evaluate(() => {
    const kind = (
      window as unknown as { huDebug: () => { phase: { kind: string } | null } }
    ).huDebug().phase?.kind;
    return kind === 'handOver' || kind === 'matchOver';
  });
  if (over) return 'result';
  const before = await page.evaluate(logLength);
  const mode = await page.locator('.action-bar').getAttribute('data-mode');
  if (await page.locator('.offers .offer--win').count()) {
    await pressOffer(page, page.locator('.offers .offer--win').first(), before);
  } else if (mode === 'claim') {
    await pressOffer(page, page.locator('.offers .offer--pass'), before);
  } else {
    const tile = page.locator('.hand .hand-tile').last();
    await tile.click();
    await tile.click();
  }
  // The move is done once the game's log (the page is opened with `?debug`) holds it.
  await page.waitForFunction(logLongerThan, before, { timeout: 10_000 });
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

/** Whether the game on the page is over (the page is opened with `?debug`). */
async function matchOver(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      (window as unknown as { huDebug: () => { phase: { kind: string } | null } }).huDebug().phase
        ?.kind === 'matchOver',
  );
}

/** Plays a whole match from the table of a new match, measuring the heap as it goes. */
export async function playMatchMeasuringHeap(page: Page): Promise<HeapFigures> {
  let afterFirstHand = 0;
  for (let hands = 1; ; hands++) {
    while ((await personStep(page)) !== 'result');
    if (hands === 1) afterFirstHand = await heapAfterGc(page);
    if (await matchOver(page)) return { afterFirstHand, atEnd: await heapAfterGc(page), hands };
    if (hands > MATCH_HANDS) throw new Error(`the match did not end after ${MATCH_HANDS} hands`);
    // The next hand has begun once the game's log holds the move (its result may show at once).
    const before = await page.evaluate(logLength);
    await page.getByRole('button', { name: 'Next hand' }).click();
    await page.waitForFunction(logLongerThan, before, { timeout: 30_000 });
  }
}
