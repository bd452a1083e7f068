import { describe, expect, it } from 'vitest';
import { GROUP_OF_KIND, KEY_WEIGHT, groupShape } from '../hand/shapes';
import { Rng, seedRng } from '../rng';
import type { Seat, TileId } from '../tiles';
import { PLAYING_KINDS, kindOfId } from '../tiles';
import { apply } from './apply';
import { newGame } from './game';
import { allLegalActions } from './legal';
import type { Tally } from './tally';
import { tallyOf } from './tally';
import type { GameState } from './types';

/** What a tally of the list must hold, counted from scratch. */
function counted(concealed: readonly TileId[]) {
  const counts = new Uint8Array(PLAYING_KINDS);
  const keys = new Int32Array(4);
  const inGroup = new Uint8Array(4);
  let total = 0;
  let simples = 0;
  for (const id of concealed) {
    const kind = kindOfId(id);
    if (kind >= PLAYING_KINDS) continue;
    counts[kind] = counts[kind]! + 1;
    keys[GROUP_OF_KIND[kind]!]! += KEY_WEIGHT[kind]!;
    inGroup[GROUP_OF_KIND[kind]!] = inGroup[GROUP_OF_KIND[kind]!]! + 1;
    if (kind < 27 && kind % 9 !== 0 && kind % 9 !== 8) simples++;
    total++;
  }
  const fours = counts.filter((c) => c === 4).length;
  const odd = counts.filter((c) => c % 2 === 1).length;
  return { counts, keys, inGroup, total, fours, odd, simples };
}

/** The tally's counts, and each group shape it has looked up checked against the table. */
function fieldsOf(tally: Tally) {
  const { counts, keys, inGroup, total, fours, odd, simples, shapes } = tally;
  shapes.forEach((shape, group) => {
    if (shape !== 255) expect(shape).toBe(groupShape(group, keys[group]!));
  });
  return { counts, keys, inGroup, total, fours, odd, simples };
}

describe('the tallies kept beside the state', () => {
  it.each(['zung-jung', 'ravenna'])(
    'match a fresh count after every draw and discard, and after going back (%s)',
    (ruleset) => {
      const created = newGame({ seed: `tally/${ruleset}`, ruleset });
      if (!created.ok) throw new Error(created.error.message);
      let state: GameState = created.value.state;
      const rng = new Rng(seedRng('tally'));
      const seen: GameState[] = [];
      for (let step = 0; step < 1500 && state.hand.phase.kind !== 'matchOver'; step++) {
        const actions = allLegalActions(state);
        const result = apply(state, actions[rng.int(actions.length)]!);
        if (!result.ok) throw new Error(result.error.code);
        state = result.state;
        seen.push(state);
        // The seat that drew or discarded had its tally moved along with its list; the others
        // name theirs already or are counted afresh.
        for (const seat of [0, 1, 2, 3] as Seat[]) {
          const concealed = state.hand.seats[seat].concealed;
          expect(fieldsOf(tallyOf(seat, concealed))).toEqual(counted(concealed));
        }
        // A position visited before, asked about again: counted afresh, the same answer.
        const earlier = seen[rng.int(seen.length)]!;
        const seat = rng.int(4) as Seat;
        const concealed = earlier.hand.seats[seat].concealed;
        expect(fieldsOf(tallyOf(seat, concealed))).toEqual(counted(concealed));
      }
    },
  );
});
