/**
 * `hu simulate`: complete hands played headlessly with the same engine and bots as the app, with
 * the invariants of zung-jung.md §15 checked after every action and every win re-scored through
 * the `score` contract (shared/contract.md).
 */
import type { Decide } from '../bots';
import { BOTS, playMatch } from '../bots';
import type { GameState, PlayerIndex, PlayerView, Rng as RngType } from '../engine';
import { Rng, checkInvariants, playersAtSeats, seedRng } from '../engine';
import { scoreDocument, scoreInputOf } from './contract';

export interface SimulateOptions {
  readonly hands: number;
  readonly seed: string;
  readonly bots: readonly [string, string, string, string];
  readonly flowers: boolean;
  readonly duplicate: boolean;
}

interface PlayerStats {
  wins: number;
  selfDrawWins: number;
  dealIns: number;
  points: number[];
  decisionMs: number[];
}

export interface SimulateReport {
  readonly ruleset: 'zung-jung';
  readonly hands: number;
  readonly draws: number;
  readonly invariantViolations: number;
  readonly illegalActions: number;
  readonly handsPerSecond: number;
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

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

const round = (x: number, digits: number) => Number(x.toFixed(digits));

export function simulate(
  options: SimulateOptions,
  log: (line: string) => void = () => {},
): SimulateReport {
  const decide = options.bots.map((name) => {
    const bot = BOTS[name];
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

  const onHandEnd = (state: GameState) => {
    const phase = state.hand.phase;
    if (phase.kind !== 'handOver') return;
    hands++;
    const players = playersAtSeats(
      state.match.seating,
      state.hand.number,
      state.config.options.dealPass,
    );
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
  const gameOptions = { flowers: options.flowers };
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
          { seed: `${options.seed}:${deal}`, options: gameOptions, rig: { seating } },
          timed,
          rng,
          hooks,
          { maxHands: 1 },
        );
      }
    }
  } else {
    for (let match = 0; hands < options.hands; match++) {
      playMatch({ seed: `${options.seed}:${match}`, options: gameOptions }, timed, rng, hooks, {
        maxHands: options.hands - hands,
      });
    }
  }
  const seconds = (performance.now() - start) / 1000;
  return {
    ruleset: 'zung-jung',
    hands,
    draws,
    invariantViolations: violations,
    illegalActions: illegal,
    handsPerSecond: round(hands / seconds, 1),
    players: stats.map((s, player) => {
      const n = s.points.length;
      const mean = n ? s.points.reduce((a, b) => a + b, 0) / n : 0;
      const variance = n > 1 ? s.points.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1) : 0;
      const half = 1.96 * Math.sqrt(variance / Math.max(n, 1));
      const sorted = [...s.decisionMs].sort((a, b) => a - b);
      return {
        bot: options.bots[player]!,
        wins: s.wins,
        selfDrawWins: s.selfDrawWins,
        dealIns: s.dealIns,
        pointsPerHand: round(mean, 3),
        pointsPerHandCI95: [round(mean - half, 3), round(mean + half, 3)] as const,
        decisionMsP50: round(percentile(sorted, 0.5), 4),
        decisionMsP95: round(percentile(sorted, 0.95), 4),
      };
    }),
  };
}

export function formatReport(r: SimulateReport): string {
  const lines = [
    `${r.hands} hands (${r.draws} drawn), ${r.handsPerSecond} hands/s, ${r.invariantViolations} invariant violations, ${r.illegalActions} illegal actions`,
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
