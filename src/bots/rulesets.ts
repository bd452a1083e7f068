/**
 * The bots' registry of rulesets (design.md: one per layer): how a bot values hands and waits,
 * what a won hand is worth to the analyser, and how the coach scores and explains a win. Adding a
 * ruleset adds one entry here.
 */
import type { Meld, PatternId, PlayerView, RulesetId, Situation, TileKind } from '../engine';
import type { TableChanceModel } from './coach/tableChance';
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
 * Zung Jung's levels × 4.5: a Ravenna deal-in costs several times more points, and with Zung Jung's
 * own levels 82% of the hand's kinds were tinted when the shading showed, and the coach turned to
 * safety on 10.6% of turns (Zung Jung: 42%, 4.1%). Measured on 400 hands of a coach-follower with
 * three standard bots (scripts/measure-danger.ts, seed danger1), scales 1, 2.5, 3.5, 4.5, 5.5: at
 * 4.5 the shading shows on 15.3% of turns (Zung Jung 16.8%), tints 46.8% of the kinds with all but
 * one risky on 2.2% (1.7%), safety advice on 2.6% of turns (4.1%), and each level deals in more
 * often than the one below: 5.6%, 9.1%, 13.7%, 16.8% of the kinds would deal in now (Zung Jung
 * 3.0%, 12.1%, 19.3%, 28.3%); at 5.5 the darkest level no longer does.
 */
const RAVENNA_DANGER: CoachDanger = { levels: [9, 18, 36], safetyMin: 3.375 };

export const BOT_RULESETS: Readonly<Record<RulesetId, BotRuleset>> = {
  'zung-jung': {
    valuation: () => ZUNG_JUNG_VALUATION,
    winValue: zungJungWinValue,
    scoreWin: zungJungScore,
    patterns: true,
    danger: { levels: [2, 4, 8], safetyMin: 0.75 },
    tableChance: ZUNG_JUNG_TABLE_CHANCE,
  },
  ravenna: {
    valuation: ravennaValuation,
    winValue: ravennaWinValue,
    scoreWin: ravennaScore,
    patterns: false,
    danger: RAVENNA_DANGER,
    tableChance: RAVENNA_TABLE_CHANCE,
  },
};
