import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCORE_DIGESTS_FILE, scoreDigestLines } from '../../../../../test/fixtures/score-digests';
import { randomWinningHand } from '../../../hand/random';
import { randomPatternRichHand } from '../../../hand/richHands';
import { Rng, seedRng } from '../../../rng';
import { scoreWinningHand, valueWinningHand } from './score';
import { asKind } from '../../..';

describe('the scorer answers as it did before its speed work', () => {
  it('gives the recorded result, explanations and arrangements on 6,000 seeded hands, 2,000 of them spoiled', () => {
    const recorded = readFileSync(SCORE_DIGESTS_FILE, 'utf8').trimEnd().split('\n');
    const now = scoreDigestLines();
    expect(now).toHaveLength(recorded.length);
    // A differing hand digest means the hand generators changed, a differing score digest the scorer.
    const differing = now.filter((line, i) => line !== recorded[i]);
    expect(differing.slice(0, 5)).toEqual([]);
  });
});

describe('valuing a hand without its explanations', () => {
  it('gives the score of scoreWinningHand, less only the "present but not counted" list', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), fc.boolean(), (seed, rich, halveFlowers) => {
        const rng = new Rng(seedRng(seed));
        const hand = rich ? randomPatternRichHand(rng) : randomWinningHand(rng);
        const full = scoreWinningHand(hand, { halveFlowers });
        const value = valueWinningHand(hand, { halveFlowers });
        if (!full.ok) throw new Error(full.error.message);
        const { total, limit, counted, rawSum, arrangement } = full.value;
        expect(value).toEqual({ ok: true, value: { total, limit, counted, rawSum, arrangement } });
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses bad input with the same typed error', () => {
    const hand = randomWinningHand(new Rng(seedRng('value/errors')));
    for (const spoiled of [
      { ...hand, concealed: hand.concealed.slice(1) },
      // No kind at all, unchecked on purpose: the scorer must refuse it.
      { ...hand, winningTile: asKind(40) },
      { ...hand, seat: 7 as 0 },
    ]) {
      const value = valueWinningHand(spoiled);
      expect(value.ok).toBe(false);
      expect(value).toEqual(scoreWinningHand(spoiled));
    }
  });
});
