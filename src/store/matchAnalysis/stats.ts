/** One player's record over many matches (issue 6; pure, design.md habit 13). */
import type { PatternId, PlayerIndex } from '../../engine';
import { comparePatternIds } from '../../engine';
import type { MatchSummary } from './summary';

type Four<T> = readonly [T, T, T, T];

export interface PatternCount {
  readonly id: PatternId;
  /** Winning hands of the player in which the pattern counted. */
  readonly count: number;
  /** The points it brought over those hands. */
  readonly points: number;
}

export interface PlayerStats {
  readonly matches: number;
  readonly hands: number;
  readonly wins: number;
  readonly selfDrawn: number;
  /** Hands another player won on this player's discard (§12.2; a robbed kong too, §7.4). */
  readonly dealIns: number;
  /** Hands in which the player paid for the others as the responsible player (§12.3, §12.5). */
  readonly responsible: number;
  /** wins / hands, 0 with no hand. */
  readonly winRate: number;
  /** dealIns / hands, 0 with no hand. */
  readonly dealInRate: number;
  /** Wins with no counted pattern (1 point, §8.2). */
  readonly chickenHands: number;
  /** The average value V of the player's wins (§9); 0 with no win. */
  readonly averageWin: number;
  /** Most often scored first, then by id. */
  readonly patterns: readonly PatternCount[];
  /** How many matches ended in each place (index 0 = first); finished matches only. */
  readonly places: Four<number>;
}

/** One player's record over matches: hands won, how, deal-ins and the patterns scored. */
export function patternStats(matches: readonly MatchSummary[], player: PlayerIndex): PlayerStats {
  let hands = 0;
  let wins = 0;
  let selfDrawn = 0;
  let dealIns = 0;
  let responsible = 0;
  let chickenHands = 0;
  let winValue = 0;
  const places = [0, 0, 0, 0];
  const byId = new Map<PatternId, { count: number; points: number }>();
  for (const match of matches) {
    if (match.finished) {
      const place = match.standings.find((s) => s.player === player)?.place;
      if (place !== undefined) places[place - 1]!++;
    }
    for (const hand of match.hands) {
      hands++;
      const r = hand.result;
      if (r.kind !== 'win') continue;
      if (r.winner === player) {
        wins++;
        winValue += r.value;
        if (r.from === 'wall') selfDrawn++;
        if (r.patterns.length === 0) chickenHands++;
        for (const p of r.patterns) {
          const entry = byId.get(p.id) ?? { count: 0, points: 0 };
          byId.set(p.id, { count: entry.count + 1, points: entry.points + p.points });
        }
      }
      if (r.discarder === player) dealIns++;
      if (r.responsible === player && r.value > 25) responsible++;
    }
  }
  const patterns = [...byId.entries()]
    .map(([id, { count, points }]) => ({ id, count, points }))
    .sort((a, b) => b.count - a.count || comparePatternIds(a.id, b.id));
  return {
    matches: matches.length,
    hands,
    wins,
    selfDrawn,
    dealIns,
    responsible,
    winRate: hands === 0 ? 0 : wins / hands,
    dealInRate: hands === 0 ? 0 : dealIns / hands,
    chickenHands,
    averageWin: wins === 0 ? 0 : winValue / wins,
    patterns,
    places: places as unknown as Four<number>,
  };
}
