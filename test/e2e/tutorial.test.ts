/**
 * The tutorial in real Chromium against the built app (issue 7 item 3, acceptance): offered on a
 * first visit, then every lesson completed end to end by taps on a 390×844 phone, in English and
 * again in Italian (locale it-IT). At the tables the test taps what a person would: the tile to
 * discard, or the claim button. Screenshots at 390×844 and 1280×800 go to test-results/screenshots.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { ExpectedMove, Step } from '../../src/tutorial/lessons';
import { LESSONS } from '../../src/tutorial/lessons';
import { en } from '../../src/ui/i18n/text.en';
import { it as itCatalogue } from '../../src/ui/i18n/text.it';
import { tutorialEn } from '../../src/ui/tutorial/text.en';
import { tutorialIt } from '../../src/ui/tutorial/text.it';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import { QUICK } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

type Words = Record<string, string>;

const LANGUAGES = [
  { language: 'en', locale: 'en-GB', words: { ...en, ...tutorialEn } as Words },
  { language: 'it', locale: 'it-IT', words: { ...itCatalogue, ...tutorialIt } as Words },
] as const;

/** A catalogue text as the app shows it, with the lesson tables' player names filled in. */
function say(words: Words, key: string, vars: Record<string, string | number> = {}): string {
  const all: Record<string, string | number> = {
    east: words['player.1']!,
    west: words['player.2']!,
    north: words['player.3']!,
    // The lessons are played by taps: the texts say "tap" (a mouse would read "click").
    verb: words['input.tap']!,
    Verb: words['input.Tap']!,
    ...vars,
  };
  return words[key]!.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(all[name]));
}

async function openFresh(viewport: { width: number; height: number }, locale: string) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor: 1,
    hasTouch: viewport === PHONE,
    isMobile: viewport === PHONE,
    locale,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  // Quick opponents and no animations; nothing else saved: a first visit.
  await page.addInitScript((settings) => {
    if (localStorage.getItem('hu-settings') === null)
      localStorage.setItem('hu-settings', JSON.stringify({ state: { settings }, version: 1 }));
  }, QUICK);
  await page.goto(new URL('/', inject('baseUrl')).href);
  return { page, errors };
}

const tap = async (page: Page, selector: string) => {
  const target = page.locator(selector).first();
  if (page.viewportSize()?.width === PHONE.width) await target.tap();
  else await target.click();
};

/** The tap a person makes for a move: the tile twice (select, discard), or a claim button. */
async function makeMove(page: Page, move: ExpectedMove) {
  switch (move.type) {
    case 'discard': {
      const selector = `.hand .hand-tile[data-tile="${move.tile}"]`;
      await tap(page, selector);
      await tap(page, selector);
      return;
    }
    case 'declareKong':
    case 'claimKong':
      return tap(page, '.offers .offer--kong');
    case 'claimPung':
      return tap(page, '.offers .offer--pung');
    case 'claimChow':
      return tap(page, '.offers .offer--chow');
    case 'declareWin':
    case 'claimWin':
      return tap(page, '.offers .offer--win');
    case 'pass':
      return tap(page, '.offers .offer--pass');
  }
}

async function button(page: Page, name: string) {
  const found = page.getByRole('button', { name, exact: true });
  await found.waitFor();
  return found;
}

async function press(page: Page, name: string) {
  const found = await button(page, name);
  if (page.viewportSize()?.width === PHONE.width) await found.tap();
  else await found.click();
}

/** Plays one step of a lesson as a person would; `shots` names screenshots to take on the way. */
async function playStep(
  page: Page,
  words: Words,
  lesson: string,
  step: Step,
  last: boolean,
  shot: (name: string) => Promise<void>,
) {
  await page.locator(`[data-step="${lesson}/${step.id}"]`).waitFor();
  const next = say(words, last ? 'tutorial.finish' : 'tutorial.continue');
  if (step.kind === 'explain') {
    await shot(`${lesson}-${step.id}`);
    await press(page, next);
    return;
  }
  if (step.kind === 'quiz') {
    // A wrong answer first: a gentle word, and the question stays.
    const wrong = step.choices.find((c) => c !== step.answer)!;
    await tap(page, `.tut-choice[data-choice="${wrong}"]`);
    await expect
      .poll(() => page.getByTestId('tutorial-wrong').textContent())
      .toBe(say(words, `tutorial.${lesson}.${step.id}.wrong`));
    await expect.poll(() => page.getByRole('button', { name: next, exact: true }).count()).toBe(0);
    await tap(page, `.tut-choice[data-choice="${step.answer}"]`);
    await page.getByTestId('tutorial-right').waitFor();
    await shot(`${lesson}-${step.id}`);
    await press(page, next);
    return;
  }
  for (const [i, move] of step.moves.entries()) {
    const panel = page.locator(`.tut-panel[data-move="${i + 1}"]`);
    await panel.waitFor();
    await expect
      .poll(() => page.locator('.tut-instruction').textContent())
      .toBe(say(words, `tutorial.${lesson}.${step.id}.${i + 1}`));
    if (lesson === 'turns' && i === 0) {
      // A wrong discard: explained, the hand unchanged, the right tile pointed at.
      const before = await page.locator('.hand .hand-tile').count();
      await tap(page, `.hand .hand-tile[data-tile="1b"]`);
      await tap(page, `.hand .hand-tile[data-tile="1b"]`);
      await expect
        .poll(() => page.getByTestId('tutorial-wrong').textContent())
        .toBe(say(words, `tutorial.${lesson}.${step.id}.1.wrong`));
      expect(await page.locator('.hand .hand-tile').count()).toBe(before);
      await page.locator(`[data-tutorial-target][data-tile="wn"]`).waitFor();
      await shot(`${lesson}-${step.id}-wrong`);
    }
    if (move.type !== 'discard') await page.locator('.offers').waitFor();
    await shot(`${lesson}-${step.id}-${i + 1}`);
    if (lesson === 'claiming' && i === 0) await shot(`${lesson}-${step.id}-claim`);
    await makeMove(page, move);
  }
  await page.locator('.tut-panel[data-move="done"]').waitFor();
  await expect
    .poll(() => page.locator('.tut-instruction').textContent())
    .toBe(say(words, `tutorial.${lesson}.${step.id}.done`));
  await shot(`${lesson}-${step.id}-done`);
  await press(page, say(words, 'tutorial.continue'));
}

/** Steps worth a screenshot (the rest are played without one). */
const SHOTS = new Set([
  'tiles-suits',
  'tiles-sets',
  'tiles-quiz',
  'turns-play-wrong',
  'claiming-play-claim',
  'kongs-play-2',
  'kongs-play-done',
  'winning-onDiscard-done',
  'scoring-patterns',
  'scoring-quiz',
  'payments-large',
  'inRavenna-play-1',
  'inRavenna-tablePoints',
  'inRavenna-doublings',
  'inRavenna-east',
]);

const AXE = new Set(['tiles-sets', 'scoring-quiz', 'payments-large', 'turns-play-wrong']);

describe.each(LANGUAGES)('the tutorial in $language', ({ language, locale, words }) => {
  // Eight lessons end to end: about a minute alone, more beside other tests on 2 cores.
  it(
    'is offered on a first visit and completed end to end by taps (390×844)',
    { timeout: 150_000 },
    async () => {
      const { page, errors } = await openFresh(PHONE, locale);
      const shot = async (name: string) => {
        if (SHOTS.has(name)) await screenshot(page, `tutorial-${name}-phone-${language}`);
        // Accessibility of each kind of step: sheets with tiles, a question, a lesson table.
        if (language === 'en' && AXE.has(name)) expect(await axeViolations(page), name).toEqual([]);
      };
      // The first-run offer, with "Not now" beside it.
      await page.getByText(say(words, 'tutorial.offer.text', { count: LESSONS.length })).waitFor();
      await button(page, say(words, 'tutorial.offer.notNow'));
      await screenshot(page, `tutorial-offer-phone-${language}`);
      expect(await axeViolations(page)).toEqual([]);
      await press(page, say(words, 'app.learn'));

      await page.getByRole('heading', { name: say(words, 'tutorial.title') }).waitFor();
      await screenshot(page, `tutorial-lessons-phone-${language}`);
      expect(await axeViolations(page)).toEqual([]);
      expect(await smallTargets(page)).toEqual([]);

      for (const [n, lesson] of LESSONS.entries()) {
        if (n === 0) await tap(page, `.tut-lesson[data-lesson="${lesson.id}"]`);
        for (const [i, step] of lesson.steps.entries())
          await playStep(page, words, lesson.id, step, i === lesson.steps.length - 1, shot);
        await page.getByRole('heading', { name: say(words, 'tutorial.complete.title') }).waitFor();
        if (n < LESSONS.length - 1) {
          await press(page, say(words, 'tutorial.complete.nextButton'));
        } else {
          await page.getByText(say(words, 'tutorial.complete.last')).waitFor();
          await screenshot(page, `tutorial-complete-phone-${language}`);
          await press(page, say(words, 'tutorial.allLessons'));
        }
      }

      // Every lesson is ticked, and stays so after a reload.
      await page.getByRole('heading', { name: say(words, 'tutorial.title') }).waitFor();
      const done = () => page.locator('.tut-lesson[data-done="true"]').count();
      expect(await done()).toBe(LESSONS.length);
      await screenshot(page, `tutorial-lessons-done-phone-${language}`);
      await page.reload();
      // The offer is not made again; "Learn to play" is among the title screen's buttons.
      await page.getByRole('button', { name: say(words, 'app.newMatch') }).waitFor();
      expect(
        await page.getByText(say(words, 'tutorial.offer.text', { count: LESSONS.length })).count(),
      ).toBe(0);
      await press(page, say(words, 'app.learn'));
      await page.getByRole('heading', { name: say(words, 'tutorial.title') }).waitFor();
      expect(await done()).toBe(LESSONS.length);
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );
});

describe('the tutorial on a desktop (1280×800)', () => {
  it('lays out its sheets and tables, and "Not now" is remembered', async () => {
    const { page, errors } = await openFresh(DESKTOP, 'en-GB');
    const words = LANGUAGES[0].words;
    await press(page, say(words, 'tutorial.offer.notNow'));
    // A tap on the title painted from the HTML takes effect once the app has taken it over.
    await page
      .getByText(say(words, 'tutorial.offer.text', { count: LESSONS.length }))
      .waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: say(words, 'app.newMatch') }).waitFor();
    expect(
      await page.getByText(say(words, 'tutorial.offer.text', { count: LESSONS.length })).count(),
    ).toBe(0);

    await press(page, say(words, 'app.learn'));
    await page.getByRole('heading', { name: say(words, 'tutorial.title') }).waitFor();
    await screenshot(page, 'tutorial-lessons-desktop');
    // An explanation with tiles, a worked example, and a lesson table.
    await tap(page, '.tut-lesson[data-lesson="tiles"]');
    await page.locator('[data-step="tiles/suits"]').waitFor();
    await screenshot(page, 'tutorial-tiles-suits-desktop');
    await press(page, say(words, 'tutorial.allLessons'));
    await tap(page, '.tut-lesson[data-lesson="scoring"]');
    await press(page, say(words, 'tutorial.continue'));
    await press(page, say(words, 'tutorial.continue'));
    await tap(page, '.tut-choice[data-choice="15"]');
    await page.getByTestId('tutorial-breakdown').waitFor();
    await screenshot(page, 'tutorial-scoring-quiz-desktop');
    await press(page, say(words, 'tutorial.allLessons'));
    await tap(page, '.tut-lesson[data-lesson="claiming"]');
    await page.locator('.tut-panel[data-move="1"]').waitFor();
    await page.locator('.offers .offer--pung').waitFor();
    await screenshot(page, 'tutorial-claiming-desktop');
    expect(await axeViolations(page)).toEqual([]);
    await tap(page, '.offers .offer--pass');
    await page.getByTestId('tutorial-wrong').waitFor();
    await page.locator('.offers .offer--pung[data-tutorial-target]').waitFor();
    await screenshot(page, 'tutorial-claiming-wrong-desktop');
    // Closing the tutorial goes back to the title screen.
    await press(page, say(words, 'app.close'));
    await page.getByRole('button', { name: say(words, 'app.newMatch') }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
