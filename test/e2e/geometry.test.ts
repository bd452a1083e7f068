/**
 * The table's geometry through whole hands (issue 14): seeded matches in Chromium on three phones,
 * a tablet and a desktop, with the default settings (the coach on), large tiles, the coach off, in
 * Italian and in English, by a person who claims everything offered and by one who claims nothing
 * (seed `geo-1` runs to the last tile of the wall with nobody winning). After every action of the
 * person it checks, in one pass in the page (./geometry.ts): no two face-up tiles overlap, every
 * tile lies inside the viewport and on top at its centre, none covers the information strip or
 * the coach's text, nothing scrolls sideways, face-up tiles are at least 18 CSS px wide, and the
 * person's hand stays put (at most 2 px) between turns. Screenshots of long hands at wall ≈ 60, 30
 * and 0 go to test-results/screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, screenshot } from './browser';
import type { Measured } from './geometry';
import { measureTable } from './geometry';
import { debugState, openTable, offerNames, waitForPerson } from './play';
import { pressOffer } from './offers';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

type Policy = 'claim everything' | 'claim nothing';

interface Case {
  readonly viewport: { width: number; height: number };
  readonly locale: 'en-GB' | 'it-IT';
  readonly settings: Record<string, unknown>;
  readonly policy: Policy;
  readonly seed: string;
  /** Screenshots at wall ≈ 60, 30 and 0 under this name. */
  readonly shots?: string;
  /** The hand must reach the last tile of the wall. */
  readonly toLastTile?: boolean;
}

/** Fast bots, no animation in flight while measuring; everything else as the person sets it. */
const FAST = { botSpeed: 'instant', animationSpeed: 'off', tutorialOffer: 'closed' };
const LARGE = { largeTiles: true };
const NO_COACH = { hints: 'off' };

// Each viewport with a rotation of the settings, not their full product (the CI run's time).
const CASES: readonly Case[] = [
  {
    viewport: { width: 360, height: 640 },
    locale: 'it-IT',
    settings: LARGE,
    policy: 'claim nothing',
    seed: 'geo-1',
    shots: 'geometry-360x640-large-it',
    toLastTile: true,
  },
  {
    viewport: { width: 360, height: 640 },
    locale: 'en-GB',
    settings: {},
    policy: 'claim everything',
    seed: 'geo-2',
  },
  {
    viewport: { width: 390, height: 844 },
    locale: 'en-GB',
    settings: LARGE,
    policy: 'claim nothing',
    seed: 'geo-1',
    shots: 'geometry-390x844-large-en',
    toLastTile: true,
  },
  {
    viewport: { width: 390, height: 844 },
    locale: 'it-IT',
    settings: {},
    policy: 'claim everything',
    seed: 'geo-3',
  },
  // Ravenna: always flowers and seasons (the person's beside the name), the options' line in the
  // strip, the coach's Details button.
  {
    viewport: { width: 360, height: 640 },
    locale: 'it-IT',
    settings: { ...LARGE, ruleset: 'ravenna' },
    policy: 'claim everything',
    seed: 'geo-rav-1',
    shots: 'geometry-360x640-ravenna-large-it',
  },
  {
    viewport: { width: 412, height: 915 },
    locale: 'en-GB',
    settings: { colourBlind: true },
    policy: 'claim nothing',
    seed: 'geo-1',
    shots: 'geometry-412x915-colour-blind-en',
    toLastTile: true,
  },
  {
    viewport: { width: 412, height: 915 },
    locale: 'it-IT',
    settings: { ...LARGE, ...NO_COACH },
    policy: 'claim everything',
    seed: 'geo-2',
  },
  {
    viewport: { width: 768, height: 1024 },
    locale: 'it-IT',
    settings: NO_COACH,
    policy: 'claim nothing',
    seed: 'geo-1',
    toLastTile: true,
  },
  {
    viewport: { width: 1280, height: 800 },
    locale: 'en-GB',
    settings: LARGE,
    policy: 'claim everything',
    seed: 'geo-3',
  },
];

const PHONE_WIDTH = 600;
const CLAIMS = ['kong', 'pung', 'chow'];

/** The person's move: a win always; claims and kongs as the policy says; else the drawn tile. */
async function act(page: Page, policy: Policy): Promise<void> {
  const mode = await waitForPerson(page);
  const offers = await offerNames(page);
  const claim = CLAIMS.find((o) => offers.includes(o));
  let choice: string | null = null;
  if (offers.includes('win')) choice = 'win';
  else if (policy === 'claim everything' && claim !== undefined) choice = claim;
  else if (mode === 'claim' || offers.includes('pass')) choice = 'pass';
  const before = (await debugState(page)).log.length;
  if (choice !== null) {
    await pressOffer(page, page.locator(`.offers .offer--${choice}`).first(), before);
  } else {
    const tile = page.locator('.hand .hand-tile').last();
    await tile.click();
    await tile.click();
  }
  await page.waitForFunction(
    (n) => (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length > n,
    before,
    { timeout: 10_000 },
  );
}

/** Plays one hand, measuring the table each time the person is to act; returns what was seen. */
async function playMeasured(page: Page, c: Case) {
  const problems: string[] = [];
  let lowestWall = Infinity;
  let measured = 0;
  let previous: Measured['hand'] = null;
  const shotsTaken = new Set<number>();
  const rules = { minFaceUpWidth: c.viewport.width < PHONE_WIDTH ? 18 : 0 };
  for (let step = 0; ; step++) {
    if (step > 200) throw new Error('the hand did not end after 200 moves');
    if ((await waitForPerson(page)) === 'result') break;
    // What the person sees: the frame after the table has drawn the move.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const m = await measureTable(page, rules);
    measured++;
    const at = `step ${step}, wall ${m.wall}`;
    problems.push(...m.violations.map((v) => `${at}: ${v}`));
    if (previous !== null && m.hand !== null) {
      const moved = Math.max(...m.hand.map((v, i) => Math.abs(v - previous![i]!)));
      if (moved > 2) problems.push(`${at}: the hand moved ${moved.toFixed(1)} px`);
    }
    previous = m.hand;
    if (m.wall !== null) {
      lowestWall = Math.min(lowestWall, m.wall);
      if (c.shots !== undefined)
        for (const wall of [60, 30, 0])
          // Wall 0: the last look at the table before the result (overwritten until then).
          if (m.wall <= Math.max(wall, 4) && (wall === 0 || !shotsTaken.has(wall))) {
            shotsTaken.add(wall);
            await screenshot(page, `${c.shots}-wall-${wall}`);
          }
    }
    await act(page, c.policy);
  }
  return { problems, lowestWall, measured };
}

describe('the table keeps its shape through whole hands', () => {
  for (const c of CASES) {
    const { width, height } = c.viewport;
    const what = [
      `${width}×${height}`,
      c.locale.slice(0, 2),
      Object.keys(c.settings).length === 0 ? 'defaults' : JSON.stringify(c.settings),
      c.policy,
    ].join(', ');
    it(what, async () => {
      const { page, errors } = await openTable(browser, {
        viewport: c.viewport,
        seed: c.seed,
        locale: c.locale,
        settings: { ...FAST, ...c.settings },
      });
      await page.getByRole('button', { name: /^(New match|Nuova partita)$/ }).click();
      const { problems, lowestWall, measured } = await playMeasured(page, c);
      expect(problems.slice(0, 20)).toEqual([]);
      expect(measured).toBeGreaterThan(5);
      if (c.toLastTile) {
        expect(lowestWall).toBeLessThanOrEqual(4);
        const { phase } = await debugState(page);
        expect(phase?.kind === 'handOver' && phase.result.kind).toBe('draw');
      }
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }

  it('shows the pattern list in columns in the desktop side panel (1280×800)', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: { width: 1280, height: 800 },
      seed: 'geo-1',
      settings: FAST,
    });
    await page.getByRole('button', { name: 'New match' }).click();
    for (let i = 0; i < 6; i++) await act(page, 'claim nothing');
    await waitForPerson(page);
    // The side panel shows the details inline (no button, no sheet): the list under its heading.
    const list = page.locator('.coach').getByRole('list', { name: 'Patterns in reach' });
    const rows = list.locator('.coach-pattern');
    await rows.first().waitFor();
    expect(await page.locator('.coach-toggle, .coach-sheet').count()).toBe(0);
    await list.scrollIntoViewIfNeeded();
    // Name and points in their own columns: the points start after the longest name ends.
    const columns = await rows.evaluateAll((items) =>
      items.map((li) => {
        const name = li.querySelector('.coach-pattern-name')!.getBoundingClientRect();
        const points = li.querySelector('.coach-pattern-points')!.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(li).lineHeight);
        return {
          nameRight: name.right,
          pointsLeft: points.left,
          nameLines: name.height / lineHeight,
        };
      }),
    );
    const pointsLeft = new Set(columns.map((c) => Math.round(c.pointsLeft)));
    expect(pointsLeft.size).toBe(1);
    for (const c of columns) {
      expect(c.nameRight).toBeLessThanOrEqual(c.pointsLeft);
      // A name reads as words, not a column of letters ("A l l S e q…").
      expect(c.nameLines).toBeLessThan(2.5);
    }
    const m = await measureTable(page, { minFaceUpWidth: 0 });
    expect(m.violations).toEqual([]);
    await screenshot(page, 'geometry-1280x800-patterns');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
