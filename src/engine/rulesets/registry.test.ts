/**
 * The engine's list of rulesets (design.md: one registry per layer, issue 15 item 4): every
 * layer looks rulesets up here, and an unknown id is a typed error, never a quiet Zung Jung.
 */
import { describe, expect, it } from 'vitest';
import { balances, newGame } from '../game';
import {
  DEFAULT_RULESET_ID,
  RAVENNA_DEFAULTS,
  RULESET_IDS,
  RULESETS,
  RULESET_SETUPS,
  isRulesetId,
  lookupRuleset,
  rulesetOf,
  setupOf,
} from './index';

describe('the ruleset registry', () => {
  it('lists each ruleset once, under its own id, the default (Zung Jung) first', () => {
    expect(RULESET_IDS[0]).toBe(DEFAULT_RULESET_ID);
    expect(new Set(RULESET_IDS).size).toBe(RULESET_IDS.length);
    for (const id of RULESET_IDS) expect(RULESETS[id].id).toBe(id);
    expect(RULESET_IDS.map((id) => RULESETS[id].name)).toEqual(['Zung Jung', 'Ravenna']);
  });

  it('builds each ruleset on its setup, which the app reads before it loads the game (issue 17)', () => {
    expect(Object.keys(RULESET_SETUPS)).toEqual(Object.keys(RULESETS));
    for (const id of RULESET_IDS) {
      const setup = setupOf(id);
      const ruleset = rulesetOf(id);
      expect(setup).toBe(RULESET_SETUPS[id]);
      for (const key of Object.keys(setup) as (keyof typeof setup)[])
        expect(ruleset[key]).toBe(setup[key]);
    }
    // Ravenna plays clockwise; Zung Jung counter-clockwise.
    expect(RULESET_IDS.map((id) => setupOf(id).clockwise)).toEqual([false, true]);
    expect(() => setupOf('riichi')).toThrow(/unknown ruleset "riichi"/);
    expect(isRulesetId('toString')).toBe(false);
  });

  it('refuses an unknown id with config/unknown-ruleset, naming the ones there are', () => {
    for (const id of ['riichi', '', 'Zung Jung', null, 7, 'toString', '__proto__']) {
      const found = lookupRuleset(id);
      expect(found.ok).toBe(false);
      if (!found.ok) {
        expect(found.error.code).toBe('config/unknown-ruleset');
        for (const known of RULESET_IDS) expect(found.error.message).toContain(known);
      }
    }
    expect(() => rulesetOf('riichi')).toThrow(/config\/unknown-ruleset/);
    expect(newGame({ ruleset: 'riichi' as never, seed: 1 })).toMatchObject({
      ok: false,
      error: { code: 'config/unknown-ruleset' },
    });
  });

  it("accepts exactly the options its players may set, with the rules' defaults", () => {
    for (const id of RULESET_IDS) {
      const ruleset = RULESETS[id];
      const defaults = ruleset.resolveOptions();
      expect(defaults.ok).toBe(true);
      if (!defaults.ok) continue;
      const chosen = Object.fromEntries(
        ruleset.playerOptions.map((name) => [name, defaults.value[name]]),
      );
      expect(ruleset.resolveOptions(chosen).ok).toBe(true);
    }
    // ravenna.md §1.1: Ravenna always plays with flowers, so the player cannot set them.
    expect(RULESETS.ravenna.playerOptions).not.toContain('flowers');
  });

  it('starts balances at the ruleset’s stake: 0 in Zung Jung, §13’s starting balance in Ravenna', () => {
    const zj = newGame({ seed: 'balances' });
    const rav = newGame({
      ruleset: RULESET_IDS[1]!,
      seed: 'balances',
      options: { ravenna: { ...RAVENNA_DEFAULTS, startingBalance: 1500 } },
    });
    if (!zj.ok || !rav.ok) throw new Error('new games failed');
    expect(balances(zj.value.state)).toEqual([0, 0, 0, 0]);
    expect(balances(rav.value.state)).toEqual([1500, 1500, 1500, 1500]);
  });
});
