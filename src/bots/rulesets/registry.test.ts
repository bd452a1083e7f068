/** A ruleset added at run time (a test's own) joins the bots' registry without editing it. */
import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../engine';
import { BOT_RULESETS, registerBotRuleset } from '.';
import { ZUNG_JUNG_BOTS } from './zung-jung';

describe("the bots' registry", () => {
  it('takes an entry registered at run time, once', () => {
    const id = 'test-only' as RulesetId;
    const entry = { ...ZUNG_JUNG_BOTS, patterns: false };
    registerBotRuleset(id, entry);
    expect(BOT_RULESETS[id]).toBe(entry);
    expect(() => registerBotRuleset(id, entry)).toThrow(/already registered/);
  });
});
