/**
 * The calculator's model without a DOM: entering every §16 vector tap by tap gives what `hu score`
 * prints; the palette refuses a fifth copy; the words for what is missing; the payments of §12.
 */
import { describe, expect, it } from 'vitest';
import { scoreDocument, settleDocument } from '../../cli/rulesets/zung-jung/contract';
import type { Seat, TileKind } from '../../engine';
import { classifySet, tileKindOf } from '../../engine';
import type { ScoreInput } from '../../../test/helpers/calculator';
import { readVectors } from '../../../test/helpers/calculator';
import type { CalcAction, CalcState, SituationFlag } from './model';
import { INITIAL, canTap, check, paymentsOf, reduce, responsibleSeat } from './model';

const SEAT: Record<string, Seat> = { we: 0, ws: 1, ww: 2, wn: 3 };
const k = (text: string): TileKind => tileKindOf(text)!;
const run = (actions: readonly CalcAction[], from: CalcState = INITIAL) =>
  actions.reduce(reduce, from);
const taps = (tiles: string) =>
  tiles.split(' ').map((t): CalcAction => ({ type: 'tap', kind: k(t) }));

/** The actions a person's taps make for a `score` input document. */
function enter(input: ScoreInput): CalcState {
  const actions: CalcAction[] = [
    { type: 'seat', seat: SEAT[input.seatWind]! },
    { type: 'winFrom', winFrom: input.winFrom },
  ];
  for (const [flag, on] of Object.entries(input.situation ?? {}))
    actions.push({ type: 'flag', flag: flag as SituationFlag, on });
  for (const meld of input.melds ?? []) {
    const set = classifySet(meld.tiles.map(k))!;
    actions.push(
      { type: 'target', target: meld.concealed ? 'concealedKong' : meld.kind },
      { type: 'tap', kind: set.tile },
    );
  }
  actions.push({ type: 'target', target: 'hand' }, ...taps(input.concealed.join(' ')));
  actions.push({ type: 'target', target: 'winning' }, { type: 'tap', kind: k(input.winningTile) });
  for (const tile of input.bonusTiles ?? []) actions.push({ type: 'tap', kind: k(tile) });
  if (input.options?.halveFlowers) actions.push({ type: 'halveFlowers', on: true });
  return run(actions);
}

describe('entering the §16 vectors', () => {
  const vectors = readVectors('zung-jung-score-vectors.jsonl');

  it('has the 60 vectors', () => {
    expect(vectors).toHaveLength(60);
  });

  for (const vector of vectors) {
    it(`${vector.id}: scores as \`hu score\` does`, () => {
      const checked = check(enter(vector.input));
      const cli = scoreDocument(vector.input);
      if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
      expect({
        valid: true,
        total: checked.score.total,
        limit: checked.score.limit,
        patterns: checked.score.counted.map((p) =>
          p.perUnit
            ? { id: p.id, points: p.points, count: p.count }
            : { id: p.id, points: p.points },
        ),
        arrangement: checked.notation,
      }).toEqual(cli);
      expect(cli).toMatchObject(vector.expected);
    });
  }
});

describe('tapping tiles', () => {
  it('moves on to the winning tile once the hand is full', () => {
    const state = run(taps('1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 1c 1c 5d'));
    expect(state.concealed).toHaveLength(13);
    expect(state.target).toBe('winning');
    const done = reduce(state, { type: 'tap', kind: k('5d') });
    expect(done.winningTile).toBe(k('5d'));
    expect(done.target).toBe('hand');
  });

  it('never offers a fifth copy of a tile', () => {
    const state = run(taps('5b 5b 5b 5b'));
    expect(canTap(state, k('5b'))).toBe(false);
    expect(reduce(state, { type: 'tap', kind: k('5b') })).toBe(state);
    // A pung needs three free copies, a kong four, a chow one of each of its three tiles.
    const two = run(taps('7c 7c'));
    expect(canTap({ ...two, target: 'pung' }, k('7c'))).toBe(false);
    expect(canTap({ ...two, target: 'kong' }, k('7c'))).toBe(false);
    expect(canTap({ ...state, target: 'chow' }, k('3b'))).toBe(false);
    expect(canTap({ ...state, target: 'chow' }, k('6b'))).toBe(true);
  });

  it('starts a chow only on a suited 1 to 7', () => {
    const chow = { ...INITIAL, target: 'chow' as const };
    expect(canTap(chow, k('7d'))).toBe(true);
    expect(canTap(chow, k('8d'))).toBe(false);
    expect(canTap(chow, k('dr'))).toBe(false);
    expect(run([{ type: 'tap', kind: k('4d') }], chow).melds).toEqual([
      { kind: 'chow', tile: k('4d'), concealed: false },
    ]);
  });

  it('takes each flower or season once, whatever the target', () => {
    const state = run([{ type: 'target', target: 'pung' }, ...taps('f2 s1 f2')]);
    expect(state.bonusTiles).toEqual([k('f2'), k('s1')]);
    expect(state.target).toBe('pung');
  });

  it('takes tiles and sets away again', () => {
    let state = run([
      { type: 'target', target: 'pung' },
      { type: 'tap', kind: k('dr') },
      ...taps('2b 2b'),
    ]);
    state = reduce(state, { type: 'removeConcealed', kind: k('2b') });
    expect(state.concealed).toEqual([k('2b')]);
    state = reduce(state, { type: 'removeMeld', index: 0 });
    expect(state.melds).toEqual([]);
    expect(reduce(state, { type: 'clear' })).toBe(INITIAL);
  });
});

describe('what keeps a hand from being scored, in words', () => {
  const keys = (state: CalcState) => {
    const checked = check(state);
    return checked.ok ? [] : checked.issues.map((i) => [i.key, i.vars?.['count']]);
  };

  it('counts the tiles, a kong as 3, and asks for the winning tile', () => {
    expect(keys(INITIAL)).toEqual([
      ['calc.issue.count', 0],
      ['calc.issue.noWinning', undefined],
    ]);
    const withKong = run([{ type: 'target', target: 'kong' }, ...taps('9c 1b 2b')]);
    expect(keys(withKong)).toEqual([
      ['calc.issue.count', 5],
      ['calc.issue.noWinning', undefined],
    ]);
  });

  it('says when 14 tiles are not a winning hand', () => {
    const state = run([...taps('1b 2b 4b 5b 7b 8b 1c 2c 4c 5c 7c 8c 1d'), ...taps('9d')]);
    expect(keys(state)).toEqual([['calc.issue.notWinning', undefined]]);
  });

  it('explains the situations that cannot happen', () => {
    const hand = run(taps('2b 3b 4b 3c 4c 5c 6c 7c 8c 9d 9d 9d 5b 5b'));
    const as = (actions: CalcAction[]) => keys(run(actions, hand)).map(([key]) => key);
    expect(as([{ type: 'flag', flag: 'earth', on: true }])).toEqual(['calc.issue.earth']);
    expect(
      as([
        { type: 'winFrom', winFrom: 'wall' },
        { type: 'seat', seat: 1 },
        { type: 'flag', flag: 'heaven', on: true },
        { type: 'flag', flag: 'kongReplacement', on: true },
      ]),
    ).toEqual(['calc.issue.kongReplacement', 'calc.issue.heaven']);
    // Only the flags of how the hand was won count: a self-drawn flag is ignored on a discard.
    expect(as([{ type: 'flag', flag: 'heaven', on: true }])).toEqual([]);
  });
});

describe('payments (§12)', () => {
  const settleVectors = readVectors<
    {
      value: number;
      winner: string;
      winFrom: 'wall' | 'discard';
      discarder?: string;
      immune?: boolean;
    },
    { payments: Record<string, number> }
  >('zung-jung-settle-vectors.jsonl');

  for (const vector of settleVectors) {
    it(`${vector.id}: pays as \`hu settle\` does`, () => {
      const { value, winner, winFrom, discarder, immune } = vector.input;
      const state = run([
        { type: 'seat', seat: SEAT[winner]! },
        { type: 'winFrom', winFrom },
        ...(winFrom === 'discard'
          ? [
              {
                type: 'responsible',
                responsible: immune ? 'immune' : SEAT[discarder!]!,
              } as CalcAction,
            ]
          : []),
      ]);
      const paid = paymentsOf(state, value);
      const expected = vector.expected.payments;
      expect([expected['we'], expected['ws'], expected['ww'], expected['wn']]).toEqual(paid);
      expect(settleDocument(vector.input)).toEqual(vector.expected);
    });
  }

  it('never makes the winner responsible after the seat wind changes', () => {
    const state = run([
      { type: 'responsible', responsible: 2 },
      { type: 'seat', seat: 2 },
    ]);
    expect(responsibleSeat(state)).toBe(1);
    expect(responsibleSeat({ ...state, winFrom: 'wall' })).toBeNull();
  });
});
