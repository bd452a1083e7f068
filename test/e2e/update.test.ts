/**
 * Updates (issue 6, design.md habit 12): build A is served and played; build B is deployed at the
 * same address; the app offers the update, and once accepted applies it only when the hand is
 * over and the match is saved — after the reload the same match is on the table, in version B,
 * with no console error on the way.
 */
import { rmSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Action } from '../../src/engine';
import { PHONE, launch, screenshot } from './browser';
import { buildApp } from './build';
import { QUICK, playStep } from './play';
import type { StaticServer } from './static-server';
import { startStaticServer } from './static-server';

const VERSION_B = '9.9.9-update-test';
const outDirB = `${inject('outDir')}-b`;
let browser: Browser;
let server: StaticServer;

interface Debug {
  readonly log: readonly Action[];
  readonly matchId: string | null;
  readonly version: string;
  readonly phase: { kind: string } | null;
}

beforeAll(async () => {
  await buildApp(outDirB, { HU_VERSION: VERSION_B });
  server = await startStaticServer(inject('outDir'));
  browser = await launch();
}, 120_000);

afterAll(async () => {
  await browser.close();
  await server.close();
  rmSync(outDirB, { recursive: true, force: true });
});

const debug = (page: Page) =>
  page.evaluate(() => (window as unknown as { huDebug: () => Debug }).huDebug());

/** A navigation (the update's reload) may pull the page away from under an evaluation. */
const navigatedAway = (error: unknown) =>
  /context was destroyed|navigat|Target closed|detached|huDebug is not a function/i.test(
    String(error),
  );

describe('an update', () => {
  it('waits for the end of the hand, then opens the same match in the new version', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-GB' });
    await context.addInitScript((settings) => {
      if (localStorage.getItem('hu-settings') === null)
        localStorage.setItem('hu-settings', JSON.stringify({ state: { settings }, version: 1 }));
    }, QUICK);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(`${server.url}?seed=update-1&debug`);
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const versionA = (await debug(page)).version;
    expect(versionA).not.toBe(VERSION_B);
    await playStep(page, 'click');

    // Version B is deployed; the app looks for it (as it does hourly and when brought back).
    server.serve(outDirB);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    const banner = page.locator('.update-banner');
    await banner.getByText('A new version of Hu! is ready.').waitFor({ timeout: 30_000 });
    await screenshot(page, 'update-ready');
    // In the middle of a hand the offer is to update afterwards.
    await banner.getByRole('button', { name: 'Update after this hand' }).click();
    await banner.getByText('Hu! will update when this hand ends.', { exact: false }).waitFor();
    expect((await debug(page)).version).toBe(versionA);

    // Play the hand out; the reload into B comes as soon as it ends.
    let lastSeen: Debug = await debug(page);
    for (let guard = 0; guard < 400; guard++) {
      try {
        const state = await debug(page);
        if (state.version === VERSION_B) break;
        lastSeen = state;
        if (state.phase?.kind === 'handOver' || state.phase?.kind === 'matchOver')
          await page.waitForTimeout(100);
        else await playStep(page, 'click');
      } catch (error) {
        if (!navigatedAway(error)) throw error;
        await page.waitForLoadState('load');
      }
    }
    await page.waitForFunction(() => 'huDebug' in window);
    const after = await debug(page);
    expect(after.version).toBe(VERSION_B);
    // The same match, exactly where the hand ended: what was played before goes on unchanged.
    expect(after.matchId).toBe(lastSeen.matchId);
    expect(after.log.slice(0, lastSeen.log.length)).toEqual(lastSeen.log);
    expect(after.phase?.kind).toBe('handOver');
    await page.locator('.result-dialog').waitFor();
    await expect(page.locator('.update-banner').count()).resolves.toBe(0);
    await screenshot(page, 'update-applied');
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
