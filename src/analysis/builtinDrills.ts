/**
 * The built-in drills (issue 37; pure, design.md habit 13): positions of seeded self-play, each
 * chosen by scripts/pick-drills.ts to teach one idea, kept as the hand's seed and moves (so a
 * position is the engine's own replay, whatever the bots later become) with the seat asked and the
 * tempting move the coach's review calls a big mistake there. One set per ruleset, loaded on
 * demand (the UI's ruleset registry); every day offers five of them, a different five each day,
 * the ideas mixed, none the person has already learnt.
 */
import type { Action, PlayerView, Result, RulesetId, Seat } from '../engine';
import { apply, fail, newGame, ok, playerView, seatsToAct } from '../engine';
import { decodeMoves } from './moveCode';

/**
 * What a built-in drill teaches: `efficiency` keep the tiles that bring the hand to ready fastest;
 * `pattern` keep a pattern worth more than the most efficient tile (Zung Jung); `doublings` keep a
 * doubling in reach (Ravenna); `safety` late in the hand, a safe discard over a dangerous one;
 * `claim` claim the discard, or let it go.
 */
export type DrillIdea = 'efficiency' | 'pattern' | 'doublings' | 'safety' | 'claim';

export const DRILL_IDEAS: readonly DrillIdea[] = [
  'efficiency',
  'pattern',
  'doublings',
  'safety',
  'claim',
];

/** "Late in the hand" for the safety drills: this many live tiles or fewer in the wall. */
export const LATE_WALL = 40;

/** The coach grades a built-in drill as it was chosen: aiming for points, standard opponents. */
export const BUILTIN_AIM = 'points';
export const BUILTIN_STRONG_OPPONENTS = 0;

export interface BuiltinHand {
  /** The match's seed (default options); the hand is its first. */
  readonly seed: string;
  /** Its moves (moveCode.ts), up to the last position a drill asks. */
  readonly moves: string;
}

export interface BuiltinDrill {
  /** `<ruleset>/<idea>-<n>`. */
  readonly id: string;
  readonly idea: DrillIdea;
  /** Index of its hand in the set. */
  readonly hand: number;
  /** Moves of the hand played before the position. */
  readonly at: number;
  /** The seat asked. */
  readonly seat: Seat;
  /** The move the drill is about not making (one move in moveCode.ts). */
  readonly tempting: string;
}

export interface BuiltinDrillSet {
  readonly hands: readonly BuiltinHand[];
  readonly drills: readonly BuiltinDrill[];
}

export interface BuiltinPosition {
  readonly view: PlayerView;
  readonly tempting: Action;
}

/**
 * The position of a drill: its hand replayed by the engine up to the drill's move, seen by the
 * seat asked. An error (never an exception) when the set does not replay.
 */
export function builtinPosition(
  set: BuiltinDrillSet,
  ruleset: RulesetId,
  drill: BuiltinDrill,
): Result<BuiltinPosition> {
  const hand = set.hands[drill.hand];
  if (hand === undefined) return fail('drill/no-position', `${drill.id}: no hand ${drill.hand}`);
  const moves = decodeMoves(hand.moves);
  const tempting = decodeMoves(drill.tempting);
  if (!moves.ok) return moves;
  const [temptingMove, ...more] = tempting.ok ? tempting.value : [];
  if (temptingMove === undefined || more.length > 0)
    return fail('drill/no-position', `${drill.id}: the tempting move is unreadable`);
  if (drill.at > moves.value.length)
    return fail('drill/no-position', `${drill.id}: the hand has fewer moves`);
  const created = newGame({ seed: hand.seed, ruleset });
  if (!created.ok) return created;
  let state = created.value.state;
  for (const action of moves.value.slice(0, drill.at)) {
    const next = apply(state, action);
    if (!next.ok) return fail('drill/no-position', `${drill.id}: ${next.error.message}`);
    state = next.state;
  }
  if (!seatsToAct(state).includes(drill.seat))
    return fail('drill/no-position', `${drill.id}: seat ${drill.seat} has no move to make`);
  return ok({ view: asThePerson(playerView(state, drill.seat)), tempting: temptingMove });
}

/**
 * The view with its players renumbered so that the seat asked is the person's (player 0, "You"),
 * the others following round the table: the words name them as at the person's own table.
 */
function asThePerson(view: PlayerView): PlayerView {
  const me = view.seats[view.seat].player;
  const seats = view.seats.map((s) => ({
    ...s,
    player: ((s.player - me + 4) % 4) as typeof s.player,
  })) as unknown as PlayerView['seats'];
  return { ...view, seats };
}

/** The card id of a built-in drill in the deck (./drills.ts). */
export const builtinCardId = (drillId: string) => `builtin:${drillId}`;

/** A day by the person's calendar: the days since the epoch at local midnight. */
export function dayOf(time: number): number {
  const d = new Date(time);
  return Math.round(
    (Date.UTC(d.getFullYear(), d.getMonth(), d.getDate()) - Date.UTC(1970, 0, 1)) / 86_400_000,
  );
}

/** Local midnight that starts the day of `time`. */
export function startOfDay(time: number): number {
  const d = new Date(time);
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** A small seeded generator (mulberry32): the day's order is the same all day, on any device. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DAILY_COUNT = 5;

/** What the deck says of a built-in drill: learnt before today, or answered today. */
export interface BuiltinStanding {
  readonly learntBefore: (drillId: string) => boolean;
}

/**
 * The day's five: the set in an order drawn for the day, the ideas taken in turn (so the five
 * teach as many ideas as the set has), leaving out the drills learnt before the day began. The
 * same five all day, whatever is answered in it; fewer when fewer are left to learn.
 */
export function dailyDrills(
  set: BuiltinDrillSet,
  day: number,
  standing: BuiltinStanding,
): BuiltinDrill[] {
  const next = generator(day * 2654435761);
  const open = set.drills.filter((d) => !standing.learntBefore(d.id));
  const shuffled = open
    .map((drill) => ({ drill, key: next() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.drill);
  const byIdea = new Map<DrillIdea, BuiltinDrill[]>();
  for (const drill of shuffled) byIdea.set(drill.idea, [...(byIdea.get(drill.idea) ?? []), drill]);
  const queues = [...byIdea.values()];
  const picked: BuiltinDrill[] = [];
  for (let round = 0; picked.length < DAILY_COUNT && queues.some((q) => q.length > round); round++)
    for (const queue of queues) {
      const drill = queue[round];
      if (drill !== undefined && picked.length < DAILY_COUNT) picked.push(drill);
    }
  return picked;
}
