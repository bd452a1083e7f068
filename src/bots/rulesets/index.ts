/**
 * The bots' registry of rulesets (design.md: one per layer): how a bot values hands and waits,
 * what a won hand is worth to the analyser, and how the coach scores and explains a win. Each
 * ruleset's entry is its own folder here; adding a ruleset adds a folder and one entry below, or
 * (a test's ruleset) registers its entry at run time with `registerBotRuleset`.
 */
import type { RulesetId } from '../../engine';
import { RAVENNA_BOTS } from './ravenna';
import type { BotRuleset } from './types';
import { ZUNG_JUNG_BOTS } from './zung-jung';

export type { BotRuleset, CoachDanger, CoachScorer, CoachWin } from './types';

/**
 * Each ruleset's entry, by id: every built-in ruleset has one (the compiler checks it), and an id
 * that is no ruleset's does not type-check.
 */
export const BOT_RULESETS: Readonly<Record<RulesetId, BotRuleset>> = {
  'zung-jung': ZUNG_JUNG_BOTS,
  ravenna: RAVENNA_BOTS,
};

/** The same object, open to the entries registered at run time. */
const entries: Record<string, BotRuleset> = BOT_RULESETS;

/**
 * Adds a ruleset's entry at run time (a ruleset the engine's registry has been given the same
 * way, e.g. a test's own), without editing this file. An id already registered is refused: one
 * entry per ruleset.
 */
export function registerBotRuleset(id: string, entry: BotRuleset): void {
  if (id in entries) throw new Error(`bots: ruleset "${id}" is already registered`);
  entries[id] = entry;
}
