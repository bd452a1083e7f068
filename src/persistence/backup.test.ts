/**
 * The History with the drill deck as one file (issue 37, item 3), over in-memory shelves: what is
 * saved from one device is read back whole on another (every match, every card with its schedule);
 * importing it again adds nothing; a match already kept under another id takes its cards with it;
 * a card already in the deck keeps its own schedule; anything corrupt in the file is left out and
 * counted, and a file that is no backup is refused with a typed error, nothing lost.
 */
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import { reviewedMatch } from '../../test/helpers/reviews';
import type { GameLog } from '../engine';
import {
  BACKUP_FORMAT,
  answerCard,
  builtinCard,
  cardsFromFindings,
  createHistoryRepository,
  exportBackup,
  memoryDrills,
  memoryShelf,
  readBackup,
  recordFinishedMatch,
} from '.';

const LOGS: GameLog[] = [
  playedMatch('backup-1', { maxHands: 2 }),
  playedMatch('backup-2', { maxHands: 2, level: 'random', ruleset: 'ravenna' }),
];
const NOW = Date.UTC(2026, 10, 29, 12);

/**
 * A device with both matches kept and the cards of their big mistakes, one of them answered, and a
 * built-in drill missed once.
 */
async function device() {
  const shelf = memoryShelf();
  const drills = memoryDrills();
  for (const [i, log] of LOGS.entries()) {
    await recordFinishedMatch(shelf, { log, id: `m${i}`, finishedAt: NOW - i });
    await drills.put(cardsFromFindings(reviewedMatch(`m${i}`, log).findings, new Set(), NOW));
  }
  const [first] = (await drills.all()).values();
  await drills.put([answerCard(first!, false, NOW)]);
  const lesson = builtinCard({ id: 'zj/efficiency-01', idea: 'efficiency' }, LOGS[0]!.ruleset, NOW);
  await drills.put([answerCard(lesson, false, NOW)]);
  return {
    shelf,
    drills,
    history: createHistoryRepository(
      async () => shelf,
      () => NOW,
      drills,
    ),
  };
}

describe('a backup of the History and the drills', () => {
  it('carries every match and every card, with its schedule, to another device', async () => {
    const from = await device();
    const text = await from.history.exportAll();
    expect(JSON.parse(text)).toMatchObject({ format: BACKUP_FORMAT, version: 1 });
    const to = { shelf: memoryShelf(), drills: memoryDrills() };
    const history = createHistoryRepository(
      async () => to.shelf,
      () => NOW,
      to.drills,
    );
    const result = await history.importText(text);
    const cards = await from.drills.all();
    expect(cards.size).toBeGreaterThan(0);
    expect(result).toEqual({
      ok: true,
      backup: { matches: 2, drills: cards.size, skipped: 0 },
      duplicate: false,
    });
    const [mine, theirs] = [await from.history.list(), await history.list()];
    expect(theirs.matches.map((m) => [m.id, m.finishedAt, m.log])).toEqual(
      mine.matches.map((m) => [m.id, m.finishedAt, m.log]),
    );
    expect(await to.drills.all()).toEqual(cards);
    // Again: nothing new.
    expect(await history.importText(text)).toMatchObject({
      ok: true,
      backup: { matches: 0, drills: 0 },
      duplicate: true,
    });
  });

  it('gives a match kept under another id its cards, and keeps the schedule of a card already here', async () => {
    const from = await device();
    const text = await from.history.exportAll();
    const to = { shelf: memoryShelf(), drills: memoryDrills() };
    // The first match is already here, kept under another id (an import of its own file names
    // it by its content).
    const here = 'import-elsewhere';
    await recordFinishedMatch(to.shelf, { log: LOGS[0]!, id: here, finishedAt: NOW - 5 });
    const history = createHistoryRepository(
      async () => to.shelf,
      () => NOW,
      to.drills,
    );
    const result = await history.importText(text);
    expect(result).toMatchObject({ ok: true, backup: { matches: 1 } });
    const deck = await to.drills.all();
    const original = [...(await from.drills.all()).values()];
    expect(original.some((card) => card.source === 'builtin')).toBe(true);
    for (const card of original) {
      if (card.source === 'builtin') {
        expect(deck.get(card.id)).toEqual(card);
        continue;
      }
      const matchId = card.matchId === 'm0' ? here : card.matchId;
      expect(deck.get(`${matchId}#${card.index}`)).toEqual({
        ...card,
        matchId,
        id: `${matchId}#${card.index}`,
      });
    }
    // A card already in the deck keeps its own schedule.
    const mine = deck.values().next().value!;
    const changed = answerCard(answerCard(mine, true, NOW), true, NOW);
    await to.drills.put([changed]);
    await history.importText(text);
    expect((await to.drills.all()).get(mine.id)).toEqual(changed);
  });

  it('leaves out what does not check out, and refuses a file that is no backup', async () => {
    const from = await device();
    const doc = JSON.parse(await from.history.exportAll()) as {
      matches: { id: string; log: { actions: unknown[] } }[];
      drills: Record<string, unknown>[];
    };
    doc.matches[1]!.log.actions.splice(5, 1); // a log that no longer replays
    doc.drills.push({ ...doc.drills[0], kind: 'boredom' });
    const read = readBackup(JSON.stringify(doc));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const cardsOfSecond = doc.drills.filter((c) => c['matchId'] === 'm1').length;
    expect(read.backup.matches.map((m) => m.id)).toEqual(['m0']);
    // The broken match, its cards (no position to ask) and the corrupt card.
    expect(read.backup.skipped).toBe(1 + cardsOfSecond + 1);
    for (const [text, code] of [
      ['not json', 'import/not-json'],
      [
        JSON.stringify({ format: BACKUP_FORMAT, version: 9, matches: [], drills: [] }),
        'import/newer-version',
      ],
      [
        JSON.stringify({ format: BACKUP_FORMAT, version: 1, matches: 'all' }),
        'import/wrong-format',
      ],
      [JSON.stringify({ format: 'something-else' }), 'import/wrong-format'],
    ] as const) {
      const refused = readBackup(text);
      expect(refused.ok).toBe(false);
      if (!refused.ok) expect(refused.error.code).toBe(code);
    }
    // Through the History: refused, and nothing lost.
    const before = await from.history.list();
    const refused = await from.history.importText(
      `{"format":"${BACKUP_FORMAT}","version":1,"matches":7}`,
    );
    expect(refused).toMatchObject({ ok: false, error: { code: 'import/wrong-format' } });
    expect((await from.history.list()).matches).toEqual(before.matches);
    expect(exportBackup([], [])).toContain(BACKUP_FORMAT);
  });
});
