/**
 * Zung Jung (shared/rules/zung-jung.md): the ruleset the reducer consults, and its scoring by the
 * pattern table (§9–§12). The registry (../index.ts) lists it; the rest of the engine and the app
 * reach it only through there. Its setup (./setup.ts) is listed by the registry of setups.
 */
export { zungJung } from './ruleset';
export {
  scoreWinningHand,
  valueWinningHand,
  scoreEveryArrangement,
  comparePatternIds,
  LIMIT,
} from './scoring/score';
export { ZUNG_JUNG_PATTERNS, PATTERN_BY_ID, CUMULATIVE_SERIES } from './scoring/patterns';
export type { PatternDef, ZungJungPatternId } from './scoring/patterns';
export { validateWinningHand } from './scoring/validate';
