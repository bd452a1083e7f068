/** The test-only ruleset's entry in the bots' registry: hands are valued as in Zung Jung. */
import type { BotRuleset } from '../../../../src/bots/rulesets';
import { ZUNG_JUNG_BOTS } from '../../../../src/bots/rulesets/zung-jung';

export const NO_CHOW_BOTS: BotRuleset = { ...ZUNG_JUNG_BOTS };
