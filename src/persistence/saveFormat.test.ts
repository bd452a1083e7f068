/**
 * The saved match (issue 6): a save reads back as the same game, and a damaged one — truncated,
 * garbled, of a newer schema, full of hostile values — is rejected with a typed error, never an
 * exception (a fast-check run of well over 1,000 cases).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Action, GameState } from '../engine';
import { apply, newGame, replay, seatsToAct, stateHash } from '../engine';
import { passOrDiscardDrawn } from '../../test/helpers/store';
import type { SavedMatch } from './saveFormat';
import { SAVE_SCHEMA, decodeSave, encodeSave } from './saveFormat';

const ENGINE = { replay, stateHash };

/** A game `count` actions in (crossing into the next hand when one ends), and its log. */
function played(seed: string, count: number): { game: GameState; log: Action[] } {
  const created = newGame({ seed });
  if (!created.ok) throw new Error(created.error.message);
  let game = created.value.state;
  const log: Action[] = [];
  while (log.length < count) {
    const phase = game.hand.phase.kind;
    if (phase === 'matchOver') break;
    const action: Action =
      phase === 'handOver' ? { type: 'nextHand' } : passOrDiscardDrawn(game, seatsToAct(game)[0]!);
    const result = apply(game, action);
    if (!result.ok) throw new Error(result.error.message);
    game = result.state;
    log.push(action);
  }
  return { game, log };
}

const { game, log } = played('save-tests', 80);
const save = encodeSave(
  { matchId: 'match-1', practice: true },
  game,
  log,
  1_700_000_000_000,
  ENGINE,
);
/** What IndexedDB gives back: a structured clone, not the same objects. */
const stored = (): SavedMatch => structuredClone(save);

const CODES = [
  'save/unreadable',
  'save/newer-version',
  'save/malformed',
  'save/illegal-log',
  'save/snapshot-mismatch',
];

describe('a saved match', () => {
  it('reads back as the same game, log and match id', () => {
    const loaded = decodeSave(stored(), ENGINE);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(stateHash(loaded.game)).toBe(stateHash(game));
    expect(loaded.log).toEqual(log);
    expect(loaded.save.matchId).toBe('match-1');
    expect(loaded.save.schema).toBe(SAVE_SCHEMA);
    expect(loaded.practice).toBe(true);
  });

  it('reads a schema-1 save (before practice matches) as a serious match', () => {
    // The record exactly as version 0.1.0 wrote it: no `practice` field.
    const old: Record<string, unknown> = { ...stored(), schema: 1 };
    delete old['practice'];
    const loaded = decodeSave(old, ENGINE);
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    expect(loaded.practice).toBe(false);
    expect(loaded.save.schema).toBe(SAVE_SCHEMA);
    expect(stateHash(loaded.game)).toBe(stateHash(game));
  });

  it('is refused when it does not say whether it is a practice match', () => {
    for (const practice of [undefined, 'yes', 1, null]) {
      const loaded = decodeSave({ ...stored(), practice }, ENGINE);
      expect(loaded).toMatchObject({ ok: false, error: { code: 'save/malformed' } });
    }
  });

  it('keeps a match across the end of a hand (the log goes on through nextHand)', () => {
    const long = played('save-long', 400);
    expect(long.log.some((a) => a.type === 'nextHand')).toBe(true);
    const loaded = decodeSave(
      structuredClone(
        encodeSave({ matchId: 'm', practice: false }, long.game, long.log, 1, ENGINE),
      ),
      ENGINE,
    );
    expect(loaded.ok && stateHash(loaded.game)).toBe(stateHash(long.game));
  });

  it('is refused when written by a newer version, and kept aside rather than guessed at', () => {
    const loaded = decodeSave({ ...stored(), schema: SAVE_SCHEMA + 1 }, ENGINE);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'save/newer-version' } });
  });

  it('is refused without a schema, or with one that is not a whole number', () => {
    for (const schema of [undefined, 0, -1, 1.5, '1', null]) {
      const loaded = decodeSave({ ...stored(), schema }, ENGINE);
      expect(loaded).toMatchObject({ ok: false, error: { code: 'save/malformed' } });
    }
  });

  it('is refused when an action of the log is not legal (apply judges every action)', () => {
    const raw = stored();
    const actions = [...raw.log.actions];
    actions[10] = { type: 'discard', seat: 0, tile: 143 } as Action;
    const loaded = decodeSave({ ...raw, log: { ...raw.log, actions } }, ENGINE);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'save/illegal-log' } });
  });

  it('is refused when the log is cut short of the snapshot', () => {
    const raw = stored();
    const actions = raw.log.actions.slice(0, -3);
    const loaded = decodeSave({ ...raw, log: { ...raw.log, actions } }, ENGINE);
    expect(loaded).toMatchObject({ ok: false, error: { code: 'save/snapshot-mismatch' } });
  });

  it('is refused when the snapshot does not match where the log leads', () => {
    const raw = stored();
    const loaded = decodeSave(
      { ...raw, snapshot: { ...raw.snapshot, hash: '0'.repeat(16) } },
      ENGINE,
    );
    expect(loaded).toMatchObject({ ok: false, error: { code: 'save/snapshot-mismatch' } });
  });

  it('drops fields an action does not have, so nothing unchecked reaches the app', () => {
    const raw = stored();
    const actions = raw.log.actions.map((a) => ({ ...a, payload: 'x'.repeat(10) }));
    const loaded = decodeSave({ ...raw, log: { ...raw.log, actions } }, ENGINE);
    expect(loaded.ok).toBe(true);
    if (loaded.ok) expect(loaded.log).toEqual(log);
  });
});

/** Every path to a value inside `value` (objects and arrays), the root included. */
function paths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const found = [prefix];
  if (typeof value === 'object' && value !== null)
    for (const [key, inner] of Object.entries(value))
      found.push(...paths(inner, [...prefix, Array.isArray(value) ? Number(key) : key]));
  return found;
}

/** A copy of `root` with the value at `path` replaced (or deleted when `replacement` is DELETE). */
const DELETE = Symbol('delete');
function mutate(root: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement === DELETE ? undefined : replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (replacement === DELETE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

/** The loader's promise on any input: a typed refusal, or a game that is what its log says. */
function assertSafe(raw: unknown) {
  const loaded = decodeSave(raw, ENGINE);
  if (!loaded.ok) {
    expect(CODES).toContain(loaded.error.code);
    expect(typeof loaded.error.message).toBe('string');
    return;
  }
  const again = replay(loaded.save.log);
  expect(again.ok).toBe(true);
  if (again.ok) expect(stateHash(again.value)).toBe(stateHash(loaded.game));
  expect(loaded.save.snapshot.hash).toBe(stateHash(loaded.game));
}

const hostile = fc.oneof(
  fc.anything({ withNullPrototype: true, withBigInt: true, withDate: true, withMap: true }),
  fc.constantFrom(NaN, Infinity, -Infinity, -0, 2 ** 53, -1, 1e308, '', '__proto__', 'constructor'),
  fc.constant(DELETE),
);

describe('a damaged save never crashes the loader (fast-check)', () => {
  const allPaths = paths(save);

  it('garbled: any one value anywhere replaced by a hostile value, or removed', () => {
    fc.assert(
      fc.property(fc.nat(allPaths.length - 1), hostile, (index, value) => {
        assertSafe(mutate(save, allPaths[index]!, value));
      }),
      { numRuns: 1200, seed: 6 },
    );
  });

  it('garbled where it matters: the log, its config and the snapshot hash (not the state copy)', () => {
    const keyPaths = allPaths.filter((path) => !(path[0] === 'snapshot' && path[1] === 'state'));
    fc.assert(
      fc.property(fc.nat(keyPaths.length - 1), hostile, (index, value) => {
        assertSafe(mutate(save, keyPaths[index]!, value));
      }),
      { numRuns: 1000, seed: 6 },
    );
  });

  it('truncated: the record cut at any point of its JSON text, read as far as it goes', () => {
    const text = JSON.stringify(save);
    fc.assert(
      fc.property(fc.nat(text.length - 1), (cut) => {
        let raw: unknown;
        try {
          raw = JSON.parse(text.slice(0, cut));
        } catch {
          raw = text.slice(0, cut); // what is left of it: a string
        }
        assertSafe(raw);
      }),
      { numRuns: 500, seed: 6 },
    );
  });

  it('wrong version: any schema value but a known one (1..current) is refused', () => {
    const known = (v: unknown) =>
      Number.isInteger(v) && (v as number) >= 1 && (v as number) <= SAVE_SCHEMA;
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.integer()).filter((v) => !known(v)),
        (schema) => {
          const loaded = decodeSave({ ...stored(), schema }, ENGINE);
          expect(loaded.ok).toBe(false);
        },
      ),
      { numRuns: 300, seed: 6 },
    );
  });

  it('anything at all in place of the save is refused', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        expect(decodeSave(raw, ENGINE).ok).toBe(false);
      }),
      { numRuns: 300, seed: 6 },
    );
  });
});
