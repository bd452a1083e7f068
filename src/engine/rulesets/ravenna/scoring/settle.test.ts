/** Ravenna payments (shared/rules/ravenna.md §11) and the payment tables of §12. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat } from '../../../tiles';
import { settleRavenna } from './settle';

const EAST: Seat = 0;
const SOUTH: Seat = 1;
const WEST: Seat = 2;
const NORTH: Seat = 3;

describe('§11 payments', () => {
  it('§12.1: South wins 152; East 56, West 10, North 0 → −100, +608, −234, −274', () => {
    expect(settleRavenna([56, 152, 10, 0], SOUTH)).toEqual([-100, 608, -234, -274]);
  });

  it('§12.2: East wins 30 with chows only: each pays him 60 (+180), then the others settle', () => {
    expect(settleRavenna([30, 0, 0, 0], EAST)).toEqual([180, -60, -60, -60]);
    // With the others' scores the settlement among them is added (South 10, West 4, North 0).
    expect(settleRavenna([30, 10, 4, 0], EAST)).toEqual([180, -60 + 6 + 10, -60 - 6 + 4, -60 - 14]);
  });

  it('§12.3: West wins the limit: East pays 400, South and North 200 → +800', () => {
    expect(settleRavenna([0, 0, 200, 0], WEST)).toEqual([-400, -200, 800, -200]);
  });

  it('East pays and receives double in the non-winners\u2019 settlement too (§11.2)', () => {
    // North wins 40; East 20, South 50, West 0: South−East 30 ×2, East−West 20 ×2, South−West 50.
    expect(settleRavenna([20, 50, 0, 40], NORTH)).toEqual([
      -80 - 60 + 40,
      -40 + 60 + 50,
      -40 - 40 - 50,
      80 + 40 + 40,
    ]);
  });

  it('a non-winner may collect more than he pays (§11.2)', () => {
    const paid = settleRavenna([0, 200, 30, 10], NORTH);
    expect(paid[SOUTH]).toBeGreaterThan(0);
  });

  it('a void hand pays nothing (§11.3, §12.6)', () => {
    expect(settleRavenna([56, 152, 10, 0], null)).toEqual([0, 0, 0, 0]);
  });

  it('is zero-sum, and the winner always collects his score × (3 or 4 with East) (§11.4)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 200 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom<Seat | null>(0, 1, 2, 3, null),
        (scores, winner) => {
          const paid = settleRavenna(scores, winner);
          expect(paid.reduce((a, b) => a + b, 0)).toBe(0);
          if (winner !== null) {
            // 1× from each other player, 2× from East; as East 2× from each of the three.
            expect(paid[winner]).toBe(scores[winner]! * (winner === EAST ? 6 : 4));
          } else expect(paid).toEqual([0, 0, 0, 0]);
        },
      ),
    );
  });

  it('rejects scores that cannot be (a programmer error, not input)', () => {
    expect(() => settleRavenna([1, 2, 3], SOUTH)).toThrow(RangeError);
    expect(() => settleRavenna([1, 2, 3, -4], SOUTH)).toThrow(RangeError);
  });
});
