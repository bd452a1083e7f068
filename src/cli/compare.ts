/**
 * `hu simulate --compare A,B`: two players measured in the same seat on the same deals (issue 36).
 *
 * Every deal is played with the players rotated through the four seats, as `--duplicate` does, and
 * every (deal, rotation) twice: once with A in the measured slot of `--bots` (the `_`), once with B.
 * Everything else is identical between the two games: the seed and so the wall, the seating, and
 * each player's random stream — every player has its own stream, seeded from the seed, the deal,
 * the rotation and its slot, so that what the measured player draws from his stream (a random
 * player draws many numbers, the strong level none) never shifts what the others draw. The only
 * difference between the two games is then what the measured player decides, and the difference
 * of his points in them measures A against B with the luck of the deal and of the others' dice
 * taken out.
 */
import type { Decide } from '../bots';
import type { PlayerView, RulesetId } from '../engine';
import { DEFAULT_RULESET_ID, Rng, seedRng } from '../engine';
import { playMatch } from '../bots';
import type { PlayerStats, PlayerSummary } from './simulate';
import {
  GameChecks,
  botNamed,
  duplicateSeating,
  emptyStats,
  fourOf,
  gameOptionsOf,
  pointsInterval,
  round,
  summarise,
  timed,
} from './simulate';

/** The measured slot in `--bots`. */
export const MEASURED = '_';

export interface CompareOptions {
  /** Hands each of A and B plays: `hands / 4` deals × 4 rotations (a multiple of 4). */
  readonly hands: number;
  readonly seed: string;
  /** The two players measured, by name. */
  readonly compare: readonly [string, string];
  /** The table, with `_` (MEASURED) once where A or B sits. */
  readonly bots: readonly [string, string, string, string];
  readonly flowers: boolean;
  /** Default: the engine's default ruleset (Zung Jung). */
  readonly ruleset?: RulesetId;
  /** Players to measure instead of the named A and B (tests); `compare` still names them. */
  readonly measured?: readonly [Decide, Decide];
}

export interface CompareReport {
  readonly ruleset: RulesetId;
  /** Hands played in all: twice `hands` of the options. */
  readonly hands: number;
  readonly deals: number;
  readonly draws: number;
  readonly invariantViolations: number;
  readonly illegalActions: number;
  readonly handsPerSecond: number;
  /** The table, `_` where the measured player sits. */
  readonly bots: readonly string[];
  /** A, then B. */
  readonly players: readonly [ComparedPlayer, ComparedPlayer];
  /** A − B, paired on the same deal and rotation; the interval over whole deals. */
  readonly difference: {
    readonly pointsPerHand: number;
    readonly pointsPerHandCI95: readonly [number, number];
    readonly wins: number;
    readonly selfDrawWins: number;
    readonly dealIns: number;
  };
  /** Bot decisions taken, every player's (the text report only). */
  readonly decisions: number;
  /** A's points minus B's in each (deal, rotation), in the order played (not printed). */
  readonly pairedDifferences: readonly number[];
}

/** A measured player's line: his hands (the ones he played), then the line `simulate` reports. */
export type ComparedPlayer = { readonly hands: number } & PlayerSummary;

/** Why the options cannot be compared, or null. */
export function compareProblem(options: Pick<CompareOptions, 'hands' | 'bots'>): string | null {
  const marks = options.bots.filter((name) => name === MEASURED).length;
  if (marks !== 1)
    return `--compare needs exactly one ${MEASURED} in --bots to mark the measured seat (found ${marks}), e.g. --bots ${MEASURED},standard,standard,standard`;
  if (!Number.isInteger(options.hands) || options.hands < 4 || options.hands % 4 !== 0)
    return '--compare needs --hands to be a multiple of 4 (hands each player plays: deals × 4 seats)';
  return null;
}

export function compare(
  options: CompareOptions,
  log: (line: string) => void = () => {},
): CompareReport {
  const problem = compareProblem(options);
  if (problem !== null) throw new Error(problem);
  // Null in the measured slot: A or B sits there.
  const table = fourOf((p) => {
    const name = options.bots[p];
    return name === MEASURED ? null : botNamed(name);
  });
  const [nameA, nameB] = options.compare;
  const measured = options.measured ?? [botNamed(nameA), botNamed(nameB)];
  const sides = [emptyStats(), emptyStats()] as const;
  const checks = new GameChecks(log);
  const ruleset = options.ruleset ?? DEFAULT_RULESET_ID;
  const gameOptions = gameOptionsOf(ruleset, options.flowers);
  const deals = options.hands / 4;
  // The players' timings and results other than the measured one's are not reported; their
  // decisions are still counted, as `simulate` counts everybody's.
  let decisions = 0;
  const start = performance.now();
  for (let deal = 0; deal < deals; deal++) {
    for (let rotation = 0; rotation < 4; rotation++) {
      for (const side of [0, 1] as const) {
        const stats = fourOf((p) => (table[p] === null ? sides[side] : emptyStats()));
        const players = fourOf((p): Decide => {
          const bot = timed(table[p] ?? measured[side], stats[p]);
          const own = new Rng(seedRng(`${options.seed}/bots:${deal}:${rotation}:${p}`));
          // Each player draws from his own stream, not from the one `playMatch` hands to all.
          return (view: PlayerView) => bot(view, own);
        });
        const names = options.bots.map((name) =>
          name === MEASURED ? options.compare[side] : name,
        );
        playMatch(
          {
            ruleset,
            // The deals of `--duplicate` on the same seed.
            seed: `${options.seed}:${deal}`,
            options: gameOptions,
            rig: { seating: duplicateSeating(rotation) },
          },
          players,
          // Read by no player (each has his own); `playMatch` needs one.
          new Rng(seedRng(`${options.seed}/unused`)),
          checks.hooks(stats, names),
          { maxHands: 1 },
        );
        // The measured player's decisions are counted once, from his side's tally, at the end.
        stats.forEach((s, p) => {
          if (table[p] !== null) decisions += s.decisionMs.length;
        });
      }
    }
  }
  const seconds = (performance.now() - start) / 1000;
  const [a, b] = sides;
  decisions += a.decisionMs.length + b.decisionMs.length;
  const pairedDifferences = a.points.map((points, i) => {
    const paired = b.points[i];
    if (paired === undefined) throw new Error(`compare: B played no hand ${i} to pair with A's`);
    return points - paired;
  });
  const difference = pointsInterval(pairedDifferences, 4);
  const line = (s: PlayerStats, side: 0 | 1) => {
    const { bot, ...rest } = summarise(options.compare[side], s, 4);
    return { bot, hands: s.points.length, ...rest };
  };
  return {
    ruleset,
    hands: checks.hands,
    deals,
    draws: checks.draws,
    invariantViolations: checks.violations,
    illegalActions: checks.illegal,
    handsPerSecond: round(checks.hands / seconds, 1),
    bots: options.bots,
    players: [line(a, 0), line(b, 1)],
    difference: {
      pointsPerHand: round(difference.mean, 3),
      pointsPerHandCI95: [round(difference.ci95[0], 3), round(difference.ci95[1], 3)],
      wins: a.wins - b.wins,
      selfDrawWins: a.selfDrawWins - b.selfDrawWins,
      dealIns: a.dealIns - b.dealIns,
    },
    decisions,
    pairedDifferences,
  };
}

const signed = (x: number, digits: number) => (x > 0 ? '+' : '') + x.toFixed(digits);

/** The text report, in the style of `simulate`'s. */
export function formatCompareReport(r: CompareReport): string {
  const [a, b] = r.players;
  const d = r.difference;
  const lines = [
    `${a.bot} (A) against ${b.bot} (B), measured in the seat ${MEASURED} of ${r.bots.join(',')}: ${r.deals} deals × 4 seats, each played by both`,
    `${r.hands} hands (${r.draws} drawn), ${r.handsPerSecond} hands/s, ${r.invariantViolations} invariant violations, ${r.illegalActions} illegal actions in ${r.decisions} decisions`,
    'player  bot         hands  wins  self-drawn  deal-ins  points/hand (95% CI)         decision ms p50 / p95',
  ];
  for (const [label, p] of [
    ['A', a],
    ['B', b],
  ] as const) {
    lines.push(
      `${label.padEnd(8)}${p.bot.padEnd(12)}${String(p.hands).padStart(5)}${String(p.wins).padStart(6)}${String(p.selfDrawWins).padStart(12)}${String(p.dealIns).padStart(10)}  ${p.pointsPerHand.toFixed(2).padStart(8)} [${p.pointsPerHandCI95[0].toFixed(2)}, ${p.pointsPerHandCI95[1].toFixed(2)}]`.padEnd(
        88,
      ) + `${p.decisionMsP50} / ${p.decisionMsP95}`,
    );
  }
  lines.push(
    `${'A − B'.padEnd(8)}${'paired'.padEnd(12)}${''.padStart(5)}${signed(d.wins, 0).padStart(6)}${signed(d.selfDrawWins, 0).padStart(12)}${signed(d.dealIns, 0).padStart(10)}  ${signed(d.pointsPerHand, 2).padStart(8)} [${d.pointsPerHandCI95[0].toFixed(2)}, ${d.pointsPerHandCI95[1].toFixed(2)}]`,
  );
  return lines.join('\n');
}
