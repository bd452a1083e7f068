/**
 * What hands are worth, by the rules of the game being played: the one place where the bots'
 * judgement differs between rulesets. `decide` picks the valuation from `view.ruleset` and asks it
 * what a hand scores if it wins, what a win collects, what a hand earns when somebody else wins,
 * and what an opponent's win would cost; shape, speed and the choice between moves are shared.
 *
 * Zung Jung (zung-jung.md §9–§12): the pattern values of value.ts, the three others pay, the
 * discarder's extra cost is danger.ts's own model. Ravenna (ravenna.md §10–§11): table points,
 * doublings and the limit (ravennaValue.ts); the others pay the winner, East double; the non-winners
 * settle their differences; a discard that lets someone go out costs nothing extra (§11.1).
 */
import type { PlayerView, TileKind } from '../engine';
import {
  RAVENNA_LIMIT,
  bonusSeat,
  isDragon,
  kindOfId,
  ravennaSetPoints,
  windOfSeat,
} from '../engine';
import type { Opponent } from './knowledge';
import { ravennaPotentialValue, ravennaRackScore, ravennaReadyValue } from './ravennaValue';
import type { ValueContext } from './value';
import { potentialValue, readyValue } from './value';

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

/** Chance that a ready opponent goes out anyway when not fed (danger.ts's WINS_ANYWAY). */
const WINS_ANYWAY = 0.5;
/** Chance that somebody else goes out when this seat does not (a void hand settles nothing, §8.2). */
const OTHERS_WIN = 0.8;
/**
 * An opponent's winning score before what he shows (sets, bonus tiles and their doublings): set so
 * that the guesses average the 68 points a Ravenna winner scores in self-play of standard bots.
 */
const TYPICAL_WIN = 45;
/**
 * Roughly how many Ravenna points a Zung Jung point of the profiles stands for: a Ravenna winner
 * scores about 68 in self-play of standard bots, a Zung Jung winner about 25.
 */
const RAVENNA_POINT_SCALE = 3;
/**
 * Defence weighs less: feeding a win costs only the win itself (no discarder pays more, §11.1).
 * Measured in self-play: at full weight the strong level folds too often and loses to standard;
 * at 0.3 it beats it (standard hardly changes).
 */
const RAVENNA_DEFENCE = 0.3;
const EAST = 0;
/**
 * Leading discards looked ahead in a Ravenna game: its hands are scored with doublings and rack
 * points for every wait, about twice the work of Zung Jung's; at four the strong level stays
 * within its time budget and was measured against standard at that depth.
 */
const RAVENNA_LOOKAHEAD = 4;

/**
 * Ravenna, for the seat whose view this is: §11.1 the winner collects his score from each of the
 * three others, East paying or receiving double; §11.2 a non-winner's score is paid to him, as a
 * difference, by the other non-winners (East's pairs double).
 */
export function ravennaValuation(view: PlayerView): Valuation {
  const limit = view.options.ravenna?.limit ?? RAVENNA_LIMIT;
  const east = view.seat === EAST;
  // Winner collects from three players, one of them East unless he is East.
  const collectors = east ? 6 : 4;
  // A non-winner's score against the two other non-winners: East doubles his side of each pair.
  const rackWeight = OTHERS_WIN * (east ? 4 : 2.75);
  const threat: ThreatGuess = (op, suit) => {
    const ownWind = windOfSeat(op.seat);
    const bonus = view.seats[op.seat].bonus.map(kindOfId);
    let points = TYPICAL_WIN + 4 * bonus.length;
    let doublings = 0;
    for (const b of bonus) if (bonusSeat(b) === op.seat) doublings++;
    for (const m of op.melds) {
      points += ravennaSetPoints(m);
      if (m.kind !== 'chow' && (isDragon(m.tile) || m.tile === ownWind)) doublings++;
    }
    if (suit >= 0) doublings++;
    const value = doublings >= 3 ? limit : Math.min(points * 2 ** doublings, limit);
    const paid = value * (east || op.seat === EAST ? 2 : 1);
    // No discarder pays more (§11.1): a deal-in costs only the win it hands over.
    return { value: paid, cost: paid * (1 - WINS_ANYWAY) };
  };
  return {
    ready: (hand, ctx, waits, unseen) => ravennaReadyValue(hand, ctx, waits, unseen, limit),
    potential: (hand, ctx, unseen) => ravennaPotentialValue(hand, ctx, unseen, limit),
    collect: (value) => collectors * value,
    pointScale: RAVENNA_POINT_SCALE,
    measured: false,
    defenceScale: RAVENNA_DEFENCE,
    rack: (hand, ctx) => rackWeight * ravennaRackScore(hand, ctx, limit),
    threat,
    maxLookahead: RAVENNA_LOOKAHEAD,
  };
}
