/**
 * What a match log says hand by hand (issue 6; pure, design.md habit 13): the log
 * `{ruleset, options, seed, actions[]}` is replayed with the engine's own `apply`, and each hand is
 * summarised as it ends — who won, how, the patterns and payments — then the final standings and
 * balances. A match is as long as its ruleset makes it (the engine's `matchOver`): 16 hands in
 * Zung Jung, as many as East keeps the deal in Ravenna. Nothing read is trusted: a log that does not
 * replay is a typed error, never an exception.
 */
import type {
  Action,
  GameConfig,
  GameLog,
  GameState,
  LimitKind,
  PlayerIndex,
  Result,
  RulesetId,
  ScoringMark,
  Seat,
  Standing,
} from '../engine';
import {
  apply,
  balances,
  currentPlayers,
  fail,
  newGame,
  ok,
  rulesetOf,
  standings,
} from '../engine';

type Four<T> = readonly [T, T, T, T];

// ---- summaries ---------------------------------------------------------------------------------

export interface HandWin {
  readonly kind: 'win';
  readonly winner: PlayerIndex;
  readonly winnerSeat: Seat;
  /** §8.3: self-drawn (`wall`, a kong replacement included) or on a discard (a robbed kong too). */
  readonly from: 'wall' | 'discard';
  /**
   * The player who discarded the winning tile (§12.2); for a robbed kong the kong player, who
   * counts as its discarder (§7.4). Null for a self-drawn win.
   */
  readonly discarder: PlayerIndex | null;
  /** Who paid for the others after same-turn immunity (§12.5); null when nobody was responsible. */
  readonly responsible: PlayerIndex | null;
  readonly robbedKong: boolean;
  /**
   * What made the win score, in its ruleset's own terms (the engine's `scoringMarks`): Zung Jung's
   * counted patterns in id order, none for a chicken hand (§9.4); Ravenna's limit hand and
   * doublings, none for a hand of table points only (ravenna.md §10).
   */
  readonly scoredBy: readonly ScoringMark[];
  /** The hand's value V (§9); the winner received 3V (§12.1). In Ravenna the winner's score. */
  readonly value: number;
  readonly limit: LimitKind;
}

export type HandOutcome = HandWin | { readonly kind: 'draw' };

export interface HandRecap {
  /** 0-based, in the order played (a Ravenna match has as many as its deal passes allow). */
  readonly number: number;
  /** The player at each seat (East, South, West, North) during the hand (§3.3). */
  readonly players: Four<PlayerIndex>;
  readonly result: HandOutcome;
  /** Net payments by player (§12), zero-sum. */
  readonly payments: Four<number>;
  /** Index in the log's actions of the hand's first action. */
  readonly firstAction: number;
  /** The hand's actions, without the `nextHand` that closes it. */
  readonly actionCount: number;
}

export interface MatchSummary {
  /** The rules the match was played by: statistics are kept per ruleset (issue 35). */
  readonly ruleset: RulesetId;
  /** The finished hands, in order. */
  readonly hands: readonly HandRecap[];
  /** Running totals by player after the last finished hand (§3.4): the net of every payment. */
  readonly totals: Four<number>;
  /**
   * What each player holds: the starting balance plus the total (ravenna.md §1.2, the option
   * `startingBalance`); in Zung Jung, which starts from nothing, the total itself.
   */
  readonly balances: Four<number>;
  readonly startingBalance: number;
  /** By place; equal totals share a place (D-2). */
  readonly standings: readonly Standing[];
  /** The ruleset ended the match (`matchOver`): 16 hands in Zung Jung, the deal passes in Ravenna. */
  readonly finished: boolean;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The action with only the fields its type has (the reducer validates them while replaying). */
function actionFields(action: Record<string, unknown>): Action {
  const { type, seat, tile, kind, lowest } = action;
  const fields: Record<string, unknown> = { type };
  if (type !== 'nextHand') fields['seat'] = seat;
  if (type === 'discard') fields['tile'] = tile;
  if (type === 'declareKong' || type === 'addToPung') fields['kind'] = kind;
  if (type === 'claimChow') fields['lowest'] = lowest;
  return fields as unknown as Action;
}

/** The log's config as the engine resolved it, and its actions: only checked data. */
function logOf(config: GameConfig, actions: readonly Action[]): GameLog {
  const { ruleset, options, seed, rig } = config;
  return { ruleset, options, seed, ...(rig === undefined ? {} : { rig }), actions };
}

export interface Walk {
  readonly summary: MatchSummary;
  readonly log: GameLog;
}

function recap(state: GameState, firstAction: number, actionCount: number): HandRecap {
  const phase = state.hand.phase;
  if (phase.kind !== 'handOver' && phase.kind !== 'matchOver')
    throw new Error('a hand is summarised only when it is over');
  const players = currentPlayers(state);
  const recorded = state.match.history.find((h) => h.number === state.hand.number);
  if (recorded === undefined) throw new Error(`hand ${state.hand.number} is not on the sheet`);
  const r = phase.result;
  const result: HandOutcome =
    r.kind === 'draw'
      ? { kind: 'draw' }
      : {
          kind: 'win',
          winner: players[r.winner],
          winnerSeat: r.winner,
          from: r.winFrom,
          discarder: r.discarder === null ? null : players[r.discarder],
          responsible: r.responsible === null ? null : players[r.responsible],
          robbedKong: r.hand.situation.robbingKong,
          scoredBy: rulesetOf(state.config.ruleset).scoringMarks(r),
          value: r.score.total,
          limit: r.score.limit,
        };
  return {
    number: state.hand.number,
    players,
    result,
    payments: [...recorded.payments] as unknown as Four<number>,
    firstAction,
    actionCount,
  };
}

/** Replays a log once, summarising every hand as it ends. */
export function walk(raw: unknown): Result<Walk> {
  if (!isRecord(raw) || !Array.isArray(raw['actions']))
    return fail('history/malformed', 'a match log is {ruleset, options, seed, actions[]}');
  const { ruleset, seed, options, rig } = raw;
  if (!raw['actions'].every(isRecord))
    return fail('history/malformed', 'an action of the log is not a record');
  if (!isRecord(options) || (rig !== undefined && !isRecord(rig)))
    return fail('history/malformed', 'the log has no options');
  const actions = raw['actions'].map(actionFields);
  const created = newGame({
    ...(typeof ruleset === 'string' ? { ruleset } : {}),
    seed: seed as GameLog['seed'],
    options,
    ...(rig === undefined ? {} : { rig: rig as GameConfig['rig'] }),
  });
  if (!created.ok)
    return fail('history/illegal-log', `the match cannot start: ${created.error.message}`);
  let state = created.value.state;
  const hands: HandRecap[] = [];
  let first = 0;
  for (const [index, action] of actions.entries()) {
    const closing = action.type === 'nextHand' && state.hand.phase.kind === 'handOver';
    if (closing) hands.push(recap(state, first, index - first));
    const result = apply(state, action);
    if (!result.ok) {
      const message = `action ${index} was refused: ${result.error.code} ${result.error.message}`;
      return fail('history/illegal-log', message);
    }
    state = result.state;
    if (closing) first = index + 1;
  }
  const finished = state.hand.phase.kind === 'matchOver';
  // A log that stops right after a hand ended (before its `nextHand`) still has that hand.
  if (state.hand.phase.kind === 'handOver') hands.push(recap(state, first, actions.length - first));
  const totals = [...state.match.totals] as unknown as Four<number>;
  const held = balances(state);
  return ok({
    log: logOf(state.config, actions),
    summary: {
      ruleset: state.config.ruleset,
      hands,
      totals,
      balances: held,
      startingBalance: held[0] - totals[0],
      standings: standings(totals),
      finished,
    },
  });
}

/**
 * Per hand: the players at the seats, the result (winner, self-drawn or on whose discard, the
 * counted patterns, the value) and the payments by player; then the final standings. Replays the
 * log with the engine, so an illegal log is an error, not a wrong summary.
 */
export function summarizeMatch(log: GameLog): Result<MatchSummary> {
  try {
    const walked = walk(log);
    return walked.ok ? ok(walked.value.summary) : walked;
  } catch (error) {
    return fail('history/malformed', `the log could not be read (${String(error)})`);
  }
}
