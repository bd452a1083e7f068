/**
 * Saving after every committed action (issue 6). The target here is a list in memory, so the
 * order and the gathering of writes can be watched; the real IndexedDB target is exercised by the
 * browser tests (test/e2e/saving.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { replay, seatsToAct, stateHash } from '../engine';
import { memoryStorage, passOrDiscardDrawn } from '../../test/helpers/store';
import { createAppStore } from '../store';
import type { SavedMatch } from './saveFormat';
import { decodeSave } from './saveFormat';
import type { SaveTarget, Saver } from './saver';
import { WRITE_FAILED, startSaving } from './saver';

const ENGINE = { replay, stateHash };

/** Saving as the wiring sets it up: the saver's reaction subscribed to the store. */
function saving(
  store: ReturnType<typeof createAppStore>,
  target: SaveTarget,
  now: () => number = Date.now,
  options: { readonly unsaved?: boolean } = {},
): Saver {
  const saver = startSaving(store, target, () => ENGINE, now, options);
  store.subscribe(saver.onChange);
  return saver;
}

function slowTarget() {
  const written: SavedMatch[] = [];
  let release: (() => void) | null = null;
  let failNext = false;
  return {
    written,
    failNext: () => {
      failNext = true;
    },
    release: () => release?.(),
    write: (record: SavedMatch) =>
      new Promise<void>((resolve, reject) => {
        release = () => {
          release = null;
          if (failNext) {
            failNext = false;
            reject(new Error('QuotaExceededError'));
          } else {
            written.push(structuredClone(record));
            resolve();
          }
        };
      }),
  };
}

function playOne(store: ReturnType<typeof createAppStore>) {
  const game = store.getState().game!;
  const result = store.getState().dispatch(passOrDiscardDrawn(game, seatsToAct(game)[0]!));
  if (!result.ok) throw new Error(result.error.message);
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the saver', () => {
  it('writes a new match, then gathers the actions made during a write into the next one', async () => {
    const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'saver' });
    const target = slowTarget();
    const saver = saving(store, target);
    store.getState().startMatch();
    playOne(store); // arrives while the first write is under way
    playOne(store);
    playOne(store);
    await tick();
    target.release(); // the new match, no action yet
    await tick();
    target.release(); // the three actions, in one write
    await saver.flush();
    expect(target.written.map((r) => r.log.actions.length)).toEqual([0, 3]);
    expect(saver.savedActions()).toBe(3);
    const last = decodeSave(target.written[1], ENGINE);
    expect(last.ok && stateHash(last.game)).toBe(stateHash(store.getState().game));
  });

  it('writes at once a match started before saving began (a tap on the title before the session opened)', async () => {
    const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'saver' });
    store.getState().startMatch();
    playOne(store);
    const target = slowTarget();
    const saver = saving(store, target, Date.now, { unsaved: true });
    expect(saver.savedActions()).toBe(0);
    await tick();
    target.release();
    await saver.flush();
    expect(target.written.map((r) => r.log.actions.length)).toEqual([1]);
    expect(saver.savedActions()).toBe(1);
  });

  it('says once that it cannot save, keeps playing, and clears the notice when a write succeeds', async () => {
    const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'saver' });
    const target = slowTarget();
    const saver = saving(store, target);
    store.getState().startMatch();
    await tick();
    target.failNext();
    target.release();
    await saver.flush();
    expect(store.getState().saveProblem).toEqual(WRITE_FAILED);
    expect(saver.savedActions()).toBe(0);
    playOne(store);
    await tick();
    target.release();
    await saver.flush();
    expect(store.getState().saveProblem).toBeNull();
    expect(saver.savedActions()).toBe(1);
  });

  it('does not count the saved actions of an earlier match for a new one', async () => {
    const store = createAppStore({ storage: memoryStorage(), newSeed: () => 'saver' });
    const target = slowTarget();
    const saver = saving(store, target);
    store.getState().startMatch();
    playOne(store);
    await tick();
    target.release();
    await tick();
    target.release();
    await saver.flush();
    expect(saver.savedActions()).toBe(1);
    store.getState().startMatch('another');
    expect(saver.savedActions()).toBe(0);
    await tick();
    target.release();
    await saver.flush();
    expect(target.written.at(-1)?.log.seed).toBe('another');
  });
});
