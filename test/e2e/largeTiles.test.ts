/**
 * Large tiles worth the name on a phone (issue 35, item 5): with the setting on, the person's hand
 * and the rivers are drawn at least 1.25 times as big as with it off, on the same screen at the
 * same moment of the same hand (the geometry test checks that nothing then overlaps: the board
 * scrolls). Measured in Chromium at 360×640 and 390×844, after a few discards of seed geo-1.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { QUICK, openTable, playStep } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

interface Sizes {
  readonly hand: number;
  readonly river: number;
  /** The latest discard lies whole inside the board (the scrolling board follows it). */
  readonly latestInSight: boolean;
}

async function sizesAfter(page: Page, steps: number): Promise<Sizes> {
  await page.getByRole('button', { name: 'New match' }).click();
  for (let i = 0; i < steps; i++) await playStep(page, 'click');
  await page.locator('.hand .hand-tile').first().waitFor();
  return page.evaluate(() => {
    const width = (selector: string) =>
      Math.max(
        ...[...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect().width),
      );
    const board = document.querySelector('.board')!.getBoundingClientRect();
    const latest = document.querySelector('.board .tile--marked')?.getBoundingClientRect();
    return {
      hand: width('.hand .hand-tile'),
      // A river tile lies turned in the side rivers: its smaller side is its width.
      river: Math.max(
        ...[...document.querySelectorAll('.ring .tile--river')].map((e) => {
          const r = e.getBoundingClientRect();
          return Math.min(r.width, r.height);
        }),
      ),
      latestInSight:
        latest !== undefined &&
        latest.top >= board.top - 0.5 &&
        latest.bottom <= board.bottom + 0.5 &&
        latest.left >= board.left - 0.5 &&
        latest.right <= board.right + 0.5,
    };
  });
}

describe.each([
  { width: 360, height: 640 },
  { width: 390, height: 844 },
])('large tiles on a $width×$height phone', (viewport) => {
  it('draw the hand and the rivers at least 1.25 times the default size', async () => {
    const sizes: Sizes[] = [];
    for (const largeTiles of [false, true]) {
      const { page, errors } = await openTable(browser, {
        viewport,
        seed: 'geo-1',
        settings: { ...QUICK, largeTiles, tutorialOffer: 'closed' },
      });
      sizes.push(await sizesAfter(page, 6));
      expect(errors).toEqual([]);
      await page.context().close();
    }
    const [normal, large] = sizes as [Sizes, Sizes];
    expect(large.hand / normal.hand, JSON.stringify(sizes)).toBeGreaterThanOrEqual(1.25 - 0.01);
    expect(large.river / normal.river, JSON.stringify(sizes)).toBeGreaterThanOrEqual(1.25 - 0.01);
    expect(large.latestInSight).toBe(true);
  });
});
