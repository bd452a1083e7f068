/**
 * The history of finished matches (issue 6): every match is kept as its log
 * `{ruleset, options, seed, actions[]}` — all the engine needs to rebuild it (design.md, engine
 * contract) — in the `matches` store of the app's database. From a log this module derives, with
 * the engine's own `apply`:
 * - a summary per hand (who won, how, the patterns and payments) and the final standings;
 * - statistics for one player over many matches (hands won, self-drawn, deal-ins, patterns);
 * - the sequence of full states through one hand, for the replay viewer.
 * It also writes and reads the match log file people export and import. Nothing read from the
 * database or a file is trusted: a record or file is checked field by field and its log replayed;
 * failures are typed errors (or skipped records), never exceptions.
 */
import type {
  Action,
  EngineError,
  GameConfig,
  GameEvent,
  GameLog,
  GameState,
  LimitKind,
  PatternId,
  PlayerIndex,
  Result,
  Seat,
  Standing,
} from '../../engine';
import {
  apply,
  comparePatternIds,
  fail,
  newGame,
  ok,
  currentPlayers,
  standings,
  stateHash,
} from '../../engine';
import { openHuDatabase } from './db';
import type { MatchShelf } from './matchShelf';
import { HISTORY_SCHEMA, recordFinishedMatch } from './matchShelf';

export type { MatchShelf } from './matchShelf';
export { HISTORY_SCHEMA, recordFinishedMatch } from './matchShelf';

/** Schema of a MatchRecord; bump with a step in MIGRATIONS for every change to its shape. */

/** §3.1: a match is 16 hands. */
export const HANDS_PER_MATCH = 16;

type Four<T> = readonly [T, T, T, T];

// ---- summaries ---------------------------------------------------------------------------------

export interface PatternPoints {
  readonly id: PatternId;
  readonly points: number;
}

export interface HandWin {
  readonly kind: 'win';
  readonly winner: PlayerIndex;
  readonly winnerSeat: Seat;
  /** §8.3: self-drawn (`wall`, a kong replacement included) or on a discard (a robbed kong too). */
  readonly from: 'wall' | 'discard';
  /**
   * The player who discarded the winning tile (§12.2); for a robbed kong the kong player, who
   * counts as its discarder (§7.4). Null for a self-drawn win.
   */
  readonly discarder: PlayerIndex | null;
  /** Who paid for the others after same-turn immunity (§12.5); null when nobody was responsible. */
  readonly responsible: PlayerIndex | null;
  readonly robbedKong: boolean;
  /** The counted patterns in id order; empty for a chicken hand (§9.4). */
  readonly patterns: readonly PatternPoints[];
  /** The hand's value V (§9); the winner received 3V (§12.1). */
  readonly value: number;
  readonly limit: LimitKind;
}

export type HandOutcome = HandWin | { readonly kind: 'draw' };

export interface HandRecap {
  /** 0..15. */
  readonly number: number;
  /** The player at each seat (East, South, West, North) during the hand (§3.3). */
  readonly players: Four<PlayerIndex>;
  readonly result: HandOutcome;
  /** Net payments by player (§12), zero-sum. */
  readonly payments: Four<number>;
  /** Index in the log's actions of the hand's first action. */
  readonly firstAction: number;
  /** The hand's actions, without the `nextHand` that closes it. */
  readonly actionCount: number;
}

export interface MatchSummary {
  /** The finished hands, in order. */
  readonly hands: readonly HandRecap[];
  /** Running totals by player after the last finished hand (§3.4). */
  readonly totals: Four<number>;
  /** By place; equal totals share a place (D-2). */
  readonly standings: readonly Standing[];
  /** All 16 hands played: the log ends in `matchOver`. */
  readonly finished: boolean;
}

export type HistoryErrorCode =
  | 'history/malformed'
  | 'history/newer-version'
  | 'history/illegal-log'
  | 'history/unfinished'
  | 'history/no-such-hand';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The action with only the fields its type has (the reducer validates them while replaying). */
function actionFields(action: Record<string, unknown>): Action {
  const { type, seat, tile, kind, lowest } = action;
  const fields: Record<string, unknown> = { type };
  if (type !== 'nextHand') fields['seat'] = seat;
  if (type === 'discard') fields['tile'] = tile;
  if (type === 'declareKong' || type === 'addToPung') fields['kind'] = kind;
  if (type === 'claimChow') fields['lowest'] = lowest;
  return fields as unknown as Action;
}

/** The log's config as the engine resolved it, and its actions: only checked data. */
function logOf(config: GameConfig, actions: readonly Action[]): GameLog {
  const { ruleset, options, seed, rig } = config;
  return { ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions };
}

interface Walk {
  readonly summary: MatchSummary;
  readonly log: GameLog;
}

function recap(state: GameState, firstAction: number, actionCount: number): HandRecap {
  const phase = state.hand.phase;
  if (phase.kind !== 'handOver' && phase.kind !== 'matchOver')
    throw new Error('a hand is summarised only when it is over');
  const players = currentPlayers(state);
  const recorded = state.match.history.find((h) => h.number === state.hand.number);
  if (recorded === undefined) throw new Error(`hand ${state.hand.number} is not on the sheet`);
  const r = phase.result;
  const result: HandOutcome =
    r.kind === 'draw'
      ? { kind: 'draw' }
      : {
          kind: 'win',
          winner: players[r.winner],
          winnerSeat: r.winner,
          from: r.winFrom,
          discarder: r.discarder === null ? null : players[r.discarder],
          responsible: r.responsible === null ? null : players[r.responsible],
          robbedKong: r.hand.situation.robbingKong,
          patterns: r.score.counted.map((p) => ({ id: p.id, points: p.points })),
          value: r.score.total,
          limit: r.score.limit,
        };
  return {
    number: state.hand.number,
    players,
    result,
    payments: [...recorded.payments] as unknown as Four<number>,
    firstAction,
    actionCount,
  };
}

/** Replays a log once, summarising every hand as it ends. */
function walk(raw: unknown): Result<Walk> {
  if (!isRecord(raw) || !Array.isArray(raw['actions']))
    return fail('history/malformed', 'a match log is {ruleset, options, seed, actions[]}');
  const { ruleset, seed, options, rig } = raw;
  if (!raw['actions'].every(isRecord))
    return fail('history/malformed', 'an action of the log is not a record');
  if (!isRecord(options) || (rig !== undefined && !isRecord(rig)))
    return fail('history/malformed', 'the log has no options');
  const actions = raw['actions'].map(actionFields);
  const created = newGame({
    ...(typeof ruleset === 'string' ? { ruleset } : {}),
    seed: seed as GameLog['seed'],
    options,
    ...(rig === undefined ? {} : { rig: rig as GameConfig['rig'] }),
  });
  if (!created.ok)
    return fail('history/illegal-log', `the match cannot start: ${created.error.message}`);
  let state = created.value.state;
  const hands: HandRecap[] = [];
  let first = 0;
  for (const [index, action] of actions.entries()) {
    const closing = action.type === 'nextHand' && state.hand.phase.kind === 'handOver';
    if (closing) hands.push(recap(state, first, index - first));
    const result = apply(state, action);
    if (!result.ok) {
      const message = `action ${index} was refused: ${result.error.code} ${result.error.message}`;
      return fail('history/illegal-log', message);
    }
    state = result.state;
    if (closing) first = index + 1;
  }
  const finished = state.hand.phase.kind === 'matchOver';
  // A log that stops right after a hand ended (before its `nextHand`) still has that hand.
  if (state.hand.phase.kind === 'handOver') hands.push(recap(state, first, actions.length - first));
  const totals = [...state.match.totals] as unknown as Four<number>;
  return ok({
    log: logOf(state.config, actions),
    summary: { hands, totals, standings: standings(totals), finished },
  });
}

/**
 * Per hand: the players at the seats, the result (winner, self-drawn or on whose discard, the
 * counted patterns, the value) and the payments by player; then the final standings. Replays the
 * log with the engine, so an illegal log is an error, not a wrong summary.
 */
export function summarizeMatch(log: GameLog): Result<MatchSummary> {
  try {
    const walked = walk(log);
    return walked.ok ? ok(walked.value.summary) : walked;
  } catch (error) {
    return fail('history/malformed', `the log could not be read (${String(error)})`);
  }
}

// ---- statistics ----------------------------------------------------------------------------------

export interface PatternCount {
  readonly id: PatternId;
  /** Winning hands of the player in which the pattern counted. */
  readonly count: number;
  /** The points it brought over those hands. */
  readonly points: number;
}

export interface PlayerStats {
  readonly matches: number;
  readonly hands: number;
  readonly wins: number;
  readonly selfDrawn: number;
  /** Hands another player won on this player's discard (§12.2; a robbed kong too, §7.4). */
  readonly dealIns: number;
  /** Hands in which the player paid for the others as the responsible player (§12.3, §12.5). */
  readonly responsible: number;
  /** wins / hands, 0 with no hand. */
  readonly winRate: number;
  /** dealIns / hands, 0 with no hand. */
  readonly dealInRate: number;
  /** Wins with no counted pattern (1 point, §8.2). */
  readonly chickenHands: number;
  /** The average value V of the player's wins (§9); 0 with no win. */
  readonly averageWin: number;
  /** Most often scored first, then by id. */
  readonly patterns: readonly PatternCount[];
  /** How many matches ended in each place (index 0 = first); finished matches only. */
  readonly places: Four<number>;
}

/** One player's record over matches: hands won, how, deal-ins and the patterns scored. */
export function patternStats(matches: readonly MatchSummary[], player: PlayerIndex): PlayerStats {
  let hands = 0;
  let wins = 0;
  let selfDrawn = 0;
  let dealIns = 0;
  let responsible = 0;
  let chickenHands = 0;
  let winValue = 0;
  const places = [0, 0, 0, 0];
  const byId = new Map<PatternId, { count: number; points: number }>();
  for (const match of matches) {
    if (match.finished) {
      const place = match.standings.find((s) => s.player === player)?.place;
      if (place !== undefined) places[place - 1]!++;
    }
    for (const hand of match.hands) {
      hands++;
      const r = hand.result;
      if (r.kind !== 'win') continue;
      if (r.winner === player) {
        wins++;
        winValue += r.value;
        if (r.from === 'wall') selfDrawn++;
        if (r.patterns.length === 0) chickenHands++;
        for (const p of r.patterns) {
          const entry = byId.get(p.id) ?? { count: 0, points: 0 };
          byId.set(p.id, { count: entry.count + 1, points: entry.points + p.points });
        }
      }
      if (r.discarder === player) dealIns++;
      if (r.responsible === player && r.value > 25) responsible++;
    }
  }
  const patterns = [...byId.entries()]
    .map(([id, { count, points }]) => ({ id, count, points }))
    .sort((a, b) => b.count - a.count || comparePatternIds(a.id, b.id));
  return {
    matches: matches.length,
    hands,
    wins,
    selfDrawn,
    dealIns,
    responsible,
    winRate: hands === 0 ? 0 : wins / hands,
    dealInRate: hands === 0 ? 0 : dealIns / hands,
    chickenHands,
    averageWin: wins === 0 ? 0 : winValue / wins,
    patterns,
    places: places as unknown as Four<number>,
  };
}

// ---- stepping through a hand -------------------------------------------------------------------

export interface HandSpan {
  readonly number: number;
  /** Index of the hand's first action in the log. */
  readonly first: number;
  /** One past its last action: the index of the `nextHand` that closes it, or the log's end. */
  readonly end: number;
}

/**
 * Where each hand of the log begins and ends, from the actions alone (each `nextHand` closes a
 * hand; after the 16th it ends the match, §3.1). Meant for logs that replay; no engine call.
 */
export function handStarts(log: GameLog): HandSpan[] {
  const spans: HandSpan[] = [];
  let first = 0;
  log.actions.forEach((action, index) => {
    if (action.type !== 'nextHand' || spans.length >= HANDS_PER_MATCH) return;
    spans.push({ number: spans.length, first, end: index });
    first = index + 1;
  });
  if (spans.length < HANDS_PER_MATCH)
    spans.push({ number: spans.length, first, end: log.actions.length });
  return spans;
}

export interface ReplayStep {
  /** The action that led to this position; null for the dealt hand. */
  readonly action: Action | null;
  /** Index of that action in the log; -1 for the dealt hand. */
  readonly index: number;
  /** What the action set off (draws, claims, the end of the hand), as the engine reported it. */
  readonly events: readonly GameEvent[];
  readonly state: GameState;
}

export interface HandReplay {
  readonly number: number;
  /** The dealt hand, then the state after each of the hand's actions (the last one is over). */
  readonly steps: readonly ReplayStep[];
}

/**
 * Every full state through hand `handNumber` (0-based) for the replay viewer: the log is replayed
 * once up to the deal of that hand, then stepped one action at a time.
 */
export function handStates(log: GameLog, handNumber: number): Result<HandReplay> {
  try {
    return stepThrough(log, handNumber);
  } catch (error) {
    return fail('history/malformed', `the log could not be read (${String(error)})`);
  }
}

function stepThrough(log: GameLog, handNumber: number): Result<HandReplay> {
  if (!isRecord(log) || !Array.isArray(log.actions))
    return fail('history/malformed', 'a match log is {ruleset, options, seed, actions[]}');
  const span = handStarts(log)[handNumber];
  if (span === undefined) return fail('history/no-such-hand', `the log has no hand ${handNumber}`);
  const created = newGame(log);
  if (!created.ok)
    return fail('history/illegal-log', `the match cannot start: ${created.error.message}`);
  let state = created.value.state;
  let events: readonly GameEvent[] = created.value.events;
  const step = (index: number): EngineError | null => {
    const result = apply(state, log.actions[index]!);
    if (!result.ok) return result.error;
    state = result.state;
    events = result.events;
    return null;
  };
  for (let index = 0; index < span.first; index++) {
    const error = step(index);
    if (error !== null) return fail('history/illegal-log', `action ${index}: ${error.message}`);
  }
  const steps: ReplayStep[] = [{ action: null, index: -1, events, state }];
  for (let index = span.first; index < span.end; index++) {
    const error = step(index);
    if (error !== null) return fail('history/illegal-log', `action ${index}: ${error.message}`);
    steps.push({ action: log.actions[index]!, index, events, state });
  }
  return ok({ number: handNumber, steps });
}

// ---- the match log file --------------------------------------------------------------------------

export const MATCH_LOG_FORMAT = 'hu-match-log';
export const MATCH_LOG_VERSION = 1;
/** Far above any real match (a few hundred kB): a bigger file is not read at all. */
export const MAX_IMPORT_CHARS = 8_000_000;

export type ImportErrorCode =
  | 'import/not-json'
  | 'import/too-large'
  | 'import/wrong-format'
  | 'import/newer-version'
  | 'import/illegal-log'
  | 'import/not-finished'
  | 'import/not-saved';

export interface ImportError {
  readonly code: ImportErrorCode;
  readonly message: string;
}

export type ParsedLog =
  | { readonly ok: true; readonly log: GameLog }
  | { readonly ok: false; readonly error: ImportError };

/**
 * The match log as a file: `{format, version, ruleset, options, seed, actions}`, indented, one
 * action a line so the file reads like the recorded games in test/fixtures/replays.
 */
export function exportMatchLog(log: GameLog): string {
  const { ruleset, options, seed, rig, actions } = log;
  const head = JSON.stringify(
    {
      format: MATCH_LOG_FORMAT,
      version: MATCH_LOG_VERSION,
      ruleset,
      options,
      seed,
      ...(rig === undefined ? {} : { rig }),
      actions: [],
    },
    null,
    2,
  );
  const lines = actions.map((a) => `    ${JSON.stringify(a)}`).join(',\n');
  const list = actions.length === 0 ? '[]' : `[\n${lines}\n  ]`;
  return `${head.replace(/"actions": \[\]/, () => `"actions": ${list}`)}\n`;
}

const importFailure = (code: ImportErrorCode, message: string) =>
  ({ ok: false, error: { code, message } }) as const;

type Read =
  | { readonly ok: true; readonly walked: Walk }
  | { readonly ok: false; readonly error: ImportError };

function readLogFile(text: unknown): Read {
  if (typeof text !== 'string') return importFailure('import/not-json', 'the file is not text');
  if (text.length > MAX_IMPORT_CHARS)
    return importFailure('import/too-large', 'the file is far too large to be a match log');
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return importFailure('import/not-json', 'the file is not JSON');
  }
  if (!isRecord(doc) || doc['format'] !== MATCH_LOG_FORMAT)
    return importFailure('import/wrong-format', `the file is not a ${MATCH_LOG_FORMAT} file`);
  const { version, ruleset, options, seed, rig, actions } = doc;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return importFailure('import/wrong-format', 'the file has no format version');
  if (version > MATCH_LOG_VERSION)
    return importFailure(
      'import/newer-version',
      `the file was written by a newer version of Hu! (version ${version})`,
    );
  const fields =
    typeof ruleset === 'string' &&
    (typeof seed === 'string' || typeof seed === 'number') &&
    isRecord(options) &&
    (rig === undefined || isRecord(rig)) &&
    Array.isArray(actions) &&
    actions.every(isRecord);
  if (!fields)
    return importFailure(
      'import/wrong-format',
      'the file lacks the ruleset, options, seed or actions of a match',
    );
  const walked = walk({ ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions });
  if (!walked.ok) return importFailure('import/illegal-log', walked.error.message);
  return { ok: true, walked: walked.value };
}

/** Reads a match log file back: the log it holds (as the engine replayed it), or why not. */
export function parseMatchLog(text: unknown): ParsedLog {
  try {
    const read = readLogFile(text);
    return read.ok ? { ok: true, log: read.walked.log } : read;
  } catch (error) {
    return importFailure('import/wrong-format', `the file could not be read (${String(error)})`);
  }
}

// ---- records in the database -------------------------------------------------------------------

/** A shelf kept in memory, for tests and for a device where IndexedDB cannot be opened. */
export function memoryShelf(records: readonly unknown[] = []): MatchShelf & {
  readonly records: Map<string, unknown>;
} {
  const stored = new Map<string, unknown>();
  records.forEach((r, i) => stored.set(isRecord(r) ? String(r['id']) : `#${i}`, r));
  const copy = <T>(value: T): T => structuredClone(value);
  return {
    records: stored,
    getAll: async () => [...stored.values()].map(copy),
    get: async (_store, id) => copy(stored.get(id)),
    put: async (_store, record) => {
      stored.set(record.id, copy(record));
      return record.id;
    },
    delete: async (_store, id) => {
      stored.delete(id);
    },
  };
}

/** A finished match as the history shows it: the record, checked, and its summary. */
export interface FinishedMatch {
  readonly id: string;
  readonly finishedAt: number;
  readonly log: GameLog;
  readonly summary: MatchSummary;
}

export interface HistoryListing {
  /** Newest first. */
  readonly matches: readonly FinishedMatch[];
  /** Records that were not shown: unreadable, from a newer version, or whose log does not replay. */
  readonly skipped: number;
}

/** Summaries already computed, by record (records are written once and never change). */
export type SummaryCache = Map<string, FinishedMatch>;

/**
 * Steps from each older schema to the next: MIGRATIONS[n] turns a schema-n record into a
 * schema-(n+1) one. Schema 1 is the first, so there is no step yet; `decodeMatchRecord` walks this
 * table so the next bump only adds its entry (and a test with a record of the old shape).
 */
const MIGRATIONS: Readonly<Record<number, (record: Record<string, unknown>) => unknown>> = {};

function migrate(raw: Record<string, unknown>): Result<Record<string, unknown>> {
  let record = raw;
  for (;;) {
    const schema = record['schema'];
    if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 1)
      return fail('history/malformed', 'the record has no schema');
    if (schema === HISTORY_SCHEMA) return ok(record);
    if (schema > HISTORY_SCHEMA)
      return fail('history/newer-version', `the record has a newer schema (${schema})`);
    const next = MIGRATIONS[schema]?.(record);
    if (!isRecord(next))
      return fail('history/malformed', `a schema-${schema} record is unreadable`);
    record = next;
  }
}

const cacheKey = (record: Record<string, unknown>, log: Record<string, unknown>) =>
  `${String(record['id'])}|${String(record['finishedAt'])}|${String(log['seed'])}|${
    Array.isArray(log['actions']) ? log['actions'].length : -1
  }`;

/**
 * Checks a record read from the database: its schema (migrated), its fields, and its log, which
 * must replay to the end of a match. Never throws.
 */
export function decodeMatchRecord(raw: unknown, cache?: SummaryCache): Result<FinishedMatch> {
  try {
    if (!isRecord(raw)) return fail('history/malformed', 'the record is not an object');
    const migrated = migrate(raw);
    if (!migrated.ok) return migrated;
    const { id, finishedAt, log } = migrated.value;
    if (typeof id !== 'string' || id.length === 0 || id.length > 200)
      return fail('history/malformed', 'the record has no id');
    if (typeof finishedAt !== 'number' || !Number.isFinite(finishedAt))
      return fail('history/malformed', 'the record has no time');
    if (!isRecord(log)) return fail('history/malformed', 'the record has no log');
    const key = cacheKey(migrated.value, log);
    const known = cache?.get(key);
    if (known !== undefined) return ok(known);
    const walked = walk(log);
    if (!walked.ok) return walked;
    if (!walked.value.summary.finished)
      return fail('history/unfinished', 'the match in the record is not over');
    const match: FinishedMatch = {
      id,
      finishedAt,
      log: walked.value.log,
      summary: walked.value.summary,
    };
    cache?.set(key, match);
    return ok(match);
  } catch (error) {
    return fail('history/malformed', `the record could not be read (${String(error)})`);
  }
}

/** The finished matches, newest first; records that do not check out are skipped and counted. */
export async function listFinishedMatches(
  db: MatchShelf,
  cache?: SummaryCache,
): Promise<HistoryListing> {
  const raws = await db.getAll('matches');
  const matches: FinishedMatch[] = [];
  let skipped = 0;
  for (const raw of raws) {
    const decoded = decodeMatchRecord(raw, cache);
    if (decoded.ok) matches.push(decoded.value);
    else skipped++;
  }
  matches.sort((a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { matches, skipped };
}

export async function deleteFinishedMatch(db: MatchShelf, id: string): Promise<void> {
  await db.delete('matches', id);
}

export type ImportResult =
  | {
      readonly ok: true;
      readonly match: FinishedMatch;
      /** The same match was already in the history (nothing was added). */
      readonly duplicate: boolean;
    }
  | { readonly ok: false; readonly error: ImportError };

/** The record already kept for the same match (same config and moves), if any. */
async function findSame(db: MatchShelf, log: GameLog, cache?: SummaryCache) {
  const hash = stateHash(log);
  for (const raw of await db.getAll('matches')) {
    if (!isRecord(raw) || !isRecord(raw['log'])) continue;
    const kept = raw['log'];
    if (kept['seed'] !== log.seed || !Array.isArray(kept['actions'])) continue;
    if (kept['actions'].length !== log.actions.length) continue;
    const decoded = decodeMatchRecord(raw, cache);
    if (decoded.ok && stateHash(decoded.value.log) === hash) return decoded.value;
  }
  return undefined;
}

/**
 * Adds the finished match of a match log file to the history. The id comes from the match's
 * content, and a match already kept (recorded here, or imported before) is not added twice.
 * Never throws: a bad file or a failed write is an ImportError.
 */
export async function importMatchLog(
  db: MatchShelf,
  text: unknown,
  now: number = Date.now(),
  cache?: SummaryCache,
): Promise<ImportResult> {
  try {
    const read = readLogFile(text);
    if (!read.ok) return read;
    const { log, summary } = read.walked;
    if (!summary.finished)
      return importFailure(
        'import/not-finished',
        `the match in the file is not over (${summary.hands.length} of ${HANDS_PER_MATCH} hands)`,
      );
    const same = await findSame(db, log, cache);
    if (same !== undefined) return { ok: true, match: same, duplicate: true };
    const id = `import-${stateHash(log)}`;
    await recordFinishedMatch(db, { id, log, finishedAt: now });
    return { ok: true, match: { id, finishedAt: now, log, summary }, duplicate: false };
  } catch (error) {
    return importFailure('import/not-saved', `the match could not be saved (${String(error)})`);
  }
}

// ---- the history as the app uses it ------------------------------------------------------------

/** The history over the app's database, with the summaries it has computed kept for next time. */
export interface HistoryRepository {
  list(): Promise<HistoryListing>;
  remove(id: string): Promise<void>;
  importText(text: string): Promise<ImportResult>;
}

export function createHistoryRepository(
  open: () => Promise<MatchShelf>,
  now: () => number = Date.now,
): HistoryRepository {
  const cache: SummaryCache = new Map();
  return {
    list: async () => listFinishedMatches(await open(), cache),
    remove: async (id) => deleteFinishedMatch(await open(), id),
    importText: async (text) => {
      let db: MatchShelf;
      try {
        db = await open();
      } catch (error) {
        return importFailure('import/not-saved', `the history cannot be opened (${String(error)})`);
      }
      return importMatchLog(db, text, now(), cache);
    },
  };
}

let shared: HistoryRepository | null = null;

/** The app's history, over its IndexedDB database (opened on first use). */
export function appHistory(): HistoryRepository {
  shared ??= createHistoryRepository(openHuDatabase);
  return shared;
}
