/**
 * The history's public entry: kept matches, statistics, replays, export and import, and the
 * progress page's figures over them. Kept out of
 * src/store/index.ts so that only the lazily loaded history screen pulls it into the bundle.
 */
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
} from './persistence/history';
export type {
  FinishedMatch,
  BackupImported,
  HistoryErrorCode,
  HistoryListing,
  HistoryRepository,
  ImportResult,
  MatchShelf,
} from './persistence/history';
export {
  MATCH_LOG_FORMAT,
  MATCH_LOG_VERSION,
  MAX_BACKUP_CHARS,
  MAX_IMPORT_CHARS,
  exportMatchLog,
  parseMatchLog,
} from './matchAnalysis/logFile';
export type { ImportError, ImportErrorCode, ParsedLog } from './matchAnalysis/logFile';
export { summarizeMatch } from './matchAnalysis/summary';
export type { HandOutcome, HandRecap, HandWin, MatchSummary } from './matchAnalysis/summary';
export { patternStats, statsByRuleset } from './matchAnalysis/stats';
export type { MarkCount, PlayerStats, RulesetStats } from './matchAnalysis/stats';
export { handStarts, handStates } from './matchAnalysis/replay';
export type { HandReplay, HandSpan, ReplayStep } from './matchAnalysis/replay';
export {
  PROGRESS_METRICS,
  metricOf,
  pooledMetric,
  progressByRuleset,
  unreviewed,
} from './matchAnalysis/progress';
export type {
  MistakeTally,
  ProgressMatch,
  ProgressMetric,
  ProgressPoint,
  RulesetProgress,
} from './matchAnalysis/progress';
export {
  FINDINGS_SCHEMA,
  decodeFindings,
  handFindings,
  mistakeKindOf,
} from './matchAnalysis/findings';
export type {
  BigMistake,
  HandFindings,
  MatchFindings,
  MistakeKind,
} from './matchAnalysis/findings';
export { appFindings, createFindingsRepository, memoryFindings } from './persistence/findings';
export type { FindingsRepository } from './persistence/findings';
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
} from './matchAnalysis/drills';
export type { BuiltinCard, DeckCounts, DrillCard, MatchCard } from './matchAnalysis/drills';
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
} from './matchAnalysis/builtinDrills';
export type { BuiltinDrill, BuiltinDrillSet, DrillIdea } from './matchAnalysis/builtinDrills';
export { appDrills, createDrillsRepository, memoryDrills } from './persistence/drills';
export type { DrillsRepository } from './persistence/drills';
export {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  exportBackup,
  readBackup,
} from './matchAnalysis/backupFile';
export type { BackupMatch, ReadBackup } from './matchAnalysis/backupFile';
