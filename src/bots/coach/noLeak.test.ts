/**
 * Hints never leak hidden information: over seeded games and random positions, changing what the
 * seat cannot see — other seats' concealed tiles, the wall order — leaves its view and the coach's
 * advice exactly as they were; changing what it can see (its own hand) does change the advice.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { randomPosition, shuffleHidden } from '../../../test/helpers/hidden';
import type { GameState, Seat } from '../../engine';
import { Rng, playerView, seatsToAct, seedRng } from '../../engine';
import { coach } from './coach';

/** The seat to advise: the one to act (a decision is where hints matter most), or `fallback`. */
function seatOf(state: GameState, fallback: Seat): Seat {
  return seatsToAct(state)[0] ?? fallback;
}

describe('the coach sees only the view', () => {
  it('gives the same advice when the hidden tiles change (other hands, wall order)', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 160 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer(),
        (seed, steps, fallback, shuffleSeed) => {
          const state = randomPosition(seed, steps);
          const seat = seatOf(state, fallback as Seat);
          const other = shuffleHidden(state, seat, new Rng(seedRng(shuffleSeed)));
          // The hidden part really changed …
          const hiddenBefore = JSON.stringify([
            state.hand.wall,
            state.hand.seats.map((s) => s.concealed),
          ]);
          const hiddenAfter = JSON.stringify([
            other.hand.wall,
            other.hand.seats.map((s) => s.concealed),
          ]);
          expect(hiddenAfter).not.toBe(hiddenBefore);
          // … the seat's view did not, and neither does anything the coach says.
          const view = playerView(state, seat);
          expect(JSON.stringify(playerView(other, seat))).toBe(JSON.stringify(view));
          expect(coach(playerView(other, seat))).toEqual(coach(view));
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  });

  it('does change its advice when the seat’s own tiles change (the test can fail)', () => {
    const state = randomPosition('leak-control', 0);
    const east = 0 as Seat;
    // East takes South's 13 tiles plus one of its own: East's view changes, and so does the advice.
    const [e, s, w, n] = state.hand.seats;
    const swapped: GameState = {
      ...state,
      hand: {
        ...state.hand,
        seats: [
          { ...e, drawn: null, concealed: [...s.concealed, e.concealed[0]!].sort((a, b) => a - b) },
          { ...s, concealed: e.concealed.slice(1) },
          w,
          n,
        ],
      },
    };
    expect(coach(playerView(swapped, east))).not.toEqual(coach(playerView(state, east)));
  });
});
