/**
 * `hu simulate`: complete hands played headlessly with the same engine and bots as the app, with
 * the invariants of zung-jung.md §15 checked after every action and every win re-scored through
 * the ruleset's `score` contract (shared/contract.md; the CLI registry's `checkWin`: in Ravenna
 * every player's score is re-scored and the payments re-settled). `--compare` (compare.ts) plays its games through the same
 * checks and tallies.
 */
import type { Decide, SelfPlayHooks } from '../bots';
import { BOTS, playMatch } from '../bots';
import type { GameState, PlayerIndex, PlayerView, Rng as RngType, RulesetId } from '../engine';
import {
  DEFAULT_RULESET_ID,
  Rng,
  checkInvariants,
  currentPlayers,
  rulesetOf,
  seedRng,
} from '../engine';
import { CLI_RULESETS } from './rulesets';

export interface SimulateOptions {
  readonly hands: number;
  readonly seed: string;
  readonly bots: readonly [string, string, string, string];
  readonly flowers: boolean;
  readonly duplicate: boolean;
  /** Default: the engine's default ruleset (Zung Jung). */
  readonly ruleset?: RulesetId;
  /** Players to use instead of the named bots (tests); `bots` still names them in the report. */
  readonly players?: readonly [Decide, Decide, Decide, Decide];
}

/** One value per player (or per seat), player 0 first. */
export type Four<T> = readonly [T, T, T, T];

/** Four values made player by player, 0 to 3 in that order. */
export function fourOf<T>(make: (player: PlayerIndex) => T): Four<T> {
  return [make(0), make(1), make(2), make(3)];
}

const PLAYERS: Four<PlayerIndex> = [0, 1, 2, 3];

/**
 * At most this many hands per seed, so that the seating is drawn again even when a Ravenna East
 * keeps the deal hand after hand (ravenna.md §9.2, §9.3); a Zung Jung match is 16 hands (§3.1).
 */
const HANDS_PER_SEED = 16;

/** One player's results over the hands he played. */
export interface PlayerStats {
  wins: number;
  selfDrawWins: number;
  dealIns: number;
  /** His net payment in each hand, in the order played. */
  points: number[];
  decisionMs: number[];
}

export function emptyStats(): PlayerStats {
  return { wins: 0, selfDrawWins: 0, dealIns: 0, points: [], decisionMs: [] };
}

export interface SimulateReport {
  readonly ruleset: RulesetId;
  readonly hands: number;
  readonly draws: number;
  readonly invariantViolations: number;
  readonly illegalActions: number;
  readonly handsPerSecond: number;
  /** Bot decisions taken (the text report only: the contract's JSON has no such field). */
  readonly decisions: number;
  readonly players: readonly PlayerSummary[];
}

/** One player's line of the report (shared/contract.md § `simulate`, `players`). */
export interface PlayerSummary {
  readonly bot: string;
  readonly wins: number;
  readonly selfDrawWins: number;
  readonly dealIns: number;
  readonly pointsPerHand: number;
  readonly pointsPerHandCI95: readonly [number, number];
  readonly decisionMsP50: number;
  readonly decisionMsP95: number;
}

/**
 * Mean and 95% confidence interval of per-hand points. Under `--duplicate` the four rotations of a
 * deal are one block: a player's results across them are not independent (whoever holds the good
 * seat of that deal wins it), so the interval is taken over the block means — the variance left once
 * the luck of the deal cancels out, which is what the duplicate design is for.
 */
export function pointsInterval(
  points: readonly number[],
  blockSize: number,
): { mean: number; ci95: [number, number] } {
  const blocks: number[] = [];
  for (let i = 0; i < points.length; i += blockSize) {
    const block = points.slice(i, i + blockSize);
    blocks.push(block.reduce((a, b) => a + b, 0) / block.length);
  }
  const n = blocks.length;
  const mean = n ? points.reduce((a, b) => a + b, 0) / points.length : 0;
  const blockMean = n ? blocks.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n > 1 ? blocks.reduce((a, b) => a + (b - blockMean) ** 2, 0) / (n - 1) : 0;
  const half = 1.96 * Math.sqrt(variance / Math.max(n, 1));
  return { mean, ci95: [mean - half, mean + half] };
}

function percentile(sorted: readonly number[], p: number): number {
  // A player who never decided has no figure: 0.
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}

export const round = (x: number, digits: number) => Number(x.toFixed(digits));

/** The report's line for a player; `blockSize` as in `pointsInterval` (4 for whole deals). */
export function summarise(bot: string, s: PlayerStats, blockSize: number): PlayerSummary {
  const { mean, ci95 } = pointsInterval(s.points, blockSize);
  const sorted = [...s.decisionMs].sort((a, b) => a - b);
  return {
    bot,
    wins: s.wins,
    selfDrawWins: s.selfDrawWins,
    dealIns: s.dealIns,
    pointsPerHand: round(mean, 3),
    pointsPerHandCI95: [round(ci95[0], 3), round(ci95[1], 3)] as const,
    decisionMsP50: round(percentile(sorted, 0.5), 4),
    decisionMsP95: round(percentile(sorted, 0.95), 4),
  };
}

/** A player whose every decision's time is added to `stats`. */
export function timed(bot: Decide, stats: PlayerStats): Decide {
  return (view: PlayerView, rng: RngType) => {
    const start = performance.now();
    const action = bot(view, rng);
    stats.decisionMs.push(performance.now() - start);
    return action;
  };
}

/** The named player, or a usage-worthy error naming the ones available. */
export function botNamed(name: string): Decide {
  const bot = BOTS[name];
  if (bot === undefined)
    throw new Error(`unknown bot "${name}" (available: ${Object.keys(BOTS).join(', ')})`);
  return bot;
}

/**
 * Who sits where in the `rotation`th playing of a duplicate deal (§2.5 rig): over the four, every
 * player holds every seat's tiles once.
 */
export function duplicateSeating(rotation: number): Four<PlayerIndex> {
  return fourOf((s) => ((s + rotation) % 4) as PlayerIndex);
}

/**
 * The options of a simulated game: `--flowers` where the player chooses them; Ravenna always plays
 * with them (ravenna.md §1.1).
 */
export function gameOptionsOf(ruleset: RulesetId, flowers: boolean): { flowers?: boolean } {
  return rulesetOf(ruleset).playerOptions.includes('flowers') ? { flowers } : {};
}

/**
 * What every simulated game is checked for, and the tally kept across games: the invariants of
 * zung-jung.md §15 after every action, every win re-scored through `score` (Ravenna: every hand
 * re-scored and the payments re-settled), the actions the engine refused, the hands and drawn
 * hands. `simulate` and its paired comparison play every game through these checks.
 */
export class GameChecks {
  hands = 0;
  draws = 0;
  violations = 0;
  illegal = 0;

  constructor(private readonly log: (line: string) => void) {}

  private report(problem: string): void {
    this.violations++;
    if (this.violations <= 10) this.log(`invariant violation: ${problem}`);
  }

  /**
   * The hooks of a game in which player p's results go to `stats[p]` and the log calls him
   * `names[p]`.
   */
  hooks(stats: Four<PlayerStats>, names: readonly string[]): SelfPlayHooks {
    const report = (problem: string) => this.report(problem);
    const onHandEnd = (state: GameState) => {
      const phase = state.hand.phase;
      if (phase.kind !== 'handOver') return;
      this.hands++;
      const players = currentPlayers(state);
      const last = state.match.history.at(-1);
      if (last === undefined) throw new Error('simulate: a hand ended with no score sheet line');
      for (const player of PLAYERS) stats[player].points.push(last.payments[player]);
      const result = phase.result;
      if (result.kind === 'draw') {
        this.draws++;
        return;
      }
      const winner = stats[players[result.winner]];
      winner.wins++;
      if (result.winFrom === 'wall') winner.selfDrawWins++;
      if (result.discarder !== null) stats[players[result.discarder]].dealIns++;
      // The ruleset's own `score` and `settle` documents agree with the engine's result.
      for (const problem of CLI_RULESETS[state.config.ruleset].checkWin(state, result))
        report(problem);
    };
    const onStep = (state: GameState) => {
      for (const problem of checkInvariants(state))
        report(`seed ${String(state.config.seed)} hand ${state.hand.number}: ${problem}`);
    };
    const onIllegal = (player: PlayerIndex, _action: unknown, code: string) => {
      this.illegal++;
      if (this.illegal <= 10)
        this.log(`illegal action by player ${player} (${names[player]}): ${code}`);
    };
    return { onHandEnd, onStep, onIllegal };
  }
}

export function simulate(
  options: SimulateOptions,
  log: (line: string) => void = () => {},
): SimulateReport {
  const bots = options.players ?? fourOf((player) => botNamed(options.bots[player]));
  const stats = fourOf(emptyStats);
  const checks = new GameChecks(log);
  const players = fourOf((player) => timed(bots[player], stats[player]));
  const hooks = checks.hooks(stats, options.bots);
  const ruleset = options.ruleset ?? DEFAULT_RULESET_ID;
  const rng = new Rng(seedRng(`${options.seed}/bots`));
  const gameOptions = gameOptionsOf(ruleset, options.flowers);
  const start = performance.now();
  if (options.duplicate) {
    // Each deal is played four times with the players rotated through the seats.
    for (let deal = 0; checks.hands < options.hands; deal++) {
      for (let rotation = 0; rotation < 4 && checks.hands < options.hands; rotation++) {
        playMatch(
          {
            ruleset,
            seed: `${options.seed}:${deal}`,
            options: gameOptions,
            rig: { seating: duplicateSeating(rotation) },
          },
          players,
          rng,
          hooks,
          { maxHands: 1 },
        );
      }
    }
  } else {
    for (let match = 0; checks.hands < options.hands; match++) {
      const left = options.hands - checks.hands;
      playMatch(
        { ruleset, seed: `${options.seed}:${match}`, options: gameOptions },
        players,
        rng,
        hooks,
        {
          maxHands: Math.min(left, HANDS_PER_SEED),
        },
      );
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    ruleset,
    hands: checks.hands,
    draws: checks.draws,
    invariantViolations: checks.violations,
    illegalActions: checks.illegal,
    handsPerSecond: round(checks.hands / seconds, 1),
    decisions: stats.reduce((sum, s) => sum + s.decisionMs.length, 0),
    players: PLAYERS.map((player) =>
      summarise(options.bots[player], stats[player], options.duplicate ? 4 : 1),
    ),
  };
}

export function formatReport(r: SimulateReport): string {
  const lines = [
    `${r.hands} hands (${r.draws} drawn), ${r.handsPerSecond} hands/s, ${r.invariantViolations} invariant violations, ${r.illegalActions} illegal actions in ${r.decisions} decisions`,
    'player  bot        wins  self-drawn  deal-ins  points/hand (95% CI)         decision ms p50 / p95',
  ];
  r.players.forEach((p, i) => {
    lines.push(
      `${String(i).padEnd(8)}${p.bot.padEnd(11)}${String(p.wins).padStart(4)}${String(p.selfDrawWins).padStart(12)}${String(p.dealIns).padStart(10)}  ${p.pointsPerHand.toFixed(2).padStart(8)} [${p.pointsPerHandCI95[0].toFixed(2)}, ${p.pointsPerHandCI95[1].toFixed(2)}]`.padEnd(
        80,
      ) + `${p.decisionMsP50} / ${p.decisionMsP95}`,
    );
  });
  return lines.join('\n');
}
