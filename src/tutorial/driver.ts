/**
 * A lesson table (issue 7 item 3): a real game built from a lesson's rigged wall, in a store of its
 * own so the person's saved match is never touched. The table components play on it as on any
 * match; every move goes through the engine's `apply`, so the real rules judge it.
 *
 * Its store's move guard (`moveGuard` of createAppStore) lets through only the move the lesson
 * waits for: another move, even a legal one, leaves the state as it was and counts as a wrong try,
 * which the lesson explains. The computer players follow a fixed script instead of the bots: they
 * pass every claim and throw away the tile they have just drawn, so what they do is decided by the
 * rigged wall and a lesson plays the same every time.
 */
import { createStore } from 'zustand/vanilla';
import type { StateStorage } from 'zustand/middleware';
import type { StoreApi } from 'zustand/vanilla';
import type {
  Action,
  ApplyResult,
  GameEvent,
  GameState,
  HandResult,
  PlayerIndex,
  Result,
  Seat,
} from '../engine';
import {
  DEFAULT_RULESET_ID,
  kindOfId,
  legalActions,
  newGame,
  parseTile,
  rulesetOf,
  seatsToAct,
} from '../engine';
import type { AppStore, MoveGuard, Settings, Timers } from '../store';
import { BOT_DELAY_MS, createAppStore, safeAction } from '../store';
import type { ExpectedMove, LessonId, Step } from './lessons';
import { LESSONS, TUTORIAL_SEAT } from './lessons';

export type TableStep = Extract<Step, { kind: 'table' }>;

/** How far the person has come at a lesson table. */
export interface LessonProgress {
  /** Index of the move the lesson waits for; `moves.length` once every move is made. */
  readonly move: number;
  /** The computer players are done and the table waits for the person. */
  readonly yourTurn: boolean;
  /** Other moves tried since the last right one (the lesson explains, then points). */
  readonly wrong: number;
  /** Every move made, or the hand is over. */
  readonly done: boolean;
  /** The hand's result when the lesson ended it (a win). */
  readonly result: HandResult | null;
}

export interface LessonTable {
  /** The table's own store: hand it to the table components with a StoreProvider. */
  readonly store: AppStore;
  readonly progress: StoreApi<LessonProgress>;
  /** The person's seat at this table. */
  readonly seat: Seat;
  /** Lets the computer players play (again, after `stop`). */
  start(): void;
  /** Stops the computer players; nothing moves until `start`. */
  stop(): void;
}

export interface LessonTableOptions {
  /** The person's settings (language, tiles, sounds); hints and the claim countdown stay off. */
  readonly settings?: Partial<Settings>;
  readonly timers?: Timers;
  /** Pause before each computer player's turn; by default the person's opponents' speed. */
  readonly delayMs?: number;
  /** Throw when the table waits for a move the lesson does not list (for the lesson tests). */
  readonly strict?: boolean;
}

export const WRONG_MOVE = {
  code: 'tutorial/another-move',
  message: 'the lesson waits for another move',
} as const;

const browserTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function memoryStorage(): StateStorage {
  const data = new Map<string, string>();
  return {
    getItem: (name) => data.get(name) ?? null,
    setItem: (name, value) => void data.set(name, value),
    removeItem: (name) => void data.delete(name),
  };
}

function kindOf(tile: string): number {
  const parsed = parseTile(tile);
  if (!parsed.ok) throw new Error(`tutorial: ${parsed.error.message}`);
  return parsed.value;
}

const SEATINGS: Record<Seat, readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex]> = {
  0: [0, 1, 2, 3],
  1: [1, 0, 2, 3],
  2: [1, 2, 0, 3],
  3: [1, 2, 3, 0],
};

/** Players at East, South, West, North: the person (player 0) at `seat`, the others in order. */
export function seatingFor(seat: Seat): [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex] {
  return [...SEATINGS[seat]];
}

/** The game of a lesson table: its rigged wall, the person at South, standard options. */
export function lessonGame(
  lesson: LessonId,
  step: TableStep,
): Result<{ state: GameState; events: GameEvent[] }> {
  const ruleset = LESSONS.find((l) => l.id === lesson)?.ruleset ?? DEFAULT_RULESET_ID;
  return newGame({
    ruleset,
    seed: `tutorial/${lesson}/${step.id}`,
    // The lesson's rules do not follow the person's options (flowers would change the wall); a
    // ruleset with options of its own (Ravenna: always flowers) plays its defaults.
    options: rulesetOf(ruleset).playerOptions.includes('flowers')
      ? { flowers: false, halveFlowers: false }
      : {},
    rig: { seating: seatingFor(TUTORIAL_SEAT), walls: { 0: step.rig } },
  });
}

/** Whether `action` is the move the lesson expects (tiles compared by kind). */
export function matchesMove(expected: ExpectedMove, action: Action): boolean {
  switch (expected.type) {
    case 'discard':
      return action.type === 'discard' && kindOfId(action.tile) === kindOf(expected.tile);
    case 'declareKong':
      return action.type === 'declareKong' && action.kind === kindOf(expected.tile);
    case 'claimChow':
      return action.type === 'claimChow' && action.lowest === kindOf(expected.lowest);
    default:
      return action.type === expected.type;
  }
}

/** The person's legal actions that make the expected move (several ids of one kind to discard). */
export function expectedActions(game: GameState, seat: Seat, expected: ExpectedMove): Action[] {
  return legalActions(game, seat).filter((a) => matchesMove(expected, a));
}

/** The computer players' script: pass every claim, throw away the tile just drawn. */
export function scriptedMove(game: GameState, seat: Seat): Action | null {
  return safeAction(game, seat);
}

/** A lesson table at its first position; nothing moves until `start` (see startLessonTable). */
export function createLessonTable(
  lesson: LessonId,
  step: TableStep,
  options: LessonTableOptions = {},
): LessonTable {
  const created = lessonGame(lesson, step);
  if (!created.ok) throw new Error(`tutorial ${lesson}/${step.id}: ${created.error.message}`);
  const seat = TUTORIAL_SEAT;
  const timers = options.timers ?? browserTimers;
  const progress = createStore<LessonProgress>()(() => ({
    move: 0,
    yourTurn: false,
    wrong: 0,
    done: false,
    result: null,
  }));

  let timer: unknown = null;
  let stopped = true;
  /** The table's own moves (the computer players', a claim let go) are not the person's tries. */
  let ownMove = false;

  // Only the move the lesson waits for gets to the engine; any other is a wrong try, explained by
  // the lesson, and the tile the person had picked is put back.
  const lessonGuard: MoveGuard = {
    admit(action) {
      if (ownMove) return null;
      const p = progress.getState();
      const expected = step.moves[p.move];
      const mine = action.type !== 'nextHand' && action.seat === seat;
      if (!stopped && mine && expected !== undefined && matchesMove(expected, action)) return null;
      progress.setState({ wrong: p.wrong + 1 });
      store.setState({ selectedTile: null });
      return WRONG_MOVE;
    },
    afterMove() {
      if (ownMove) return;
      progress.setState((p) => ({ move: p.move + 1, wrong: 0, yourTurn: false }));
      advance();
    },
  };

  const store = createAppStore({
    storage: memoryStorage(),
    newSeed: () => 'tutorial',
    moveGuard: lessonGuard,
  });
  const settings = { ...options.settings, hints: 'off' as const, claimCountdown: false };
  store.getState().updateSettings(settings);
  const delayMs = options.delayMs ?? BOT_DELAY_MS[store.getState().settings.botSpeed];
  store.setState({
    game: created.value.state,
    log: [],
    lastEvents: created.value.events,
    eventSerial: 1,
    screen: 'table',
  });

  const applyMove = (action: Action): ApplyResult => {
    ownMove = true;
    try {
      return store.getState().dispatch(action);
    } finally {
      ownMove = false;
    }
  };

  const cancel = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  const computerMove = (game: GameState, other: Seat) => {
    const action = scriptedMove(game, other);
    if (action === null)
      throw new Error(`tutorial ${lesson}/${step.id}: seat ${other} cannot move`);
    const applied = applyMove(action);
    if (!applied.ok) throw new Error(`tutorial ${lesson}/${step.id}: ${applied.error.message}`);
  };

  /** Plays the computer players until the table waits for the person or the lesson is over. */
  const advance = () => {
    cancel();
    if (stopped) return;
    for (;;) {
      const game = store.getState().game;
      if (game === null) throw new Error(`tutorial ${lesson}/${step.id}: no game at the table`);
      const phase = game.hand.phase;
      if (phase.kind === 'handOver' || phase.kind === 'matchOver') {
        progress.setState({ done: true, yourTurn: false, result: phase.result });
        return;
      }
      const toAct = seatsToAct(game);
      // Claims are decided at once (the computer players pass): there is nothing to watch.
      if (phase.kind !== 'turn') {
        const other = toAct.find((s) => s !== seat);
        if (other !== undefined) {
          computerMove(game, other);
          continue;
        }
      }
      const { move } = progress.getState();
      const expected = step.moves[move];
      if (expected === undefined) {
        progress.setState({ done: true, yourTurn: false });
        return;
      }
      const other = toAct.find((s) => s !== seat);
      if (other !== undefined) {
        progress.setState({ yourTurn: false });
        timer = timers.setTimeout(() => {
          timer = null;
          if (stopped || store.getState().game !== game) return;
          computerMove(game, other);
          advance();
        }, delayMs);
        return;
      }
      if (expectedActions(game, seat, expected).length === 0) {
        const what = `move ${move + 1} (${JSON.stringify(expected)})`;
        if (options.strict) throw new Error(`tutorial ${lesson}/${step.id}: ${what} is not legal`);
        // Never a dead end: a claim the lesson does not ask about is let go.
        const pass = legalActions(game, seat).find((a) => a.type === 'pass');
        if (pass !== undefined) {
          applyMove(pass);
          continue;
        }
        progress.setState({ done: true, yourTurn: false });
        return;
      }
      progress.setState({ yourTurn: true });
      return;
    }
  };

  return {
    store,
    progress,
    seat,
    start() {
      stopped = false;
      advance();
    },
    stop() {
      stopped = true;
      cancel();
    },
  };
}

/** A lesson table, started. */
export function startLessonTable(
  lesson: LessonId,
  step: TableStep,
  options: LessonTableOptions = {},
): LessonTable {
  const table = createLessonTable(lesson, step, options);
  table.start();
  return table;
}
