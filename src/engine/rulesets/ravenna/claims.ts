/**
 * Ravenna's resolution of the claims on a discard (ravenna.md §6.4, §6.5, R-7): the seam
 * `Ruleset.settleClaims`, where Zung Jung resolves by precedence and interception (zung-jung.md
 * §5.4, game/claims.ts).
 */
import { CLAIM_RANK, maxClaimRank } from '../../game/claims';
import type { Winner } from '../../game/claims';
import { nextSeat } from '../../game/hand';
import type { ClaimDecision, ClaimOptions } from '../../game/types';
import type { Seat, TileId } from '../../tiles';
import type { ClaimSettlement } from '../types';

/**
 * Claim resolution when simultaneous wins void the hand (ravenna.md §6.4, §6.5, R-7): two or more
 * wins claimed → the hand is void; one → that win, which beats a pung or kong; else the pung or kong
 * claimed, or null when all pass. `undefined` while an undecided seat could still change the
 * outcome — any seat that could go out, since one more win would void the hand.
 */
export function settledClaimOrVoid(
  discarder: Seat,
  options: readonly (ClaimOptions | null)[],
  decisions: readonly (ClaimDecision | null)[],
  tile: TileId,
): ClaimSettlement {
  const wins: Seat[] = [];
  let best: Winner | null = null;
  for (let step = 1; step <= 3; step++) {
    const seat = nextSeat(discarder, step);
    const decision = decisions[seat];
    if (decision === null || decision === undefined) continue;
    if (decision.claim === 'win') wins.push(seat);
    else if (
      decision.claim !== 'pass' &&
      (best === null || CLAIM_RANK[decision.claim] > CLAIM_RANK[best.decision.claim])
    )
      best = { seat, decision };
  }
  // §6.5, R-7: the going out is cancelled and the hand is void.
  if (wins.length >= 2)
    return { draw: { kind: 'draw', void: { reason: 'several-winners', seats: wins, tile } } };
  const bestRank =
    wins.length === 1 ? CLAIM_RANK.win : best === null ? 0 : CLAIM_RANK[best.decision.claim];
  for (let step = 1; step <= 3; step++) {
    const seat = nextSeat(discarder, step);
    const open = options[seat];
    if (open === null || open === undefined || decisions[seat] !== null) continue;
    if (open.win || maxClaimRank(open) > bestRank) return undefined;
  }
  const [winner] = wins;
  if (winner !== undefined) return { seat: winner, decision: { claim: 'win' } };
  return best;
}
