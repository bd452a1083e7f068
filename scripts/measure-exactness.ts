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
 * draws, default 5] [most draws, default 15]` prints one JSON object (and a line per position on
 * stderr).
 *
 * Cost: the unbudgeted search grows about fourfold per draw (analyse.ts); one position took 0.6 s
 * with 5 draws, 14 s with 6 and 61 s with 7 on this 2-core machine under load, so the 10–15-draw
 * positions are days of work for this search: a faster exact search comes first. With 7 draws it
 * also outgrew node's default 4 GB heap (run 2026-11-29); the README gives the 5–6-draw figures.
 */
import { BOTS, playMatch } from '../src/bots';
import type { AnalysePosition, DiscardValue } from '../src/bots/analyser';
import { analyse, analyseUnbudgeted, positionOfView } from '../src/bots/analyser';
import { Rng, playerView, seatsToAct, seedRng } from '../src/engine';

const wanted = Number(process.argv[2] ?? 220);
const seed = process.argv[3] ?? 'exact1';
const fewest = Number(process.argv[4] ?? 5);
const most = Number(process.argv[5] ?? 15);
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

const list = positions();
let sameBestChance = 0;
let sameBestPoints = 0;
const chanceLost: number[] = [];
const pointsLost: number[] = [];
const flaggedError: number[] = [];
const flaggedRelative: number[] = [];
const seconds: number[] = [];
let flaggedBest = 0;
for (const [i, position] of list.entries()) {
  const budgeted = analyse(position).discards.filter((d) => d.shanten <= 1);
  const started = performance.now();
  const exact = analyseUnbudgeted(position);
  seconds.push((performance.now() - started) / 1000);
  const exactOf = (tile: number) => exact.find((e) => e.tile === tile)!;
  const truth = { chance: bestBy(exact, 'winChance'), points: bestBy(exact, 'expectedPoints') };
  const picked = {
    chance: exactOf(bestBy(budgeted, 'winChance').tile),
    points: exactOf(bestBy(budgeted, 'expectedPoints').tile),
  };
  if (!bestBy(budgeted, 'winChance').exact) flaggedBest++;
  if (same(picked.chance.winChance, truth.chance.winChance)) sameBestChance++;
  if (same(picked.points.expectedPoints, truth.points.expectedPoints)) sameBestPoints++;
  chanceLost.push(truth.chance.winChance - picked.chance.winChance);
  pointsLost.push(truth.points.expectedPoints - picked.points.expectedPoints);
  for (const d of budgeted) {
    if (d.exact) continue;
    const e = exactOf(d.tile);
    flaggedError.push(Math.abs(d.winChance - e.winChance));
    if (e.winChance > 0) flaggedRelative.push(Math.abs(d.winChance - e.winChance) / e.winChance);
  }
  process.stderr.write(
    `${i + 1}/${list.length} draws ${position.drawsLeft}: ${seconds.at(-1)!.toFixed(1)} s, ` +
      `chance lost ${(100 * chanceLost.at(-1)!).toFixed(2)} pp\n`,
  );
}

const n = list.length;
console.log(
  JSON.stringify(
    {
      seed,
      positions: n,
      byDrawsLeft: Object.fromEntries(
        DRAWS.map((d) => [d, list.filter((p) => p.drawsLeft === d).length]),
      ),
      bestFlagged: flaggedBest,
      sameBest: { winChance: round(sameBestChance / n), expectedPoints: round(sameBestPoints / n) },
      chanceLostByBest: {
        median: round(quantile(chanceLost, 0.5)),
        p95: round(quantile(chanceLost, 0.95)),
        max: round(Math.max(...chanceLost)),
      },
      pointsLostByBest: {
        median: round(quantile(pointsLost, 0.5), 3),
        p95: round(quantile(pointsLost, 0.95), 3),
        max: round(Math.max(...pointsLost), 3),
      },
      flaggedChance: {
        figures: flaggedError.length,
        absError: {
          median: round(quantile(flaggedError, 0.5)),
          p95: round(quantile(flaggedError, 0.95)),
        },
        relativeError: {
          median: round(quantile(flaggedRelative, 0.5), 3),
          p95: round(quantile(flaggedRelative, 0.95), 3),
        },
      },
      exactSeconds: {
        median: round(quantile(seconds, 0.5), 2),
        max: round(Math.max(...seconds), 2),
      },
    },
    null,
    1,
  ),
);
