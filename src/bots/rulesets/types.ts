/**
 * What each ruleset's entry of the bots' registry (./index.ts) provides: the valuation, the
 * analyser's worth of a win, and how the coach scores, explains and shades a hand.
 */
import type { Meld, PatternId, PlayerView, Situation, TileKind } from '../../engine';
import { kindOfId } from '../../engine';
import type { WinValue } from '../analyser/rewards';
import type { TableChanceModel } from '../coach/tableChance';
import type { Network } from '../network';
import type { Valuation } from '../valuation';

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

/** The bonus tiles the view's own seat has exposed, as kinds. */
export const ownBonusTiles = (view: PlayerView): TileKind[] =>
  view.seats[view.seat].bonus.map(kindOfId);
