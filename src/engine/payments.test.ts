import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseTile } from './notation';
import type { DiscardRecord } from './payments';
import { responsibleForDiscardWin, settle } from './payments';
import type { Seat } from './tiles';

const E = 0 as Seat;
const S = 1 as Seat;
const W = 2 as Seat;
const N = 3 as Seat;

function log(...entries: Array<[Seat, string]>): DiscardRecord[] {
  return entries.map(([seat, tile]) => {
    const kind = parseTile(tile);
    if (!kind.ok) throw new Error(tile);
    return { seat, tile: kind.value };
  });
}

describe('payments (§12.3, worked examples of §12.4)', () => {
  it.each([
    ['P1 West self-draws 30', 30, W, null, [-30, -30, 90, -30]],
    ['P2 South wins 20 on North', 20, S, N, [-20, 60, -20, -20]],
    ['P3 South wins 25 on North', 25, S, N, [-25, 75, -25, -25]],
    ['P4 East wins 26 on West', 26, E, W, [78, -25, -28, -25]],
    ['P5 East wins 50 on West', 50, E, W, [150, -25, -100, -25]],
    ['P6 East wins 70 on West', 70, E, W, [210, -25, -160, -25]],
    ['P7 North wins 320 on South', 320, N, S, [-25, -910, -25, 960]],
    ['P8 North robs South\u2019s kong, 40', 40, N, S, [-25, -70, -25, 120]],
    ['P9 South wins 40 on his kong replacement', 40, S, null, [-40, 120, -40, -40]],
    ['P10 immunity case A', 40, S, null, [-40, 120, -40, -40]],
    ['P11 immunity case B, West responsible', 40, S, W, [-25, 120, -70, -25]],
    ['P12 chicken hand on a discard', 1, N, E, [-1, -1, -1, 3]],
  ] as const)('%s', (_name, value, winner, responsible, expected) => {
    expect(settle(value, winner, responsible)).toEqual(expected);
  });

  it('keeps the invariants of §15 for every value and seat', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 480 }),
        fc.constantFrom(E, S, W, N),
        fc.option(fc.constantFrom(E, S, W, N)),
        (value, winner, maybe) => {
          const responsible = maybe === winner ? null : maybe;
          const paid = settle(value, winner, responsible);
          expect(paid.reduce((a, b) => a + b, 0)).toBe(0);
          expect(paid[winner]).toBe(3 * value);
          const cap = responsible === null || value <= 25 ? value : 3 * value - 50;
          paid.forEach((p, seat) => seat !== winner && expect(-p).toBeLessThanOrEqual(cap));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses impossible settlements as programmer errors', () => {
    expect(() => settle(0, E, null)).toThrow(RangeError);
    expect(() => settle(10, E, E)).toThrow(RangeError);
  });
});

describe('same-turn immunity (§12.5)', () => {
  it('holds the discarder responsible in the normal case', () => {
    expect(responsibleForDiscardWin(log([S, '9b'], [W, '1c'], [N, '2d'], [E, '6d']), S)).toBe(E);
  });

  it('case A: nobody is responsible when the winner discarded that tile in the window (P10)', () => {
    expect(responsibleForDiscardWin(log([S, '6d'], [W, '2c'], [N, '5b'], [E, '6d']), S)).toBeNull();
  });

  it('case B: the first to discard it in the window is responsible (P11)', () => {
    expect(responsibleForDiscardWin(log([S, '9b'], [W, '6d'], [N, '1c'], [E, '6d']), S)).toBe(W);
  });

  it('looks only from the winner\u2019s most recent discard on', () => {
    // West's 6d came before South's last discard, so it is outside the window.
    const discards = log(
      [W, '6d'],
      [N, '1c'],
      [E, '3b'],
      [S, '9b'],
      [W, '2c'],
      [N, '4d'],
      [E, '6d'],
    );
    expect(responsibleForDiscardWin(discards, S)).toBe(E);
  });

  it('starts the window at the first discard when the winner has not discarded yet (D-13)', () => {
    expect(responsibleForDiscardWin(log([E, '4b'], [S, '4b']), W)).toBe(E);
  });

  it('counts a robbed kong tile as the kong player\u2019s discard (§7.5, P8)', () => {
    expect(responsibleForDiscardWin(log([N, '7c'], [E, '2b'], [S, '4d']), N)).toBe(S);
  });

  it('rejects a log without a winning discard by another player', () => {
    expect(() => responsibleForDiscardWin([], S)).toThrow(RangeError);
    expect(() => responsibleForDiscardWin(log([S, '1b']), S)).toThrow(RangeError);
  });
});
