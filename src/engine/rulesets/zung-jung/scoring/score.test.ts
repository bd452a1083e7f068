import { describe, expect, it } from 'vitest';
import { hand, scored } from '../../../../../test/helpers/hands';
import type { WinningHand } from '../../../scoring/types';
import { comparePatternIds, scoreWinningHand } from './score';
import { kindOf } from '../../..';

const ids = (patterns: readonly { id: string }[]) => patterns.map((p) => p.id);

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

describe('one pattern per series (§9.3)', () => {
  it('counts only the highest of a series and says why the others did not count', () => {
    const r = scored(hand('[5c 6c 7c] 5c 6c 7c 5c 6c 7c 2b 3b 8d 8d', '4b'));
    expect(ids(r.counted)).toEqual(['1.1', '1.3', '5.1.3']);
    expect(r.notCounted).toContainEqual({ id: '5.1.1', points: 10, reason: 'series', by: '5.1.3' });
  });

  it('counts 3.1 once per value-honour set (vector E3.1)', () => {
    const r = scored(hand('[we we we] [dg dg dg] 2c 3c 4c 6d 7d 8d 9b', '9b', { seat: 'we' }));
    expect(r.counted).toEqual([{ id: '3.1', points: 20, count: 2, perUnit: true }]);
  });

  it('adds patterns of different series even when one implies another (E4.2.3)', () => {
    const r = scored(hand('3b 3b 3b 6c 6c 6c 9d 9d 9d we we 2d 2d', '2d', { from: 'wall' }));
    expect(ids(r.counted)).toEqual(['1.2', '4.1', '4.2.3']);
    expect(r.total).toBe(160);
  });
});

describe('limits (§9.5)', () => {
  it('counts a listed limit alone, the others reported as cut by it (LIMl)', () => {
    const r = scored(hand('we we we ws ws ws ww ww ww wn wn wn dr', 'dr'));
    expect(r.limit).toBe('listed');
    expect(r.total).toBe(400);
    expect(ids(r.counted)).toEqual(['3.3.4']);
    expect(r.notCounted).toContainEqual({ id: '3.4', points: 320, reason: 'limit', by: '3.3.4' });
  });

  it('reports the lower id when two listed limits tie (3.3.3 and 3.4, both 320)', () => {
    const r = scored(hand('we we we ws ws ws ww ww ww dr dr dr wn', 'wn'));
    expect(ids(r.counted)).toEqual(['3.3.3']);
    expect(r.notCounted).toContainEqual({ id: '3.4', points: 320, reason: 'limit', by: '3.3.3' });
  });

  it('caps a sum of 320 or more at 320 as a compound limit (LIMc)', () => {
    const r = scored(hand('1c 1c 1c 2c 2c 2c 3c 3c 3c 9c 9c 5c 5c', '5c', { from: 'wall' }));
    expect(r).toMatchObject({ total: 320, rawSum: 340, limit: 'compound' });
    expect(ids(r.counted)).toEqual(['1.2', '2.1.2', '4.1', '4.2.3', '7.2.1']);
  });

  it('lets a listed limit exceed 320 (E4.3.4: 480)', () => {
    const r = scored(
      hand('[2b 2b 2b 2b] [6c 6c 6c 6c]c [9d 9d 9d 9d] [ws ws ws ws] 4c', '4c', { seat: 'we' }),
    );
    expect(r.total).toBe(480);
  });
});

describe('chicken hand (§9.4)', () => {
  it('is worth 1 point with no pattern at all (CHICK)', () => {
    const r = scored(hand('[2b 3b 4b] [9c 9c 9c] 5d 6d 7d 1d 1d 3c 4c', '5c'));
    expect(r).toMatchObject({ total: 1, limit: 'none', counted: [], rawSum: 0 });
  });

  it('gets no extra point when bonus tiles are its only patterns (D-8)', () => {
    const r = scored(hand('[2b 3b 4b] [9c 9c 9c] 5d 6d 7d 1d 1d 3c 4c', '5c', { bonus: 'f1' }));
    expect(r.total).toBe(2);
    expect(ids(r.counted)).toEqual(['11.1.1']);
  });
});

describe('exclusions', () => {
  it('never counts Nine Gates with Blessing of Heaven (HEAVEN9, EN-R line 42)', () => {
    const r = scored(
      hand('1c 1c 1c 2c 3c 4c 5c 6c 7c 8c 9c 9c 9c', '5c', {
        from: 'wall',
        seat: 'we',
        situation: { heaven: true },
      }),
    );
    expect(r.total).toBe(245);
    expect(r.notCounted).toContainEqual({
      id: '2.2',
      points: 480,
      reason: 'excluded',
      by: '9.4.1',
    });
  });

  it('lets Thirteen Terminals add only category 9 (T13H: 160 + 155 = 315, §10.1)', () => {
    const r = scored(
      hand('1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw', 'dw', {
        from: 'wall',
        seat: 'we',
        situation: { heaven: true },
      }),
    );
    expect(r).toMatchObject({ total: 315, limit: 'none' });
    expect(ids(r.counted)).toEqual(['9.4.1', '10.1']);
  });

  it('never gives Seven Pairs the Concealed Hand (§9.8)', () => {
    const r = scored(hand('2b 2b 1d 1d 6c 6c 7d 7d dw dw wn wn ww', 'ww', { from: 'wall' }));
    expect(ids(r.counted)).toEqual(['10.2']);
  });
});

describe('freedom of count (§9.7)', () => {
  it('picks the better arrangement and reports the other one (FC: pungs 140 over chows 135)', () => {
    const r = scored(hand('2b 2b 2b 3b 3b 3b 4b 4b 4b 6d 7d 5c 5c', '8d', { from: 'wall' }));
    expect(r.total).toBe(140);
    expect(ids(r.counted)).toEqual(['1.2', '1.3', '4.2.2', '7.2.1']);
    expect(r.notCounted).toContainEqual({ id: '5.1.3', points: 120, reason: 'arrangement' });
    expect(r.notCounted).toContainEqual({ id: '1.1', points: 5, reason: 'arrangement' });
    expect(r.arrangement.form).toBe('regular');
  });

  it('reads two identical chows twice over Seven Pairs (E5.1.2: 70, not 30)', () => {
    const r = scored(hand('3d 4d 5d 3d 4d 5d 7c 8c 9c 7c 8c 5b 5b', '9c', { from: 'wall' }));
    expect(r.total).toBe(70);
    expect(r.notCounted).toContainEqual({ id: '10.2', points: 30, reason: 'arrangement' });
  });

  it('places a discarded winning tile where it keeps a pung concealed (WT, D-9)', () => {
    const r = scored(hand('1b 1b 1b 2b 3b 5c 6c 7c 8d 8d 8d wn wn', '1b'));
    expect(r.total).toBe(10);
    expect(ids(r.counted)).toEqual(['1.2', '4.2.1']);
    if (r.arrangement.form !== 'regular') throw new Error('expected a regular hand');
    expect(r.arrangement.sets[r.arrangement.winningTileIn]).toMatchObject({
      kind: 'chow',
      tile: 0,
    });
  });

  it('counts a pung completed by the winning discard as exposed (§9.6)', () => {
    const r = scored(hand('[6d 7d 8d] 2b 2b 2b 5c 5c 5c 8b 8b 9d 9d', '8b'));
    expect(ids(r.counted)).toEqual(['4.2.1']);
  });
});

describe('bonus tiles (§11)', () => {
  it('halves every category-11 value with halveFlowers (FLh)', () => {
    const r = scored(
      hand('[6c 7c 8c] 2b 3b 4b 3d 4d 7d 8d 9d 5b 5b', '5d', { bonus: 'f2 s3 s1' }),
      true,
    );
    expect(r.total).toBe(9);
  });

  it('lets Four Flowers and Four Seasons both count (D-11)', () => {
    const r = scored(
      hand('[6c 7c 8c] 2b 3b 4b 3d 4d 7d 8d 9d 5b 5b', '5d', { bonus: 'f1 f2 f3 f4 s1 s2 s3 s4' }),
    );
    expect(ids(r.counted)).toEqual(['1.1', '11.1.1', '11.1.2', '11.2.1', '11.2.2']);
    expect(r.total).toBe(5 + 12 + 8 + 10 + 10);
  });

  it('adds bonus tiles to an irregular hand too', () => {
    const r = scored(hand('2b 2b 1d 1d 6c 6c 7d 7d dw dw wn wn ww', 'ww', { bonus: 's2' }));
    expect(r.total).toBe(34);
  });
});

describe('bad input and non-winning hands', () => {
  const base = hand('[6c 7c 8c] 2b 3b 4b 3d 4d 7d 8d 9d 5b 5b', '5d');
  const codeOf = (h: WinningHand) => {
    const r = scoreWinningHand(h);
    return r.ok ? 'scored' : r.error.code;
  };

  it('says hand/not-winning for tiles that form no winning hand', () => {
    expect(codeOf({ ...base, winningTile: kindOf(27) })).toBe('hand/not-winning');
  });

  it.each([
    [
      'a fifth copy',
      { concealed: [...base.concealed.slice(0, 5), 4, 4, 4, 4, 4] },
      'input/too-many-copies',
    ],
    ['a tile short', { concealed: base.concealed.slice(1) }, 'input/wrong-tile-count'],
    [
      'a bonus tile among the concealed',
      { concealed: [...base.concealed.slice(1), 34] },
      'input/unknown-tile',
    ],
    ['a flower twice', { bonusTiles: [35, 35] }, 'input/too-many-copies'],
    [
      'a concealed pung',
      { melds: [{ kind: 'pung', tile: 14, concealed: true }] },
      'input/invalid-meld',
    ],
    [
      'a chow that wraps',
      { melds: [{ kind: 'chow', tile: 8, concealed: false }] },
      'input/invalid-meld',
    ],
    [
      'Heaven for South',
      { winFrom: 'wall', situation: { ...base.situation, heaven: true } },
      'input/situation-conflict',
    ],
    [
      'a seabed win on a discard',
      { situation: { ...base.situation, lastWallTile: true } },
      'input/situation-conflict',
    ],
    [
      'a kong replacement without a kong',
      { winFrom: 'wall', situation: { ...base.situation, kongReplacement: true } },
      'input/situation-conflict',
    ],
  ] as const)('rejects %s', (_what, change, code) => {
    expect(codeOf({ ...base, ...change } as WinningHand)).toBe(code);
  });

  it('does not mutate the hand it scores', () => {
    const h = deepFreeze(hand('2b 2b 2b 3b 3b 3b 4b 4b 4b 6d 7d 5c 5c', '8d', { from: 'wall' }));
    expect(() => scoreWinningHand(h)).not.toThrow();
  });
});

describe('pattern ids', () => {
  it('sort numerically component by component', () => {
    expect(['11.1.1', '4.3', '10.1', '4.2.1', '9.4.2'].sort(comparePatternIds)).toEqual([
      '4.2.1',
      '4.3',
      '9.4.2',
      '10.1',
      '11.1.1',
    ]);
  });
});
