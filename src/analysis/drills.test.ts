/**
 * The drill deck's schedule (issue 37, item 1): a big mistake becomes a card due at once; a miss
 * keeps it and brings it back after 1, 3, 7, 14, then 30 days; a right answer brings it back the
 * next day, a second in a row retires it; a miss in between starts the count again. Cards are
 * made once per position, and a corrupt card read back is a typed error.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DrillCard } from './drills';
import {
  DAY_MS,
  RETURN_DAYS,
  RIGHT_TO_RETIRE,
  answerCard,
  builtinCard,
  cardsFromFindings,
  deckCounts,
  decodeCard,
  dueCards,
} from './drills';
import type { MatchFindings } from './findings';

const NOW = Date.UTC(2026, 10, 29, 12);

const findings: MatchFindings = {
  schema: 1,
  matchId: 'm1',
  ruleset: 'zung-jung',
  actions: 400,
  aim: 'points',
  strongOpponents: 0,
  hands: [
    {
      hand: 0,
      reviewed: 9,
      discards: 8,
      matchedDiscards: 6,
      bigMistakes: [
        { index: 12, kind: 'speed' },
        { index: 40, kind: 'safety' },
      ],
    },
    { hand: 1, reviewed: 5, discards: 5, matchedDiscards: 5, bigMistakes: [] },
    {
      hand: 2,
      reviewed: 7,
      discards: 6,
      matchedDiscards: 4,
      bigMistakes: [{ index: 230, kind: 'claim' }],
    },
  ],
};

describe('cardsFromFindings', () => {
  it('makes one card per big mistake, due at once, and none twice', () => {
    const cards = cardsFromFindings(findings, new Set(), NOW);
    expect(cards.map((c) => [c.id, c.kind, c.due])).toEqual([
      ['m1#12', 'speed', NOW],
      ['m1#40', 'safety', NOW],
      ['m1#230', 'claim', NOW],
    ]);
    expect(cardsFromFindings(findings, new Set(['m1#12', 'm1#230']), NOW).map((c) => c.id)).toEqual(
      ['m1#40'],
    );
  });
});

describe('answerCard', () => {
  const [card] = cardsFromFindings(findings, new Set(), NOW) as [DrillCard];

  it('keeps a missed card and brings it back after 1, 3, 7, 14, then every 30 days', () => {
    let c = card;
    let t = NOW;
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      c = answerCard(c, false, t);
      expect(c.retired).toBe(false);
      waits.push((c.due - t) / DAY_MS);
      t = c.due;
    }
    expect(waits).toEqual([1, 3, 7, 14, 30, 30, 30]);
    expect(RETURN_DAYS).toEqual([1, 3, 7, 14, 30]);
  });

  it('retires a card answered right twice in a row, and only then', () => {
    const once = answerCard(card, true, NOW);
    expect(once).toMatchObject({ streak: 1, retired: false, due: NOW + DAY_MS });
    expect(answerCard(once, true, NOW + DAY_MS)).toMatchObject({ streak: 2, retired: true });
    // A miss in between: two more right answers are needed.
    const missed = answerCard(once, false, NOW + DAY_MS);
    expect(missed).toMatchObject({ streak: 0, retired: false, misses: 1 });
    expect(answerCard(missed, true, NOW + 2 * DAY_MS).retired).toBe(false);
    expect(RIGHT_TO_RETIRE).toBe(2);
  });

  it('retires a built-in position right at first sight; one missed needs two right in a row', () => {
    const lesson = builtinCard({ id: 'zung-jung/claim-07', idea: 'claim' }, 'zung-jung', NOW);
    expect(answerCard(lesson, true, NOW)).toMatchObject({
      retired: true,
      streak: 1,
      answeredAt: NOW,
    });
    const missed = answerCard(lesson, false, NOW);
    expect(missed).toMatchObject({ retired: false, misses: 1, due: NOW + DAY_MS });
    const once = answerCard(missed, true, NOW + DAY_MS);
    expect(once.retired).toBe(false);
    expect(answerCard(once, true, NOW + 2 * DAY_MS).retired).toBe(true);
  });

  it('over any answers: retired exactly when the last two were right, never due before it was answered', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 12 }), (answers) => {
        let c = card;
        let t = NOW;
        for (const right of answers) {
          if (c.retired) break;
          c = answerCard(c, right, t);
          expect(c.due).toBeGreaterThan(t);
          t = c.due;
        }
        const played = answers.slice(
          0,
          answers.findIndex((_, i) => i >= 1 && answers[i] && answers[i - 1]) + 1 || answers.length,
        );
        const lastTwoRight = played.length >= 2 && played.at(-1)! && played.at(-2)!;
        expect(c.retired).toBe(lastTwoRight);
        expect(c.misses).toBe(played.filter((r) => !r).length);
      }),
    );
  });
});

describe('dueCards and deckCounts', () => {
  it('asks the cards due now, the longest due first, and counts the rest', () => {
    const cards = cardsFromFindings(findings, new Set(), NOW);
    const [a, b, c] = cards as [DrillCard, DrillCard, DrillCard];
    const deck = [
      answerCard(a, false, NOW),
      { ...b, due: NOW - 5 },
      answerCard(answerCard(c, true, NOW), true, NOW),
    ];
    expect(dueCards(deck, NOW).map((x) => x.id)).toEqual(['m1#40']);
    expect(dueCards(deck, NOW + DAY_MS).map((x) => x.id)).toEqual(['m1#40', 'm1#12']);
    expect(deckCounts(deck, NOW)).toEqual({ due: 1, later: 1, retired: 1 });
  });
});

describe('decodeCard', () => {
  const [card] = cardsFromFindings(findings, new Set(), NOW) as [DrillCard];
  it('reads back a kept card and refuses a corrupt one with a typed error', () => {
    expect(decodeCard(structuredClone(card))).toEqual({ ok: true, value: card });
    const lesson = answerCard(
      builtinCard({ id: 'zung-jung/safety-03', idea: 'safety' }, 'zung-jung', NOW),
      false,
      NOW,
    );
    expect(decodeCard(structuredClone(lesson))).toEqual({ ok: true, value: lesson });
    // A card kept by the first version (no source, no time of answer) reads as a card of a match.
    const first: Record<string, unknown> = { ...card, schema: 1 };
    delete first['source'];
    delete first['answeredAt'];
    expect(decodeCard(first)).toEqual({ ok: true, value: card });
    const bad: [unknown, string][] = [
      [null, 'drill/malformed'],
      [{ ...card, schema: 3 }, 'drill/newer-version'],
      [{ ...card, source: 'friend' }, 'drill/malformed'],
      [{ ...card, answeredAt: 'noon' }, 'drill/malformed'],
      [{ ...lesson, id: 'builtin:other' }, 'drill/malformed'],
      [{ ...lesson, idea: 'luck' }, 'drill/malformed'],
      [{ ...lesson, drill: '' }, 'drill/malformed'],
      [{ ...card, id: 'm1#13' }, 'drill/malformed'],
      [{ ...card, kind: 'luck' }, 'drill/malformed'],
      [{ ...card, ruleset: 'riichi' }, 'drill/malformed'],
      [{ ...card, due: 'tomorrow' }, 'drill/malformed'],
      [{ ...card, streak: -1 }, 'drill/malformed'],
      [{ ...card, retired: 'yes' }, 'drill/malformed'],
    ];
    for (const [raw, code] of bad) {
      const decoded = decodeCard(raw);
      expect(decoded.ok).toBe(false);
      if (!decoded.ok) expect(decoded.error.code).toBe(code);
    }
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const decoded = decodeCard(raw);
        if (!decoded.ok) expect(decoded.error.code).toMatch(/^drill\//);
      }),
    );
  });
});
