/** `hu … --ruleset ravenna` as scripts run it: real processes, stdin, stdout and exit codes. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

function hu(args: string[], input = '') {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hu.ts', ...args], {
    input,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('hu --ruleset ravenna (shared/contract.md)', () => {
  it('scores the contract example and settles it, one JSON line each', () => {
    const score = hu(
      ['score', '--ruleset', 'ravenna'],
      JSON.stringify({
        concealed: ['9c', '9c', '9c', '2b', '3b', '4b', '5d', '6d', 'ws', 'ws'],
        melds: [{ kind: 'pung', tiles: ['dr', 'dr', 'dr'] }],
        seatWind: 'ws',
        bonusTiles: ['f2'],
        winner: true,
        winningTile: '7d',
        winFrom: 'wall',
        situation: { heaven: false, earth: false },
        options: { limit: 200 },
      }),
    );
    expect(score.code).toBe(0);
    expect(score.stdout).toBe(
      '{"valid":true,"tablePoints":18,"bonus":20,"doublings":["red-dragon","own-flower"],"limitHand":null,"score":152}\n',
    );
    const settle = hu(
      ['settle', '--jsonl', '--ruleset', 'ravenna'],
      '{"scores": {"we": 56, "ws": 152, "ww": 10, "wn": 0}, "winner": "ws"}\n{"scores": {}}\n',
    );
    expect(settle.code).toBe(0);
    expect(
      settle.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toMatchObject([
      { payments: { we: -100, ws: 608, ww: -234, wn: -274 } },
      { error: { code: 'input/missing-field' } },
    ]);
    expect(hu(['score', '--ruleset', 'ravenna'], '{}')).toMatchObject({ code: 2 });
  });

  it('simulates Ravenna hands with every invariant and every score checked', () => {
    const r = hu(['simulate', '--ruleset', 'ravenna', '--hands', '40', '--seed', '1', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({
      ruleset: 'ravenna',
      hands: 40,
      invariantViolations: 0,
      illegalActions: 0,
    });
  });
});
