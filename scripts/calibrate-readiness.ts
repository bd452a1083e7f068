/**
 * Fits the strong level's reading of each opponent (src/bots/readiness.ts) and writes
 * src/bots/measuredReadiness.ts.
 *
 * Data: right after every discard of self-play, what another seat sees of the discarder
 * (readinessInputs: the signs, then his latest discards one by one) and whether his true hand is
 * then ready. The tables mix every level — four standard bots; standard, standard, beginner and
 * random-legal; strong with them — so the model learns that a careless player's discards say
 * little and a careful one's say much. The network is fitted by Adam (scripts/fitting.ts), then
 * checked on other seeds against a logistic model over the signs alone (fitted by Newton's method,
 * what the strong level read before) and the old table (READY_AFTER_DISCARDS, from standard
 * self-play only): log-loss, Brier score, and how many of the ready players are among the ones it
 * reads as most likely ready (as many as are ready), per table.
 *
 * Each ruleset has its own reading, fitted on its own self-play (issue 36 item 5: Ravenna's players
 * claim no chows and build other hands, so they get ready on other signs); the script rewrites only
 * that ruleset's constant in measuredReadiness.ts.
 *
 * `npx tsx scripts/calibrate-readiness.ts [matches per table, default 60] [ruleset, default the first]`
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dot, fitLogistic, fitNetwork, probabilityScores, sigmoid } from './fitting';
import { BOTS, playMatch } from '../src/bots';
import type { Decide } from '../src/bots';
import { knowledgeOf } from '../src/bots/knowledge';
import { READY_AFTER_DISCARDS } from '../src/bots/measured';
import { networkLogit } from '../src/bots/network';
import {
  READINESS_INPUTS,
  READINESS_SIGNS,
  readinessInputs,
  readinessSigns,
} from '../src/bots/readiness';
import type { RulesetId } from '../src/engine';
import { RULESET_IDS, Rng, currentPlayers, playerView, seatShanten, seedRng } from '../src/engine';

const matches = Number(process.argv[2] ?? 60);
const ruleset = (process.argv[3] ?? RULESET_IDS[0]) as RulesetId;
if (!RULESET_IDS.includes(ruleset)) throw new Error(`unknown ruleset ${ruleset}`);
/** The constant this ruleset's reading is written to (the bots' registry imports it). */
const CONSTANT = `${ruleset.toUpperCase().replace(/-/g, '_')}_READINESS_NETWORK`;
const FILE = 'src/bots/measuredReadiness.ts';
const FEATURES = READINESS_SIGNS.length;
/**
 * Sixteen hidden units: in trials on held-out self-play they read readiness nearly as well as
 * 32 and clearly better than 8 or none (a logistic model over the same inputs); ten epochs, as
 * the held-out log-loss had stopped falling after about eight.
 */
const NETWORK = { hidden: 16, epochs: 10, seed: 18 } as const;

interface Sample {
  /** The signs, for the logistic model it is compared with. */
  readonly x: Float64Array;
  /** What the network reads. */
  readonly inputs: Float64Array;
  readonly ready: 0 | 1;
  /** The old table's guess, for comparison. */
  readonly table: number;
  /** Which bot the discarder was. */
  readonly bot: string;
}

const TABLES: Record<string, { bots: string[]; share: number }> = {
  'four standard': { bots: ['standard', 'standard', 'standard', 'standard'], share: 1 },
  'standard, standard, beginner, random': {
    bots: ['standard', 'standard', 'beginner', 'random'],
    share: 1,
  },
  'strong, standard, beginner, random': {
    bots: ['strong', 'standard', 'beginner', 'random'],
    share: 0.25,
  },
  'strong, three standard': { bots: ['strong', 'standard', 'standard', 'standard'], share: 0.25 },
  'four beginners': { bots: ['beginner', 'beginner', 'beginner', 'beginner'], share: 0.5 },
};

function collect(name: string, seedBase: string, count: number): Sample[] {
  const samples: Sample[] = [];
  const players = TABLES[name]!.bots.map((b) => BOTS[b]!) as [Decide, Decide, Decide, Decide];
  // The first ruleset keeps the seeds its reading was first fitted on.
  const prefix = ruleset === RULESET_IDS[0] ? seedBase : `${seedBase}:${ruleset}`;
  const rng = new Rng(seedRng(`${prefix}/${name}`));
  for (let m = 0; m < count; m++) {
    playMatch({ ruleset, seed: `${prefix}:${name}:${m}` }, players, rng, {
      onStep: (state, action) => {
        if (!action || action.type !== 'discard') return;
        const seat = state.hand.seats[action.seat];
        if (seat.melds.length >= 4) return;
        const observer = ((action.seat + 1) % 4) as typeof action.seat;
        const op = knowledgeOf(playerView(state, observer)).opponents.find(
          (o) => o.seat === action.seat,
        )!;
        const row = READY_AFTER_DISCARDS[Math.min(op.melds.length, 3)]!;
        const byStreak = row[Math.min(op.discards.length, row.length - 1)]!;
        samples.push({
          x: readinessSigns(op),
          inputs: readinessInputs(op),
          ready: seatShanten(seat) === 0 ? 1 : 0,
          table: byStreak[Math.min(op.drawStreak, byStreak.length - 1)]!,
          bot: TABLES[name]!.bots[currentPlayers(state)[action.seat]]!,
        });
      },
    });
  }
  return samples;
}

const predict = (w: Float64Array, x: Float64Array) => sigmoid(dot(w, x));
const ready = (s: Sample) => s.ready;
const scores = (samples: readonly Sample[], guess: (s: Sample) => number) =>
  probabilityScores(samples, guess, ready);

const train: Sample[] = [];
const held = new Map<string, Sample[]>();
for (const [name, { share }] of Object.entries(TABLES)) {
  const count = Math.max(2, Math.round(matches * share));
  train.push(...collect(name, 'readiness-fit', count));
  held.set(name, collect(name, 'readiness-check', Math.max(2, Math.round(count / 2))));
  console.log(`${name}: ${count} matches played`);
}
const weights = fitLogistic(train, ready, FEATURES, { freeBias: true, iterations: 25 });
const network = fitNetwork(
  train.map((s) => ({ x: s.inputs, ready: s.ready })),
  (s) => s.ready,
  NETWORK,
);
const chance = (s: Sample) => sigmoid(networkLogit(network, s.inputs));
console.log(`${train.length} positions fitted, ${READINESS_INPUTS.length} inputs`);
console.log("the signs' weights in a logistic model alone (for comparison):");
for (let i = 0; i < FEATURES; i++)
  console.log(`  ${READINESS_SIGNS[i]!.padEnd(40)} ${weights[i]!.toFixed(3)}`);

/** Share of the ready players among the positions read as readiest, as many as are ready. */
function caught(samples: readonly Sample[], guess: (s: Sample) => number): number {
  const readyCount = samples.filter((s) => s.ready === 1).length;
  const top = samples
    .map((s) => [guess(s), s.ready] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, readyCount);
  return top.filter(([, y]) => y === 1).length / Math.max(readyCount, 1);
}

const row = (label: string, samples: readonly Sample[], guess: (s: Sample) => number) => {
  const { logLoss, brier } = scores(samples, guess);
  const share = (100 * caught(samples, guess)).toFixed(1);
  return `${label} ${logLoss.toFixed(4)} / ${brier.toFixed(4)} / ${share}%`;
};
console.log('held out: log-loss / Brier / ready players among the readiest read');
for (const [name, samples] of held)
  console.log(
    `${name} (${samples.length} positions): ` +
      [
        row('network', samples, chance),
        row('signs alone', samples, (s) => predict(weights, s.x)),
        row('table', samples, (s) => s.table),
      ].join(', '),
  );
// How well each kind of player is read: mean guess against how often he really is ready.
const byBot = new Map<string, { n: number; ready: number; model: number; table: number }>();
for (const samples of held.values())
  for (const s of samples) {
    const entry = byBot.get(s.bot) ?? { n: 0, ready: 0, model: 0, table: 0 };
    entry.n++;
    entry.ready += s.ready;
    entry.model += chance(s);
    entry.table += s.table;
    byBot.set(s.bot, entry);
  }
for (const [bot, entry] of byBot)
  console.log(
    `${bot}: ready ${(entry.ready / entry.n).toFixed(3)}, network ${(entry.model / entry.n).toFixed(3)}, table ${(entry.table / entry.n).toFixed(3)}`,
  );
const rounded = (values: readonly number[]) => values.map((w) => Math.round(w * 10_000) / 10_000);
const declaration =
  `/** ${ruleset}'s reading of readiness (READINESS_INPUTS in readiness.ts are its inputs, in order). */\n` +
  `export const ${CONSTANT}: Network = ${JSON.stringify({
    inputs: network.inputs,
    hidden: network.hidden,
    inputWeights: rounded(network.inputWeights),
    hiddenBias: rounded(network.hiddenBias),
    outputWeights: rounded(network.outputWeights),
    outputBias: rounded([network.outputBias])[0],
    linear: rounded(network.linear),
  })};\n`;
const HEADER =
  `// Generated by scripts/calibrate-readiness.ts (${matches} matches per table, every level, one ruleset at a time). Do not edit.\n\n` +
  `import type { Network } from './network';\n`;
// Keep the other rulesets' readings: each declaration is one comment line and one line of code.
const others = (() => {
  try {
    return readFileSync(FILE, 'utf8')
      .split('\n/** ')
      .slice(1)
      .filter((block) => !block.includes(`export const ${CONSTANT}:`))
      .map((block) => `/** ${block.trimEnd()}\n`);
  } catch {
    return [];
  }
})();
writeFileSync(FILE, [HEADER, ...others, declaration].join('\n'));
