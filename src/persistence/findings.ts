/**
 * What the coach found in the History's matches (src/analysis/findings.ts), kept in the app's
 * database so that a match is reviewed once. Records are checked when read back: an unreadable one
 * is left out (its match is then reviewed again, and the new record replaces it), never trusted.
 */
import type { MatchFindings } from '../analysis';
import { decodeFindings } from '../analysis';
import { openHuDatabase } from './db';

export interface FindingsRepository {
  /** Every readable record, by match id. */
  all(): Promise<Map<string, MatchFindings>>;
  put(findings: MatchFindings): Promise<void>;
  remove(matchId: string): Promise<void>;
}

/** The part of the database the findings use; an in-memory shelf for tests. */
export interface FindingsShelf {
  getAll(store: 'findings'): Promise<unknown[]>;
  put(store: 'findings', record: MatchFindings): Promise<unknown>;
  delete(store: 'findings', id: string): Promise<void>;
}

export function createFindingsRepository(open: () => Promise<FindingsShelf>): FindingsRepository {
  return {
    async all() {
      const found = new Map<string, MatchFindings>();
      for (const raw of await (await open()).getAll('findings')) {
        const decoded = decodeFindings(raw);
        if (decoded.ok) found.set(decoded.value.matchId, decoded.value);
      }
      return found;
    },
    async put(findings) {
      await (await open()).put('findings', findings);
    },
    async remove(matchId) {
      await (await open()).delete('findings', matchId);
    },
  };
}

/** Findings kept in memory, for tests and for a device where IndexedDB cannot be opened. */
export function memoryFindings(records: readonly unknown[] = []): FindingsRepository & {
  readonly records: Map<string, unknown>;
} {
  const records_ = new Map<string, unknown>();
  records.forEach((r, i) => records_.set(`#${i}`, r));
  const shelf: FindingsShelf = {
    getAll: async () => [...records_.values()].map((r) => structuredClone(r)),
    put: async (_store, record) => records_.set(record.matchId, structuredClone(record)),
    delete: async (_store, id) => {
      records_.delete(id);
    },
  };
  return { records: records_, ...createFindingsRepository(async () => shelf) };
}

let shared: FindingsRepository | null = null;

/** The app's findings, over its IndexedDB database (opened on first use). */
export function appFindings(): FindingsRepository {
  shared ??= createFindingsRepository(openHuDatabase);
  return shared;
}
