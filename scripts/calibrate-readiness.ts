/**
 * Fits the strong level's reading of each opponent (src/bots/readiness.ts) and writes
 * src/bots/measuredReadiness.ts.
 *
 * Data: right after every discard of self-play, the signs another seat sees of the discarder
 * (readinessSigns) and whether his true hand is then ready. The tables mix every level — four
 * standard bots; standard, standard, beginner and random-legal; strong with them — so the model
 * learns that a careless player's discards say little and a careful one's say much. It is fitted
 * by Newton's method (logistic regression, a small ridge), then checked on other seeds against the
 * old table (READY_AFTER_DISCARDS, from standard self-play only): log-loss and Brier score per table.
 *
 * `npx tsx scripts/calibrate-readiness.ts [matches per table, default 60]`
 */
import { writeFileSync } from 'node:fs';
import { dot, fitLogistic, probabilityScores, sigmoid } from './fitting';
import { BOTS, playMatch } from '../src/bots';
import type { Decide } from '../src/bots';
import { knowledgeOf } from '../src/bots/knowledge';
import { READY_AFTER_DISCARDS } from '../src/bots/measured';
import { READINESS_SIGNS, readinessSigns } from '../src/bots/readiness';
import {
  PLAYING_KINDS,
  Rng,
  currentPlayers,
  kindOfId,
  playerView,
  seedRng,
  shanten,
} from '../src/engine';

const matches = Number(process.argv[2] ?? 60);
const FEATURES = READINESS_SIGNS.length;

interface Sample {
  readonly x: Float64Array;
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
  const rng = new Rng(seedRng(`${seedBase}/${name}`));
  for (let m = 0; m < count; m++) {
    playMatch({ seed: `${seedBase}:${name}:${m}` }, players, rng, {
      onStep: (state, action) => {
        if (!action || action.type !== 'discard') return;
        const seat = state.hand.seats[action.seat];
        if (seat.melds.length >= 4) return;
        const observer = ((action.seat + 1) % 4) as typeof action.seat;
        const op = knowledgeOf(playerView(state, observer)).opponents.find(
          (o) => o.seat === action.seat,
        )!;
        const counts = new Uint8Array(PLAYING_KINDS);
        for (const t of seat.concealed) counts[kindOfId(t)]++;
        const locked = new Uint8Array(PLAYING_KINDS);
        for (const set of seat.melds) for (const t of set.tiles) locked[kindOfId(t)]++;
        const row = READY_AFTER_DISCARDS[Math.min(op.melds.length, 3)]!;
        const byStreak = row[Math.min(op.discards.length, row.length - 1)]!;
        samples.push({
          x: readinessSigns(op),
          ready: shanten(counts, seat.melds.length, locked) === 0 ? 1 : 0,
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
console.log(`${train.length} positions fitted`);
for (let i = 0; i < FEATURES; i++)
  console.log(`  ${READINESS_SIGNS[i]!.padEnd(40)} ${weights[i]!.toFixed(3)}`);
for (const [name, samples] of held) {
  const model = scores(samples, (s) => predict(weights, s.x));
  const table = scores(samples, (s) => s.table);
  console.log(
    `${name} (${samples.length} positions): log-loss ${model.logLoss.toFixed(4)} (table ${table.logLoss.toFixed(4)}), ` +
      `Brier ${model.brier.toFixed(4)} (table ${table.brier.toFixed(4)})`,
  );
}
// How well each kind of player is read: mean guess against how often he really is ready.
const byBot = new Map<string, { n: number; ready: number; model: number; table: number }>();
for (const samples of held.values())
  for (const s of samples) {
    const row = byBot.get(s.bot) ?? { n: 0, ready: 0, model: 0, table: 0 };
    row.n++;
    row.ready += s.ready;
    row.model += predict(weights, s.x);
    row.table += s.table;
    byBot.set(s.bot, row);
  }
for (const [bot, row] of byBot)
  console.log(
    `${bot}: ready ${(row.ready / row.n).toFixed(3)}, model ${(row.model / row.n).toFixed(3)}, table ${(row.table / row.n).toFixed(3)}`,
  );
writeFileSync(
  'src/bots/measuredReadiness.ts',
  `// Generated by scripts/calibrate-readiness.ts (${matches} matches per table, every level). Do not edit.\n\n` +
    `/** Weights of the readiness signs (READINESS_SIGNS in readiness.ts), in their order. */\n` +
    `export const READINESS_WEIGHTS: readonly number[] = ${JSON.stringify([...weights].map((w) => Math.round(w * 1000) / 1000))};\n`,
);
