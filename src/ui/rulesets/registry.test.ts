/** A ruleset added at run time (a test's own) joins the UI's registry without editing it. */
import { describe, expect, it } from 'vitest';
import type { RulesetId } from '../../engine';
import { RULESET_DRAWINGS, registerRulesetDrawing } from '.';
import { ZUNG_JUNG_DRAWING } from './zung-jung';

describe("the UI's registry", () => {
  it('takes an entry registered at run time, once', () => {
    const id = 'test-only' as RulesetId;
    const entry = { ...ZUNG_JUNG_DRAWING, sheetBalances: true };
    registerRulesetDrawing(id, entry);
    expect(RULESET_DRAWINGS[id]).toBe(entry);
    expect(() => registerRulesetDrawing(id, entry)).toThrow(/already registered/);
  });
});
