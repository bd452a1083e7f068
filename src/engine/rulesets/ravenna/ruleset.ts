/**
 * The Ravenna ruleset (shared/rules/ravenna.md; every R-n decision there is the one implemented):
 * 144 tiles, a tail of 10 stacks at the end of the wall that supplies the replacements and is never
 * drawn (§3), the deal of §4.1 with bonus tiles replaced in rounds (§4.2), pung and kong claims only
 * — any set only to go out (§6) —, simultaneous going out voiding the hand (§6.5), no robbing of
 * kongs, the last live tile ending the hand void unless its drawer goes out (§8.3, R-13),
 * everybody scored (§10) and paid (§11), East keeping the deal on a win or a void (§9).
 */
import { InvariantError } from '../../errors';
import { toRulesMeld } from '../../game/claims';
import type { HandState, MatchState } from '../../game/types';
import type { RavennaHand } from './scoring';
import { scoreRavennaHand, settleRavenna } from './scoring';
import { NO_SITUATION } from '../../scoring/types';
import type { Seat, Seats } from '../../tiles';
import { kindOfId, seatTuple } from '../../tiles';
import type { Ruleset, WinCircumstances, WinResult } from '../types';
import { settledClaimOrVoid } from './claims';
import { ravennaOptionsOf } from './options';
import { RAVENNA_SETUP } from './setup';

/**
 * §4.1 canonical order: 4 tiles each to East, South, West, North three times (48 tiles), then one
 * each in the same order and East one more (`wall[52]`, the 14th he holds apart).
 */
export const RAVENNA_DEAL_POSITIONS: Seats<readonly number[]> = seatTuple((seat) => {
  const positions: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (let j = 0; j < 4; j++) positions.push(round * 16 + seat * 4 + j);
  }
  positions.push(48 + seat);
  if (seat === 0) positions.push(52);
  return positions;
});

/** §3.2, R-5: the tail is the last 20 remaining tiles, or 19 after an odd number of replacements. */
export const TAIL_TILES = 20;

/** The hand's players by seat, for scoring: what each holds at the end of the hand. */
function handOf(hand: HandState, seat: Seat, c: WinCircumstances, earth: boolean): RavennaHand {
  const s = hand.seats[seat];
  const winner = seat === c.winner;
  return {
    seat,
    concealed: (winner ? s.concealed.filter((t) => t !== c.tile) : s.concealed).map(kindOfId),
    melds: s.melds.map(toRulesMeld),
    bonusTiles: s.bonus.map(kindOfId),
    win: winner
      ? {
          winningTile: kindOfId(c.tile),
          winFrom: c.winFrom,
          heaven: c.situation.heaven ?? false,
          earth,
        }
      : null,
  };
}

/** Passes of the deal in the finished hands before hand `number` (§9.1–§9.3). */
function passesBefore(match: MatchState, number: number): number {
  let passes = 0;
  for (const h of match.history.slice(0, number)) {
    // §9.2: East keeps the deal when he wins; §9.3: a void hand changes nothing.
    if (h.result === 'win' && h.winner !== 0) passes++;
  }
  return passes;
}

// The coach scores by §10.5, weighs danger by §11.1 (no extra cost to the discarder), no patterns.
export const ravenna: Ruleset = {
  ...RAVENNA_SETUP,
  startingBalance: (options) => ravennaOptionsOf(options).startingBalance,
  withBonus: () => true,
  dealPositions: RAVENNA_DEAL_POSITIONS,
  initialBonus: 'rounds',
  deadTiles: (replacements) => TAIL_TILES - (replacements % 2),
  lastLiveTile: 'void',
  lastLiveTileRule: 'ravenna.md §8.3, R-13',
  chowClaims: false,
  robbingKong: false,
  // §6.5, R-7: two players going out on one discard void the hand.
  settleClaims: settledClaimOrVoid,
  // §8.3, R-13: the drawer of the last live tile did not go out; he keeps his 14 tiles.
  lastTileDraw: (seat) => ({ kind: 'draw', void: { reason: 'wall-exhausted', seat } }),
  winResult: (state, hand, c): WinResult => {
    const { limit } = ravennaOptionsOf(state.config.options);
    // §10.4.2 g: "one of the other players goes out with the first tile East discarded".
    const earth = c.winFrom === 'discard' && c.discarder === 0 && hand.discards.length === 1;
    const hands = seatTuple((seat) => handOf(hand, seat, c, earth));
    const scores = seatTuple((seat) => {
      const scored = scoreRavennaHand(hands[seat], { limit });
      if (!scored.ok) {
        throw new Error(
          `engine offered a win the Ravenna scorer rejects: ${scored.error.code} ${scored.error.message}`,
        );
      }
      return scored.value;
    });
    const won = scores[c.winner];
    const winnerHand = hands[c.winner];
    const win = winnerHand.win;
    const arrangement = won.arrangement;
    if (win === null || arrangement === null) {
      throw new InvariantError(`the winner's hand at seat ${c.winner} is not read as a win`);
    }
    const uncapped = (won.tablePoints + won.bonus) * 2 ** won.doublings.length;
    return {
      kind: 'win',
      winner: c.winner,
      winFrom: c.winFrom,
      discarder: c.discarder,
      // §11.1: no discarder pays more than the others.
      responsible: null,
      hand: {
        concealed: winnerHand.concealed,
        melds: winnerHand.melds,
        winningTile: kindOfId(c.tile),
        winFrom: c.winFrom,
        seat: c.winner,
        bonusTiles: winnerHand.bonusTiles,
        situation: { ...NO_SITUATION, heaven: win.heaven, earth },
      },
      // The winner's score in the shape every ruleset shares; the details are in `ravenna`.
      score: {
        total: won.score,
        limit: won.limitHand !== null ? 'listed' : uncapped >= limit ? 'compound' : 'none',
        counted: [],
        notCounted: [],
        rawSum: won.tablePoints + won.bonus,
        arrangement,
      },
      payments: settleRavenna(
        scores.map((s) => s.score),
        c.winner,
      ),
      ravenna: { hands, scores, limit },
    };
  },
  // §10.3, §10.4: the winner's limit hand (worth the limit) and his doublings; none is a hand of
  // table points and the going-out bonus only.
  scoringMarks: (result) => {
    const won = result.ravenna?.scores[result.winner];
    if (won === undefined) return [];
    return [
      ...(won.limitHand === null ? [] : [{ id: `limit.${won.limitHand}`, points: won.score }]),
      ...won.doublings.map((d) => ({ id: `dbl.${d}`, points: null })),
    ];
  },
  rotation: passesBefore,
  // §9.4, R-14: the deal has passed `dealPasses` times, or a player is broke.
  matchOver: (state) => {
    const options = ravennaOptionsOf(state.config.options);
    if (passesBefore(state.match, state.hand.number + 1) >= options.dealPasses) return true;
    return (
      options.stopWhenBroke && state.match.totals.some((t) => options.startingBalance + t <= 0)
    );
  },
};
