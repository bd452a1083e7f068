/**
 * The scoring calculator in real Chromium against the built app: every zung-jung.md §16 scoring
 * vector entered by clicks on buttons found by their accessible names, the shown total, limit and
 * patterns checked against the vector and against `hu score`; payments against `hu settle` and its
 * vectors; a phone by touch (one tile group at a time), accessibility, target sizes, screenshots.
 */
import { execFileSync } from 'node:child_process';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScoreInput, Tap } from '../helpers/calculator';
import { readVectors, tapsFor, windName } from '../helpers/calculator';
import { axeViolations, smallTargets } from './a11y';
import { DESKTOP, PHONE, launch, screenshot } from './browser';
import { openTable } from './play';

interface ScoreOutput {
  readonly valid: boolean;
  readonly total: number;
  readonly limit: string;
  readonly patterns: readonly { id: string; points: number; count?: number }[];
  readonly arrangement: string;
}

interface SettleInput {
  readonly value: number;
  readonly winner: 'we' | 'ws' | 'ww' | 'wn';
  readonly winFrom: 'wall' | 'discard';
  readonly discarder?: 'we' | 'ws' | 'ww' | 'wn';
  readonly immune?: boolean;
}

const SEATS = ['we', 'ws', 'ww', 'wn'] as const;

/** `hu <command> --jsonl`: one output document per input document, in one run of the CLI. */
function hu<T>(command: 'score' | 'settle', docs: readonly unknown[]): T[] {
  const out = execFileSync('node_modules/.bin/tsx', ['src/cli/hu.ts', command, '--jsonl'], {
    input: docs.map((d) => JSON.stringify(d)).join('\n') + '\n',
    encoding: 'utf8',
  });
  return out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as T);
}

const scoreVectors = readVectors<ScoreInput, ScoreOutput>('zung-jung-score-vectors.jsonl');
const settleVectors = readVectors<SettleInput, { payments: Record<string, number> }>(
  'zung-jung-settle-vectors.jsonl',
);

let browser: Browser;
let cliScores: ScoreOutput[];

beforeAll(async () => {
  browser = await launch();
  cliScores = hu<ScoreOutput>(
    'score',
    scoreVectors.map((v) => v.input),
  );
});

afterAll(async () => {
  await browser.close();
});

async function openCalculator(
  viewport: { width: number; height: number },
  touch = false,
  locale = 'en-GB',
) {
  // Animations off: the dialog's opening zoom would make targets measure a pixel short.
  const settings = { animationSpeed: 'off' };
  const opened = await openTable(browser, { viewport, seed: 'calc', touch, locale, settings });
  const { page } = opened;
  const button = page.getByRole('button', { name: /^(Score a hand|Calcola i punti)$/ });
  await (touch ? button.tap() : button.click());
  await page.getByRole('dialog', { name: /^(Scoring calculator|Calcolo dei punti)$/ }).waitFor();
  return opened;
}

/**
 * Plays one tap of the shared steps; on a phone, shows the tile's group first if it is hidden.
 * `quick` clicks without Playwright's wait for a still, enabled target (two animation frames a
 * click): still a real mouse click at the button found by its name, and a click that went astray
 * would show as a wrong score.
 */
async function play(page: Page, step: Tap, touch = false, quick = false) {
  const dialog = page.getByRole('dialog');
  if (step.paletteGroup !== undefined && touch) {
    const group = dialog.getByRole('group', { name: step.paletteGroup, exact: true });
    if (!(await group.isVisible()))
      await dialog
        .getByRole('group', { name: 'Show tiles' })
        .getByRole('button', { name: step.paletteGroup, exact: true })
        .tap();
  }
  const scope =
    step.group === null ? dialog : dialog.getByRole('group', { name: step.group, exact: true });
  const button = scope.getByRole('button', { name: step.name, exact: true });
  await (touch ? button.tap() : button.click({ force: quick }));
}

async function enter(page: Page, input: ScoreInput, touch = false, quick = false) {
  await play(page, { group: null, name: 'Start again' }, touch, quick);
  for (const step of tapsFor(input)) await play(page, step, touch, quick);
}

interface Shown {
  readonly status: string | null;
  readonly total: number | null;
  readonly limit: string | null;
  readonly patterns: [string, number][];
  readonly notation: string | null;
  readonly payments: Record<string, number>;
}

/** What the screen shows now, read in one go. */
async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const total = document.querySelector('[data-testid="calc-total"]');
    const amount = (text: string) => Number(text.replace('−', '-').replace('+', ''));
    return {
      status: document.querySelector('[data-testid="calc-status"]')?.textContent ?? null,
      total:
        total === null
          ? null
          : Number(total.querySelector('.result-total')!.textContent!.split(' ')[0]),
      limit: total?.getAttribute('data-limit') ?? null,
      patterns: [...document.querySelectorAll('[data-testid="counted-patterns"] tr')].map(
        (row) =>
          [
            row.getAttribute('data-pattern')!,
            Number(row.querySelector('.points')!.textContent),
          ] as [string, number],
      ),
      notation: document.querySelector('[data-testid="calc-notation"]')?.textContent ?? null,
      payments: Object.fromEntries(
        [...document.querySelectorAll('[data-testid="payments"] tr')].map((row) => [
          row.getAttribute('data-seat')!,
          amount(row.querySelector('.points')!.textContent!),
        ]),
      ),
    };
  });
}

const patternsOf = (out: ScoreOutput): [string, number][] =>
  out.patterns.length === 0 ? [['chicken', 1]] : out.patterns.map((p) => [p.id, p.points]);

describe('the scoring calculator agrees with `hu score`', () => {
  /** Pages side by side, each entering its share of the vectors one after the other. */
  const PAGES = 3;

  it(`on all ${scoreVectors.length} vectors of zung-jung.md §16, entered by clicks`, async () => {
    const opened = await Promise.all(Array.from({ length: PAGES }, () => openCalculator(DESKTOP)));
    const started = Date.now();
    const mismatches: string[] = [];
    await Promise.all(
      opened.map(async ({ page }, p) => {
        for (const [i, vector] of scoreVectors.entries()) {
          if (i % PAGES !== p) continue;
          await enter(page, vector.input, false, true);
          const screen = await shown(page);
          const cli = cliScores[i]!;
          const wanted = {
            total: vector.expected.total,
            limit: vector.expected.limit,
            patterns: patternsOf(vector.expected),
          };
          const got = { total: screen.total, limit: screen.limit, patterns: screen.patterns };
          if (JSON.stringify(got) !== JSON.stringify(wanted))
            mismatches.push(
              `${vector.id}: shown ${JSON.stringify(got)}, expected ${JSON.stringify(wanted)}`,
            );
          const fromCli = { total: cli.total, limit: cli.limit, patterns: patternsOf(cli) };
          if (
            JSON.stringify(got) !== JSON.stringify(fromCli) ||
            screen.notation !== cli.arrangement
          )
            mismatches.push(
              `${vector.id}: shown ${screen.notation}, hu score ${JSON.stringify(cli)}`,
            );
          if (vector.id === 'FL4') {
            await page.locator('.calc-dialog').evaluate((dialog) => dialog.scrollTo(0, 0));
            await screenshot(page, 'calculator-result-desktop');
          }
        }
      }),
    );
    console.log(`calculator: ${scoreVectors.length} vectors in ${Date.now() - started} ms`);
    expect(mismatches).toEqual([]);
    const { page, errors } = opened[0]!;
    expect(await axeViolations(page)).toEqual([]);
    for (const o of opened) {
      expect(o.errors).toEqual([]);
      await o.page.context().close();
    }
    expect(errors).toEqual([]);
    // Sixty hands entered click by click: about 48 s on a machine shared with other work.
  }, 150_000);
});

describe('payments', () => {
  /**
   * Settlement vectors (§12.4) reached through a scored hand of the same value: the calculator's
   * payments must equal the vector's and `hu settle`'s.
   */
  const score = (id: string) => scoreVectors.find((v) => v.id === id)!.input;
  const hands: { id: string; input: ScoreInput }[] = [
    // P1: West self-draws 30 (E4.2.2 has no honour: the seat changes nothing).
    { id: 'P1', input: { ...score('E4.2.2'), seatWind: 'ww' } },
    // P7: North wins a 320 listed limit on South's discard (SEVENH, all honours).
    { id: 'P7', input: { ...score('SEVENH'), seatWind: 'wn' } },
    // P10: South wins 40 on East's discard, East immune (Mixed One-Suit alone).
    {
      id: 'P10',
      input: {
        concealed: ['2c', '3c', '4c', '5c', '6c', '7c', 'ww', 'ww', '1c', '2c'],
        melds: [{ kind: 'pung', tiles: ['9c', '9c', '9c'] }],
        winningTile: '3c',
        winFrom: 'discard',
        seatWind: 'ws',
      },
    },
    // P12: a chicken hand on a discard (CHICK, seat North, East discards).
    { id: 'P12', input: { ...score('CHICK'), seatWind: 'wn' } },
  ];

  it('pays as `hu settle` and the §16.2 vectors say, with each seat named by its wind', async () => {
    const { page, errors } = await openCalculator(DESKTOP);
    const scored = hu<ScoreOutput>(
      'score',
      hands.map((h) => h.input),
    );
    const vectors = hands.map((h) => settleVectors.find((v) => v.id === h.id)!);
    const settled = hu<{ payments: Record<string, number> }>(
      'settle',
      vectors.map((v) => v.input),
    );
    for (const [i, { input }] of hands.entries()) {
      const vector = vectors[i]!;
      expect(scored[i]!.total, vector.id).toBe(vector.input.value);
      await enter(page, input);
      if (vector.input.winFrom === 'discard') {
        const group = page.getByRole('group', { name: 'Who discarded the winning tile?' });
        const name = vector.input.immune
          ? 'Nobody: same-turn immunity'
          : windName(vector.input.discarder!);
        await group.getByRole('button', { name, exact: true }).click();
      }
      const { payments, total } = await shown(page);
      expect(total, vector.id).toBe(vector.input.value);
      const bySeat = Object.fromEntries(SEATS.map((s, seat) => [s, payments[seat]]));
      expect(bySeat, vector.id).toEqual(vector.expected.payments);
      expect(bySeat, vector.id).toEqual(settled[i]!.payments);
      const rows = await page.getByTestId('payments').getByRole('rowheader').allTextContents();
      expect(rows.map((r) => r.split(' ')[0])).toEqual(['East', 'South', 'West', 'North']);
    }
    await screenshot(page, 'calculator-payments-desktop');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('enters hands by touch, one tile group at a time, with 44×44 targets', async () => {
    const { page, errors } = await openCalculator(PHONE, true);
    await screenshot(page, 'calculator-empty-phone');
    expect(await smallTargets(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    // Only one group of tiles is shown at a time.
    const visibleGroups = await page
      .locator('.calc-keys')
      .evaluateAll(
        (groups) => groups.filter((g) => (g as HTMLElement).offsetParent !== null).length,
      );
    expect(visibleGroups).toBe(1);

    for (const id of ['E2.1.1', 'HANDJSON', 'FL4']) {
      const i = scoreVectors.findIndex((v) => v.id === id);
      const vector = scoreVectors[i]!;
      await enter(page, vector.input, true);
      const screen = await shown(page);
      expect(screen.total, id).toBe(cliScores[i]!.total);
      expect(screen.patterns, id).toEqual(patternsOf(cliScores[i]!));
      // The total is in sight at the bottom while the hand is entered.
      expect(screen.status, id).toBe(`${cliScores[i]!.total} points`);
      if (id === 'HANDJSON') await screenshot(page, 'calculator-entered-phone');
    }
    expect(await smallTargets(page)).toEqual([]);
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBe(0);
    await page.getByTestId('calc-total').scrollIntoViewIfNeeded();
    await screenshot(page, 'calculator-result-phone');
    expect(await axeViolations(page)).toEqual([]);

    // Half a hand: the words say what is missing.
    await page.getByRole('button', { name: 'Start again' }).tap();
    await play(page, { group: 'Bamboo', name: '1 of Bamboo', paletteGroup: 'Bamboo' }, true);
    await play(page, { group: 'Add the next tile to', name: 'Pung' }, true);
    await play(
      page,
      { group: 'Winds and dragons', name: 'Red Dragon', paletteGroup: 'Winds and dragons' },
      true,
    );
    expect((await shown(page)).status).toBe('14 tiles needed (a kong counts as 3): you have 4.');
    await screenshot(page, 'calculator-partial-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('speaks Italian in an Italian browser', async () => {
    const { page, errors } = await openCalculator(PHONE, true, 'it-IT');
    await page.getByRole('group', { name: 'Mostra le tessere' }).waitFor();
    expect((await shown(page)).status).toBe('Servono 14 tessere (un kong conta 3): ne hai 0.');
    await screenshot(page, 'calculator-it-phone');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
