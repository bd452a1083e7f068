/**
 * The after-hand review in Chromium against the built app (issue 7, item 2): a hand is played like
 * a person, "Review my moves" on the result panel opens the review, whose rows are the person's
 * decisions in the game's log — reviewed in the bots' worker exactly as the same review code does
 * in Node from the same views — and "Show" opens the replay at the position of the move, with the
 * person's tiles of that moment and the coach's comment, and back. Screenshots at 390×844 and
 * 1280×800 go to test-results/screenshots/review-*.png.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDecision } from '../../src/bots/coach';
import type { Action, GameLog, GameOptions } from '../../src/engine';
import { kindOfId, tileKindOf } from '../../src/engine';
import type { HandDecision } from '../../src/store';
import { handDecisions } from '../../src/analysis/reviewMoves';
import { reviewRow } from '../../src/ui/review/model';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import { QUICK, debugState, openTable, playHand } from './play';
import { pressOffer } from './offers';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

/** The person's decisions in the hand on the page, found in Node from the page's log. */
async function nodeDecisions(page: Page): Promise<HandDecision[]> {
  const { config, log, phase } = (await debugState(page)) as unknown as {
    config: { seed: string; options: GameOptions; ruleset: 'zung-jung' };
    log: Action[];
    phase: { kind: string };
  };
  expect(phase.kind).toBe('handOver');
  const found = handDecisions({ log: { ...config, actions: log } as GameLog, handNumber: 0 });
  if (!found.ok) throw new Error(found.error.message);
  return found.value;
}

/** Opens the review from the result panel and waits until every move is reviewed. */
async function openReview(page: Page) {
  await page.locator('.result-dialog').getByRole('button', { name: 'Review my moves' }).click();
  const review = page.locator('.review');
  await review.waitFor({ timeout: 15_000 });
  await page.locator('.review[data-status="ready"]').waitFor({ timeout: 60_000 });
  return review;
}

const rowData = (page: Page) =>
  page.locator('.review-move').evaluateAll((rows) =>
    rows.map((r) => ({
      index: Number(r.getAttribute('data-index')),
      step: Number(r.getAttribute('data-step')),
      verdict: r.getAttribute('data-verdict'),
      shown: r.getAttribute('data-shown'),
    })),
  );

describe('the after-hand review', () => {
  it('reviews the person’s moves of the hand and shows each in the replay', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'review-e2e',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'New match' }).click();
    // A person who takes a pung when one is offered, and otherwise plays the simple way.
    await playHand(page, 'click', async (offers) => {
      if (!offers.includes('pung')) return false;
      const before = (await debugState(page)).log.length;
      return pressOffer(page, page.locator('.offers .offer--pung').first(), before);
    });
    await page.locator('.result-dialog').waitFor();
    const decisions = await nodeDecisions(page);
    expect(decisions.length).toBeGreaterThan(5);
    await page.locator('.result-dialog .dialog-actions').scrollIntoViewIfNeeded();
    await screenshot(page, 'review-result-phone');

    await openReview(page);
    // One row per decision of the person in the log, in order of play, judged as in Node.
    const rows = await rowData(page);
    expect(rows.map((r) => r.index)).toEqual(decisions.map((d) => d.index));
    expect(rows.map((r) => r.step)).toEqual(decisions.map((d) => d.step));
    expect(rows.map((r) => r.verdict)).toEqual(
      decisions.map((d) => reviewDecision(d.view, d.action)!.verdict),
    );
    // Each row reads as the model shows it: a difference only where a shown figure tells it.
    expect(rows.map((r) => r.shown)).toEqual(
      decisions.map((d, i) => reviewRow(i + 1, d, reviewDecision(d.view, d.action)).verdict),
    );
    const { log } = await debugState(page);
    for (const d of decisions) {
      expect(log[d.index]).toEqual(d.action);
      expect((d.action as { seat: number }).seat).toBe(d.view.seat);
    }
    const summary = await page.getByTestId('review-summary').textContent();
    const matched = rows.filter((r) => r.shown !== 'different').length;
    expect(summary).toContain(
      matched === rows.length
        ? 'every move'
        : `You matched the coach on ${matched} of ${rows.length} moves.`,
    );
    expect(await axeViolations(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await screenshot(page, 'review-phone');
    await page.locator('.review-move').nth(2).scrollIntoViewIfNeeded();
    await screenshot(page, 'review-rows-phone');

    // "Show" on a move that differs from the coach's (else the first): the replay at that moment.
    const i = Math.max(
      0,
      rows.findIndex((r) => r.shown === 'different'),
    );
    const d = decisions[i]!;
    await page.getByRole('button', { name: `Show move ${i + 1} in the replay` }).click();
    const replay = page.locator('.replay');
    await replay.waitFor();
    expect(Number(await replay.getAttribute('data-step'))).toBe(d.step);
    const shown = (
      await page
        .getByTestId(`replay-hand-${d.view.seat}`)
        .locator('[data-tile]')
        .evaluateAll((tiles) => tiles.map((t) => t.getAttribute('data-tile')!))
    ).map((notation) => tileKindOf(notation)!);
    const held = d.view.seats[d.view.seat].concealed!.map((id) => kindOfId(id));
    expect(shown.sort((a, b) => a - b)).toEqual(held.sort((a, b) => a - b));
    const comment = page.locator('.replay-coach');
    await expect(comment.textContent()).resolves.toMatch(/coach|You/);
    await screenshot(page, 'review-replay-phone');
    // The next step shows the move itself.
    await page.getByRole('button', { name: 'Next move' }).click();
    expect(Number(await replay.getAttribute('data-step'))).toBe(d.step + 1);
    await page.getByRole('button', { name: 'Back to the review' }).click();
    await page.locator('.review').waitFor();
    await expect(
      page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
    ).resolves.toBe(`Show move ${i + 1} in the replay`);

    // Closed, the review leaves the result panel as it was.
    await page.getByRole('button', { name: 'Hand result' }).click();
    await page.locator('.result-dialog').getByRole('button', { name: 'Next hand' }).waitFor();

    // The same on a laptop's screen.
    await page.setViewportSize(DESKTOP);
    await openReview(page);
    await screenshot(page, 'review-desktop');
    await page.getByRole('button', { name: `Show move ${i + 1} in the replay` }).click();
    await page.locator('.replay').waitFor();
    await screenshot(page, 'review-replay-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks Italian', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'review-e2e-it',
      settings: QUICK,
      locale: 'it-IT',
    });
    await page.getByRole('button', { name: 'Nuova partita' }).click();
    await playHand(page, 'click');
    const decisions = await nodeDecisions(page);
    await page
      .locator('.result-dialog')
      .getByRole('button', { name: 'Rivedi le mie mosse' })
      .click();
    await page.locator('.review[data-status="ready"]').waitFor({ timeout: 60_000 });
    expect(await page.locator('.review-move').count()).toBe(decisions.length);
    await expect(page.getByTestId('review-summary').textContent()).resolves.toMatch(
      /Mosse giocate come il coach|come il coach/,
    );
    await screenshot(page, 'review-it-phone');
    await page.getByRole('button', { name: 'Mostra la mossa 1 nel replay' }).click();
    await page.getByRole('button', { name: 'Torna alla revisione' }).waitFor();
    await screenshot(page, 'review-replay-it-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
