import Majiang from '@kobalab/majiang-core';
import { describe, expect, it } from 'vitest';
import {
  oracleRegularShanten,
  oracleSevenPairsShanten,
  oracleShanten,
  oracleThirteenTerminalsShanten,
} from '../../../test/oracles/shanten-oracle';
import { randomHands } from '../../../test/fixtures/random-hands';
import { majiangString } from '../../cli/majiang';
import { parseHand } from '../notation';
import { countKinds } from '../tiles';
import { lockedCopies } from './waits';
import {
  improvingKinds,
  regularShanten,
  sevenPairsShanten,
  shanten,
  thirteenTerminalsShanten,
} from './shanten';

function hand(line: string) {
  const parsed = parseHand(line);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const { concealed, melds } = parsed.value;
  return { counts: countKinds(concealed), melds: melds.length, locked: lockedCopies(melds) };
}

describe('shanten on known hands (§8.1)', () => {
  it.each([
    ['1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b ww ww 4b', -1, 'complete'],
    ['1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b ww ww', 0, 'ready on 1b/4b'],
    ['1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b ww dr', 1, 'one tile short of ready'],
    ['1b 4b 7b 1c 4c 7c 1d 4d 7d we ws ww wn', 6, 'scattered'],
    ['[6c 7c 8c] [dr dr dr] 2b 3b 5d 5d 9c 9c 9c', 0, 'two sets declared'],
    ['[6c 7c 8c] [dr dr dr] 2b 3b 5d 5d 9c', 2, 'two sets declared, a lone 9c'],
    ['[6c 7c 8c] [dr dr dr] [9c 9c 9c 9c]c [2b 3b 4b] 5d', 0, 'single wait after four sets'],
  ])('%s → %i (%s)', (line, expected) => {
    const h = hand(line);
    expect(shanten(h.counts, h.melds, h.locked)).toBe(expected);
  });

  it('counts Seven Pairs progress, four of a kind being two pairs (10.2)', () => {
    const ready = hand('3c 3c 3c 3c 5b 5b 6b 6b 8d 8d 9d 9d we');
    expect(sevenPairsShanten(ready.counts, 0)).toBe(0);
    expect(shanten(ready.counts, 0)).toBe(0);
    expect(sevenPairsShanten(hand('3c 3c 3c 3c 5b 5b 6b 6b 8d 8d 9d 2b we').counts, 0)).toBe(1);
  });

  it('counts Thirteen Terminals progress (10.1)', () => {
    const h = hand('1b 9b 1c 9c 1d 9d we ws ww wn dr dg 5d');
    expect(thirteenTerminalsShanten(h.counts, 0)).toBe(1);
    expect(thirteenTerminalsShanten(hand('1b 9b 1c 9c 1d 9d we ws ww wn dr dg dg').counts, 0)).toBe(
      0,
    );
  });

  it('does not count a fifth copy as a wait: 1..9 of one suit plus four North is not ready', () => {
    // The only tile that would complete it is a fifth North; the reference library calls it ready.
    const h = hand('1c 2c 3c 4c 5c 6c 7c 8c 9c wn wn wn wn');
    expect(regularShanten(h.counts, 0)).toBe(1);
    expect(Majiang.Util.xiangting_yiban(Majiang.Shoupai.fromString(majiangString(h.counts)))).toBe(
      0,
    );
  });

  it('counts copies held in declared sets against the four-copy limit', () => {
    // Three sets and a lone 5d: ready on 5d, unless the other three 5d are in a declared pung.
    const free = hand('[1c 1c 1c] 5d 6c 7c 8c 2b 3b 4b 9b 9b 9b');
    const locked = hand('[5d 5d 5d] 5d 6c 7c 8c 2b 3b 4b 9b 9b 9b');
    expect(regularShanten(free.counts, 1, free.locked)).toBe(0);
    expect(regularShanten(locked.counts, 1, locked.locked)).toBe(1);
  });

  it('rejects impossible input instead of answering', () => {
    const counts = new Uint8Array(34);
    counts[0] = 5;
    expect(() => regularShanten(counts, 0)).toThrow(RangeError);
    expect(() => regularShanten(new Uint8Array(34), 5)).toThrow(RangeError);
  });
});

describe('shanten agrees with the brute-force oracle', () => {
  for (const size of [13, 14] as const) {
    it(`on 3,000 seeded random ${size}-tile hands without declared sets`, () => {
      for (const h of randomHands(`oracle-${size}`, 3000, size, 0)) {
        expect(regularShanten(h.counts, 0)).toBe(oracleRegularShanten(h.counts, 0));
        expect(sevenPairsShanten(h.counts, 0)).toBe(oracleSevenPairsShanten(h.counts, 0));
        expect(thirteenTerminalsShanten(h.counts, 0)).toBe(
          oracleThirteenTerminalsShanten(h.counts, 0),
        );
      }
    });
  }

  it('on 3,000 seeded random hands with declared sets and locked copies', () => {
    for (const h of randomHands('oracle-melds', 3000, 14, 4)) {
      const melds = h.melds.length;
      expect(shanten(h.counts, melds, h.locked)).toBe(oracleShanten(h.counts, melds, h.locked));
    }
  });

  it('on 2,000 hands crowded into one suit, where four-copy limits bite', () => {
    for (const h of randomHands('oracle-crowded', 2000, 13, 0)) {
      const crowded = new Uint8Array(34);
      // Fold the 13 tiles onto bamboo and the winds to make quads and long runs common.
      h.counts.forEach((c, k) => {
        for (let n = 0; n < c; n++) {
          let target = k < 27 ? k % 9 : 27 + (k % 4);
          while (crowded[target] === 4) target = (target + 1) % 31;
          crowded[target] = crowded[target]! + 1;
        }
      });
      expect(shanten(crowded, 0)).toBe(oracleShanten(crowded, 0));
    }
  });
});

describe('regular-form shanten agrees with @kobalab/majiang-core xiangting_yiban', () => {
  it('on 20,000 seeded random 14-tile hands', () => {
    let disagreements = 0;
    for (const h of randomHands('majiang-14', 20000, 14, 0)) {
      const theirs = Majiang.Util.xiangting_yiban(
        Majiang.Shoupai.fromString(majiangString(h.counts)),
      );
      if (regularShanten(h.counts, 0) !== theirs) disagreements++;
    }
    expect(disagreements).toBe(0);
  });
});

describe('improvingKinds', () => {
  it('lists exactly the kinds whose addition lowers shanten, on 3,000 hands with and without sets', () => {
    for (const h of [
      ...randomHands('improving-13', 1500, 13, 0),
      ...randomHands('improving-melds', 1500, 13, 3),
    ]) {
      const melds = h.melds.length;
      const base = shanten(h.counts, melds, h.locked);
      const expected: number[] = [];
      for (let k = 0; k < 34; k++) {
        if (h.counts[k]! + h.locked[k]! >= 4) continue;
        h.counts[k] = h.counts[k]! + 1;
        if (shanten(h.counts, melds, h.locked) < base) expected.push(k);
        h.counts[k] = h.counts[k]! - 1;
      }
      const found = improvingKinds(h.counts, melds, h.locked);
      expect(found).toEqual({ shanten: base, kinds: expected });
    }
  });
});
