/**
 * What each ruleset's rules add to the shared invariants of zung-jung.md §15
 * (src/engine/game/invariants.ts), by ruleset. Kept beside the registry rather than on `Ruleset`:
 * only the simulations and the tests check invariants, so the app's start-up never loads them.
 */
import { wallRemaining } from '../game/hand';
import type { GameState, RulesetId } from '../game/types';
import { DEAD_WALL } from '../game/wall';
import { ravenna } from './ravenna';
import { ravennaInvariantViolations } from './ravennaInvariants';

export const RULESET_INVARIANTS: Readonly<
  Record<RulesetId, (state: GameState) => readonly string[]>
> = {
  // The dead wall is always 14 tiles, fewer only by the bonus tiles replaced after the seabed
  // (§4.3.5).
  'zung-jung': (state) => {
    const remaining = wallRemaining(state.hand);
    return remaining < DEAD_WALL && !(state.config.options.flowers && remaining >= DEAD_WALL - 8)
      ? [`dead wall has ${remaining} tiles`]
      : [];
  },
  ravenna: (state) => ravennaInvariantViolations(state, ravenna),
};
