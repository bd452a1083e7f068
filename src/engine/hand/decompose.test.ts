import { describe, expect, it } from 'vitest';
import { parseHand } from '../notation';
import { countKinds } from '../tiles';
import { isSevenPairs, isThirteenTerminals, regularDecompositions } from './decompose';
import { formatTile } from '../notation';

function counts(line: string): Uint8Array {
  const parsed = parseHand(line);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return countKinds(parsed.value.concealed);
}

function describeAll(line: string, sets = 4): string[] {
  return regularDecompositions(counts(line), sets)
    .map((d) =>
      [...d.sets.map((s) => `${s.kind}:${formatTile(s.tile)}`), `pair:${formatTile(d.pair)}`].join(
        ' ',
      ),
    )
    .sort();
}

describe('decompositions of a regular hand (§8.1, §9.7)', () => {
  it('finds both readings of three consecutive triplets (vector FC)', () => {
    expect(describeAll('2b 2b 2b 3b 3b 3b 4b 4b 4b 6d 7d 8d 5c 5c')).toEqual([
      'chow:2b chow:2b chow:2b chow:6d pair:5c',
      'pung:2b pung:3b pung:4b chow:6d pair:5c',
    ]);
  });

  it('finds every reading of a pure-suit hand exactly once', () => {
    // 1112345678999 + 5: the Nine Gates shape completed in the middle.
    expect(describeAll('1c 1c 1c 2c 3c 4c 5c 5c 6c 7c 8c 9c 9c 9c')).toEqual([
      'pung:1c chow:2c chow:6c pung:9c pair:5c',
    ]);
    expect(describeAll('1c 1c 1c 2c 3c 4c 5c 6c 7c 8c 9c 9c 9c 9c')).toEqual([
      'chow:1c chow:4c chow:7c pung:9c pair:1c',
    ]);
    expect(describeAll('1c 1c 1c 2c 2c 2c 3c 3c 3c 5c 5c 5c 9c 9c')).toEqual([
      'chow:1c chow:1c chow:1c pung:5c pair:9c',
      'pung:1c pung:2c pung:3c pung:5c pair:9c',
    ]);
  });

  it('reads declared sets as already counted', () => {
    expect(describeAll('1b 2b 3b 5c 5c', 1)).toEqual(['chow:1b pair:5c']);
    expect(describeAll('5c 5c', 0)).toEqual(['pair:5c']);
  });

  it('finds nothing in a hand that is not complete', () => {
    expect(describeAll('1b 2b 4b 5d 6d 7d 1c 1c 1c 9c 9c 9c dr dr')).toEqual([]);
    expect(describeAll('1b 2b 3b')).toEqual([]);
  });

  it('never lets a chow wrap around or cross suits (§1.4)', () => {
    expect(describeAll('8b 9b 1c 2c 3c 4c 5c 6c 7c 8c 9c dr dr dr')).toEqual([]);
  });
});

describe('irregular hands (10.1, 10.2)', () => {
  it('reads Seven Pairs, with four of a kind as two pairs', () => {
    expect(isSevenPairs(counts('2b 2b 1d 1d 6c 6c 7d 7d dw dw wn wn ww ww'))).toBe(true);
    expect(isSevenPairs(counts('3c 3c 3c 3c 5b 5b 6b 6b 8d 8d 9d 9d 2b 2b'))).toBe(true);
    expect(isSevenPairs(counts('3c 3c 3c 5b 5b 6b 6b 8d 8d 9d 9d 2b 2b 2b'))).toBe(false);
  });

  it('reads Thirteen Terminals with exactly one doubled kind', () => {
    expect(isThirteenTerminals(counts('1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw wn'))).toBe(true);
    expect(isThirteenTerminals(counts('1b 9b 1c 9c 1d 9d we ws ww wn dr dg 2b 2b'))).toBe(false);
    expect(isThirteenTerminals(counts('1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw 5d'))).toBe(false);
  });
});
