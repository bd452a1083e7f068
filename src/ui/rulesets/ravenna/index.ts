/**
 * Ravenna's entry in the UI's registry (../index.ts): everybody's hand in the result
 * (./RavennaResult.tsx), balances on the score sheet (ravenna.md §1.2), a void hand (§8), its
 * four options (§13), the deals of a match and its own words (glossary.md).
 */
import { RAVENNA_DOUBLINGS, RAVENNA_LIMIT_HANDS } from '../../../engine';
import type { RavennaMarkId } from '../../../engine';
import { builtinDrillSet } from '../../../analysis';
import type { RulesetDrawing } from '../types';
import { RavennaOptions } from './MatchOptions';
import { scoreLines } from './model';

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The ids of the marks Ravenna's results carry (§10.3 doublings, §10.4.2 limit hands). */
const MARK_IDS: ReadonlySet<string> = new Set([
  ...RAVENNA_LIMIT_HANDS.map((hand): RavennaMarkId => `limit.${hand}`),
  ...RAVENNA_DOUBLINGS.map((doubling): RavennaMarkId => `dbl.${doubling}`),
]);

/** A mark id as history stores it, a plain string, checked against Ravenna's marks. */
const isMarkId = (id: string): id is RavennaMarkId => MARK_IDS.has(id);

export const RAVENNA_DRAWING: RulesetDrawing = {
  resultBody: () => import('./RavennaResult'),
  drillSet: () => builtinDrillSet('ravenna'),
  sheetBalances: true,
  noWinnerKey: 'sheet.void',
  // Three of the four options of ravenna.md §13; the deal passes are the total of "Deal n of N".
  tableOptions: (t, { ravenna }) =>
    ravenna === undefined
      ? null
      : t('table.ravennaOptions', {
          limit: ravenna.limit,
          balance: ravenna.startingBalance,
          broke: t(ravenna.stopWhenBroke ? 'table.ravennaStops' : 'table.ravennaPlaysOn'),
        }),
  // glossary.md: Tris, Poker, Scala, Mah Jong, pedina, Muraglia (RAV); ravenna.md §1.3.
  wordsContext: 'ravenna',
  history: {
    // `limit.<hand>` and `dbl.<doubling>` (engine: ravenna.scoringMarks) are the result's words;
    // a saved match's id outside them shows as i18next shows a key it lacks: the key.
    markName: (t, id) => capitalised(isMarkId(id) ? t(`rav.${id}`) : `rav.${id}`),
    // §10.5: the winner's table points, bonuses, doublings, limit and score.
    winLines: (t, result) =>
      result.ravenna === undefined
        ? []
        : scoreLines(t, result.ravenna.scores[result.winner], result.ravenna.limit),
  },
  coach: {
    kong: 'coach.kong.ravenna',
    more: 'coach.more.ravenna',
    scoring: 'coach.scoring.ravenna',
    patterns: false,
    eastDouble: true,
    scoringVars: (options) => ({ limit: options.ravenna?.limit ?? 0 }),
  },
  matchOptions: RavennaOptions,
  // The four options of §13, when the match has them (else the shared words of the flowers).
  ruleWords: (t, { ravenna }) =>
    ravenna === undefined
      ? null
      : [
          t('match.ravenna.limitShown', { points: ravenna.limit }),
          t('match.ravenna.startingBalanceShown', { points: ravenna.startingBalance }),
          t('match.ravenna.dealPassesShown', { count: ravenna.dealPasses }),
          t(ravenna.stopWhenBroke ? 'match.ravenna.stopsWhenBroke' : 'match.ravenna.playsOn'),
        ],
  // The balance: the starting stake plus the running total (ravenna.md §1.2, R-1).
  startingBalance: (options) => options.ravenna?.startingBalance ?? 0,
  // The deal passes after a hand won by a player other than East (§9.1–§9.3), and the match ends
  // after the passes of the options.
  dealOf: (view) => {
    const options = view.options.ravenna;
    if (options === undefined) return null;
    const passes = view.history.filter((h) => h.result === 'win' && h.winner !== 0).length;
    return { n: Math.min(passes + 1, options.dealPasses), total: options.dealPasses };
  },
};
