/**
 * Issue 8's acceptance: "A real-browser test plays a Ravenna hand to its settlement." The rules
 * are chosen in Settings like a person would, a seeded match is played by taps, and the result
 * screen's scores and payments are checked against `hu score --ruleset ravenna` and
 * `hu settle --ruleset ravenna` for that hand. A second seed ends void (the wall runs out).
 *
 * The seeds were picked with the app's players: the person wins when allowed, passes every claim
 * and throws the tile just drawn (play.ts); the bots are the standard level, deterministic.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ravennaScoreInputOf } from '../../src/cli/rulesets/ravenna/contract';
import { axeViolations } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import { QUICK, debugState, handResult, openTable, playHand } from './play';

/** The hand is won by North (the person sits West): every player scores something. */
const WIN_SEED = 'ravenna-9';
/** Nobody goes out before the live wall runs out (§8.3). */
const VOID_SEED = 'ravenna-5';
const SEATS = ['we', 'ws', 'ww', 'wn'] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});

afterAll(async () => {
  await browser.close();
});

function hu(command: 'score' | 'settle', doc: unknown): Record<string, unknown> {
  const out = execFileSync(
    'node_modules/.bin/tsx',
    ['src/cli/hu.ts', command, '--ruleset', 'ravenna'],
    { input: JSON.stringify(doc), encoding: 'utf8' },
  );
  return JSON.parse(out) as Record<string, unknown>;
}

/** Settings → Rules → Ravenna, by taps, then a new match from the title screen. */
async function startRavennaMatch(page: Page) {
  await page.getByRole('button', { name: 'Settings' }).tap();
  const rules = page.getByRole('combobox', { name: 'Rules' });
  await rules.selectOption('ravenna');
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Close' }).tap();
  // The title screen says which rules the next match is played by.
  await expect.poll(() => page.locator('.title-system').textContent()).toBe('Ravenna rules');
  await page.getByRole('button', { name: 'New match' }).tap();
  await page.getByRole('group', { name: 'Your hand' }).waitFor();
}

const amount = (text: string) => Number(text.replace('−', '-').replace('+', ''));

describe('a Ravenna hand in the browser (issue 8)', () => {
  it('plays a hand by taps to its settlement, as `hu score`/`hu settle --ruleset ravenna` count it', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: WIN_SEED,
      settings: QUICK,
    });
    await startRavennaMatch(page);
    // The Ravenna table: balances, the hand without rounds, the tail.
    await expect.poll(() => page.locator('.info-hand').textContent()).toBe('Hand 1');
    expect(await page.locator('.info-round').textContent()).toBe('Deal 1 of 16');
    expect(await page.getByText('2000 pts').count()).toBe(4);
    const { config } = await debugState(page);
    expect(config).toMatchObject({ seed: WIN_SEED, ruleset: 'ravenna' });

    await playHand(page, 'tap');
    const result = await handResult(page);
    if (result?.kind !== 'win' || result.ravenna === undefined)
      throw new Error(`seed ${WIN_SEED} no longer ends in a win: ${JSON.stringify(result)}`);
    const { hands, scores, limit } = result.ravenna;

    // Every player's hand as counted, against `hu score --ruleset ravenna`.
    const dialog = page.locator('.result-dialog');
    await dialog.locator('.rav-player').first().waitFor();
    for (const seat of [0, 1, 2, 3] as const) {
      const cli = hu('score', ravennaScoreInputOf(hands[seat], limit));
      expect(cli).toMatchObject({ valid: true, score: scores[seat].score });
      const section = dialog.locator(`.rav-player[data-seat="${seat}"]`);
      const shown = await section.evaluate((el: HTMLElement) => ({ ...el.dataset }));
      expect(shown).toEqual({
        seat: String(seat),
        tablePoints: String(cli['tablePoints']),
        bonus: String(cli['bonus']),
        doublings: (cli['doublings'] as string[]).join(' '),
        limitHand: (cli['limitHand'] as string | null) ?? '',
        score: String(cli['score']),
      });
      expect(await section.locator('.rav-player-score').textContent()).toBe(String(cli['score']));
      const itemPoints = await section
        .locator('.rav-item .points')
        .evaluateAll((els) => els.map((e) => Number(e.textContent)));
      expect(itemPoints.reduce((a, b) => a + b, 0)).toBe(cli['tablePoints']);
    }
    expect(await dialog.locator('.result-total').textContent()).toBe(
      `${scores[result.winner].score} points`,
    );

    // The settlement, payment by payment and net, against `hu settle --ruleset ravenna`.
    const settled = hu('settle', {
      scores: Object.fromEntries(SEATS.map((s, i) => [s, scores[i]!.score])),
      winner: SEATS[result.winner],
    }).payments as Record<string, number>;
    const transfers = await dialog
      .locator('[data-testid="settlement"] tr[data-amount]')
      .evaluateAll((rows) =>
        rows.map((r) => [
          Number(r.getAttribute('data-payer')),
          Number(r.getAttribute('data-payee')),
          Number(r.querySelector('.points')!.textContent),
        ]),
      );
    const net = [0, 0, 0, 0];
    for (const [payer, payee, paid] of transfers) {
      net[payer!]! -= paid!;
      net[payee!]! += paid!;
    }
    expect(net).toEqual(SEATS.map((s) => settled[s]));
    const shownNet = await dialog
      .locator('[data-testid="payments"] tr')
      .evaluateAll((rows) =>
        rows.map((r) => [
          Number(r.getAttribute('data-seat')),
          r.querySelector('.points')!.textContent!,
        ]),
      );
    expect(shownNet.map(([seat, text]) => [seat, amount(text as string)])).toEqual(
      SEATS.map((s, i) => [i, settled[s]]),
    );

    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ravenna-result-phone');
    await dialog.locator('[data-testid="settlement"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'ravenna-settlement-phone');
    await page.setViewportSize(DESKTOP);
    await dialog.locator('.result-how').scrollIntoViewIfNeeded();
    await screenshot(page, 'ravenna-result-desktop');
    await dialog.locator('[data-testid="settlement"]').scrollIntoViewIfNeeded();
    await screenshot(page, 'ravenna-settlement-desktop');

    // The balances move by the settlement; East keeps the deal only when he wins (§9).
    await page.getByRole('button', { name: 'Next hand' }).click();
    await expect.poll(() => page.locator('.info-hand').textContent()).toBe('Hand 2');
    expect(await page.locator('.info-round').textContent()).toBe(
      result.winner === 0 ? 'Deal 1 of 16' : 'Deal 2 of 16',
    );
    await page.getByRole('button', { name: 'Score sheet' }).click();
    await page.locator('.sheet-balance').waitFor();
    const balances = await page
      .locator('.sheet-balance td')
      .evaluateAll((cells) => cells.map((c) => Number(c.textContent)));
    expect(balances.reduce((a, b) => a + b, 0)).toBe(8000);
    expect(balances.sort((a, b) => a - b)).toEqual(
      SEATS.map((s) => 2000 + settled[s]!).sort((a, b) => a - b),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('tells a void hand and why: the wall ran out with nobody out (§8.3)', async () => {
    const { page, errors } = await openTable(browser, {
      viewport: PHONE,
      touch: true,
      seed: VOID_SEED,
      settings: QUICK,
    });
    await startRavennaMatch(page);
    await playHand(page, 'tap');
    const result = await handResult(page);
    expect(result).toMatchObject({ kind: 'draw', void: { reason: 'wall-exhausted' } });
    const dialog = page.getByRole('dialog', { name: 'Void hand' });
    await expect
      .poll(() => dialog.locator('.rav-void').textContent())
      .toBe(
        'The wall ran out with nobody going out, so the hand is void.' +
          'Nobody scores or pays, and the same East deals again.',
      );
    expect(await dialog.getByTestId('payments').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'ravenna-void-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
