/**
 * No memory growth over a match (issue 17): the page's JS heap after a whole 16-hand match, after
 * a garbage collection, stays within 1.3× of the heap once the first hand is over.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launch } from './browser';
import { INSTANT, MATCH_HANDS, playMatchMeasuringHeap } from './heap';
import { openTable } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

describe('a whole match', () => {
  it('ends with no more than 1.3× the JS heap held after its first hand', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'memory-match',
      settings: INSTANT,
    });
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    const heap = await playMatchMeasuringHeap(page);
    expect(heap.hands).toBeGreaterThanOrEqual(MATCH_HANDS);
    console.log(`heap after the first hand ${heap.afterFirstHand} B, at the end ${heap.atEnd} B`);
    expect(heap.afterFirstHand).toBeGreaterThan(0);
    expect(heap.atEnd / heap.afterFirstHand).toBeLessThanOrEqual(1.3);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 900_000);
});
