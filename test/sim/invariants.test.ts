/**
 * ≥ 10,000 seeded hands by random-legal players, with the invariant checker (zung-jung.md §15)
 * after every action and every win re-scored through the `hu score` contract.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../src/cli/simulate';

describe('10,000 seeded random hands', () => {
  it.each([
    ['136 tiles', false, 6000],
    ['144 tiles with flowers and seasons', true, 4000],
  ] as const)('keep every invariant with %s', (_what, flowers, hands) => {
    const problems: string[] = [];
    const report = simulate(
      {
        hands,
        seed: `ci-${flowers}`,
        bots: ['random', 'random', 'random', 'random'],
        flowers,
        duplicate: false,
      },
      (line) => problems.push(line),
    );
    expect(problems).toEqual([]);
    expect(report).toMatchObject({ hands, invariantViolations: 0, illegalActions: 0 });
    // Every hand ended in a win or a draw, and the random players did win some.
    const wins = report.players.reduce((n, p) => n + p.wins, 0);
    expect(wins + report.draws).toBe(hands);
    expect(wins).toBeGreaterThan(0);
  });
});
