/** A headless Chromium page per test, collecting console errors and page errors. */
import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };
/** The smallest phone the app is made for. */
export const SMALL_PHONE = { width: 360, height: 640 };

export interface OpenedPage {
  readonly page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  readonly errors: string[];
}

export async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromiumPath'), args: CHROMIUM_ARGS });
}

export async function openApp(
  browser: Browser,
  viewport: { width: number; height: number },
  path = '/',
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(new URL(path, inject('baseUrl')).href);
  return { page, errors };
}

/** Saves a screenshot under test-results/screenshots for people to look at. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync('test-results/screenshots', { recursive: true });
  const path = `test-results/screenshots/${name}.png`;
  await page.screenshot({ path });
  return path;
}

/**
 * A browser with a profile on disk, as a person's phone has: what one launch stores (IndexedDB,
 * the service worker) is there at the next launch with the same `userDataDir`. Chromium also
 * judges installability only outside incognito contexts.
 */
export async function launchProfile(
  userDataDir: string,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: inject('chromiumPath'),
    args: CHROMIUM_ARGS,
    viewport,
    deviceScaleFactor: 1,
    locale: 'en-GB',
    serviceWorkers: 'allow',
  });
}
