/**
 * What the reducer asks of a ruleset (design.md: "rulesets are data plus small functions, so a
 * ruleset is added without touching the reducer's core"). The table procedure — draw, discard,
 * claim windows, kongs, the end of a hand — is shared; every point where two rulesets differ is a
 * seam here: the wall and the deal, the unplayable end of the wall, what may be claimed and how
 * simultaneous claims resolve, how a win is valued and paid, who deals next and when a match ends.
 */
import type { Result } from '../errors';
import type { Situation } from '../scoring/types';
import type { Seat, Seats, TileId } from '../tiles';
import type {
  ClaimDecision,
  ClaimOptions,
  DrawnHand,
  GameOptions,
  GameState,
  HandState,
  MatchState,
  RulesetId,
  RulesetOptionSlots,
  WonHand,
} from '../game/types';

/** How a hand was won, as the reducer saw it. */
export interface WinCircumstances {
  readonly winner: Seat;
  readonly tile: TileId;
  readonly winFrom: 'wall' | 'discard';
  /** Who discarded the winning tile (the kong player when robbed); null for a self-draw. */
  readonly discarder: Seat | null;
  readonly situation: Partial<Situation>;
  /** The robbed kong tile, logged as its player's discard only when robbed (§12.5). */
  readonly robbed: boolean;
}

export type WinResult = WonHand;

/** The claim that succeeds on a discard: the seat and what it claimed (zung-jung.md §5.4.1). */
export interface SettledClaim {
  readonly seat: Seat;
  readonly decision: ClaimDecision;
}

/**
 * How the claims on a discard stand: the claim that succeeds, a hand ended by the claims (`draw`,
 * Ravenna's void of ravenna.md §6.5), null when every claim is a pass, or `undefined` while an
 * undecided seat could still change the outcome.
 */
export type ClaimSettlement = SettledClaim | { readonly draw: DrawnHand } | null | undefined;

/**
 * One thing that made a won hand score, in its ruleset's own terms, for a player's statistics: a
 * Zung Jung pattern (`4.1`), or a Ravenna limit hand (`limit.seven-pairs`) or doubling
 * (`dbl.red-dragon`). The UI's ruleset registry names it.
 */
export interface ScoringMark {
  readonly id: string;
  /** The points it brought; null for one that multiplies the score (a Ravenna doubling). */
  readonly points: number | null;
}

/**
 * Options a player may set: flowers and seasons, their halving (§14), and each ruleset's own under
 * its slot's key (Ravenna's four, ravenna.md §13).
 */
export type PlayerOption = 'flowers' | 'halveFlowers' | keyof RulesetOptionSlots;

/**
 * A ruleset before a match is dealt (./setups.ts): what the settings and menus read.
 */
export interface RulesetSetup {
  readonly id: RulesetId;
  /** The ruleset's name in its own documents (the CLI's messages; the UI translates its own). */
  readonly name: string;
  /**
   * The options a player chooses for a match of this ruleset (the settings and the new-match
   * screen offer exactly these); the others are fixed by the rules.
   */
  readonly playerOptions: readonly PlayerOption[];
  /** Players sit and play clockwise round the table (ravenna.md R-3), not counter-clockwise. */
  readonly clockwise: boolean;
  /**
   * Hu!'s coach and its review know this ruleset's patterns and payments (src/bots/coach); a
   * ruleset it has not learned gets no hints rather than advice from other rules.
   */
  readonly coached: boolean;
  /** Completes partial options with the ruleset's defaults; rejects unknown names and values. */
  readonly resolveOptions: (partial?: object) => Result<GameOptions>;
}

export interface Ruleset extends RulesetSetup {
  /** Each player's balance before the first hand (ravenna.md §1.2; Zung Jung totals start at 0). */
  readonly startingBalance: (options: GameOptions) => number;
  /** Flowers and seasons are in the wall (144 tiles) rather than 136 tiles. */
  readonly withBonus: (options: GameOptions) => boolean;
  /**
   * Wall positions dealt to each seat, East first; the last of East's is the 14th tile he holds
   * apart (the winning tile if he goes out on his dealt hand).
   */
  readonly dealPositions: Seats<readonly number[]>;
  /**
   * Bonus tiles in the dealt hands: each seat in turn replaces his own until he holds none
   * (`chains`), or every seat replaces the ones he holds, round after round, East first (`rounds`).
   */
  readonly initialBonus: 'chains' | 'rounds';
  /** Tiles at the end of the wall that no normal draw may take, after `replacements` replacements. */
  readonly deadTiles: (replacements: number) => number;
  /**
   * The drawer of the last live tile: may not declare a kong and discards the riverbed tile,
   * claimable only to win (`riverbed`); or may declare kongs, never discards, and the hand is void
   * unless he goes out (`void`).
   */
  readonly lastLiveTile: 'riverbed' | 'void';
  /** Where the ruleset's own document says so: error messages cite it. */
  readonly lastLiveTileRule: string;
  /** A discard may be claimed for a chow by the discarder's next player. */
  readonly chowClaims: boolean;
  /** A tile added to an exposed pung may be robbed to go out. */
  readonly robbingKong: boolean;
  /**
   * The claims on a discard, once decided (`decisions`, by seat; null while undecided) among what
   * each seat may claim (`options`): by precedence, several players going out on one discard
   * leaving the first in turn order after the discarder to win (interception, zung-jung.md §5.4),
   * or voiding the hand (ravenna.md §6.5).
   */
  readonly settleClaims: (
    discarder: Seat,
    options: readonly (ClaimOptions | null)[],
    decisions: readonly (ClaimDecision | null)[],
    tile: TileId,
  ) => ClaimSettlement;
  /**
   * The end of a hand whose drawer of the last live tile does not go out, when `lastLiveTile` is
   * `void` (ravenna.md §8.3, R-13): the drawn hand and why.
   */
  readonly lastTileDraw: (seat: Seat) => DrawnHand;
  /**
   * The result of a won hand: the winner's score and everybody's payments. `hand` already holds the
   * winning tile in the winner's concealed tiles.
   */
  readonly winResult: (state: GameState, hand: HandState, c: WinCircumstances) => WinResult;
  /**
   * What made a won hand score beyond the ruleset's plain win (a Zung Jung chicken hand, a Ravenna
   * hand of table points only), in the ruleset's own terms: a player's statistics count these.
   */
  readonly scoringMarks: (result: WinResult) => readonly ScoringMark[];
  /** How many times the deal has passed before hand `number` (who sits where). */
  readonly rotation: (match: MatchState, number: number) => number;
  /** After a finished hand (already on the score sheet): whether the match is over. */
  readonly matchOver: (state: GameState) => boolean;
}
