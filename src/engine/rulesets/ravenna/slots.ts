/**
 * Ravenna's data in the shared game types (game/types.ts), each under its own key of a ruleset
 * slot: its options (§13) in GameOptions as `ravenna`, everybody's score (§10) in a won hand's
 * result as `ravenna`, and why a hand is void (§8.2) in a drawn hand's as `void`. The keys are the
 * ones the saved JSON has always had, so states, their hashes and saves are unchanged.
 */
import type { Seat, TileId } from '../../tiles';
import type { RavennaHand, RavennaScore } from './scoring/types';

/** ravenna.md §13. */
export interface RavennaOptions {
  /** §10.4, R-21: the cap on every score, and the value of the limit hands. */
  readonly limit: number;
  /** §1.2, R-1: each player's balance at the start (balance = starting balance + running total). */
  readonly startingBalance: number;
  /** §9.4, R-14: the match ends when the deal has passed this many times. */
  readonly dealPasses: number;
  /** §9.4, R-14: the match also ends when a player's balance is 0 or below. */
  readonly stopWhenBroke: boolean;
}

export interface RavennaHandScores {
  /** What each seat held at the end of the hand, as scored (East first). */
  readonly hands: readonly [RavennaHand, RavennaHand, RavennaHand, RavennaHand];
  /** By seat, East first. */
  readonly scores: readonly [RavennaScore, RavennaScore, RavennaScore, RavennaScore];
  /** The limit the hand was played with (option `ravenna.limit`). */
  readonly limit: number;
}

/**
 * ravenna.md §8.2: two or more players went out on the same discard (§6.5, R-7); or the player who
 * drew the last live tile did not go out (§8.3, R-13) and still holds his 14 tiles.
 */
export type RavennaVoid =
  | { readonly reason: 'several-winners'; readonly seats: readonly Seat[]; readonly tile: TileId }
  | { readonly reason: 'wall-exhausted'; readonly seat: Seat };

declare module '../../game/types' {
  interface RulesetOptionSlots {
    /**
     * The Ravenna options (ravenna.md §13); present only in Ravenna games, which also fix the
     * shared options (144 tiles, no halving, the deal passing to the previous South).
     */
    readonly ravenna: RavennaOptions;
  }
  interface RulesetWinSlots {
    /** Ravenna: everybody's score (ravenna.md §10); the result's `score` is the winner's. */
    readonly ravenna: RavennaHandScores;
  }
  interface RulesetDrawSlots {
    /** Ravenna: why the hand is void (§8.2); absent for a Zung Jung draw game. */
    readonly void: RavennaVoid;
  }
}
