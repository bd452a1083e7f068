/**
 * The registry lines of the test-only ruleset, one per headless layer (the UI's is in the test,
 * which alone draws): imported by the test, and by `node --import` before `hu` so that the CLI
 * knows the ruleset as it knows the built-in ones.
 */
import { registerBotRuleset } from '../../../src/bots/rulesets';
import { registerCliRuleset } from '../../../src/cli/rulesets';
import { registerInvariants, registerRuleset } from '../../../src/engine';
import { NO_CHOW_BOTS } from './bots';
import { NO_CHOW_CLI } from './cli';
import { noChow, noChowInvariants } from './engine';

export const NO_CHOW = registerRuleset(noChow);
registerInvariants(NO_CHOW, noChowInvariants);
registerBotRuleset(NO_CHOW, NO_CHOW_BOTS);
registerCliRuleset(NO_CHOW, NO_CHOW_CLI);
