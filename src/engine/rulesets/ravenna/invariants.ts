/**
 * ravenna.md's invariants beyond the shared ones of zung-jung.md §15 (src/engine/game/invariants.ts):
 * the tail (§3.2), claims (§6), results and payments (§8.2, §10, §11).
 */
import { liveTiles, wallRemaining } from '../../game/hand';
import type { DrawnHand, GameState } from '../../game/types';
import type { Seat } from '../../tiles';
import { settleRavenna } from './scoring/settle';
import { ravenna } from './ruleset';

/** ravenna.md: the tail (§3.2), claims (§6), results and payments (§8.2, §10, §11). */
export function ravennaInvariantViolations(state: GameState): string[] {
  const v: string[] = [];
  const hand = state.hand;
  const phase = hand.phase;
  const live = liveTiles(hand, ravenna);
  // A normal draw never reaches into the tail: live tiles remain whenever one can still be due.
  const drawDue = phase.kind === 'claimWindow' || (phase.kind === 'turn' && !phase.seabed);
  if (drawDue && live < 1) v.push(`${live} live tiles while a normal draw can still be due`);
  if (phase.kind === 'turn' && phase.seabed && live > 0)
    v.push('the turn is marked as after the last live tile, but live tiles remain');
  // Only the drawer of the last tile takes replacements once the wall is exhausted: at most four
  // kongs and the eight bonus tiles.
  if (wallRemaining(hand) < 6) v.push(`only ${wallRemaining(hand)} tiles left in the tail`);
  if (phase.kind === 'robbingWindow') v.push('a kong is being robbed (R-8 forbids it)');
  if (phase.kind === 'claimWindow') {
    if (phase.riverbed) v.push('a Ravenna discard is marked as the riverbed');
    if (phase.options.some((o) => o !== null && o.chows.length > 0))
      v.push('a chow is offered on a discard (§6.2)');
  }
  hand.seats.forEach((s, seat) => {
    if (s.melds.some((m) => m.kind === 'chow')) v.push(`seat ${seat} has a declared chow (§6.2)`);
  });
  if (phase.kind === 'handOver' || phase.kind === 'matchOver') {
    const result = phase.result;
    if (result.kind === 'draw' && result.void === undefined)
      v.push('a Ravenna hand ended without a winner and without a reason to be void');
    if (result.kind === 'win') {
      const details = result.ravenna;
      if (details === undefined) v.push('a Ravenna win carries no scores');
      else {
        const { scores, limit } = details;
        const expected = settleRavenna(
          scores.map((s) => s.score),
          result.winner,
        );
        if (expected.some((p, i) => p !== result.payments[i]))
          v.push(
            `payments ${result.payments.join()} are not the §11 settlement ${expected.join()}`,
          );
        if (scores[result.winner].score !== result.score.total)
          v.push('the winner’s score differs from the hand value');
        if (scores.some((s) => s.score < 0 || s.score > limit))
          v.push(`a score is outside 0..${limit}`);
      }
    }
  }
  const last = state.match.history.at(-1);
  if (last !== undefined && last.result === 'draw' && last.payments.some((p) => p !== 0))
    v.push('a void hand moved points (§8.2)');
  return v;
}

/** §8.3, R-13: the drawer of the last live tile who did not go out keeps his 14 tiles. */
export function ravennaHolding14(result: DrawnHand): Seat | null {
  return result.void?.reason === 'wall-exhausted' ? result.void.seat : null;
}
