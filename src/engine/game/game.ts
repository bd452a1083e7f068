/**
 * Creating a game from `{ruleset, options, seed}` (and an optional rig for tests and lessons):
 * `zung-jung` (the default) or `ravenna`.
 */
import type { Result } from '../errors';
import { fail, ok } from '../errors';
import { seedRng, shuffle } from '../rng';
import { dealHand } from './deal';
import { DEFAULT_RULESET_ID, isRulesetId, rulesetOf } from '../rulesets';
import type { GameConfig, GameEvent, GameOptions, GameState, PlayerIndex } from './types';

export interface NewGameInput {
  readonly ruleset?: string;
  readonly seed: number | string;
  readonly options?: Partial<GameOptions> | Partial<Record<string, unknown>>;
  readonly rig?: GameConfig['rig'];
}

type Seating = readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];

export function newGame(input: NewGameInput): Result<{ state: GameState; events: GameEvent[] }> {
  const ruleset = input.ruleset ?? DEFAULT_RULESET_ID;
  if (!isRulesetId(ruleset))
    return fail('config/unknown-ruleset', `ruleset "${ruleset}" is not available`);
  if (
    typeof input.seed === 'number'
      ? !Number.isSafeInteger(input.seed)
      : typeof input.seed !== 'string'
  ) {
    return fail('config/invalid-seed', 'the seed is a whole number or a text');
  }
  const options = rulesetOf(ruleset).resolveOptions(input.options);
  if (!options.ok) return options;
  const config: GameConfig = {
    ruleset,
    options: options.value,
    seed: input.seed,
    ...(input.rig === undefined ? {} : { rig: input.rig }),
  };
  let rng = seedRng(input.seed);
  let seating: Seating;
  const rigged = input.rig?.seating;
  if (rigged !== undefined) {
    if ([...rigged].sort().join() !== '0,1,2,3')
      return fail('config/invalid-rig', 'seating must place players 0..3 once each');
    seating = rigged;
  } else {
    // §2.5 [Computer]: a uniform random permutation from the game's seeded RNG.
    const drawn = shuffle(rng, [0, 1, 2, 3] as PlayerIndex[]);
    seating = drawn.value as unknown as Seating;
    rng = drawn.state;
  }
  const events: GameEvent[] = [];
  const dealt = dealHand(config, 0, rng, events);
  if (!dealt.ok) return dealt;
  return ok({
    state: {
      config,
      rng: dealt.value.rng,
      match: { seating, totals: [0, 0, 0, 0], history: [] },
      hand: dealt.value.hand,
    },
    events,
  });
}
