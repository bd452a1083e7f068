/**
 * The coach's danger in each ruleset's own points (issue 36 item 5): over seeded hands of a
 * coach-follower with three standard bots, Ravenna's shading and safety advice fire about as
 * rarely as Zung Jung's, and as truly — the tiles shaded are the ones that would deal in more
 * often, judged by the opponents' real tiles (scripts/measure-danger.ts, which measured the
 * registry's levels on 1,200 hands of each ruleset and aim).
 */
import { describe, expect, it } from 'vitest';
import { measureDanger } from '../../scripts/measure-danger';

describe("the coach's danger shading", () => {
  // Aiming for points the coach follows the strong level, whose safer tile is said to be safer
  // whenever it is, so more turns carry safety advice than when it turns only from shaded tiles.
  it.each([
    ['win', 8],
    ['points', 16],
  ] as const)(
    'fires in Ravenna about as rarely and as truly as in Zung Jung (aim: %s)',
    (aim, safetyAtMost) => {
      const zj = measureDanger('zung-jung', 48, 'danger-test', aim);
      const rv = measureDanger('ravenna', 48, 'danger-test', aim);
      for (const m of [zj, rv]) {
        // Shading and safety advice are for some turns, not most.
        expect(m.shadedTurnsPct!).toBeLessThan(30);
        expect(m.safetyTurnsPct!).toBeLessThan(safetyAtMost);
        // When the shading shows, some tiles are tinted, not nearly all of them…
        expect(m.whenShaded.tintedKindsPct!).toBeLessThan(65);
        expect(m.whenShaded.allButOneRiskyPct!).toBeLessThan(10);
        // …and a tinted tile would deal in more often than one left untinted.
        const { dealInNowPctByLevel: rates, kindsByLevel: kinds } = m.whenShaded;
        const dealIns = (level: number) => ((rates[level] ?? 0) * kinds[level]!) / 100;
        const tinted = kinds.slice(1).reduce((n, k) => n + k, 0);
        expect(tinted).toBeGreaterThan(0);
        expect((dealIns(1) + dealIns(2) + dealIns(3)) / tinted).toBeGreaterThan(
          1.5 * (rates[0]! / 100),
        );
      }
      // Not three times as often in one ruleset as in the other.
      expect(rv.shadedTurnsPct!).toBeLessThan(3 * zj.shadedTurnsPct!);
      expect(rv.whenShaded.tintedKindsPct!).toBeLessThan(zj.whenShaded.tintedKindsPct! + 20);
    },
    180_000,
  );
});
