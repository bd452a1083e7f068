/**
 * The position a drill asks, with the card its answer updates and a sentence saying where it comes
 * from: a big mistake of the person's (the match's log replayed to the move), or a built-in drill
 * (its seeded hand replayed), graded as it was chosen.
 */
import type { RulesetId } from '../../engine';
import type { BuiltinDrill, BuiltinDrillSet, DrillCard, FinishedMatch } from '../../persistence';
import {
  BUILTIN_AIM,
  BUILTIN_STRONG_OPPONENTS,
  builtinCard,
  builtinCardId,
  builtinPosition,
} from '../../persistence';
import { decisionAt } from '../../analysis';
import { rulesetName } from '../format';
import { formatDate } from '../history/format';
import type { Translate } from '../i18n';
import type { Asked } from './Question';
import type { DrillSets } from './useDrills';

export type Asking =
  | { readonly type: 'deck'; readonly cardId: string }
  | { readonly type: 'daily'; readonly ruleset: RulesetId; readonly drillId: string };

const GRADING = { aim: BUILTIN_AIM, strongOpponents: BUILTIN_STRONG_OPPONENTS } as const;

function builtin(
  set: BuiltinDrillSet,
  ruleset: RulesetId,
  drill: BuiltinDrill,
  card: DrillCard,
  note: string,
): Asked {
  const position = builtinPosition(set, ruleset, drill);
  return {
    view: position.ok ? position.value.view : null,
    card,
    note,
    grading: GRADING,
    idea: drill.idea,
  };
}

function ownMistake(
  match: FinishedMatch,
  card: DrillCard & { source: 'match' },
  t: Translate,
  locale: string,
): Asked {
  const position = decisionAt(match.log, match.summary.hands, card.index);
  const hand = match.summary.hands.findIndex(
    (h) => card.index >= h.firstAction && card.index < h.firstAction + h.actionCount,
  );
  return {
    view: position.ok ? position.value.view : null,
    card,
    note: t('drills.from', { date: formatDate(locale, match.finishedAt), hand: hand + 1 }),
    idea: null,
  };
}

export function askedOf(
  asking: Asking,
  loaded: {
    readonly matches: ReadonlyMap<string, FinishedMatch>;
    readonly deck: ReadonlyMap<string, DrillCard>;
    readonly readAt: number;
  },
  sets: DrillSets,
  t: Translate,
  locale: string,
  todays: (ruleset: RulesetId) => readonly BuiltinDrill[],
): Asked | null {
  if (asking.type === 'deck') {
    const card = loaded.deck.get(asking.cardId);
    if (card === undefined) return null;
    if (card.source === 'match') {
      const match = loaded.matches.get(card.matchId);
      return match === undefined ? null : ownMistake(match, card, t, locale);
    }
    const set = sets.get(card.ruleset);
    const drill = set?.drills.find((d) => d.id === card.drill);
    if (set == null || drill === undefined) return null;
    return builtin(
      set,
      card.ruleset,
      drill,
      card,
      t('drills.builtinFrom', { rules: rulesetName(t, card.ruleset) }),
    );
  }
  const set = sets.get(asking.ruleset);
  const five = todays(asking.ruleset);
  const n = five.findIndex((d) => d.id === asking.drillId);
  const drill = five[n];
  if (set == null || drill === undefined) return null;
  const card =
    loaded.deck.get(builtinCardId(drill.id)) ?? builtinCard(drill, asking.ruleset, loaded.readAt);
  const note = t('drills.daily.question', {
    n: n + 1,
    count: five.length,
    rules: rulesetName(t, asking.ruleset),
  });
  return builtin(set, asking.ruleset, drill, card, note);
}
