/**
 * The pattern coach's measuring stick: with nothing required, the constrained distance is the
 * engine's shanten (regular, Seven Pairs, Thirteen Terminals); with a pattern required, it is the
 * tiles a hand with that pattern still lacks.
 */
import { describe, expect, it } from 'vitest';
import { kind } from '../../../test/helpers/table';
import type { Meld, Seat } from '../../engine';
import {
  PLAYING_KINDS,
  Rng,
  TERMINAL_OR_HONOUR_KINDS,
  randomTileCounts,
  regularShanten,
  seedRng,
  sevenPairsShanten,
  thirteenTerminalsShanten,
} from '../../engine';
import {
  openAllowance,
  regularDistance,
  sevenPairsDistance,
  thirteenTerminalsDistance,
} from './distance';
import { addCopies } from '../kindCounts';
import { patternsInReach } from './patterns';

const counts = (tiles: string) => {
  const c = new Uint8Array(PLAYING_KINDS);
  for (const t of tiles.split(' ')) addCopies(c, kind(t), 1);
  return c;
};
const FOUR = new Uint8Array(PLAYING_KINDS).fill(4);

describe('constrained distance with nothing required', () => {
  it('equals the engine’s shanten + 1 on 3000 random hands of 13 and 14 tiles', () => {
    const rng = new Rng(seedRng('distance'));
    for (let i = 0; i < 3000; i++) {
      const hand = randomTileCounts(rng, 13 + (i % 2));
      const open = openAllowance(FOUR);
      expect(regularDistance(hand, open, 4, true) - 1).toBe(regularShanten(hand, 0));
      expect(sevenPairsDistance(hand, open) - 1).toBe(sevenPairsShanten(hand, 0));
      expect(thirteenTerminalsDistance(hand, FOUR, TERMINAL_OR_HONOUR_KINDS) - 1).toBe(
        thirteenTerminalsShanten(hand, 0),
      );
    }
  });

  it('respects copies that are gone: a wait whose copies are all seen is no wait', () => {
    const hand = counts('1b 2b 3b 4c 5c 6c 7d 8d 9d 2b 3b ww ww');
    const limit = FOUR.slice();
    expect(regularDistance(hand, openAllowance(limit), 4, true)).toBe(1);
    limit[kind('1b')] = 1; // the three other 1b are in sight
    limit[kind('4b')] = 0;
    limit[kind('ww')] = 2;
    expect(regularDistance(hand, openAllowance(limit), 4, true)).toBeGreaterThan(1);
  });
});

describe('patterns in reach', () => {
  const unseen = new Uint8Array(PLAYING_KINDS).fill(4);
  const state = (tiles: string, melds: Meld[] = [], seat: Seat = 1) => {
    const hand = counts(tiles);
    return { hand, melds, unseen: unseen.map((u, k) => u - hand[k]!), seat };
  };

  it('sees a ready Mixed One-Suit with dragon pungs in reach (E2.1.1)', () => {
    const found = patternsInReach(state('1c 2c 3c 5c 5c 5c 7c 8c 9c dr dr dw dw'));
    const byId = new Map(found.map((c) => [`${c.id}/${String(c.tile ?? c.suit)}`, c]));
    expect(byId.get('2.1.1/1')).toMatchObject({ points: 40, shanten: 0, onTrack: true });
    expect(byId.get(`3.1/${kind('dr')}`)).toMatchObject({ points: 10, shanten: 0 });
    expect(found[0]!.onTrack).toBe(true);
  });

  it('does not offer what the declared sets rule out', () => {
    const melds: Meld[] = [{ kind: 'chow', tile: kind('2b'), concealed: false }];
    const ids = patternsInReach(state('4c 5c 6c 7c 8c 9c 2d 2d 2d dr dr', melds)).map((c) => c.id);
    expect(ids).not.toContain('4.1'); // a chow is declared: no All Triplets
    expect(ids).not.toContain('1.2'); // an exposed set: no Concealed Hand
    expect(ids).not.toContain('2.1.2');
  });

  it('measures All Triplets on pairs and pungs', () => {
    const found = patternsInReach(state('2b 2b 2b 5c 5c 8d 8d 9d 9d ww ww 3c 7b'));
    expect(found.find((c) => c.id === '4.1')).toMatchObject({ points: 30, shanten: 2 });
  });
});
