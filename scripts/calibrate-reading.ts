/**
 * Fits the strong level's reading of an opponent (issue 18): which tiles he waits on
 * (src/bots/waitReading.ts, written to measuredWaits.ts) and what his win would cost
 * (src/bots/opponentValue.ts, written to measuredOpponentValue.ts).
 *
 * Data: at every turn of self-play, for each opponent of the seat to discard whose true hand is
 * ready, the signs that seat sees of each kind it holds (the tiles it could throw) and whether
 * that kind completes the opponent's hand. The tables are the strong level's own (with three
 * standard bots) and four standard bots, with and without bonus tiles: the players it meets.
 * Fitted by Newton's method (logistic regression, a small ridge), then checked on other seeds
 * against the standard level's hand-set reading (danger.ts): log-loss and Brier score, and how many
 * of the true winning tiles each puts among the riskiest third of the tiles.
 *
 * The value models: for the same ready opponents, his hand scored on each of his waits as a win on
 * a discard (value.ts's scoring), and the extra cost of feeding it (§12.3), averaged over the waits;
 * least squares with a small ridge, checked on the other seeds against danger.ts's measured guess.
 *
 * `npx tsx scripts/calibrate-reading.ts [matches per table, default 40]`
 */
import { writeFileSync } from 'node:fs';
import { dot, fitLinear, fitLogistic, probabilityScores, sigmoid } from './fitting';
import { BOTS, playMatch } from '../src/bots';
import type { Decide } from '../src/bots';
import { measuredGuess, threatOf } from '../src/bots/danger';
import { knowledgeOf } from '../src/bots/knowledge';
import { WAIT_SIGNS, readOpponent, suitOfSets, waitSigns } from '../src/bots/waitReading';
import {
  OPPONENT_VALUE_SIGNS,
  dealInPayment,
  opponentValueSigns,
  paidAnyway,
} from '../src/bots/opponentValue';
import { scoreOnWait } from '../src/bots/rulesets/zung-jung/value';
import {
  PLAYING_KIND_LIST,
  Rng,
  countKinds,
  kindOfId,
  lockedCopies,
  playerView,
  seedRng,
  waits,
} from '../src/engine';
import type { Seat } from '../src/engine';

const matches = Number(process.argv[2] ?? 40);
const FEATURES = WAIT_SIGNS.length;

interface Sample {
  readonly x: Float64Array;
  readonly wins: 0 | 1;
  /** The hand-set model's chance, for comparison. */
  readonly old: number;
}

const TABLES: Record<string, { bots: string[]; flowers: boolean }> = {
  'strong, three standard': {
    bots: ['strong', 'standard', 'standard', 'standard'],
    flowers: false,
  },
  'four standard': { bots: ['standard', 'standard', 'standard', 'standard'], flowers: false },
  // Bonus tiles (option `flowers`, §11) add to a winner's value: the value models must see some.
  'four standard, flowers': {
    bots: ['standard', 'standard', 'standard', 'standard'],
    flowers: true,
  },
};

interface ValueSample {
  readonly x: Float64Array;
  readonly value: number;
  readonly cost: number;
  /** danger.ts's measured guess, for comparison. */
  readonly old: { value: number; cost: number };
}

function collect(
  name: string,
  seedBase: string,
  count: number,
): { samples: Sample[]; values: ValueSample[] } {
  const samples: Sample[] = [];
  const values: ValueSample[] = [];
  const table = TABLES[name]!;
  const players = table.bots.map((b) => BOTS[b]!) as [Decide, Decide, Decide, Decide];
  const rng = new Rng(seedRng(`${seedBase}/${name}`));
  for (let m = 0; m < count; m++) {
    const options = { flowers: table.flowers };
    playMatch({ seed: `${seedBase}:${name}:${m}`, options }, players, rng, {
      onStep: (state) => {
        const phase = state.hand.phase;
        if (phase.kind !== 'turn') return;
        const seat = phase.seat;
        const k = knowledgeOf(playerView(state, seat));
        for (const op of k.opponents) {
          const them = state.hand.seats[op.seat as Seat];
          const counts = countKinds(them.concealed.map(kindOfId));
          const melds = op.melds;
          const winning = waits(counts, melds.length, lockedCopies(melds));
          if (winning.length === 0) continue;
          const reading = readOpponent(op, k);
          const ctx = {
            rarePatterns: true,
            seat: op.seat,
            melds,
            exposed: melds.some((m) => !m.concealed),
            bonusTiles: them.bonus.map(kindOfId),
            halveFlowers: playerView(state, seat).options.halveFlowers,
          };
          let value = 0;
          let cost = 0;
          for (const w of winning) {
            const v = Math.max(1, scoreOnWait(counts, ctx, w));
            value += v / winning.length;
            cost += (dealInPayment(v) - paidAnyway(v)) / winning.length;
          }
          values.push({
            x: opponentValueSigns(op, k),
            value,
            cost,
            old: measuredGuess(op, suitOfSets(op)),
          });
          const old = threatOf(op, k, { measured: false }).waitChance;
          for (const kind of PLAYING_KIND_LIST) {
            if (k.hand[kind] === 0) continue;
            samples.push({
              x: waitSigns(reading, k, kind),
              wins: winning.includes(kind) ? 1 : 0,
              old: old[kind]!,
            });
          }
        }
      },
    });
  }
  return { samples, values };
}

function meanSquared(
  samples: readonly ValueSample[],
  guess: (s: ValueSample) => number,
  target: (s: ValueSample) => number,
): number {
  let total = 0;
  for (const s of samples) total += (guess(s) - target(s)) ** 2;
  return total / samples.length;
}

const predict = (w: Float64Array, x: Float64Array) => sigmoid(dot(w, x));
const won = (s: Sample) => s.wins;

/** Share of the winning tiles found among the riskiest third of the tiles, as a guess ranks them. */
function caught(samples: readonly Sample[], guess: (s: Sample) => number): number {
  const ranked = [...samples].sort((a, b) => guess(b) - guess(a));
  const top = ranked.slice(0, Math.round(ranked.length / 3));
  const all = samples.filter((s) => s.wins === 1).length;
  return top.filter((s) => s.wins === 1).length / Math.max(all, 1);
}

const train: Sample[] = [];
const held: Sample[] = [];
const trainValues: ValueSample[] = [];
const heldValues: ValueSample[] = [];
for (const name of Object.keys(TABLES)) {
  const fitted = collect(name, 'waits-fit', matches);
  const checked = collect(name, 'waits-check', Math.max(2, Math.round(matches / 2)));
  train.push(...fitted.samples);
  trainValues.push(...fitted.values);
  held.push(...checked.samples);
  heldValues.push(...checked.values);
  console.log(`${name}: ${matches} matches played`);
}
const weights = fitLogistic(train, won, FEATURES);
console.log(`${train.length} tiles fitted (${train.filter((s) => s.wins === 1).length} winning)`);
for (let i = 0; i < FEATURES; i++)
  console.log(`  ${WAIT_SIGNS[i]!.padEnd(40)} ${weights[i]!.toFixed(3)}`);
const model = probabilityScores(held, (s) => predict(weights, s.x), won);
const old = probabilityScores(held, (s) => s.old, won);
console.log(
  `held out (${held.length} tiles): log-loss ${model.logLoss.toFixed(4)} (hand-set ${old.logLoss.toFixed(4)}), ` +
    `Brier ${model.brier.toFixed(4)} (hand-set ${old.brier.toFixed(4)})`,
);
console.log(
  `winning tiles among the riskiest third: model ${(100 * caught(held, (s) => predict(weights, s.x))).toFixed(1)}%, ` +
    `hand-set ${(100 * caught(held, (s) => s.old)).toFixed(1)}%`,
);
const valueWeights = fitLinear(trainValues, (s) => s.value, OPPONENT_VALUE_SIGNS.length);
const costWeights = fitLinear(trainValues, (s) => s.cost, OPPONENT_VALUE_SIGNS.length);
console.log(`${trainValues.length} ready hands fitted for value and cost`);
for (let i = 0; i < OPPONENT_VALUE_SIGNS.length; i++)
  console.log(
    `  ${OPPONENT_VALUE_SIGNS[i]!.padEnd(44)} value ${valueWeights[i]!.toFixed(2).padStart(7)}  cost ${costWeights[i]!.toFixed(2).padStart(7)}`,
  );
for (const [label, target, weights, old] of [
  ['value', (s: ValueSample) => s.value, valueWeights, (s: ValueSample) => s.old.value],
  ['cost', (s: ValueSample) => s.cost, costWeights, (s: ValueSample) => s.old.cost],
] as const) {
  const model = meanSquared(heldValues, (s) => Math.max(1, dot(weights, s.x)), target);
  const before = meanSquared(heldValues, old, target);
  const spread = meanSquared(
    heldValues,
    () => heldValues.reduce((t, s) => t + target(s), 0) / heldValues.length,
    target,
  );
  console.log(
    `held out ${label} (${heldValues.length} ready hands): RMS error ${Math.sqrt(model).toFixed(2)} (measured guess ${Math.sqrt(before).toFixed(2)}, a constant ${Math.sqrt(spread).toFixed(2)})`,
  );
}
const rounded = (w: Float64Array) => JSON.stringify([...w].map((v) => Math.round(v * 1000) / 1000));
writeFileSync(
  'src/bots/measuredOpponentValue.ts',
  `// Generated by scripts/calibrate-reading.ts (${matches} matches per table). Do not edit.\n\n` +
    `/** Weights of the value signs (OPPONENT_VALUE_SIGNS in opponentValue.ts): his hand's value. */\n` +
    `export const OPPONENT_VALUE_WEIGHTS: readonly number[] = ${rounded(valueWeights)};\n\n` +
    `/** The same signs' weights for the extra cost of dealing into his win (§12.3). */\n` +
    `export const OPPONENT_COST_WEIGHTS: readonly number[] = ${rounded(costWeights)};\n`,
);
writeFileSync(
  'src/bots/measuredWaits.ts',
  `// Generated by scripts/calibrate-reading.ts (${matches} matches per table). Do not edit.\n\n` +
    `/** Weights of the wait signs (WAIT_SIGNS in waitReading.ts), in their order. */\n` +
    `export const WAIT_WEIGHTS: readonly number[] = ${JSON.stringify([...weights].map((w) => Math.round(w * 1000) / 1000))};\n`,
);
