/**
 * The coach's hints in Chromium against the built app (issues 7 and 35): the coach runs in the
 * bots' worker on the person's view, and what the table shows is what the same coach says in Node
 * about the same position — the highlighted suggestion and its reason in the strip, read whole;
 * tiles away from ready, the waits, the patterns in reach and the danger note in the details sheet
 * (one tap away, above the hand, closed by Escape, its button, its handle or the back gesture) or
 * inline on a desktop; the best discards as `hu analyse` has them, with the hand's shading; claim
 * advice; and the review of the person's choice in the practice mode. Screenshots of each overlay
 * at 390×844 go to test-results.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTile } from '../../src/engine';
import { coachEn } from '../../src/ui/coach/text.en';
import { axeViolations, smallTargets } from './a11y';
import { PHONE, launch, screenshot } from './browser';
import type { Mode } from './play';
import { pressOffer } from './offers';
import { QUICK, openTable, waitForPerson } from './play';
import {
  closeDetails,
  expectOptionsAsCli,
  followStep,
  logLength,
  moved,
  nodeAdvice,
  openDetails,
  STRIP,
  stripCutText,
  suggestion,
} from './coachPlay';
import { findCutText } from './cutText';

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

describe('live hints on a 390×844 phone', () => {
  // Each turn runs `hu analyse` in a new process (tsx): slow beside other tests on 2 cores.
  it(
    'shows the suggested discard in the strip and tiles from ready in the details, as the coach says in Node',
    { timeout: 150_000 },
    async () => {
      const { page, errors } = await openTable(browser, {
        viewport: PHONE,
        touch: true,
        seed: 'coach-1',
        settings: QUICK,
      });
      await page.getByRole('button', { name: 'New match' }).tap();
      // Each turn closes the details another way.
      const closings = ['escape', 'button', 'back'] as const;
      for (let turns = 0; turns < 3;) {
        const mode = await waitForPerson(page);
        if (mode === 'turn') {
          const tile = await suggestion(page);
          const advice = await nodeAdvice(page);
          const d = advice.discard!;
          expect(await tile.getAttribute('data-tile')).toBe(formatTile(d.recommended.kind));
          expect(await page.locator('.hand .hand-tile--suggested').count()).toBe(1);
          await expectOptionsAsCli(page);
          // The strip: the suggested tile by name and why, read whole without scrolling.
          const name = (await tile.getAttribute('aria-label'))!.split(',')[0]!;
          const line = (await page
            .locator('[data-testid="coach-discard"] .coach-text')
            .textContent())!;
          expect(line.startsWith(`Discard ${name}`), line).toBe(true);
          expect(line).toMatch(/^Discard [^:]+: .+\.$/);
          expect(await stripCutText(page)).toEqual([]);
          if (turns === 0) {
            await screenshot(page, 'coach-suggestion-phone');
            expect(await axeViolations(page)).toEqual([]);
            expect(await smallTargets(page)).toEqual([]);
          }
          // The details, one tap away: the same suggestion's whole reason, how far the hand is.
          const sheet = await openDetails(page, { how: 'tap' });
          const why = (await sheet.getByTestId('coach-why').locator('p').first().textContent())!;
          expect(why.startsWith(line.slice(0, line.indexOf(':') + 1)), why).toBe(true);
          const progress = await sheet.getByTestId('coach-progress').textContent();
          expect(progress).toMatch(
            advice.shanten === 0
              ? /Ready! One more tile wins/
              : new RegExp(
                  `${advice.shanten} tiles? away from ready · \\d+ kinds? of tile helps? you, ` +
                    `${advice.acceptance.tiles} cop(y|ies) still hidden`,
                ),
          );
          // The progress is in the details, not in the strip, on the person's turn.
          expect(await page.locator('.coach [data-testid="coach-progress"]').count()).toBe(0);
          if (turns === 0) {
            expect(await findCutText(page, '.coach-sheet')).toEqual([]);
            await screenshot(page, 'coach-details-phone');
            expect(await axeViolations(page)).toEqual([]);
          }
          await closeDetails(page, sheet, closings[turns]!);
          turns++;
        }
        await followStep(page);
      }
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('compares the best discards as `hu analyse` does, on a desktop in Italian, aiming for the most points', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: { width: 1280, height: 800 },
      seed: 'coach-it',
      locale: 'it-IT',
      settings: { ...QUICK, language: 'it', coachAim: 'points' },
    });
    await page.getByRole('button', { name: 'Nuova partita' }).click();
    for (let turns = 0; turns < 2;) {
      const mode = await waitForPerson(page);
      if (mode === 'turn' && (await page.locator('.offers .offer--win').count()) === 0) {
        await suggestion(page);
        await expectOptionsAsCli(page);
        const rows = page.getByTestId('coach-options').locator('li');
        expect(await rows.first().getAttribute('aria-label')).toMatch(
          /^.+: probabilità di vincere (circa \d+ su \d+|meno di 1 su 100|nessuna probabilità) \(.+%\), .+ attesi \(\d+\.\d\)(, stima)? \(consigliato\)$/,
        );
        if (turns === 0) {
          // The details inline under the options: no Details button, no sheet.
          const panel = page.locator('.coach');
          const { shanten } = await nodeAdvice(page);
          expect(await panel.getByTestId('coach-details').count()).toBe(1);
          expect(await panel.getByTestId('coach-progress').textContent()).toMatch(
            shanten === 0
              ? /^A punto! Una tessera e vinci · /
              : new RegExp(`^Ti mancan?o ${shanten} tesser[ae] per essere a punto · `),
          );
          expect(await panel.locator('.coach-toggle').count()).toBe(0);
          expect(await page.locator('.coach-sheet').count()).toBe(0);
          await screenshot(page, 'coach-options-desktop-it');
          expect(await axeViolations(page)).toEqual([]);
        }
        turns++;
      }
      await followStep(page);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it(
    'shows the patterns in reach, the waits with their copies and points, and danger late in the hand',
    { timeout: 240_000 },
    async () => {
      const { page, errors } = await openTable(browser, {
        viewport: PHONE,
        seed: 'coach-2',
        settings: QUICK,
      });
      await page.getByRole('button', { name: 'New match' }).click();
      let patternsShot = false;
      let waitsShot = false;
      let dangerShot = false;
      // A screenshot of risky tiles among the best discards, when the hands played show one.
      let chipShot = false;
      const look = async (mode: Mode) => {
        // A complete hand has no discard to suggest: the win is offered instead.
        if (mode !== 'turn' || (await page.locator('.offers .offer--win').count())) return;
        await suggestion(page);
        const advice = await nodeAdvice(page);
        if (advice.danger !== null) {
          // The best discards in the strip carry the hand's shading; the tile danger overrode is
          // shaded as its reason says.
          const reason = advice.discard!.reason;
          const chips = await page
            .locator('.coach-option')
            .evaluateAll((items) =>
              items.map((i) => [
                Number(i.getAttribute('data-tile-kind')),
                /coach-option--danger-(\d)/.exec(i.className)?.[1] ?? '0',
              ]),
            );
          expect(chips.length).toBeGreaterThan(0);
          for (const [kind, level] of chips)
            expect(level).toBe(String(advice.danger.find((d) => d.kind === kind)?.level ?? 0));
          if (reason.type === 'safety') {
            // The tile the reason calls risky is the tile shaded so, in words the strip shows.
            const instead = chips.find(([kind]) => kind === reason.instead);
            expect(instead?.[1]).toBe(String(reason.level));
            // Unshaded (level 0), the words call the suggestion safer, not the other tile risky.
            expect(await page.getByTestId('coach-discard').textContent()).toContain(
              reason.level === 0
                ? 'less likely to let another player win'
                : ` is ${coachEn[`coach.danger.${reason.level}`]} now`,
            );
          }
          if (!chipShot && chips.some(([, level]) => level !== '0')) {
            await screenshot(page, 'coach-danger-options-phone');
            chipShot = true;
          }
        }
        const wantWaits = !waitsShot && advice.waits.length > 0;
        const wantDanger = !dangerShot && advice.danger !== null;
        if (patternsShot && !wantWaits && !wantDanger) return;
        // The details, in their sheet: the waits and the danger note there exactly when the coach
        // in Node has them.
        const sheet = await openDetails(page);
        const waits = sheet.getByTestId('coach-waits');
        const danger = sheet.getByTestId('coach-danger');
        expect(await waits.count()).toBe(advice.waits.length > 0 ? 1 : 0);
        expect(await danger.count()).toBe(advice.danger === null ? 0 : 1);
        if (!patternsShot) {
          await sheet.getByRole('heading', { name: 'Patterns in reach' }).waitFor();
          const shown = await sheet
            .locator('.coach-patterns li')
            .evaluateAll((items) => items.map((i) => i.getAttribute('data-pattern')));
          expect(shown).toEqual(advice.patterns.map((p) => p.id));
          if (advice.patterns.length > 0)
            expect(
              await sheet
                .getByRole('list', { name: 'Patterns in reach' })
                .getByRole('listitem')
                .count(),
            ).toBe(advice.patterns.length);
          else
            expect(await sheet.getByTestId('coach-scoring').textContent()).toMatch(
              /^No pattern is close/,
            );
          await screenshot(page, 'coach-patterns-phone');
          patternsShot = true;
        }
        if (wantWaits) {
          const labels = await waits
            .locator('li')
            .evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')));
          expect(labels).toEqual(
            advice.waits.map((w) =>
              expect.stringContaining(
                `: ${w.unseen === 0 ? 'none left' : `${w.unseen} left`}, ${w.discardPoints} points on a discard`,
              ),
            ),
          );
          await screenshot(page, 'coach-waits-phone');
          waitsShot = true;
        }
        if (wantDanger) {
          // The hand under the sheet shows the same shading.
          const shaded = await page
            .locator('.hand .hand-tile')
            .evaluateAll((tiles) =>
              tiles.map((t) => [
                t.getAttribute('data-tile'),
                /hand-tile--danger-(\d)/.exec(t.className)?.[1] ?? '0',
              ]),
            );
          for (const [kind, level] of shaded)
            expect(level).toBe(
              String(advice.danger!.find((d) => formatTile(d.kind) === kind)!.level),
            );
          await screenshot(page, 'coach-danger-phone');
          dangerShot = true;
        }
        await closeDetails(page, sheet, 'handle');
      };
      // The shading shows in about half of the hands (24 of 48 hands of standard play, with the
      // strong level's reading before and after its readiness network): up to eight hands, so the
      // seeded match still reaches one when a change in the coach's advice changes the play.
      for (let hand = 0; hand < 8 && !(waitsShot && dangerShot); hand++) {
        for (let steps = 0; steps < 200; steps++) {
          if ((await followStep(page, look)) === 'result') break;
        }
        if (waitsShot && dangerShot) break;
        await page.getByRole('button', { name: 'Next hand' }).click();
        await page.locator('.result-dialog').waitFor({ state: 'detached' });
      }
      expect({ patternsShot, waitsShot, dangerShot }).toEqual({
        patternsShot: true,
        waitsShot: true,
        dangerShot: true,
      });
      expect(errors).toEqual([]);
      await page.context().close();
    },
  );

  it('advises on claims in the claim bar', { timeout: 180_000 }, async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'coach-claims',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'New match' }).click();
    let seen = 0;
    const look = async (mode: Mode) => {
      if (mode !== 'claim' || seen > 0) return;
      const line = page.getByTestId('coach-claim');
      await line.waitFor({ timeout: 15_000 });
      const advice = await nodeAdvice(page);
      // The window may have closed meanwhile (a bot's win outranks the person's claim, §5.4.1).
      if (advice.claim === null) return;
      const text = await line.textContent();
      const recommended = advice.claim!.recommended.type;
      expect(text).toMatch(recommended === 'pass' ? /^Coach: pass\./ : /^Coach: /);
      const advised = page.locator('.offers .coach-advised');
      expect(await advised.count()).toBe(1);
      expect(await advised.getAttribute('class')).toContain(
        `offer--${recommended === 'win' ? 'win' : recommended}`,
      );
      await screenshot(page, 'coach-claim-phone');
      expect(await axeViolations(page)).toEqual([]);
      seen++;
    };
    for (let hand = 0; hand < 4 && seen === 0; hand++) {
      for (let steps = 0; steps < 200; steps++) {
        if ((await followStep(page, look)) === 'result' || seen > 0) break;
      }
      if (seen > 0) break;
      await page.getByRole('button', { name: 'Next hand' }).click();
      await page.locator('.result-dialog').waitFor({ state: 'detached' });
    }
    expect(seen).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('hints after I choose (practice)', () => {
  it('shows nothing before the person decides, then reviews the decision', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: 'coach-review',
      settings: { ...QUICK, hints: 'afterChoice' },
    });
    await page.getByRole('button', { name: 'New match' }).tap();
    let reviewed = false;
    while (!reviewed) {
      const mode = await waitForPerson(page);
      const before = await logLength(page);
      if (mode === 'turn') {
        await expect
          .poll(() => page.getByTestId('coach-review').textContent())
          .toMatch(/Practice mode: the coach comments after each of your moves\./);
        expect(await page.locator('.hand-tile--suggested').count()).toBe(0);
        // The person throws the tile just drawn, whatever the coach thinks.
        const tile = page.locator('.hand .hand-tile').last();
        const name = (await tile.getAttribute('aria-label'))!.split(',')[0]!;
        await tile.tap();
        await tile.tap();
        await moved(page, before);
        const review = page.getByTestId('coach-review');
        await expect.poll(() => review.textContent()).toContain(`You discarded ${name}`);
        // The strip: the review's first line at least, read whole; its title names the sheet.
        expect(await review.textContent()).not.toContain('Your last move');
        expect(
          await findCutText(page, `${STRIP}, .coach-review > .coach-note`, { scroll: 'none' }),
        ).toEqual([]);
        const strip = await review
          .locator('.coach-line, .coach-note')
          .evaluateAll((lines) => lines.map((l) => l.textContent));
        await screenshot(page, 'coach-review-phone');
        expect(await axeViolations(page)).toEqual([]);
        // The details: every line of the review, the strip's first, in a sheet titled by it.
        const sheet = await openDetails(page, { how: 'tap', title: 'Your last move' });
        const lines = await sheet
          .locator('.coach-details > p')
          .evaluateAll((items) => items.map((l) => l.textContent));
        expect(lines.length).toBeGreaterThanOrEqual(strip.length);
        expect(lines.slice(0, strip.length)).toEqual(strip);
        expect(lines[0]).toContain(`You discarded ${name}`);
        expect(await findCutText(page, '.coach-sheet')).toEqual([]);
        await screenshot(page, 'coach-review-details-phone');
        await closeDetails(page, sheet, 'escape');
        reviewed = true;
      } else {
        await pressOffer(page, page.locator('.offers .offer--pass').first(), before, 'tap');
        await moved(page, before);
      }
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
