/**
 * Zung Jung's entry in the bots' registry (../index.ts): the pattern values of ./value.ts
 * (zung-jung.md §9–§12), the three others pay, and the discarder's extra cost is danger.ts's own
 * model.
 */
import { NO_SITUATION, scoreWinningHand, valueWinningHand } from '../../../engine';
import type { WinValue } from '../../analyser/rewards';
import { ZUNG_JUNG_TABLE_CHANCE } from '../../coach/measuredTableChance';
import { ZUNG_JUNG_READINESS_NETWORK } from '../../measuredReadiness';
import type { Valuation } from '../../valuation';
import type { BotRuleset, CoachScorer } from '../types';
import { ownBonusTiles } from '../types';
import { potentialValue, readyValue } from './value';

/** Zung Jung: exactly the evaluators the bots were built and measured with. */
export const ZUNG_JUNG_VALUATION: Valuation = {
  ready: readyValue,
  potential: potentialValue,
  collect: (value) => 3 * value,
  pointScale: 1,
  measured: true,
  defenceScale: 1,
  rack: null,
  threat: null,
  maxLookahead: Infinity,
};

/** zung-jung.md §9 with the view's own bonus tiles and the match's flower option. */
const zungJungScore: CoachScorer = (view, win) => {
  const r = valueWinningHand(
    { ...win, seat: view.seat, bonusTiles: ownBonusTiles(view) },
    { halveFlowers: view.options.halveFlowers },
  );
  return r.ok ? { points: r.value.total, patterns: r.value.counted.map((p) => p.id) } : null;
};

/**
 * What a self-drawn win is worth to the analyser: the hand's `score` total won from the wall with
 * no situation flags and no bonus tiles (zung-jung.md §9).
 */
const zungJungWinValue: WinValue = (concealed, winningTile, melds, seat) => {
  const scored = scoreWinningHand({
    concealed,
    melds,
    winningTile,
    winFrom: 'wall',
    seat,
    bonusTiles: [],
    situation: NO_SITUATION,
  });
  if (!scored.ok) throw new Error(`analyser: a complete hand did not score (${scored.error.code})`);
  return scored.value.total;
};

export const ZUNG_JUNG_BOTS: BotRuleset = {
  valuation: () => ZUNG_JUNG_VALUATION,
  winValue: zungJungWinValue,
  scoreWin: zungJungScore,
  patterns: true,
  danger: { levels: [2, 4, 8], safetyMin: 0.75, namedFrom: 0.25 },
  tableChance: ZUNG_JUNG_TABLE_CHANCE,
  readiness: ZUNG_JUNG_READINESS_NETWORK,
};
