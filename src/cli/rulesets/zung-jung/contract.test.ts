import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_SCORE_INPUT,
  CONTRACT_SCORE_OUTPUT,
} from '../../../../test/fixtures/contract-example';
import { scoreDocument, settleDocument } from './contract';

interface Vector {
  id: string;
  input: Record<string, unknown>;
  expected: Record<string, unknown>;
}

function vectors(file: string): Vector[] {
  return readFileSync(new URL(`../../../../test/fixtures/${file}`, import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Vector);
}

describe('zung-jung.md §16.1 scoring vectors', () => {
  const all = vectors('zung-jung-score-vectors.jsonl');
  it('has all of them', () => expect(all.length).toBe(60));
  it.each(all.map((v) => [v.id, v] as const))('%s', (_id, v) => {
    const output = scoreDocument(v.input);
    expect(output).toMatchObject(v.expected);
    // Exact field set of shared/contract.md: no extra, no missing.
    expect(Object.keys(output)).toEqual(['valid', 'total', 'limit', 'patterns', 'arrangement']);
    expect(output['patterns']).toEqual(v.expected['patterns']);
  });
});

describe('zung-jung.md §16.2 settlement vectors', () => {
  it.each(vectors('zung-jung-settle-vectors.jsonl').map((v) => [v.id, v] as const))(
    '%s',
    (_id, v) => {
      expect(settleDocument(v.input)).toEqual(v.expected);
    },
  );
});

describe('score input errors (shared/contract.md)', () => {
  const good = CONTRACT_SCORE_INPUT;
  const codeOf = (doc: unknown) =>
    (scoreDocument(doc)['error'] as { code: string } | undefined)?.code;

  it('answers the contract example exactly', () => {
    expect(scoreDocument(good)).toEqual(CONTRACT_SCORE_OUTPUT);
  });

  it.each([
    ['not an object', [1, 2], 'input/malformed-json'],
    ['no concealed tiles', { ...good, concealed: undefined }, 'input/missing-field'],
    ['no seat wind', { ...good, seatWind: undefined }, 'input/missing-field'],
    ['an unknown tile', { ...good, winningTile: '0b' }, 'input/unknown-tile'],
    ['a number for a tile', { ...good, concealed: [1, 2, 3, 4] }, 'input/invalid-field'],
    ['a bad winFrom', { ...good, winFrom: 'air' }, 'input/invalid-field'],
    ['a seat that is not a wind', { ...good, seatWind: 'dr' }, 'input/invalid-field'],
    [
      'a meld of the wrong kind',
      { ...good, melds: [{ kind: 'pung', tiles: ['4d', '5d', '6d'] }] },
      'input/invalid-meld',
    ],
    [
      'a concealed chow',
      { ...good, melds: [{ kind: 'chow', tiles: ['4d', '5d', '6d'], concealed: true }] },
      'input/invalid-meld',
    ],
    [
      'a misspelt situation flag',
      { ...good, situation: { lastWalltile: true } },
      'input/invalid-field',
    ],
    ['a non-boolean flag', { ...good, situation: { heaven: 'yes' } }, 'input/invalid-field'],
    [
      'too many tiles',
      { ...good, concealed: ['1b', '2b', '5c', '5c', '5c'] },
      'input/wrong-tile-count',
    ],
    [
      'a fifth copy',
      { ...good, concealed: ['9c', '2b', '5c', '5c'], winningTile: '1b' },
      'input/too-many-copies',
    ],
    [
      'contradictory flags',
      { ...good, situation: { robbingKong: true } },
      'input/situation-conflict',
    ],
    ['a non-winning hand', { ...good, winningTile: '7b' }, 'hand/not-winning'],
  ])('rejects %s', (_what, doc, code) => {
    expect(codeOf(doc)).toBe(code);
    expect(scoreDocument(doc)).toMatchObject({
      valid: false,
      error: { message: expect.any(String) },
    });
  });
});

describe('settle input errors', () => {
  const codeOf = (doc: unknown) =>
    (settleDocument(doc)['error'] as { code: string } | undefined)?.code;
  it.each([
    ['no value', { winner: 'we', winFrom: 'wall' }, 'input/missing-field'],
    ['a zero value', { value: 0, winner: 'we', winFrom: 'wall' }, 'input/invalid-field'],
    ['a fractional value', { value: 2.5, winner: 'we', winFrom: 'wall' }, 'input/invalid-field'],
    [
      'a discard win without a discarder',
      { value: 30, winner: 'we', winFrom: 'discard' },
      'input/missing-field',
    ],
    [
      'a winner paying himself',
      { value: 30, winner: 'we', winFrom: 'discard', discarder: 'we' },
      'input/situation-conflict',
    ],
    [
      'a self-draw with a discarder',
      { value: 30, winner: 'we', winFrom: 'wall', discarder: 'ws' },
      'input/situation-conflict',
    ],
  ])('rejects %s', (_what, doc, code) => {
    expect(codeOf(doc)).toBe(code);
  });
});
