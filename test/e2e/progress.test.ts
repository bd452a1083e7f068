/**
 * "Your progress" (issue 37, item 2) in real Chromium against the built app: matches the bots
 * played in Node are kept in the page's real IndexedDB as the History keeps them, the page is
 * opened from the History, the coach in the real worker looks at every match, and the figures the
 * page writes equal the statistics computed here from the same matches (the coach's findings from
 * the same review run in Node). At 360×640 and 1280×800, in English and in Italian, no text is
 * cut off; what the coach found is still there after a reload, without looking again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameLog } from '../../src/engine';
import { DEFAULT_SETTINGS, HUMAN, strongOpponentsOf } from '../../src/store';
import type { MatchFindings, RulesetProgress } from '../../src/persistence';
import {
  PROGRESS_METRICS,
  pooledMetric,
  progressByRuleset,
  summarizeMatch,
} from '../../src/persistence';
import { playedMatch } from '../helpers/matches';
import { reviewedMatch } from '../helpers/reviews';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, launch, screenshot, SMALL_PHONE } from './browser';
import { findCutText } from './cutText';
import { QUICK, openTable } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

const DAY = 24 * 3600 * 1000;
const START = Date.UTC(2026, 10, 1, 20);

/** Matches left unfinished after a few hands (the History keeps them too), oldest first. */
const MATCHES: { id: string; log: GameLog; finishedAt: number }[] = [
  { id: 'p1', log: playedMatch('e2e-progress-1', { maxHands: 3 }), finishedAt: START },
  {
    id: 'p2',
    log: playedMatch('e2e-progress-2', { maxHands: 3, level: 'random' }),
    finishedAt: START + DAY,
  },
  {
    id: 'p3',
    log: playedMatch('e2e-progress-3', { maxHands: 2, ruleset: 'ravenna' }),
    finishedAt: START + 2 * DAY,
  },
  { id: 'p4', log: playedMatch('e2e-progress-4', { maxHands: 2 }), finishedAt: START + 3 * DAY },
];

/** What the page should show, worked out here: the same review over the same matches. */
function expectedProgress(): RulesetProgress[] {
  const aim = DEFAULT_SETTINGS.coachAim;
  const strongOpponents = strongOpponentsOf(DEFAULT_SETTINGS);
  const findings = new Map<string, MatchFindings>();
  const matches = MATCHES.map(({ id, log, finishedAt }) => {
    const summary = summarizeMatch(log);
    if (!summary.ok) throw new Error(summary.error.message);
    findings.set(id, reviewedMatch(id, log, aim, strongOpponents).findings);
    return { id, finishedAt, actions: log.actions.length, summary: summary.value };
  });
  return progressByRuleset(matches, findings, HUMAN);
}

/** Keeps the matches in the app's database, once the app has opened (and laid out) it. */
async function keepMatches(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await indexedDB.databases()).some((db) => db.name === 'hu' && (db.version ?? 0) >= 2),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  const records = MATCHES.map(({ id, log, finishedAt }) => ({ schema: 1, id, finishedAt, log }));
  await page.evaluate(
    (all) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('hu');
        request.onerror = () => reject(new Error(String(request.error)));
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction('matches', 'readwrite');
          for (const record of all) tx.objectStore('matches').put(record);
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(new Error(String(tx.error)));
        };
      }),
    records,
  );
}

/** The recent figure each chart shows, by metric, for the ruleset on screen. */
const shownFigures = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('.progress-chart')].map((chart) => [
        chart.getAttribute('data-metric'),
        chart.querySelector('.progress-chart-recent')!.getAttribute('data-value'),
      ]),
    ),
  );

async function expectFigures(page: Page, group: RulesetProgress) {
  await expect
    .poll(() => page.locator('.progress-ruleset').getAttribute('data-ruleset'))
    .toBe(group.ruleset);
  const shown = await shownFigures(page);
  for (const metric of PROGRESS_METRICS) {
    const expected = pooledMetric(group.points.slice(-5), metric);
    expect(Number(shown[metric]), metric).toBeCloseTo(expected!, 9);
  }
}

describe('the progress page', () => {
  const expected = expectedProgress();

  it('shows the coach’s findings over the kept matches, per ruleset, and no text cut off (phone, English)', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: SMALL_PHONE,
      touch: true,
      seed: 'progress-e2e',
      settings: QUICK,
    });
    await keepMatches(page);
    // From the History, where the matches are.
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('button', { name: 'Your progress' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your progress' });
    await dialog.waitFor();
    // The coach looks at the four matches in the worker, saying how far it has got.
    await expect
      .poll(() => page.locator('.progress-status').textContent(), { timeout: 10_000 })
      .toMatch(/The coach is looking at your matches: \d of 4 done/);
    await screenshot(page, 'progress-reviewing-360-en');
    await page.locator('[data-testid="progress-mistake"]').waitFor({ timeout: 120_000 });
    await expect
      .poll(() => page.locator('.progress-status').textContent(), { timeout: 120_000 })
      .toBe('');
    // The newest match is a Zung Jung one: its rules first.
    expect(expected.map((g) => g.ruleset)).toEqual(['zung-jung', 'ravenna']);
    await expectFigures(page, expected[0]!);
    const top = expected[0]!.mistakes[0]!;
    expect(await page.getByTestId('progress-mistake').textContent()).toContain(
      `(${top.count} of ${expected[0]!.bigMistakes})`,
    );
    expect(await findCutText(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'progress-360-en');
    await page.getByRole('button', { name: 'Ravenna rules' }).click();
    await expectFigures(page, expected[1]!);
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'progress-ravenna-360-en');
    expect(await axeViolations(page)).toEqual([]);

    // After a reload, what the coach found is read back: nothing to look at again.
    await page.reload();
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('button', { name: 'Your progress' }).click();
    await page.locator('[data-testid="progress-mistake"]').waitFor();
    await expectFigures(page, expected[0]!);
    expect(await page.locator('.progress-status').textContent()).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);

  it('reads whole in Italian on a small phone and on a desktop, and in English on a desktop', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: SMALL_PHONE,
      touch: true,
      seed: 'progress-e2e-it',
      locale: 'it-IT',
      settings: { ...QUICK, language: 'it' },
    });
    await keepMatches(page);
    await page.getByRole('button', { name: 'Storico', exact: true }).click();
    await page.getByRole('button', { name: 'I tuoi progressi' }).click();
    await page.getByRole('dialog', { name: 'I tuoi progressi' }).waitFor();
    await page.locator('[data-testid="progress-mistake"]').waitFor({ timeout: 120_000 });
    await expect
      .poll(() => page.locator('.progress-status').textContent(), { timeout: 120_000 })
      .toBe('');
    await expectFigures(page, expected[0]!);
    expect(await page.getByTestId('progress-mistake').textContent()).toMatch(
      /^Il tuo errore grave più frequente: /,
    );
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'progress-360-it');
    await page.setViewportSize(DESKTOP);
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'progress-1280-it');
    // English on the desktop: the language setting, then the page again.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Impostazioni' }).click();
    await page.locator('select[name="language"]').selectOption('en');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'History', exact: true }).click();
    await page.getByRole('button', { name: 'Your progress' }).click();
    await page.locator('[data-testid="progress-mistake"]').waitFor();
    await expectFigures(page, expected[0]!);
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'progress-1280-en');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 240_000);
});
