/**
 * What a ruleset is before a match is dealt: its id and name, the options a player may set and how
 * they are checked, and the table's direction of play. Each ruleset of the registry (./index.ts) is
 * its setup plus the reducer's and the scorer's functions; the setups alone are small, so the
 * app's start-up code (the settings, the title and menus) reads them without loading the game.
 */
import { resolveOptions } from '../game/options';
import type { RulesetId } from '../game/types';
import { RAVENNA_OPTION, resolveRavennaOptions } from './ravennaOptions';
import type { RulesetSetup } from './types';

export const ZUNG_JUNG_SETUP: RulesetSetup = {
  id: 'zung-jung',
  name: 'Zung Jung',
  // zung-jung.md §14: flowers and seasons, and their halving.
  playerOptions: ['flowers', 'halveFlowers'],
  clockwise: false,
  coached: true,
  resolveOptions,
};

export const RAVENNA_SETUP: RulesetSetup = {
  id: 'ravenna',
  name: 'Ravenna',
  // §1.1, §10.1: flowers and seasons always, at full value; the four options of §13.
  playerOptions: [RAVENNA_OPTION],
  // the players sit and play clockwise.
  clockwise: true,
  coached: true,
  resolveOptions: resolveRavennaOptions,
};

/** The setups by id: the registry's entries (RULESETS) are built on these, in the same order. */
export const RULESET_SETUPS: Readonly<Record<RulesetId, RulesetSetup>> = {
  'zung-jung': ZUNG_JUNG_SETUP,
  ravenna: RAVENNA_SETUP,
};

const BY_ID: ReadonlyMap<string, RulesetSetup> = new Map(Object.entries(RULESET_SETUPS));

/** Every ruleset id, the default first (the order menus list them in). */
export const RULESET_IDS: readonly RulesetId[] = Object.keys(RULESET_SETUPS) as RulesetId[];

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
