/**
 * What a ruleset is before a match is dealt: its id and name, the options a player may set and how
 * they are checked, and the table's direction of play. Each ruleset of the registry (./index.ts) is
 * its setup plus the reducer's and the scorer's functions; the setups alone are small, so the
 * app's start-up code (the settings, the title and menus) reads them without loading the game.
 */
import type { RulesetId } from '../game/types';
import { RAVENNA_SETUP } from './ravenna/setup';
import type { RulesetSetup } from './types';
import { ZUNG_JUNG_SETUP } from './zung-jung/setup';

export { ZUNG_JUNG_SETUP } from './zung-jung/setup';
export { RAVENNA_DEFAULTS, RAVENNA_OPTION, RAVENNA_SETUP } from './ravenna/setup';
export type { PlayerOption, RulesetSetup } from './types';

/** The setups by id: the registry's entries (RULESETS) are built on these, in the same order. */
export const RULESET_SETUPS: Readonly<Record<RulesetId, RulesetSetup>> = {
  'zung-jung': ZUNG_JUNG_SETUP,
  ravenna: RAVENNA_SETUP,
};

const BY_ID = new Map<string, RulesetSetup>(Object.entries(RULESET_SETUPS));
const IDS = Object.keys(RULESET_SETUPS) as RulesetId[];

/** Every ruleset id, the default first (the order menus list them in). */
export const RULESET_IDS: readonly RulesetId[] = IDS;

/**
 * Adds a ruleset's setup at run time (`registerRuleset` in ./index.ts, for a ruleset that is not
 * built in, e.g. a test's own) and returns its id, a ruleset id from now on. An id already known
 * is refused: one setup per ruleset.
 */
export function registerSetup(
  setup: Omit<RulesetSetup, 'id'> & { readonly id: string },
): RulesetId {
  if (BY_ID.has(setup.id)) throw new Error(`engine: ruleset "${setup.id}" is already registered`);
  // The one place a string becomes a ruleset id: it is in the registry from here on.
  const id = setup.id as RulesetId;
  BY_ID.set(id, { ...setup, id });
  IDS.push(id);
  return id;
}

/** The ruleset of a match when nobody chose one: Zung Jung, the system Hu! is built on. */
export const DEFAULT_RULESET_ID: RulesetId = ZUNG_JUNG_SETUP.id;

export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === 'string' && BY_ID.has(id);
}

/** The setup of a ruleset the program itself named: an unknown id here is a bug, so it throws. */
export function setupOf(id: string): RulesetSetup {
  const setup = BY_ID.get(id);
  if (setup === undefined)
    throw new Error(`unknown ruleset ${JSON.stringify(id)} (available: ${RULESET_IDS.join(', ')})`);
  return setup;
}
