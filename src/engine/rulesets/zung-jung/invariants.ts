/**
 * What Zung Jung's rules add to the shared invariants of zung-jung.md §15
 * (src/engine/game/invariants.ts); the registry of invariants (../invariants.ts) lists it.
 */
import { wallRemaining } from '../../game/hand';
import type { GameState } from '../../game/types';
import { DEAD_WALL } from '../../game/wall';

/**
 * The dead wall is always 14 tiles, fewer only by the bonus tiles replaced after the seabed
 * (§4.3.5).
 */
export function zungJungInvariantViolations(state: GameState): string[] {
  const remaining = wallRemaining(state.hand);
  return remaining < DEAD_WALL && !(state.config.options.flowers && remaining >= DEAD_WALL - 8)
    ? [`dead wall has ${remaining} tiles`]
    : [];
}
