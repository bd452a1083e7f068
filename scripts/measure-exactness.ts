/**
 * How good are the analyser's figures beyond four draws (issue 36 item 4)? `analyse` searches
 * exactly up to 4 draws left; beyond that a discard whose exact search exceeds EXACT_BUDGET is
 * estimated and flagged `exact: false`. Here the same positions are searched exactly with no
 * budget (analyseUnbudgeted), offline, and the two are compared.
 *
 * Positions: self-play turns of four standard bots (Zung Jung) where the best discard leaves the
 * hand one tile from ready and 5–15 draws are left, at most one per hand and seat, spread evenly
 * over the draws left. For each: whether `analyse`'s best discard (for the chance to win, and for
 * the points) is the exact search's best — or worth the same to 1e-9 —, the chance to win the
 * suggestion really has against the best there is, and the error of every flagged chance.
 *
 * `npx tsx scripts/measure-exactness.ts [positions, default 220] [seed, default exact1] [fewest
 * draws, default 5] [most draws, default 15] [--log F]` prints one JSON object (the figures over
 * all positions and by draws left), a line per position on stderr, and with `--log F` appends each
 * position's result to F as one JSON line as soon as it is known; `--summarise F...` prints the
 * same object for the positions of earlier logs (runs split over the cores, or cut short).
 *
 * Cost: the unbudgeted search grows about fourfold per draw (analyse.ts): a median 1.9 s with 5
 * draws, 7.7 s with 6 (up to 88 s) on this 2-core machine, and with 7 draws minutes and gigabytes
 * (node needs --max-old-space-size well above its default 4 GB), so the 8–15-draw positions are
 * beyond this search; the README gives the 5–7-draw figures.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { BOTS, playMatch } from '../src/bots';
import type { AnalysePosition, DiscardValue } from '../src/bots/analyser';
import { analyse, analyseUnbudgeted, positionOfView } from '../src/bots/analyser';
import { Rng, playerView, seatsToAct, seedRng } from '../src/engine';

const args = process.argv.slice(2);
/** `--log F`: each position's result is appended to F as one JSON line as soon as it is known. */
const logAt = args.indexOf('--log');
const logFile = logAt >= 0 ? args[logAt + 1] : undefined;
if (logAt >= 0) args.splice(logAt, 2);
const summariseOnly = args[0] === '--summarise';
const wanted = Number(args[0] ?? 220);
const seed = args[1] ?? 'exact1';
const fewest = Number(args[2] ?? 5);
const most = Number(args[3] ?? 15);
const DRAWS = Array.from({ length: most - fewest + 1 }, (_, i) => fewest + i);
const perDraws = Math.ceil(wanted / DRAWS.length);

/** Self-play positions one tile from ready, `perDraws` for each number of draws left. */
function positions(): AnalysePosition[] {
  const byDraws = new Map<number, AnalysePosition[]>(DRAWS.map((d) => [d, []]));
  const full = () => [...byDraws.values()].every((l) => l.length >= perDraws);
  const bot = BOTS.standard!;
  for (let match = 0; !full() && match < 400; match++) {
    const taken = new Set<string>();
    playMatch(
      { seed: `${seed}-${match}` },
      [bot, bot, bot, bot],
      new Rng(seedRng(`${seed}-${match}`)),
      {
        onStep: (state) => {
          for (const seat of seatsToAct(state)) {
            const view = playerView(state, seat);
            if (!view.legalActions.some((a) => a.type === 'discard')) continue;
            const key = `${state.hand.number}-${seat}`;
            if (taken.has(key)) continue;
            const position = positionOfView(view);
            if (position === null) continue;
            const list = byDraws.get(position.drawsLeft);
            if (list === undefined || list.length >= perDraws) continue;
            if (analyse(position).shanten !== 1) continue;
            taken.add(key);
            list.push(position);
          }
        },
      },
      { maxHands: 4 },
    );
  }
  return [...byDraws.values()].flat();
}

const quantile = (xs: readonly number[], q: number) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
};
const same = (x: number, y: number) =>
  Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x), Math.abs(y));
const round = (x: number | null, digits = 4) => (x === null ? null : Number(x.toFixed(digits)));

/** The best entry for a figure among `entries` (the analyser's own order breaks ties). */
const bestBy = (entries: readonly DiscardValue[], figure: 'winChance' | 'expectedPoints') =>
  entries.reduce((b, e) => (e[figure] > b[figure] + 1e-12 ? e : b));

/** What one position shows: the analyser's choice and flagged figures against the exact search. */
interface Measured {
  readonly drawsLeft: number;
  readonly bestFlagged: boolean;
  readonly sameBestChance: boolean;
  readonly sameBestPoints: boolean;
  readonly chanceLost: number;
  readonly pointsLost: number;
  readonly flaggedError: readonly number[];
  readonly flaggedRelative: readonly number[];
  readonly seconds: number;
}

function measure(position: AnalysePosition): Measured {
  const budgeted = analyse(position).discards.filter((d) => d.shanten <= 1);
  const started = performance.now();
  const exact = analyseUnbudgeted(position);
  const seconds = (performance.now() - started) / 1000;
  const exactOf = (tile: number) => exact.find((e) => e.tile === tile)!;
  const truth = { chance: bestBy(exact, 'winChance'), points: bestBy(exact, 'expectedPoints') };
  const picked = {
    chance: exactOf(bestBy(budgeted, 'winChance').tile),
    points: exactOf(bestBy(budgeted, 'expectedPoints').tile),
  };
  const flaggedError: number[] = [];
  const flaggedRelative: number[] = [];
  for (const d of budgeted) {
    if (d.exact) continue;
    const e = exactOf(d.tile);
    flaggedError.push(Math.abs(d.winChance - e.winChance));
    if (e.winChance > 0) flaggedRelative.push(Math.abs(d.winChance - e.winChance) / e.winChance);
  }
  return {
    drawsLeft: position.drawsLeft,
    bestFlagged: !bestBy(budgeted, 'winChance').exact,
    sameBestChance: same(picked.chance.winChance, truth.chance.winChance),
    sameBestPoints: same(picked.points.expectedPoints, truth.points.expectedPoints),
    chanceLost: truth.chance.winChance - picked.chance.winChance,
    pointsLost: truth.points.expectedPoints - picked.points.expectedPoints,
    flaggedError,
    flaggedRelative,
    seconds,
  };
}

function summary(results: readonly Measured[]) {
  const n = results.length;
  const share = (f: (m: Measured) => boolean) => round(results.filter(f).length / Math.max(1, n));
  const spread = (xs: readonly number[], digits = 4) => ({
    median: round(quantile(xs, 0.5), digits),
    p95: round(quantile(xs, 0.95), digits),
    max: round(xs.length === 0 ? null : Math.max(...xs), digits),
  });
  const drawsSeen = [...new Set(results.map((m) => m.drawsLeft))].sort((a, b) => a - b);
  return {
    positions: n,
    byDrawsLeft: Object.fromEntries(
      drawsSeen.map((d) => {
        const at = results.filter((m) => m.drawsLeft === d);
        return [
          d,
          {
            positions: at.length,
            sameBestChance: round(at.filter((m) => m.sameBestChance).length / at.length),
            chanceLost: spread(at.map((m) => m.chanceLost)),
            flaggedAbsError: spread(at.flatMap((m) => m.flaggedError)),
            exactSeconds: spread(
              at.map((m) => m.seconds),
              2,
            ),
          },
        ];
      }),
    ),
    bestFlagged: results.filter((m) => m.bestFlagged).length,
    sameBest: {
      winChance: share((m) => m.sameBestChance),
      expectedPoints: share((m) => m.sameBestPoints),
    },
    chanceLostByBest: spread(results.map((m) => m.chanceLost)),
    pointsLostByBest: spread(
      results.map((m) => m.pointsLost),
      3,
    ),
    flaggedChance: {
      figures: results.reduce((s, m) => s + m.flaggedError.length, 0),
      absError: spread(results.flatMap((m) => m.flaggedError)),
      relativeError: spread(
        results.flatMap((m) => m.flaggedRelative),
        3,
      ),
    },
    exactSeconds: spread(
      results.map((m) => m.seconds),
      2,
    ),
  };
}

if (summariseOnly) {
  // `--summarise F...`: the summary of positions logged by earlier runs (--log), e.g. runs split by
  // draws left over the machine's cores.
  const results = args
    .slice(1)
    .flatMap((f) => readFileSync(f, 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Measured);
  console.log(JSON.stringify(summary(results), null, 1));
} else {
  const list = positions();
  const results: Measured[] = [];
  for (const [i, position] of list.entries()) {
    const m = measure(position);
    results.push(m);
    if (logFile !== undefined) appendFileSync(logFile, `${JSON.stringify(m)}\n`);
    process.stderr.write(
      `${i + 1}/${list.length} draws ${position.drawsLeft}: ${m.seconds.toFixed(1)} s, ` +
        `chance lost ${(100 * m.chanceLost).toFixed(2)} pp\n`,
    );
  }
  console.log(JSON.stringify({ seed, ...summary(results) }, null, 1));
}
