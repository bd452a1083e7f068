/**
 * The person's progress over the matches in the History (issue 37, item 2; pure, design.md habit
 * 13): per ruleset, one point per match in the order played — how often the person's discards
 * matched the coach's, big mistakes per hand, win rate, deal-in rate, points per hand — and the
 * kind of big mistake made most often. Results come from the match's summary (./summary.ts), the
 * coach's figures from its findings (./findings.ts), which a match may not have yet: its coach
 * figures are then null and the match is still a point of the other charts.
 */
import type { PlayerIndex, RulesetId } from '../engine';
import type { MistakeKind, MatchFindings } from './findings';
import { MISTAKE_KINDS } from './findings';
import type { MatchSummary } from './summary';

/** A match of the History, as the progress page reads it. */
export interface ProgressMatch {
  readonly id: string;
  readonly finishedAt: number;
  readonly actions: number;
  readonly summary: MatchSummary;
}

export interface ProgressPoint {
  readonly matchId: string;
  readonly finishedAt: number;
  readonly hands: number;
  readonly wins: number;
  readonly dealIns: number;
  /** The player's net payments over the match's hands. */
  readonly points: number;
  readonly winRate: number;
  readonly dealInRate: number;
  readonly pointsPerHand: number;
  /** The coach's figures: null until it has reviewed the match. */
  readonly coach: {
    readonly discards: number;
    readonly matchedDiscards: number;
    /** matchedDiscards / discards; null with no discard reviewed. */
    readonly matchRate: number | null;
    readonly bigMistakes: number;
    /** bigMistakes / hands. */
    readonly bigPerHand: number;
  } | null;
}

export interface MistakeTally {
  readonly kind: MistakeKind;
  readonly count: number;
}

export interface RulesetProgress {
  readonly ruleset: RulesetId;
  /** Oldest first. */
  readonly points: readonly ProgressPoint[];
  /** Matches the coach has reviewed. */
  readonly reviewed: number;
  /** Big mistakes of every reviewed match, by kind, most frequent first (none: empty). */
  readonly mistakes: readonly MistakeTally[];
  /** The sum of `mistakes`. */
  readonly bigMistakes: number;
}

/** The findings of this match as it is kept (the same log), or null. */
function findingsOf(
  match: ProgressMatch,
  findings: ReadonlyMap<string, MatchFindings>,
): MatchFindings | null {
  const found = findings.get(match.id);
  return found !== undefined &&
    found.actions === match.actions &&
    found.ruleset === match.summary.ruleset &&
    found.hands.length === match.summary.hands.length
    ? found
    : null;
}

function pointOf(
  match: ProgressMatch,
  found: MatchFindings | null,
  player: PlayerIndex,
): ProgressPoint {
  const hands = match.summary.hands;
  let wins = 0;
  let dealIns = 0;
  let points = 0;
  for (const hand of hands) {
    points += hand.payments[player];
    const r = hand.result;
    if (r.kind !== 'win') continue;
    if (r.winner === player) wins++;
    if (r.discarder === player) dealIns++;
  }
  let coach: ProgressPoint['coach'] = null;
  if (found !== null) {
    let discards = 0;
    let matchedDiscards = 0;
    let bigMistakes = 0;
    for (const h of found.hands) {
      discards += h.discards;
      matchedDiscards += h.matchedDiscards;
      bigMistakes += h.bigMistakes.length;
    }
    coach = {
      discards,
      matchedDiscards,
      matchRate: discards === 0 ? null : matchedDiscards / discards,
      bigMistakes,
      bigPerHand: bigMistakes / hands.length,
    };
  }
  const n = hands.length;
  return {
    matchId: match.id,
    finishedAt: match.finishedAt,
    hands: n,
    wins,
    dealIns,
    points,
    winRate: wins / n,
    dealInRate: dealIns / n,
    pointsPerHand: points / n,
    coach,
  };
}

/**
 * The progress of `player` in each ruleset played (the ruleset of the newest match first), over
 * the matches with at least one hand, oldest first.
 */
export function progressByRuleset(
  matches: readonly ProgressMatch[],
  findings: ReadonlyMap<string, MatchFindings>,
  player: PlayerIndex,
): RulesetProgress[] {
  const played = matches
    .filter((m) => m.summary.hands.length > 0)
    .sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const order: RulesetId[] = [];
  // The History's order (newest first, then by id): its first match's rules lead.
  const newestFirst = [...played].sort(
    (a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  for (const m of newestFirst)
    if (!order.includes(m.summary.ruleset)) order.push(m.summary.ruleset);
  return order.map((ruleset) => {
    const points: ProgressPoint[] = [];
    const byKind = new Map<MistakeKind, number>();
    let reviewed = 0;
    for (const match of played) {
      if (match.summary.ruleset !== ruleset) continue;
      const found = findingsOf(match, findings);
      points.push(pointOf(match, found, player));
      if (found === null) continue;
      reviewed++;
      for (const h of found.hands)
        for (const m of h.bigMistakes) byKind.set(m.kind, (byKind.get(m.kind) ?? 0) + 1);
    }
    const mistakes = MISTAKE_KINDS.flatMap((kind) => {
      const count = byKind.get(kind);
      return count === undefined ? [] : [{ kind, count }];
    }).sort((a, b) => b.count - a.count);
    const bigMistakes = mistakes.reduce((sum, m) => sum + m.count, 0);
    return { ruleset, points, reviewed, mistakes, bigMistakes };
  });
}

/** Matches of the list the coach has not reviewed yet (as kept now), newest first. */
export function unreviewed<M extends ProgressMatch>(
  matches: readonly M[],
  findings: ReadonlyMap<string, MatchFindings>,
): M[] {
  return matches
    .filter((m) => m.summary.hands.length > 0 && findingsOf(m, findings) === null)
    .sort((a, b) => b.finishedAt - a.finishedAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** What a chart of the progress page follows. */
export type ProgressMetric =
  'coachMatch' | 'bigPerHand' | 'winRate' | 'dealInRate' | 'pointsPerHand';

export const PROGRESS_METRICS: readonly ProgressMetric[] = [
  'coachMatch',
  'bigPerHand',
  'winRate',
  'dealInRate',
  'pointsPerHand',
];

/** A metric as a ratio: its numerator and denominator in a match (null: not known for it). */
function partsOf(point: ProgressPoint, metric: ProgressMetric): [number, number] | null {
  switch (metric) {
    case 'coachMatch':
      return point.coach === null || point.coach.discards === 0
        ? null
        : [point.coach.matchedDiscards, point.coach.discards];
    case 'bigPerHand':
      return point.coach === null ? null : [point.coach.bigMistakes, point.hands];
    case 'winRate':
      return [point.wins, point.hands];
    case 'dealInRate':
      return [point.dealIns, point.hands];
    case 'pointsPerHand':
      return [point.points, point.hands];
  }
}

/** The metric in one match; null when it is not known (the coach has not looked at it). */
export function metricOf(point: ProgressPoint, metric: ProgressMetric): number | null {
  const parts = partsOf(point, metric);
  return parts === null ? null : parts[0] / parts[1];
}

/**
 * The metric over several matches, pooled (every discard or hand counts once, whatever match it
 * was in); null when no match of them tells it.
 */
export function pooledMetric(
  points: readonly ProgressPoint[],
  metric: ProgressMetric,
): number | null {
  let top = 0;
  let bottom = 0;
  for (const point of points) {
    const parts = partsOf(point, metric);
    if (parts === null) continue;
    top += parts[0];
    bottom += parts[1];
  }
  return bottom === 0 ? null : top / bottom;
}
