import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SCORE_DIGESTS_FILE, scoreDigestLines } from '../../../test/fixtures/score-digests';

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
