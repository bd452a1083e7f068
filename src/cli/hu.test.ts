/** The `hu` command as scripts run it: real processes, stdin, stdout and exit codes. */
import { spawnSync } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_SCORE_INPUT, CONTRACT_SCORE_OUTPUT } from '../../test/fixtures/contract-example';

function hu(args: string[], input = '') {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hu.ts', ...args], {
    input,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('hu CLI (shared/contract.md)', () => {
  it('answers the contract example through `npm run --silent hu -- score` with one JSON line', () => {
    const r = spawnSync('npm', ['run', '--silent', 'hu', '--', 'score'], {
      input: JSON.stringify(CONTRACT_SCORE_INPUT),
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout.endsWith('\n')).toBe(true);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toEqual(CONTRACT_SCORE_OUTPUT);
  });

  it('settles the contract example', () => {
    const r = hu(
      ['settle'],
      '{"value": 70, "winner": "we", "winFrom": "discard", "discarder": "ww", "immune": false}',
    );
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ payments: { we: 210, ws: -25, ww: -160, wn: -25 } });
  });

  it('scores every §16 vector in one --jsonl run, a line out per line in, in order', () => {
    const vectors = readFileSync('test/fixtures/zung-jung-score-vectors.jsonl', 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { input: unknown; expected: unknown });
    const input = [
      ...vectors.map((v) => JSON.stringify(v.input)),
      'not json',
      '{"concealed":["zz"]}',
    ].join('\n');
    const r = hu(['score', '--jsonl'], `${input}\n`);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(vectors.length + 2);
    vectors.forEach((v, i) => expect(lines[i]).toMatchObject(v.expected as object));
    expect(lines.at(-2)).toMatchObject({ valid: false, error: { code: 'input/malformed-json' } });
    expect(lines.at(-1)).toMatchObject({ valid: false, error: { code: 'input/unknown-tile' } });
  });

  it('exits 1 for a hand that is not winning', () => {
    const r = hu(['score'], JSON.stringify({ ...CONTRACT_SCORE_INPUT, winningTile: '7b' }));
    expect(r.code).toBe(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      valid: false,
      error: { code: 'hand/not-winning' },
    });
  });

  it.each([
    ['malformed JSON', '{"concealed": [', 'input/malformed-json'],
    ['empty input', '', 'input/malformed-json'],
    [
      'an unknown tile',
      JSON.stringify({ ...CONTRACT_SCORE_INPUT, winningTile: 'x9' }),
      'input/unknown-tile',
    ],
  ])('exits 2 with a coded error, not a stack trace, for %s', (_what, input, code) => {
    const r = hu(['score'], input);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ valid: false, error: { code } });
    expect(r.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  });

  it('exits 2 with usage for an unknown command, option or ruleset, naming the rulesets', () => {
    expect(hu(['shuffle'])).toMatchObject({ code: 2, stdout: '' });
    expect(hu(['score', '--fast']).stderr).toContain('unknown option --fast');
    const riichi = hu(['score', '--ruleset', 'riichi'], '{}');
    expect(riichi.code).toBe(2);
    expect(riichi.stderr).toContain('zung-jung, ravenna');
  });
});

/** The edges an outside audit of the CLI found (issue 15, item 6): each test names its bug. */
describe('hu CLI edges', () => {
  function huFromDescriptor(args: string[], path: string) {
    const fd = openSync(path, 'r');
    try {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/hu.ts', ...args], {
        stdio: [fd, 'pipe', 'pipe'],
        encoding: 'utf8',
      });
      return { code: r.status, stdout: r.stdout, stderr: r.stderr };
    } finally {
      closeSync(fd);
    }
  }

  it.each([[['score']], [['score', '--jsonl']], [['settle', '--jsonl', '--ruleset', 'ravenna']]])(
    'regression: unreadable stdin passed for empty input (malformed-json; nothing and exit 0 with --jsonl) — %j',
    (args) => {
      const r = huFromDescriptor(args, '/'); // a directory: every read fails with EISDIR
      expect(r.code).toBe(2);
      const lines = r.stdout.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        valid: false,
        error: { code: 'input/unreadable' },
      });
    },
  );

  it('regression: bytes that are not UTF-8 were read as replacement characters and called bad JSON', () => {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'src/cli/hu.ts', 'score', '--jsonl'],
      {
        input: Buffer.from([0x7b, 0xff, 0xfe, 0x7d, 0x0a]),
      },
    );
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout.toString('utf8'))).toMatchObject({
      error: { code: 'input/unreadable', message: expect.stringContaining('UTF-8') as unknown },
    });
  });

  it('regression: input starting with a UTF-8 byte-order mark was refused with an invisible character', () => {
    const single = hu(['score'], `\uFEFF${JSON.stringify(CONTRACT_SCORE_INPUT)}`);
    expect(single.code).toBe(0);
    expect(JSON.parse(single.stdout)).toEqual(CONTRACT_SCORE_OUTPUT);
    const lines = hu(
      ['settle', '--jsonl'],
      '\uFEFF{"value": 70, "winner": "we", "winFrom": "discard", "discarder": "ww"}\n{"value": 8, "winner": "ws", "winFrom": "wall"}\n',
    );
    expect(lines.code).toBe(0);
    expect(
      lines.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as unknown),
    ).toEqual([
      { payments: { we: 210, ws: -25, ww: -160, wn: -25 } },
      { payments: { we: -8, ws: 24, ww: -8, wn: -8 } },
    ]);
  });

  it('calibrates against three standard or three strong opponents, and refuses any other table', () => {
    const bad = hu(['calibrate', '--hands', '4', '--seed', 's', '--opponents', 'beginner']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--opponents is standard or strong');
    const strong = hu([
      'calibrate',
      '--hands',
      '4',
      '--seed',
      'cal-strong',
      '--opponents',
      'strong',
    ]);
    expect(strong.code).toBe(0);
    expect(JSON.parse(strong.stdout)).toMatchObject({
      opponents: 'strong',
      shown: 'table',
      hands: 4,
    });
  }, 60_000);

  it('regression: `hu` with no command printed usage on stdout and exited 0', () => {
    const r = hu([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('usage: npm run --silent hu -- <command>');
    expect(hu(['--help'])).toMatchObject({ code: 0, stderr: '' });
  });
});
