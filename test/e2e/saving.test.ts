/**
 * Loss-free play (issue 6) in real Chromium with a profile on disk, as on a phone: the browser is
 * closed at random moments — mid-bot-turn included — and opened again, twenty times over; each
 * time the app must open the match exactly where the saved log leads, and no action that was on
 * disk may be missing. A damaged save is set aside, reported in plain words, and the app starts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import type { Action, GameLog } from '../../src/engine';
import { replay, seedRng, stateHash } from '../../src/engine';
import { nextInt } from '../../src/engine/rng';
import { PHONE, launchProfile, screenshot } from './browser';
import { playStep } from './play';

interface Debug {
  readonly log: readonly Action[];
  readonly savedActions: number;
  readonly hash: string | null;
  readonly resumed: string;
  readonly matchId: string | null;
  readonly waitingFor: 'person' | 'bot' | null;
  readonly phase: { kind: string } | null;
}

const SETTINGS = { botSpeed: 'fast', animationSpeed: 'off', claimCountdown: false };

async function open(
  profile: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await launchProfile(profile, PHONE);
  await context.addInitScript((settings) => {
    if (localStorage.getItem('hu-settings') === null)
      localStorage.setItem('hu-settings', JSON.stringify({ state: { settings }, version: 1 }));
  }, SETTINGS);
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  return { context, page, errors };
}

/**
 * The raw record on disk, read by a page of the same origin that runs none of the app's code
 * (robots.txt), so the app cannot have touched it yet.
 */
async function savedOnDisk(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const page = await context.newPage();
  await page.goto(new URL('/robots.txt', inject('baseUrl')).href);
  const record = await page.evaluate(
    () =>
      new Promise<Record<string, unknown> | null>((resolve, reject) => {
        const request = indexedDB.open('hu');
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains('saves')) {
            db.close();
            resolve(null);
            return;
          }
          const get = db.transaction('saves').objectStore('saves').get('current');
          get.onsuccess = () => {
            db.close();
            resolve((get.result as Record<string, unknown> | undefined) ?? null);
          };
          get.onerror = () => reject(new Error(String(get.error)));
        };
      }),
  );
  await page.close();
  return record;
}

const debug = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as {
      huDebug: () => Omit<Debug, 'hash'>;
      huStateHash: () => Debug['hash'];
    };
    return { ...w.huDebug(), hash: w.huStateHash() };
  });

async function openApp(page: Page) {
  await page.goto(new URL('/?seed=kill-test&debug', inject('baseUrl')).href);
  await page.waitForFunction(() => 'huDebug' in window);
}

describe('closing the app at any moment', () => {
  // Twenty launches of a browser with a profile on disk: 200–235 s on an idle 2-core machine, so
  // its limit leaves room for a busy one.
  it('reopens 20 times where the saved log leads, losing no action that was saved', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'hu-kill-'));
    let rng = seedRng('kill-rounds');
    const random = (below: number) => {
      const drawn = nextInt(rng, below);
      rng = drawn.state;
      return drawn.value;
    };
    let before: Debug | null = null;
    let midBotTurn = 0;
    let personMoves = 0;
    try {
      for (let round = 0; round < 20; round++) {
        const { context, page, errors } = await open(profile);
        if (before !== null) {
          // What is on disk holds every action that was saved before the browser went away…
          const record = await savedOnDisk(context);
          expect(record, `round ${round}: a save exists`).not.toBeNull();
          const log = record!['log'] as GameLog;
          expect(log.actions.length).toBeGreaterThanOrEqual(before.savedActions);
          expect(log.actions.slice(0, before.savedActions)).toEqual(
            before.log.slice(0, before.savedActions),
          );
          // …and the game it describes is the one its snapshot recorded.
          const replayed = replay(log);
          expect(replayed.ok).toBe(true);
          const snapshot = record!['snapshot'] as { hash: string };
          if (replayed.ok) expect(stateHash(replayed.value)).toBe(snapshot.hash);
          // The app opens exactly there, and goes on from it.
          await openApp(page);
          const resumed = await debug(page);
          expect(resumed.resumed).toBe('resumed');
          expect(resumed.matchId).toBe(before.matchId);
          expect(resumed.log.slice(0, log.actions.length)).toEqual(log.actions);
          if (resumed.log.length === log.actions.length && replayed.ok)
            expect(resumed.hash).toBe(stateHash(replayed.value));
        } else {
          await openApp(page);
          await page.getByRole('button', { name: 'New match' }).click();
        }
        await page.getByRole('group', { name: 'Your hand' }).waitFor();

        // Play a little as the person (next hand when one is over), then close at a random moment.
        const moves = random(3);
        for (let i = 0; i < moves; i++) {
          const mode = await playStep(page, 'click');
          if (mode === 'result') {
            await page.getByRole('button', { name: 'Next hand' }).click();
            await page.locator('.result-dialog').waitFor({ state: 'detached' });
          } else personMoves++;
        }
        await page.waitForTimeout(random(700));
        before = await debug(page);
        if (before.waitingFor === 'bot') midBotTurn++;
        expect(errors, `round ${round}`).toEqual([]);
        if (round === 19) await screenshot(page, 'saving-last-round');
        await context.close();
      }
      // The random moments did land in the middle of the bots' turns, and the person did play.
      expect(midBotTurn).toBeGreaterThanOrEqual(5);
      expect(personMoves).toBeGreaterThanOrEqual(10);
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }, 480_000);

  it('sets a damaged save aside, says so in plain words, and starts', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'hu-corrupt-'));
    try {
      const first = await open(profile);
      await openApp(first.page);
      await first.page.getByRole('button', { name: 'New match' }).click();
      await first.page.getByRole('group', { name: 'Your hand' }).waitFor();
      await first.page.waitForFunction(
        () => (window as unknown as { huDebug: () => Debug }).huDebug().savedActions >= 0,
      );
      // Damage the save on disk: a log whose actions are garbage.
      await first.page.evaluate(
        () =>
          new Promise<void>((resolve, reject) => {
            const request = indexedDB.open('hu');
            request.onsuccess = () => {
              const tx = request.result.transaction('saves', 'readwrite');
              const store = tx.objectStore('saves');
              const get = store.get('current');
              get.onsuccess = () => {
                const record = get.result as { log: { actions: unknown[] } };
                record.log.actions = [{ type: 'discard', seat: 9, tile: 'x' }, null, 42];
                store.put(record, 'current');
              };
              tx.oncomplete = () => resolve();
              tx.onerror = () => reject(new Error(String(tx.error)));
            };
          }),
      );
      await first.context.close();

      const second = await open(profile);
      await openApp(second.page);
      const notice = second.page.getByRole('dialog', { name: 'About your saved match' });
      await notice.waitFor();
      expect(await notice.textContent()).toContain('damaged');
      await screenshot(second.page, 'saving-damaged-notice');
      await notice.getByRole('button', { name: 'OK' }).click();
      // The app still starts a new match…
      await second.page.getByRole('button', { name: 'New match' }).click();
      await second.page.getByRole('group', { name: 'Your hand' }).waitFor();
      // …and the damaged record is kept aside for inspection, with the reason.
      const kept = await second.page.evaluate(
        () =>
          new Promise<{ code: string; raw: unknown }[]>((resolve) => {
            const request = indexedDB.open('hu');
            request.onsuccess = () => {
              const all = request.result
                .transaction('quarantine')
                .objectStore('quarantine')
                .getAll();
              all.onsuccess = () => resolve(all.result as { code: string; raw: unknown }[]);
            };
          }),
      );
      expect(kept).toHaveLength(1);
      expect(kept[0]!.code).toBe('save/malformed');
      expect(second.errors).toEqual([]);
      await second.context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
