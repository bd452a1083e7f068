/**
 * The bots' registry of rulesets (design.md: one per layer): how a bot values hands and waits,
 * what a won hand is worth to the analyser, and how the coach scores and explains a win. Adding a
 * ruleset adds one entry here.
 */
import type { Meld, PatternId, PlayerView, RulesetId, Situation, TileKind } from '../engine';
import type { TableChanceModel } from './coach/tableChance';
import type { Network } from './network';
import { RAVENNA_READINESS_NETWORK, ZUNG_JUNG_READINESS_NETWORK } from './measuredReadiness';
import { RAVENNA_TABLE_CHANCE, ZUNG_JUNG_TABLE_CHANCE } from './coach/measuredTableChance';
import { RAVENNA_LIMIT, kindOfId, scoreRavennaHand, valueWinningHand } from '../engine';
import type { WinValue } from './analyser/rewards';
import { ravennaWinValue, zungJungWinValue } from './analyser/rewards';
import type { Valuation } from './valuation';
import { ravennaValuation, ZUNG_JUNG_VALUATION } from './valuation';

/** A win the coach scores: the hand without the winning tile, and how the tile came. */
export interface CoachWin {
  readonly concealed: readonly TileKind[];
  readonly melds: readonly Meld[];
  readonly winningTile: TileKind;
  readonly winFrom: 'wall' | 'discard';
  readonly situation: Situation;
}

/** What the win scores for the seat whose view this is, and the Zung Jung patterns it counts. */
export type CoachScorer = (
  view: PlayerView,
  win: CoachWin,
) => { readonly points: number; readonly patterns: readonly PatternId[] } | null;

export interface BotRuleset {
  /** The valuation of a view's game (Ravenna's depends on the match's limit). */
  readonly valuation: (view: PlayerView) => Valuation;
  /** A self-drawn win's worth, for the analyser's expected points. */
  readonly winValue: WinValue;
  /** The coach's scorer for wins on offer and waits. */
  readonly scoreWin: CoachScorer;
  /**
   * Whether the coach speaks of the Zung Jung patterns (zung-jung.md §10) — in reach, kept by a
   * discard, given up by a claim. Ravenna has no patterns: its table points and doublings are in
   * the scores themselves.
   */
  readonly patterns: boolean;
  /** How the coach shades danger and when it turns to a safer tile, in this ruleset's points. */
  readonly danger: CoachDanger;
  /** The coach's chance to win at the table from the analyser's solo chance (coach/tableChance.ts). */
  readonly tableChance: TableChanceModel;
  /**
   * How the coach reads each opponent's readiness for its warnings (readiness.ts), fitted on this
   * ruleset's self-play by scripts/calibrate-readiness.ts.
   */
  readonly readiness: Network;
}

/**
 * The coach's danger in a ruleset's own points (danger.ts's expected points lost by a discard):
 * a Ravenna hand is worth several times a Zung Jung one, so the same thresholds tinted nearly every
 * tile there (issue 36). Measured in self-play (scripts/measure-danger.ts).
 */
export interface CoachDanger {
  /** The expected loss at which a discard counts as some risk, risky, dangerous. */
  readonly levels: readonly [number, number, number];
  /** A safer tile is worth suggesting when it saves at least this much. */
  readonly safetyMin: number;
  /**
   * The readiness from which a warning names the opponent as maybe ready (below it the reason
   * speaks of the tile's danger alone): of the warnings about a player read less than 20% ready,
   * 9% (Zung Jung) and 8% (Ravenna) were about a player who was (scripts/measure-danger.ts).
   */
  readonly namedFrom: number;
}

const bonusOf = (view: PlayerView) => view.seats[view.seat].bonus.map(kindOfId);

/** zung-jung.md §9 with the view's own bonus tiles and the match's flower option. */
const zungJungScore: CoachScorer = (view, win) => {
  const r = valueWinningHand(
    { ...win, seat: view.seat, bonusTiles: bonusOf(view) },
    { halveFlowers: view.options.halveFlowers },
  );
  return r.ok ? { points: r.value.total, patterns: r.value.counted.map((p) => p.id) } : null;
};

/** ravenna.md §10.5: the winner's score at the match's limit (East collecting double is §11.1). */
const ravennaScore: CoachScorer = (view, win) => {
  const r = scoreRavennaHand(
    {
      seat: view.seat,
      concealed: win.concealed,
      melds: win.melds,
      bonusTiles: bonusOf(view),
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

export const BOT_RULESETS: Readonly<Record<RulesetId, BotRuleset>> = {
  'zung-jung': {
    valuation: () => ZUNG_JUNG_VALUATION,
    winValue: zungJungWinValue,
    scoreWin: zungJungScore,
    patterns: true,
    danger: { levels: [2, 4, 8], safetyMin: 0.75, namedFrom: 0.25 },
    tableChance: ZUNG_JUNG_TABLE_CHANCE,
    readiness: ZUNG_JUNG_READINESS_NETWORK,
  },
  ravenna: {
    valuation: ravennaValuation,
    winValue: ravennaWinValue,
    scoreWin: ravennaScore,
    patterns: false,
    danger: RAVENNA_DANGER,
    tableChance: RAVENNA_TABLE_CHANCE,
    readiness: RAVENNA_READINESS_NETWORK,
  },
};
