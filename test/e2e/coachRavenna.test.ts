/**
 * The coach in a Ravenna match, in Chromium against the built app (issue 16 item 5): it does not
 * go quiet; its three best discards are what `hu analyse --ruleset ravenna` says of the same
 * position, on a phone in English and a desktop in Italian; its words are Ravenna's (scoring, East
 * collecting double). Screenshots early in the hand, once ready, and late with danger shading.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import { expectOptionsAsCli, followStep, nodeAdvice, suggestion } from './coachPlay';
import { QUICK, openTable, waitForPerson } from './play';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

const RAVENNA = { ...QUICK, ruleset: 'ravenna', hints: 'live' };

describe('the coach in a Ravenna match', () => {
  it(
    'advises on a phone from the first discard to the late wall, with Ravenna’s numbers and words',
    { timeout: 300_000 },
    async () => {
      const { page, errors } = await openTable(browser, {
        viewport: PHONE,
        seed: 'coach-ravenna',
        settings: RAVENNA,
      });
      await page.getByRole('button', { name: 'New match' }).click();
      await page.getByText('Tail').waitFor();
      let early = false;
      let ready = false;
      let late = false;
      const look = async (mode: string) => {
        if (mode !== 'turn' || (await page.locator('.offers .offer--win').count())) return;
        await suggestion(page);
        if (!early) {
          await expectOptionsAsCli(page);
          await screenshot(page, 'coach-ravenna-early-phone');
          await page.getByRole('button', { name: 'Scoring' }).click();
          await expect
            .poll(() => page.getByTestId('coach-scoring').textContent())
            .toMatch(
              /^Every hand scores, yours too when another player wins: .* the limit is 200\.$/,
            );
          await screenshot(page, 'coach-ravenna-scoring-phone');
          await page.getByRole('button', { name: 'Hide scoring' }).click();
          expect(await axeViolations(page)).toEqual([]);
          expect(await smallTargets(page)).toEqual([]);
          early = true;
        }
        const waits = page.getByTestId('coach-waits');
        if (!ready && (await waits.count())) {
          const advice = await nodeAdvice(page);
          const labels = await waits
            .locator('li')
            .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
          // Ravenna's scores (ravenna.md §10.5) as the coach computes them in Node.
          expect(labels).toEqual(
            advice.waits.map((w) =>
              expect.stringContaining(
                `${w.discardPoints} points on a discard, ${w.selfDrawnPoints} self-drawn`,
              ),
            ),
          );
          await screenshot(page, 'coach-ravenna-ready-phone');
          ready = true;
        }
        const danger = page.getByTestId('coach-danger');
        if (!late && (await danger.count())) {
          await expect
            .poll(async () => page.locator('.hand [class*="hand-tile--danger-"]').count())
            .toBeGreaterThan(0);
          await screenshot(page, 'coach-ravenna-late-phone');
          late = true;
        }
      };
      for (let hand = 0; hand < 4 && !(early && ready && late); hand++) {
        for (let steps = 0; steps < 300; steps++) {
          if ((await followStep(page, look)) === 'result') break;
        }
        if (early && ready && late) break;
        await page.getByRole('button', { name: 'Next hand' }).click();
        await page.locator('.result-dialog').waitFor({ state: 'detached' });
      }
      expect({ early, ready, late }).toEqual({ early: true, ready: true, late: true });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('compares the best discards as `hu analyse --ruleset ravenna` does, on a desktop in Italian', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: DESKTOP,
      seed: 'coach-ravenna-it',
      locale: 'it-IT',
      settings: { ...RAVENNA, language: 'it' },
    });
    await page.getByRole('button', { name: 'Nuova partita' }).click();
    for (let turns = 0; turns < 2;) {
      const mode = await waitForPerson(page);
      if (mode === 'turn' && (await page.locator('.offers .offer--win').count()) === 0) {
        await suggestion(page);
        await expectOptionsAsCli(page);
        if (turns === 0) {
          await page.getByRole('button', { name: 'Punteggio' }).click();
          await expect
            .poll(() => page.getByTestId('coach-scoring').textContent())
            .toMatch(/il limite è 200\.$/);
          await screenshot(page, 'coach-ravenna-desktop-it');
          expect(await axeViolations(page)).toEqual([]);
          await page.getByRole('button', { name: 'Nascondi punteggio' }).click();
        }
        turns++;
      }
      await followStep(page);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
