/**
 * The history's records on an in-memory shelf: kept, checked, migrated, listed, deleted, imported
 * (IndexedDB itself is exercised in the browser, test/e2e/history.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import type { GameLog } from '../engine';
import { exportMatchLog } from '../analysis';
import { summarizeMatch } from '../analysis';
import type { FinishedMatch, MatchShelf } from './history';
import {
  HISTORY_SCHEMA,
  createHistoryRepository,
  decodeMatchRecord,
  deleteFinishedMatch,
  importMatchLog,
  listFinishedMatches,
  memoryShelf,
  recordFinishedMatch,
} from './history';

const logOf = (seed: string) => playedMatch(seed);

function summary(log: GameLog) {
  const s = summarizeMatch(log);
  if (!s.ok) throw new Error(s.error.message);
  return s.value;
}

describe('the history on a shelf', () => {
  const record = (log: GameLog, id: string, finishedAt: number) => ({
    schema: HISTORY_SCHEMA,
    id,
    finishedAt,
    log,
  });

  it('keeps finished matches and lists them newest first', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { id: 'a', log: logOf('h1'), finishedAt: 1000 });
    await recordFinishedMatch(shelf, { id: 'b', log: logOf('h3'), finishedAt: 3000 });
    await recordFinishedMatch(shelf, { id: 'c', log: logOf('h5'), finishedAt: 2000 });
    const listing = await listFinishedMatches(shelf);
    expect(listing.skipped).toBe(0);
    expect(listing.matches.map((m) => m.id)).toEqual(['b', 'c', 'a']);
    expect(listing.matches[0]!.log).toEqual(logOf('h3'));
    expect(listing.matches[0]!.summary).toEqual(summary(logOf('h3')));
  });

  it('records a match once, keeping the time it was first kept', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { id: 'a', log: logOf('h1'), finishedAt: 1000 });
    await recordFinishedMatch(shelf, { id: 'a', log: logOf('h1'), finishedAt: 5000 });
    expect(shelf.records.size).toBe(1);
    expect(shelf.records.get('a')).toEqual(record(logOf('h1'), 'a', 1000));
  });

  it('skips and counts the records it cannot trust, showing the rest', async () => {
    const log = logOf('h1');
    const tampered = { ...log, actions: log.actions.slice(0, 200).concat(log.actions.slice(201)) };
    const shelf = memoryShelf([
      record(log, 'good', 1),
      null,
      'text',
      { id: 'no-schema', finishedAt: 1, log },
      { ...record(log, 'newer', 1), schema: HISTORY_SCHEMA + 1 },
      { ...record(log, 'old', 1), schema: 0 },
      { ...record(log, 'no-time', 1), finishedAt: 'yesterday' },
      record(log, '', 1),
      { ...record(log, 'no-log', 1), log: 'x' },
      record(tampered, 'tampered', 1),
      record({ ...log, actions: [...log.actions, { type: 'nextHand' }] }, 'too-long', 1),
    ]);
    const listing = await listFinishedMatches(shelf);
    expect(listing.matches.map((m) => m.id)).toEqual(['good']);
    expect(listing.skipped).toBe(10);
  });

  it('says why a record is refused', () => {
    const log = logOf('h1');
    const code = (raw: unknown) => {
      const r = decodeMatchRecord(raw);
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(code(record(log, 'a', 1))).toBe('accepted');
    expect(code({ ...record(log, 'a', 1), schema: 2 })).toBe('history/newer-version');
    expect(code({ ...record(log, 'a', 1), schema: 'one' })).toBe('history/malformed');
    const broken = { ...log, actions: [{ type: 'pass', seat: 0 }] };
    expect(code(record(broken as GameLog, 'a', 1))).toBe('history/illegal-log');
    const hostile = {
      get schema(): number {
        throw new Error('boom');
      },
    };
    expect(code(hostile)).toBe('history/malformed');
  });

  it('keeps a match left unfinished, its hands so far summarised (issue 15: leave a match)', async () => {
    const shelf = memoryShelf();
    const left = playedMatch('h2', { maxHands: 2 });
    await recordFinishedMatch(shelf, { id: 'left', log: left, finishedAt: 5 });
    await recordFinishedMatch(shelf, { id: 'done', log: logOf('h1'), finishedAt: 1 });
    const listing = await listFinishedMatches(shelf);
    expect(listing.skipped).toBe(0);
    expect(listing.matches.map((m) => [m.id, m.summary.finished])).toEqual([
      ['left', false],
      ['done', true],
    ]);
    expect(listing.matches[0]!.summary.hands).toHaveLength(2);
  });

  it('deletes a match', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { id: 'a', log: logOf('h1'), finishedAt: 1 });
    await recordFinishedMatch(shelf, { id: 'b', log: logOf('h3'), finishedAt: 2 });
    await deleteFinishedMatch(shelf, 'a');
    expect((await listFinishedMatches(shelf)).matches.map((m) => m.id)).toEqual(['b']);
  });

  it('imports a match log file once, however often it is imported', async () => {
    const shelf = memoryShelf();
    const text = exportMatchLog(logOf('h3'));
    const first = await importMatchLog(shelf, text, 1234);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.duplicate).toBe(false);
    expect(first.match.id).toMatch(/^import-[0-9a-f]{16}$/);
    expect(first.match.finishedAt).toBe(1234);
    const again = await importMatchLog(shelf, text, 9999);
    expect(again).toMatchObject({ ok: true, duplicate: true });
    expect(shelf.records.size).toBe(1);
    const listing = await listFinishedMatches(shelf);
    expect(listing.matches.map((m) => [m.id, m.finishedAt])).toEqual([[first.match.id, 1234]]);
  });

  it('does not add a match the history already holds under the id it was recorded with', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { id: 'played-here', log: logOf('h5'), finishedAt: 1 });
    const r = await importMatchLog(shelf, exportMatchLog(logOf('h5')), 2);
    expect(r).toMatchObject({ ok: true, duplicate: true, match: { id: 'played-here' } });
    expect(shelf.records.size).toBe(1);
  });

  it('refuses a bad or unfinished file and keeps the history as it was', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { id: 'a', log: logOf('h1'), finishedAt: 1 });
    const before = structuredClone([...shelf.records]);
    const bad = await importMatchLog(shelf, '{"format": "hu-match-log", "version": 1', 2);
    expect(bad.ok ? 'accepted' : bad.error.code).toBe('import/not-json');
    const unfinished = exportMatchLog(playedMatch('h2', { maxHands: 2 }));
    const early = await importMatchLog(shelf, unfinished, 2);
    expect(early.ok ? 'accepted' : early.error.code).toBe('import/not-finished');
    expect([...shelf.records]).toEqual(before);
  });

  it('reports a failed write as an error, without throwing', async () => {
    const shelf: MatchShelf = {
      ...memoryShelf(),
      put: () => Promise.reject(new Error('QuotaExceededError')),
    };
    const r = await importMatchLog(shelf, exportMatchLog(logOf('h1')), 1);
    expect(r.ok ? 'accepted' : r.error.code).toBe('import/not-saved');
    const closed = createHistoryRepository(() => Promise.reject(new Error('no IndexedDB')));
    const c = await closed.importText(exportMatchLog(logOf('h1')));
    expect(c.ok ? 'accepted' : c.error.code).toBe('import/not-saved');
    await expect(closed.list()).rejects.toThrow('no IndexedDB');
  });

  it('summarises each record once for the app, however often the list is shown', async () => {
    const shelf = memoryShelf();
    await recordFinishedMatch(shelf, { id: 'a', log: logOf('h1'), finishedAt: 1 });
    const history = createHistoryRepository(
      async () => shelf,
      () => 77,
    );
    const first: FinishedMatch = (await history.list()).matches[0]!;
    expect((await history.list()).matches[0]).toBe(first);
    const imported = await history.importText(exportMatchLog(logOf('h3')));
    expect(imported).toMatchObject({ ok: true, match: { finishedAt: 77 } });
    expect((await history.list()).matches.map((m) => m.id)).toHaveLength(2);
    await history.remove('a');
    expect((await history.list()).matches).toHaveLength(1);
  });
});
