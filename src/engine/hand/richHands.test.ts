import { describe, expect, it } from 'vitest';
import { Rng, seedRng } from '../rng';
import { ZUNG_JUNG_PATTERNS, scoreWinningHand } from '../rulesets';
import { randomPatternRichHand } from './richHands';

describe('pattern-rich hands for the scoring benchmark', () => {
  it('are legal winning hands on which every pattern of §10–§11 counts', () => {
    const rng = new Rng(seedRng('rich-hands/coverage'));
    const counted = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const r = scoreWinningHand(randomPatternRichHand(rng));
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      for (const p of r.value.counted) counted.add(p.id);
    }
    expect(ZUNG_JUNG_PATTERNS.map((p) => p.id).filter((id) => !counted.has(id))).toEqual([]);
  });

  it('are the same hands for the same seed', () => {
    const a = new Rng(seedRng('rich-hands/seed'));
    const b = new Rng(seedRng('rich-hands/seed'));
    for (let i = 0; i < 100; i++)
      expect(randomPatternRichHand(a)).toEqual(randomPatternRichHand(b));
  });
});
