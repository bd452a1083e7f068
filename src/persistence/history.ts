/**
 * The history on the device (issue 6): every match is kept as its log
 * `{ruleset, options, seed, actions[]}` — all the engine needs to rebuild it (design.md, engine
 * contract) — in the `matches` store of the app's database. This adapter only reads, checks,
 * migrates, lists, deletes and imports records; what a log means (summaries, replays, statistics,
 * the log file) is worked out by the pure modules of src/analysis. Nothing read from
 * the database or a file is trusted: a record is checked field by field and its log replayed;
 * failures are typed errors (or skipped records), never exceptions.
 */
import type { GameLog, Result } from '../engine';
import { fail, ok, stateHash } from '../engine';
import type { ImportError } from '../analysis';
import { importFailure, readLogFile } from '../analysis';
import type { MatchSummary } from '../analysis';
import { isRecord, walk } from '../analysis';
import { openHuDatabase } from './db';
import type { DrillsRepository } from './drills';
import { appDrills, memoryDrills } from './drills';
import type { ReadBackup } from '../analysis';
import { BACKUP_FORMAT, exportBackup, readBackup } from '../analysis';
import { cardId } from '../analysis';
import type { MatchShelf } from './matchShelf';
import { HISTORY_SCHEMA, recordFinishedMatch } from './matchShelf';

export type { MatchShelf } from './matchShelf';
export { HISTORY_SCHEMA, recordFinishedMatch } from './matchShelf';

export type HistoryErrorCode =
  'history/malformed' | 'history/newer-version' | 'history/illegal-log' | 'history/no-such-hand';

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

/** What a backup file (History and drills) added: matches, drill cards, and what it left out. */
export interface BackupImported {
  readonly matches: number;
  readonly drills: number;
  /** Matches and cards of the file that did not check out. */
  readonly skipped: number;
}

/** What importing a match log file did. */
export type MatchImportResult =
  | {
      readonly ok: true;
      readonly match: FinishedMatch;
      /** The same match was already in the history (nothing was added). */
      readonly duplicate: boolean;
    }
  | { readonly ok: false; readonly error: ImportError };

export type ImportResult =
  | MatchImportResult
  | {
      readonly ok: true;
      readonly backup: BackupImported;
      /** Everything in the file was already here (nothing was added). */
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
): Promise<MatchImportResult> {
  try {
    const read = readLogFile(text);
    if (!read.ok) return read;
    const { log, summary } = read.walked;
    if (!summary.finished)
      return importFailure(
        'import/not-finished',
        `the match in the file is not over (${summary.hands.length} hands played)`,
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

/**
 * Adds a backup's matches and drill cards (src/analysis/backupFile.ts). A match already kept
 * (the same id, or the same moves under another id) is not added again, and its cards follow it to
 * the id it has here; a card already in the deck keeps its own schedule. Never throws.
 */
export async function importBackup(
  db: MatchShelf,
  drills: DrillsRepository,
  backup: ReadBackup,
  cache?: SummaryCache,
): Promise<ImportResult> {
  try {
    const idHere = new Map<string, string>();
    let matches = 0;
    for (const match of backup.matches) {
      if ((await db.get('matches', match.id)) !== undefined) {
        idHere.set(match.id, match.id);
        continue;
      }
      const same = await findSame(db, match.log, cache);
      if (same !== undefined) {
        idHere.set(match.id, same.id);
        continue;
      }
      await recordFinishedMatch(db, match);
      idHere.set(match.id, match.id);
      matches++;
    }
    const deck = await drills.all();
    const cards = backup.drills
      .map((card) => {
        if (card.source === 'builtin') return card;
        const matchId = idHere.get(card.matchId);
        // A backup read keeps only the cards of its own matches (backupFile.ts).
        if (matchId === undefined) throw new Error(`drill card ${card.id} has no match here`);
        return { ...card, matchId, id: cardId(matchId, card.index) };
      })
      .filter((card) => !deck.has(card.id));
    await drills.put(cards);
    return {
      ok: true,
      backup: { matches, drills: cards.length, skipped: backup.skipped },
      duplicate: matches === 0 && cards.length === 0,
    };
  } catch (error) {
    return importFailure('import/not-saved', `the file could not be saved (${String(error)})`);
  }
}

/** The History and the drill deck as one backup file's text. */
export async function exportEverything(
  db: MatchShelf,
  drills: DrillsRepository,
  cache?: SummaryCache,
): Promise<string> {
  const { matches } = await listFinishedMatches(db, cache);
  return exportBackup(matches, (await drills.all()).values());
}

// ---- the history as the app uses it ------------------------------------------------------------

/** The history over the app's database, with the summaries it has computed kept for next time. */
export interface HistoryRepository {
  list(): Promise<HistoryListing>;
  remove(id: string): Promise<void>;
  /** A match log file, or a backup of the History with the drill deck. */
  importText(text: string): Promise<ImportResult>;
  /** Every match kept and the drill deck, as a backup file's text. */
  exportAll(): Promise<string>;
}

/** A backup file says so near its start (`{"format":"hu-backup"`): no need to parse it twice. */
const looksLikeBackup = (text: string) => text.slice(0, 200).includes(`"${BACKUP_FORMAT}"`);

export function createHistoryRepository(
  open: () => Promise<MatchShelf>,
  now: () => number = Date.now,
  /** The drill deck a backup file carries with the matches (an empty one kept in memory if none). */
  drills: DrillsRepository = memoryDrills(),
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
      if (typeof text === 'string' && looksLikeBackup(text)) {
        const read = readBackup(text);
        return read.ok ? importBackup(db, drills, read.backup, cache) : read;
      }
      return importMatchLog(db, text, now(), cache);
    },
    exportAll: async () => exportEverything(await open(), drills, cache),
  };
}

let shared: HistoryRepository | null = null;

/** The app's history, over its IndexedDB database (opened on first use). */
export function appHistory(): HistoryRepository {
  shared ??= createHistoryRepository(openHuDatabase, Date.now, appDrills());
  return shared;
}
