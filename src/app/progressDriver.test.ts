/**
 * The coach's look at the History's matches for the progress page (issue 37), with the real review
 * (the worker's `botApi.review`, run on this thread) over in-memory shelves: opening the page
 * reviews every match not yet reviewed, newest first, from the person's views only, and keeps each
 * match's findings as the direct review finds them; closing the page stops the work with nothing
 * half kept, and the next opening goes on; findings of a deleted match are dropped, and a corrupt
 * record is reviewed again.
 */
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import { reviewAsker, reviewedMatch } from '../../test/helpers/reviews';
import { immediateTimers, memoryStorage, until } from '../../test/helpers/store';
import type { DrillsRepository, FindingsRepository, HistoryRepository } from '../persistence';
import {
  createHistoryRepository,
  memoryDrills,
  memoryFindings,
  memoryShelf,
  recordFinishedMatch,
} from '../persistence';
import { strongOpponentsOf } from '../store';
import type { AppStore } from '../store';
import { createAppStore } from '../store';
import { driveProgress } from './progressDriver';

const LOGS = [
  playedMatch('progress-driver-1', { maxHands: 2 }),
  playedMatch('progress-driver-2', { maxHands: 2, ruleset: 'ravenna' }),
];

const NOW = 1_800_000_000_000;

async function sources(): Promise<{
  history: HistoryRepository;
  findings: FindingsRepository & { records: Map<string, unknown> };
  drills: DrillsRepository & { records: Map<string, unknown> };
  now: () => number;
}> {
  const shelf = memoryShelf();
  for (const [i, log] of LOGS.entries())
    await recordFinishedMatch(shelf, { log, id: `m${i}`, finishedAt: 1000 + i });
  return {
    history: createHistoryRepository(async () => shelf),
    findings: memoryFindings(),
    drills: memoryDrills(),
    now: () => NOW,
  };
}

const newStore = (): AppStore =>
  createAppStore({ storage: memoryStorage(), newSeed: () => 'unused' });

/** The findings a direct review of the match gives. */
const expectedHands = (log: (typeof LOGS)[number]) => reviewedMatch('any', log).findings.hands;

describe('driveProgress', () => {
  it('reviews every match when the page opens, newest first, and keeps what the review finds', async () => {
    const store = newStore();
    const kept = await sources();
    const asker = reviewAsker();
    const stop = driveProgress(store, asker, kept, immediateTimers());
    expect(asker.requests).toHaveLength(0);
    store.getState().openScreen('progress');
    await until(() => store.getState().progressReview.status === 'done');
    expect(store.getState().progressReview).toMatchObject({ done: 2, total: 2, revision: 2 });
    const all = await kept.findings.all();
    expect([...all.keys()].sort()).toEqual(['m0', 'm1']);
    LOGS.forEach((log, i) => {
      const found = all.get(`m${i}`)!;
      expect(found.actions).toBe(log.actions.length);
      expect(found.ruleset).toBe(log.ruleset);
      expect(found.aim).toBe(store.getState().settings.coachAim);
      expect(found.hands).toEqual(expectedHands(log));
    });
    // Every big mistake found is a drill, due now.
    const mistakes = [...all.values()].flatMap((f) =>
      f.hands.flatMap((h) =>
        h.bigMistakes.map((m) => ({ id: `${f.matchId}#${m.index}`, kind: m.kind })),
      ),
    );
    expect(mistakes.length).toBeGreaterThan(0);
    const deck = await kept.drills.all();
    expect([...deck.keys()].sort()).toEqual(mistakes.map((m) => m.id).sort());
    for (const m of mistakes)
      expect(deck.get(m.id)).toMatchObject({ kind: m.kind, due: NOW, streak: 0, retired: false });
    // The newest match first; each question holds the person's view and nothing hidden.
    expect(asker.requests[0]!.view.ruleset).toBe(LOGS[1]!.ruleset);
    for (const request of asker.requests) {
      expect(Object.keys(request).sort()).toEqual(['action', 'aim', 'strongOpponents', 'view']);
      expect(request.strongOpponents).toBe(strongOpponentsOf(store.getState().settings));
      const hidden = request.view.seats.filter((s) => s.seat !== request.view.seat);
      expect(hidden.every((s) => s.concealed === null && s.drawn === null)).toBe(true);
    }
    // Opened again: nothing left to review, nothing asked.
    const asked = asker.requests.length;
    store.getState().openScreen('table');
    store.getState().openScreen('progress');
    await until(() => store.getState().progressReview.total === 0);
    expect(store.getState().progressReview.status).toBe('done');
    expect(asker.requests).toHaveLength(asked);
    stop();
  });

  it('stops when the page closes, with nothing half kept, and goes on at the next opening', async () => {
    const store = newStore();
    const kept = await sources();
    const asker = reviewAsker(false);
    const stop = driveProgress(store, asker, kept, immediateTimers());
    store.getState().openScreen('progress');
    await until(() => asker.requests.length === 1);
    expect(store.getState().progressReview).toMatchObject({
      status: 'reviewing',
      done: 0,
      total: 2,
    });
    asker.answer();
    await until(() => asker.requests.length === 2);
    store.getState().openScreen('table');
    asker.answer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asker.requests).toHaveLength(2);
    expect(kept.findings.records.size).toBe(0);

    const answering = reviewAsker();
    stop();
    const stop2 = driveProgress(store, answering, kept, immediateTimers());
    store.getState().openScreen('progress');
    await until(() => store.getState().progressReview.status === 'done');
    expect((await kept.findings.all()).size).toBe(2);
    stop2();
  });

  it('drops the findings of a match no longer in the History, and reviews a corrupt record again', async () => {
    const store = newStore();
    const kept = await sources();
    kept.findings.records.set('gone', {
      schema: 1,
      matchId: 'gone',
      ruleset: 'zung-jung',
      actions: 1,
      aim: 'win',
      strongOpponents: 0,
      hands: [],
    });
    kept.findings.records.set('m0', { schema: 1, matchId: 'm0', hands: 'garbage' });
    const stop = driveProgress(store, reviewAsker(), kept, immediateTimers());
    store.getState().openScreen('progress');
    await until(() => store.getState().progressReview.status === 'done');
    const all = await kept.findings.all();
    expect([...all.keys()].sort()).toEqual(['m0', 'm1']);
    expect(kept.findings.records.has('gone')).toBe(false);
    expect(all.get('m0')!.hands).toEqual(expectedHands(LOGS[0]!));
    stop();
  });

  it('works while the drills are open too, and adds the cards of findings kept before', async () => {
    const store = newStore();
    const kept = await sources();
    const { findings } = reviewedMatch('m0', LOGS[0]!);
    await kept.findings.put(findings);
    const stop = driveProgress(store, reviewAsker(), kept, immediateTimers());
    store.getState().openScreen('drills');
    await until(() => store.getState().progressReview.status === 'done');
    const deck = await kept.drills.all();
    for (const h of findings.hands)
      for (const m of h.bigMistakes) expect(deck.has(`m0#${m.index}`)).toBe(true);
    expect(store.getState().progressReview.total).toBe(1);
    stop();
  });
});
