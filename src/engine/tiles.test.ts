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
} from './tiles';
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
      for (const id of idsOfKind(kind)) expect(kindOfId(id)).toBe(kind);
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
