/**
 * The rulesets the engine plays, by id: the one list every layer looks up (design.md: one registry
 * per layer, no ruleset id compared outside them; an unknown id is a typed error, never Zung Jung).
 */
import type { Result } from '../errors';
import { fail, ok } from '../errors';
import type { RulesetId } from '../game/types';
import { ravenna } from './ravenna';
import { RULESET_IDS, isRulesetId, registerSetup } from './setups';
import type { Ruleset } from './types';
import { zungJung } from './zung-jung';

export type {
  ClaimSettlement,
  PlayerOption,
  Ruleset,
  RulesetSetup,
  ScoringMark,
  SettledClaim,
  WinCircumstances,
  WinResult,
} from './types';
export {
  DEFAULT_RULESET_ID,
  RAVENNA_DEFAULTS,
  RAVENNA_OPTION,
  RAVENNA_SETUP,
  RULESET_IDS,
  RULESET_SETUPS,
  ZUNG_JUNG_SETUP,
  isRulesetId,
  setupOf,
} from './setups';
// What each ruleset adds to the invariants of zung-jung.md §15 (the simulations check them).
export { RULESET_INVARIANTS, registerInvariants } from './invariants';
export type { RulesetInvariants } from './invariants';
// Each ruleset's public names: its ruleset object, its scoring, its types.
export * from './zung-jung';
export * from './ravenna';

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  'zung-jung': zungJung,
  ravenna,
};

/** The same table as a Map: the reducer looks its ruleset up several times a move. */
const BY_ID = new Map<string, Ruleset>(Object.entries(RULESETS));

/**
 * Adds a ruleset at run time (one that is not built in, e.g. a test's own from its own folder)
 * without editing this file: its setup and its reducer's and scorer's functions (the invariants
 * its simulations check are registered beside them, `registerInvariants`). Returns its id, from
 * now on a ruleset id every layer may look up; an id already registered is refused.
 */
export function registerRuleset(ruleset: Omit<Ruleset, 'id'> & { readonly id: string }): RulesetId {
  const id = registerSetup(ruleset);
  BY_ID.set(id, { ...ruleset, id });
  return id;
}
/** The last ruleset `rulesetOf` found, and its id. */
let lastId: string | undefined;
let lastRuleset: Ruleset | undefined;

/** The ruleset of a caller's id (a CLI argument, a saved match), or `config/unknown-ruleset`. */
export function lookupRuleset(id: unknown): Result<Ruleset> {
  if (!isRulesetId(id))
    return fail(
      'config/unknown-ruleset',
      `ruleset ${JSON.stringify(id)} is not available (available: ${RULESET_IDS.join(', ')})`,
    );
  return ok(rulesetOf(id));
}

/** A ruleset the program itself named: an unknown id here is a bug, so it throws. */
export function rulesetOf(id: string): Ruleset {
  // A game asks for its own ruleset several times a move: the last one found answers at once.
  if (id === lastId && lastRuleset !== undefined) return lastRuleset;
  const ruleset = BY_ID.get(id);
  if (ruleset === undefined) {
    const found = lookupRuleset(id);
    throw new Error(
      found.ok ? `unknown ruleset ${id}` : `${found.error.code}: ${found.error.message}`,
    );
  }
  lastId = id;
  lastRuleset = ruleset;
  return ruleset;
}
