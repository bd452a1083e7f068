/**
 * The saved match (issue 6): `{ruleset, options, seed, actions[]}` — everything the engine needs to
 * rebuild the game (design.md, engine contract) — plus a snapshot of the state it leads to. Loading
 * trusts nothing: the record is checked field by field, migrated from older schemas, replayed
 * through the engine's own `apply` (which judges every action) and the result compared with the
 * snapshot. Any failure is a typed `SaveError`, never an exception.
 */
import type { Action, GameLog, GameState, Result } from '../engine';

/**
 * What saving needs of the engine. The app loads the engine's playing half lazily, after the title
 * (src/store/gameEngine.ts), so the wiring hands it over rather than this module importing it.
 */
export interface SaveEngine {
  readonly stateHash: (state: GameState) => string;
  readonly replay: (log: GameLog) => Result<GameState>;
}

/** Bump with a step in MIGRATIONS for every change to SavedMatch. */
export const SAVE_SCHEMA = 2;

export interface SavedMatch {
  readonly schema: typeof SAVE_SCHEMA;
  /** Names this match in the history once it is finished. */
  readonly matchId: string;
  /** A practice match (moves can be taken back); since schema 2. */
  readonly practice: boolean;
  readonly savedAt: number;
  readonly log: GameLog;
  readonly snapshot: {
    /** How many actions of the log the snapshot has applied. */
    readonly actions: number;
    /** `stateHash` of the state (engine/game/hash.ts), to detect a log that leads elsewhere. */
    readonly hash: string;
    readonly state: GameState;
  };
}

export type SaveErrorCode =
  | 'save/unreadable'
  | 'save/newer-version'
  | 'save/malformed'
  | 'save/illegal-log'
  | 'save/snapshot-mismatch';

export interface SaveError {
  readonly code: SaveErrorCode;
  readonly message: string;
}

export type Loaded =
  | {
      readonly ok: true;
      readonly save: SavedMatch;
      readonly game: GameState;
      readonly log: readonly Action[];
      readonly practice: boolean;
    }
  | { readonly ok: false; readonly error: SaveError };

/** Builds the record for the game as it stands after `actions`. */
export function encodeSave(
  match: { readonly matchId: string; readonly practice: boolean },
  game: GameState,
  actions: readonly Action[],
  savedAt: number,
  engine: SaveEngine,
): SavedMatch {
  const { ruleset, options, seed, rig } = game.config;
  return {
    schema: SAVE_SCHEMA,
    matchId: match.matchId,
    practice: match.practice,
    savedAt,
    log: { ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions },
    snapshot: { actions: actions.length, hash: engine.stateHash(game), state: game },
  };
}

/**
 * Steps from each older schema to the next: MIGRATIONS[n] turns a schema-n record into a
 * schema-(n+1) one; the loader walks this table, so every bump adds its entry here (and a test
 * that reads a record of the old shape).
 */
const MIGRATIONS: Readonly<Record<number, (record: Record<string, unknown>) => unknown>> = {
  // 1 → 2: practice matches (undo) arrived; every match saved before was a serious one.
  1: (record) => ({ ...record, schema: 2, practice: false }),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const failed = (code: SaveErrorCode, message: string): Loaded => ({
  ok: false,
  error: { code, message },
});

type Migrated =
  | { readonly ok: true; readonly record: Record<string, unknown> }
  | { readonly ok: false; readonly error: SaveError };

function migrate(raw: Record<string, unknown>): Migrated {
  let record = raw;
  for (;;) {
    const schema = record['schema'];
    if (typeof schema !== 'number' || !Number.isInteger(schema) || schema < 1)
      return { ok: false, error: { code: 'save/malformed', message: 'the save has no schema' } };
    if (schema === SAVE_SCHEMA) return { ok: true, record };
    if (schema > SAVE_SCHEMA) {
      const message = `the save was written by a newer version of Hu! (schema ${schema})`;
      return { ok: false, error: { code: 'save/newer-version', message } };
    }
    const step = MIGRATIONS[schema];
    const next = step === undefined ? undefined : step(record);
    if (!isRecord(next)) {
      const message = `a save of schema ${schema} cannot be read`;
      return { ok: false, error: { code: 'save/malformed', message } };
    }
    record = next;
  }
}

/** The action with only the fields its type has (validated by `apply` during the replay). */
function actionFields(action: Record<string, unknown>): Action {
  const { type, seat, tile, kind, lowest } = action;
  const fields: Record<string, unknown> = { type };
  if (seat !== undefined) fields['seat'] = seat;
  if (type === 'discard') fields['tile'] = tile;
  if (type === 'declareKong' || type === 'addToPung') fields['kind'] = kind;
  if (type === 'claimChow') fields['lowest'] = lowest;
  return fields as unknown as Action;
}

/** Reads a save back: the game it describes, or why it cannot be trusted. Never throws. */
export function decodeSave(raw: unknown, engine: SaveEngine): Loaded {
  try {
    return decode(raw, engine);
  } catch (error) {
    // A hostile record may trip something no check foresaw (a getter, a huge structure): the save
    // is still only rejected.
    return failed('save/unreadable', `the save could not be read (${String(error)})`);
  }
}

function decode(raw: unknown, engine: SaveEngine): Loaded {
  if (!isRecord(raw)) return failed('save/unreadable', 'the save is not a record');
  const migrated = migrate(raw);
  if (!migrated.ok) return migrated;
  const { matchId, practice, savedAt, log, snapshot } = migrated.record;
  if (typeof matchId !== 'string' || matchId.length === 0 || matchId.length > 200)
    return failed('save/malformed', 'the save has no match id');
  if (typeof practice !== 'boolean')
    return failed('save/malformed', 'the save does not say whether it is a practice match');
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt))
    return failed('save/malformed', 'the save has no time');
  if (!isRecord(log) || !Array.isArray(log['actions']))
    return failed('save/malformed', 'the save has no action log');
  if (!isRecord(snapshot) || typeof snapshot['hash'] !== 'string')
    return failed('save/malformed', 'the save has no snapshot');
  if (!log['actions'].every(isRecord))
    return failed('save/malformed', 'an action in the log is not a record');
  const actions = log['actions'].map(actionFields);
  const { replay, stateHash } = engine;
  const replayed = replay({ ...(log as unknown as GameLog), actions });
  if (!replayed.ok)
    return failed('save/illegal-log', `the log does not replay: ${replayed.error.message}`);
  if (snapshot['actions'] !== actions.length || stateHash(replayed.value) !== snapshot['hash'])
    return failed('save/snapshot-mismatch', 'the log does not lead to the saved position');
  const game = replayed.value;
  return {
    ok: true,
    // Rebuilt from what was checked: nothing unchecked from the record reaches the app.
    save: encodeSave({ matchId, practice }, game, actions, savedAt, engine),
    game,
    log: actions,
    practice,
  };
}
