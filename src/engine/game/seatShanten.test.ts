/**
 * The true distance from ready of a seat (§8.1), as self-play measurements read it: the declared
 * sets count as sets and lock their copies.
 */
import { describe, expect, it } from 'vitest';
import { kind } from '../../../test/helpers/table';
import type { TileId } from '../tiles';
import { idsOfKind, kindOf } from '../tiles';
import { seatShanten } from './seatShanten';
import type { DeclaredSet, SeatState } from './types';

/** Tile ids for tiles in notation, copies of a kind taken in order from `copy`. */
function ids(tiles: string, copy = 0): TileId[] {
  const used = new Map<number, number>();
  return tiles.split(' ').map((t) => {
    const k = kind(t);
    const n = used.get(k) ?? copy;
    used.set(k, n + 1);
    return idsOfKind(kindOf(k))[n]!;
  });
}

function seat(concealed: string, melds: DeclaredSet[] = []): SeatState {
  return { concealed: ids(concealed), melds, bonus: [], river: [], drawn: null };
}

const pungOf = (tile: string): DeclaredSet => ({
  kind: 'pung',
  tiles: ids(`${tile} ${tile} ${tile}`, 1),
  concealed: false,
  claimed: null,
  added: null,
});

describe('seatShanten', () => {
  it('is 0 for a ready concealed hand and 1 one tile away', () => {
    expect(seatShanten(seat('1b 2b 3b 4c 5c 6c 7d 8d 9d we we we dr'))).toBe(0);
    expect(seatShanten(seat('1b 2b 3b 4c 5c 6c 7d 8d 9d we we dg dr'))).toBe(1);
  });

  it('counts declared sets as sets', () => {
    expect(seatShanten(seat('1b 2b 3b 4c 5c 6c 7d 8d 9d dr', [pungOf('we')]))).toBe(0);
  });
});
