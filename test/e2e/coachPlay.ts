/**
 * Playing the built app as a person who follows the coach, and checking what the coach shows
 * against the coach in Node and `hu analyse` on the same position (the person's view, rebuilt from
 * the page's log): shared by the coach's browser tests of both rulesets.
 */
import { execFileSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { positionOfView } from '../../src/bots/analyser';
import { coach } from '../../src/bots/coach';
import type { CoachAdvice } from '../../src/bots/coach';
import { analyseInputOf } from '../../src/cli/analyseContract';
import type { Action, GameLog, GameOptions, RulesetId } from '../../src/engine';
import { formatTile, playerView, replay } from '../../src/engine';
import { humanSeat } from '../../src/store';
import { pressOffer } from './offers';
import type { Mode } from './play';
import { debugState, waitForPerson } from './play';

/** What the coach says in Node about the position the page is showing. */
export async function nodeAdvice(page: Page): Promise<CoachAdvice> {
  const { config, log } = (await debugState(page)) as unknown as {
    config: { seed: string; options: GameOptions; ruleset: RulesetId };
    log: Action[];
  };
  const game = replay({ ...config, actions: log } as GameLog);
  if (!game.ok) throw new Error(game.error.message);
  return coach(playerView(game.value, humanSeat(game.value)));
}

export const logLength = async (page: Page) => (await debugState(page)).log.length;

interface CliDiscard {
  readonly tile: string;
  readonly winChance: number;
  readonly expectedPoints: number;
}

/**
 * The three discards the panel compares against `hu analyse` run on the same position (the
 * person's view, read off the page's log): same tiles, same chance to win and expected points.
 */
export async function expectOptionsAsCli(page: Page): Promise<void> {
  const rows = page.getByTestId('coach-options').locator('li');
  await rows.first().waitFor({ timeout: 15_000 });
  const shown = await rows.evaluateAll((items) =>
    items.map((i) => ({
      kind: Number(i.getAttribute('data-tile-kind')),
      winChance: Number(i.getAttribute('data-win-chance')),
      expectedPoints: Number(i.getAttribute('data-expected-points')),
    })),
  );
  expect(shown).toHaveLength(3);
  const { config, log } = (await debugState(page)) as unknown as {
    config: { seed: string; options: GameOptions; ruleset: RulesetId };
    log: Action[];
  };
  const game = replay({ ...config, actions: log } as GameLog);
  if (!game.ok) throw new Error(game.error.message);
  const position = positionOfView(playerView(game.value, humanSeat(game.value)))!;
  const out = execFileSync(
    'node_modules/.bin/tsx',
    ['src/cli/hu.ts', 'analyse', '--ruleset', config.ruleset],
    { input: JSON.stringify(analyseInputOf(position)), encoding: 'utf8' },
  );
  const cli = (JSON.parse(out) as { discards: CliDiscard[] }).discards;
  for (const row of shown) {
    const entry = cli.find((d) => d.tile === formatTile(row.kind))!;
    expect(entry).toBeDefined();
    expect(row.winChance).toBe(entry.winChance);
    expect(row.expectedPoints).toBe(entry.expectedPoints);
  }
}

/** Waits until the move is in the game's log. */
export async function moved(page: Page, before: number) {
  await page.waitForFunction(
    (n) => (window as unknown as { huDebug: () => { log: unknown[] } }).huDebug().log.length > n,
    before,
    { timeout: 10_000 },
  );
}

/** The person's turn with the coach's (fresh) suggestion on the hand. */
export async function suggestion(page: Page) {
  const tile = page.locator('.hand .hand-tile--suggested');
  await tile.waitFor({ timeout: 15_000 });
  return tile;
}

/**
 * One step of a person who follows the coach: the suggested discard, the advised claim (a win
 * always). `look` sees each decision before it is taken.
 */
export async function followStep(page: Page, look?: (mode: Mode) => Promise<void>): Promise<Mode> {
  const mode = await waitForPerson(page);
  if (mode === 'result') return mode;
  await look?.(mode);
  const before = await logLength(page);
  const win = page.locator('.offers .offer--win');
  if (await win.count()) {
    await pressOffer(page, win.first(), before);
  } else if (mode === 'claim') {
    await page.getByTestId('coach-claim').waitFor({ timeout: 15_000 });
    const advised = page.locator('.offers .coach-advised');
    const offer = (await advised.count()) ? advised : page.locator('.offers .offer--pass');
    await pressOffer(page, offer.first(), before);
  } else {
    const tile = await suggestion(page);
    await tile.click();
    await tile.click();
  }
  await moved(page, before);
  return mode;
}
