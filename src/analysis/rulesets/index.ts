/**
 * The analysis's registry of rulesets (design.md, "Engine contract": one registry per layer): what
 * differs per ruleset here is only its set of built-in drills (issue 37). Each set is loaded on
 * demand, with the drills screen, not with the code that names it.
 */
import type { RulesetId } from '../../engine';
import type { BuiltinDrillSet } from '../builtinDrills';

const BUILTIN_DRILL_SETS: Readonly<Record<RulesetId, () => Promise<BuiltinDrillSet>>> = {
  'zung-jung': () => import('./zung-jung/drills').then((m) => m.drillSet),
  ravenna: () => import('./ravenna/drills').then((m) => m.drillSet),
};

/** The built-in drills of `ruleset`, fetched once asked. */
export function builtinDrillSet(ruleset: RulesetId): Promise<BuiltinDrillSet> {
  return BUILTIN_DRILL_SETS[ruleset]();
}
