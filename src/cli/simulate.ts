/**
 * `hu simulate`: complete hands played headlessly with the same engine and bots as the app, with
 * the invariants of zung-jung.md §15 checked after every action and every win re-scored through
 * the `score` contract (shared/contract.md). With `ruleset: 'ravenna'` every player's score of
 * every won hand is re-scored through `score --ruleset ravenna` and the payments re-settled
 * through `settle --ruleset ravenna`.
 */
import type { Decide } from '../bots';
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
import { SEAT_NAMES, scoreDocument, scoreInputOf } from './contract';
import {
  ravennaScoreDocument,
  ravennaScoreInputOf,
  ravennaSettleDocument,
} from './ravennaContract';

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

/**
 * At most this many hands per seed, so that the seating is drawn again even when a Ravenna East
 * keeps the deal hand after hand (ravenna.md §9.2, §9.3); a Zung Jung match is 16 hands (§3.1).
 */
const HANDS_PER_SEED = 16;

interface PlayerStats {
  wins: number;
  selfDrawWins: number;
  dealIns: number;
  points: number[];
  decisionMs: number[];
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
  readonly players: readonly {
    readonly bot: string;
    readonly wins: number;
    readonly selfDrawWins: number;
    readonly dealIns: number;
    readonly pointsPerHand: number;
    readonly pointsPerHandCI95: readonly [number, number];
    readonly decisionMsP50: number;
    readonly decisionMsP95: number;
  }[];
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
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

export function simulate(
  options: SimulateOptions,
  log: (line: string) => void = () => {},
): SimulateReport {
  const decide = options.bots.map((name, player) => {
    const bot = options.players?.[player] ?? BOTS[name];
    if (bot === undefined)
      throw new Error(`unknown bot "${name}" (available: ${Object.keys(BOTS).join(', ')})`);
    return bot;
  });
  const stats: PlayerStats[] = [0, 1, 2, 3].map(() => ({
    wins: 0,
    selfDrawWins: 0,
    dealIns: 0,
    points: [],
    decisionMs: [],
  }));
  let hands = 0;
  let draws = 0;
  let violations = 0;
  let illegal = 0;
  const report = (problem: string) => {
    violations++;
    if (violations <= 10) log(`invariant violation: ${problem}`);
  };
  const timed = decide.map((bot, player): Decide => (view: PlayerView, rng: RngType) => {
    const start = performance.now();
    const action = bot(view, rng);
    stats[player]!.decisionMs.push(performance.now() - start);
    return action;
  }) as unknown as [Decide, Decide, Decide, Decide];

  const ruleset = options.ruleset ?? DEFAULT_RULESET_ID;
  const onHandEnd = (state: GameState) => {
    const phase = state.hand.phase;
    if (phase.kind !== 'handOver') return;
    hands++;
    const players = currentPlayers(state);
    const last = state.match.history[state.match.history.length - 1]!;
    last.payments.forEach((amount, player) => stats[player]!.points.push(amount));
    const result = phase.result;
    if (result.kind === 'draw') {
      draws++;
      return;
    }
    const winner = stats[players[result.winner]]!;
    winner.wins++;
    if (result.winFrom === 'wall') winner.selfDrawWins++;
    if (result.discarder !== null) stats[players[result.discarder]]!.dealIns++;
    if (result.ravenna !== undefined) {
      // Everybody's score equals `hu score --ruleset ravenna` on his tiles, and the payments
      // equal `hu settle --ruleset ravenna` on those scores (ravenna.md §10, §11).
      const { hands: held, scores, limit } = result.ravenna;
      held.forEach((h, seat) => {
        const rescored = ravennaScoreDocument(ravennaScoreInputOf(h, limit));
        const s = scores[seat]!;
        const expected = {
          valid: true,
          tablePoints: s.tablePoints,
          bonus: s.bonus,
          doublings: s.doublings,
          limitHand: s.limitHand,
          score: s.score,
        };
        if (JSON.stringify(rescored) !== JSON.stringify(expected)) {
          report(
            `hand ${state.hand.number} of seed ${String(state.config.seed)}, seat ${seat}: ${JSON.stringify(expected)}, hu score says ${JSON.stringify(rescored)}`,
          );
        }
      });
      const settled = ravennaSettleDocument({
        scores: Object.fromEntries(SEAT_NAMES.map((name, i) => [name, scores[i]!.score])),
        winner: SEAT_NAMES[result.winner],
      });
      const paid = Object.fromEntries(SEAT_NAMES.map((name, i) => [name, result.payments[i]]));
      if (JSON.stringify(settled) !== JSON.stringify({ payments: paid })) {
        report(
          `hand ${state.hand.number} of seed ${String(state.config.seed)} paid ${JSON.stringify(paid)}, hu settle says ${JSON.stringify(settled)}`,
        );
      }
      return;
    }
    // The score of every win equals `hu score` on the same hand (issue acceptance, §15 "Scoring").
    const rescored = scoreDocument(scoreInputOf(result.hand, state.config.options.halveFlowers));
    const ids =
      (rescored['patterns'] as { id: string }[] | undefined)?.map((p) => p.id).join() ?? '';
    if (
      rescored['total'] !== result.score.total ||
      ids !== result.score.counted.map((p) => p.id).join()
    ) {
      report(
        `hand ${state.hand.number} of seed ${String(state.config.seed)} scored ${result.score.total}, hu score says ${JSON.stringify(rescored)}`,
      );
    }
  };
  const onStep = (state: GameState) => {
    for (const problem of checkInvariants(state))
      report(`seed ${String(state.config.seed)} hand ${state.hand.number}: ${problem}`);
  };
  const onIllegal = (player: PlayerIndex, _action: unknown, code: string) => {
    illegal++;
    if (illegal <= 10) log(`illegal action by player ${player} (${options.bots[player]}): ${code}`);
  };
  const hooks = { onHandEnd, onStep, onIllegal };
  const rng = new Rng(seedRng(`${options.seed}/bots`));
  // `--flowers` where the player chooses them; Ravenna always plays with them (ravenna.md §1.1).
  const gameOptions = rulesetOf(ruleset).playerOptions.includes('flowers')
    ? { flowers: options.flowers }
    : {};
  const start = performance.now();
  if (options.duplicate) {
    // Each deal is played four times with the players rotated through the seats (§2.5 rig).
    for (let deal = 0; hands < options.hands; deal++) {
      for (let rotation = 0; rotation < 4 && hands < options.hands; rotation++) {
        const seating = [0, 1, 2, 3].map((s) => ((s + rotation) % 4) as PlayerIndex) as [
          PlayerIndex,
          PlayerIndex,
          PlayerIndex,
          PlayerIndex,
        ];
        playMatch(
          { ruleset, seed: `${options.seed}:${deal}`, options: gameOptions, rig: { seating } },
          timed,
          rng,
          hooks,
          { maxHands: 1 },
        );
      }
    }
  } else {
    for (let match = 0; hands < options.hands; match++) {
      const left = options.hands - hands;
      playMatch(
        { ruleset, seed: `${options.seed}:${match}`, options: gameOptions },
        timed,
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
    hands,
    draws,
    invariantViolations: violations,
    illegalActions: illegal,
    handsPerSecond: round(hands / seconds, 1),
    decisions: stats.reduce((sum, s) => sum + s.decisionMs.length, 0),
    players: stats.map((s, player) => {
      const { mean, ci95 } = pointsInterval(s.points, options.duplicate ? 4 : 1);
      const sorted = [...s.decisionMs].sort((a, b) => a - b);
      return {
        bot: options.bots[player]!,
        wins: s.wins,
        selfDrawWins: s.selfDrawWins,
        dealIns: s.dealIns,
        pointsPerHand: round(mean, 3),
        pointsPerHandCI95: [round(ci95[0], 3), round(ci95[1], 3)] as const,
        decisionMsP50: round(percentile(sorted, 0.5), 4),
        decisionMsP95: round(percentile(sorted, 0.95), 4),
      };
    }),
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
