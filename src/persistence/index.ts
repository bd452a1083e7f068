/**
 * What the app keeps on the device (IndexedDB), as the rest of the app reaches it: saving the match
 * and taking it up again (./saving.ts, also the wiring's own entry), and the History (kept matches,
 * statistics, replays, export and import, the coach's findings and the drills, with the analysis
 * they are read with). Not part of the store: the title's start-up code never needs it. Saving
 * loads with the app's wiring (src/connectApp.ts), after the title is the app's; the History, which
 * imports this index, lazily with its screens (issue 17).
 */
export * from './saving';

// The History (once src/store/history.ts).
export {
  HISTORY_SCHEMA,
  appHistory,
  createHistoryRepository,
  decodeMatchRecord,
  deleteFinishedMatch,
  exportEverything,
  importBackup,
  importMatchLog,
  listFinishedMatches,
  memoryShelf,
  recordFinishedMatch,
} from './history';
export type {
  FinishedMatch,
  BackupImported,
  HistoryErrorCode,
  HistoryListing,
  HistoryRepository,
  ImportResult,
  MatchShelf,
} from './history';
export {
  MATCH_LOG_FORMAT,
  MATCH_LOG_VERSION,
  MAX_BACKUP_CHARS,
  MAX_IMPORT_CHARS,
  exportMatchLog,
  parseMatchLog,
} from '../analysis';
export type { ImportError, ImportErrorCode, ParsedLog } from '../analysis';
export { summarizeMatch } from '../analysis';
export type { HandOutcome, HandRecap, HandWin, MatchSummary } from '../analysis';
export { patternStats, statsByRuleset } from '../analysis';
export type { MarkCount, PlayerStats, RulesetStats } from '../analysis';
export { handStarts, handStates } from '../analysis';
export type { HandReplay, HandSpan, ReplayStep } from '../analysis';
export {
  PROGRESS_METRICS,
  metricOf,
  pooledMetric,
  progressByRuleset,
  unreviewed,
} from '../analysis';
export type {
  MistakeTally,
  ProgressMatch,
  ProgressMetric,
  ProgressPoint,
  RulesetProgress,
} from '../analysis';
export { FINDINGS_SCHEMA, decodeFindings, handFindings, mistakeKindOf } from '../analysis';
export type { BigMistake, HandFindings, MatchFindings, MistakeKind } from '../analysis';
export { appFindings, createFindingsRepository, memoryFindings } from './findings';
export type { FindingsRepository } from './findings';
export {
  DAY_MS,
  DRILL_SCHEMA,
  RETURN_DAYS,
  RIGHT_TO_RETIRE,
  answerCard,
  builtinCard,
  cardId,
  cardsFromFindings,
  deckCounts,
  decodeCard,
  dueCards,
} from '../analysis';
export type { BuiltinCard, DeckCounts, DrillCard, MatchCard } from '../analysis';
export {
  BUILTIN_AIM,
  BUILTIN_STRONG_OPPONENTS,
  DAILY_COUNT,
  DRILL_IDEAS,
  builtinCardId,
  builtinPosition,
  dailyDrills,
  dayOf,
  startOfDay,
} from '../analysis';
export type { BuiltinDrill, BuiltinDrillSet, DrillIdea } from '../analysis';
export { appDrills, createDrillsRepository, memoryDrills } from './drills';
export type { DrillsRepository } from './drills';
export { BACKUP_FORMAT, BACKUP_VERSION, exportBackup, readBackup } from '../analysis';
export type { BackupMatch, ReadBackup } from '../analysis';
