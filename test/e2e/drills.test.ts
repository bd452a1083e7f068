/**
 * Drills from your own mistakes (issue 37, item 1) in real Chromium against the built app, with its
 * real worker and real IndexedDB: the person plays a short seeded Ravenna match (the deal passes
 * once) and, at the first turn where the coach's review calls a discard a big mistake (worked out
 * here, in Node, from the same position), makes that discard. Once the match is over, the
 * position is a question in Drills; answering it wrong keeps it (it comes back the next day),
 * answering it right twice in a row retires it, across a reload. Screenshots of the question and
 * the answer at 360×640 in Italian and at 1280×800 in English, with no text cut off.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewDecision } from '../../src/bots/coach';
import type { Action, GameLog, PlayerView, TileKind } from '../../src/engine';
import { currentPlayers, formatTile, kindOfId, playerView, replay, kindOf } from '../../src/engine';
import { DEFAULT_SETTINGS, HUMAN, strongOpponentsOf } from '../../src/store';
import { gradeReview } from '../../src/analysis/grading';
import { DESKTOP, launch, screenshot, SMALL_PHONE } from './browser';
import { findCutText } from './cutText';
import { logLongerThan } from './offers';
import type { DebugState } from './play';
import { QUICK, debugState, openTable, playStep, waitForPerson } from './play';
import { axeViolations, smallTargets } from './a11y';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

const DAY = 24 * 3600 * 1000;

interface Mistake {
  /** The action's index in the log: the drill's card is `matchId#index`. */
  readonly index: number;
  readonly view: PlayerView;
  readonly mine: TileKind;
  readonly coach: TileKind;
}

/** The person's view now, rebuilt here from the page's log. */
function viewNow(state: DebugState & { config: unknown }): PlayerView {
  const config = state.config as unknown as Omit<GameLog, 'actions'>;
  const replayed = replay({ ...config, actions: state.log as Action[] });
  if (!replayed.ok) throw new Error(replayed.error.message);
  const game = replayed.value;
  return playerView(game, currentPlayers(game).indexOf(HUMAN) as 0 | 1 | 2 | 3);
}

/** A discard the coach's review calls a big mistake here, with the coach's own discard. */
function bigMistakeIn(view: PlayerView, index: number): Mistake | null {
  const aim = DEFAULT_SETTINGS.coachAim;
  const strong = strongOpponentsOf(DEFAULT_SETTINGS);
  const seen = new Set<TileKind>();
  for (const action of view.legalActions) {
    if (action.type !== 'discard' || seen.has(kindOfId(action.tile))) continue;
    seen.add(kindOfId(action.tile));
    const review = reviewDecision(view, action, aim, strong);
    if (review === null || review.coach.type !== 'discard' || !gradeReview(review).big) continue;
    return { index, view, mine: kindOfId(action.tile), coach: review.coach.kind };
  }
  return null;
}

/** Plays the match to its end, making the first big mistake the coach would point out. */
async function playWithMistake(page: Page): Promise<{ mistake: Mistake; matchId: string }> {
  let mistake: Mistake | null = null;
  for (let steps = 0; steps < 600; steps++) {
    const mode = await waitForPerson(page);
    if (mode === 'result') {
      const next = page.locator('.result-dialog').getByRole('button', { name: 'Next hand' });
      if ((await next.count()) === 0) break;
      await next.click();
      // The next hand starts, or the deal has passed and the match is over (its standings).
      await expect.poll(async () => (await debugState(page)).phase?.kind).not.toBe('handOver');
      if ((await debugState(page)).phase?.kind === 'matchOver') break;
      await page.locator('.result-dialog').waitFor({ state: 'detached' });
      continue;
    }
    const offers = await page.locator('.offers button').count();
    if (mistake === null && mode === 'turn' && offers === 0) {
      const state = await debugState(page);
      const found = bigMistakeIn(viewNow(state), state.log.length);
      if (found !== null) {
        const tile = page
          .locator(`.hand .hand-tile[data-tile="${formatTile(found.mine)}"]`)
          .first();
        await tile.click();
        await tile.click();
        await page.waitForFunction(logLongerThan, state.log.length, { timeout: 10_000 });
        mistake = found;
        continue;
      }
    }
    await playStep(page, 'click');
  }
  const { matchId } = (await debugState(page)) as DebugState & { matchId: string };
  if (mistake === null) throw new Error('the person never had a big mistake to make');
  return { mistake, matchId };
}

const counts = async (page: Page) =>
  Object.fromEntries(
    await page
      .locator('[data-testid="drills-counts"] li')
      .evaluateAll((items) => items.map((li) => [li.getAttribute('data-count'), li.textContent])),
  );

/** Opens Drills from where the page is: the title, or the finished match's result (its menu). */
async function openDrills(page: Page, name: string, title: string) {
  // A reload on a busy machine (the whole suite running beside it) can take a while to paint.
  await page.locator('.title-screen, .result-dialog').first().waitFor({ timeout: 90_000 });
  if ((await page.locator('.title-screen').count()) > 0) {
    await page.locator('.title-screen').getByRole('button', { name, exact: true }).click();
  } else {
    await page.locator('.result-dialog .icon-button').first().click();
    await page.locator('.menu-actions').getByRole('button', { name, exact: true }).click();
  }
  await page.getByRole('dialog', { name: title }).waitFor();
}

/** The language setting, as the Settings keep it on the device, then the page again. */
async function speak(page: Page, language: 'en' | 'it') {
  await page.evaluate((lang) => {
    const kept = JSON.parse(localStorage.getItem('hu-settings')!) as {
      state: { settings: Record<string, unknown> };
    };
    kept.state.settings['language'] = lang;
    localStorage.setItem('hu-settings', JSON.stringify(kept));
  }, language);
  await page.reload();
}

/** Answers the questions before ours (the oldest due first) until ours is on screen. */
async function reach(page: Page, card: string, next: string) {
  for (let i = 0; i < 50; i++) {
    if ((await page.locator('.drill').getAttribute('data-card')) === card) return;
    const any = page.locator('.drill-tile:not(:disabled)').first();
    await answer(page, kindOf(Number(await any.getAttribute('data-tile-kind'))));
    await page.getByRole('button', { name: next }).click();
  }
  throw new Error(`question ${card} never came`);
}

async function answer(page: Page, kind: TileKind) {
  await page.locator(`.drill-tile[data-tile-kind="${kind}"]:not(:disabled)`).first().click();
  await page.locator('.drill-answer').waitFor({ timeout: 30_000 });
}

describe('drills from your own mistakes', () => {
  it('asks again the big mistake you made: a miss keeps it, two right answers retire it', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: SMALL_PHONE,
      seed: 'drills-e2e-1',
      settings: {
        ...QUICK,
        ruleset: 'ravenna',
        ravenna: { ...DEFAULT_SETTINGS.ravenna, dealPasses: 1 },
        tutorialOffer: 'closed',
      },
    });
    await page.getByRole('button', { name: 'New match' }).click();
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    const { mistake, matchId } = await playWithMistake(page);
    const card = `${matchId}#${mistake.index}`;
    // Drills, from the match's menu: the coach looks at the match, the mistake is a question.
    await page
      .locator('.result-dialog')
      .getByRole('button', { name: 'Play a new match' })
      .waitFor();
    await openDrills(page, 'Drills', 'What would you discard?');
    await expect
      .poll(() => counts(page), { timeout: 120_000 })
      .toMatchObject({ due: expect.stringMatching(/^[1-9]\d* questions? waiting$/) });
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await reach(page, card, 'Next question');
    expect(await page.locator('.drill').getAttribute('data-card')).toBe(card);
    // The position is the one the person saw: the same hand.
    const handKinds = await page
      .locator('.drill-tile')
      .evaluateAll((tiles) => tiles.map((b) => Number(b.getAttribute('data-tile-kind'))));
    const me = mistake.view.seats[mistake.view.seat];
    // Each tile once: the concealed tiles include the one just drawn.
    const expected = me.concealed!.map(kindOfId);
    expect(handKinds).toEqual(expected.sort((a, b) => a - b));
    await screenshot(page, 'drill-question-360-en');

    // Wrong: the same discard again. It is kept, to come back tomorrow.
    await answer(page, mistake.mine);
    expect(await page.locator('.drill-answer').getAttribute('data-right')).toBe('false');
    expect(await page.locator('.drill-answer').textContent()).toContain('It comes back tomorrow.');
    expect(await findCutText(page)).toEqual([]);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to the drills' }).click();
    await expect.poll(() => counts(page)).toMatchObject({ later: expect.stringMatching(/^[1-9]/) });

    // The next day, in Italian on the small phone: the question is back; answered right.
    await page.clock.setFixedTime(Date.now() + DAY + 3600_000);
    await speak(page, 'it');
    await openDrills(page, 'Esercizi', 'Cosa scarteresti?');
    await page.getByRole('button', { name: 'Inizia', exact: true }).click();
    await reach(page, card, 'Prossima domanda');
    expect(await page.locator('.drill').getAttribute('data-card')).toBe(card);
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'drill-question-360-it');
    await answer(page, mistake.coach);
    expect(await page.locator('.drill-answer').getAttribute('data-right')).toBe('true');
    expect(await page.locator('.drill-answer').textContent()).toContain('Torna domani.');
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'drill-answer-360-it');
    expect(await axeViolations(page)).toEqual([]);

    // Another day, in English on a desktop, after a reload: right again, and it retires.
    await page.clock.setFixedTime(Date.now() + 2 * DAY + 7200_000);
    await page.setViewportSize(DESKTOP);
    await speak(page, 'en');
    await openDrills(page, 'Drills', 'What would you discard?');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await reach(page, card, 'Next question');
    expect(await page.locator('.drill').getAttribute('data-card')).toBe(card);
    await screenshot(page, 'drill-question-1280-en');
    await answer(page, mistake.coach);
    expect(await page.locator('.drill-answer').textContent()).toContain(
      'Right twice in a row: this question is learnt.',
    );
    expect(await findCutText(page)).toEqual([]);
    await screenshot(page, 'drill-answer-1280-en');
    await page.reload();
    await openDrills(page, 'Drills', 'What would you discard?');
    await expect
      .poll(() => counts(page))
      .toMatchObject({ retired: expect.stringMatching(/^[1-9]\d* learnt$/) });
    expect(errors).toEqual([]);
    await page.context().close();
  }, 600_000);
});
