/**
 * The lesson table's driver (tutorial.ts) and the tutorial's place in the settings: progress and
 * the first-run offer persist and are sanitized on load; a lesson table plays on a store of its
 * own, lets only the lesson's move through, and moves the computer players by the script.
 */
import { describe, expect, it } from 'vitest';
import { immediateTimers, memoryStorage, until } from '../../test/helpers/store';
import type { Seat } from '../engine';
import { kindOfId, legalActions } from '../engine';
import { DEFAULT_SETTINGS, sanitizeSettings } from '../store';
import { SETTINGS_KEY, createAppStore } from '../store';
import type { TableStep } from './driver';
import { WRONG_MOVE, createLessonTable, seatingFor, startLessonTable } from './driver';
import { TUTORIAL_SEAT, lessonById } from './lessons';

const SOUTH = TUTORIAL_SEAT;
const claiming = lessonById('claiming')!.steps[0] as TableStep;

describe('the tutorial in the settings', () => {
  it('starts with no lesson done and the first-run offer open', () => {
    expect(DEFAULT_SETTINGS.tutorialDone).toEqual([]);
    expect(DEFAULT_SETTINGS.tutorialOffer).toBe('open');
  });

  it('keeps well-formed lesson ids once each and drops anything else', () => {
    const saved = sanitizeSettings({
      tutorialDone: ['tiles', 'tiles', 7, null, '<script>', 'turns', 'x'.repeat(80)],
      tutorialOffer: 'closed',
    });
    expect(saved.tutorialDone).toEqual(['tiles', 'turns']);
    expect(saved.tutorialOffer).toBe('closed');
    expect(sanitizeSettings({ tutorialDone: 'tiles', tutorialOffer: true })).toMatchObject({
      tutorialDone: [],
      tutorialOffer: 'open',
    });
  });

  it('persists the progress and the answer to the offer', () => {
    const storage = memoryStorage();
    const store = createAppStore({ storage });
    store.getState().updateSettings({ tutorialDone: ['tiles'], tutorialOffer: 'closed' });
    expect(storage.data.get(SETTINGS_KEY)).toContain('"tutorialDone":["tiles"]');
    const again = createAppStore({ storage });
    expect(again.getState().settings).toMatchObject({
      tutorialDone: ['tiles'],
      tutorialOffer: 'closed',
    });
  });
});

describe('a lesson table', () => {
  it('seats the person South and the others in order (§2.1)', () => {
    expect(seatingFor(1 as Seat)).toEqual([1, 0, 2, 3]);
    expect(seatingFor(0 as Seat)).toEqual([0, 1, 2, 3]);
  });

  it('is a store of its own, with the lesson’s rules and no hints or countdown', () => {
    const timers = immediateTimers();
    const table = startLessonTable('claiming', claiming, {
      timers,
      settings: { ...DEFAULT_SETTINGS, flowers: true, hints: 'live', claimCountdown: true },
    });
    const game = table.store.getState().game!;
    // 136 tiles whatever the person's options (§1.1): the rig fixes the wall.
    expect(game.hand.wall).toHaveLength(136);
    expect(table.store.getState().settings).toMatchObject({ hints: 'off', claimCountdown: false });
    table.stop();
  });

  it('moves the computer players after the pause the settings ask for', async () => {
    const timers = immediateTimers();
    const table = startLessonTable('claiming', claiming, {
      timers,
      settings: { ...DEFAULT_SETTINGS, botSpeed: 'slow' },
    });
    // East's turn first: nothing moved yet, the table waits the pause.
    expect(table.store.getState().log).toEqual([]);
    expect(timers.delays).toEqual([1100]);
    await until(() => table.progress.getState().yourTurn);
    expect(table.store.getState().game!.hand.phase.kind).toBe('claimWindow');
    table.stop();
  });

  it('does not move while stopped, and goes on when started again', async () => {
    const timers = immediateTimers();
    const table = createLessonTable('claiming', claiming, { timers, delayMs: 0 });
    expect(timers.delays).toEqual([]);
    table.start();
    table.stop();
    for (let i = 0; i < 5; i++) await new Promise((r) => setImmediate(r));
    expect(table.store.getState().log).toEqual([]);
    table.start();
    await until(() => table.progress.getState().yourTurn);
    expect(table.store.getState().log).toHaveLength(1);
    table.stop();
  });

  it('lets through only the lesson’s move, for the person only', async () => {
    const table = startLessonTable('claiming', claiming, {
      timers: immediateTimers(),
      delayMs: 0,
    });
    await until(() => table.progress.getState().yourTurn);
    const { dispatch } = table.store.getState();
    const game = table.store.getState().game!;
    // Another seat's move, a move between hands, a legal but other move: all refused.
    expect(dispatch({ type: 'pass', seat: 2 as Seat })).toEqual({ ok: false, error: WRONG_MOVE });
    expect(dispatch({ type: 'nextHand' }).ok).toBe(false);
    expect(dispatch({ type: 'pass', seat: SOUTH }).ok).toBe(false);
    expect(table.store.getState().game).toBe(game);
    expect(table.progress.getState()).toMatchObject({ move: 0, wrong: 3 });
    expect(dispatch({ type: 'claimPung', seat: SOUTH }).ok).toBe(true);
    expect(table.progress.getState()).toMatchObject({ move: 1, wrong: 0 });
    // The pung is on the table and the person must discard (§5.5).
    const after = table.store.getState().game!;
    expect(after.hand.seats[SOUTH].melds).toHaveLength(1);
    expect(legalActions(after, SOUTH).every((a) => a.type === 'discard')).toBe(true);
    table.stop();
  });

  it('lets go a claim the lesson does not ask about, unless strict', async () => {
    // The same deal, but the lesson waits only for a discard of the North wind: East's 5 of Dots
    // could be punged, and the table passes for the person.
    const step: TableStep = {
      ...claiming,
      rig: { ...claiming.rig, draws: 'wn' },
      moves: [{ type: 'discard', tile: 'wn' }],
    };
    const table = startLessonTable('claiming', step, { timers: immediateTimers(), delayMs: 0 });
    await until(() => table.progress.getState().yourTurn);
    const game = table.store.getState().game!;
    expect(game.hand.phase.kind).toBe('turn');
    expect(kindOfId(game.hand.seats[SOUTH].drawn!)).toBe(30);
    table.stop();
    const due: (() => void)[] = [];
    const strict = createLessonTable('claiming', step, {
      timers: { setTimeout: (callback) => due.push(callback), clearTimeout: () => undefined },
      delayMs: 0,
      strict: true,
    });
    strict.start();
    // East discards after the pause; then the table finds the person asked for an unlisted claim.
    expect(() => due.shift()!()).toThrow(/is not legal/);
  });
});
