import { describe, expect, it } from 'vitest';
import { decideRandom } from '../../bots/random';
import { playMatch } from '../../bots/selfPlay';
import { Rng, seedRng } from '../rng';
import { apply } from './apply';
import { playersAtSeats, standings } from './match';
import { newGame } from './game';

const random = [decideRandom, decideRandom, decideRandom, decideRandom] as const;

describe('a match (§3)', () => {
  const final = playMatch({ seed: 'match-1' }, random, new Rng(seedRng('bots')));

  it('has 16 hands, each player dealing exactly 4 times and never twice in a row (§3.1, §3.2)', () => {
    const dealers = final.match.history.map((h) => h.players[0]);
    expect(final.match.history).toHaveLength(16);
    for (const player of [0, 1, 2, 3]) expect(dealers.filter((d) => d === player)).toHaveLength(4);
    dealers.forEach((d, i) => i > 0 && expect(d).not.toBe(dealers[i - 1]));
  });

  it('passes the deal to the previous South by default, to the previous North with dealPass "previous" (§3.3)', () => {
    const seating = [2, 0, 3, 1] as const;
    expect(playersAtSeats(seating, 1, 'next')[0]).toBe(seating[1]);
    expect(playersAtSeats(seating, 1, 'previous')[0]).toBe(seating[3]);
    expect(playersAtSeats(seating, 4, 'next')).toEqual(seating);
  });

  it('keeps running totals equal to the sum of every hand\u2019s zero-sum payments (§3.4)', () => {
    const sums = [0, 1, 2, 3].map((p) =>
      final.match.history.reduce((s, h) => s + h.payments[p]!, 0),
    );
    expect(final.match.totals).toEqual(sums);
    expect(sums.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('ends with final standings and accepts no further action', () => {
    expect(final.hand.phase.kind).toBe('matchOver');
    const r = apply(final, { type: 'nextHand' });
    expect(r.ok ? 'accepted' : r.error.code).toBe('action/match-over');
  });

  it('ranks by total, equal totals sharing a place (D-2)', () => {
    expect(standings([10, 25, 10, -45])).toEqual([
      { player: 1, total: 25, place: 1 },
      { player: 0, total: 10, place: 2 },
      { player: 2, total: 10, place: 2 },
      { player: 3, total: -45, place: 4 },
    ]);
  });

  it('seats the players by the seeded RNG (§2.5), the same seed giving the same seating', () => {
    const a = newGame({ seed: 77 });
    const b = newGame({ seed: 77 });
    expect(a.ok && b.ok && a.value.state.match.seating).toEqual(
      b.ok && b.value.state.match.seating,
    );
  });

  it('rejects unknown options and unsupported modes with a code', () => {
    const bad = (options: object) => {
      const r = newGame({ seed: 1, options });
      return r.ok ? 'accepted' : r.error.code;
    };
    expect(bad({ colour: 'red' })).toBe('config/unknown-option');
    expect(bad({ falseWin: 'penalise' })).toBe('config/invalid-option');
    expect(bad({ flowers: 'yes' })).toBe('config/invalid-option');
  });
});
