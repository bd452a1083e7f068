/** The rules engine's public surface (src/engine may import nothing from outside itself). */
export * from './tiles';
export * from './errors';
export * from './melds';
export * from './notation';
export * from './rng';
export * from './payments';
export * from './hand/decompose';
export * from './hand/shanten';
export * from './hand/waits';
export * from './scoring/types';
export {
  scoreWinningHand,
  valueWinningHand,
  scoreEveryArrangement,
  comparePatternIds,
  LIMIT,
} from './scoring/score';
export { formatArrangement } from './scoring/format';
export { ZUNG_JUNG_PATTERNS, PATTERN_BY_ID, CUMULATIVE_SERIES } from './scoring/patterns';
export type { PatternDef } from './scoring/patterns';
export { validateWinningHand } from './scoring/validate';
export * from './game';
export { randomTileCounts, randomWinningHand } from './hand/random';
export * from './scoring/ravenna';
export {
  rulesetOf,
  lookupRuleset,
  isRulesetId,
  RULESETS,
  RULESET_IDS,
  DEFAULT_RULESET_ID,
  RAVENNA_DEFAULTS,
  RAVENNA_OPTION,
  RAVENNA_SETUP,
  RULESET_SETUPS,
  ZUNG_JUNG_SETUP,
  setupOf,
  zungJung,
  ravenna,
} from './rulesets';
export type { PlayerOption, Ruleset, RulesetSetup, ScoringMark } from './rulesets';
