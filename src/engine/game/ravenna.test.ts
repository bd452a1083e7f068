/**
 * The Ravenna table procedure on rigged walls (shared/rules/ravenna.md §3–§9, §12): the deal and
 * the tail, bonus tiles replaced from the tail, pung/kong claims only, going out on any discard,
 * simultaneous wins voiding the hand, kongs, the end of the wall, and who deals next.
 */
import { describe, expect, it } from 'vitest';
import { EAST, NORTH, SOUTH, WEST, drawsEndingWith, kind } from '../../../test/helpers/table';
import { RavennaTable } from '../../../test/helpers/ravennaTable';
import { claimsOnEast5b } from '../../../test/fixtures/rigs';
import type { GameState, RiggedWall } from './types';
import { allLegalActions } from './legal';
import { kindOfId } from '../tiles';
import { checkInvariants } from './invariants';
import { currentPlayers, balances } from './match';
import { newGame } from './game';
import { playerView } from './view';
import { replay } from './replay';
import { stateHash } from './hash';
import { apply } from './apply';

const codeOf = (t: RavennaTable, action: Parameters<RavennaTable['try']>[0]) => {
  const r = t.try(action);
  return r.ok ? 'accepted' : r.error.code;
};

const kindsOf = (ids: readonly number[]) => ids.map((id) => kindOfId(id as never));

/** Every invariant holds (ravenna.md checks included). */
const sound = (t: RavennaTable) => expect(checkInvariants(t.state)).toEqual([]);

describe('the wall and the deal (§3, §4.1)', () => {
  const wall: RiggedWall = {
    hands: [
      '1b 1b 1b 1b 2b 2b 2b 2b 3b 3b 3b 3b 4b 5b',
      '1c 1c 1c 1c 2c 2c 2c 2c 3c 3c 3c 3c 4c',
      '1d 1d 1d 1d 2d 2d 2d 2d 3d 3d 3d 3d 4d',
      'we we we we ws ws ws ws ww ww ww ww wn',
    ],
  };

  it('deals 4 tiles each three times, then one each and East one more: wall[48..52]', () => {
    const t = new RavennaTable(wall);
    const w = t.state.hand.wall;
    expect(kindsOf(w.slice(0, 4))).toEqual([0, 0, 0, 0]);
    expect(kindsOf(w.slice(4, 8))).toEqual(new Array(4).fill(kind('1c')));
    expect(kindsOf(w.slice(48, 53))).toEqual(['4b', '4c', '4d', 'wn', '5b'].map(kind));
    expect(t.state.hand.seats.map((s) => s.concealed.length)).toEqual([14, 13, 13, 13]);
    // East's 14th tile is the one he holds apart.
    expect(t.state.hand.seats[EAST].drawn).toBe(w[52]);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: EAST, step: 'afterDraw', source: 'deal' });
  });

  it('uses all 144 tiles and keeps the last 20 as the tail: 91 remain, 71 live (§3.2)', () => {
    const t = new RavennaTable(wall);
    expect(t.state.hand.wall).toHaveLength(144);
    expect(t.state.hand.replacementIndex - t.state.hand.drawIndex + 1).toBe(91);
    expect(t.live).toBe(71);
    expect(playerView(t.state, SOUTH).wall).toEqual({ live: 71, remaining: 91 });
    expect(t.state.config.options).toMatchObject({ flowers: true, ravenna: { limit: 200 } });
    sound(t);
  });
});

describe('bonus tiles (§4.2, §4.3)', () => {
  const dealt: RiggedWall['hands'] = [
    '1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c f1 4c',
    '1d 2d 3d 4d 5d 6d 9d we we ws ws dr f2',
    '5c 6c 7c 8c 9c 1b 1b 9b 9b dg dg ww ww',
    '2c 2c 3c 3c 4d 4d 5d 5d wn wn dw dw we',
  ];

  it('replaces the dealt ones in rounds, East first, a bonus replacement waiting a round (R-6)', () => {
    const created = newGame({
      ruleset: 'ravenna',
      seed: 'rounds',
      rig: { seating: [0, 1, 2, 3], walls: { 0: { hands: dealt, replacements: 's1 7d 8d' } } },
    });
    if (!created.ok) throw new Error(created.error.message);
    const { state, events } = created.value;
    const bonusEvents = events
      .filter((e) => e.type === 'bonusExposed' || e.type === 'tileDrawn')
      .map((e) => [e.type, e.seat, 'tile' in e ? kindOfId(e.tile) : null]);
    expect(bonusEvents).toEqual([
      ['bonusExposed', EAST, kind('f1')],
      ['tileDrawn', EAST, kind('s1')],
      ['bonusExposed', SOUTH, kind('f2')],
      ['tileDrawn', SOUTH, kind('7d')],
      ['bonusExposed', EAST, kind('s1')],
      ['tileDrawn', EAST, kind('8d')],
    ]);
    expect(kindsOf(state.hand.seats[EAST].bonus)).toEqual([kind('f1'), kind('s1')]);
    expect(kindsOf(state.hand.seats[SOUTH].bonus)).toEqual([kind('f2')]);
    expect(state.hand.seats.map((s) => s.concealed.length)).toEqual([14, 13, 13, 13]);
    // Three replacements from the tail: 88 remain, of which 19 are the tail (odd count, R-5).
    const t = new RavennaTable({ hands: dealt, replacements: 's1 7d 8d' }, {}, 'rounds');
    expect([t.replacements, t.live]).toEqual([3, 88 - 19]);
    sound(t);
  });

  it('exposes one drawn in play at once and replaces it from the tail (§4.3, R-5)', () => {
    const t = new RavennaTable({
      hands: claimsOnEast5b.hands,
      draws: 'f3 f4',
      replacements: '9d 1d',
    });
    expect(t.live).toBe(71);
    t.discardAndPass(EAST, 'we');
    // South draws f3, exposes it and takes the last tile of the wall in its place.
    expect(kindsOf(t.state.hand.seats[SOUTH].bonus)).toEqual([kind('f3')]);
    expect(kindOfId(t.state.hand.seats[SOUTH].drawn!)).toBe(kind('9d'));
    expect(t.phase).toMatchObject({ kind: 'turn', seat: SOUTH, source: 'wall' });
    // The draw took one live tile; the loose tile came off the tail, now 19 tiles.
    expect([t.replacements, t.live]).toEqual([1, 70]);
    t.discardDrawn(SOUTH);
    // West draws f4: its replacement uses the second loose tile, and the next stack is lifted onto
    // the tail, which is 20 tiles again: the live wall loses the drawn tile and one stack.
    expect(kindOfId(t.state.hand.seats[WEST].drawn!)).toBe(kind('1d'));
    expect([t.replacements, t.live]).toEqual([2, 67]);
    sound(t);
  });
});

describe('claims (§6)', () => {
  it('never offers a chow; a pung to anyone; the skipped player loses his turn (§6.1, §6.2)', () => {
    const t = new RavennaTable(claimsOnEast5b).discard(EAST, '5b');
    // South holds 3b 4b 6b 7b: three chows in Zung Jung, nothing here.
    expect(t.actionsOf(SOUTH)).toEqual([]);
    expect(t.actionsOf(WEST)).toEqual([
      { type: 'claimPung', seat: WEST },
      { type: 'pass', seat: WEST },
    ]);
    expect(codeOf(t, { type: 'claimChow', seat: SOUTH, lowest: kind('3b') })).toBe(
      'claim/not-eligible',
    );
    t.act({ type: 'claimPung', seat: WEST });
    expect(t.phase).toMatchObject({ kind: 'turn', seat: WEST, step: 'afterClaim' });
    // After a pung the claimer must discard (§6.1).
    expect(t.actionsOf(WEST).every((a) => a.type === 'discard')).toBe(true);
    t.discardAndPass(WEST, 'wn');
    // "East discards, West claims, South is skipped, after West's discard North draws."
    expect(t.phase).toMatchObject({ kind: 'turn', seat: NORTH, source: 'wall' });
    sound(t);
  });

  const winOnChow: RiggedWall = {
    hands: [
      '5b 1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg we',
      '5b 5b 3b 7b 1d 5d 9d we ws dw 6c 4c 8c',
      '4b 6b 1c 2c 3c 7d 8d 9d dr dr dr ww ww',
      '1b 1b 2b 8b 9b 4d 6d 5c 6c 7c wn dg 2c',
    ],
    draws: '9b 1d 9d 1b',
  };
  const toEastsSecondDiscard = () =>
    new RavennaTable(winOnChow)
      .discardAndPass(EAST, 'we')
      .discardDrawn(SOUTH)
      .discardDrawn(WEST)
      .discardDrawn(NORTH)
      .discard(EAST, '5b');

  it('lets any player go out on a discard with any set, and a win beats a pung (§6.3, §6.4)', () => {
    const t = toEastsSecondDiscard();
    expect(t.actionsOf(SOUTH)).toEqual([
      { type: 'claimPung', seat: SOUTH },
      { type: 'pass', seat: SOUTH },
    ]);
    expect(t.actionsOf(WEST)).toEqual([
      { type: 'claimWin', seat: WEST },
      { type: 'pass', seat: WEST },
    ]);
    t.act({ type: 'claimPung', seat: SOUTH });
    // West could still go out: the pung waits.
    expect(t.phase.kind).toBe('claimWindow');
    t.act({ type: 'claimWin', seat: WEST });
    const r = t.result;
    expect(r).toMatchObject({ kind: 'win', winner: WEST, winFrom: 'discard', discarder: EAST });
    if (r.kind !== 'win') throw new Error('no win');
    // West: concealed dr pung 8 + pair of his own wind 2, +20, red dragon: 60. East holds a pair
    // of dragons (2); South and North nothing. Not earth: it was East's second discard.
    expect(r.ravenna!.scores.map((s) => s.score)).toEqual([2, 0, 60, 0]);
    expect(r.ravenna!.scores[WEST]).toMatchObject({
      tablePoints: 10,
      bonus: 20,
      doublings: ['red-dragon'],
      limitHand: null,
    });
    expect(r.responsible).toBeNull();
    expect(r.payments).toEqual([-120 + 8, -60 - 4, 240, -60 - 4]);
    expect(t.state.match.totals).toEqual(r.payments);
    sound(t);
  });

  it('does not rob an added kong (R-8): the fourth tile is added and replaced at once', () => {
    const t = new RavennaTable({
      hands: [
        '1c 1c 9c 9c 2d 2d wn wn ww ww dg dg we 5b',
        '3b 4b 6b 7b 1d 5d 9d we ws ww dr dr dw',
        '5b 5b 2c 3c 4c 6d 7d 8d 9b 9b 9b ws wn',
        '3b 4b 1d 2d 3d 4c 5c 6c 7d 8d 9d dg dg',
      ],
      draws: '1b 8c 8c 5b 6b 7b 3c 2c',
      replacements: '2b',
    });
    t.discard(EAST, '5b');
    // North could go out on it (3b 4b waits for 2b or 5b) but passes; West pungs.
    t.act({ type: 'claimPung', seat: WEST }).act({ type: 'pass', seat: NORTH });
    t.discardAndPass(WEST, 'ws').discardDrawn(NORTH).discardDrawn(EAST).discardDrawn(SOUTH);
    // West draws the fourth 5b and keeps it (R-11: a tile kept from an earlier draw may be added).
    expect(kindOfId(t.state.hand.seats[WEST].drawn!)).toBe(kind('5b'));
    t.discardAndPass(WEST, 'wn').discardDrawn(NORTH).discardDrawn(EAST).discardDrawn(SOUTH);
    expect(t.actionsOf(WEST)).toContainEqual({ type: 'addToPung', seat: WEST, kind: kind('5b') });
    t.act({ type: 'addToPung', seat: WEST, kind: kind('5b') });
    // No robbing window for North, who waits on 5b: the replacement comes from the tail.
    expect(t.phase).toMatchObject({ kind: 'turn', seat: WEST, source: 'replacement' });
    expect(kindOfId(t.state.hand.seats[WEST].drawn!)).toBe(kind('2b'));
    expect(t.state.hand.seats[WEST].melds[0]).toMatchObject({ kind: 'kong', concealed: false });
    sound(t);
  });
});

describe('kongs (§7)', () => {
  const wall: RiggedWall = {
    hands: [
      'wn wn wn wn 9c 9c 2d 2d 3d 3d 1d dg dg we',
      '7d 7d 7d 1b 2b 3b 4c 5c 6c 8b 8b 5c 6c',
      '1b 1b 9b 9b 4d 4d 6d 6d ws ws dr dr dw',
      '2b 2b 3b 4b 5b 6b 8c 8c 9d 9d we we dw',
    ],
    replacements: '7c 1c',
  };

  it('declares a concealed kong before the first discard and replaces it from the tail (§7.3, R-9)', () => {
    const t = new RavennaTable(wall);
    t.act({ type: 'declareKong', seat: EAST, kind: kind('wn') });
    expect(t.state.hand.seats[EAST].melds[0]).toMatchObject({ kind: 'kong', concealed: true });
    expect(t.phase).toMatchObject({ kind: 'turn', seat: EAST, source: 'replacement' });
    expect(kindOfId(t.state.hand.seats[EAST].drawn!)).toBe(kind('7c'));
    sound(t);
  });

  const withEast7d: RiggedWall = {
    ...wall,
    hands: [
      'wn wn wn wn 9c 9c 2d 2d 3d 3d 7d dg dg we',
      ...(wall.hands!.slice(1) as [string, string, string]),
    ],
  };

  it('claims a kong on a discard, replaces it from the tail and plays on (§6.1, §7.1)', () => {
    const u = new RavennaTable(withEast7d);
    u.discard(EAST, '7d');
    expect(u.actionsOf(SOUTH)).toEqual([
      { type: 'claimKong', seat: SOUTH },
      { type: 'claimPung', seat: SOUTH },
      { type: 'pass', seat: SOUTH },
    ]);
    u.act({ type: 'claimKong', seat: SOUTH });
    expect(u.phase).toMatchObject({ kind: 'turn', seat: SOUTH, step: 'afterDraw' });
    expect(kindOfId(u.state.hand.seats[SOUTH].drawn!)).toBe(kind('7c'));
    expect(codeOf(u, { type: 'declareKong', seat: SOUTH, kind: kind('7d') })).toBe('kong/not-four');
    sound(u);
  });

  it('declares no kong right after a pung claim, nor adds the claimed discard (R-9, R-11)', () => {
    const u = new RavennaTable(withEast7d).discard(EAST, '7d');
    u.act({ type: 'claimPung', seat: SOUTH });
    expect(u.phase).toMatchObject({ kind: 'turn', seat: SOUTH, step: 'afterClaim' });
    expect(codeOf(u, { type: 'addToPung', seat: SOUTH, kind: kind('7d') })).toBe(
      'kong/not-allowed',
    );
  });
});

describe('void hands (§6.5, §8.2, §12.6)', () => {
  const bothOut: RiggedWall = {
    hands: [
      '1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg we 5b',
      '3b 4b 1d 2d 3d 4c 5c 6c 9b 9b 9b ws ws',
      '4b 6b 1c 2c 3c 7d 8d 9d dr dr dr ww ww',
      '3b 4b 4d 5d 6d 7c 8c 9c 1b 1b 1b wn wn',
    ],
  };

  it('§12.6: East discards 5b and both West and North go out on it: void, no payments', () => {
    const t = new RavennaTable(bothOut).discard(EAST, '5b');
    expect(t.actionsOf(WEST)).toContainEqual({ type: 'claimWin', seat: WEST });
    expect(t.actionsOf(NORTH)).toContainEqual({ type: 'claimWin', seat: NORTH });
    t.act({ type: 'claimWin', seat: WEST });
    expect(t.phase.kind).toBe('claimWindow');
    // Two players go out: void at once, whatever South (who could go out too) would decide.
    t.act({ type: 'claimWin', seat: NORTH });
    expect(t.result).toEqual({
      kind: 'draw',
      void: {
        reason: 'several-winners',
        seats: [WEST, NORTH],
        tile: t.state.hand.discards[0]!.tile,
      },
    });
    expect(t.state.match.history[0]).toMatchObject({ result: 'draw', payments: [0, 0, 0, 0] });
    expect(t.state.match.totals).toEqual([0, 0, 0, 0]);
    sound(t);
    // The same player is East for the next hand (§8.2, §9.3).
    const before = currentPlayers(t.state);
    t.act({ type: 'nextHand' });
    expect(currentPlayers(t.state)).toEqual(before);
    sound(t);
  });

  it('voids it with any two of three players going out (R-7); one player alone goes out', () => {
    const two = new RavennaTable(bothOut).discard(EAST, '5b');
    two.act({ type: 'claimWin', seat: NORTH }).act({ type: 'pass', seat: WEST });
    // North's win waits: South could still go out, which would void the hand.
    expect(two.phase.kind).toBe('claimWindow');
    two.act({ type: 'claimWin', seat: SOUTH });
    expect(two.result).toMatchObject({
      kind: 'draw',
      void: { reason: 'several-winners', seats: [SOUTH, NORTH] },
    });
    const one = new RavennaTable(bothOut).discard(EAST, '5b');
    one.act({ type: 'pass', seat: SOUTH }).act({ type: 'claimWin', seat: WEST });
    one.act({ type: 'pass', seat: NORTH });
    // East's very first discard: earth, the limit (§10.4.2 g).
    expect(one.result).toMatchObject({ kind: 'win', winner: WEST, score: { total: 200 } });
    const r = one.result;
    if (r.kind !== 'win') throw new Error('no win');
    expect(r.ravenna!.scores[WEST]!.limitHand).toBe('earth');
  });
});

describe('the end of the wall (§8.3, R-13)', () => {
  const hands = claimsOnEast5b.hands;

  it('voids the hand when the drawer of the last live tile cannot go out: no final discard', () => {
    const t = new RavennaTable({
      hands,
      draws: drawsEndingWith(hands, '6c', 71, true),
    });
    t.playUntilLive(1);
    const seat = (t.phase as { seat: number }).seat;
    t.discardDrawn(seat as never);
    const last = ((seat + 1) % 4) as 0 | 1 | 2 | 3;
    expect(t.result).toEqual({ kind: 'draw', void: { reason: 'wall-exhausted', seat: last } });
    // He keeps the last tile: 14 tiles in hand, nobody pays.
    expect(t.state.hand.seats[last].concealed).toHaveLength(14);
    expect(t.state.match.history[0]!.payments).toEqual([0, 0, 0, 0]);
    sound(t);
    const before = currentPlayers(t.state);
    t.act({ type: 'nextHand' });
    expect(currentPlayers(t.state)).toEqual(before);
  });

  it('lets him declare a kong on the last tile, go out on the replacement, or pass', () => {
    const kongHands: RiggedWall['hands'] = [
      hands[0],
      hands[1],
      hands[2],
      '4b 5b 6b 5c 6c 7c 2d 3d 4d 8c 8c 8c dw',
    ];
    const placed = [...kongHands, 'dw'];
    const rig = (): RiggedWall => ({
      hands: kongHands,
      draws: drawsEndingWith(placed, '8c', 71, true),
      replacements: 'dw',
    });
    const t = new RavennaTable(rig());
    t.playUntilLive(1);
    // Whoever holds the turn now discards; the next player draws the last live tile.
    const seat = (t.phase as { seat: number }).seat as 0 | 1 | 2 | 3;
    t.discardDrawn(seat);
    expect(t.phase).toMatchObject({ kind: 'turn', seat: NORTH, seabed: true });
    expect(t.live).toBe(0);
    expect(t.actionsOf(NORTH)).toEqual([
      { type: 'declareKong', seat: NORTH, kind: kind('8c') },
      { type: 'pass', seat: NORTH },
    ]);
    expect(codeOf(t, { type: 'discard', seat: NORTH, tile: t.tile(NORTH, 'dw') })).toBe(
      'discard/wall-exhausted',
    );
    // Passing voids the hand.
    const passed = t.try({ type: 'pass', seat: NORTH });
    expect(passed.ok && passed.state.hand.phase).toMatchObject({
      kind: 'handOver',
      result: { kind: 'draw', void: { reason: 'wall-exhausted', seat: NORTH } },
    });
    t.act({ type: 'declareKong', seat: NORTH, kind: kind('8c') });
    expect(t.phase).toMatchObject({ kind: 'turn', seat: NORTH, seabed: true });
    expect(t.actionsOf(NORTH)).toEqual([
      { type: 'declareWin', seat: NORTH },
      { type: 'pass', seat: NORTH },
    ]);
    t.act({ type: 'declareWin', seat: NORTH });
    const r = t.result;
    if (r.kind !== 'win') throw new Error('no win');
    expect(r).toMatchObject({ winner: NORTH, winFrom: 'wall' });
    // Concealed kong of simples 16 + pair of dragons 2, +20: 38.
    expect(r.ravenna!.scores[NORTH]).toMatchObject({ tablePoints: 18, bonus: 20, score: 38 });
    sound(t);
  });
});

describe('the deal and the match (§9)', () => {
  const heaven: RiggedWall = {
    hands: [
      '1b 2b 3b 4b 5b 6b 7b 8b 9b 1c 2c 3c 5d 5d',
      '3b 4b 1d 2d 3d 4c 5c 6c 9b 9b 9d ws ws',
      '4d 6d 1c 2c 3c 7d 8d 9d dr dr dr ww ww',
      '1d 4d 5d 6d 7c 8c 9c 1b 1b wn dg dg dw',
    ],
  };
  const southEarth: RiggedWall = {
    hands: [
      '1c 1c 9c 9c 2d 2d wn wn 3d 3d dg dg we 5b',
      '3b 4b 1d 2d 3d 4c 5c 6c 9b 9b 9b ws ws',
      '1b 2b 3b 7d 8d 9d dr dr dr ww ww 6c 7c',
      '1d 4d 5d 6d 7c 8c 9c 1b 1b wn 4b dw dw',
    ],
  };

  it('East keeps the deal when he wins; it passes to the previous South when another wins (§9.1, §9.2)', () => {
    const t = new RavennaTable({ 0: heaven, 1: southEarth, 2: heaven }, {}, 'deal', [2, 0, 3, 1]);
    expect(currentPlayers(t.state)).toEqual([2, 0, 3, 1]);
    t.act({ type: 'declareWin', seat: EAST });
    const r = t.result;
    if (r.kind !== 'win') throw new Error('no win');
    expect(r.ravenna!.scores[EAST]).toMatchObject({ limitHand: 'heaven', score: 200 });
    // East receives double: 400 from each; the winner never pays.
    expect(r.payments[EAST]).toBe(1200);
    t.act({ type: 'nextHand' });
    expect(currentPlayers(t.state)).toEqual([2, 0, 3, 1]);
    t.discard(EAST, '5b').act({ type: 'claimWin', seat: SOUTH }).passRest();
    expect(t.result).toMatchObject({ kind: 'win', winner: SOUTH });
    t.act({ type: 'nextHand' });
    // The previous South (player 0) is East; West becomes South, North West, East North.
    expect(currentPlayers(t.state)).toEqual([0, 3, 1, 2]);
    expect(playerView(t.state, EAST).seats[EAST].player).toBe(0);
    expect(t.state.match.history.map((h) => h.players[0])).toEqual([2, 2]);
    sound(t);
  });

  it('ends the match after ravenna.dealPasses passes of the deal (§9.4, R-14)', () => {
    const t = new RavennaTable({ 0: southEarth }, { ravenna: { dealPasses: 1 } });
    t.discard(EAST, '5b').act({ type: 'claimWin', seat: SOUTH }).passRest();
    t.act({ type: 'nextHand' });
    expect(t.phase.kind).toBe('matchOver');
    expect(codeOf(t, { type: 'nextHand' })).toBe('action/match-over');
  });

  it('ends it when a balance reaches 0 with stopWhenBroke, and not without (§9.4, R-1)', () => {
    const broke = new RavennaTable({ 0: heaven }, { 'ravenna.startingBalance': 300 });
    broke.act({ type: 'declareWin', seat: EAST });
    expect(balances(broke.state).some((b) => b <= 0)).toBe(true);
    expect(balances(broke.state).reduce((a, b) => a + b, 0)).toBe(1200);
    broke.act({ type: 'nextHand' });
    expect(broke.phase.kind).toBe('matchOver');
    const playOn = new RavennaTable(
      { 0: heaven },
      { ravenna: { startingBalance: 300, stopWhenBroke: false } },
    );
    playOn.act({ type: 'declareWin', seat: EAST }).act({ type: 'nextHand' });
    expect(playOn.phase.kind).toBe('turn');
  });
});

describe('§12.1 played out on a rigged wall', () => {
  const wall: RiggedWall = {
    hands: [
      'we we we 5c 5c f1 1b 4b 7b 2d 9d 3c 6c dr',
      'dr dr 9c 9c 9c 2b 3b 4b 5d 6d ws ws f2',
      '8b 8b 8b dg dg 1c 4c 7c 3d 6d 9b we 2c',
      '8b 5c 3b 5b 6b 9b 1d 4d 8c 7c wn dw ww',
    ],
    draws: '1c 3c 6b 7c 2d 9d 4c 7d',
    replacements: '8d 1d 6c',
  };

  it('South goes out drawing 7d: scores 56, 152, 10, 0 and payments −100, +608, −234, −274', () => {
    const t = new RavennaTable(wall);
    t.discard(EAST, 'dr').act({ type: 'claimPung', seat: SOUTH }).passRest();
    t.discardAndPass(SOUTH, '1d');
    t.discardDrawn(WEST);
    t.discard(NORTH, '5c').act({ type: 'claimPung', seat: EAST }).passRest();
    t.discardAndPass(EAST, '1b');
    t.discardDrawn(SOUTH).discardDrawn(WEST);
    t.discard(NORTH, '8b').act({ type: 'claimKong', seat: WEST }).passRest();
    t.discardDrawn(WEST).discardDrawn(NORTH).discardDrawn(EAST);
    expect(kindOfId(t.state.hand.seats[SOUTH].drawn!)).toBe(kind('7d'));
    t.act({ type: 'declareWin', seat: SOUTH });
    const r = t.result;
    if (r.kind !== 'win') throw new Error('no win');
    expect(r.ravenna!.scores.map((s) => [s.tablePoints, s.doublings, s.score])).toEqual([
      [14, ['own-wind', 'own-flower'], 56],
      [18, ['red-dragon', 'own-flower'], 152],
      [10, [], 10],
      [0, [], 0],
    ]);
    expect(r.payments).toEqual([-100, 608, -234, -274]);
    expect(r.score.total).toBe(152);
    expect(t.state.match.history[0]).toMatchObject({
      value: 152,
      payments: [-100, 608, -234, -274],
    });
    sound(t);
  });
});

describe('legal action counts (design.md habit 3)', () => {
  function perft(state: GameState, depth: number): number {
    const actions = allLegalActions(state);
    if (depth === 1) return actions.length;
    let total = 0;
    for (const action of actions) {
      const next = apply(state, action);
      if (!next.ok) throw new Error(`a legal action was refused: ${next.error.code}`);
      total += perft(next.state, depth - 1);
    }
    return total;
  }

  it('East\u2019s opening turn: 14 discards; 184 two-step sequences (no chow claims)', () => {
    const t = new RavennaTable(claimsOnEast5b);
    expect(perft(t.state, 1)).toBe(14);
    // Discarding 5b opens a window for West only (pung, pass); every other discard passes the turn
    // to South, who draws 1d and has 14 discards. Zung Jung counts 188 here (South's chows).
    expect(perft(t.state, 2)).toBe(2 + 13 * 14);
  });

  it('the claim window on East\u2019s 5b: 2 decisions; 25 two-step sequences', () => {
    const t = new RavennaTable(claimsOnEast5b).discard(EAST, '5b');
    expect(perft(t.state, 1)).toBe(2);
    expect(perft(t.state, 2)).toBe(11 + 14);
  });
});

describe('options, views and replays', () => {
  it('resolves the §13 options and refuses what Ravenna fixes', () => {
    const code = (options: object) => {
      const r = newGame({ ruleset: 'ravenna', seed: 1, options });
      return r.ok ? r.value.state.config.options : r.error.code;
    };
    expect(code({})).toEqual({
      flowers: true,
      halveFlowers: false,
      dealPass: 'next',
      falseWin: 'prevent',
      seating: 'random',
      ravenna: { limit: 200, startingBalance: 2000, dealPasses: 16, stopWhenBroke: true },
    });
    expect(code({ 'ravenna.limit': 300, ravenna: { dealPasses: 4 } })).toMatchObject({
      ravenna: { limit: 300, dealPasses: 4 },
    });
    expect(code({ flowers: false })).toBe('config/invalid-option');
    expect(code({ 'ravenna.limit': 0 })).toBe('config/invalid-option');
    expect(code({ ravenna: { colour: 1 } })).toBe('config/unknown-option');
    expect(code({ halveFlowers: true })).toBe('config/invalid-option');
    // Zung Jung does not take Ravenna options.
    const zj = newGame({ seed: 1, options: { ravenna: { limit: 300 } } });
    expect(zj.ok ? 'accepted' : zj.error.code).toBe('config/unknown-option');
  });

  it('replays a Ravenna log to the identical state', () => {
    const t = new RavennaTable(claimsOnEast5b);
    const actions = [
      { type: 'discard', seat: EAST, tile: t.tile(EAST, '5b') },
      { type: 'claimPung', seat: WEST },
    ] as const;
    let state = t.state;
    for (const a of actions) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(r.error.code);
      state = r.state;
    }
    const log = JSON.parse(JSON.stringify({ ...state.config, actions }));
    const replayed = replay(log);
    expect(replayed.ok && stateHash(replayed.value)).toBe(stateHash(state));
  });
});
