import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launch, openApp, screenshot } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

describe('the built app in Chromium', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows its name on a ${device} screen without errors`, async () => {
      const { page, errors } = await openApp(browser, viewport);
      const heading = page.getByRole('heading', { level: 1 });
      await heading.waitFor();
      expect(await heading.textContent()).toBe('Hu!');
      // The title must fit the screen: nothing scrolls sideways on a phone.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await screenshot(page, `app-shell-${device}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
