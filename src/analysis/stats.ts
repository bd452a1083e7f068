/**
 * One player's record over many matches (issue 6; pure, design.md habit 13), kept per ruleset
 * (issue 35): a Ravenna win of 200 and a Zung Jung win of 30 are not averaged together, and what a
 * win scored is counted in its own ruleset's terms (the engine's `scoringMarks`).
 */
import type { PlayerIndex, RulesetId } from '../engine';
import { comparePatternIds } from '../engine';
import type { MatchSummary } from './summary';

type Four<T> = readonly [T, T, T, T];

export interface MarkCount {
  /** A Zung Jung pattern id, or a Ravenna limit hand or doubling (summary.ts `scoredBy`). */
  readonly id: string;
  /** Winning hands of the player that scored it. */
  readonly count: number;
  /** The points it brought over those hands (a doubling brings none of its own). */
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
  /**
   * Wins that scored nothing beyond the ruleset's plain win: a Zung Jung chicken hand (1 point,
   * §8.2), a Ravenna hand with no doubling and no limit (table points and going out only).
   */
  readonly plainWins: number;
  /** The average value of the player's wins (Zung Jung's V, §9; Ravenna's score); 0 with none. */
  readonly averageWin: number;
  /** What the wins scored, most often first, then Zung Jung patterns by id, others by name. */
  readonly scoredBy: readonly MarkCount[];
  /** How many matches ended in each place (index 0 = first); finished matches only. */
  readonly places: Four<number>;
}

/** Pattern ids in their table's order (§9: "1.1" before "10.2"), other marks by their id. */
function compareMarks(a: string, b: string): number {
  const numeric = (id: string) => /^\d+(\.\d+)*$/.test(id);
  if (numeric(a) && numeric(b)) return comparePatternIds(a, b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * One player's record over matches: hands won, how, deal-ins and what the wins scored. The
 * matches should be of one ruleset (`statsByRuleset`): what a win scored means nothing across
 * rulesets, and neither does an average of their points.
 */
export function patternStats(matches: readonly MatchSummary[], player: PlayerIndex): PlayerStats {
  let hands = 0;
  let wins = 0;
  let selfDrawn = 0;
  let dealIns = 0;
  let responsible = 0;
  let plainWins = 0;
  let winValue = 0;
  /** The place of each finished match (1 = first). */
  const placed: number[] = [];
  const byId = new Map<string, { count: number; points: number }>();
  for (const match of matches) {
    if (match.finished) {
      const place = match.standings.find((s) => s.player === player)?.place;
      if (place !== undefined) placed.push(place);
    }
    for (const hand of match.hands) {
      hands++;
      const r = hand.result;
      if (r.kind !== 'win') continue;
      if (r.winner === player) {
        wins++;
        winValue += r.value;
        if (r.from === 'wall') selfDrawn++;
        if (r.scoredBy.length === 0) plainWins++;
        for (const mark of r.scoredBy) {
          const entry = byId.get(mark.id) ?? { count: 0, points: 0 };
          byId.set(mark.id, {
            count: entry.count + 1,
            points: entry.points + (mark.points ?? 0),
          });
        }
      }
      if (r.discarder === player) dealIns++;
      if (r.responsible === player && r.value > 25) responsible++;
    }
  }
  const finishedIn = (place: number) => placed.filter((p) => p === place).length;
  const scoredBy = [...byId.entries()]
    .map(([id, { count, points }]) => ({ id, count, points }))
    .sort((a, b) => b.count - a.count || compareMarks(a.id, b.id));
  return {
    matches: matches.length,
    hands,
    wins,
    selfDrawn,
    dealIns,
    responsible,
    winRate: hands === 0 ? 0 : wins / hands,
    dealInRate: hands === 0 ? 0 : dealIns / hands,
    plainWins,
    averageWin: wins === 0 ? 0 : winValue / wins,
    scoredBy,
    places: [finishedIn(1), finishedIn(2), finishedIn(3), finishedIn(4)],
  };
}

export interface RulesetStats {
  readonly ruleset: RulesetId;
  readonly stats: PlayerStats;
}

/**
 * The player's record for each ruleset played, and only those: the ruleset of the first match
 * listed first (the history lists the newest first, so the rules played last lead).
 */
export function statsByRuleset(
  matches: readonly MatchSummary[],
  player: PlayerIndex,
): RulesetStats[] {
  const order: RulesetId[] = [];
  for (const match of matches) if (!order.includes(match.ruleset)) order.push(match.ruleset);
  return order.map((ruleset) => ({
    ruleset,
    stats: patternStats(
      matches.filter((m) => m.ruleset === ruleset),
      player,
    ),
  }));
}
