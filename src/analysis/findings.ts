/**
 * What the coach found in a finished match (issue 37; pure, design.md habit 13): for each hand, how
 * many of the person's decisions it reviewed, how many of the person's discards matched its own
 * (the review's verdict `same`, `equal` or `better`, graded as the review shows them: ./grading.ts),
 * and each big mistake with where it is in the log and what kind of mistake it was. The progress
 * page counts these; the drills are made from the big mistakes. A record is kept per match in the
 * app's database once the coach has looked at every hand, and is checked field by field when read
 * back: anything else is a typed error, never an exception.
 */
import type { Result, RulesetId } from '../engine';
import { fail, isRulesetId, ok } from '../engine';
import type { CoachAim, DecisionReview, MoveChoice } from '../worker/protocol';
import { BIG, gradeReview } from './grading';
import { isRecord } from './summary';

/** Schema of a MatchFindings record; a bump adds a migration (or the record is reviewed again). */
export const FINDINGS_SCHEMA = 1;

/**
 * What a big mistake was about, in a beginner's terms:
 * `win` a win left on the table; `claim` a discard claimed or passed against the coach's advice;
 * `kong` a kong declared or not; `safety` a tile thrown that could pay an opponent's win;
 * `value` a bigger hand given up; `speed` tiles kept that bring the hand to ready more slowly (or
 * with fewer chances to win).
 */
export type MistakeKind = 'win' | 'claim' | 'kong' | 'safety' | 'value' | 'speed';

export const MISTAKE_KINDS: readonly MistakeKind[] = [
  'speed',
  'value',
  'safety',
  'claim',
  'kong',
  'win',
];

export interface BigMistake {
  /** The action's index in the match log (the position is rebuilt from the log up to it). */
  readonly index: number;
  readonly kind: MistakeKind;
}

export interface HandFindings {
  /** 0-based, in the order played. */
  readonly hand: number;
  /** Decisions the coach reviewed (one it could not answer is not counted). */
  readonly reviewed: number;
  /** Of those, the person's discards. */
  readonly discards: number;
  /** Of those discards, the ones the coach would have made, or one as good or better. */
  readonly matchedDiscards: number;
  readonly bigMistakes: readonly BigMistake[];
}

export interface MatchFindings {
  readonly schema: number;
  /** The history's id of the match. */
  readonly matchId: string;
  readonly ruleset: RulesetId;
  /** The log's length when it was reviewed: findings of another log are not these. */
  readonly actions: number;
  /** What the coach aimed for, and how many strong opponents it knew of, when it reviewed. */
  readonly aim: CoachAim;
  readonly strongOpponents: number;
  readonly hands: readonly HandFindings[];
}

const CLAIMS: ReadonlySet<MoveChoice['type']> = new Set(['win', 'pass', 'pung', 'kong', 'chow']);
const KONGS: ReadonlySet<MoveChoice['type']> = new Set(['declareKong', 'addToPung']);

/** The kind of a mistake the review graded big (see MistakeKind). */
export function mistakeKindOf(review: DecisionReview): MistakeKind {
  const { mine, coach } = review;
  if (coach.type === 'win' || coach.type === 'declareWin') return 'win';
  if (CLAIMS.has(mine.type) || CLAIMS.has(coach.type)) return 'claim';
  if (KONGS.has(mine.type) || KONGS.has(coach.type)) return 'kong';
  const loss = gradeReview(review).loss;
  switch (loss?.type) {
    case 'risk':
      return 'safety';
    case 'value':
      return 'value';
    case 'odds':
      // Big by the chance to win lost, or else by the points the hand would have been worth.
      return loss.chance >= BIG.chance ? 'speed' : 'value';
    default:
      return 'speed';
  }
}

/** One decision of a hand as the review saw it: where it is in the log, and the coach's review. */
export interface ReviewedDecision {
  readonly index: number;
  /** Null when the coach could not answer. */
  readonly review: DecisionReview | null;
}

/** What the coach found in one hand, from the reviews of the person's decisions in it. */
export function handFindings(hand: number, decisions: readonly ReviewedDecision[]): HandFindings {
  let reviewed = 0;
  let discards = 0;
  let matchedDiscards = 0;
  const bigMistakes: BigMistake[] = [];
  for (const { index, review } of decisions) {
    if (review === null) continue;
    reviewed++;
    const grade = gradeReview(review);
    if (review.mine.type === 'discard') {
      discards++;
      if (grade.verdict !== 'different') matchedDiscards++;
    }
    if (grade.big) bigMistakes.push({ index, kind: mistakeKindOf(review) });
  }
  return { hand, reviewed, discards, matchedDiscards, bigMistakes };
}

// ---- reading a record back ---------------------------------------------------------------------

export type FindingsErrorCode = 'findings/malformed' | 'findings/newer-version';

const count = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;
const KINDS: ReadonlySet<unknown> = new Set(MISTAKE_KINDS);
const AIMS: ReadonlySet<unknown> = new Set<CoachAim>(['win', 'points']);

function decodeHand(raw: unknown): HandFindings | null {
  if (!isRecord(raw)) return null;
  const { hand, reviewed, discards, matchedDiscards, bigMistakes } = raw;
  if (!count(hand) || !count(reviewed) || !count(discards) || !count(matchedDiscards)) return null;
  if (discards > reviewed || matchedDiscards > discards || !Array.isArray(bigMistakes)) return null;
  const mistakes: BigMistake[] = [];
  for (const m of bigMistakes as unknown[]) {
    if (!isRecord(m) || !count(m['index']) || !KINDS.has(m['kind'])) return null;
    mistakes.push({ index: m['index'], kind: m['kind'] as MistakeKind });
  }
  if (mistakes.length > reviewed) return null;
  return { hand, reviewed, discards, matchedDiscards, bigMistakes: mistakes };
}

/** Checks a findings record read from the database. Never throws. */
export function decodeFindings(raw: unknown): Result<MatchFindings> {
  if (!isRecord(raw)) return fail('findings/malformed', 'the findings are not an object');
  const { schema, matchId, ruleset, actions, aim, strongOpponents, hands } = raw;
  if (!count(schema) || schema < 1)
    return fail('findings/malformed', 'the findings have no schema');
  if (schema > FINDINGS_SCHEMA)
    return fail('findings/newer-version', `the findings have a newer schema (${schema})`);
  if (typeof matchId !== 'string' || matchId.length === 0)
    return fail('findings/malformed', 'the findings name no match');
  if (!isRulesetId(ruleset) || !count(actions) || !AIMS.has(aim))
    return fail('findings/malformed', 'the findings do not say what was reviewed');
  if (!count(strongOpponents) || strongOpponents > 3 || !Array.isArray(hands))
    return fail('findings/malformed', 'the findings have no hands');
  const decoded: HandFindings[] = [];
  for (const h of hands as unknown[]) {
    const hand = decodeHand(h);
    if (hand === null) return fail('findings/malformed', 'a hand of the findings is unreadable');
    decoded.push(hand);
  }
  return ok({
    schema,
    matchId,
    ruleset,
    actions,
    aim: aim as CoachAim,
    strongOpponents,
    hands: decoded,
  });
}
