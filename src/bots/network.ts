/**
 * A small feed-forward network: one hidden layer of leaky rectifiers beside a linear path straight
 * from the inputs. The strong level reads readiness with it (readiness.ts), where a logistic model
 * over a few hand-picked signs could not use the order of a player's discards: the linear path
 * keeps what a logistic model would find, the hidden units add the interactions. Fitted offline
 * (scripts/fitting.ts `fitNetwork`); here only the forward pass, a few thousand multiplications.
 */
export interface Network {
  readonly inputs: number;
  readonly hidden: number;
  /** Hidden × inputs, row by row. */
  readonly inputWeights: readonly number[];
  readonly hiddenBias: readonly number[];
  readonly outputWeights: readonly number[];
  readonly outputBias: number;
  /** Weights of the linear path from each input to the output. */
  readonly linear: readonly number[];
}

/** Slope of a hidden unit below zero (a leaky rectifier never stops learning). */
export const LEAK = 0.01;

/** The network's output before the logistic squash (log-odds when it is fitted as a chance). */
export function networkLogit(net: Network, x: ArrayLike<number>): number {
  // A weight or an input missing from a shorter array than the shape says counts as zero.
  let z = net.outputBias;
  for (let i = 0; i < net.inputs; i++) z += (net.linear[i] ?? 0) * (x[i] ?? 0);
  for (let j = 0; j < net.hidden; j++) {
    let a = net.hiddenBias[j] ?? 0;
    const row = j * net.inputs;
    for (let i = 0; i < net.inputs; i++) a += (net.inputWeights[row + i] ?? 0) * (x[i] ?? 0);
    z += (net.outputWeights[j] ?? 0) * (a > 0 ? a : LEAK * a);
  }
  return z;
}
