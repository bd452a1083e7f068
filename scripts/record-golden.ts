/**
 * Records the golden replays of test/fixtures/replays: seeded games played by random-legal players,
 * with the state hash pinned every 200 actions and at the end. Re-run only for a deliberate change
 * of the engine's behaviour: `npx tsx scripts/record-golden.ts`.
 */
import { writeFileSync } from 'node:fs';
import { decideRandom, playMatch } from '../src/bots';
import type { Action, GameLog } from '../src/engine';
import { DEFAULT_OPTIONS, Rng, seedRng, stateHash, zungJung } from '../src/engine';

const recordings = [
  { name: 'full-match', seed: 'golden-match', options: {}, maxHands: 16 },
  { name: 'flowers-four-hands', seed: 'golden-flowers', options: { flowers: true }, maxHands: 4 },
];

for (const { name, seed, options, maxHands } of recordings) {
  const actions: Action[] = [];
  const checkpoints: { after: number; hash: string }[] = [];
  const final = playMatch(
    { seed, options },
    [decideRandom, decideRandom, decideRandom, decideRandom],
    new Rng(seedRng(`${seed}/bots`)),
    {
      onStep: (state, action) => {
        if (action === null) return;
        actions.push(action);
        if (actions.length % 200 === 0)
          checkpoints.push({ after: actions.length, hash: stateHash(state) });
      },
    },
    { maxHands },
  );
  checkpoints.push({ after: actions.length, hash: stateHash(final) });
  const log: GameLog & { checkpoints: typeof checkpoints } = {
    ruleset: zungJung.id,
    options: { ...DEFAULT_OPTIONS, ...options },
    seed,
    actions,
    checkpoints,
  };
  writeFileSync(`test/fixtures/replays/${name}.json`, `${JSON.stringify(log)}\n`);
  console.log(`${name}: ${actions.length} actions, ${checkpoints.length} checkpoints`);
}
