/**
 * Counting tests (design.md habit 3, after chess.js perft): from fixed positions, the number of
 * legal actions of the whole table and of two-step action sequences.
 */
import { describe, expect, it } from 'vitest';
import { claimsOnEast5b } from '../../../test/fixtures/rigs';
import { EAST, Table } from '../../../test/helpers/table';
import { decideRandom } from '../../bots/random';
import { playMatch } from '../../bots/selfPlay';
import { Rng, seedRng } from '../rng';
import { apply } from './apply';
import { allLegalActions } from './legal';
import type { GameState } from './types';

function perft(state: GameState, depth: number): number {
  const actions = allLegalActions(state);
  if (depth === 1) return actions.length;
  let total = 0;
  for (const action of actions) {
    const next = apply(state, action);
    if (!next.ok) throw new Error(`a legal action was refused: ${next.error.code}`);
    total += perft(next.state, depth - 1);
  }
  return total;
}

const wall = claimsOnEast5b;

describe('legal action counts from fixed positions', () => {
  it('East\u2019s opening turn: 14 discards; 188 two-step sequences', () => {
    const t = new Table(wall);
    expect(perft(t.state, 1)).toBe(14);
    // Discarding 5b opens a window (South 3 chows + pass, West pung + pass = 6 actions); every
    // other of the 13 tiles passes the turn to South, who draws 1d and has 14 discards.
    expect(perft(t.state, 2)).toBe(6 + 13 * 14);
  });

  it('the claim window on East\u2019s 5b: 6 decisions; 23 two-step sequences', () => {
    const t = new Table(wall).discard(EAST, '5b');
    expect(perft(t.state, 1)).toBe(6);
    // South's 4 choices leave West's 2 (8); West's pung settles at once, leaving his 11 discards;
    // West's pass leaves South's 4.
    expect(perft(t.state, 2)).toBe(4 * 2 + 11 + 4);
  });

  it('pinned counts at seeded positions of a random game (regression guard)', () => {
    const seen: number[][] = [];
    let step = 0;
    playMatch(
      { seed: 'perft' },
      [decideRandom, decideRandom, decideRandom, decideRandom],
      new Rng(seedRng('perft-bots')),
      {
        onStep: (state) => {
          if ([10, 40, 75].includes(step++)) seen.push([perft(state, 1), perft(state, 2)]);
        },
      },
      { maxHands: 1 },
    );
    expect(seen).toEqual(PINNED);
  });
});

const PINNED = [
  [14, 160],
  [14, 173],
  [11, 94],
];
