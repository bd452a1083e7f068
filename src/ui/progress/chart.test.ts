/**
 * What a progress chart draws (issue 37): a scale from 0 to a round figure that holds every value
 * (points a hand on both sides of 0), one dot per match that has the value, oldest on the left,
 * and a line broken where a match has none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PROGRESS_METRICS } from '../../persistence';
import { CHART, chartGeometry, roundUp, scaleOf } from './chart';

describe('roundUp', () => {
  it('is the least of 1, 2, 2.5, 5 times a power of ten at or above the value', () => {
    expect([0.07, 0.1, 0.13, 0.22, 0.4, 0.6, 3, 7.2, 14].map(roundUp)).toEqual([
      0.1, 0.1, 0.2, 0.25, 0.5, 1, 5, 10, 20,
    ]);
  });
});

describe('chartGeometry', () => {
  const value = fc.oneof(fc.constant(null), fc.double({ min: -60, max: 60, noNaN: true }));
  it('puts every value inside the chart, in order of play, on a scale that holds it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PROGRESS_METRICS),
        fc.array(value, { minLength: 1, maxLength: 80 }),
        (metric, raw) => {
          // Shares lie in 0..1, big mistakes are never negative.
          const values = raw.map((v) =>
            v === null
              ? null
              : metric === 'pointsPerHand'
                ? v
                : metric === 'bigPerHand'
                  ? Math.abs(v) / 10
                  : Math.abs(v) / 60,
          );
          const g = chartGeometry(metric, values);
          const known = values.filter((v) => v !== null);
          expect(g.dots.map((d) => d.value)).toEqual(known);
          expect(g.low).toBeLessThanOrEqual(Math.min(0, ...known));
          expect(g.high).toBeGreaterThanOrEqual(Math.max(...known, 0));
          expect(g.low).toBeLessThanOrEqual(0);
          for (const d of g.dots) {
            expect(d.x).toBeGreaterThanOrEqual(CHART.left - 1e-9);
            expect(d.x).toBeLessThanOrEqual(CHART.width - CHART.right + 1e-9);
            expect(d.y).toBeGreaterThanOrEqual(CHART.top - 1e-9);
            expect(d.y).toBeLessThanOrEqual(CHART.height - CHART.bottom + 1e-9);
          }
          // Oldest on the left; a larger value higher up.
          for (let i = 1; i < g.dots.length; i++) {
            const [a, b] = [g.dots[i - 1]!, g.dots[i]!];
            expect(b.x).toBeGreaterThan(a.x);
            if (b.value > a.value) expect(b.y).toBeLessThanOrEqual(a.y);
            if (b.value > a.value + (g.high - g.low) / 100) expect(b.y).toBeLessThan(a.y);
          }
          const moves = (g.line.match(/M/g) ?? []).length;
          const runs = values.reduce<{ n: number; on: boolean }>(
            (acc, v) =>
              v === null ? { n: acc.n, on: false } : { n: acc.on ? acc.n : acc.n + 1, on: true },
            { n: 0, on: false },
          ).n;
          expect(moves).toBe(runs);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('draws the line at 0 only where points a hand go below it', () => {
    expect(chartGeometry('pointsPerHand', [3, -2, 4]).zeroY).not.toBeNull();
    expect(chartGeometry('pointsPerHand', [3, 2, 4]).zeroY).toBeNull();
    expect(scaleOf('pointsPerHand', [3, -12])).toEqual([-20, 20]);
    expect(scaleOf('coachMatch', [0.3])).toEqual([0, 1]);
    expect(scaleOf('dealInRate', [0.14, 0.02])).toEqual([0, 0.2]);
  });
});
