/** The rulesets the engine plays, by id (design.md: data plus small functions). */
import type { RulesetId } from '../game/types';
import { ravenna } from './ravenna';
import type { Ruleset } from './types';
import { zungJung } from './zungJung';

export type { Ruleset, WinCircumstances, WinResult } from './types';
export { zungJung } from './zungJung';
export { ravenna, RAVENNA_DEFAULTS, RAVENNA_DEAL_POSITIONS, ravennaOptionsOf } from './ravenna';

export const RULESETS: Readonly<Record<RulesetId, Ruleset>> = {
  'zung-jung': zungJung,
  ravenna,
};

/** The same table as a Map: the reducer looks its ruleset up several times a move. */
const BY_ID: ReadonlyMap<string, Ruleset> = new Map(Object.entries(RULESETS));

export function isRulesetId(id: unknown): id is RulesetId {
  return typeof id === 'string' && BY_ID.has(id);
}

export function rulesetOf(id: string): Ruleset {
  const ruleset = BY_ID.get(id);
  if (ruleset === undefined) throw new Error(`unknown ruleset ${id}`);
  return ruleset;
}
