/**
 * Match analysis (issue 38): pure functions over the engine's data — a match's replay, summary and
 * statistics, its log file and the backup file, the coach's findings and their grading, the drills
 * and the built-in drill sets, the progress page's figures. No store, no storage: src/persistence
 * keeps what these compute, src/app and src/ui call them.
 */
export * from './backupFile';
export * from './builtinDrills';
export * from './drills';
export * from './findings';
export * from './grading';
export * from './logFile';
export * from './moveCode';
export * from './progress';
export * from './replay';
export * from './reviewMoves';
export * from './stats';
export * from './summary';
export { builtinDrillSet } from './rulesets';
