/**
 * Ravenna payments (shared/rules/ravenna.md §11): the winner collects his score from each of the
 * others, the non-winners pay each other the differences of their scores, and East pays and
 * receives double in every payment he takes part in. How the hand was won makes no difference.
 */
import type { Payments } from '../../../payments';
import type { Seat, Seats } from '../../../tiles';
import { SEATS } from '../../../tiles';

const EAST: Seat = 0;

/** §11.4 m(p, q): 2 when East is one of the two, else 1. */
function multiplier(p: number, q: number): number {
  return p === EAST || q === EAST ? 2 : 1;
}

function isFourScores(scores: readonly number[]): scores is Seats<number> {
  return scores.length === 4 && scores.every((s) => Number.isInteger(s) && s >= 0);
}

/**
 * §11.4. `scores` by seat (East, South, West, North), from §10.5; `winner` null for a void hand,
 * which pays nothing (§11.3). Positive = receives; always zero-sum.
 */
export function settleRavenna(scores: readonly number[], winner: Seat | null): Payments {
  if (!isFourScores(scores))
    throw new RangeError(`four whole, non-negative scores are needed: ${scores.join()}`);
  const pay: [number, number, number, number] = [0, 0, 0, 0];
  if (winner === null) return pay;
  const others = SEATS.filter((seat) => seat !== winner);
  for (const p of others) {
    const amount = scores[winner] * multiplier(p, winner);
    pay[p] -= amount;
    pay[winner] += amount;
  }
  for (const [i, p] of others.entries()) {
    for (const q of others.slice(i + 1)) {
      const amount = (scores[p] - scores[q]) * multiplier(p, q);
      // The lower score pays the higher the difference (a negative amount pays the other way).
      pay[p] += amount;
      pay[q] -= amount;
    }
  }
  // Avoid -0 in the output documents.
  return pay.map((v) => v + 0) as unknown as Payments;
}
