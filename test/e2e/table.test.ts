/**
 * The table in real Chromium against the built app: whole hands by taps and by keyboard, claims,
 * the win screen against the `hu` CLI, Italian, accessibility and target sizes.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreInputOf } from '../../src/cli/rulesets/zung-jung/contract';
import type { HandResult } from '../../src/engine';
import { BUNDLED } from '../../src/ui/i18n/bundled';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import {
  QUICK,
  debugState,
  handResult,
  openTable,
  playHand,
  playStep,
  waitForPerson,
} from './play';
import { pressOffer } from './offers';

const en = BUNDLED.en;
const itCatalogue = BUNDLED.it;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

async function startMatch(page: Page) {
  await page.getByRole('button', { name: /^(New match|Nuova partita)$/ }).click();
  await page.getByRole('group', { name: /^(Your hand|La tua mano)$/ }).waitFor();
}

async function nextHand(page: Page) {
  await page.getByRole('button', { name: 'Next hand' }).click();
  await page.locator('.result-dialog').waitFor({ state: 'detached' });
}

function hu(command: 'score' | 'settle', doc: unknown): Record<string, unknown> {
  const out = execFileSync('node_modules/.bin/tsx', ['src/cli/hu.ts', command], {
    input: JSON.stringify(doc),
    encoding: 'utf8',
  });
  return JSON.parse(out) as Record<string, unknown>;
}

const SEATS = ['we', 'ws', 'ww', 'wn'] as const;

describe('playing a hand', () => {
  it('plays a whole hand by taps on a 390×844 phone', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: 'taps-1',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'New match' }).tap();
    for (let i = 0; i < 4; i++) await playStep(page, 'tap');
    await waitForPerson(page);
    await screenshot(page, 'table-mid-hand-phone');
    expect(await axeViolations(page)).toEqual([]);
    await playHand(page, 'tap');
    const result = await handResult(page);
    expect(result).not.toBeNull();
    await expect
      .poll(() => page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent())
      .toMatch(result!.kind === 'draw' ? /^Draw game$/ : /win/);
    // Every move the person made went into the game's log and was legal: the game went on.
    expect((await debugState(page)).log.length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a whole hand by keyboard alone, then deals the next hand', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: DESKTOP,
      seed: 'keys-1',
      settings: QUICK,
    });
    await page.getByRole('button', { name: 'New match' }).waitFor();
    // Tab to "New match" (a first visit also offers the tutorial before it), then Enter.
    for (let tabs = 0; tabs < 5; tabs++) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'New match') break;
    }
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Your hand' }).waitFor();
    for (let i = 0; i < 4; i++) await playStep(page, 'keys');
    await waitForPerson(page);
    await screenshot(page, 'table-mid-hand-desktop');
    await playHand(page, 'keys');
    // The result's "Next hand" button has the focus: Enter deals hand 2.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.info-hand').textContent()).toBe('Hand 2 of 16');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('claims', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`passes one claim and accepts the next (${device})`, async () => {
      const { page, errors } = await openTable(browser, {
        viewport,
        seed: 'claims-1',
        settings: QUICK,
      });
      await startMatch(page);
      let chances = 0;
      let accepted = false;
      const onClaim = async (offers: string[]) => {
        const set = offers.find((o) => o === 'pung' || o === 'chow' || o === 'kong');
        if (set === undefined || accepted) return false;
        chances++;
        if (chances === 1) {
          await screenshot(page, `claim-prompt-${device}`);
          expect(await axeViolations(page)).toEqual([]);
          return false;
        }
        const before = (await debugState(page)).log.length;
        if (!(await pressOffer(page, page.locator(`.offers .offer--${set}`).first(), before)))
          return false;
        await expect.poll(async () => (await debugState(page)).log.length).toBeGreaterThan(before);
        accepted = true;
        // §5.5: the claimed set is exposed and the claimer must discard.
        const melds = page.getByRole('list', { name: 'Your declared sets' });
        await expect.poll(() => melds.getByRole('listitem').count()).toBeGreaterThan(0);
        await expect.poll(() => page.locator('.prompt').textContent()).toBe('Discard a tile.');
        await screenshot(page, `claim-accepted-${device}`);
        return true;
      };
      for (let hand = 0; hand < 6 && !accepted; hand++) {
        await playHand(page, 'click', onClaim);
        if (!accepted) await nextHand(page);
      }
      expect(chances).toBe(2);
      expect(accepted).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('the win screen', () => {
  it('shows the same patterns and payments as `hu score` and `hu settle`', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: DESKTOP,
      seed: 'win-1',
      settings: QUICK,
    });
    await startMatch(page);
    let result: HandResult | null = null;
    for (let hand = 0; hand < 8; hand++) {
      await playHand(page, 'click');
      result = await handResult(page);
      if (result?.kind === 'win') break;
      await nextHand(page);
    }
    if (result?.kind !== 'win') throw new Error('no hand was won in 8 hands');
    const { config } = await debugState(page);

    const scored = hu('score', scoreInputOf(result.hand, config!.options.halveFlowers));
    const shownPatterns = await page
      .locator('[data-testid="counted-patterns"] tr')
      .evaluateAll((rows) =>
        rows.map((r) => [
          r.getAttribute('data-pattern'),
          Number(r.querySelector('.points')?.textContent),
        ]),
      );
    const cliPatterns = (scored.patterns as { id: string; points: number }[]).map((p) => [
      p.id,
      p.points,
    ]);
    expect(shownPatterns).toEqual(cliPatterns.length === 0 ? [['chicken', 1]] : cliPatterns);
    expect(await page.locator('.result-total').textContent()).toBe(
      scored.total === 1 ? '1 point' : `${String(scored.total)} points`,
    );

    const settled = hu('settle', {
      value: scored.total,
      winner: SEATS[result.winner],
      winFrom: result.winFrom,
      ...(result.winFrom === 'discard'
        ? result.responsible === null
          ? { immune: true }
          : { discarder: SEATS[result.responsible] }
        : {}),
    });
    const shownPayments = await page
      .locator('[data-testid="payments"] tr')
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((r) => [
            Number(r.getAttribute('data-seat')),
            r.querySelector('.points')!.textContent!.replace('−', '-').replace('+', ''),
          ]),
        ),
      );
    const payments = settled.payments as Record<string, number>;
    expect(shownPayments).toEqual(
      Object.fromEntries(SEATS.map((s, i) => [i, String(payments[s])])),
    );

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'win-screen-desktop');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'win-screen-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/** Regular expressions for the English strings that Italian says differently. */
function englishOnlyPatterns(): { key: string; pattern: RegExp }[] {
  return Object.entries(en)
    .filter(
      ([key, text]) =>
        itCatalogue[key as keyof typeof en] !== text &&
        /[a-z]{3}/i.test(text.replace(/\{\{\w+\}\}/g, '')),
    )
    .map(([key, text]) => {
      const source = text
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+?');
      return { key, pattern: new RegExp(`(^|\\n)${source}($|\\n)`) };
    });
}

async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => document.body.innerText);
}

describe('languages', () => {
  it('switching to Italian changes every visible string', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      seed: 'lingua-1',
      settings: QUICK,
    });
    await startMatch(page);
    await waitForPerson(page);
    const english = englishOnlyPatterns();
    const matches = (text: string) => english.filter((e) => e.pattern.test(text)).map((e) => e.key);
    // The check can fail: in English it finds the table's strings.
    expect(matches(await visibleText(page)).length).toBeGreaterThan(3);

    await page.getByRole('button', { name: 'Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Settings' });
    expect(matches(await dialog.innerText()).length).toBeGreaterThan(10);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('Language', { exact: true }).selectOption('it');
    const settingsText = await page.getByRole('dialog', { name: 'Impostazioni' }).innerText();
    expect(matches(settingsText)).toEqual([]);
    await screenshot(page, 'settings-it-phone');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');

    await page.getByRole('button', { name: 'Chiudi' }).click();
    expect(matches(await visibleText(page))).toEqual([]);
    expect(await visibleText(page)).toMatch(/Mano 1 di 16/);
    await page.getByRole('button', { name: 'Segnapunti' }).click();
    expect(matches(await visibleText(page))).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks Italian from the start in an Italian browser', async () => {
    const { page } = await openTable(browser, { viewport: PHONE, seed: 'x', locale: 'it-IT' });
    await page.getByRole('button', { name: 'Nuova partita' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
    await page.context().close();
  });
});

describe('touch targets', () => {
  it('every interactive target is at least 44×44 CSS px at 360×640', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: { width: 360, height: 640 },
      seed: 'small-1',
      settings: QUICK,
    });
    expect(await smallTargets(page)).toEqual([]);
    await startMatch(page);
    const seen = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const mode = await playStep(page, 'click', async (offers) => {
        offers.forEach((o) => seen.add(o));
        expect(await smallTargets(page)).toEqual([]);
        return false;
      });
      if (mode === 'result') break;
      expect(await smallTargets(page)).toEqual([]);
    }
    expect(seen.has('pass')).toBe(true);
    if (await page.locator('.result-dialog').count()) {
      expect(await smallTargets(page)).toEqual([]);
      await page.getByRole('button', { name: 'Next hand' }).click();
    }
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await smallTargets(page)).toEqual([]);
    // Nothing scrolls sideways on the smallest phone.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
