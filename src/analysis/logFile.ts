/**
 * The match log file people export and import (issue 6; pure): `{format, version, ruleset,
 * options, seed, actions}`. A file is checked field by field and its log replayed by the engine.
 */
import type { GameLog } from '../engine';
import type { Walk } from './summary';
import { isRecord, walk } from './summary';

export const MATCH_LOG_FORMAT = 'hu-match-log';
export const MATCH_LOG_VERSION = 1;
/** Far above any real match (a few hundred kB): a bigger file is not read at all. */
export const MAX_IMPORT_CHARS = 8_000_000;
/** A backup holds every match kept (tens of kB each, compact): far above any real one. */
export const MAX_BACKUP_CHARS = 64_000_000;

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

export const importFailure = (code: ImportErrorCode, message: string) =>
  ({ ok: false, error: { code, message } }) as const;

/** Why a file's format version cannot be read by this version of Hu!, or null when it can. */
export function versionFailure(version: unknown, newest: number) {
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1)
    return importFailure('import/wrong-format', 'the file has no format version');
  if (version > newest)
    return importFailure(
      'import/newer-version',
      `the file was written by a newer version of Hu! (version ${version})`,
    );
  return null;
}

export type Read =
  | { readonly ok: true; readonly walked: Walk }
  | { readonly ok: false; readonly error: ImportError };

export function readLogFile(text: unknown): Read {
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
  const unreadable = versionFailure(version, MATCH_LOG_VERSION);
  if (unreadable !== null) return unreadable;
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
