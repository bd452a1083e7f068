/**
 * Zung Jung's entry in the UI's registry (../index.ts): the shared win details and payments
 * (zung-jung.md §12), its patterns (§9) in the History and the coach, and the plain catalogue
 * words.
 */
import { builtinDrillSet } from '../../../analysis';
import { patternName } from '../../i18n/patterns';
import type { RulesetDrawing } from '../types';

export const ZUNG_JUNG_DRAWING: RulesetDrawing = {
  resultBody: null,
  drillSet: () => builtinDrillSet('zung-jung'),
  sheetBalances: false,
  noWinnerKey: 'sheet.draw',
  tableOptions: null,
  wordsContext: null,
  history: {
    markName: patternName,
    // §9: the counted patterns and their points; none is a chicken hand worth 1 (§8.2).
    winLines: (t, result) =>
      result.score.counted.length === 0
        ? [{ id: 'chicken', label: t('result.chicken'), value: '1' }]
        : result.score.counted.map((p) => ({
            id: p.id,
            label: patternName(t, p.id),
            value: String(p.points),
          })),
  },
  coach: {
    kong: 'coach.kong',
    more: 'coach.more',
    scoring: 'coach.patterns.none',
    patterns: true,
    eastDouble: false,
    scoringVars: () => ({ limit: 0 }),
  },
  // The flowers are the shared rules' words (§14); no other option, stake or count of deals.
  matchOptions: null,
  ruleWords: () => null,
  startingBalance: () => 0,
  dealOf: () => null,
};
