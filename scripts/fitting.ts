/**
 * The model fitting the calibration scripts share: logistic regression by Newton's method and
 * least squares, both with a small ridge, over samples of sign vectors; and the small network of
 * src/bots/network.ts, by Adam.
 */
import type { Network } from '../src/bots/network';
import { LEAK } from '../src/bots/network';

export const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

export function dot(w: ArrayLike<number>, x: ArrayLike<number>): number {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += w[i]! * x[i]!;
  return z;
}

/** Solves A x = b (A symmetric positive definite) by Gaussian elimination. */
export function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[pivot]![c]!)) pivot = r;
    [m[c], m[pivot]] = [m[pivot]!, m[c]!];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / m[c]![c]!;
      for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

export interface FitOptions {
  readonly ridge?: number;
  /** Leave the first weight (the bias) out of the ridge. */
  readonly freeBias?: boolean;
  readonly iterations?: number;
}

/** Logistic regression of `label` (0 or 1) on `x`, by Newton's method. */
export function fitLogistic<S extends { readonly x: Float64Array }>(
  samples: readonly S[],
  label: (s: S) => number,
  features: number,
  { ridge = 1, freeBias = false, iterations = 30 }: FitOptions = {},
): Float64Array {
  const w = new Float64Array(features);
  for (let iteration = 0; iteration < iterations; iteration++) {
    const grad = new Array<number>(features).fill(0);
    const hess = Array.from({ length: features }, () => new Array<number>(features).fill(0));
    for (const s of samples) {
      const p = sigmoid(dot(w, s.x));
      const g = p - label(s);
      const h = p * (1 - p);
      for (let i = 0; i < features; i++) {
        const xi = s.x[i]!;
        if (xi === 0) continue;
        grad[i]! += g * xi;
        for (let j = 0; j < features; j++) hess[i]![j]! += h * xi * s.x[j]!;
      }
    }
    for (let i = freeBias ? 1 : 0; i < features; i++) {
      grad[i]! += ridge * w[i]!;
      hess[i]![i]! += ridge;
    }
    if (freeBias) hess[0]![0]! += 1e-9;
    const step = solve(hess, grad);
    let largest = 0;
    for (let i = 0; i < features; i++) {
      w[i]! -= step[i]!;
      largest = Math.max(largest, Math.abs(step[i]!));
    }
    if (largest < 1e-7) break;
  }
  return w;
}

/** Least squares of `target` on `x`, the bias left out of the ridge. */
export function fitLinear<S extends { readonly x: Float64Array }>(
  samples: readonly S[],
  target: (s: S) => number,
  features: number,
  ridge = 1,
): Float64Array {
  const a = Array.from({ length: features }, () => new Array<number>(features).fill(0));
  const b = new Array<number>(features).fill(0);
  for (const s of samples) {
    const y = target(s);
    for (let i = 0; i < features; i++) {
      const xi = s.x[i]!;
      if (xi === 0) continue;
      b[i]! += xi * y;
      for (let j = 0; j < features; j++) a[i]![j]! += xi * s.x[j]!;
    }
  }
  for (let i = 1; i < features; i++) a[i]![i]! += ridge;
  a[0]![0]! += 1e-9;
  return Float64Array.from(solve(a, b));
}

/** Mean log-loss and Brier score of chances `guess` against outcomes `label`. */
export function probabilityScores<S>(
  samples: readonly S[],
  guess: (s: S) => number,
  label: (s: S) => number,
): { logLoss: number; brier: number } {
  let logLoss = 0;
  let brier = 0;
  for (const s of samples) {
    const p = Math.min(1 - 1e-6, Math.max(1e-6, guess(s)));
    const y = label(s);
    logLoss -= y === 1 ? Math.log(p) : Math.log(1 - p);
    brier += (p - y) ** 2;
  }
  return { logLoss: logLoss / samples.length, brier: brier / samples.length };
}

export interface NetworkOptions {
  readonly hidden: number;
  readonly epochs: number;
  /** Adam's step size at the start; it falls to 0 over the epochs (cosine), so the end is steady. */
  readonly rate?: number;
  readonly batch?: number;
  /** Pull of every weight toward 0 (weight decay). */
  readonly decay?: number;
  /** Seeds the initial weights and the order of the samples: the same data gives the same net. */
  readonly seed?: number;
}

/**
 * Fits a network of src/bots/network.ts to chances: `label` (0 or 1) on `x`, log-loss by Adam over
 * shuffled mini-batches. Deterministic for a given seed. The output bias starts at the log-odds of
 * the base rate, the linear path at 0, so the first steps learn what a logistic model would.
 */
export function fitNetwork<S extends { readonly x: Float64Array }>(
  samples: readonly S[],
  label: (s: S) => number,
  { hidden, epochs, rate = 0.003, batch = 256, decay = 1e-5, seed = 1 }: NetworkOptions,
): Network {
  const n = samples[0]!.x.length;
  let state = seed >>> 0;
  // A linear congruential generator: enough to break symmetry and shuffle, and reproducible.
  const uniform = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const inputWeights = Float64Array.from(
    { length: hidden * n },
    () => ((uniform() - 0.5) * 2) / Math.sqrt(n),
  );
  const hiddenBias = new Float64Array(hidden);
  const outputWeights = Float64Array.from({ length: hidden }, () => (uniform() - 0.5) * 0.2);
  const linear = new Float64Array(n);
  const base = samples.reduce((sum, s) => sum + label(s), 0) / samples.length;
  const outputBias = new Float64Array([Math.log(base / (1 - base))]);
  const params = [inputWeights, hiddenBias, outputWeights, linear, outputBias];
  const grads = params.map((p) => new Float64Array(p.length));
  const first = params.map((p) => new Float64Array(p.length));
  const second = params.map((p) => new Float64Array(p.length));
  const [gInput, gHidden, gOutput, gLinear, gBias] = grads as [
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const act = new Float64Array(hidden);
  const order = samples.map((_, i) => i);
  const steps = epochs * Math.ceil(samples.length / batch);
  let t = 0;
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(uniform() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (let start = 0; start < order.length; start += batch) {
      for (const g of grads) g.fill(0);
      const end = Math.min(order.length, start + batch);
      for (let q = start; q < end; q++) {
        const s = samples[order[q]!]!;
        const x = s.x;
        let z = outputBias[0]!;
        for (let i = 0; i < n; i++) z += linear[i]! * x[i]!;
        for (let j = 0; j < hidden; j++) {
          let a = hiddenBias[j]!;
          const row = j * n;
          for (let i = 0; i < n; i++) a += inputWeights[row + i]! * x[i]!;
          act[j] = a > 0 ? a : LEAK * a;
          z += outputWeights[j]! * act[j]!;
        }
        const g = 1 / (1 + Math.exp(-z)) - label(s);
        gBias[0]! += g;
        for (let i = 0; i < n; i++) gLinear[i]! += g * x[i]!;
        for (let j = 0; j < hidden; j++) {
          gOutput[j]! += g * act[j]!;
          const gh = g * outputWeights[j]! * (act[j]! > 0 ? 1 : LEAK);
          if (gh === 0) continue;
          gHidden[j]! += gh;
          const row = j * n;
          for (let i = 0; i < n; i++) gInput[row + i]! += gh * x[i]!;
        }
      }
      t++;
      const size = end - start;
      const step = rate * 0.5 * (1 + Math.cos((Math.PI * (t - 1)) / steps));
      const c1 = 1 - 0.9 ** t;
      const c2 = 1 - 0.999 ** t;
      params.forEach((p, k) => {
        const g = grads[k]!;
        const m = first[k]!;
        const v = second[k]!;
        for (let i = 0; i < p.length; i++) {
          const gi = g[i]! / size + decay * p[i]!;
          m[i] = 0.9 * m[i]! + 0.1 * gi;
          v[i] = 0.999 * v[i]! + 0.001 * gi * gi;
          p[i]! -= (step * (m[i]! / c1)) / (Math.sqrt(v[i]! / c2) + 1e-8);
        }
      });
    }
  }
  return {
    inputs: n,
    hidden,
    inputWeights: [...inputWeights],
    hiddenBias: [...hiddenBias],
    outputWeights: [...outputWeights],
    outputBias: outputBias[0]!,
    linear: [...linear],
  };
}

/**
 * Isotonic regression (pool adjacent violators) of an outcome on a chance, in blocks of at least
 * `least` samples holding at least `each` samples of either outcome (so that a block's share is
 * not the luck of two or three events: at the ends, a block of 300 with no win read a 0.9% chance
 * as 0%): the curve's points — each block's mean chance and share of outcomes, both strictly
 * rising, to four decimals. Used to recalibrate a model's chances (the table chance).
 */
export function isotonicCurve(
  samples: ReadonlyArray<{ readonly chance: number; readonly won: boolean }>,
  least: number,
  each = 0,
): [number, number][] {
  interface Block {
    n: number;
    won: number;
    chance: number;
  }
  const merge = (a: Block, b: Block): Block => ({
    n: a.n + b.n,
    won: a.won + b.won,
    chance: a.chance + b.chance,
  });
  const rate = (b: Block) => b.won / b.n;
  const enough = (b: Block) => b.n >= least && b.won >= each && b.n - b.won >= each;
  const blocks: Block[] = [];
  for (const x of [...samples].sort((a, b) => a.chance - b.chance)) {
    blocks.push({ n: 1, won: x.won ? 1 : 0, chance: x.chance });
    for (;;) {
      const b = blocks.at(-1)!;
      const a = blocks.at(-2);
      if (a === undefined || (rate(a) < rate(b) && enough(a))) break;
      blocks.splice(-2, 2, merge(a, b));
    }
  }
  // The last block may be short: pool again until every block is big enough and the rates rise.
  for (;;) {
    const i = blocks.findIndex((b, j) => j > 0 && (!enough(b) || rate(blocks[j - 1]!) >= rate(b)));
    if (i < 0) break;
    blocks.splice(i - 1, 2, merge(blocks[i - 1]!, blocks[i]!));
  }
  const round4 = (v: number) => Math.round(v * 1e4) / 1e4;
  const curve: [number, number][] = [];
  for (const b of blocks) {
    const point: [number, number] = [round4(b.chance / b.n), round4(rate(b))];
    const last = curve.at(-1);
    if (last === undefined || (point[0] > last[0] && point[1] > last[1])) curve.push(point);
  }
  return curve;
}

/**
 * How a recalibration curve falls below its first point `[x0, y0]`: the power k of
 * y0 × (chance / x0)^k that gives the samples there the highest likelihood, from 1 (a straight
 * line to 0) to 6 in steps of 0.05. One block's share says nothing of how the chances under its
 * mean differ, and a straight line from it oversold the least likely hands (Ravenna, against
 * standard players: 0.8% shown to hands that won 2 of 484 times on the training seeds).
 */
export function powerBelow(
  samples: ReadonlyArray<{ readonly chance: number; readonly won: boolean }>,
  x0: number,
  y0: number,
): number {
  const below = samples.filter((s) => s.chance < x0);
  let best = { power: 1, logLikelihood: -Infinity };
  for (let step = 0; step <= 100; step++) {
    const power = 1 + step / 20;
    let logLikelihood = 0;
    for (const s of below) {
      const y = y0 * (Math.max(0, s.chance) / x0) ** power;
      logLikelihood += Math.log(s.won ? Math.max(y, 1e-12) : 1 - y);
    }
    if (logLikelihood > best.logLikelihood) best = { power, logLikelihood };
  }
  return best.power;
}
