/**
 * The CLI's registry of rulesets (design.md: one per layer): the document handlers of `score`,
 * `settle` and `analyse` for each ruleset of the engine's list, and `simulate`'s check of a won
 * hand. Each ruleset's entry is its own folder here; adding a ruleset adds a folder and one entry
 * below, or (a test's ruleset) registers its entry at run time with `registerCliRuleset`.
 */
import type { RulesetId } from '../../engine';
import { RAVENNA_CLI } from './ravenna';
import type { CliRuleset } from './types';
import { ZUNG_JUNG_CLI } from './zung-jung';

export type { CliRuleset, DocumentCommand, WonHand } from './types';

/**
 * Each ruleset's entry, by id: every built-in ruleset has one (the compiler checks it), and an id
 * that is no ruleset's does not type-check.
 */
export const CLI_RULESETS: Readonly<Record<RulesetId, CliRuleset>> = {
  'zung-jung': ZUNG_JUNG_CLI,
  ravenna: RAVENNA_CLI,
};

/** The same object, open to the entries registered at run time. */
const entries: Record<string, CliRuleset> = CLI_RULESETS;

/**
 * Adds a ruleset's entry at run time (a ruleset the engine's registry has been given the same
 * way, e.g. a test's own), without editing this file. An id already registered is refused: one
 * entry per ruleset.
 */
export function registerCliRuleset(id: string, entry: CliRuleset): void {
  if (id in entries) throw new Error(`cli: ruleset "${id}" is already registered`);
  entries[id] = entry;
}
