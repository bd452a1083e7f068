/**
 * What hands are worth, by the rules of the game being played: the one place where the bots'
 * judgement differs between rulesets. `decide` picks the valuation from `view.ruleset` and asks it
 * what a hand scores if it wins, what a win collects, what a hand earns when somebody else wins,
 * and what an opponent's win would cost; shape, speed and the choice between moves are shared.
 *
 * Each ruleset's valuation is in its folder of the bots' registry (./rulesets): Zung Jung
 * (zung-jung.md §9–§12) and Ravenna (ravenna.md §10–§11).
 */
import type { TileKind } from '../engine';
import type { Opponent } from './knowledge';
import type { ValueContext } from './value';

/** An opponent's win as a threat: its expected value to him and the extra cost of dealing in. */
export type ThreatGuess = (op: Opponent, suit: number) => { value: number; cost: number };

export interface Valuation {
  /** Score of a ready hand should it win, over its waits weighted by unseen copies. */
  readonly ready: (
    hand: ArrayLike<number>,
    ctx: ValueContext,
    waits: readonly TileKind[],
    unseen: ArrayLike<number>,
  ) => number;
  /** Expected score of a hand further from ready, should it win. */
  readonly potential: (
    hand: ArrayLike<number>,
    ctx: ValueContext,
    unseen: ArrayLike<number>,
  ) => number;
  /** What a win scored `value` collects from the table. */
  readonly collect: (value: number) => number;
  /** How the profiles' `endOfHand` (in Zung Jung points) reads in this ruleset's points. */
  readonly pointScale: number;
  /**
   * The strong level's chances of winning and readiness measured in Zung Jung self-play
   * (measured.ts) hold for this ruleset; otherwise the formula and rough guesses are used.
   */
  readonly measured: boolean;
  /** How much the profiles' defence weighs here (how costly feeding another player's win is). */
  readonly defenceScale: number;
  /**
   * What the waiting hand is worth should another player win (everybody's hand is scored), or null
   * when a losing hand is worth nothing whatever it holds.
   */
  readonly rack: ((hand: ArrayLike<number>, ctx: ValueContext) => number) | null;
  /** Opponents' wins valued in this ruleset's payments; null keeps danger.ts's Zung Jung model. */
  readonly threat: ThreatGuess | null;
  /**
   * How many leading discards the strong level's look-ahead may value (within its profile's own
   * number): each costs a full scoring pass per draw, dearer in some rulesets than in others.
   */
  readonly maxLookahead: number;
}
