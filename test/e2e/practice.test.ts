/**
 * A practice match in Chromium (issue 7, undo): marked as practice, and Undo brings the person's
 * last discard back into the hand; a serious match has no Undo at all.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launch, screenshot } from './browser';
import { QUICK, debugState, openTable, playStep, waitForPerson } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

describe('a practice match', () => {
  it('takes back the person’s discard with Undo', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: 'practice-1',
      settings: { ...QUICK, matchMode: 'practice' },
    });
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByText('Practice', { exact: true }).waitFor();
    const undo = page.getByRole('button', { name: 'Undo' });
    expect(await undo.isDisabled()).toBe(true);
    // Play until the person has discarded once.
    let discarded = false;
    while (!discarded) {
      const mode = await waitForPerson(page);
      discarded = mode === 'turn';
      await playStep(page, 'tap');
    }
    const hand = () =>
      page
        .locator('.hand .hand-tile')
        .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-id')));
    const before = (await debugState(page)).log.length;
    await undo.tap();
    await page.waitForFunction(
      (n) => (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length < n,
      before,
    );
    // The person is to discard again, with the tile back in hand.
    expect(await waitForPerson(page)).toBe('turn');
    expect((await hand()).length % 3).toBe(2);
    await screenshot(page, 'practice-after-undo');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('is not offered in a serious match', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'serious-1',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    expect(await page.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
