/**
 * The app's IndexedDB database (through `idb`): the match being played, saves kept aside because
 * they could not be read, the finished matches of the history, what the coach found in them and the drill deck. One database, opened once; the
 * version below is the database's layout, the records inside carry their own schema versions.
 */
import type { DBSchema, IDBPDatabase } from 'idb';
import { openDB } from 'idb';
import type { GameLog } from '../engine';

export const DB_NAME = 'hu';
/** Bump with a new `upgrade` step for every change of object stores or indexes. */
export const DB_VERSION = 2;
export const CURRENT_KEY = 'current';

/** A save exactly as read back, before it is checked: anything may be in it. */
export type UncheckedRecord = unknown;

export interface QuarantinedSave {
  readonly id?: number;
  readonly keptAt: number;
  /** The typed error code and its plain-words message. */
  readonly code: string;
  readonly message: string;
  readonly raw: UncheckedRecord;
}

/** A finished match in the history (written once, when its last hand ends). */
export interface MatchRecord {
  /** Schema of this record; see history.ts for its migrations. */
  readonly schema: number;
  readonly id: string;
  readonly finishedAt: number;
  readonly log: GameLog;
}

export interface HuSchema extends DBSchema {
  saves: { key: string; value: UncheckedRecord };
  quarantine: { key: number; value: QuarantinedSave };
  matches: { key: string; value: MatchRecord; indexes: { byFinishedAt: number } };
  /** What the coach found in each finished match (src/analysis/findings.ts), by the match's id. */
  findings: { key: string; value: UncheckedRecord };
  /** The drill deck (src/analysis/drills.ts), by the card's id. */
  drills: { key: string; value: UncheckedRecord };
}

export type HuDatabase = IDBPDatabase<HuSchema>;

let opening: Promise<HuDatabase> | null = null;

/** The app's database, opened (and created or upgraded) on first use. */
export function openHuDatabase(): Promise<HuDatabase> {
  opening ??= openDB<HuSchema>(DB_NAME, DB_VERSION, {
    upgrade(db, oldVersion) {
      // Each step brings a database of version `oldVersion` one step forward.
      if (oldVersion < 1) {
        db.createObjectStore('saves');
        db.createObjectStore('quarantine', { keyPath: 'id', autoIncrement: true });
        db.createObjectStore('matches', { keyPath: 'id' }).createIndex(
          'byFinishedAt',
          'finishedAt',
        );
      }
      if (oldVersion < 2) {
        db.createObjectStore('findings', { keyPath: 'matchId' });
        db.createObjectStore('drills', { keyPath: 'id' });
      }
    },
    blocked() {
      // Another tab holds an older version open; it will be asked to close (below).
    },
    blocking() {
      // A newer version of the app (another tab, after an update) needs the database: let go.
      void opening?.then((db) => db.close());
      opening = null;
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}
