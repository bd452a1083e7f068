/** The players available to simulations and bot seats, by name. */
import { decideRandom } from './random';
import type { Decide } from './selfPlay';

export type { Decide } from './selfPlay';
export { playMatch } from './selfPlay';
export { decideRandom } from './random';

export const BOTS: Readonly<Record<string, Decide>> = {
  random: decideRandom,
};
