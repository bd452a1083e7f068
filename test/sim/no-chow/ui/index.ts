/** The test-only ruleset's entry in the UI's registry: it draws what Zung Jung draws. */
import type { RulesetDrawing } from '../../../../src/ui/rulesets';
import { ZUNG_JUNG_DRAWING } from '../../../../src/ui/rulesets/zung-jung';

export const NO_CHOW_DRAWING: RulesetDrawing = { ...ZUNG_JUNG_DRAWING };
