/**
 * Ravenna's valuation (ravenna.md §10–§11): table points, doublings and the limit (./value.ts);
 * the others pay the winner, East double; the non-winners settle their differences; a discard that
 * lets someone go out costs nothing extra (§11.1).
 */
import type { PlayerView } from '../../../engine';
import {
  RAVENNA_LIMIT,
  bonusSeat,
  isDragon,
  kindOfId,
  ravennaSetPoints,
  windOfSeat,
} from '../../../engine';
import type { ThreatGuess, Valuation } from '../../valuation';
import { ravennaPotentialValue, ravennaRackScore, ravennaReadyValue } from './value';

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
