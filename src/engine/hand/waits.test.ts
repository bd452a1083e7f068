import { describe, expect, it } from 'vitest';
import { oracleWaits } from '../../../test/oracles/shanten-oracle';
import { randomHands } from '../../../test/fixtures/random-hands';
import { formatTile, parseHand } from '../notation';
import { Rng, seedRng } from '../rng';
import { countKinds } from '../tiles';
import { randomWinningHand } from './random';
import { lockedCopies, waits } from './waits';

function waitsOf(line: string): string[] {
  const parsed = parseHand(line);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { concealed, melds } = parsed.value;
  return waits(countKinds(concealed), melds.length, lockedCopies(melds)).map(formatTile);
}

describe('waits (§8.1)', () => {
  it('finds the nine-sided wait of Nine Gates (2.2)', () => {
    expect(waitsOf('1d 1d 1d 2d 3d 4d 5d 6d 7d 8d 9d 9d 9d')).toEqual([
      '1d',
      '2d',
      '3d',
      '4d',
      '5d',
      '6d',
      '7d',
      '8d',
      '9d',
    ]);
  });

  it('finds the thirteen-sided wait of Thirteen Terminals (10.1)', () => {
    expect(waitsOf('1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw')).toHaveLength(13);
  });

  it('counts Seven Pairs waits, including a pair that would make four of a kind (10.2)', () => {
    expect(waitsOf('3c 3c 3c 5b 5b 6b 6b 8d 8d 9d 9d we we')).toEqual(['3c']);
  });

  it('finds waits with declared sets', () => {
    expect(waitsOf('[6c 7c 8c] [dr dr dr] [9c 9c 9c 9c]c 2b 3b 5c 5c')).toEqual(['1b', '4b']);
  });

  it('never waits on a fifth copy, in hand or in a declared set', () => {
    expect(waitsOf('1c 2c 3c 4c 5c 6c 7c 8c 9c wn wn wn wn')).toEqual([]);
    expect(waitsOf('[5d 5d 5d] 5d 6c 7c 8c 1b 2b 3b 9b 9b 9b')).toEqual([]);
  });

  it('agrees with the brute-force oracle on 3,000 ready hands from random winning hands', () => {
    const rng = new Rng(seedRng('waits-ready'));
    for (let i = 0; i < 3000; i++) {
      const hand = randomWinningHand(rng);
      const counts = countKinds(hand.concealed);
      const locked = lockedCopies(hand.melds);
      const found = waits(counts, hand.melds.length, locked);
      expect(found).toEqual(oracleWaits(counts, hand.melds.length, locked));
      expect(found).toContain(hand.winningTile);
    }
  });

  it('agrees with the brute-force oracle on 3,000 random 13-tile hands', () => {
    for (const h of randomHands('waits-random', 3000, 13, 3)) {
      expect(waits(h.counts, h.melds.length, h.locked)).toEqual(
        oracleWaits(h.counts, h.melds.length, h.locked),
      );
    }
  });
});
