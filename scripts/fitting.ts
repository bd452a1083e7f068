/**
 * The model fitting the calibration scripts share: logistic regression by Newton's method and
 * least squares, both with a small ridge, over samples of sign vectors.
 */

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
