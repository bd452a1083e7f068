/** The players available to simulations and bot seats, by name. */
import type { Rng, PlayerView } from '../engine';
import { coachFollower } from './coach/follow';
import { DEFAULT_AIM } from './coach/types';
import { decide } from './decide';
import type { Level } from './levels';
import { decideRandom } from './random';
import type { Decide } from './selfPlay';

export type { Decide, SelfPlayHooks } from './selfPlay';
export { playMatch } from './selfPlay';
export { decideRandom } from './random';

export { decide } from './decide';
export type { Level, Profile } from './levels';
export { LEVELS, PROFILES } from './levels';

const atLevel =
  (level: Level): Decide =>
  (view: PlayerView, rng: Rng) =>
    decide(view, rng, level);

export const BOTS: Readonly<Record<string, Decide>> = {
  random: decideRandom,
  beginner: atLevel('beginner'),
  standard: atLevel('standard'),
  strong: atLevel('strong'),
  /** Does what the coach advises (issue 16): not a level to play against, a check of the coach. */
  coach: coachFollower(DEFAULT_AIM),
  'coach-win': coachFollower('win'),
};
