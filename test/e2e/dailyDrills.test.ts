/**
 * Today's five built-in drills (issue 37) in real Chromium against the built app, with its real
 * worker and real IndexedDB: on a 360×640 phone in Italian, the five of the day are asked one by one
 * — a discard's tile or a claim window's offer — each position the one the set's seeded hand gives
 * (rebuilt here in Node), each graded by the coach in the worker as the coach chooses there: the
 * first answered with its tempting move (wrong: it joins the deck, to come back tomorrow), the
 * others with the coach's own move (right: learnt at once). Done five of five, still after a
 * reload; the next day, in English on a desktop, five new positions and the missed one alone
 * waiting in the deck. No text cut off, axe clean.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followCoach } from '../../src/bots/coach/follow';
import type { Action, RulesetId } from '../../src/engine';
import { Rng, kindOfId, seedRng } from '../../src/engine';
import type { BuiltinDrill } from '../../src/persistence';
import { BUILTIN_AIM, builtinCardId, builtinPosition } from '../../src/persistence';
import { RULESET_DRAWINGS } from '../../src/ui/rulesets';
import { todaysFive } from '../../src/ui/drills/Daily';
import { DESKTOP, launch, screenshot, SMALL_PHONE } from './browser';
import { findCutText } from './cutText';
import { QUICK, openTable } from './play';
import { axeViolations } from './a11y';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

const DAY = 24 * 3600 * 1000;
/** Noon: the same day in Node and in the page. */
const NOON = Date.UTC(2026, 10, 29, 12);
const RULESET: RulesetId = 'zung-jung';

/** Clicks the answer `action` on the drill on screen: a tile of the hand, or an offer. */
async function answer(page: Page, action: Action) {
  const target =
    action.type === 'discard'
      ? page.locator(`.drill-tile[data-tile-kind="${kindOfId(action.tile)}"]:not(:disabled)`)
      : action.type === 'claimChow'
        ? page.locator(
            `.drill-offers button[data-action="claimChow"][data-lowest="${action.lowest}"]`,
          )
        : page.locator(`.drill-offers button[data-action="${action.type}"]`);
  await target.first().click();
  await page.locator('.drill-answer').waitFor({ timeout: 30_000 });
}

const doneText = (page: Page) => page.getByTestId('daily-done').textContent();

describe('today’s five', () => {
  it('asks five built-in positions a day, graded as the coach chooses; a miss joins the deck', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: SMALL_PHONE,
      seed: 'daily-drills',
      locale: 'it-IT',
      settings: { ...QUICK, language: 'it', ruleset: RULESET, tutorialOffer: 'closed' },
    });
    await page.clock.setFixedTime(NOON);
    await page.reload();
    const set = await RULESET_DRAWINGS[RULESET].drillSet();
    const five = todaysFive(set, new Map(), NOON);
    expect(five).toHaveLength(5);
    expect(new Set(five.map((d) => d.idea))).toContain('claim');
    await page
      .locator('.title-screen')
      .getByRole('button', { name: 'Esercizi', exact: true })
      .click();
    await page.getByRole('dialog', { name: 'Cosa scarteresti?' }).waitFor();
    await expect.poll(() => doneText(page)).toBe('0 di 5 fatte oggi');
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'daily-home-360-it');
    await page.getByRole('button', { name: 'Inizia le posizioni di oggi' }).click();

    const moves = new Map<
      string,
      { drill: BuiltinDrill; coach: Action; tempting: Action; hand: string }
    >();
    for (const drill of five) {
      const position = builtinPosition(set, RULESET, drill);
      if (!position.ok) throw new Error(position.error.message);
      const { view, tempting } = position.value;
      moves.set(builtinCardId(drill.id), {
        drill,
        tempting,
        hand: view.seats[view.seat]
          .concealed!.map(kindOfId)
          .sort((a, b) => a - b)
          .join(' '),
        coach: followCoach(view, new Rng(seedRng(drill.id)), BUILTIN_AIM),
      });
    }
    let missed: string | null = null;
    let claimSeen = false;
    for (let n = 0; n < 5; n++) {
      const card = (await page.locator('.drill').getAttribute('data-card'))!;
      const asked = moves.get(card);
      expect(asked, `question ${n + 1} is one of today’s five`).toBeDefined();
      expect(await page.locator('.drill .drill-note').first().textContent()).toContain(
        `Posizioni di oggi: ${n + 1} di 5`,
      );
      // The position: the hand the seeded hand gives at that move, each tile once.
      const shown = await page
        .locator('.drill-hand')
        .evaluate(
          (el) =>
            el.getAttribute('data-kinds') ??
            [...el.querySelectorAll('.drill-tile')]
              .map((b) => b.getAttribute('data-tile-kind'))
              .join(' '),
        );
      expect(shown).toBe(asked!.hand);
      const claim = asked!.drill.idea === 'claim';
      if (claim) {
        claimSeen = true;
        await screenshot(page, 'daily-claim-question-360-it');
      }
      const wrong = n === 0;
      await answer(page, wrong ? asked!.tempting : asked!.coach);
      expect(await page.locator('.drill-answer').getAttribute('data-right')).toBe(String(!wrong));
      expect(await page.locator('.drill-idea').textContent()).toMatch(/^L’idea: /);
      expect(await findCutText(page)).toEqual([]);
      if (wrong) {
        missed = card;
        expect(await page.locator('.drill-answer').textContent()).toContain('Torna domani.');
        await screenshot(page, 'daily-answer-wrong-360-it');
      }
      if (claim) await screenshot(page, 'daily-claim-answer-360-it');
      if (n < 4) await page.getByRole('button', { name: 'Prossima domanda' }).click();
    }
    expect(claimSeen).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Torna agli esercizi' }).click();
    await expect.poll(() => doneText(page)).toBe('5 di 5 fatte oggi');
    expect(await page.getByText('Per oggi hai finito: domani posizioni nuove.').count()).toBe(1);
    // Kept on the device: the same after a reload.
    await page.reload();
    await page
      .locator('.title-screen')
      .getByRole('button', { name: 'Esercizi', exact: true })
      .click();
    await expect.poll(() => doneText(page)).toBe('5 di 5 fatte oggi');

    // The next day, in English on a desktop: five new positions, and the missed one in the deck.
    await page.clock.setFixedTime(NOON + DAY);
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => {
      const kept = JSON.parse(localStorage.getItem('hu-settings')!) as {
        state: { settings: Record<string, unknown> };
      };
      kept.state.settings['language'] = 'en';
      localStorage.setItem('hu-settings', JSON.stringify(kept));
    });
    await page.reload();
    await page
      .locator('.title-screen')
      .getByRole('button', { name: 'Drills', exact: true })
      .click();
    await expect.poll(() => doneText(page)).toBe('0 of 5 done today');
    const tomorrow = todaysFive(set, new Map(), NOON + DAY).map((d) => d.id);
    expect(tomorrow).not.toEqual(five.map((d) => d.id));
    await expect
      .poll(() => page.locator('[data-count="due"]').textContent())
      .toBe('1 question waiting');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    expect(await page.locator('.drill').getAttribute('data-card')).toBe(missed);
    expect(await page.locator('.drill .drill-note').first().textContent()).toBe(
      'A position from Hu!’s own games (Zung Jung).',
    );
    await answer(page, moves.get(missed!)!.coach);
    expect(await page.locator('.drill-answer').getAttribute('data-right')).toBe('true');
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'daily-answer-1280-en');
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);
});
