/**
 * The UI's registry of rulesets (design.md: one per layer): what each ruleset draws beyond what
 * the engine's `Ruleset` already says (clockwise seating, the last live tile, the coach, the
 * options a player sets). Each ruleset's entry is its own folder here; adding a ruleset adds a
 * folder, one entry below and its name to the catalogues (`ruleset.<id>`, read by `rulesetName`
 * in ../format.ts, which the title screen needs at start-up without loading this registry), or (a
 * test's ruleset) registers its entry at run time with `registerRulesetDrawing`. No component
 * compares an id.
 */
import { useMemo } from 'react';
import type { RulesetId } from '../../engine';
import type { Translate } from '../i18n';
import { useT } from '../i18n';
import { RAVENNA_DRAWING } from './ravenna';
import type { RulesetDrawing } from './types';
import { ZUNG_JUNG_DRAWING } from './zung-jung';

export type {
  CoachWords,
  HistoryWords,
  MatchOptionsProps,
  ResultBodyProps,
  RulesetDrawing,
  WinLine,
} from './types';

/**
 * Each ruleset's entry, by id: every built-in ruleset has one (the compiler checks it), and an id
 * that is no ruleset's does not type-check.
 */
export const RULESET_DRAWINGS: Readonly<Record<RulesetId, RulesetDrawing>> = {
  'zung-jung': ZUNG_JUNG_DRAWING,
  ravenna: RAVENNA_DRAWING,
};

/** The same object, open to the entries registered at run time. */
const entries: Record<string, RulesetDrawing> = RULESET_DRAWINGS;

/**
 * Adds a ruleset's entry at run time (a ruleset the engine's registry has been given the same
 * way, e.g. a test's own), without editing this file. An id already registered is refused: one
 * entry per ruleset.
 */
export function registerRulesetDrawing(id: string, entry: RulesetDrawing): void {
  if (id in entries) throw new Error(`ui: ruleset "${id}" is already registered`);
  entries[id] = entry;
}

/**
 * A translate function that speaks a ruleset's own words: the catalogue's `k_<context>` variant
 * of a key where the ruleset has one (RulesetDrawing.wordsContext), the plain key elsewhere. Works
 * on any i18next translate of that shape (the app's `Translate`, the coach's own namespace): a
 * Ravenna match says "Tris" where Zung Jung says "Pung" without a component asking which rules
 * are played.
 */
export function rulesetWords<
  F extends (key: never, vars?: Record<string, string | number>) => string,
>(translate: F, ruleset: RulesetId): F {
  const context = RULESET_DRAWINGS[ruleset].wordsContext;
  if (context === null) return translate;
  const inContext = (key: never, vars?: Record<string, string | number>) =>
    translate(key, { ...vars, context });
  return inContext as F;
}

/** The app's translate in the words of the ruleset being played (see `rulesetWords`). */
export function useRulesetT(ruleset: RulesetId): Translate {
  const t = useT();
  return useMemo(() => rulesetWords(t, ruleset), [t, ruleset]);
}

/** What a player calls to claim a discard or go out, as buttons and replays name the call. */
export type Call = 'chow' | 'pung' | 'kong' | 'win';

/**
 * The word of a call in a ruleset and the translate's language: "Pung" / "Tris", "Hu!" /
 * "Mah Jong" (glossary.md §5). For the coach, which speaks in its own namespace.
 */
export function callWord(t: Translate, ruleset: RulesetId, call: Call | 'pass'): string {
  return rulesetWords(t, ruleset)(`call.${call}`);
}

/** A kind of declared set in a ruleset's words: "pung" / "Tris", "concealed kong" / "Poker coperto". */
export function setWord(
  t: Translate,
  ruleset: RulesetId,
  set: 'chow' | 'pung' | 'kong' | 'concealedKong',
): string {
  return rulesetWords(t, ruleset)(`set.${set}`);
}
