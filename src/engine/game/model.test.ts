/**
 * Model-based test (fast-check `fc.commands`): random sequences of legal and illegal actions.
 * Legal ones always apply; illegal ones are rejected with a namespaced code and leave the state
 * exactly as it was (same object, same hash).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Seat, TileId } from '../tiles';
import { kindOfId } from '../tiles';
import { apply } from './apply';
import { newGame } from './game';
import { stateHash } from './hash';
import { allLegalActions } from './legal';
import type { Action, GameState } from './types';

interface Real {
  state: GameState;
}
type Model = Record<string, never>;

const sameAction = (a: Action, b: Action) => JSON.stringify(a) === JSON.stringify(b);

let executed = 0;

class Legal implements fc.Command<Model, Real> {
  constructor(readonly pick: number) {}
  check = () => true;
  run(_m: Model, real: Real): void {
    executed++;
    const actions = allLegalActions(real.state);
    if (actions.length === 0) return; // the match is over
    const result = apply(real.state, actions[this.pick % actions.length]!);
    expect(result.ok).toBe(true);
    if (result.ok) real.state = result.state;
  }
  toString = () => `legal(${this.pick})`;
}

/** Builds an action the rules refuse in the current state, of one of several kinds. */
function illegalAction(state: GameState, kind: number, n: number): unknown {
  const seat = (n % 4) as Seat;
  const hand = state.hand.seats[seat];
  switch (kind) {
    case 0:
      return { type: 'discard', seat, tile: (n % 136) as TileId };
    case 1:
      return { type: 'claimPung', seat };
    case 2:
      return { type: 'declareWin', seat };
    case 3:
      return { type: 'declareKong', seat, kind: n % 34 };
    case 4:
      return {
        type: 'addToPung',
        seat,
        kind: hand.concealed.length ? kindOfId(hand.concealed[0]!) : 0,
      };
    case 5:
      return { type: 'claimChow', seat, lowest: n % 34 };
    case 6:
      return { type: 'nextHand' };
    case 7:
      return [
        { type: 'pass' },
        { type: 'discard', seat: 5, tile: 1 },
        null,
        'discard',
        { type: 'claimWin', seat: 1.5 },
      ][n % 5];
    default:
      return { type: 'pass', seat };
  }
}

let rejected = 0;

class Illegal implements fc.Command<Model, Real> {
  constructor(
    readonly kind: number,
    readonly n: number,
  ) {}
  check = () => true;
  run(_m: Model, real: Real): void {
    const action = illegalAction(real.state, this.kind, this.n);
    // Only actions the engine itself does not list as legal are illegal.
    if (allLegalActions(real.state).some((a) => sameAction(a, action as Action))) return;
    const before = real.state;
    const hash = stateHash(before);
    const result = apply(before, action as Action);
    rejected++;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toMatch(/^[a-z]+\/[a-z-]+$/);
    expect(real.state).toBe(before);
    expect(stateHash(before)).toBe(hash);
  }
  toString = () => `illegal(${this.kind}, ${this.n})`;
}

describe('random legal and illegal actions (fc.commands)', () => {
  it('applies every legal action and rejects every illegal one without a trace', () => {
    const commands = fc.commands(
      [
        fc.nat().map((n) => new Legal(n)),
        fc.nat().map((n) => new Legal(n)),
        fc.tuple(fc.nat(8), fc.nat()).map(([k, n]) => new Illegal(k, n)),
      ],
      { maxCommands: 400, size: 'max' },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.boolean(),
        commands,
        (seed, flowers, cmds) => {
          const created = newGame({ seed, options: { flowers } });
          if (!created.ok) throw new Error(created.error.message);
          fc.modelRun(() => ({ model: {}, real: { state: created.value.state } }), cmds);
        },
      ),
      { numRuns: 40 },
    );
    // Long sequences: the runs must reach deep into hands, not stop after a few actions.
    expect(executed).toBeGreaterThan(3000);
    expect(rejected).toBeGreaterThan(1000);
  });
});
