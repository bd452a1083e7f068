/** A ruleset added at run time (a test's own) joins the CLI's registry without editing it. */
import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../engine';
import { CLI_RULESETS, registerCliRuleset } from '.';
import { ZUNG_JUNG_CLI } from './zung-jung';

describe("the CLI's registry", () => {
  it('takes an entry registered at run time, once', () => {
    const id = 'test-only' as RulesetId;
    const entry = { ...ZUNG_JUNG_CLI, usage: { score: 'a test' } };
    registerCliRuleset(id, entry);
    expect(CLI_RULESETS[id]).toBe(entry);
    expect(() => registerCliRuleset(id, entry)).toThrow(/already registered/);
  });
});
