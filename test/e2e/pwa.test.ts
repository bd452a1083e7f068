/**
 * The installable, offline app (issue 6): every built file precached, a valid manifest Chromium
 * would install, a full hand played after a cold reload with no network, and a hand that breaks
 * no content-security rule and sends nothing off the origin.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PHONE, launch, launchProfile, screenshot } from './browser';
import { QUICK, openTable, playHand } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/** The URLs the generated service worker precaches. */
function precacheList(outDir: string): string[] {
  const sw = readFileSync(join(outDir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
}

async function startMatch(page: Page) {
  await page.getByRole('button', { name: /^(New match|Nuova partita)$/ }).click();
  await page.getByRole('group', { name: /^(Your hand|La tua mano)$/ }).waitFor();
}

/** A query no precached file has, so the service worker passes the request on to the network. */
const PROBE = 'hu-network-probe';

/** Whether a request from the page reaches the server (not answered by the service worker). */
function reachesNetwork(page: Page): Promise<boolean> {
  return page.evaluate(
    (probe) =>
      fetch(`/robots.txt?${probe}=${Date.now()}`, { cache: 'no-store' }).then(
        (response) => response.ok,
        () => false,
      ),
    PROBE,
  );
}

/** A console error the browser prints for the probe's failed request, not the app's. */
const probeError = (m: ConsoleMessage) => m.location().url.includes(PROBE);

/** Waits until the service worker controls the page and has filled its precache. */
async function waitForServiceWorker(page: Page): Promise<string[]> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        cached.push(new URL(request.url).pathname.slice(1));
    return cached;
  });
}

describe('the installable app', () => {
  it('precaches every file the build emits (but the service worker itself)', () => {
    const outDir = inject('outDir');
    const emitted = filesUnder(outDir).filter((f) => f !== 'sw.js' && !/^workbox-\w+\.js$/.test(f));
    const precached = precacheList(outDir);
    // Sanity: the entry, the bots' worker and the icons are among them.
    expect(emitted).toEqual(expect.arrayContaining(['index.html', 'manifest.webmanifest']));
    expect(emitted.some((f) => /^assets\/bot\.worker-.*\.js$/.test(f))).toBe(true);
    expect([...precached].sort()).toEqual([...emitted].sort());
  });

  it('has a manifest Chromium accepts for installation, with the icons and colours', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'hu-install-'));
    const context = await launchProfile(profile, PHONE);
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(inject('baseUrl'));
    await waitForServiceWorker(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = await page.evaluate(async () => {
      const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '';
      return (await (await fetch(href)).json()) as Record<string, unknown>;
    });
    expect(manifest).toMatchObject({
      short_name: 'Hu!',
      display: 'standalone',
      orientation: 'portrait',
      start_url: '/',
    });
    const icons = manifest['icons'] as { sizes: string; purpose?: string }[];
    expect(icons.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
      '192x192',
      '512x512',
      '512x512 maskable',
    ]);
    // iOS reads its own tags: a home-screen icon and a status bar over the felt.
    const ios = await page.evaluate(() => ({
      icon: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      statusBar: document
        .querySelector('meta[name="apple-mobile-web-app-status-bar-style"]')
        ?.getAttribute('content'),
      viewport: document.querySelector('meta[name="viewport"]')?.getAttribute('content'),
    }));
    expect(ios.icon).toBe('/icons/apple-touch-icon-180.png');
    expect(ios.statusBar).toBe('black-translucent');
    expect(ios.viewport).toContain('viewport-fit=cover');
    expect(errors).toEqual([]);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('shows an install button when the browser offers installation, and hands it the choice', async () => {
    const { page, errors } = await openTable(browser, { viewport: PHONE, seed: 'install-offer' });
    await page.getByRole('button', { name: 'New match' }).waitFor();
    expect(await page.getByRole('button', { name: 'Install the app' }).count()).toBe(0);
    // Headless Chromium never offers installation itself: play the browser's part.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {
          (window as unknown as { prompted: boolean }).prompted = true;
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Install the app' }).click();
    expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(
      true,
    );
    // One offer, one prompt: the button goes away.
    await page.getByRole('button', { name: 'Install the app' }).waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('asks to keep the screen awake during a hand, and lets go when it is over', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'wake-1',
      settings: QUICK,
    });
    // Count the app's requests (and releases) on top of the browser's own Wake Lock API.
    await page.addInitScript(() => {
      const calls = { requested: 0, released: 0 };
      Object.assign(window, { wakeCalls: calls });
      const request = navigator.wakeLock.request.bind(navigator.wakeLock);
      navigator.wakeLock.request = async (type) => {
        calls.requested++;
        const sentinel = await request(type);
        sentinel.addEventListener('release', () => calls.released++);
        return sentinel;
      };
    });
    await page.reload();
    const calls = () =>
      page.evaluate(
        () =>
          (window as unknown as { wakeCalls: { requested: number; released: number } }).wakeCalls,
      );
    expect((await calls()).requested).toBe(0);
    await startMatch(page);
    await page.waitForFunction(
      () => (window as unknown as { wakeCalls: { requested: number } }).wakeCalls.requested > 0,
    );
    await playHand(page, 'click');
    await page.waitForFunction(
      () => (window as unknown as { wakeCalls: { released: number } }).wakeCalls.released > 0,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('starts with no network after one visit and plays a full hand', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: 'offline-1',
      settings: QUICK,
    });
    const cached = await waitForServiceWorker(page);
    expect(cached).toEqual(expect.arrayContaining(precacheList(inject('outDir'))));
    // What proves "no network": a request the service worker does not answer (no precached file
    // has this query) reaches the server while online and fails once offline. navigator.onLine
    // cannot prove it: Chromium 150 reports true on a page the service worker served offline.
    expect(await reachesNetwork(page)).toBe(true);
    await page.context().setOffline(true);
    // A cold start: a new page of the offline browser, nothing in memory.
    await page.close();
    const offline = await (await browser.contexts().at(-1)!).newPage();
    offline.on('pageerror', (e) => errors.push(e.message));
    offline.on('console', (m) => {
      if (m.type() === 'error' && !probeError(m)) errors.push(m.text());
    });
    await offline.goto(new URL('/?seed=offline-1&debug', inject('baseUrl')).href);
    expect(await reachesNetwork(offline)).toBe(false);
    // The page itself came from the service worker, with nothing in memory.
    expect(await offline.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await startMatch(offline);
    const steps = await playHand(offline, 'tap');
    expect(steps).toBeGreaterThan(0);
    await offline.locator('.result-dialog').waitFor();
    await screenshot(offline, 'offline-hand-over');
    expect(errors).toEqual([]);
    await offline.context().close();
  });

  it('plays a hand with no content-security violation and no request off the origin', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'csp-1',
      settings: QUICK,
    });
    const origin = new URL(inject('baseUrl')).origin;
    const elsewhere: string[] = [];
    page.context().on('request', (request) => {
      if (new URL(request.url()).origin !== origin) elsewhere.push(request.url());
    });
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { cspViolations: seen });
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
    });
    await page.reload();
    const policy = await page.evaluate(
      () =>
        document
          .querySelector('meta[http-equiv="Content-Security-Policy"]')
          ?.getAttribute('content') ?? '',
    );
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    await startMatch(page);
    await playHand(page, 'click');
    await page.locator('.result-dialog').waitFor();
    // The results dialog, the score sheet and the settings draw with the same policy.
    await page.keyboard.press('Escape');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
    expect(elsewhere).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
