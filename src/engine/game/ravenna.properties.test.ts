/**
 * The engine contract (design.md) holds for Ravenna games too: `apply` never mutates its input,
 * applies every legal action and rejects every illegal one without a trace, and a log replays to
 * the identical state.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../rng';
import type { Seat, TileId } from '../tiles';
import { apply } from './apply';
import { newGame } from './game';
import { stateHash } from './hash';
import { checkInvariants } from './invariants';
import { allLegalActions } from './legal';
import { replay } from './replay';
import type { Action, GameState } from './types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

const sameAction = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function illegalAction(state: GameState, kind: number, n: number): unknown {
  const seat = (n % 4) as Seat;
  switch (kind) {
    case 0:
      return { type: 'discard', seat, tile: (n % 144) as TileId };
    case 1:
      return { type: 'claimChow', seat, lowest: n % 27 };
    case 2:
      return { type: 'declareWin', seat };
    case 3:
      return { type: 'declareKong', seat, kind: n % 34 };
    case 4:
      return { type: 'claimPung', seat };
    case 5:
      return { type: 'nextHand' };
    default:
      return { type: 'pass', seat: state.hand.phase.kind === 'turn' ? (seat + 1) % 4 : seat };
  }
}

describe('Ravenna games keep the engine contract', () => {
  it('apply does not mutate a deep-frozen state, and every state is sound', () => {
    const created = newGame({ ruleset: 'ravenna', seed: 'frozen-ravenna' });
    if (!created.ok) throw new Error(created.error.message);
    let state: GameState = deepFreeze(created.value.state);
    const rng = new Rng(seedRng('frozen-ravenna'));
    const actions: Action[] = [];
    while (state.hand.number < 3 && state.hand.phase.kind !== 'matchOver') {
      const hash = stateHash(state);
      const legal = allLegalActions(state);
      const action = legal[rng.int(legal.length)]!;
      const result = apply(state, action);
      if (!result.ok) throw new Error(result.error.code);
      expect(stateHash(state)).toBe(hash);
      expect(checkInvariants(result.state)).toEqual([]);
      actions.push(action);
      state = deepFreeze(result.state);
    }
    expect(actions.length).toBeGreaterThan(150);
    const log = JSON.parse(JSON.stringify({ ...state.config, actions }));
    const replayed = replay(log);
    expect(replayed.ok && replayed.value).toEqual(state);
  });

  it('applies legal actions and rejects illegal ones without a trace (fc)', () => {
    let rejected = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(7), fc.nat()), { minLength: 50, maxLength: 300 }),
        (seed, steps) => {
          const created = newGame({ ruleset: 'ravenna', seed });
          if (!created.ok) throw new Error(created.error.message);
          let state = created.value.state;
          for (const [legal, kind, n] of steps) {
            const actions = allLegalActions(state);
            if (actions.length === 0) return;
            if (legal) {
              const result = apply(state, actions[n % actions.length]!);
              expect(result.ok).toBe(true);
              if (result.ok) state = result.state;
              continue;
            }
            const action = illegalAction(state, kind, n);
            if (actions.some((a) => sameAction(a, action))) continue;
            const hash = stateHash(state);
            const result = apply(state, action as Action);
            rejected++;
            expect(result.ok).toBe(false);
            if (!result.ok) expect(result.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
            expect(stateHash(state)).toBe(hash);
          }
        },
      ),
      { numRuns: 30 },
    );
    expect(rejected).toBeGreaterThan(500);
  });
});
