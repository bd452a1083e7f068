/**
 * What the coach finds in a match (issue 37): from the real review of every decision the person
 * took in seeded matches, each hand's counts are what the review shows (discards, the ones graded
 * as the coach's or as good, the big mistakes), each big mistake points at the person's move in the
 * log, and the kind it is filed under is a true statement about that move. A record read back is
 * checked: anything corrupt is a typed error, never an exception.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import type { Action, GameLog } from '../engine';
import { kindOfId } from '../engine';
import { reviewDecision } from '../bots/coach';
import type { DecisionReview } from '../worker/protocol';
import { handDecisions } from './reviewMoves';
import type { HandFindings, MatchFindings } from './findings';
import { FINDINGS_SCHEMA, decodeFindings, handFindings, mistakeKindOf } from './findings';
import { BIG, gradeReview } from './grading';
import { summarizeMatch } from './summary';

interface Reviewed {
  readonly log: GameLog;
  readonly hand: number;
  readonly index: number;
  readonly action: Action;
  readonly review: DecisionReview;
}

/** Every decision of the person (player 0) in these matches, with its real review. */
function reviewAll(logs: readonly GameLog[]): { reviewed: Reviewed[]; hands: HandFindings[][] } {
  const reviewed: Reviewed[] = [];
  const hands: HandFindings[][] = [];
  for (const log of logs) {
    const summary = summarizeMatch(log);
    if (!summary.ok) throw new Error(summary.error.message);
    const found: HandFindings[] = [];
    for (let hand = 0; hand < summary.value.hands.length; hand++) {
      const decisions = handDecisions({ log, handNumber: hand });
      if (!decisions.ok) throw new Error(decisions.error.message);
      const rows = decisions.value.map((d) => {
        const review = reviewDecision(d.view, d.action);
        if (review === null) throw new Error(`no review of action ${d.index}`);
        reviewed.push({ log, hand, index: d.index, action: d.action, review });
        return { index: d.index, review };
      });
      found.push(handFindings(hand, rows));
    }
    hands.push(found);
  }
  return { reviewed, hands };
}

// Beginners make big mistakes of every kind; a few hands of several matches, in both rulesets.
const LOGS = [
  playedMatch('findings-1', { maxHands: 3 }),
  playedMatch('findings-2', { maxHands: 3, level: 'random' }),
  playedMatch('findings-3', { maxHands: 3, ruleset: 'ravenna' }),
  playedMatch('findings-4', { maxHands: 3, level: 'random', ruleset: 'ravenna' }),
];
let all: ReturnType<typeof reviewAll>;

beforeAll(() => {
  all = reviewAll(LOGS);
}, 120_000);

describe('handFindings', () => {
  it('counts what the review shows: discards, the ones graded as the coach’s, the big mistakes', () => {
    LOGS.forEach((log, m) => {
      all.hands[m]!.forEach((found, hand) => {
        const rows = all.reviewed.filter((r) => r.log === log && r.hand === hand);
        const discards = rows.filter((r) => r.review.mine.type === 'discard');
        expect(found.hand).toBe(hand);
        expect(found.reviewed).toBe(rows.length);
        expect(found.discards).toBe(discards.length);
        expect(found.matchedDiscards).toBe(
          discards.filter((r) => gradeReview(r.review).verdict !== 'different').length,
        );
        expect(found.bigMistakes.map((b) => b.index)).toEqual(
          rows.filter((r) => gradeReview(r.review).big).map((r) => r.index),
        );
      });
    });
    const big = all.hands.flat().reduce((n, h) => n + h.bigMistakes.length, 0);
    expect(big).toBeGreaterThan(5);
  });

  it('points each big mistake at the person’s own move in the log', () => {
    LOGS.forEach((log, m) => {
      for (const hand of all.hands[m]!)
        for (const mistake of hand.bigMistakes) {
          const row = all.reviewed.find((r) => r.log === log && r.index === mistake.index)!;
          // The log's action there is the move the review judged.
          expect(log.actions[mistake.index]).toEqual(row.action);
          if (row.action.type === 'discard')
            expect(row.review.mine).toEqual({ type: 'discard', kind: kindOfId(row.action.tile) });
          expect(gradeReview(row.review).big).toBe(true);
        }
    });
  });

  it('leaves out a decision the coach could not answer', () => {
    const rows = all.reviewed.slice(0, 6).map((r, i) => ({
      index: r.index,
      review: i % 2 === 0 ? r.review : null,
    }));
    expect(handFindings(0, rows).reviewed).toBe(3);
  });
});

describe('mistakeKindOf', () => {
  it('files each big mistake under a kind that is true of the move', () => {
    const kinds = new Set<string>();
    for (const { review } of all.reviewed) {
      const grade = gradeReview(review);
      if (!grade.big) continue;
      const kind = mistakeKindOf(review);
      kinds.add(kind);
      const { mine, coach, mineFigures: m, coachFigures: c } = review;
      switch (kind) {
        case 'win':
          // The coach would have won there; the person did not.
          expect(['win', 'declareWin']).toContain(coach.type);
          expect(mine.type).not.toBe(coach.type);
          break;
        case 'claim':
          expect(
            ['pass', 'pung', 'kong', 'chow'].includes(mine.type) ||
              ['pass', 'pung', 'kong', 'chow'].includes(coach.type),
          ).toBe(true);
          break;
        case 'kong':
          expect(
            ['declareKong', 'addToPung'].includes(mine.type) ||
              ['declareKong', 'addToPung'].includes(coach.type),
          ).toBe(true);
          break;
        case 'safety':
          // The person's tile could cost more than the coach's.
          expect(m.risk!).toBeGreaterThan(c.risk!);
          break;
        case 'value':
          // The hand the coach kept is worth more.
          if (m.expectedPoints !== null && c.expectedPoints !== null)
            expect(c.expectedPoints).toBeGreaterThan(m.expectedPoints);
          else expect(c.value!).toBeGreaterThan(m.value!);
          break;
        case 'speed': {
          // Slower to ready, fewer useful tiles, or a chance to win at least BIG.chance lower.
          const slower = m.shanten > c.shanten || (m.shanten === c.shanten && m.tiles < c.tiles);
          const lessLikely =
            m.winChance !== null &&
            c.winChance !== null &&
            (c.winChance - m.winChance) * 100 >= BIG.chance;
          expect(slower || lessLikely).toBe(true);
          break;
        }
      }
    }
    // The seeded beginners make mistakes of several kinds.
    expect(kinds.size).toBeGreaterThanOrEqual(3);
  });
});

describe('decodeFindings', () => {
  const record: MatchFindings = {
    schema: FINDINGS_SCHEMA,
    matchId: 'm1',
    ruleset: 'zung-jung',
    actions: 120,
    aim: 'points',
    strongOpponents: 1,
    hands: [
      {
        hand: 0,
        reviewed: 12,
        discards: 10,
        matchedDiscards: 7,
        bigMistakes: [{ index: 17, kind: 'speed' }],
      },
      { hand: 1, reviewed: 3, discards: 3, matchedDiscards: 3, bigMistakes: [] },
    ],
  };

  it('reads back what was kept', () => {
    expect(decodeFindings(structuredClone(record))).toEqual({ ok: true, value: record });
  });

  it('refuses a corrupt record with a typed error', () => {
    const bad = (change: Record<string, unknown>) => ({ ...structuredClone(record), ...change });
    const hand = (change: Record<string, unknown>) =>
      bad({ hands: [{ ...record.hands[0], ...change }] });
    const cases: [unknown, string][] = [
      [null, 'findings/malformed'],
      ['text', 'findings/malformed'],
      [bad({ schema: FINDINGS_SCHEMA + 1 }), 'findings/newer-version'],
      [bad({ schema: 0 }), 'findings/malformed'],
      [bad({ matchId: '' }), 'findings/malformed'],
      [bad({ ruleset: 'mahjong-of-nowhere' }), 'findings/malformed'],
      [bad({ aim: 'fun' }), 'findings/malformed'],
      [bad({ strongOpponents: 4 }), 'findings/malformed'],
      [bad({ hands: 'all' }), 'findings/malformed'],
      [hand({ discards: 13 }), 'findings/malformed'],
      [hand({ matchedDiscards: 11 }), 'findings/malformed'],
      [hand({ reviewed: -1 }), 'findings/malformed'],
      [hand({ bigMistakes: [{ index: 3, kind: 'boredom' }] }), 'findings/malformed'],
      [hand({ bigMistakes: [{ index: 1.5, kind: 'speed' }] }), 'findings/malformed'],
    ];
    for (const [raw, code] of cases) {
      const decoded = decodeFindings(raw);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.error.code).toBe(code);
    }
  });

  it('never throws, whatever is read', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const decoded = decodeFindings(raw);
        if (!decoded.ok) expect(decoded.error.code).toMatch(/^findings\//);
      }),
      { numRuns: 300 },
    );
  });
});
