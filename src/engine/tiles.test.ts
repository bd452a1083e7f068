import { describe, expect, it } from 'vitest';
import {
  TERMINAL_OR_HONOUR_KINDS,
  allTileIds,
  bonusSeat,
  idsOfKind,
  isHonour,
  isSimple,
  isTerminal,
  isTerminalOrHonour,
  kindOfId,
  rankOf,
  suitOf,
  kindOf,
  ALL_KIND_LIST,
  BONUS_KIND_LIST,
  HONOUR_KIND_LIST,
  PLAYING_KIND_LIST,
  SUITED_KIND_LIST,
  asKind,
  flowerOfSeat,
  isKind,
  seasonOfSeat,
  seatAt,
} from './tiles';
import type { TileId, TileKind } from './tiles';
import { InvariantError, defined } from './errors';
import { tileKindOf } from './notation';

describe('tile set (zung-jung.md §1)', () => {
  it('has 136 tiles, four of each of the 34 kinds (1.1)', () => {
    const ids = allTileIds(false);
    expect(ids).toHaveLength(136);
    const perKind = new Map<number, number>();
    for (const id of ids) perKind.set(kindOfId(id), (perKind.get(kindOfId(id)) ?? 0) + 1);
    expect(perKind.size).toBe(34);
    expect([...perKind.values()].every((n) => n === 4)).toBe(true);
  });

  it('has 144 tiles with the optional flowers and seasons, one of each (1.2)', () => {
    const bonus = allTileIds(true).filter((id) => kindOfId(id) >= 34);
    expect(bonus.map(kindOfId)).toEqual([34, 35, 36, 37, 38, 39, 40, 41]);
  });

  it('gives every tile a stable id that maps back to its kind', () => {
    for (let kind = 0; kind < 42; kind++) {
      for (const id of idsOfKind(kindOf(kind))) expect(kindOfId(id)).toBe(kind);
    }
    expect(idsOfKind(tileKindOf('5b')!)).toEqual([16, 17, 18, 19]);
  });

  it('classifies terminals, simples and honours (1.3)', () => {
    const kind = (t: string) => tileKindOf(t)!;
    expect(isTerminal(kind('1b')) && isTerminal(kind('9d'))).toBe(true);
    expect(isTerminal(kind('5c')) || isTerminal(kind('we'))).toBe(false);
    expect(isSimple(kind('2c')) && isSimple(kind('8d'))).toBe(true);
    expect(isSimple(kind('dr'))).toBe(false);
    expect(isHonour(kind('wn')) && isHonour(kind('dw'))).toBe(true);
    expect(TERMINAL_OR_HONOUR_KINDS.filter(isTerminalOrHonour)).toHaveLength(13);
    expect(suitOf(kind('7d'))).toBe(2);
    expect(rankOf(kind('7d'))).toBe(7);
  });

  it('gives bonus tile number n to seat n (1 East … 4 North, 1.2)', () => {
    expect(bonusSeat(tileKindOf('f1')!)).toBe(0);
    expect(bonusSeat(tileKindOf('s2')!)).toBe(1);
    expect(bonusSeat(tileKindOf('f4')!)).toBe(3);
  });
});

describe('the kind brand', () => {
  it('keeps tile ids, tile kinds and plain numbers apart (checked by tsc, not at run time)', () => {
    const kind = kindOf(5);
    const id = defined(idsOfKind(kind)[0], 'a copy of kind 5');
    const takesKind = (k: TileKind): TileKind => k;
    const takesId = (i: TileId): TileId => i;
    // @ts-expect-error a tile id is not a kind (id 20 is a copy of kind 5)
    takesKind(id);
    expect(takesId(id)).toBe(20);
    // @ts-expect-error a kind is not a tile id
    takesId(kind);
    // @ts-expect-error a plain number is no kind: make one with kindOf, a parser or a list
    takesKind(5);
    expect(takesKind(kind)).toBe(5);
  });

  it('checks the numbers it makes kinds of, and lists the kinds in order', () => {
    expect(kindOf(0)).toBe(0);
    expect(kindOf(41)).toBe(41);
    for (const bad of [-1, 42, 2.5, Number.NaN]) expect(() => kindOf(bad)).toThrow(InvariantError);
    expect(isKind(41)).toBe(true);
    expect(isKind(42)).toBe(false);
    expect(asKind(7)).toBe(7);
    expect(PLAYING_KIND_LIST).toEqual(Array.from({ length: 34 }, (_, k) => k));
    expect(SUITED_KIND_LIST).toHaveLength(27);
    expect(HONOUR_KIND_LIST).toEqual([27, 28, 29, 30, 31, 32, 33]);
    expect(BONUS_KIND_LIST).toEqual([34, 35, 36, 37, 38, 39, 40, 41]);
    expect(ALL_KIND_LIST).toHaveLength(42);
    expect([0, 1, 2, 3].map((s) => flowerOfSeat(seatAt(s)))).toEqual([34, 35, 36, 37]);
    expect([0, 1, 2, 3].map((s) => seasonOfSeat(seatAt(s)))).toEqual([38, 39, 40, 41]);
  });
});
