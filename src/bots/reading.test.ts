/**
 * The strong level's reading of one opponent (issue 18): which tiles he waits on (waitReading.ts)
 * and what his win would cost (opponentValue.ts), from his discards and declared sets alone.
 */
import { describe, expect, it } from 'vitest';
import { opponentOf } from '../../test/helpers/opponent';
import { NORTH, Table, kind } from '../../test/helpers/table';
import type { Meld } from '../engine';
import {
  PLAYING_KINDS,
  Rng,
  kindOfId,
  lockedCopies,
  playerView,
  seedRng,
  waits,
  kindOf,
} from '../engine';
import { BOTS } from './index';
import { dangerOf, threatOf } from './danger';
import type { Knowledge, Opponent } from './knowledge';
import { addCopies } from './kindCounts';
import { knowledgeOf } from './knowledge';
import { dealInPayment, opponentValueOf, paidAnyway, suitNeverThrown } from './opponentValue';
import { playMatch } from './selfPlay';
import { readOpponent, waitChanceOf, waitShapes } from './waitReading';

const opponent = opponentOf;

const k = knowledgeOf(playerView(new Table({}, {}, 'reading').state, NORTH));
const chance = (op: Opponent, tile: string, knowledge: Knowledge = k) =>
  waitChanceOf(readOpponent(op, knowledge), knowledge, kindOf(kind(tile)));

describe('which tiles a ready opponent waits on', () => {
  const discards = '1c 9b wn 2d 8c we 4b';

  it('reads a tile he threw as less likely a wait: no sacred discard (§5.6), yet players rarely wait on what they let go', () => {
    expect(chance(opponent(`${discards} 5d`), '5d')).toBeLessThan(
      chance(opponent(`${discards} 6c`), '5d') / 3,
    );
  });

  it('reads a tile he let pass since his last discard as almost never a wait: he would have won on it (§8)', () => {
    const passed = opponent(discards, {
      passed: new Set([kind('6b')]),
      wentBy: new Set([kind('6b')]),
    });
    expect(chance(passed, '6b')).toBeLessThan(chance(opponent(discards), '6b') / 20);
  });

  it('reads the tiles three away from one he threw as safer: a two-sided wait there would have kept it', () => {
    const threwFour = opponent(`${discards} 4d`);
    const threwNone = opponent(`${discards} 9c`);
    expect(chance(threwFour, '7d')).toBeLessThan(chance(threwNone, '7d'));
    expect(chance(threwFour, '1d')).toBeLessThan(chance(threwNone, '1d'));
  });

  it('reads the tiles beside the last one he threw from his hand as likelier waits: it sat next to what he kept', () => {
    const order = `${discards.replace(' 4b', '')} 5d 4b`;
    const lastFromHand = (tile: string) =>
      opponent(order, { fromDraw: order.split(' ').map((t) => t !== tile && t === '4b') });
    // The same discards; only which of 5d and 4b he kept in his hand last differs.
    const kept5d = lastFromHand('5d');
    const kept4b = opponent(order);
    for (const beside of ['4d', '6d', '3d', '7d'])
      expect(chance(kept5d, beside)).toBeGreaterThan(chance(kept4b, beside));
    expect(chance(kept5d, '5b')).toBeLessThan(chance(kept4b, '5b'));
  });

  it('reads the tile three away from one that went by as safer: a two-sided wait on both would have won on it (§8)', () => {
    const wentBy = opponent(discards, { wentBy: new Set([kind('4d')]) });
    const none = opponent(discards);
    expect(chance(wentBy, '7d')).toBeLessThan(chance(none, '7d'));
    expect(chance(wentBy, '1d')).toBeLessThan(chance(none, '1d'));
    // A tile that shares no wait with it is not read as safer: the shapes left take its chance.
    expect(chance(wentBy, '6d')).toBeGreaterThanOrEqual(chance(none, '6d'));
  });

  it('counts the wait shapes the unseen copies leave him, ruling out any whose waits went by (§8)', () => {
    const u = k.unseen;
    const none = waitShapes(opponent(discards), u);
    const went = waitShapes(opponent(discards, { wentBy: new Set([kind('4d')]) }), u);
    // 7d is waited on by 5d6d (with 4d), 6d8d (closed) and 8d9d (edge): only the first needs 4d.
    const at = (tile: string) => u[kind(tile)]!;
    expect(none.sequences[kind('7d')]).toBe(
      at('5d') * at('6d') + at('6d') * at('8d') + at('8d') * at('9d'),
    );
    expect(went.sequences[kind('7d')]).toBe(at('6d') * at('8d') + at('8d') * at('9d'));
    // A pair of a tile that went by would have won on it too.
    expect(none.pairs[kind('4d')]).toBe((at('4d') * (at('4d') - 1)) / 2);
    expect(went.pairs[kind('4d')]).toBe(0);
    expect(went.total).toBeLessThan(none.total);
  });

  it('reads a tile as likelier in the suit of his declared sets (a one-suit hand, 2.1)', () => {
    const melds: Meld[] = [
      { kind: 'chow', tile: kind('2c'), concealed: false },
      { kind: 'pung', tile: kind('7c'), concealed: false },
    ];
    const oneSuit = opponent(discards, { melds });
    const dotsSets: Meld[] = [
      { kind: 'chow', tile: kind('2d'), concealed: false },
      { kind: 'pung', tile: kind('7d'), concealed: false },
    ];
    const otherSuit = opponent(discards, { melds: dotsSets });
    // The same tile, likelier when his sets are in its suit, whichever suit that is. Self-play
    // finds this sign mild (about 1.2×): two sets of one suit are often not a one-suit hand.
    expect(chance(oneSuit, '5c')).toBeGreaterThan(1.1 * chance(otherSuit, '5c'));
    expect(chance(otherSuit, '5d')).toBeGreaterThan(1.1 * chance(oneSuit, '5d'));
  });

  it('makes the danger of discarding a tile follow his reading (§12.3)', () => {
    const threw = threatOf(opponent(`${discards} 5d`), k, { measured: true });
    const kept = threatOf(opponent(`${discards} 6c`), k, { measured: true });
    expect(dangerOf(kind('5d'), [threw])).toBeLessThan(dangerOf(kind('5d'), [kept]));
  });

  it('ranks the true waits of ready players better than the standard level’s hand-set guess', () => {
    // A few matches of play, read from the seat about to discard; for each ready opponent, how many
    // of his true winning tiles the riskiest third of that seat's tiles holds, by each reading.
    const rows: { model: number; rough: number; wins: boolean }[] = [];
    const players = [BOTS.strong!, BOTS.standard!, BOTS.standard!, BOTS.standard!] as const;
    for (const seed of ['reading-check-1', 'reading-check-2'])
      playMatch({ seed }, players, new Rng(seedRng(seed)), {
        onStep: (state) => {
          const phase = state.hand.phase;
          if (phase.kind !== 'turn') return;
          const seen = knowledgeOf(playerView(state, phase.seat));
          for (const op of seen.opponents) {
            const them = state.hand.seats[op.seat];
            const counts = new Uint8Array(PLAYING_KINDS);
            for (const t of them.concealed) addCopies(counts, kindOfId(t), 1);
            const winning = waits(counts, op.melds.length, lockedCopies(op.melds));
            if (winning.length === 0) continue;
            const reading = readOpponent(op, seen);
            const rough = threatOf(op, seen, { measured: false }).waitChance;
            for (let t = 0; t < PLAYING_KINDS; t++) {
              if (seen.hand[t] === 0) continue;
              rows.push({
                model: waitChanceOf(reading, seen, kindOf(t)),
                rough: rough[t]!,
                wins: winning.includes(kindOf(t)),
              });
            }
          }
        },
      });
    const caught = (by: (r: (typeof rows)[number]) => number) => {
      const top = [...rows].sort((a, b) => by(b) - by(a)).slice(0, Math.round(rows.length / 3));
      return top.filter((r) => r.wins).length / rows.filter((r) => r.wins).length;
    };
    expect(rows.filter((r) => r.wins).length).toBeGreaterThan(200);
    expect(caught((r) => r.model)).toBeGreaterThan(caught((r) => r.rough) + 0.03);
  }, 60_000);
});

describe('what went by since his hand last changed', () => {
  it('never holds a tile that completes his hand: he would have won on it (§8)', () => {
    // Every turn of two whole matches, from every seat's eyes, against the opponents' true hands.
    let checked = 0;
    const players = [BOTS.standard!, BOTS.standard!, BOTS.beginner!, BOTS.standard!] as const;
    for (const seed of ['went-by-1', 'went-by-2'])
      playMatch({ seed }, players, new Rng(seedRng(seed)), {
        onStep: (state) => {
          const phase = state.hand.phase;
          if (phase.kind !== 'turn') return;
          for (const op of knowledgeOf(playerView(state, phase.seat)).opponents) {
            const them = state.hand.seats[op.seat];
            const counts = new Uint8Array(PLAYING_KINDS);
            for (const t of them.concealed) addCopies(counts, kindOfId(t), 1);
            const winning = waits(counts, op.melds.length, lockedCopies(op.melds));
            for (const t of op.wentBy) expect(winning).not.toContain(t);
            if (winning.length > 0 && op.wentBy.size > 0) checked++;
          }
        },
      });
    expect(checked).toBeGreaterThan(100);
  }, 60_000);
});

describe('what his win would cost (§12.3)', () => {
  it('pays V for a hand up to the par, 3V − 50 above it', () => {
    expect(dealInPayment(25)).toBe(25);
    expect(dealInPayment(40)).toBe(70);
    expect(paidAnyway(40)).toBeCloseTo(0.5 * 30);
  });

  it('fears a concealed player who never lets go of one suit (2.1) more than one who throws every suit', () => {
    const flush = opponent('1b 9b 3b 7d 2d wn 5b 8d 4b 1d');
    const plain = opponent('1b 9c 3d 7d 2c wn 5b 8c 4b 1d');
    // The coach names the same sign: not a single Characters tile thrown.
    expect(suitNeverThrown(flush)).toBe(1);
    expect(suitNeverThrown(plain)).toBe(-1);
    expect(suitNeverThrown(opponent('1b 2d wn'))).toBe(-1);
    expect(opponentValueOf(flush, k).cost).toBeGreaterThan(opponentValueOf(plain, k).cost + 10);
    expect(opponentValueOf(flush, k).value).toBeGreaterThan(opponentValueOf(plain, k).value);
  });

  it('fears declared sets of one suit more than mixed ones', () => {
    const oneSuit = opponent('wn 1b 9b', {
      melds: [
        { kind: 'chow', tile: kind('2c'), concealed: false },
        { kind: 'pung', tile: kind('7c'), concealed: false },
      ],
    });
    const mixed = opponent('wn 1b 9b', {
      melds: [
        { kind: 'chow', tile: kind('2c'), concealed: false },
        { kind: 'pung', tile: kind('7d'), concealed: false },
      ],
    });
    expect(opponentValueOf(oneSuit, k).cost).toBeGreaterThan(opponentValueOf(mixed, k).cost);
  });

  it('never reads a win as worth less than a point or costing less than one', () => {
    const quiet = opponent('dr dg dw we ws ww wn 1b 9b 1c 9c 1d 9d dr dg dw we ws ww wn');
    expect(opponentValueOf(quiet, k).value).toBeGreaterThanOrEqual(1);
    expect(opponentValueOf(quiet, k).cost).toBeGreaterThanOrEqual(1);
  });
});
