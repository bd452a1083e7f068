/** The test-only ruleset's entry in the CLI's registry: wins are scored and settled as in Zung Jung. */
import type { CliRuleset } from '../../../../src/cli/rulesets/types';
import { ZUNG_JUNG_CLI } from '../../../../src/cli/rulesets/zung-jung';

export const NO_CHOW_CLI: CliRuleset = { ...ZUNG_JUNG_CLI };
