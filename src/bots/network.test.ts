/**
 * The forward pass of the small network the strong level reads readiness with (issue 18): the
 * linear path plus leaky-rectified hidden units, exactly as it is fitted (scripts/fitting.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Network } from './network';
import { LEAK, networkLogit } from './network';

const net: Network = {
  inputs: 2,
  hidden: 1,
  inputWeights: [1, -1],
  hiddenBias: [0],
  outputWeights: [2],
  outputBias: 0.5,
  linear: [1, 2],
};

describe('the network', () => {
  it('adds the linear path and the hidden units to the output bias', () => {
    // linear 3 + 2, hidden unit max(3 − 1, …) = 2 weighted 2, bias 0.5
    expect(networkLogit(net, [3, 1])).toBeCloseTo(5 + 4 + 0.5, 12);
  });

  it('lets a hidden unit below zero through at the leak slope, not cut to nothing', () => {
    // linear 1 + 6, hidden unit 1 − 3 = −2 leaks to −2 × LEAK, weighted 2
    expect(networkLogit(net, [1, 3])).toBeCloseTo(7 + 2 * (-2 * LEAK) + 0.5, 12);
    expect(LEAK).toBeGreaterThan(0);
  });
});
