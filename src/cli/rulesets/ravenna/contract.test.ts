/**
 * `score --ruleset ravenna` and `settle --ruleset ravenna` (shared/contract.md): the contract's
 * examples, every worked example of ravenna.md §12 as documents, and the input errors.
 */
import { describe, expect, it } from 'vitest';
import { Rng, scoreRavennaHand, seedRng, kindOf } from '../../../engine';
import type { RavennaHand, Seat } from '../../../engine';
import { runDocuments } from '../../documents';
import {
  parseRavennaScoreRequest,
  ravennaScoreDocument,
  ravennaScoreInputOf,
  ravennaSettleDocument,
} from './contract';

/** shared/contract.md, `score --ruleset ravenna`. */
const CONTRACT_INPUT = {
  concealed: ['9c', '9c', '9c', '2b', '3b', '4b', '5d', '6d', 'ws', 'ws'],
  melds: [{ kind: 'pung', tiles: ['dr', 'dr', 'dr'] }],
  seatWind: 'ws',
  bonusTiles: ['f2'],
  winner: true,
  winningTile: '7d',
  winFrom: 'wall',
  situation: { heaven: false, earth: false },
  options: { limit: 200 },
};

describe('the contract examples', () => {
  it('scores South\u2019s hand of §12.1 exactly as shared/contract.md prints it', () => {
    const output = ravennaScoreDocument(CONTRACT_INPUT);
    expect(output).toEqual({
      valid: true,
      tablePoints: 18,
      bonus: 20,
      doublings: ['red-dragon', 'own-flower'],
      limitHand: null,
      score: 152,
    });
    expect(Object.keys(output)).toEqual([
      'valid',
      'tablePoints',
      'bonus',
      'doublings',
      'limitHand',
      'score',
    ]);
  });

  it('settles §12.1 exactly as shared/contract.md prints it', () => {
    expect(
      ravennaSettleDocument({ scores: { we: 56, ws: 152, ww: 10, wn: 0 }, winner: 'ws' }),
    ).toEqual({ payments: { we: -100, ws: 608, ww: -234, wn: -274 } });
  });
});

describe('ravenna.md §12 as documents', () => {
  const doc = (concealed: string, extra: Record<string, unknown>) => ({
    concealed: concealed.split(' '),
    ...extra,
  });

  it('§12.1: the three non-winners score 56, 10 and 0 (optional fields left out)', () => {
    expect(
      ravennaScoreDocument(
        doc('we we we 1b 4b 7b 2d 5d 8d 3c', {
          melds: [{ kind: 'pung', tiles: ['5c', '5c', '5c'] }],
          seatWind: 'we',
          bonusTiles: ['f1'],
        }),
      ),
    ).toEqual({
      valid: true,
      tablePoints: 14,
      bonus: 0,
      doublings: ['own-wind', 'own-flower'],
      limitHand: null,
      score: 56,
    });
    expect(
      ravennaScoreDocument(
        doc('dg dg 1c 4c 7c 2d 5d 9d 3b 6b', {
          melds: [{ kind: 'kong', tiles: ['8b', '8b', '8b', '8b'] }],
          seatWind: 'ww',
          winner: false,
        }),
      ),
    ).toMatchObject({ tablePoints: 10, score: 10 });
    expect(
      ravennaScoreDocument(doc('1b 4b 7b 2c 5c 8c 3d 6d 9d we ws ww 1d', { seatWind: 'wn' })),
    ).toMatchObject({ tablePoints: 0, doublings: [], score: 0 });
  });

  it('§12.2: East out with chows only scores 30 and collects 60 from each (+180)', () => {
    const east = ravennaScoreDocument(
      doc('1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c 9b', {
        seatWind: 'we',
        winner: true,
        winningTile: '9b',
        winFrom: 'discard',
      }),
    );
    expect(east).toEqual({
      valid: true,
      tablePoints: 0,
      bonus: 30,
      doublings: [],
      limitHand: null,
      score: 30,
    });
    expect(
      ravennaSettleDocument({ scores: { we: 30, ws: 0, ww: 0, wn: 0 }, winner: 'we' }),
    ).toEqual({ payments: { we: 180, ws: -60, ww: -60, wn: -60 } });
  });

  it('§12.3: West out in one suit is the limit; East pays 400, South and North 200', () => {
    expect(
      ravennaScoreDocument(
        doc('1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 8b 9b 9b', {
          seatWind: 'ww',
          winner: true,
          winningTile: '9b',
          winFrom: 'wall',
        }),
      ),
    ).toMatchObject({ limitHand: 'pure-colour', score: 200 });
    expect(
      ravennaSettleDocument({ scores: { we: 0, ws: 0, ww: 200, wn: 0 }, winner: 'ww' }),
    ).toEqual({ payments: { we: -400, ws: -200, ww: 800, wn: -200 } });
  });

  it('§12.4: white dragon and colour, 12 table points → 128', () => {
    expect(
      ravennaScoreDocument(
        doc('9c 9c 9c 1c 2c 3c 4c 5c 6c 7c', {
          melds: [{ kind: 'pung', tiles: ['dw', 'dw', 'dw'] }],
          seatWind: 'wn',
          winner: true,
          winningTile: '7c',
          winFrom: 'wall',
        }),
      ),
    ).toEqual({
      valid: true,
      tablePoints: 12,
      bonus: 20,
      doublings: ['white-dragon', 'colour'],
      limitHand: null,
      score: 128,
    });
  });

  it('§12.5: a non-winner with three doublings is at the limit (rule h)', () => {
    expect(
      ravennaScoreDocument({
        // Tiles that score nothing: a non-winner lists all 13 (§5.2).
        concealed: ['1b', '4b', '7b', '2c', '5c', '8c', '3d'],
        melds: [
          { kind: 'pung', tiles: ['dr', 'dr', 'dr'] },
          { kind: 'pung', tiles: ['dg', 'dg', 'dg'] },
        ],
        seatWind: 'ws',
        bonusTiles: ['f2'],
      }),
    ).toEqual({
      valid: true,
      tablePoints: 12,
      bonus: 0,
      doublings: ['red-dragon', 'green-dragon', 'own-flower'],
      limitHand: 'doublings',
      score: 200,
    });
  });

  it('§12.6: a void hand pays nothing', () => {
    expect(
      ravennaSettleDocument({ scores: { we: 56, ws: 152, ww: 10, wn: 0 }, winner: null }),
    ).toEqual({ payments: { we: 0, ws: 0, ww: 0, wn: 0 } });
  });

  it('a concealed kong and the limit option', () => {
    const output = ravennaScoreDocument(
      doc('1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 8b 9b 9b', {
        seatWind: 'ww',
        winner: true,
        winningTile: '9b',
        winFrom: 'wall',
        options: { limit: 500 },
      }),
    );
    expect(output).toMatchObject({ score: 500 });
    expect(
      ravennaScoreDocument({
        concealed: ['1c', '4c', '7c', '2d', '5d', '8d', '3b', '6b', 'ws', 'wn'],
        melds: [{ kind: 'kong', tiles: ['9b', '9b', '9b', '9b'], concealed: true }],
        seatWind: 'we',
      }),
    ).toMatchObject({ tablePoints: 32, score: 32 });
  });
});

describe('input errors', () => {
  const code = (doc: unknown) =>
    (ravennaScoreDocument(doc)['error'] as { code: string } | undefined)?.code ?? 'valid';
  const settleCode = (doc: unknown) =>
    (ravennaSettleDocument(doc)['error'] as { code: string } | undefined)?.code ?? 'valid';

  it('rejects what cannot be with input/* codes, and a non-winning hand with hand/not-winning', () => {
    expect(code([])).toBe('input/malformed-json');
    expect(code({ seatWind: 'we' })).toBe('input/missing-field');
    expect(code({ concealed: [] })).toBe('input/missing-field');
    expect(code({ concealed: ['zz'], seatWind: 'we' })).toBe('input/unknown-tile');
    expect(code({ ...CONTRACT_INPUT, seatWind: 'east' })).toBe('input/invalid-field');
    expect(code({ ...CONTRACT_INPUT, winningTile: undefined })).toBe('input/missing-field');
    expect(code({ ...CONTRACT_INPUT, winFrom: 'air' })).toBe('input/invalid-field');
    expect(code({ ...CONTRACT_INPUT, winner: 'yes' })).toBe('input/invalid-field');
    expect(code({ ...CONTRACT_INPUT, situation: { robbingKong: true } })).toBe(
      'input/invalid-field',
    );
    expect(code({ ...CONTRACT_INPUT, options: { limit: 0 } })).toBe('input/invalid-field');
    expect(code({ ...CONTRACT_INPUT, options: { halveFlowers: true } })).toBe(
      'input/invalid-field',
    );
    expect(code({ ...CONTRACT_INPUT, winner: false })).toBe('input/situation-conflict');
    expect(code({ ...CONTRACT_INPUT, situation: { heaven: true } })).toBe(
      'input/situation-conflict',
    );
    expect(code({ ...CONTRACT_INPUT, bonusTiles: ['f2', 'f2'] })).toBe('input/too-many-copies');
    expect(code({ ...CONTRACT_INPUT, melds: [{ kind: 'pung', tiles: ['dr', 'dg', 'dr'] }] })).toBe(
      'input/invalid-meld',
    );
    expect(code({ ...CONTRACT_INPUT, concealed: CONTRACT_INPUT.concealed.slice(1) })).toBe(
      'input/wrong-tile-count',
    );
    expect(code({ ...CONTRACT_INPUT, winningTile: '1d' })).toBe('hand/not-winning');
  });

  it('rejects settle documents without four whole scores or a winner', () => {
    const scores = { we: 56, ws: 152, ww: 10, wn: 0 };
    expect(settleCode({ scores })).toBe('input/missing-field');
    expect(settleCode({ winner: 'ws' })).toBe('input/missing-field');
    expect(settleCode({ scores: { ...scores, wn: undefined }, winner: 'ws' })).toBe(
      'input/missing-field',
    );
    expect(settleCode({ scores: { ...scores, wn: -1 }, winner: 'ws' })).toBe('input/invalid-field');
    expect(settleCode({ scores: { ...scores, wn: 1.5 }, winner: 'ws' })).toBe(
      'input/invalid-field',
    );
    expect(settleCode({ scores: { ...scores, xx: 1 }, winner: 'ws' })).toBe('input/invalid-field');
    expect(settleCode({ scores, winner: 'south' })).toBe('input/invalid-field');
  });

  it('answers one line per line with --jsonl, errors included', () => {
    const input = [JSON.stringify(CONTRACT_INPUT), 'nope', '{}'].join('\n');
    const out = runDocuments(`${input}\n`, true, ravennaScoreDocument);
    expect(out.exitCode).toBe(0);
    expect(out.lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toMatchObject([
      { valid: true, score: 152 },
      { valid: false, error: { code: 'input/malformed-json' } },
      { valid: false, error: { code: 'input/missing-field' } },
    ]);
    expect(runDocuments('{"concealed": [', false, ravennaScoreDocument).exitCode).toBe(2);
    expect(
      runDocuments(
        JSON.stringify({ ...CONTRACT_INPUT, winningTile: '1d' }),
        false,
        ravennaScoreDocument,
      ).exitCode,
    ).toBe(1);
  });
});

describe('ravennaScoreInputOf', () => {
  it('writes a hand as a document that reads back to the same hand and score', () => {
    const rng = new Rng(seedRng('ravenna-roundtrip'));
    const kinds = () => Array.from({ length: 13 }, () => kindOf(rng.int(34)));
    for (let i = 0; i < 300; i++) {
      const concealed = kinds();
      const counts = new Map<number, number>();
      if (concealed.some((k) => counts.set(k, (counts.get(k) ?? 0) + 1).get(k)! > 4)) continue;
      const hand: RavennaHand = {
        seat: rng.int(4) as Seat,
        concealed,
        melds: [],
        bonusTiles: [kindOf(34 + rng.int(8))],
        win: null,
      };
      const doc = JSON.parse(JSON.stringify(ravennaScoreInputOf(hand, 300)));
      const parsed = parseRavennaScoreRequest(doc);
      expect(parsed.ok && parsed.value).toEqual({ hand, limit: 300 });
      const direct = scoreRavennaHand(hand, { limit: 300 });
      expect(ravennaScoreDocument(doc)).toMatchObject({
        valid: true,
        score: direct.ok ? direct.value.score : -1,
      });
    }
  });
});
