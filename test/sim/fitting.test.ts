/**
 * The network fit the calibration of readiness uses (scripts/fitting.ts, issue 18): it must learn
 * what a logistic model cannot — an interaction between signs — and give the same network for the
 * same data, so that measuredReadiness.ts is reproducible.
 */
import { describe, expect, it } from 'vitest';
import { fitLogistic, fitNetwork, probabilityScores, sigmoid, dot } from '../../scripts/fitting';
import { networkLogit } from '../../src/bots/network';

interface Sample {
  readonly x: Float64Array;
  readonly y: number;
}

/** y is 1 when exactly one of the two signs is on (with a little noise): no line separates it. */
function samples(count: number, seed: number): Sample[] {
  let state = seed;
  const uniform = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
  return Array.from({ length: count }, () => {
    const a = uniform() < 0.5 ? 1 : 0;
    const b = uniform() < 0.5 ? 1 : 0;
    const y = (a ^ b) === 1 ? (uniform() < 0.95 ? 1 : 0) : uniform() < 0.05 ? 1 : 0;
    return { x: Float64Array.of(a, b), y };
  });
}

describe('fitting the network', () => {
  const train = samples(4000, 7);
  const held = samples(2000, 8);
  const label = (s: Sample) => s.y;
  const options = { hidden: 4, epochs: 30, rate: 0.02, batch: 64 };

  it('learns an interaction of two signs that a logistic model cannot', () => {
    const network = fitNetwork(train, label, options);
    const byNetwork = probabilityScores(held, (s) => sigmoid(networkLogit(network, s.x)), label);
    const withBias = (s: Sample) => Float64Array.of(1, ...s.x);
    const weights = fitLogistic(
      train.map((s) => ({ ...s, x: withBias(s) })),
      label,
      3,
      {
        freeBias: true,
      },
    );
    const byLogistic = probabilityScores(held, (s) => sigmoid(dot(weights, withBias(s))), label);
    expect(byLogistic.logLoss).toBeGreaterThan(0.6);
    expect(byNetwork.logLoss).toBeLessThan(0.3);
  });

  it('gives the same network for the same data and seed', () => {
    expect(fitNetwork(train, label, options)).toEqual(fitNetwork(train, label, options));
    expect(fitNetwork(train, label, { ...options, seed: 2 })).not.toEqual(
      fitNetwork(train, label, options),
    );
  });
});
