/**
 * Golden replays (design.md habit 5): recorded `{seed, actions}` logs whose state hash is pinned at
 * checkpoints. A failure means the engine now plays a recorded game differently.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decideRandom } from '../../bots/random';
import { playMatch } from '../../bots/selfPlay';
import { Rng, seedRng } from '../rng';
import { apply } from './apply';
import { stateHash } from './hash';
import { newGame } from './game';
import { replay } from './replay';
import type { Action, GameLog } from './types';

const dir = new URL('../../../test/fixtures/replays/', import.meta.url);
const recordings = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe('golden replays', () => {
  it('has recordings', () => expect(recordings.length).toBeGreaterThanOrEqual(2));

  it.each(recordings)('%s replays to the pinned hash at every checkpoint', (file) => {
    const log = JSON.parse(readFileSync(new URL(file, dir), 'utf8')) as GameLog & {
      checkpoints: { after: number; hash: string }[];
    };
    const created = newGame(log);
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value.state;
    const hashes: { after: number; hash: string }[] = [];
    log.actions.forEach((action, i) => {
      const r = apply(state, action);
      if (!r.ok) throw new Error(`action ${i} refused: ${r.error.code}`);
      state = r.state;
      if (log.checkpoints.some((c) => c.after === i + 1))
        hashes.push({ after: i + 1, hash: stateHash(state) });
    });
    expect(hashes).toEqual(log.checkpoints);
    const replayed = replay(log);
    expect(replayed.ok && stateHash(replayed.value)).toBe(log.checkpoints.at(-1)!.hash);
  });
});

describe('replay', () => {
  it('rebuilds the identical state from a log that went through JSON', () => {
    const actions: Action[] = [];
    const final = playMatch(
      { seed: 'roundtrip', options: { flowers: true } },
      [decideRandom, decideRandom, decideRandom, decideRandom],
      new Rng(seedRng('rt')),
      { onStep: (_s, a) => a && actions.push(a) },
      { maxHands: 3 },
    );
    const log: GameLog = JSON.parse(JSON.stringify({ ...final.config, actions }));
    const replayed = replay(log);
    expect(replayed.ok && replayed.value).toEqual(final);
    expect(replayed.ok && stateHash(replayed.value)).toBe(stateHash(final));
  });

  it('reports the first refused action of a corrupt log instead of throwing', () => {
    const r = replay({
      ruleset: 'zung-jung',
      options: {} as never,
      seed: 1,
      actions: [{ type: 'pass', seat: 2 }],
    });
    expect(r.ok ? 'accepted' : r.error.code).toBe('replay/illegal-action');
    const junk = replay({ nonsense: true } as never);
    expect(junk.ok ? 'accepted' : junk.error.code).toBe('replay/malformed');
  });

  it('hashes equal states equally whatever their key order, and different states differently', () => {
    expect(stateHash({ a: 1, b: [1, 2] })).toBe(stateHash({ b: [1, 2], a: 1 }));
    expect(stateHash({ a: 1, b: [1, 2] })).not.toBe(stateHash({ a: 1, b: [2, 1] }));
  });
});
