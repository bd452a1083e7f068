import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHands } from '../../../test/fixtures/random-hands';
import { Rng, seedRng } from '../rng';
import { countKinds, kindOf } from '../tiles';
import { isRegularComplete, regularDecompositions } from './decompose';
import { randomWinningHand } from './random';
import { lockedCopies, waits } from './waits';
import { regularShanten, shanten } from './shanten';

/** What the win checks used before the direct split test: shanten −1. */
function completeByShanten(counts: ArrayLike<number>, melds: number, locked: ArrayLike<number>) {
  return regularShanten(counts, melds, locked) === -1;
}

describe('the complete-hand test of every draw and discard (§8.1)', () => {
  it('agrees with shanten −1 and with the decompositions on winning hands and near misses', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(13), fc.nat(33), (seed, at, swap) => {
        const hand = randomWinningHand(new Rng(seedRng(seed)));
        const counts = countKinds([...hand.concealed, hand.winningTile]);
        const locked = lockedCopies(hand.melds);
        const melds = hand.melds.length;
        const complete = isRegularComplete(counts, 4 - melds);
        expect(complete).toBe(completeByShanten(counts, melds, locked));
        expect(complete).toBe(regularDecompositions(counts, 4 - melds).length > 0);
        // The same hand with one tile changed (no fifth copy): mostly no longer complete.
        const tiles = [...hand.concealed, hand.winningTile];
        if (counts[swap]! + locked[swap]! >= 4) return;
        tiles[at % tiles.length] = kindOf(swap);
        const near = countKinds(tiles);
        expect(isRegularComplete(near, 4 - melds)).toBe(completeByShanten(near, melds, locked));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with shanten −1 on random 14-tile hands with declared sets', () => {
    for (const h of randomHands('complete/random', 5000, 14, 4)) {
      const melds = h.melds.length;
      expect(isRegularComplete(h.counts, 4 - melds)).toBe(
        completeByShanten(h.counts, melds, h.locked),
      );
    }
  });

  it('finds waits exactly for the hands whose shanten, counting declared copies, is 0', () => {
    // The claim check computes waits only when shanten without those copies is ≤ 0 (a lower bound).
    for (const h of randomHands('complete/ready', 20000, 13, 4)) {
      const melds = h.melds.length;
      const found = waits(h.counts, melds, h.locked);
      expect(found.length > 0).toBe(shanten(h.counts, melds, h.locked) === 0);
      if (found.length > 0) expect(shanten(h.counts, melds)).toBeLessThanOrEqual(0);
    }
  });
});
