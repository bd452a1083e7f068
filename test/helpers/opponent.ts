/**
 * An opponent as a seat's knowledge shows him (src/bots/knowledge.ts), from his discards in tile
 * notation: every discard from his hand, no sets, nothing passed by, unless `change` says so.
 */
import type { Opponent } from '../../src/bots/knowledge';
import { SOUTH, kind } from './table';

export function opponentOf(discards: string, change: Partial<Opponent> = {}): Opponent {
  const kinds = discards === '' ? [] : discards.split(' ').map(kind);
  return {
    seat: SOUTH,
    melds: [],
    discards: kinds,
    fromDraw: kinds.map(() => false),
    drawStreak: 0,
    sinceClaim: -1,
    bonus: 0,
    wentBy: new Set(),
    immune: new Set(),
    passed: new Set(),
    ...change,
  };
}
