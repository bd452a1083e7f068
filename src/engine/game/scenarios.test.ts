/**
 * The table procedure on rigged walls, rule by rule (zung-jung.md §4–§8, §12).
 */
import { describe, expect, it } from 'vitest';
import {
  EAST,
  NORTH,
  SOUTH,
  Table,
  WEST,
  drawsEndingWith,
  kind,
  playOutUntilLive,
} from '../../../test/helpers/table';
import { claimsOnEast5b } from '../../../test/fixtures/rigs';
import { formatTile } from '../notation';
import { kindOfId } from '../tiles';
import { liveTiles, wallRemaining } from './hand';

const codeOf = (t: Table, action: Parameters<Table['try']>[0]) => {
  const r = t.try(action);
  return r.ok ? 'accepted' : r.error.code;
};

describe('the deal (§4.2)', () => {
  it('gives East 14 tiles and the others 13, leaving 83 tiles of which 69 are live', () => {
    const t = new Table({});
    expect(t.state.hand.seats.map((s) => s.concealed.length)).toEqual([14, 13, 13, 13]);
    expect(wallRemaining(t.state.hand)).toBe(83);
    expect(liveTiles(t.state.hand)).toBe(69);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: EAST, step: 'afterDraw', source: 'deal' });
  });

  it('deals in the canonical order, so a rigged wall lands in the right hands', () => {
    const t = new Table({ hands: ['1b 1b 1b 1b 2b 2b 2b 2b 3b 3b 3b 3b 4b 4b', '5b', '6b', '7b'] });
    expect(t.state.hand.seats[EAST].concealed.map(kindOfId).slice(0, 4)).toEqual([0, 0, 0, 0]);
    expect(t.state.hand.seats[SOUTH].concealed.map(kindOfId)).toContain(kind('5b'));
  });
});

describe('turn order and claims (§5)', () => {
  const wall = claimsOnEast5b;

  it('passes the turn to the next player in order East, South, West, North (§2.2, §5.1)', () => {
    const t = new Table(wall);
    t.discardAndPass(EAST, 'dg');
    expect(t.phase).toMatchObject({ kind: 'turn', seat: SOUTH, source: 'wall' });
    expect(t.state.hand.seats[SOUTH].drawn).not.toBeNull();
  });

  it('offers a chow only to the discarder\u2019s next player, and a pung to anyone (§5.3)', () => {
    const t = new Table(wall).discard(EAST, '5b');
    expect(t.actionsOf(SOUTH)).toEqual([
      { type: 'claimChow', seat: SOUTH, lowest: kind('3b') },
      { type: 'claimChow', seat: SOUTH, lowest: kind('4b') },
      { type: 'claimChow', seat: SOUTH, lowest: kind('5b') },
      { type: 'pass', seat: SOUTH },
    ]);
    expect(t.actionsOf(WEST)).toEqual([
      { type: 'claimPung', seat: WEST },
      { type: 'pass', seat: WEST },
    ]);
    // North holds 4b and 6b too, but is not on East's right.
    expect(t.actionsOf(NORTH)).toEqual([]);
    expect(codeOf(t, { type: 'claimChow', seat: NORTH, lowest: kind('4b') })).toBe(
      'claim/not-eligible',
    );
  });

  it('lets a pung beat a chow even when the chow was claimed first (§5.4.1, §5.4.4)', () => {
    const t = new Table(wall).discard(EAST, '5b');
    t.act({ type: 'claimChow', seat: SOUTH, lowest: kind('4b') });
    expect(t.phase.kind).toBe('claimWindow');
    t.act({ type: 'claimPung', seat: WEST });
    expect(t.phase).toMatchObject({ kind: 'turn', seat: WEST, step: 'afterClaim' });
    const pung = t.state.hand.seats[WEST].melds[0]!;
    expect(pung).toMatchObject({ kind: 'pung', claimed: { from: EAST } });
    expect(t.state.hand.seats[EAST].river).toEqual([]);
    // After a claim the player must discard: no kong, no win (D-5).
    expect(t.actionsOf(WEST).every((a) => a.type === 'discard')).toBe(true);
    // Play continues from the claimer's next player; South lost his turn.
    t.discardAndPass(WEST, 'wn');
    expect(t.phase).toMatchObject({ kind: 'turn', seat: NORTH });
  });

  it('gives the chow when nobody claims higher, and rejects an impossible chow', () => {
    const t = new Table(wall).discard(EAST, '5b');
    expect(codeOf(t, { type: 'claimChow', seat: SOUTH, lowest: kind('1b') })).toBe(
      'claim/not-allowed',
    );
    t.act({ type: 'pass', seat: WEST });
    t.act({ type: 'claimChow', seat: SOUTH, lowest: kind('3b') });
    expect(t.state.hand.seats[SOUTH].melds[0]!.tiles.map(kindOfId)).toEqual([
      kind('3b'),
      kind('4b'),
      kind('5b'),
    ]);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: SOUTH, step: 'afterClaim' });
  });

  it('refuses out-of-turn, repeated and malformed actions without changing the state', () => {
    const t = new Table(wall);
    const before = t.state;
    expect(codeOf(t, { type: 'discard', seat: SOUTH, tile: t.tile(SOUTH, '3b') })).toBe(
      'turn/not-your-turn',
    );
    expect(codeOf(t, { type: 'discard', seat: EAST, tile: t.tile(SOUTH, '3b') })).toBe(
      'discard/not-in-hand',
    );
    expect(codeOf(t, { type: 'claimPung', seat: WEST })).toBe('action/not-now');
    expect(codeOf(t, { type: 'nextHand' })).toBe('hand/not-over');
    expect(codeOf(t, { type: 'shout', seat: EAST } as never)).toBe('action/malformed');
    expect(codeOf(t, { type: 'discard', seat: 7, tile: 1 } as never)).toBe('action/malformed');
    expect(t.state).toBe(before);
    t.discard(EAST, '5b').act({ type: 'pass', seat: WEST });
    expect(codeOf(t, { type: 'pass', seat: WEST })).toBe('claim/already-decided');
  });
});

describe('precedence and interception of wins (§5.4)', () => {
  const wall = {
    hands: [
      '1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c dr dr wn',
      '3c 3c 1d 1d 9d 9d 7c 8c dw dw we we ws',
      '4d 5d 6d 7d 8d 9d 1c 2c 5c 5c ww ww ww',
      '2d 3d 4d 5d 6d 7d 6c 7c 8c wn wn ws ws',
    ] as [string, string, string, string],
    draws: '9b 9b 3c',
  };
  const toNorthsDiscard = () =>
    new Table(wall)
      .discardAndPass(EAST, 'wn')
      .discardAndPass(SOUTH, '9b')
      .discardAndPass(WEST, '9b')
      .discard(NORTH, '3c');

  it('gives the discard to the first winner in turn order after the discarder, whatever the timing', () => {
    const t = toNorthsDiscard();
    expect(t.actionsOf(SOUTH)).toContainEqual({ type: 'claimPung', seat: SOUTH });
    t.act({ type: 'claimWin', seat: WEST });
    t.act({ type: 'claimPung', seat: SOUTH });
    // East, North's next player, has not decided and could still intercept.
    expect(t.phase.kind).toBe('claimWindow');
    t.act({ type: 'claimWin', seat: EAST });
    expect(t.result).toMatchObject({
      kind: 'win',
      winner: EAST,
      winFrom: 'discard',
      discarder: NORTH,
    });
  });

  it('lets a win beat a pung (§5.4.1)', () => {
    const t = toNorthsDiscard();
    t.act({ type: 'pass', seat: EAST });
    t.act({ type: 'claimPung', seat: SOUTH });
    t.act({ type: 'claimWin', seat: WEST });
    expect(t.result).toMatchObject({ kind: 'win', winner: WEST });
  });

  it('settles at once when no undecided seat could change the outcome', () => {
    const t = toNorthsDiscard();
    t.act({ type: 'claimWin', seat: EAST });
    expect(t.result).toMatchObject({ kind: 'win', winner: EAST });
  });

  it('scores the real hand and makes the discarder pay 3V − 50 when V ≥ 26 (§12.3)', () => {
    const t = toNorthsDiscard();
    t.act({ type: 'claimWin', seat: EAST });
    expect(t.patterns()).toEqual(['1.1', '1.2', '7.1']);
    expect(t.result).toMatchObject({ responsible: NORTH, payments: [150, -25, -25, -100] });
    expect(t.state.match.totals).toEqual([150, -25, -25, -100]);
  });

  it('prevents a false win: Hu is offered only on a winning tile (§13.2)', () => {
    const t = new Table(wall).discard(EAST, 'wn');
    expect(codeOf(t, { type: 'claimWin', seat: SOUTH })).toBe('claim/not-eligible');
    t.passRest();
    expect(codeOf(t, { type: 'declareWin', seat: SOUTH })).toBe('win/not-winning');
  });
});

describe('kongs (§6)', () => {
  it('draws the replacement of a big exposed kong from the end; the dead wall stays at 14 (§6.3, §4.2)', () => {
    const t = new Table({
      hands: [
        '7d 9c 9c 1d 1d 2d 2d 3d 3d wn wn ww ww dg',
        '7d 7d 7d 1b 2b 3b 4c 5c 6c 8b 8b 5c 6c',
        '1b 1b 9b 9b 4d 4d 6d 6d ws ws dr dr dw',
        '2b 2b 3b 4b 5b 6b 8c 8c 9d 9d we we dw',
      ],
      replacements: '7c',
    });
    const liveBefore = liveTiles(t.state.hand);
    t.discard(EAST, '7d');
    t.act({ type: 'claimKong', seat: SOUTH });
    expect(t.phase).toMatchObject({
      kind: 'turn',
      seat: SOUTH,
      step: 'afterDraw',
      source: 'replacement',
      kongReplacement: true,
    });
    expect(kindOfId(t.state.hand.seats[SOUTH].drawn!)).toBe(kind('7c'));
    expect(liveTiles(t.state.hand)).toBe(liveBefore - 1);
    expect(wallRemaining(t.state.hand) - liveTiles(t.state.hand)).toBe(14);
    // The replacement completes the hand: 9.2 Win on Kong, a self-draw that nobody is responsible for.
    t.act({ type: 'declareWin', seat: SOUTH });
    expect(t.patterns()).toEqual(['4.3.1', '9.2']);
    expect(t.result).toMatchObject({
      winFrom: 'wall',
      responsible: null,
      payments: [-15, 45, -15, -15],
    });
  });

  it('declares a concealed kong only after drawing, and it voids Blessing of Heaven (§6.2, 9.4.1)', () => {
    const hands = [
      '2b 2b 2b 2b 3b 4b 5c 5c 5c 7d 8d 9d wn wn',
      '1b 3c 4c 6c 7c 8c 1d 2d 3d 9b 9b dr dr',
      '5b 6b 7b 8b 1c 1c 9c 9c 4d 5d 6d dg dg',
      '1b 1b 9b 6b 7b 2c 2c 3c 5d 6d 4d ws ws',
    ] as [string, string, string, string];
    const heaven = new Table({ hands }).act({ type: 'declareWin', seat: EAST });
    expect(heaven.patterns()).toEqual(['1.2', '4.2.1', '9.4.1']);
    // A self-drawn win: everybody pays the value, 165 (§12.3).
    expect(heaven.result).toMatchObject({ responsible: null, payments: [495, -165, -165, -165] });
    const kong = new Table({ hands, replacements: '5b' });
    expect(kong.actionsOf(EAST)).toContainEqual({
      type: 'declareKong',
      seat: EAST,
      kind: kind('2b'),
    });
    kong.act({ type: 'declareKong', seat: EAST, kind: kind('2b') });
    expect(kong.state.hand.seats[EAST].melds[0]).toMatchObject({
      kind: 'kong',
      concealed: true,
      claimed: null,
    });
    kong.act({ type: 'declareWin', seat: EAST });
    expect(kong.patterns()).toEqual(['1.2', '4.2.1', '4.3.1', '9.2']);
  });

  it('turns an exposed pung into a small exposed kong with a tile kept from an earlier draw (§6.4, D-6)', () => {
    const t = new Table({
      hands: [
        '6c 1b 1b 2b 2b 3d 3d 9d 9d we we dr dr dw',
        '1c 2c 3c 4b 5b 6b 8d 8d 8d ws ws dg dg',
        '6c 6c 7b 8b 9b 1d 2d 3d 4d 5d 6d wn wn',
        '2c 3c 4c 5c 7c 8c 9c 4b 7b 7b 5d 6d ww',
      ],
      draws: '9c 9c 8b 6c 1c',
      replacements: '2d',
    });
    t.discard(EAST, '6c')
      .act({ type: 'claimPung', seat: WEST })
      .passRest()
      .discardAndPass(WEST, 'wn');
    t.discardAndPass(NORTH, 'ww').discardAndPass(EAST, 'dw').discardAndPass(SOUTH, 'ws');
    // West draws the fourth 6c but keeps it for now.
    expect(kindOfId(t.state.hand.seats[WEST].drawn!)).toBe(kind('6c'));
    t.discardAndPass(WEST, 'wn');
    t.discardDrawn(NORTH).discardDrawn(EAST).discardAndPass(SOUTH, 'ws');
    expect(codeOf(t, { type: 'addToPung', seat: WEST, kind: kind('7b') })).toBe('kong/no-pung');
    t.act({ type: 'addToPung', seat: WEST, kind: kind('6c') });
    const kong = t.state.hand.seats[WEST].melds[0]!;
    expect(kong).toMatchObject({ kind: 'kong', claimed: { from: EAST } });
    expect(kindOfId(kong.added!)).toBe(kind('6c'));
    expect(t.phase).toMatchObject({
      kind: 'turn',
      seat: WEST,
      source: 'replacement',
      kongReplacement: true,
    });
  });

  it('lets another player rob a small exposed kong; the kong player counts as discarder (§7)', () => {
    const t = new Table({
      hands: [
        '6c 1b 1b 2b 2b 3d 3d 9d 9d we we dr dr dw',
        '1c 2c 3c 4b 5b 6b 8d 8d 8d ws ws dg dg',
        '6c 6c 7b 8b 9b 1d 2d 3d 4d 5d 6d wn wn',
        '4c 5c 1d 2d 3d 7b 8b 9b 5d 5d 5d dg dg',
      ],
      draws: '9c 9c 8b 6c',
    });
    // North could win on East's 6c too, but passes it.
    t.discard(EAST, '6c')
      .act({ type: 'claimPung', seat: WEST })
      .passRest()
      .discardAndPass(WEST, 'wn');
    t.discardAndPass(NORTH, '9c').discardAndPass(EAST, 'dw').discardAndPass(SOUTH, '8b');
    t.act({ type: 'addToPung', seat: WEST, kind: kind('6c') });
    expect(t.phase).toMatchObject({ kind: 'robbingWindow', kongSeat: WEST });
    expect(t.actionsOf(NORTH)).toEqual([
      { type: 'claimWin', seat: NORTH },
      { type: 'pass', seat: NORTH },
    ]);
    expect(codeOf(t, { type: 'claimPung', seat: NORTH })).toBe('action/not-now');
    t.act({ type: 'claimWin', seat: NORTH });
    expect(t.result).toMatchObject({
      kind: 'win',
      winner: NORTH,
      winFrom: 'discard',
      discarder: WEST,
    });
    expect(t.patterns()).toContain('9.3');
    // The kong is cancelled: West keeps his pung and the robbed tile is in North's hand.
    expect(t.state.hand.seats[WEST].melds[0]!.kind).toBe('pung');
    expect(t.state.hand.discards.at(-1)).toMatchObject({ seat: WEST, claimedBy: NORTH });
  });

  it('never lets a concealed kong be robbed (§7.2)', () => {
    const t = new Table({
      hands: [
        '6c 6c 6c 6c 1b 2b 3b 3d 3d 9d 9d we we dw',
        '1c 2c 3c 4b 5b 6b 8d 8d 8d ws ws dg dg',
        '7b 8b 9b 1d 2d 3d 4d 5d 6d wn wn ww ww',
        '4c 5c 1d 2d 3d 7b 8b 9b 5d 5d 5d dr dr',
      ],
    });
    // North waits on 6c (4c 5c), yet East's concealed kong of 6c draws its replacement at once.
    t.act({ type: 'declareKong', seat: EAST, kind: kind('6c') });
    expect(t.phase).toMatchObject({ kind: 'turn', seat: EAST, source: 'replacement' });
  });
});

describe('Blessing of Earth (9.4.2)', () => {
  const south = '1c 2c 3c 4d 5d 6d 7b 7b 7b 2b 3b wn wn';
  it('is a non-East player winning on East\u2019s very first discard; East is responsible (D-13)', () => {
    const t = new Table({
      hands: [
        '4b 9c 9c 1d 1d 2d 3d 8d 8d we we dr dr dw',
        south,
        '5b 6b 7b 8b 1c 1c 9c 9b 4d 5d 6d dg dg',
        '1b 1b 9b 6b 2c 2c 3c 5d 6d 4c ws ws dw',
      ],
    });
    t.discard(EAST, '4b').act({ type: 'claimWin', seat: SOUTH });
    expect(t.patterns()).toEqual(['1.2', '9.4.2']);
    expect(t.result).toMatchObject({ responsible: EAST, payments: [-430, 480, -25, -25] });
  });

  it('is void when East declared a concealed kong before that discard', () => {
    const t = new Table({
      hands: [
        '4b 9c 9c 9c 9c 1d 2d 3d 8d 8d we we dr dr',
        south,
        '5b 6b 7b 8b 1c 1c 4c 9b 4d 5d 6d dg dg',
        '1b 1b 9b 6b 2c 2c 3c 5d 6d 4c ws ws dw',
      ],
      replacements: 'dw',
    });
    t.act({ type: 'declareKong', seat: EAST, kind: kind('9c') });
    t.discard(EAST, '4b').act({ type: 'claimWin', seat: SOUTH });
    expect(t.patterns()).toEqual(['1.2']);
  });
});

describe('seabed and riverbed (§4.3)', () => {
  const hands = [
    '1b 1b 2b 2b 3d 3d 9d 9d we we dr dr dw 4b',
    '5d 5d 5d 5d 1c 2c 3c 4c 5c 6c 7b 8b 9b',
    '3c 3c 6b 6b 7d 7d 8d 8d wn ww ws dg dg',
    '1c 2c 6d 7d 8d 7b 8b 9b 1d 1d 1d dw dw',
  ] as [string, string, string, string];
  // 69 live draws, the 69th (South's) being the seabed.
  const seabedTable = (seabed: string) =>
    new Table({ hands, draws: drawsEndingWith(hands, seabed, 69) });

  it('forbids a kong to the player who draws the seabed, who must discard or win (§4.3.2)', () => {
    const early = seabedTable('3c').discardDrawn(EAST);
    expect(early.actionsOf(SOUTH)).toContainEqual({
      type: 'declareKong',
      seat: SOUTH,
      kind: kind('5d'),
    });
    const t = playOutUntilLive(seabedTable('3c'), 1);
    // South has held four 5d all hand long; his last normal turn still offered the kong.
    t.discardAndPass(EAST, 'dw');
    expect(t.phase).toMatchObject({ kind: 'turn', seat: SOUTH, seabed: true });
    expect(liveTiles(t.state.hand)).toBe(0);
    expect(t.actionsOf(SOUTH).some((a) => a.type === 'declareKong')).toBe(false);
    expect(codeOf(t, { type: 'declareKong', seat: SOUTH, kind: kind('5d') })).toBe(
      'kong/not-allowed',
    );
  });

  it('lets the riverbed tile be claimed only for a win, which scores 9.1.2 (§4.3.3)', () => {
    const t = playOutUntilLive(seabedTable('3c'), 1).discardAndPass(EAST, 'dw');
    t.discard(SOUTH, '3c');
    expect(t.phase).toMatchObject({ kind: 'claimWindow', riverbed: true });
    // West holds two 3c but may not pung the riverbed.
    expect(t.actionsOf(WEST)).toEqual([]);
    t.act({ type: 'claimWin', seat: NORTH });
    expect(t.patterns()).toContain('9.1.2');
  });

  it('ends the hand as a draw when the riverbed is not claimed; nobody pays (§4.3.4, §8.5)', () => {
    const t = playOutUntilLive(seabedTable('3c'), 1).discardAndPass(EAST, 'dw');
    t.discard(SOUTH, '3c').act({ type: 'pass', seat: NORTH });
    expect(t.result).toEqual({ kind: 'draw' });
    expect(t.state.match.totals).toEqual([0, 0, 0, 0]);
    expect(t.state.match.history[0]).toMatchObject({ result: 'draw', value: 0 });
    t.act({ type: 'nextHand' });
    expect(t.state.hand.number).toBe(1);
  });

  it('scores 9.1.1 for a self-drawn win on the seabed', () => {
    const ready = [hands[0], '2c 3c 4c 5c 6c 7c 2d 3d 4d 5b 6b 9c 9c', hands[2], hands[3]] as [
      string,
      string,
      string,
      string,
    ];
    const t = new Table({ hands: ready, draws: drawsEndingWith(ready, '7b', 69) });
    playOutUntilLive(t, 1).discardAndPass(EAST, 'dw');
    t.act({ type: 'declareWin', seat: SOUTH });
    expect(t.patterns()).toEqual(['1.1', '1.2', '9.1.1']);
  });
});

describe('a bonus tile drawn as the seabed (§4.3.5, D-4)', () => {
  it('is replaced from the dead wall, and the replacement is the seabed', () => {
    const hands = [
      'f1 s1 1b 1b 2b 2b 3d 3d 9d 9d we we dr dr',
      'f3 s2 5d 5d 1c 2c 3c 4c 5c 6c 7b 8b 9b',
      'f4 s3 3c 3c 6b 6b 7d 7d 8d 8d wn ww ws',
      's4 1c 2c 6d 7d 8d 7b 8b 9b 1d 1d 1d dw',
    ] as [string, string, string, string];
    const replacements = 'dg dg dg dw dw 4d 4d 9c';
    // 144 − 53 dealt − 7 replaced in the deal − 14 dead = 70 live draws; West draws the 70th.
    const draws = drawsEndingWith([...hands, replacements], 'f2', 70, true);
    const t = playOutUntilLive(new Table({ hands, draws, replacements }, { flowers: true }), 1);
    t.discardDrawn(t.phase.kind === 'turn' ? t.phase.seat : EAST);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: WEST, seabed: true });
    expect(t.state.hand.seats[WEST].bonus.map(kindOfId)).toContain(kind('f2'));
    expect(kindOfId(t.state.hand.seats[WEST].drawn!)).toBe(kind('9c'));
    expect(wallRemaining(t.state.hand)).toBe(13);
    expect(t.actionsOf(WEST).every((a) => a.type === 'discard' || a.type === 'declareWin')).toBe(
      true,
    );
  });
});

describe('same-turn immunity in a real game (§12.5)', () => {
  // South is ready on 6d with Seven Pairs (30 points).
  const southHand = '2b 2b 1d 1d 6c 6c 7d 7d dw dw wn wn 6d';
  const east = '6d 1c 2c 3c 9c 9c 9c 4b 5b 7b 8b 3d 4d dr';
  const west = '6d 2c 3c 4c 7c 8c 9c 5b 5b 1b 1b we ws';
  const north = '1c 4c 5c 6b 7b 8b 9b 4d 5d 8d 9d dg dr';

  it('holds the discarder responsible when nobody discarded the tile earlier in the window', () => {
    const t = new Table({ hands: [east, southHand, west, north], draws: 'ww ww ww dg' });
    t.discardAndPass(EAST, 'dr')
      .discardAndPass(SOUTH, 'ww')
      .discardAndPass(WEST, 'ww')
      .discardAndPass(NORTH, 'ww');
    t.discard(EAST, '6d').act({ type: 'claimWin', seat: SOUTH });
    expect(t.result).toMatchObject({ responsible: EAST, payments: [-40, 90, -25, -25] });
  });

  it('case B: the first to discard that tile in the window pays instead (P11)', () => {
    const t = new Table({ hands: [east, southHand, west, north], draws: 'ww ww ww dg' });
    t.discardAndPass(EAST, 'dr').discardAndPass(SOUTH, 'ww');
    // West discards 6d; South could win but passes (no sacred discard, §5.6).
    t.discard(WEST, '6d').act({ type: 'pass', seat: SOUTH }).passRest();
    t.discardAndPass(NORTH, 'ww').discard(EAST, '6d').act({ type: 'claimWin', seat: SOUTH });
    expect(t.result).toMatchObject({
      discarder: EAST,
      responsible: WEST,
      payments: [-25, 90, -40, -25],
    });
  });

  it('case A: nobody is responsible when the winner discarded that tile himself (P10)', () => {
    const t = new Table({ hands: [east, southHand, west, north], draws: '6d ww ww dg' });
    t.discardAndPass(EAST, 'dr');
    // South draws the third 6d and throws it away instead of winning.
    expect(t.actionsOf(SOUTH)).toContainEqual({ type: 'declareWin', seat: SOUTH });
    t.act({ type: 'discard', seat: SOUTH, tile: t.state.hand.seats[SOUTH].drawn! }).passRest();
    t.discardAndPass(WEST, 'ww').discardAndPass(NORTH, 'ww');
    t.discard(EAST, '6d').act({ type: 'claimWin', seat: SOUTH });
    expect(t.result).toMatchObject({ responsible: null, payments: [-30, 90, -30, -30] });
  });
});

describe('flowers and seasons (§4.4)', () => {
  it('exposes bonus tiles of the deal and replaces them from the end, East first (§4.4.1)', () => {
    const t = new Table(
      {
        hands: [
          '2b 3b 4b 3c 4c 5c 6c 7c 8c 9d 9d 9d 5b f1',
          '1c 1c 2c 2c 3d 4d 5d 7b 8b 9b we dr s2',
          '4b 4b 5c 6d 7d 8d 1d 1d 2d ws ws wn wn',
          '7c 8c 9c 6b 6b 6b 2d 3d dg dg dw dw ww',
        ],
        replacements: '5b 1b',
      },
      { flowers: true },
    );
    expect(t.state.hand.seats[EAST].bonus.map(kindOfId)).toEqual([kind('f1')]);
    expect(t.state.hand.seats[SOUTH].bonus.map(kindOfId)).toEqual([kind('s2')]);
    expect(t.state.hand.seats.map((s) => s.concealed.length)).toEqual([14, 13, 13, 13]);
    expect(wallRemaining(t.state.hand)).toBe(144 - 53 - 2);
    // East's 14 tiles after the replacement are complete: Heaven still counts (D-16), and the
    // seat flower scores (11.1.2).
    t.act({ type: 'declareWin', seat: EAST });
    expect(t.patterns()).toEqual(['1.2', '9.4.1', '11.1.2']);
  });

  it('replaces a bonus tile drawn during play and continues the turn with the replacement (§4.4.2)', () => {
    const t = new Table({ draws: 's3', replacements: '9d' }, { flowers: true }, 'flower-draw');
    const southBonus = t.state.hand.seats[SOUTH].bonus.length;
    t.discardAndPass(EAST, formatTile(kindOfId(t.state.hand.seats[EAST].concealed[0]!)));
    expect(t.state.hand.seats[SOUTH].bonus.length).toBe(southBonus + 1);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: SOUTH, kongReplacement: false });
  });
});
