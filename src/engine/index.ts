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
export { formatArrangement } from './scoring/format';
export * from './game';
export { randomTileCounts, randomWinningHand } from './hand/random';
// The registry of rulesets, with each ruleset's own public names (its scoring, options, types).
export * from './rulesets';
