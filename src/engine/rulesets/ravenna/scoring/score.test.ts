/**
 * Ravenna scoring (shared/rules/ravenna.md §10): the worked examples of §12, every line of the
 * point table, the doublings, the limit hands and the R-n decisions, one test each.
 */
import { describe, expect, it } from 'vitest';
import { parseHand, parseTile } from '../../../notation';
import type { Seat, TileKind } from '../../../tiles';
import { scoreRavennaHand } from './score';
import type { RavennaHand, RavennaScore } from './types';

const EAST: Seat = 0;
const SOUTH: Seat = 1;
const WEST: Seat = 2;
const NORTH: Seat = 3;

function kind(text: string): TileKind {
  const k = parseTile(text);
  if (!k.ok) throw new Error(k.error.message);
  return k.value;
}

/** A hand in one-line notation (`[dr dr dr] 9c 9c 9c … f2`); loose flowers are bonus tiles. */
function handOf(
  line: string,
  seat: Seat,
  win?: { tile: string; from: 'wall' | 'discard'; heaven?: boolean; earth?: boolean },
): RavennaHand {
  const parsed = parseHand(line);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return {
    seat,
    concealed: parsed.value.concealed,
    melds: parsed.value.melds,
    bonusTiles: parsed.value.bonusTiles,
    win:
      win === undefined
        ? null
        : {
            winningTile: kind(win.tile),
            winFrom: win.from,
            heaven: win.heaven ?? false,
            earth: win.earth ?? false,
          },
  };
}

function score(hand: RavennaHand, limit = 200): RavennaScore {
  const r = scoreRavennaHand(hand, { limit });
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}

/** The fields of the `score --ruleset ravenna` document. */
function summary(hand: RavennaHand, limit = 200) {
  const s = score(hand, limit);
  return {
    tablePoints: s.tablePoints,
    bonus: s.bonus,
    doublings: s.doublings,
    limitHand: s.limitHand,
    score: s.score,
  };
}

describe('§12 worked examples', () => {
  it('§12.1 South wins: 18 table points + 20, red dragon and own flower → 152', () => {
    const south = handOf('[dr dr dr] 9c 9c 9c 2b 3b 4b 5d 6d ws ws f2', SOUTH, {
      tile: '7d',
      from: 'wall',
    });
    expect(summary(south)).toEqual({
      tablePoints: 18,
      bonus: 20,
      doublings: ['red-dragon', 'own-flower'],
      limitHand: null,
      score: 152,
    });
    // dr exposed 4, 9c concealed pung 8, chows 0, pair of own wind 2, f2 4.
    expect(score(south).items.map((i) => [i.item, i.points])).toEqual([
      ['pung', 4],
      ['chow', 0],
      ['pung', 8],
      ['chow', 0],
      ['pair', 2],
      ['bonus', 4],
    ]);
  });

  it('§12.1 East (not out): 14 table points, own wind and own flower → 56', () => {
    const east = handOf('[5c 5c 5c] we we we 1b 4b 7b 2d 5d 8d 3c f1', EAST);
    expect(summary(east)).toEqual({
      tablePoints: 14,
      bonus: 0,
      doublings: ['own-wind', 'own-flower'],
      limitHand: null,
      score: 56,
    });
  });

  it('§12.1 West (not out): exposed kong 8 + pair of dragons 2 → 10; North: nothing → 0', () => {
    expect(summary(handOf('[8b 8b 8b 8b] dg dg 1c 4c 7c 2d 5d 9d 3b 6b', WEST))).toMatchObject({
      tablePoints: 10,
      doublings: [],
      score: 10,
    });
    expect(summary(handOf('1b 4b 7b 2c 5c 8c 3d 6d 9d we ws ww 1d', NORTH))).toEqual({
      tablePoints: 0,
      bonus: 0,
      doublings: [],
      limitHand: null,
      score: 0,
    });
  });

  it('§12.1 lists only the scoring tiles of the non-winners too', () => {
    // The example's table names only the tiles that score; the rest of a hand scores nothing.
    expect(summary(handOf('[5c 5c 5c] we we we f1', EAST)).score).toBe(56);
    expect(summary(handOf('[8b 8b 8b 8b] dg dg', WEST)).score).toBe(10);
  });

  it('§12.2 East out with chows only: 0 + 20 + 10 → 30 (R-17)', () => {
    const east = handOf('1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c 9b', EAST, {
      tile: '9b',
      from: 'discard',
    });
    expect(summary(east)).toEqual({
      tablePoints: 0,
      bonus: 30,
      doublings: [],
      limitHand: null,
      score: 30,
    });
  });

  it('§12.3 West out entirely in bamboo: the limit, 200 (§10.4.2 b)', () => {
    const west = handOf('1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 8b 9b 9b', WEST, {
      tile: '9b',
      from: 'wall',
    });
    expect(summary(west)).toMatchObject({ limitHand: 'pure-colour', score: 200 });
  });

  it('§12.4 North: white dragon + colour, 12 table points below 30 → (12 + 20) × 4 = 128', () => {
    const north = handOf('[dw dw dw] 9c 9c 9c 1c 2c 3c 4c 5c 6c 7c', NORTH, {
      tile: '7c',
      from: 'wall',
    });
    expect(summary(north)).toEqual({
      tablePoints: 12,
      bonus: 20,
      doublings: ['white-dragon', 'colour'],
      limitHand: null,
      score: 128,
    });
  });

  it('§12.5 South not out, two dragon pungs and his flower: 3 doublings → the limit (R-25)', () => {
    const south = handOf('[dr dr dr] [dg dg dg] 1b 4b 7b 2c 5c 8c 3d f2', SOUTH);
    expect(summary(south)).toEqual({
      tablePoints: 12,
      bonus: 0,
      doublings: ['red-dragon', 'green-dragon', 'own-flower'],
      limitHand: 'doublings',
      score: 200,
    });
  });
});

describe('§10.1 table points', () => {
  const cases: [string, string, number][] = [
    ['exposed pung of simples', '[5b 5b 5b]', 2],
    ['exposed kong of simples', '[5b 5b 5b 5b]', 8],
    ['concealed pung of simples', '5b 5b 5b', 4],
    ['concealed kong of simples', '[5b 5b 5b 5b]c', 16],
    ['exposed pung of 1 or 9', '[9d 9d 9d]', 4],
    ['exposed kong of 1 or 9', '[1c 1c 1c 1c]', 16],
    ['concealed pung of 1 or 9', '1d 1d 1d', 8],
    ['concealed kong of 1 or 9', '[9b 9b 9b 9b]c', 32],
    ['exposed pung of dragons', '[dg dg dg]', 4],
    ['exposed kong of dragons', '[dw dw dw dw]', 16],
    ['concealed pung of dragons', 'dw dw dw', 8],
    ['concealed kong of dragons', '[dg dg dg dg]c', 32],
    ['exposed pung of winds', '[wn wn wn]', 4],
    ['exposed kong of winds', '[ww ww ww ww]', 16],
    ['concealed pung of winds', 'wn wn wn', 8],
    ['concealed kong of winds', '[ww ww ww ww]c', 32],
    ['pair of a dragon', 'dr dr', 2],
    ['pair of the own wind', 'ws ws', 2],
    ['pair of another wind', 'we we', 0],
    ['pair of a suited tile', '5c 5c', 0],
    ['each flower or season', 'f1 s3', 8],
    ['a chow held', '3d 4d 5d', 0],
  ];
  it.each(cases)('%s: %s scores %i for South (not out)', (_what, line, points) => {
    expect(score(handOf(line, SOUTH)).tablePoints).toBe(points);
  });

  it('a pung completed by the winning discard is exposed (R-15)', () => {
    // 5d 5d + discarded 5d: an exposed pung (2), not a concealed one (4).
    const tiles = '1b 2b 3b 4c 5c 6c 7d 8d 9d 5d 5d ws ws';
    expect(score(handOf(tiles, SOUTH, { tile: '5d', from: 'discard' })).tablePoints).toBe(4);
    expect(score(handOf(tiles, SOUTH, { tile: '5d', from: 'wall' })).tablePoints).toBe(6);
  });

  it('uses the arrangement worth most when the winning tile fits several sets (R-15)', () => {
    // 4b 5b 6b 6b 6b + a discarded 6b: in the pung it is exposed (2); in the chow 4b 5b 6b it
    // leaves the pung concealed (4) — the winner's best arrangement.
    const hand = handOf('4b 5b 6b 6b 6b 1c 2c 3c 7d 8d 9d dr dr', SOUTH, {
      tile: '6b',
      from: 'discard',
    });
    expect(score(hand).tablePoints).toBe(4 + 2); // concealed pung of 6b, pair of dragons
  });

  it('a non-winner counts every concealed pung and every dragon or own-wind pair (R-16)', () => {
    const west = handOf('[3c 3c 3c] 7d 7d 7d ww ww dr dr 1b 2b 3b', WEST);
    // exposed 3c 2, concealed 7d 4, own-wind pair 2, dragon pair 2.
    expect(score(west).tablePoints).toBe(10);
    // Incomplete groups and a pair of another wind score nothing.
    expect(score(handOf('1b 2b 4c 6c we we 9d', WEST)).tablePoints).toBe(0);
  });

  it('four identical tiles kept undeclared are a concealed pung, never a kong (R-10)', () => {
    expect(score(handOf('6b 6b 6b 6b 1c 4c 7c', EAST)).tablePoints).toBe(4);
    expect(score(handOf('dr dr dr dr 1c 4c 7c', EAST)).tablePoints).toBe(8);
  });
});

describe('§10.2 going-out bonuses', () => {
  it('+20 for going out, +10 more for four chows whatever the pair and bonus tiles (R-17)', () => {
    const chows = '1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c dr';
    const plain = score(handOf(chows, SOUTH, { tile: 'dr', from: 'wall' }));
    expect([plain.tablePoints, plain.bonus, plain.score]).toEqual([2, 30, 32]);
    const flower = score(handOf(`${chows} f3`, SOUTH, { tile: 'dr', from: 'wall' }));
    expect([flower.tablePoints, flower.bonus, flower.score]).toEqual([6, 30, 36]);
  });

  it('a non-winner gets no bonus', () => {
    expect(score(handOf('1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c', SOUTH)).bonus).toBe(0);
  });

  it('adds the bonuses before doubling (R-26)', () => {
    // Red-dragon pung and chows: (4 + 20) × 2 = 48, not 4 × 2 + 20 = 28.
    const hand = handOf('[dr dr dr] 1b 2b 3b 4c 5c 6c 6d 7d 8d 9b', SOUTH, {
      tile: '9b',
      from: 'discard',
    });
    expect(summary(hand)).toMatchObject({ tablePoints: 4, bonus: 20, score: 48 });
  });
});

describe('§10.3 doublings', () => {
  it('own flower and own season by seat number; all four flowers / seasons add theirs (a–d)', () => {
    expect(score(handOf('f3 s3', WEST)).doublings).toEqual(['own-flower', 'own-season']);
    expect(score(handOf('f1 s2', WEST)).doublings).toEqual([]);
    expect(score(handOf('f1 f2 f3 f4', NORTH)).doublings).toEqual(['own-flower', 'four-flowers']);
    expect(score(handOf('s1 s2 s3 s4', EAST)).doublings).toEqual(['own-season', 'four-seasons']);
  });

  it('a pung or kong of each dragon and of the own wind, exposed or concealed (e–h, R-18)', () => {
    const west = handOf('[dr dr dr] [dg dg dg dg]c dw dw dw ww ww ww', WEST);
    // Listed as the sets lie: the declared ones, then the hand's in tile order (winds first).
    expect(score(west).doublings).toEqual([
      'red-dragon',
      'green-dragon',
      'own-wind',
      'white-dragon',
    ]);
    // Another seat's wind and a dragon pair give nothing.
    expect(score(handOf('[we we we] dr dr', WEST)).doublings).toEqual([]);
  });

  it('all pungs for the winner only (i)', () => {
    const tiles = '[2b 2b 2b] 5c 5c 5c 7d 7d 7d 9b 9b 9b 3d';
    expect(score(handOf(tiles, SOUTH, { tile: '3d', from: 'wall' })).doublings).toEqual([
      'all-pungs',
    ]);
    expect(score(handOf('[2b 2b 2b] 5c 5c 5c 7d 7d 7d 9b 9b 9b 3d', SOUTH)).doublings).toEqual([]);
  });

  it('colour: one suit with honours of any kind, for the winner only (R-19, R-20)', () => {
    const tiles = '1c 2c 3c 4c 5c 6c 7c 8c 9c we we we 5c';
    const won = score(handOf(tiles, NORTH, { tile: '5c', from: 'wall' }));
    expect(won.doublings).toEqual(['colour']);
    expect(won.score).toBe((8 + 20) * 2);
    expect(score(handOf(tiles.replace(/ 5c$/, ''), NORTH)).doublings).toEqual([]);
  });

  it('the §10.3 figure-10 example: own wind, dragon and colour are 3 doublings → the limit', () => {
    const south = handOf('ws ws ws dr dr dr 2d 3d 4d 6d 7d 8d 9d', SOUTH, {
      tile: '9d',
      from: 'wall',
    });
    expect(summary(south)).toMatchObject({
      doublings: ['own-wind', 'red-dragon', 'colour'],
      limitHand: 'doublings',
      score: 200,
    });
  });

  it('several doublings multiply: 2 doublings ×4, below 30 table points', () => {
    const east = handOf('[dw dw dw] 2b 3b 4b 5c 6c 7c 1d 2d 3d 8b f1', EAST, {
      tile: '8b',
      from: 'wall',
    });
    expect(summary(east)).toMatchObject({ tablePoints: 8, bonus: 20, score: 112 });
  });
});

describe('§10.4 the limit', () => {
  const winner = (line: string, seat: Seat, tile: string, from: 'wall' | 'discard' = 'wall') =>
    summary(handOf(line, seat, { tile, from }));

  it('caps every score at 200, East\u2019s included (10.4.1)', () => {
    // Three concealed kongs of head tiles, the third of East's own wind: (96 + 20) × 2 = 232.
    const capped = winner('[1c 1c 1c 1c]c [9d 9d 9d 9d]c [we we we we]c 2c 3c 4c 5b', EAST, '5b');
    expect(capped).toMatchObject({
      tablePoints: 96,
      doublings: ['own-wind'],
      score: 200,
      limitHand: null,
    });
  });

  it('follows option ravenna.limit (R-21)', () => {
    expect(winner('1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 8b 9b 9b', WEST, '9b', 'wall').score).toBe(200);
    expect(
      summary(
        handOf('1b 1b 1b 2b 3b 4b 5b 6b 7b 8b 8b 9b 9b', WEST, { tile: '9b', from: 'wall' }),
        500,
      ).score,
    ).toBe(500);
  });

  it('a: seven pairs of any tiles, four identical tiles counting as two pairs (R-22)', () => {
    expect(winner('1b 1b 5c 5c 5c 5c 9d 9d we we dr dr ww', SOUTH, 'ww', 'discard')).toMatchObject({
      limitHand: 'seven-pairs',
      score: 200,
    });
  });

  it('b: four groups and a pair all of one suit, no honours', () => {
    expect(winner('[2d 2d 2d] 3d 4d 5d 6d 7d 8d 9d 9d 9d 1d', NORTH, '1d')).toMatchObject({
      limitHand: 'pure-colour',
    });
  });

  it('c: four pungs or kongs and a pair of head tiles only', () => {
    expect(winner('[1b 1b 1b] 9c 9c 9c we we we dr dr dr 9d', SOUTH, '9d')).toMatchObject({
      limitHand: 'head-pungs',
      score: 200,
    });
  });

  it('d: four kongs and any pair, honour kongs included (R-23)', () => {
    expect(
      winner('[2b 2b 2b 2b] [3c 3c 3c 3c] [ww ww ww ww]c [6d 6d 6d 6d] 5b', EAST, '5b'),
    ).toMatchObject({ limitHand: 'four-kongs', score: 200 });
  });

  it('e: four pungs or kongs of winds and any pair', () => {
    expect(winner('[we we we] ws ws ws ww ww ww wn wn wn 5b', WEST, '5b')).toMatchObject({
      limitHand: 'four-winds',
    });
  });

  it('f: the thirteen head tiles plus a second copy of one (R-24)', () => {
    expect(winner('1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw', NORTH, 'dw', 'discard')).toMatchObject({
      limitHand: 'thirteen-heads',
      score: 200,
    });
  });

  it('g: heaven (East on his dealt hand) and earth (out on East\u2019s first discard)', () => {
    const chows = '1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c 9b';
    expect(summary(handOf(chows, EAST, { tile: '9b', from: 'wall', heaven: true }))).toMatchObject({
      limitHand: 'heaven',
      score: 200,
      tablePoints: 0,
      bonus: 30,
    });
    expect(
      summary(handOf(chows, WEST, { tile: '9b', from: 'discard', earth: true })),
    ).toMatchObject({ limitHand: 'earth', score: 200 });
  });

  it('h: 3 doublings, or 2 doublings with 30 table points — for any player (R-25)', () => {
    // Two doublings and 32 table points: a limit even for a player who did not go out.
    const north = handOf('[dr dr dr dr] [wn wn wn] 1b 1b 1b 5c 6c 7c', NORTH);
    expect(summary(north)).toMatchObject({
      tablePoints: 16 + 4 + 8,
      doublings: ['red-dragon', 'own-wind'],
      limitHand: null,
      score: 112,
    });
    const enough = handOf('[dr dr dr dr] [wn wn wn] 1b 1b 1b dg dg', NORTH);
    expect(summary(enough)).toMatchObject({ tablePoints: 30, limitHand: 'doublings', score: 200 });
  });

  it('h counts table points without the going-out bonuses (R-25, rejected reading of §12.4)', () => {
    // 12 table points + 20 = 32 ≥ 30 would be a limit under the rejected reading.
    const north = handOf('[dw dw dw] 9c 9c 9c 1c 2c 3c 4c 5c 6c 7c', NORTH, {
      tile: '7c',
      from: 'wall',
    });
    expect(summary(north).score).toBe(128);
  });

  it('names the first limit of §10.4.2 when several hold, and still reports the counts', () => {
    // Seven pairs in one suit: a (seven pairs) before b (pure colour); heaven comes after both.
    const hand = handOf('1b 1b 2b 2b 3b 3b 4b 4b 5b 5b 6b 6b 7b', EAST, {
      tile: '7b',
      from: 'wall',
      heaven: true,
    });
    expect(summary(hand)).toMatchObject({ limitHand: 'seven-pairs', score: 200, bonus: 20 });
    // Four wind pungs and a pair of heads: c (head pungs) before e (four winds).
    const winds = handOf('[we we we] ws ws ws ww ww ww wn wn wn dr', SOUTH, {
      tile: 'dr',
      from: 'discard',
    });
    expect(summary(winds)).toMatchObject({
      limitHand: 'head-pungs',
      doublings: ['own-wind', 'all-pungs'],
    });
  });
});

describe('input checks', () => {
  const code = (hand: RavennaHand) => {
    const r = scoreRavennaHand(hand);
    return r.ok ? 'ok' : r.error.code;
  };

  it('a declared winner whose tiles are not a winning hand', () => {
    expect(
      code(handOf('1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c 9b', SOUTH, { tile: '1d', from: 'wall' })),
    ).toBe('hand/not-winning');
  });

  it('wrong tile counts, too many copies, bonus tiles in hand, and situation conflicts', () => {
    expect(code(handOf('1b 2b 3b', SOUTH, { tile: '4b', from: 'wall' }))).toBe(
      'input/wrong-tile-count',
    );
    expect(code(handOf('1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 4c 5c', SOUTH))).toBe(
      'input/wrong-tile-count',
    );
    expect(code(handOf('[5b 5b 5b 5b] 5b', SOUTH))).toBe('input/too-many-copies');
    expect(code({ ...handOf('1b', SOUTH), concealed: [kind('f1')] })).toBe('input/unknown-tile');
    const chows = '1b 2b 3b 4c 5c 6c 6d 7d 8d 2c 3c 4c 9b';
    expect(code(handOf(chows, SOUTH, { tile: '9b', from: 'wall', heaven: true }))).toBe(
      'input/situation-conflict',
    );
    expect(code(handOf(chows, EAST, { tile: '9b', from: 'discard', earth: true }))).toBe(
      'input/situation-conflict',
    );
  });
});
