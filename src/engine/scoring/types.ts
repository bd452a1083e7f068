import type { Meld } from '../melds';
import type { Seat, TileKind } from '../tiles';

/** How the hand was won (§8.3): a kong replacement is `wall`, a robbed kong tile is `discard`. */
export type WinFrom = 'wall' | 'discard';

/** Situation flags of category 9 (§10, 9.1–9.4); the game engine derives them from its state. */
export interface Situation {
  /** 9.1.1 self-drawn win on the seabed tile (§4.3.1). */
  readonly lastWallTile: boolean;
  /** 9.1.2 win on the riverbed discard (§4.3.3). */
  readonly lastDiscard: boolean;
  /** 9.2 self-drawn win on the replacement tile of one's own kong. */
  readonly kongReplacement: boolean;
  /** 9.3 win on a tile added to a small exposed kong (§7). */
  readonly robbingKong: boolean;
  /** 9.4.1 East wins on the 14 dealt tiles. */
  readonly heaven: boolean;
  /** 9.4.2 a non-East player wins on East's very first discard. */
  readonly earth: boolean;
}

/** Frozen: the scorer recognises this shared value by identity (validate.ts), so none may change it. */
export const NO_SITUATION: Situation = Object.freeze({
  lastWallTile: false,
  lastDiscard: false,
  kongReplacement: false,
  robbingKong: false,
  heaven: false,
  earth: false,
});

export interface ScoringOptions {
  /** §11: halve every category-11 value. */
  readonly halveFlowers: boolean;
}

/** Everything the scorer needs to value a winning hand (shared/contract.md, `score`). */
export interface WinningHand {
  /** Concealed tiles without the winning tile. */
  readonly concealed: readonly TileKind[];
  /** Declared sets in the order declared. */
  readonly melds: readonly Meld[];
  readonly winningTile: TileKind;
  readonly winFrom: WinFrom;
  readonly seat: Seat;
  /** The winner's exposed flowers and seasons. */
  readonly bonusTiles: readonly TileKind[];
  readonly situation: Situation;
}

/** A set of an arrangement, declared or formed from the concealed tiles. */
export interface ArrangedSet {
  readonly kind: 'chow' | 'pung' | 'kong';
  readonly tile: TileKind;
  /** For pungs and kongs: concealed in the sense of §9.6. Hand chows are concealed too. */
  readonly concealed: boolean;
  /** True for a set declared during play (a meld), false for one formed from the hand. */
  readonly declared: boolean;
}

/**
 * One way of reading the winner's tiles (§9.7): declared sets stay as declared, the concealed tiles
 * (with the winning tile) are split into sets and a pair, or read as an irregular hand.
 */
export type Arrangement =
  | {
      readonly form: 'regular';
      /** Declared sets first, in the order declared, then the hand's sets in tile order. */
      readonly sets: readonly ArrangedSet[];
      readonly pair: TileKind;
      /** Where the winning tile was placed: a set index, or -1 for the pair (§9.7, D-9). */
      readonly winningTileIn: number;
    }
  | { readonly form: 'sevenPairs'; readonly pairs: readonly TileKind[] }
  | { readonly form: 'thirteenTerminals'; readonly tiles: readonly TileKind[] };

export type HandForm = Arrangement['form'];

/** A pattern id as the rules write it: `1.1`, `3.2.2`, `11.1.1`. */
export type PatternId = string;

export interface CountedPattern {
  readonly id: PatternId;
  /** Points this pattern contributes (for per-set / per-tile patterns, their total). */
  readonly points: number;
  /** Number of sets (3.1) or tiles (11.1.x) it counts; 1 for the others. */
  readonly count: number;
  /** True for the patterns counted per set or per tile: 3.1, 11.1.1, 11.1.2. */
  readonly perUnit: boolean;
}

/**
 * A pattern the hand satisfied that did not count, and why:
 * - `series`: a higher pattern of the same series counted (§9.3), `by` names it;
 * - `limit`: the listed-limit pattern `by` is counted alone (§9.5);
 * - `excluded`: a rule forbids it beside pattern `by` (2.2 never with 9.4.1);
 * - `arrangement`: only another arrangement of the tiles has it (§9.7).
 */
export interface NotCountedPattern {
  readonly id: PatternId;
  readonly points: number;
  readonly reason: 'series' | 'limit' | 'excluded' | 'arrangement';
  readonly by?: PatternId;
}

export type LimitKind = 'none' | 'compound' | 'listed';

export interface ScoredHand {
  readonly total: number;
  readonly limit: LimitKind;
  /** Counted patterns in id order; empty for a chicken hand (total 1, §9.4). */
  readonly counted: readonly CountedPattern[];
  readonly notCounted: readonly NotCountedPattern[];
  /** Sum of the counted points before the compound limit (§9.5); 0 for a chicken hand. */
  readonly rawSum: number;
  readonly arrangement: Arrangement;
}

/** A score without its "present but not counted" explanations (`valueWinningHand`). */
export type HandValue = Omit<ScoredHand, 'notCounted'>;
