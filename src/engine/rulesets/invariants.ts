/**
 * What each ruleset's rules add to the shared invariants of zung-jung.md §15
 * (src/engine/game/invariants.ts), by ruleset. Kept beside the registry rather than on `Ruleset`:
 * only the simulations and the tests check invariants, so the app's start-up never loads them.
 */
import type { DrawnHand, GameState, RulesetId } from '../game/types';
import type { Seat } from '../tiles';
import { ravennaHolding14, ravennaInvariantViolations } from './ravenna/invariants';
import { zungJungInvariantViolations } from './zung-jung/invariants';

export interface RulesetInvariants {
  /** Violations of the ruleset's own rules in a state (empty when it is sound). */
  readonly violations: (state: GameState) => readonly string[];
  /** The seat that still holds 14 tiles after a hand that ended without a winner, or null. */
  readonly holding14: (result: DrawnHand) => Seat | null;
}

export const RULESET_INVARIANTS: Readonly<Record<RulesetId, RulesetInvariants>> = {
  // The dead wall (§4.3.5); a draw game leaves nobody with 14 tiles (the riverbed was discarded).
  'zung-jung': { violations: zungJungInvariantViolations, holding14: () => null },
  // The tail (§3.2), claims (§6), results and payments (§8.2, §10, §11); the drawer of the last
  // live tile keeps it (§8.3).
  ravenna: { violations: ravennaInvariantViolations, holding14: ravennaHolding14 },
};

/** The same table, open to a ruleset registered at run time (`registerRuleset`). */
const entries: Record<string, RulesetInvariants> = RULESET_INVARIANTS;

/** Adds the invariants of a ruleset registered at run time; an id already listed is refused. */
export function registerInvariants(id: RulesetId, invariants: RulesetInvariants): void {
  if (id in entries) throw new Error(`engine: invariants of "${id}" are already registered`);
  entries[id] = invariants;
}
