/**
 * The network fit the calibration of readiness uses (scripts/fitting.ts, issue 18): it must learn
 * what a logistic model cannot — an interaction between signs — and give the same network for the
 * same data, so that measuredReadiness.ts is reproducible.
 */
import { describe, expect, it } from 'vitest';
import {
  fitLogistic,
  fitNetwork,
  isotonicCurve,
  powerBelow,
  probabilityScores,
  sigmoid,
  dot,
} from '../../scripts/fitting';
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

describe('the recalibration curve (isotonic regression, the table chance of issue 36)', () => {
  /** Chances spread over [0, 1) whose outcomes come true at `truth(chance)`. */
  function outcomes(count: number, seed: number, truth: (p: number) => number) {
    let state = seed;
    const uniform = () => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32;
    return Array.from({ length: count }, () => {
      const chance = uniform();
      return { chance, won: uniform() < truth(chance) };
    });
  }

  it('finds what chances came to, rising, in blocks of the least size asked', () => {
    // A model that undersells high chances and oversells low ones.
    const truth = (p: number) => p * p * (3 - 2 * p);
    const data = outcomes(40_000, 11, truth);
    const curve = isotonicCurve(data, 1000);
    expect(curve.length).toBeGreaterThan(8);
    expect(curve.length).toBeLessThanOrEqual(40);
    for (let i = 1; i < curve.length; i++) {
      expect(curve[i]![0]).toBeGreaterThan(curve[i - 1]![0]);
      expect(curve[i]![1]).toBeGreaterThan(curve[i - 1]![1]);
    }
    // Each point is a block's share won: near the truth at its mean chance (blocks of ≥ 1,000).
    for (const [chance, share] of curve) expect(Math.abs(share - truth(chance))).toBeLessThan(0.06);
    expect(isotonicCurve(data, 1000)).toEqual(curve);
  });

  it('holds enough of either outcome in every block, at the ends too', () => {
    // One win in a hundred at the low end, none among the lowest 400: a block of 300 reads those
    // chances as 0; blocks that must hold 15 wins read them as what they are, about 1%.
    const data = Array.from({ length: 10_000 }, (_, i) => ({
      chance: i / 10_000,
      won: i < 3000 ? i >= 400 && i % 100 === 50 : i % 10 < Math.floor((i / 10_000) * 10),
    }));
    expect(isotonicCurve(data, 300)[0]![1]).toBe(0);
    const [first] = isotonicCurve(data, 300, 15);
    expect(first![1]).toBeGreaterThan(0.005);
    expect(first![1]).toBeLessThan(0.015);
  });

  it('fits how the curve falls below its first point: the power of the chance the outcomes follow', () => {
    // Below a first point at 20% (chance 20%), outcomes that come true at 0.2 × (chance / 0.2)^k.
    for (const power of [1, 3]) {
      const truth = (p: number) => (p < 0.2 ? 0.2 * (p / 0.2) ** power : 0.9);
      const data = outcomes(60_000, 5 + power, truth);
      const fitted = powerBelow(data, 0.2, 0.2);
      expect(fitted, `power ${power}`).toBeGreaterThanOrEqual(Math.max(1, power - 0.3));
      expect(fitted, `power ${power}`).toBeLessThanOrEqual(power + 0.3);
    }
    // No sample below the first point: a straight line, as before the fit.
    expect(powerBelow([{ chance: 0.5, won: true }], 0.2, 0.2)).toBe(1);
  });

  it('pools a short last block and any fall into its neighbour', () => {
    const data = [
      ...Array.from({ length: 10 }, (_, i) => ({ chance: 0.1 + i / 1000, won: i < 5 })),
      ...Array.from({ length: 10 }, (_, i) => ({ chance: 0.5 + i / 1000, won: i < 2 })),
      { chance: 0.9, won: true },
    ];
    // 50% then 20% then one win: the fall is pooled, the last lone sample joins it.
    expect(isotonicCurve(data, 5)).toEqual([[0.3329, 0.381]]); // 6.99 / 21, 8 / 21
  });
});
