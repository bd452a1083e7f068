/**
 * Properties of the scorer (zung-jung.md §9, §15 "Scoring") over many seeded random hands.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomWinningHand } from '../../../hand/random';
import type { Meld } from '../../../melds';
import { Rng, seedRng } from '../../../rng';
import type { Seat } from '../../../tiles';
import { CUMULATIVE_SERIES, PATTERN_BY_ID } from './patterns';
import { comparePatternIds, scoreEveryArrangement, scoreWinningHand } from './score';
import type { ScoredHand, WinningHand } from '../../../scoring/types';
import { NO_SITUATION } from '../../../scoring/types';
import { kindOf, asKind } from '../../..';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });
const winningHandFromSeed = (seed: number) => randomWinningHand(new Rng(seedRng(seed)));

function idList(h: ScoredHand): string[] {
  return h.counted.map((p) => p.id);
}

/** §9.7 tie-break, restated from the rule text: value, then sum before the limit, then ids. */
function beats(a: ScoredHand, b: ScoredHand): boolean {
  if (a.total !== b.total) return a.total > b.total;
  if (a.rawSum !== b.rawSum) return a.rawSum > b.rawSum;
  const x = idList(a);
  const y = idList(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = comparePatternIds(x[i]!, y[i]!);
    if (d !== 0) return d < 0;
  }
  return x.length < y.length;
}

describe('scoring never throws', () => {
  it('on any 14-tile multiset: a score, hand/not-winning or a typed input error', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 14, maxLength: 14 }),
        fc.nat(13),
        fc.constantFrom('wall' as const, 'discard' as const),
        fc.constantFrom<Seat>(0, 1, 2, 3),
        (tiles, w, winFrom, seat) => {
          const hand: WinningHand = {
            concealed: tiles.filter((_, i) => i !== w).map((k) => kindOf(k)),
            melds: [],
            winningTile: kindOf(tiles[w]!),
            winFrom,
            seat,
            bonusTiles: [],
            situation: NO_SITUATION,
          };
          const r = scoreWinningHand(hand);
          expect(r.ok || ['hand/not-winning', 'input/too-many-copies'].includes(r.error.code)).toBe(
            true,
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('on hostile hands: out-of-range tiles, odd sets and counts are typed input errors', () => {
    // Numbers that are often no kind at all, made kinds unchecked on purpose: the scorer must refuse them.
    const hostileKind = fc.integer({ min: -2, max: 45 }).map(asKind);
    const meld = fc.record({
      kind: fc.constantFrom('chow' as const, 'pung' as const, 'kong' as const),
      tile: hostileKind,
      concealed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.array(hostileKind, { maxLength: 16 }),
        fc.array(meld, { maxLength: 5 }),
        hostileKind,
        fc.array(fc.integer({ min: 30, max: 45 }).map(asKind), { maxLength: 9 }),
        (concealed, melds: Meld[], winningTile, bonusTiles) => {
          const r = scoreWinningHand({
            concealed,
            melds,
            winningTile,
            winFrom: 'discard',
            seat: 2,
            bonusTiles,
            situation: NO_SITUATION,
          });
          expect(r.ok || /^(input|hand)\//.test(r.error.code)).toBe(true);
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('scores of winning hands', () => {
  it('every random legal winning hand scores', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const r = scoreWinningHand(winningHandFromSeed(seed));
        expect(r.ok).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('the total is 1 (chicken) or the capped sum of the counted patterns (§9.4, §9.5)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const r = scoreWinningHand(winningHandFromSeed(seed));
        if (!r.ok) throw new Error(r.error.code);
        const h = r.value;
        const sum = h.counted.reduce((s, p) => s + p.points, 0);
        if (h.limit === 'listed') {
          expect(h.counted).toHaveLength(1);
          expect(PATTERN_BY_ID.get(h.counted[0]!.id)!.listedLimit).toBe(true);
          expect(h.total).toBe(sum);
        } else if (h.counted.length === 0) {
          expect(h.total).toBe(1);
        } else {
          expect(h.total).toBe(Math.min(sum, 320));
          expect(h.limit).toBe(sum >= 320 ? 'compound' : 'none');
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('counts at most one pattern per series, except 3.1, 11.1 and 11.2 (§9.3)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const r = scoreWinningHand(winningHandFromSeed(seed));
        if (!r.ok) throw new Error(r.error.code);
        const series = r.value.counted.map((p) => PATTERN_BY_ID.get(p.id)!.series);
        const limited = series.filter((s) => !CUMULATIVE_SERIES.has(s));
        expect(new Set(limited).size).toBe(limited.length);
      }),
      { numRuns: 3000 },
    );
  });

  it('the chosen arrangement is never beaten by another, and patterns never mix arrangements (§9.7)', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const hand = winningHandFromSeed(seed);
        const best = scoreWinningHand(hand);
        const every = scoreEveryArrangement(hand);
        if (!best.ok || !every.ok) throw new Error('a legal winning hand must score');
        for (const other of every.value) expect(beats(other, best.value)).toBe(false);
        expect(every.value.map(idList)).toContainEqual(idList(best.value));
      }),
      { numRuns: 3000 },
    );
  });
});
