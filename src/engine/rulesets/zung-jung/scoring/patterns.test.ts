/**
 * Every pattern of zung-jung.md §10–§11: a hand that scores it, and a near miss that is still a
 * winning hand but must not score it (neither counted nor reported as present).
 */
import { describe, expect, it } from 'vitest';
import type { WinSpec } from '../../../../../test/helpers/hands';
import { hand, scored } from '../../../../../test/helpers/hands';
import { ZUNG_JUNG_PATTERNS } from './patterns';

type Case = readonly [line: string, winningTile: string, spec?: WinSpec];

const E = {
  '1.1': ['[6c 7c 8c] 2b 3b 4b 3d 4d 7d 8d 9d 5b 5b', '5d'],
  '1.2': ['1b 1b 1b 4c 5c 6c 7d 8d 9d 2b 3b ww ww', '4b'],
  '1.3': ['[5d 5d 5d] 2b 3b 4b 6c 7c 8c 3d 3d 6b 7b', '8b', { from: 'wall', seat: 'wn' }],
  '2.1.1': ['1c 2c 3c 5c 5c 5c 7c 8c 9c dr dr dw dw', 'dw', { seat: 'we' }],
  '2.1.2': ['1b 2b 3b 2b 3b 4b 5b 5b 5b 8b 8b 1b 1b', '8b', { from: 'wall', seat: 'we' }],
  '2.2': ['1d 1d 1d 2d 3d 4d 5d 6d 7d 8d 9d 9d 9d', '5d'],
  '3.1': ['[we we we] [dg dg dg] 2c 3c 4c 6d 7d 8d 9b', '9b', { seat: 'we' }],
  '3.2.1': ['[dr dr dr] [dg dg dg] 3b 4b 5b 6c 7c 8c dw', 'dw', { seat: 'ww' }],
  '3.2.2': ['[dr dr dr] [dg dg dg] [dw dw dw] 2d 3d 5c 5c', '4d', { from: 'wall' }],
  '3.3.1': ['[we we we] [wn wn wn] 4c 5c 6c 7b 8b 9b ws', 'ws'],
  '3.3.2': ['[we we we] [ws ws ws] [ww ww ww] 5d 6d 7d 2c', '2c', { from: 'wall', seat: 'wn' }],
  '3.3.3': ['[we we we] [ws ws ws] [ww ww ww] 7c 8c 9c wn', 'wn', { seat: 'we' }],
  '3.3.4': ['we we we ws ws ws ww ww ww wn wn 5b 5b', 'wn', { from: 'wall', seat: 'wn' }],
  '3.4': ['[dr dr dr] [dg dg dg] we we we wn wn ww ww', 'ww', { seat: 'ww' }],
  '4.1': ['[2b 2b 2b] [7c 7c 7c] [9d 9d 9d] 4d 4d 6b 6b', '6b'],
  '4.2.1': ['[1c 2c 3c] 4b 4b 4b 7d 7d 7d 5c 6c 9b 9b', '7c'],
  '4.2.2': ['[6d 7d 8d] 2b 2b 2b 5c 5c 5c 8b 8b 9d 9d', '8b', { from: 'wall' }],
  '4.2.3': ['3b 3b 3b 6c 6c 6c 9d 9d 9d we we 2d 2d', '2d', { from: 'wall' }],
  '4.3.1': ['[8c 8c 8c 8c] 1b 2b 3b 4d 5d 6d 7b 8b 5d 5d', '9b'],
  '4.3.2': [
    '[2d 2d 2d 2d] [dr dr dr dr]c 3c 4c 5c 6b 7b 9c 9c',
    '8b',
    { from: 'wall', seat: 'we' },
  ],
  '4.3.3': ['[1c 1c 1c 1c]c [5b 5b 5b 5b] [wn wn wn wn] 7d 8d 3c 3c', '9d', { seat: 'ww' }],
  '4.3.4': ['[2b 2b 2b 2b] [6c 6c 6c 6c]c [9d 9d 9d 9d] [ws ws ws ws] 4c', '4c', { seat: 'we' }],
  '5.1.1': ['[2c 2c 2c] 4b 5b 6b 4b 5b 6b dw dw 7d 8d', '9d'],
  '5.1.2': ['3d 4d 5d 3d 4d 5d 7c 8c 9c 7c 8c 5b 5b', '9c', { from: 'wall' }],
  '5.1.3': ['[5c 6c 7c] 5c 6c 7c 5c 6c 7c 2b 3b 8d 8d', '4b'],
  '5.1.4': ['7b 8b 9b 7b 8b 9b 7b 8b 9b 7b 8b 9b 1c', '1c'],
  '6.1': ['[3d 4d 5d] 3b 4b 5b 3c 4c 5c 9c 9c 9c 6b', '6b'],
  '6.2.1': ['[4d 4d 4d] [4c 4c 4c] 1b 2b 3b 6c 7c 8c 4b', '4b'],
  '6.2.2': ['[4d 4d 4d] 4c 4c 4c 4b 4b 6d 7d 8d wn wn', '4b', { from: 'wall' }],
  '7.1': ['1c 2c 3c 4c 5c 6c 7c 8c 9c 3d 3d 5b 6b', '7b'],
  '7.2.1': ['[4c 4c 4c] 5c 5c 5c 6c 6c 2d 3d 4d 9b 9b', '6c'],
  '7.2.2': ['[6c 6c 6c] [7c 7c 7c] 8c 8c 8c 9c 9c 9c 2d', '2d'],
  '8.1.1': ['[dr dr dr] 1b 1b 1b 1c 2c 3c 7d 8d 9d 1d', '1d'],
  '8.1.2': ['[1b 2b 3b] 1c 1c 1c 7c 8c 9c 9d 9d 9d 1b', '1b'],
  '8.1.3': ['[9b 9b 9b] 1c 1c 1c ww ww ww dg dg 1d 1d', 'dg', { seat: 'ww' }],
  '8.1.4': ['1b 1b 1b 9c 9c 9c 1d 1d 1d 9d 9d 9d 9b', '9b'],
  '10.1': ['1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw', 'wn'],
  '10.2': ['2b 2b 1d 1d 6c 6c 7d 7d dw dw wn wn ww', 'ww'],
} satisfies Record<string, Case>;

const seabed = ['[2c 3c 4c] 5d 6d 7d 3b 4b 5b 8c 8c 1d 2d', '3d'] as const;
const kongHand = ['[5b 5b 5b 5b]c 2c 3c 4c 6d 7d 8d 9c 9c 7b 8b', '9b'] as const;
const robbed = ['[1b 2b 3b] 4c 5c 6c 7d 8d 9d dw dw 2d 3d', '4d'] as const;
const heavenly = ['2b 3b 4b 3c 4c 5c 6c 7c 8c 9d 9d 9d 5b', '5b'] as const;
const earthly = ['1c 2c 3c 4d 5d 6d 7b 7b 7b 2b 3b wn wn', '4b'] as const;
const plain = E['1.1'];

/** [rule id, a hand that scores it, a near miss that does not]. */
const CASES: ReadonlyArray<readonly [string, Case, Case]> = [
  ['1.1', E['1.1'], ['[6c 7c 8c] 2b 3b 4b 3d 4d 9d 9d 9d 5b 5b', '5d']],
  ['1.2', E['1.2'], ['[4c 5c 6c] 1b 1b 1b 7d 8d 9d 2b 3b ww ww', '4b']],
  ['1.2', ['[9c 9c 9c 9c]c 1b 2b 3b 4d 5d 6d 7b 8b ww ww', '9b', { from: 'wall' }], E['4.3.1']],
  [
    '1.3',
    E['1.3'],
    ['[5d 5d 5d] 1b 2b 3b 6c 7c 8c 3d 3d 6b 7b', '8b', { from: 'wall', seat: 'wn' }],
  ],
  ['2.1.1', E['2.1.1'], ['1c 2c 3c 5c 5c 5c 7b 8b 9b dr dr dw dw', 'dw', { seat: 'we' }]],
  [
    '2.1.2',
    E['2.1.2'],
    ['1b 2b 3b 2b 3b 4b 5b 5b 5b we we 1b 1b', 'we', { from: 'wall', seat: 'we' }],
  ],
  ['2.2', E['2.2'], ['1d 1d 1d 2d 3d 4d 5d 5d 6d 7d 8d 9d 9d', '9d']],
  ['3.1', E['3.1'], ['[ws ws ws] 2c 3c 4c 6d 7d 8d 9b 9b 9b dr', 'dr', { seat: 'we' }]],
  ['3.2.1', E['3.2.1'], ['[dr dr dr] [dg dg dg] 3b 4b 5b 6c 7c 8c 9d', '9d', { seat: 'ww' }]],
  ['3.2.2', E['3.2.2'], E['3.2.1']],
  ['3.3.1', E['3.3.1'], ['[we we we] [wn wn wn] 4c 5c 6c 7b 8b 9b 2d', '2d']],
  ['3.3.2', E['3.3.2'], E['3.3.3']],
  ['3.3.3', E['3.3.3'], E['3.3.2']],
  ['3.3.4', E['3.3.4'], E['3.3.3']],
  ['3.4', E['3.4'], ['[dr dr dr] [dg dg dg] we we we wn wn 1b 1b', 'wn', { seat: 'ww' }]],
  ['4.1', E['4.1'], ['[2b 2b 2b] [7c 7c 7c] [9d 9d 9d] 4d 5d 6b 6b', '6d']],
  ['4.2.1', E['4.2.1'], ['[1c 2c 3c] 4b 4b 4b 7d 7d 5c 6c 7c 9b 9b', '7d']],
  ['4.2.2', E['4.2.2'], ['[6d 7d 8d] 2b 2b 2b 5c 5c 5c 8b 8b 9d 9d', '8b', { from: 'discard' }]],
  ['4.2.3', E['4.2.3'], ['3b 3b 3b 6c 6c 6c 9d 9d 9d we we 2d 2d', '2d', { from: 'discard' }]],
  ['4.3.1', E['4.3.1'], ['[8c 8c 8c] 1b 2b 3b 4d 5d 6d 7b 8b 5d 5d', '9b']],
  ['4.3.2', E['4.3.2'], E['4.3.1']],
  ['4.3.3', E['4.3.3'], E['4.3.2']],
  ['4.3.4', E['4.3.4'], E['4.3.3']],
  ['5.1.1', E['5.1.1'], ['[2c 2c 2c] 4b 5b 6b 4d 5d 6d dw dw 7d 8d', '9d']],
  ['5.1.2', E['5.1.2'], E['5.1.1']],
  ['5.1.3', E['5.1.3'], E['5.1.2']],
  ['5.1.4', E['5.1.4'], E['5.1.3']],
  ['6.1', E['6.1'], ['[3d 4d 5d] 3b 4b 5b 4c 5c 6c 9c 9c 9c 6b', '6b']],
  ['6.2.1', E['6.2.1'], ['[4d 4d 4d] [4c 4c 4c] 1b 2b 3b 6c 7c 8c 5b', '5b']],
  ['6.2.2', E['6.2.2'], E['6.2.1']],
  // Holding 1..9 of a suit in another arrangement is not enough for 7.1.
  ['7.1', E['7.1'], ['1c 2c 3c 3c 4c 5c 6c 7c 8c 9c 9c 5b 5b', '9c']],
  ['7.2.1', E['7.2.1'], ['[4c 4c 4c] 5c 5c 5c 7c 7c 2d 3d 4d 9b 9b', '7c']],
  ['7.2.2', E['7.2.2'], E['7.2.1']],
  ['8.1.1', E['8.1.1'], ['[dr dr dr] 1b 1b 1b 2c 3c 4c 7d 8d 9d 1d', '1d']],
  ['8.1.2', E['8.1.2'], E['8.1.1']],
  ['8.1.3', E['8.1.3'], E['8.1.1']],
  ['8.1.4', E['8.1.4'], E['8.1.3']],
  [
    '9.1.1',
    [...seabed, { from: 'wall', situation: { lastWallTile: true } }],
    [...seabed, { from: 'wall' }],
  ],
  ['9.1.2', [...seabed, { situation: { lastDiscard: true } }], seabed],
  [
    '9.2',
    [...kongHand, { from: 'wall', situation: { kongReplacement: true } }],
    [...kongHand, { from: 'wall' }],
  ],
  ['9.3', [...robbed, { situation: { robbingKong: true } }], robbed],
  [
    '9.4.1',
    [...heavenly, { from: 'wall', seat: 'we', situation: { heaven: true } }],
    [...heavenly, { from: 'wall', seat: 'we' }],
  ],
  ['9.4.2', [...earthly, { seat: 'ww', situation: { earth: true } }], [...earthly, { seat: 'ww' }]],
  ['10.1', E['10.1'], E['1.1']],
  ['10.2', E['10.2'], E['1.1']],
  ['11.1.1', [...plain, { bonus: 'f2 s3 s1' }], [...plain, { bonus: 'f2 s2' }]],
  ['11.1.2', [...plain, { bonus: 'f2 s3 s1' }], [...plain, { bonus: 'f1 s3' }]],
  ['11.2.1', [...plain, { bonus: 'f1 f2 f3 f4' }], [...plain, { bonus: 'f1 f2 f3 s4' }]],
  ['11.2.2', [...plain, { bonus: 's1 s2 s3 s4' }], [...plain, { bonus: 's1 s2 s3 f4' }]],
];

function presentIds(c: Case): { counted: string[]; reported: string[] } {
  const result = scored(hand(c[0], c[1], c[2]));
  return { counted: result.counted.map((p) => p.id), reported: result.notCounted.map((p) => p.id) };
}

describe('the 44 patterns and category 11 (zung-jung.md §10–§11)', () => {
  it('covers every pattern of the table with a positive and a near-miss case', () => {
    const covered = new Set(CASES.map(([id]) => id));
    expect(ZUNG_JUNG_PATTERNS.map((p) => p.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  it.each(CASES)('%s is scored when the hand has it', (id, positive) => {
    expect(presentIds(positive).counted).toContain(id);
  });

  it.each(CASES)('%s is absent from a near miss', (id, _positive, negative) => {
    const { counted, reported } = presentIds(negative);
    expect(counted).not.toContain(id);
    expect(reported).not.toContain(id);
  });
});
