/**
 * `hu analyse` as scripts use it (shared/contract.md § `analyse`): the documents in and out, and
 * bad input refused with the `input/…` codes and exit 2 of `score`.
 */
import { describe, expect, it } from 'vitest';
import { analyseDocumentFor, analyseInputOf, parseAnalyseRequest } from './analyseContract';
import { runDocuments } from './documents';

const EXAMPLE = {
  concealed: ['1b', '2b', '3b', '4c', '5c', '6c', '7d', '8d', '2d', '2d', '9b', 'dr', 'dr', 'dr'],
  melds: [],
  seatWind: 'ws',
  visible: ['9b', '9b', '1c', 'ww', 'ww', 'dg'],
  drawsLeft: 3,
};

const run = (doc: unknown, ruleset: 'zung-jung' | 'ravenna' = 'zung-jung') =>
  runDocuments(JSON.stringify(doc), false, analyseDocumentFor(ruleset));

describe('hu analyse', () => {
  it('reads back the document written for a position (how the browser tests ask the CLI)', () => {
    const parsed = parseAnalyseRequest(EXAMPLE, 'zung-jung');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(analyseInputOf(parsed.value)).toEqual(EXAMPLE);
    const withSets = {
      ...EXAMPLE,
      concealed: EXAMPLE.concealed.slice(0, 11),
      melds: [{ kind: 'kong', tiles: ['dr', 'dr', 'dr', 'dr'], concealed: true }],
    };
    const again = parseAnalyseRequest(withSets, 'zung-jung');
    expect(again.ok && analyseInputOf(again.value)).toEqual(withSets);
  });

  it("answers the contract's example: one entry per kind held, the ready discard first", () => {
    const outcome = run(EXAMPLE);
    expect(outcome.exitCode).toBe(0);
    const doc = JSON.parse(outcome.lines[0]!) as {
      valid: boolean;
      shanten: number;
      discards: { tile: string; shanten: number; acceptance: number; winChance: number }[];
    };
    expect(doc.valid).toBe(true);
    expect(doc.shanten).toBe(0);
    expect(doc.discards.map((d) => d.tile).sort()).toEqual(
      ['1b', '2b', '3b', '4c', '5c', '6c', '7d', '8d', '2d', '9b', 'dr'].sort(),
    );
    // Discarding 9b leaves 123b 456c 78d 22d drdrdr waiting on 6d/9d: 4 + 4 unseen copies.
    expect(doc.discards[0]).toMatchObject({ tile: '9b', shanten: 0, acceptance: 8 });
    expect(doc.discards[0]!.winChance).toBeGreaterThan(doc.discards[1]!.winChance);
    expect('exact' in doc.discards[0]!).toBe(false);
  });

  it('scores by Ravenna with --ruleset ravenna: same chances, other points', () => {
    const zj = JSON.parse(run(EXAMPLE).lines[0]!);
    const rv = JSON.parse(run(EXAMPLE, 'ravenna').lines[0]!);
    expect(rv.discards[0].winChance).toBe(zj.discards[0].winChance);
    expect(rv.discards[0].expectedPoints).not.toBe(zj.discards[0].expectedPoints);
  });

  it('marks the approximated entries exact: false beyond four draws, figures still chances', () => {
    const doc = JSON.parse(run({ ...EXAMPLE, drawsLeft: 20 }).lines[0]!) as {
      discards: { tile: string; winChance: number; expectedPoints: number; exact?: boolean }[];
    };
    expect(doc.discards.some((d) => d.exact === false)).toBe(true);
    for (const d of doc.discards) {
      expect(d.exact === undefined || d.exact === false).toBe(true);
      expect(d.winChance).toBeGreaterThanOrEqual(0);
      expect(d.winChance).toBeLessThanOrEqual(1);
    }
    // Twenty draws from ready with 8 winning tiles: far better than three draws.
    const three = JSON.parse(run(EXAMPLE).lines[0]!).discards[0].winChance as number;
    expect(doc.discards[0]).toMatchObject({ tile: '9b' });
    expect(doc.discards[0]!.winChance).toBeGreaterThan(three);
  });

  it.each([
    ['malformed JSON', '{', 'input/malformed-json'],
    [
      'an unknown tile',
      { ...EXAMPLE, concealed: [...EXAMPLE.concealed.slice(1), 'xx'] },
      'input/unknown-tile',
    ],
    [
      'a bonus tile in hand',
      { ...EXAMPLE, concealed: [...EXAMPLE.concealed.slice(1), 'f1'] },
      'input/unknown-tile',
    ],
    ['13 tiles', { ...EXAMPLE, concealed: EXAMPLE.concealed.slice(1) }, 'input/wrong-tile-count'],
    [
      'a fifth 9b in sight',
      { ...EXAMPLE, visible: [...EXAMPLE.visible, '9b', '9b'] },
      'input/too-many-copies',
    ],
    ['no drawsLeft', { ...EXAMPLE, drawsLeft: undefined }, 'input/missing-field'],
    ['31 draws left', { ...EXAMPLE, drawsLeft: 31 }, 'input/invalid-field'],
    ['a fractional drawsLeft', { ...EXAMPLE, drawsLeft: 2.5 }, 'input/invalid-field'],
    ['no seat wind', { ...EXAMPLE, seatWind: undefined }, 'input/missing-field'],
    [
      'a broken meld',
      { ...EXAMPLE, melds: [{ kind: 'pung', tiles: ['1b', '2b', '3b'] }] },
      'input/invalid-meld',
    ],
  ])('refuses %s with exit 2', (_, doc, code) => {
    const outcome =
      typeof doc === 'string'
        ? runDocuments(doc, false, analyseDocumentFor('zung-jung'))
        : run(doc);
    expect(outcome.exitCode).toBe(2);
    expect(JSON.parse(outcome.lines[0]!)).toMatchObject({ valid: false, error: { code } });
  });

  it('names the tile in notation when there are too many copies', () => {
    const doc = JSON.parse(
      run({ ...EXAMPLE, visible: [...EXAMPLE.visible, 'dr', 'dr'] }).lines[0]!,
    );
    expect(doc.error.message).toContain('dr');
  });

  it('answers every line with --jsonl, good and bad alike', () => {
    const input = `${JSON.stringify(EXAMPLE)}\nnot json\n${JSON.stringify({ ...EXAMPLE, drawsLeft: 1 })}\n`;
    const outcome = runDocuments(input, true, analyseDocumentFor('zung-jung'));
    expect(outcome.exitCode).toBe(0);
    expect(outcome.lines.map((l) => JSON.parse(l).valid)).toEqual([true, false, true]);
  });
});
