/**
 * The beginner's discard hint on real hands in notation: the marked tiles are the discards that
 * leave the hand closest to ready (§8.1 forms) and, among those, waiting on the most kinds.
 */
import { describe, expect, it } from 'vitest';
import { claimsForSouthOnEast5b } from '../../../test/fixtures/rigs';
import { EAST, SOUTH, Table } from '../../../test/helpers/table';
import type { DeclaredSet, TileId } from '../../engine';
import { formatTile, idsOfKind, kindOfId, parseTiles } from '../../engine';
import { goodDiscards } from './hints';

/** Tile ids for a hand in notation, each copy of a kind used once. */
function hand(text: string): TileId[] {
  const parsed = parseTiles(text.split(' '));
  if (!parsed.ok) throw new Error(parsed.error.message);
  const used = new Map<number, number>();
  return parsed.value.map((kind) => {
    const n = used.get(kind) ?? 0;
    used.set(kind, n + 1);
    const id = idsOfKind(kind)[n];
    if (id === undefined) throw new Error(`more than four ${formatTile(kind)}`);
    return id;
  });
}

const names = (tiles: readonly TileId[]) => tiles.map((t) => formatTile(kindOfId(t)));

describe('goodDiscards', () => {
  it('marks exactly the isolated honour whose discard leaves the hand ready', () => {
    const tiles = hand('1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b 5d 5d dr');
    expect(names(goodDiscards(tiles, []))).toEqual(['dr']);
  });

  it('prefers the discard that leaves the wider wait: 6b (waiting on 2b and 5b), not 3b', () => {
    // Discarding 6b waits on 2b/5b; discarding 3b is ready too, but waits on 5b only.
    const tiles = hand('1c 1c 1c dr dr dr wn wn wn 5d 5d 3b 4b 6b');
    expect(names(goodDiscards(tiles, []))).toEqual(['6b']);
  });

  it('marks every copy of a kind it recommends', () => {
    // Any of the three 9b leaves 9b 9b and 5d 6d, ready on 4d or 7d.
    const tiles = hand('1b 2b 3b 4c 5c 6c 7d 8d 9d 5d 6d 9b 9b 9b');
    const marked = goodDiscards(tiles, []);
    expect(names(marked).filter((n) => n === '9b')).toHaveLength(3);
    const kinds = new Set(marked.map(kindOfId));
    expect(marked).toEqual(tiles.filter((id) => kinds.has(kindOfId(id))));
  });

  it('counts Seven Pairs too (§8.1): either single of six pairs is a good discard', () => {
    const seven = hand('1b 1b 2c 2c 3d 3d 4b 4b 5c 5c 6d 6d 9b wn');
    expect(names(goodDiscards(seven, [])).sort()).toEqual(['9b', 'wn']);
  });

  it('takes declared sets into account: a hand of 11 concealed tiles and a pung', () => {
    const t = new Table(claimsForSouthOnEast5b)
      .discard(EAST, '5b')
      .act({ type: 'claimPung', seat: SOUTH });
    const south = t.state.hand.seats[SOUTH];
    const melds: readonly DeclaredSet[] = south.melds;
    expect(south.concealed).toHaveLength(11);
    const marked = goodDiscards(south.concealed, melds);
    expect(marked.length).toBeGreaterThan(0);
    for (const id of marked) expect(south.concealed).toContain(id);
    // South holds 3b 4b 6b 7b 1d 5d 9d we ws dr dw: the chow pieces are worth keeping.
    expect(names(marked)).not.toContain('3b');
    expect(names(marked)).not.toContain('4b');
  });

  it('marks nothing when the hand is not at discard size', () => {
    expect(goodDiscards(hand('1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b 5d 5d'), [])).toEqual([]);
    expect(goodDiscards([], [])).toEqual([]);
  });
});
