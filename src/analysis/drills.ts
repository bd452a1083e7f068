/**
 * The drill deck (issue 37, item 1; pure, design.md habit 13): every big mistake the coach found in
 * the person's matches (./findings.ts) becomes a card that asks the position again. A card is due
 * when it is added; a miss brings it back after 1, 3, 7, 14, then every 30 days (the more often it
 * is missed, the later it comes back: it is then practised less often but kept); a right answer
 * brings it back the next day to be confirmed, and a second right answer in a row retires it.
 * A built-in drill (./builtinDrills.ts) joins the deck once answered: learnt at once when right
 * the first time, on the same schedule as the person's own mistakes once missed.
 * Records read back are checked field by field: anything else is a typed error.
 */
import type { Result, RulesetId } from '../engine';
import { fail, isRulesetId, ok } from '../engine';
import type { BuiltinDrill, DrillIdea } from './builtinDrills';
import { DRILL_IDEAS, builtinCardId } from './builtinDrills';
import type { MatchFindings, MistakeKind } from './findings';
import { MISTAKE_KINDS } from './findings';
import { isRecord } from './summary';

/** 2: cards of built-in drills, and when a card was last answered (a schema-1 card reads as 2). */
export const DRILL_SCHEMA = 2;
export const DAY_MS = 24 * 3600 * 1000;
/** After the first, second, third… miss, the days until the card comes back. */
export const RETURN_DAYS: readonly number[] = [1, 3, 7, 14, 30];
/** Right answers in a row that retire a card. */
export const RIGHT_TO_RETIRE = 2;

interface Schedule {
  readonly schema: number;
  readonly id: string;
  readonly ruleset: RulesetId;
  readonly addedAt: number;
  /** When the card is next asked (ms since the epoch). */
  readonly due: number;
  readonly misses: number;
  /** Right answers since the last miss. */
  readonly streak: number;
  readonly retired: boolean;
  /** When it was last answered; null before its first answer. */
  readonly answeredAt: number | null;
}

/** A big mistake of the person's own, asked again. */
export interface MatchCard extends Schedule {
  readonly source: 'match';
  /** `matchId#index`: one card per position. */
  readonly id: string;
  /** The History's match the position comes from, and the action's index in its log. */
  readonly matchId: string;
  readonly index: number;
  readonly kind: MistakeKind;
}

/** A built-in drill (./builtinDrills.ts) once answered: kept to come back, or learnt. */
export interface BuiltinCard extends Schedule {
  readonly source: 'builtin';
  /** `builtin:<drill id>`. */
  readonly id: string;
  readonly drill: string;
  readonly idea: DrillIdea;
}

export type DrillCard = MatchCard | BuiltinCard;

export const cardId = (matchId: string, index: number) => `${matchId}#${index}`;

/** A card's schedule when it joins the deck: due at once, never answered. */
const newSchedule = (ruleset: RulesetId, now: number): Omit<Schedule, 'id'> => ({
  schema: DRILL_SCHEMA,
  ruleset,
  addedAt: now,
  due: now,
  misses: 0,
  streak: 0,
  retired: false,
  answeredAt: null,
});

/** The cards the findings of a match add to the deck: its big mistakes not already there. */
export function cardsFromFindings(
  findings: MatchFindings,
  known: ReadonlySet<string>,
  now: number,
): MatchCard[] {
  const cards: MatchCard[] = [];
  for (const hand of findings.hands)
    for (const mistake of hand.bigMistakes) {
      const id = cardId(findings.matchId, mistake.index);
      if (known.has(id)) continue;
      cards.push({
        ...newSchedule(findings.ruleset, now),
        source: 'match',
        id,
        matchId: findings.matchId,
        index: mistake.index,
        kind: mistake.kind,
      });
    }
  return cards;
}

/** A built-in drill's card before its first answer (its answer is then `answerCard`'s). */
export function builtinCard(
  drill: Pick<BuiltinDrill, 'id' | 'idea'>,
  ruleset: RulesetId,
  now: number,
): BuiltinCard {
  return {
    ...newSchedule(ruleset, now),
    source: 'builtin',
    id: builtinCardId(drill.id),
    drill: drill.id,
    idea: drill.idea,
  };
}

/** The card after an answer, right or not, given at `now`. */
export function answerCard(card: DrillCard, right: boolean, now: number): DrillCard {
  if (right) {
    const streak = card.streak + 1;
    // A built-in position answered right the first time it is seen is known: it is not asked
    // again (the person's own mistakes, and built-in ones missed, must be right twice in a row).
    const knownAtOnce = card.source === 'builtin' && card.answeredAt === null;
    return {
      ...card,
      streak,
      retired: knownAtOnce || streak >= RIGHT_TO_RETIRE,
      due: now + DAY_MS,
      answeredAt: now,
    };
  }
  const misses = card.misses + 1;
  // Past the last listed wait, a card returns after the longest.
  const days = RETURN_DAYS[misses - 1] ?? Math.max(...RETURN_DAYS);
  return {
    ...card,
    misses,
    streak: 0,
    retired: false,
    due: now + days * DAY_MS,
    answeredAt: now,
  };
}

/** The cards to ask now: not retired and due, the longest due first. */
export function dueCards(cards: Iterable<DrillCard>, now: number): DrillCard[] {
  return [...cards]
    .filter((c) => !c.retired && c.due <= now)
    .sort((a, b) => a.due - b.due || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

export interface DeckCounts {
  readonly due: number;
  /** Kept, to come back later. */
  readonly later: number;
  readonly retired: number;
}

export function deckCounts(cards: Iterable<DrillCard>, now: number): DeckCounts {
  let due = 0;
  let later = 0;
  let retired = 0;
  for (const c of cards)
    if (c.retired) retired++;
    else if (c.due <= now) due++;
    else later++;
  return { due, later, retired };
}

// ---- reading a card back -----------------------------------------------------------------------

export type DrillErrorCode = 'drill/malformed' | 'drill/newer-version';

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const time = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const KINDS: ReadonlySet<unknown> = new Set(MISTAKE_KINDS);

const IDEAS: ReadonlySet<unknown> = new Set(DRILL_IDEAS);

/** Checks a card read from the database or a file. Never throws. */
export function decodeCard(raw: unknown): Result<DrillCard> {
  if (!isRecord(raw)) return fail('drill/malformed', 'the drill is not an object');
  const { schema, id, ruleset, addedAt, due, misses, streak, retired } = raw;
  if (!count(schema) || schema < 1) return fail('drill/malformed', 'the drill has no schema');
  if (schema > DRILL_SCHEMA)
    return fail('drill/newer-version', `the drill has a newer schema (${schema})`);
  // Schema 1 knew only the person's own mistakes, and not when they were answered.
  const source = schema === 1 ? 'match' : raw['source'];
  const answeredAt = schema === 1 ? null : raw['answeredAt'];
  if (!isRulesetId(ruleset)) return fail('drill/malformed', 'the drill has no ruleset');
  if (
    !time(addedAt) ||
    !time(due) ||
    !count(misses) ||
    !count(streak) ||
    typeof retired !== 'boolean' ||
    (answeredAt !== null && !time(answeredAt))
  )
    return fail('drill/malformed', 'the drill’s schedule is unreadable');
  const schedule = {
    schema: DRILL_SCHEMA,
    ruleset,
    addedAt,
    due,
    misses,
    streak,
    retired,
    answeredAt,
  };
  if (source === 'builtin') {
    const { drill, idea } = raw;
    if (typeof drill !== 'string' || drill.length === 0 || !IDEAS.has(idea))
      return fail('drill/malformed', 'the drill names no built-in position');
    if (id !== builtinCardId(drill)) return fail('drill/malformed', 'the drill’s id is wrong');
    return ok({ ...schedule, source, id, drill, idea: idea as DrillIdea });
  }
  if (source !== 'match') return fail('drill/malformed', 'the drill has no source');
  const { matchId, index, kind } = raw;
  if (typeof matchId !== 'string' || matchId.length === 0 || !count(index))
    return fail('drill/malformed', 'the drill names no position');
  if (id !== cardId(matchId, index)) return fail('drill/malformed', 'the drill’s id is wrong');
  if (!KINDS.has(kind)) return fail('drill/malformed', 'the drill has no kind');
  return ok({ ...schedule, source, id, matchId, index, kind: kind as MistakeKind });
}
