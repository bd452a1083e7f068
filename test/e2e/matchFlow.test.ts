/**
 * Issue 15's acceptance, in real Chromium against the built app: start a Zung Jung match, play two
 * hands, leave it from the table's menu (confirming, a hand being under way), start a Ravenna match
 * with a limit of 300 and a starting balance of 2,000 from the new-match screen, play a hand; the
 * History lists both — the first unfinished, the second in progress — and every hand of both
 * replays. The menu and the new-match screen pass axe and have 44×44 targets at 360×640.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, launch, screenshot, SMALL_PHONE } from './browser';
import { QUICK, debugState, openTable, playHand } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

async function nextHand(page: Page) {
  await page.locator('.result-dialog').getByRole('button', { name: 'Next hand' }).click();
  await page.locator('.result-dialog').waitFor({ state: 'detached' });
}

async function checkScreen(page: Page, name: string) {
  expect(await axeViolations(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(SMALL_PHONE);
}

/** Opens each hand of the match shown in the History and steps its replay to the last move. */
async function replayEveryHand(page: Page, count: number) {
  const hands = page.getByRole('list', { name: 'Hands' }).getByRole('button');
  await expect.poll(() => hands.count()).toBe(count);
  for (let n = 0; n < count; n++) {
    await hands.nth(n).click();
    await page.getByRole('heading', { name: new RegExp(`^Hand ${n + 1}\\b`) }).waitFor();
    await page.getByRole('button', { name: 'Last move' }).click();
    const last = Number(await page.locator('.replay').getAttribute('data-steps')) - 1;
    await expect
      .poll(async () => Number(await page.locator('.replay').getAttribute('data-step')))
      .toBe(last);
    expect(last).toBeGreaterThan(0);
    await page.locator('.replay .back-button').click();
    await expect.poll(() => hands.count()).toBe(count);
  }
}

describe('leaving a match and starting another (issue 15)', () => {
  it('keeps the left Zung Jung match unfinished and the Ravenna one in progress, every hand replayable', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: SMALL_PHONE,
      seed: 'match-flow-1',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    await playHand(page, 'click');
    await nextHand(page);
    await playHand(page, 'click');
    await nextHand(page);
    await page.getByRole('group', { name: 'Your hand' }).waitFor();

    // The menu: a hand is being played, so a new match asks first.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    for (const name of [
      'Resume the match',
      'New match',
      'History',
      'Settings',
      'Learn to play',
      'Score a hand',
    ])
      await menu.getByRole('button', { name, exact: true }).waitFor();
    expect(await menu.getByRole('list', { name: 'This match' }).textContent()).toContain(
      'Zung Jung',
    );
    await checkScreen(page, 'match-menu');
    await menu.getByRole('button', { name: 'New match', exact: true }).click();
    await menu.getByText(/^Leave this match\?/).waitFor();
    await checkScreen(page, 'match-menu-leave');
    await menu.getByRole('button', { name: 'Leave it' }).click();

    // The new match's rules and options, changed right there.
    const setup = page.getByRole('dialog', { name: 'New match' });
    await setup.waitFor();
    await setup.getByRole('combobox', { name: 'Rules' }).selectOption('ravenna');
    await setup.getByRole('textbox', { name: 'Limit' }).fill('300');
    await setup.getByRole('textbox', { name: 'Starting balance' }).fill('2000');
    await checkScreen(page, 'match-new');
    await setup.getByRole('textbox', { name: 'Limit' }).fill('0');
    await setup.getByRole('alert').waitFor();
    expect(await setup.getByRole('button', { name: 'Start the match' }).isDisabled()).toBe(true);
    await setup.getByRole('textbox', { name: 'Limit' }).fill('300');
    await setup.getByRole('button', { name: 'Start the match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    const { config } = await debugState(page);
    expect(config).toMatchObject({
      ruleset: 'ravenna',
      options: { ravenna: { limit: 300, startingBalance: 2000 } },
    });
    expect(await page.getByText('2000 pts').count()).toBe(4);
    await playHand(page, 'click');
    await nextHand(page);

    // The History: both matches, every hand replayable.
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'History' })
      .click();
    await page.getByRole('dialog', { name: 'History' }).waitFor();
    const items = page.getByRole('list', { name: 'Matches' }).getByRole('button');
    await expect.poll(() => items.count()).toBe(2);
    const statuses = await items.evaluateAll((els) =>
      els.map((e) => e.getAttribute('data-status')),
    );
    expect(statuses).toEqual(['inProgress', 'unfinished']);
    expect(await items.nth(0).textContent()).toMatch(/In progress · Hands: 1/);
    expect(await items.nth(1).textContent()).toMatch(/Unfinished · Hands: 2/);
    await screenshot(page, 'match-history-phone');

    await items.nth(0).click();
    expect(await page.getByRole('list', { name: 'This match' }).textContent()).toContain(
      'Limit 300',
    );
    await replayEveryHand(page, 1);
    await page.getByRole('button', { name: 'All matches' }).click();
    await items.nth(1).click();
    await page.locator('.match-status[data-status="unfinished"]').waitFor();
    await replayEveryHand(page, 2);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
