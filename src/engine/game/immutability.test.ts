/** `apply` never mutates its input (design.md habit 6): every state is deep-frozen before use. */
import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../rng';
import { apply } from './apply';
import { newGame } from './game';
import { stateHash } from './hash';
import { allLegalActions } from './legal';
import type { GameState } from './types';

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

describe('apply does not mutate its input', () => {
  it.each([false, true])('through whole hands of a deep-frozen game (flowers %s)', (flowers) => {
    const created = newGame({ seed: `frozen-${flowers}`, options: { flowers } });
    if (!created.ok) throw new Error(created.error.message);
    let state: GameState = deepFreeze(created.value.state);
    const rng = new Rng(seedRng('frozen'));
    let steps = 0;
    while (state.hand.number < 2 && state.hand.phase.kind !== 'matchOver') {
      const hash = stateHash(state);
      const actions = allLegalActions(state);
      // Any action, legal or not, on a frozen state: writing to it would throw in strict mode.
      expect(() => apply(state, { type: 'discard', seat: 0, tile: 135 as never })).not.toThrow();
      const result = apply(state, actions[rng.int(actions.length)]!);
      if (!result.ok) throw new Error(result.error.code);
      expect(stateHash(state)).toBe(hash);
      state = deepFreeze(result.state);
      steps++;
    }
    expect(steps).toBeGreaterThan(100);
  });
});
