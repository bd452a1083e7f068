/** Zung Jung's entry in the CLI's registry (../index.ts): `score` and `settle` of ./contract.ts. */
import { analyseDocumentFor } from '../../analyseContract';
import type { CliRuleset } from '../types';
import { scoreDocument, scoreInputOf, settleDocument } from './contract';

export const ZUNG_JUNG_CLI: CliRuleset = {
  score: scoreDocument,
  settle: settleDocument,
  analyse: analyseDocumentFor('zung-jung'),
  usage: {},
  checkWin: (state, result) => {
    // The score of every win equals `hu score` on the same hand (issue acceptance, §15 "Scoring").
    const rescored = scoreDocument(scoreInputOf(result.hand, state.config.options.halveFlowers));
    const ids =
      (rescored['patterns'] as { id: string }[] | undefined)?.map((p) => p.id).join() ?? '';
    if (
      rescored['total'] !== result.score.total ||
      ids !== result.score.counted.map((p) => p.id).join()
    ) {
      return [
        `hand ${state.hand.number} of seed ${String(state.config.seed)} scored ${result.score.total}, hu score says ${JSON.stringify(rescored)}`,
      ];
    }
    return [];
  },
};
