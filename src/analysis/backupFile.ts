/**
 * The History with the drill deck as one file (issue 37, item 3; pure): `{format: 'hu-backup',
 * version, matches: [{id, finishedAt, log}], drills: [cards]}` — everything a person needs to
 * carry their matches and their drills to another device. Read back, every match's log is replayed
 * by the engine and every card checked (./drills.ts); the file is refused whole (a typed error)
 * when it is not such a file, and a match or a card that does not check out is left out and
 * counted, never trusted.
 */
import type { GameLog } from '../engine';
import type { DrillCard } from './drills';
import { decodeCard } from './drills';
import type { ImportError } from './logFile';
import { MAX_BACKUP_CHARS, importFailure, versionFailure } from './logFile';
import type { MatchSummary } from './summary';
import { isRecord, walk } from './summary';

export const BACKUP_FORMAT = 'hu-backup';
export const BACKUP_VERSION = 1;

export interface BackupMatch {
  readonly id: string;
  readonly finishedAt: number;
  readonly log: GameLog;
}

export interface ReadBackup {
  readonly matches: readonly (BackupMatch & { readonly summary: MatchSummary })[];
  readonly drills: readonly DrillCard[];
  /** Matches and cards of the file left out because they did not check out. */
  readonly skipped: number;
}

export function exportBackup(matches: readonly BackupMatch[], drills: Iterable<DrillCard>): string {
  const plain = matches.map(({ id, finishedAt, log }) => {
    const { ruleset, options, seed, rig, actions } = log;
    return { id, finishedAt, log: { ruleset, options, seed, ...(rig ? { rig } : {}), actions } };
  });
  return `${JSON.stringify({ format: BACKUP_FORMAT, version: BACKUP_VERSION, matches: plain, drills: [...drills] })}\n`;
}

/** The document is a backup (whatever its version): the importer reads it as one. */
export const isBackup = (doc: unknown): boolean => isRecord(doc) && doc['format'] === BACKUP_FORMAT;

export type BackupRead =
  | { readonly ok: true; readonly backup: ReadBackup }
  | { readonly ok: false; readonly error: ImportError };

function readMatch(raw: unknown): (BackupMatch & { summary: MatchSummary }) | null {
  if (!isRecord(raw) || !isRecord(raw['log'])) return null;
  const { id, finishedAt, log } = raw as {
    id: unknown;
    finishedAt: unknown;
    log: Record<string, unknown>;
  };
  if (typeof id !== 'string' || id.length === 0 || id.length > 200) return null;
  if (typeof finishedAt !== 'number' || !Number.isFinite(finishedAt)) return null;
  const walked = walk(log);
  if (!walked.ok) return null;
  return { id, finishedAt, log: walked.value.log, summary: walked.value.summary };
}

/** Reads a backup's text (parsed already, or not). Never throws. */
export function readBackup(input: unknown): BackupRead {
  try {
    let doc = input;
    if (typeof input === 'string') {
      if (input.length > MAX_BACKUP_CHARS)
        return importFailure('import/too-large', 'the file is far too large to be a backup');
      try {
        doc = JSON.parse(input);
      } catch {
        return importFailure('import/not-json', 'the file is not JSON');
      }
    }
    if (!isBackup(doc))
      return importFailure('import/wrong-format', `the file is not a ${BACKUP_FORMAT} file`);
    const { version, matches, drills } = doc as Record<string, unknown>;
    const unreadable = versionFailure(version, BACKUP_VERSION);
    if (unreadable !== null) return unreadable;
    if (!Array.isArray(matches) || !Array.isArray(drills))
      return importFailure('import/wrong-format', 'the file holds no matches or drills');
    let skipped = 0;
    const read: (BackupMatch & { summary: MatchSummary })[] = [];
    for (const raw of matches as unknown[]) {
      const match = readMatch(raw);
      if (match === null) skipped++;
      else read.push(match);
    }
    const ids = new Set(read.map((m) => m.id));
    const cards: DrillCard[] = [];
    for (const raw of drills as unknown[]) {
      const card = decodeCard(raw);
      // A card of the person's asks a position of one of the file's matches: without it, it
      // cannot be asked. A built-in drill's position comes with Hu!.
      if (card.ok && (card.value.source === 'builtin' || ids.has(card.value.matchId)))
        cards.push(card.value);
      else skipped++;
    }
    return { ok: true, backup: { matches: read, drills: cards, skipped } };
  } catch (error) {
    return importFailure('import/wrong-format', `the file could not be read (${String(error)})`);
  }
}
