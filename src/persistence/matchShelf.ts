/**
 * Writing a finished match into the history. Kept apart from history.ts (reading, statistics,
 * replays), which loads only when the history is opened: the app needs this part at every finish.
 */
import type { GameLog } from '../engine';
import type { MatchRecord } from './db';

/** Schema of a MatchRecord; history.ts holds the migrations for every bump. */
export const HISTORY_SCHEMA = 1;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The part of the app's database (db.ts) the history uses; an in-memory shelf for tests. */
export interface MatchShelf {
  getAll(store: 'matches'): Promise<unknown[]>;
  get(store: 'matches', id: string): Promise<unknown>;
  put(store: 'matches', record: MatchRecord): Promise<unknown>;
  delete(store: 'matches', id: string): Promise<void>;
}

/**
 * Keeps a finished match. Writing the same match again (same id) changes nothing: in particular
 * the time it was first kept stays, so the history's order does not move.
 */
export async function recordFinishedMatch(
  db: MatchShelf,
  match: { readonly id: string; readonly log: GameLog; readonly finishedAt: number },
): Promise<void> {
  const { ruleset, options, seed, rig, actions } = match.log;
  const before = await db.get('matches', match.id);
  const keptAt =
    isRecord(before) && typeof before['finishedAt'] === 'number' ? before['finishedAt'] : null;
  await db.put('matches', {
    schema: HISTORY_SCHEMA,
    id: match.id,
    finishedAt: keptAt ?? match.finishedAt,
    log: { ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions },
  });
}
