import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomHands } from '../../../test/fixtures/random-hands';
import { Rng, seedRng } from '../rng';
import { PLAYING_KINDS, countKinds, kindOf } from '../tiles';
import { isSevenPairs, isThirteenTerminals, regularSplit } from './decompose';
import { randomWinningHand } from './random';
import {
  GROUP_OF_KIND,
  KEY_WEIGHT,
  PAIRS,
  SETS,
  SETS_AND_PAIR,
  TERMINALS,
  completeShapes,
  honourShape,
  isCompleteCounted,
  suitShape,
} from './shapes';
import { isCompleteHand } from './waits';

/** Scratch counts over all kinds, one group filled in at a time. */
const COUNTS = new Uint8Array(PLAYING_KINDS);

/** The group's counts written into `COUNTS` from its key; returns the tiles in it. */
function fillGroup(first: number, length: number, key: number): number {
  let n = 0;
  for (let i = 0; i < length; i++, key = Math.floor(key / 5)) n += COUNTS[first + i] = key % 5;
  return n;
}

/** Each group's shape read from the tables by its key. */
function shapesOf(counts: ArrayLike<number>): [number, number, number, number] {
  const keys = [0, 0, 0, 0];
  for (let k = 0; k < PLAYING_KINDS; k++) keys[GROUP_OF_KIND[k]!]! += counts[k]! * KEY_WEIGHT[k]!;
  return [suitShape(keys[0]!), suitShape(keys[1]!), suitShape(keys[2]!), honourShape(keys[3]!)];
}

/**
 * The shapes of the group filled into `COUNTS` (its `n` tiles, starting at kind `first`), by the
 * split test and the special-hand tests counted from scratch.
 */
function expectedShape(n: number, first: number, length: number): number {
  const honours = first === 27;
  let shape = 0;
  const sets = Math.floor(n / 3);
  if (n % 3 === 0) {
    // Sets alone: the split test with a pair of a kind outside the group.
    const outside = honours ? 0 : 33;
    COUNTS[outside] = 2;
    if (regularSplit(COUNTS, sets) === 1) shape |= SETS;
    COUNTS[outside] = 0;
  } else if (n % 3 === 2 && regularSplit(COUNTS, sets) === 1) shape |= SETS_AND_PAIR;
  let even = true;
  let terminals = true;
  for (let k = first; k < first + length; k++) {
    const c = COUNTS[k]!;
    if (c % 2 === 1) even = false;
    // Its part of Thirteen Terminals: each terminal or honour kind once or twice, nothing else.
    const wanted = honours || k === first || k === first + 8;
    if (wanted ? c !== 1 && c !== 2 : c !== 0) terminals = false;
  }
  if (even) shape |= PAIRS;
  if (terminals) shape |= TERMINALS;
  return shape;
}

describe('winning shapes read group by group (§8.1, 10.1, 10.2)', () => {
  it('tables every suit of up to fourteen tiles as the split and special-hand tests find it', () => {
    COUNTS.fill(0);
    for (let key = 0; key < 5 ** 9; key++) {
      const n = fillGroup(0, 9, key);
      if (n > 14) continue;
      const shape = suitShape(key);
      const expected = expectedShape(n, 0, 9);
      if (shape !== expected) expect({ key, shape }).toEqual({ key, shape: expected });
    }
  });

  it('tables every honour group as the split and special-hand tests find it', () => {
    COUNTS.fill(0);
    for (let key = 0; key < 5 ** 7; key++) {
      const n = fillGroup(27, 7, key);
      if (n > 14) continue;
      const shape = honourShape(key);
      const expected = expectedShape(n, 27, 7);
      if (shape !== expected) expect({ key, shape }).toEqual({ key, shape: expected });
    }
  });

  it('answers as isCompleteHand on random hands with declared sets, and on winning hands', () => {
    for (const h of randomHands('shapes/random', 20000, 14, 4)) {
      const melds = h.melds.length;
      expect(isCompleteCounted(h.counts, melds)).toBe(isCompleteHand(h.counts, melds, h.locked));
    }
    fc.assert(
      fc.property(fc.integer(), fc.nat(13), fc.nat(33), (seed, at, swap) => {
        const hand = randomWinningHand(new Rng(seedRng(seed)));
        const tiles = [...hand.concealed, hand.winningTile];
        const melds = hand.melds.length;
        expect(isCompleteCounted(countKinds(tiles), melds)).toBe(true);
        tiles[at % tiles.length] = kindOf(swap);
        const near = countKinds(tiles);
        if (near[swap]! > 4) return;
        expect(isCompleteCounted(near, melds)).toBe(isCompleteHand(near, melds));
      }),
      { numRuns: 5000 },
    );
  });

  it('finds Seven Pairs, four of a kind as two pairs, and Thirteen Terminals', () => {
    const pairs = countKinds(
      [0, 0, 3, 3, 3, 3, 12, 12, 20, 20, 27, 27, 33, 33].map((k) => kindOf(k)),
    );
    expect(isSevenPairs(pairs)).toBe(true);
    expect(completeShapes(...shapesOf(pairs), 0)).toBe(true);
    expect(completeShapes(...shapesOf(pairs), 1)).toBe(false);
    const terminals = countKinds(
      [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33, 33].map((k) => kindOf(k)),
    );
    expect(completeShapes(...shapesOf(terminals), 0)).toBe(true);
    const missing = countKinds(
      [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 32, 33].map((k) => kindOf(k)),
    );
    expect(completeShapes(...shapesOf(missing), 0)).toBe(isThirteenTerminals(missing));
  });

  it('leaves tile counts that are not a hand in play to the full test', () => {
    expect(isCompleteCounted(countKinds([0, 0, 0, 1, 1, 1].map((k) => kindOf(k))), 0)).toBeNull();
    expect(
      isCompleteCounted(
        countKinds([0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4].map((k) => kindOf(k))),
        0,
      ),
    ).toBe(true);
  });
});
