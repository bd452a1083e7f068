/** The ids of the rulesets in RULESETS (./index.ts): adding a ruleset adds its id here. */
export type RulesetId = 'zung-jung' | 'ravenna';
