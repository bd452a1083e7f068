import { describe, expect, it } from 'vitest';
import { formatHand, formatTile, parseHand, parseTile } from './notation';

describe('tile notation (shared/contract.md)', () => {
  it('round-trips every one of the 42 kinds', () => {
    const names = [
      ...['b', 'c', 'd'].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`)),
      ...['we', 'ws', 'ww', 'wn', 'dr', 'dg', 'dw', 'f1', 'f2', 'f3', 'f4', 's1', 's2', 's3', 's4'],
    ];
    expect(
      names.map((name) => parseTile(name)).map((r) => (r.ok ? formatTile(r.value) : r)),
    ).toEqual(names);
  });

  it('rejects an unknown tile with a typed error', () => {
    for (const bad of ['0b', '10c', 'wx', 'DR', '', 'f5']) {
      const r = parseTile(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('input/unknown-tile');
    }
  });

  it('reads and writes the one-line hand of the contract', () => {
    const line = '[6c 7c 8c] [9c 9c 9c 9c]c 2b 3b 4b 5d 5d 7d 8d';
    const parsed = parseHand(line);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.melds).toEqual([
      { kind: 'chow', tile: 14, concealed: false },
      { kind: 'kong', tile: 17, concealed: true },
    ]);
    expect(parsed.value.concealed).toHaveLength(7);
    expect(formatHand(parsed.value)).toBe(line);
  });

  it('accepts a set written in any order and prints it in order', () => {
    const parsed = parseHand('[8c 6c 7c] 1b');
    expect(parsed.ok && formatHand(parsed.value)).toBe('[6c 7c 8c] 1b');
  });

  it('keeps loose flowers and seasons apart as exposed bonus tiles', () => {
    const parsed = parseHand('1b 2b f2 s3');
    expect(parsed.ok && parsed.value.bonusTiles).toEqual([35, 40]);
  });

  it.each([
    ['[1b 2b 4b]', 'input/invalid-meld'],
    ['[8b 9b 1c]', 'input/invalid-meld'],
    ['[we ws ww]', 'input/invalid-meld'],
    ['[5d 5d 5d]c', 'input/invalid-meld'],
    ['[f1 f1 f1]', 'input/invalid-meld'],
    ['1b 2b]', 'input/invalid-meld'],
    ['[1b 1b zz]', 'input/unknown-tile'],
  ])('rejects %s as %s', (line, code) => {
    const parsed = parseHand(line);
    expect(parsed.ok ? 'accepted' : parsed.error.code).toBe(code);
  });
});
