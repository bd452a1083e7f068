/**
 * The discard analyser's vocabulary (shared/contract.md § `analyse`): one player's position with a
 * tile to discard, and what each discard is worth under the solo model.
 */
import type { Meld, RulesetId, Seat, TileKind } from '../../engine';

export interface AnalysePosition {
  readonly ruleset: RulesetId;
  /** The concealed tiles including the tile just drawn: 14 − 3 × melds of them. */
  readonly concealed: readonly TileKind[];
  readonly melds: readonly Meld[];
  readonly seat: Seat;
  /**
   * Every other tile the player has seen (rivers, his own included, and the others' sets); bonus
   * tiles may be listed and play no part.
   */
  readonly visible: readonly TileKind[];
  /** How many more tiles the player draws in this hand (0..30). */
  readonly drawsLeft: number;
}

export interface DiscardValue {
  readonly tile: TileKind;
  /** Shanten of the 13 tiles left. */
  readonly shanten: number;
  /** Unseen copies of the kinds that would lower that shanten. */
  readonly acceptance: number;
  /** Highest chance of winning within the draws left (objective: winning). */
  readonly winChance: number;
  /** Highest expected score of the win (objective: points); 0 when no win. */
  readonly expectedPoints: number;
  /** False when the figures come from the documented approximation rather than the exact search. */
  readonly exact: boolean;
}

export interface Analysis {
  /** The lowest shanten after any discard. */
  readonly shanten: number;
  /** One entry per distinct kind held, by winChance then expectedPoints, highest first. */
  readonly discards: readonly DiscardValue[];
}

/** The most draws a player can still make in a hand (contract: drawsLeft 0..30). */
export const MAX_DRAWS_LEFT = 30;
