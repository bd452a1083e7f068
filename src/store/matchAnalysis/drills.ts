/**
 * The drill deck (issue 37, item 1; pure, design.md habit 13): every big mistake the coach found in
 * the person's matches (./findings.ts) becomes a card that asks the position again. A card is due
 * when it is added; a miss brings it back after 1, 3, 7, 14, then every 30 days (the more often it
 * is missed, the later it comes back: it is then practised less often but kept); a right answer
 * brings it back the next day to be confirmed, and a second right answer in a row retires it.
 * Records read back are checked field by field: anything else is a typed error.
 */
import type { Result, RulesetId } from '../../engine';
import { fail, isRulesetId, ok } from '../../engine';
import type { MatchFindings, MistakeKind } from './findings';
import { MISTAKE_KINDS } from './findings';
import { isRecord } from './summary';

export const DRILL_SCHEMA = 1;
export const DAY_MS = 24 * 3600 * 1000;
/** After the first, second, third… miss, the days until the card comes back. */
export const RETURN_DAYS: readonly number[] = [1, 3, 7, 14, 30];
/** Right answers in a row that retire a card. */
export const RIGHT_TO_RETIRE = 2;

export interface DrillCard {
  readonly schema: number;
  /** `matchId#index`: one card per position. */
  readonly id: string;
  /** The History's match the position comes from, and the action's index in its log. */
  readonly matchId: string;
  readonly index: number;
  readonly ruleset: RulesetId;
  readonly kind: MistakeKind;
  readonly addedAt: number;
  /** When the card is next asked (ms since the epoch). */
  readonly due: number;
  readonly misses: number;
  /** Right answers since the last miss. */
  readonly streak: number;
  readonly retired: boolean;
}

export const cardId = (matchId: string, index: number) => `${matchId}#${index}`;

/** The cards the findings of a match add to the deck: its big mistakes not already there. */
export function cardsFromFindings(
  findings: MatchFindings,
  known: ReadonlySet<string>,
  now: number,
): DrillCard[] {
  const cards: DrillCard[] = [];
  for (const hand of findings.hands)
    for (const mistake of hand.bigMistakes) {
      const id = cardId(findings.matchId, mistake.index);
      if (known.has(id)) continue;
      cards.push({
        schema: DRILL_SCHEMA,
        id,
        matchId: findings.matchId,
        index: mistake.index,
        ruleset: findings.ruleset,
        kind: mistake.kind,
        addedAt: now,
        due: now,
        misses: 0,
        streak: 0,
        retired: false,
      });
    }
  return cards;
}

/** The card after an answer, right or not, given at `now`. */
export function answerCard(card: DrillCard, right: boolean, now: number): DrillCard {
  if (right) {
    const streak = card.streak + 1;
    return { ...card, streak, retired: streak >= RIGHT_TO_RETIRE, due: now + DAY_MS };
  }
  const misses = card.misses + 1;
  const days = RETURN_DAYS[Math.min(misses, RETURN_DAYS.length) - 1]!;
  return { ...card, misses, streak: 0, retired: false, due: now + days * DAY_MS };
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

/** Checks a card read from the database or a file. Never throws. */
export function decodeCard(raw: unknown): Result<DrillCard> {
  if (!isRecord(raw)) return fail('drill/malformed', 'the drill is not an object');
  const { schema, id, matchId, index, ruleset, kind, addedAt, due, misses, streak, retired } = raw;
  if (!count(schema) || schema < 1) return fail('drill/malformed', 'the drill has no schema');
  if (schema > DRILL_SCHEMA)
    return fail('drill/newer-version', `the drill has a newer schema (${schema})`);
  if (typeof matchId !== 'string' || matchId.length === 0 || !count(index))
    return fail('drill/malformed', 'the drill names no position');
  if (id !== cardId(matchId, index)) return fail('drill/malformed', 'the drill’s id is wrong');
  if (!isRulesetId(ruleset) || !KINDS.has(kind))
    return fail('drill/malformed', 'the drill has no ruleset or kind');
  if (
    !time(addedAt) ||
    !time(due) ||
    !count(misses) ||
    !count(streak) ||
    typeof retired !== 'boolean'
  )
    return fail('drill/malformed', 'the drill’s schedule is unreadable');
  return ok({
    schema,
    id,
    matchId,
    index,
    ruleset,
    kind: kind as MistakeKind,
    addedAt,
    due,
    misses,
    streak,
    retired,
  });
}
