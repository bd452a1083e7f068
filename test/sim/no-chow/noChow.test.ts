/**
 * Issue 38: a third ruleset is one folder per layer (./engine, ./bots, ./cli, ./ui) and a registry
 * line each (./register.ts; the UI's below), without touching the engine's reducer, the bots, the
 * CLI or the UI. The ruleset is Zung Jung with no chow claimed (zung-jung.md §5.2 taken away).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { GameState, RulesetId } from '../../../src/engine';
import {
  DEFAULT_RULESET_ID,
  Rng,
  legalActions,
  playerView,
  seatsToAct,
  seedRng,
} from '../../../src/engine';
import type { Decide } from '../../../src/bots';
import { decide, playMatch } from '../../../src/bots';
import { simulate } from '../../../src/cli/simulate';
import { registerRulesetDrawing } from '../../../src/ui/rulesets';
import { dealOf, isClockwise, shownPoints } from '../../../src/ui/table/viewModel';
import { NO_CHOW } from './register';
import { NO_CHOW_DRAWING } from './ui';

registerRulesetDrawing(NO_CHOW, NO_CHOW_DRAWING);

const standard: Decide = (view, rng) => decide(view, rng, 'standard');

/** Chow claims the engine offered over a few seeded hands of standard bots, and the last state. */
function chowsOffered(ruleset: RulesetId, seed: string): { offered: number; last: GameState } {
  let offered = 0;
  const last = playMatch(
    { ruleset, seed },
    [standard, standard, standard, standard],
    new Rng(seedRng(seed)),
    {
      onStep: (state) => {
        for (const seat of seatsToAct(state))
          offered += legalActions(state, seat).filter((a) => a.type === 'claimChow').length;
      },
    },
    { maxHands: 4 },
  );
  return { offered, last };
}

describe('a test-only third ruleset, Zung Jung without chows (issue 38)', () => {
  it('is played by the engine with its own claim rule: no chow is ever offered (§5.2 taken away)', () => {
    const zungJung = chowsOffered(DEFAULT_RULESET_ID, 'third-ruleset');
    const noChow = chowsOffered(NO_CHOW, 'third-ruleset');
    // The same deals offer chows in Zung Jung: the ruleset's seam, not the seeds, takes them away.
    expect(zungJung.offered).toBeGreaterThan(0);
    expect(noChow.offered).toBe(0);
    expect(noChow.last.config.ruleset).toBe(NO_CHOW);
  });

  it('is played by the bots and the coach through `simulate`, every invariant held', () => {
    const problems: string[] = [];
    const report = simulate(
      {
        ruleset: NO_CHOW,
        hands: 12,
        seed: 'third-ruleset',
        bots: ['coach', 'strong', 'standard', 'beginner'],
        flowers: false,
        duplicate: false,
      },
      (line) => problems.push(line),
    );
    // Every win re-scored through the ruleset's `score` entry; its invariant: nobody shows a chow.
    expect(problems).toEqual([]);
    expect(report).toMatchObject({
      ruleset: NO_CHOW,
      hands: 12,
      invariantViolations: 0,
      illegalActions: 0,
    });
    expect(report.players.reduce((n, p) => n + p.wins, 0)).toBeGreaterThan(0);
  });

  it('is drawn by the UI from its own entry (the table strip and the totals)', () => {
    const { last } = chowsOffered(NO_CHOW, 'third-ruleset-ui');
    const view = playerView(last, 0);
    expect(view.ruleset).toBe(NO_CHOW);
    expect(isClockwise(view)).toBe(false);
    expect(shownPoints(view, 12)).toBe(12);
    expect(dealOf(view)).toBeNull();
  });

  it('is a ruleset of `hu simulate` once registered, and unknown to it otherwise', () => {
    const hu = (imports: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          ...imports,
          'src/cli/hu.ts',
          'simulate',
          '--ruleset',
          NO_CHOW,
          '--hands',
          '16',
          '--seed',
          'third-ruleset',
          '--bots',
          'strong,standard,standard,standard',
          '--json',
        ],
        { encoding: 'utf8' },
      );
    const registered = hu(['--import', './test/sim/no-chow/register.ts']);
    expect(registered.stderr).toBe('');
    expect(registered.status).toBe(0);
    expect(JSON.parse(registered.stdout)).toMatchObject({
      ruleset: NO_CHOW,
      hands: 16,
      invariantViolations: 0,
      illegalActions: 0,
    });
    const unknown = hu([]);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain(`"${NO_CHOW}"`);
  });
});
