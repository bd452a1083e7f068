/**
 * Issue 17 item 1 in the real browser: the title paints from the HTML itself, before any of the
 * app's JavaScript arrives, in the person's language and with their settings; the app then takes
 * that very markup over (hydration) with no layout shift and no error, and a reload during a match
 * does not flash the title before the table.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { SETTINGS_VERSION } from '../../src/store/settings';
import { SETTINGS_KEY } from '../../src/store/store';
import { PHONE, launch } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

interface Opened {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly errors: string[];
}

/** A fresh phone with the given browser language and saved settings; the app's scripts optional. */
async function open(
  locale: string,
  settings: Record<string, unknown> | null,
  scripts: boolean,
): Promise<Opened> {
  const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, locale });
  if (settings !== null)
    await context.addInitScript(
      ([key, value]) => {
        if (localStorage.getItem(key!) === null) localStorage.setItem(key!, value!);
      },
      [SETTINGS_KEY, JSON.stringify({ state: { settings }, version: SETTINGS_VERSION })],
    );
  // Every layout shift from the first paint on, as Lighthouse counts them.
  await context.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { huShifts: number[] }).huShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  if (!scripts) await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(inject('baseUrl'));
  return { context, page, errors };
}

const boxesOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root .title-screen > *, #root .title-actions > *')].map(
      (element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { text: element.textContent, x, y, width, height };
      },
    ),
  );

describe('the title painted from the HTML', () => {
  const cases = [
    ['en-GB', null, 'en', 'New match', 'Zung Jung', true],
    ['it-IT', null, 'it', 'Nuova partita', 'Zung Jung', true],
    [
      'it-IT',
      { ruleset: 'ravenna', tutorialOffer: 'closed', largeTiles: true },
      'it',
      'Nuova partita',
      'Regole di Ravenna',
      false,
    ],
    ['en-GB', { language: 'it' }, 'it', 'Nuova partita', 'Zung Jung', true],
  ] as const;

  for (const [locale, settings, lang, newMatch, ruleset, offered] of cases)
    it(`shows ${lang} with no script of the app (${locale}, ${JSON.stringify(settings)})`, async () => {
      const { context, page } = await open(locale, settings, false);
      await page.getByRole('button', { name: newMatch }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      expect(await page.locator('.title-system').textContent()).toBe(ruleset);
      expect(await page.locator('.tutorial-offer').count()).toBe(offered ? 1 : 0);
      expect(await page.locator('#root .app--large').count()).toBe(
        settings !== null && 'largeTiles' in settings ? 1 : 0,
      );
      // No script of the app ran: nothing but the HTML's own boot script painted this.
      expect(await page.locator('#root').getAttribute('data-hydration')).toBeNull();
      await context.close();
    });

  for (const [locale, settings, , newMatch] of cases)
    it(`is taken over by the app as it is (${locale}, ${JSON.stringify(settings)})`, async () => {
      const before = await open(locale, settings, false);
      await before.page.getByRole('button', { name: newMatch }).waitFor();
      const painted = await boxesOf(before.page);
      await before.context.close();

      const { context, page, errors } = await open(locale, settings, true);
      const root = page.locator('#root[data-hydration]');
      await root.waitFor({ state: 'attached' });
      // Interactive once hydrated: the button the HTML painted opens a match.
      await page.waitForFunction(
        () => document.querySelector('#root')?.getAttribute('data-hydration') === 'hydrated',
      );
      expect(await boxesOf(page)).toEqual(painted);
      const shift = await page.evaluate(() =>
        (window as unknown as { huShifts: number[] }).huShifts.reduce((a, b) => a + b, 0),
      );
      expect(shift).toBeLessThanOrEqual(0.02);
      await page.getByRole('button', { name: newMatch }).click();
      await page.locator('[data-tile]').first().waitFor();
      expect(await page.locator('#root').getAttribute('data-hydration')).toBe('hydrated');
      expect(errors).toEqual([]);
      await context.close();
    });

  it('fits a 360×640 phone whole, in Italian with the first-run offer', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      deviceScaleFactor: 1,
      locale: 'it-IT',
    });
    const page = await context.newPage();
    await page.goto(inject('baseUrl'));
    await page.getByRole('button', { name: 'Impara a giocare' }).waitFor();
    // The longest title there is: before, centring pushed the app's name above the screen.
    const outside = await page.evaluate(() =>
      [...document.querySelectorAll('#root .title-screen *')]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && (box.top < 0 || box.bottom > innerHeight))
        .map(({ element }) => element.textContent),
    );
    expect(outside).toEqual([]);
    await context.close();
  });

  it('starts the match tapped for before the app had arrived', async () => {
    const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1 });
    // The app's scripts are held back until the tap has happened, as on a slow phone network.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    // Not until `load`: the page's load waits for the scripts held back.
    await page.goto(inject('baseUrl'), { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'New match' }).click();
    expect(await page.locator('#root').getAttribute('data-hydration')).toBeNull();
    release();
    await page.locator('[data-tile]').first().waitFor();
    expect(await page.locator('.title-screen').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("starts its scripts once the title has painted, and the table's code when the person reaches for it", async () => {
    const { context, page, errors } = await open('en-GB', null, true);
    await page.waitForFunction(() => document.querySelector('#root[data-hydration]') !== null);
    const timings = () =>
      page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/.*\.js$/.test(r.name))
          .map((r) => ({ name: r.name.replace(/^.*\/assets\//, ''), start: r.startTime })),
      }));
    // The quiet title: the app is on screen, the table's code not yet fetched.
    await page.waitForTimeout(1000);
    const before = await timings();
    expect(before.paint).not.toBeNull();
    const entry = before.scripts.find((s) => s.name.startsWith('index-'));
    expect(entry, JSON.stringify(before.scripts)).toBeDefined();
    // Boot script (src/ui/title/boot.ts): no script of the app before the reported paint.
    expect(entry!.start).toBeGreaterThanOrEqual(before.paint!);
    const table = /^(MovingScreens|game)-/;
    expect(before.scripts.filter((s) => table.test(s.name))).toEqual([]);
    // A touch anywhere says the person is about to act (App.tsx, usePrefetchTable).
    await page.mouse.move(5, 5);
    await page.mouse.down();
    await page.mouse.up();
    await page.waitForFunction(
      (pattern) =>
        performance
          .getEntriesByType('resource')
          .some((r) => new RegExp(pattern).test(r.name.replace(/^.*\/assets\//, ''))),
      table.source,
      { timeout: 10_000 },
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('does not paint the title first when a reload comes back to a match', async () => {
    const { context, page, errors } = await open('en-GB', null, true);
    await page.getByRole('button', { name: 'New match' }).click();
    await page.locator('[data-tile]').first().waitFor();
    // The match is saved as it goes (IndexedDB); the boot script knows one is on.
    await page.waitForFunction(() => localStorage.getItem('hu-match-open') === '1');
    await context.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('#root').getAttribute('data-title')).toBe('match');
    expect(await page.locator('.title-screen').count()).toBe(0);
    await context.unroute('**/assets/*.js');
    await page.reload();
    await page.locator('[data-tile]').first().waitFor();
    expect(await page.locator('#root').getAttribute('data-hydration')).toBe('rendered');
    expect(await page.locator('.title-screen').count()).toBe(0);
    expect(errors.filter((e) => !e.includes('ERR_FAILED'))).toEqual([]);
    await context.close();
  });
});
