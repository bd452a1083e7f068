/**
 * Ravenna's entry in the CLI's registry (../index.ts): `score --ruleset ravenna` and
 * `settle --ruleset ravenna` of ./contract.ts.
 */
import { SEATS } from '../../../engine';
import { analyseDocumentFor } from '../../analyseContract';
import { SEAT_NAMES } from '../../fields';
import type { CliRuleset } from '../types';
import { ravennaScoreDocument, ravennaScoreInputOf, ravennaSettleDocument } from './contract';

export const RAVENNA_CLI: CliRuleset = {
  score: ravennaScoreDocument,
  settle: ravennaSettleDocument,
  analyse: analyseDocumentFor('ravenna'),
  usage: { score: "any player's hand at the end of a hand" },
  checkWin: (state, result) => {
    if (result.ravenna === undefined) {
      return [`hand ${state.hand.number} of seed ${String(state.config.seed)}: no Ravenna scores`];
    }
    const problems: string[] = [];
    // Everybody's score equals `hu score --ruleset ravenna` on his tiles, and the payments
    // equal `hu settle --ruleset ravenna` on those scores (ravenna.md §10, §11).
    const { hands: held, scores, limit } = result.ravenna;
    for (const seat of SEATS) {
      const rescored = ravennaScoreDocument(ravennaScoreInputOf(held[seat], limit));
      const s = scores[seat];
      const expected = {
        valid: true,
        tablePoints: s.tablePoints,
        bonus: s.bonus,
        doublings: s.doublings,
        limitHand: s.limitHand,
        score: s.score,
      };
      if (JSON.stringify(rescored) !== JSON.stringify(expected)) {
        problems.push(
          `hand ${state.hand.number} of seed ${String(state.config.seed)}, seat ${seat}: ${JSON.stringify(expected)}, hu score says ${JSON.stringify(rescored)}`,
        );
      }
    }
    const settled = ravennaSettleDocument({
      scores: Object.fromEntries(SEATS.map((seat) => [SEAT_NAMES[seat], scores[seat].score])),
      winner: SEAT_NAMES[result.winner],
    });
    const paid = Object.fromEntries(SEAT_NAMES.map((name, i) => [name, result.payments[i]]));
    if (JSON.stringify(settled) !== JSON.stringify({ payments: paid })) {
      problems.push(
        `hand ${state.hand.number} of seed ${String(state.config.seed)} paid ${JSON.stringify(paid)}, hu settle says ${JSON.stringify(settled)}`,
      );
    }
    return problems;
  },
};
