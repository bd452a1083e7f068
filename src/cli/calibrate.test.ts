/**
 * `hu calibrate` (issue 36 item 3): the reliability table of the chance the coach shows, and its
 * Brier score. The bins and the score are checked on records whose answer is known; a real run is
 * checked against `simulate --duplicate` playing the very same games, so the outcome each chance
 * is matched with is the hand as it was really played.
 */
import { describe, expect, it } from 'vitest';
import { BIN_EDGES, binOf, calibrate, reportOf } from './calibrate';
import { simulate } from './simulate';

describe('the reliability table', () => {
  it('puts each chance in its bin: 0–2%, 2–5%, 5–10%, then tenths, 100% in the last', () => {
    expect(BIN_EDGES).toHaveLength(13);
    expect(binOf(0)).toBe(0);
    expect(binOf(0.0199)).toBe(0);
    expect(binOf(0.02)).toBe(1);
    expect(binOf(0.07)).toBe(2);
    expect(binOf(0.1)).toBe(3);
    expect(binOf(0.55)).toBe(7);
    expect(binOf(1)).toBe(11);
  });

  it('gives each bin its decisions, mean chance shown and win rates, and the Brier scores', () => {
    const records = [
      { chance: 0.01, solo: 0.01, won: false, selfDrawn: false },
      { chance: 0.03, solo: 0.01, won: true, selfDrawn: true },
      { chance: 0.04, solo: 0.02, won: false, selfDrawn: false },
      { chance: 0.8, solo: 0.6, won: true, selfDrawn: false },
    ];
    const report = reportOf('zung-jung', 'win', 'standard', 2, records);
    expect(report.decisions).toBe(4);
    expect(report.bins[0]).toEqual({
      from: 0,
      to: 0.02,
      decisions: 1,
      meanShown: 0.01,
      observedWinRate: 0,
      observedSelfDrawnRate: 0,
    });
    expect(report.bins[1]).toMatchObject({
      decisions: 2,
      meanShown: 0.035,
      observedWinRate: 0.5,
      observedSelfDrawnRate: 0.5,
    });
    expect(report.bins[10]).toMatchObject({ decisions: 1, meanShown: 0.8, observedWinRate: 1 });
    expect(report.bins[5]).toMatchObject({ decisions: 0, meanShown: null, observedWinRate: null });
    // ((0.01)² + (0.97)² + (0.04)² + (0.2)²) / 4, and the base rate ½ gives ¼ each.
    expect(report.brier).toBeCloseTo((0.0001 + 0.9409 + 0.0016 + 0.04) / 4, 5);
    // The solo chances scored the same way: ((0.01)² + (0.99)² + (0.02)² + (0.4)²) / 4.
    expect(report.brierSolo).toBeCloseTo((0.0001 + 0.9801 + 0.0004 + 0.16) / 4, 5);
    expect(report.brierBaseRate).toBeCloseTo(0.25, 5);
  });
});

describe('hu calibrate', () => {
  it('matches every chance shown with the hand as simulate --duplicate plays the same games', () => {
    for (const ruleset of ['zung-jung', 'ravenna'] as const) {
      const report = calibrate({ hands: 8, seed: 'calibrate-test', ruleset });
      const played = simulate({
        hands: 8,
        seed: 'calibrate-test',
        bots: ['coach', 'standard', 'standard', 'standard'],
        flowers: false,
        duplicate: true,
        ruleset,
      });
      expect(report.hands).toBe(8);
      expect(report.handsWon).toBe(played.players[0]!.wins);
      expect(report.handsWonSelfDrawn).toBe(played.players[0]!.selfDrawWins);
      expect(report.decisions).toBeGreaterThan(8 * 5);
      expect(report.bins.reduce((n, b) => n + b.decisions, 0)).toBe(report.decisions);
      // Decisions in won hands: the hands won, each counted once per turn the follower had.
      const inWonHands = report.bins.reduce(
        (n, b) => n + (b.observedWinRate ?? 0) * b.decisions,
        0,
      );
      expect(inWonHands > 0).toBe(report.handsWon > 0);
    }
  }, 120_000);
});
