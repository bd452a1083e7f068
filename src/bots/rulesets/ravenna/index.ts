/**
 * Ravenna's entry in the bots' registry (../index.ts): table points, doublings and the limit
 * (ravenna.md §10–§11, ./value.ts and ./valuation.ts), and the coach's danger in Ravenna's points.
 */
import { RAVENNA_LIMIT, scoreRavennaHand } from '../../../engine';
import type { WinValue } from '../../analyser/rewards';
import { RAVENNA_TABLE_CHANCE } from '../../coach/measuredTableChance';
import { RAVENNA_READINESS_NETWORK } from '../../measuredReadiness';
import type { BotRuleset, CoachDanger, CoachScorer } from '../types';
import { ownBonusTiles } from '../types';
import { ravennaValuation } from './valuation';

/** ravenna.md §10.5: the winner's score at the match's limit (East collecting double is §11.1). */
const ravennaScore: CoachScorer = (view, win) => {
  const r = scoreRavennaHand(
    {
      seat: view.seat,
      concealed: win.concealed,
      melds: win.melds,
      bonusTiles: ownBonusTiles(view),
      win: {
        winningTile: win.winningTile,
        winFrom: win.winFrom,
        heaven: win.situation.heaven,
        earth: win.situation.earth,
      },
    },
    { limit: view.options.ravenna?.limit ?? RAVENNA_LIMIT },
  );
  return r.ok ? { points: r.value.score, patterns: [] } : null;
};

/**
 * Ravenna's danger, measured on its own play (issue 36 item 5; scripts/measure-danger.ts, a
 * coach-follower with three standard bots). A Ravenna deal-in costs several times the points of a
 * Zung Jung one: with Zung Jung's levels 82% of the hand's kinds were tinted when the shading
 * showed, so the levels were Zung Jung's × 4.5 while opponents were read by rough guesses. Read as
 * the coach now reads them — readiness by a network fitted on Ravenna self-play
 * (calibrate-readiness.ts), waits by the reading fitted on true hands — the risks are lower, and
 * Zung Jung's × 2.25 puts the shading, its tints and the safety advice within Zung Jung's
 * frequencies, each darker tint dealing in more often (1,200 hands per ruleset and aim, seed
 * i5big). Ravenna's opponents are read ready less often and its warnings cite lower readings, so a
 * warning names a player from 40% (Zung Jung: 25%): the player named was then ready 60% (aiming
 * for points) and 59% (aiming to win) of the time, against Zung Jung's 48% and 57%.
 */
const RAVENNA_DANGER: CoachDanger = { levels: [4.5, 9, 18], safetyMin: 1.6875, namedFrom: 0.4 };

/**
 * What a self-drawn win is worth to the analyser: the winner's `score` (ravenna.md §10.5) at the
 * default limit.
 */
const ravennaWinValue: WinValue = (concealed, winningTile, melds, seat) => {
  const scored = scoreRavennaHand(
    {
      seat,
      concealed,
      melds,
      bonusTiles: [],
      win: { winningTile, winFrom: 'wall', heaven: false, earth: false },
    },
    { limit: RAVENNA_LIMIT },
  );
  if (!scored.ok) throw new Error(`analyser: a complete hand did not score (${scored.error.code})`);
  return scored.value.score;
};

export const RAVENNA_BOTS: BotRuleset = {
  valuation: ravennaValuation,
  winValue: ravennaWinValue,
  scoreWin: ravennaScore,
  patterns: false,
  danger: RAVENNA_DANGER,
  tableChance: RAVENNA_TABLE_CHANCE,
  readiness: RAVENNA_READINESS_NETWORK,
};
