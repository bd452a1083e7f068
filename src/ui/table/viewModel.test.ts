/**
 * What the table draws, decided without a DOM (design.md habit 8), on real engine views.
 */
import { describe, expect, it } from 'vitest';
import {
  claimsForSouthOnEast5b,
  claimsOnEast5b,
  northPungsEast5b,
} from '../../../test/fixtures/rigs';
import { EAST, NORTH, SOUTH, Table, WEST, kind } from '../../../test/helpers/table';
import type { DeclaredSet, RiggedWall, Seat, TileId } from '../../engine';
import { SEATS, idsOfKind, kindOfId, playerView, kindOf } from '../../engine';
import type { Position } from './viewModel';
import {
  handLayout,
  lastDiscard,
  meldLayout,
  meldLines,
  meldUnits,
  positionOf,
  riverRows,
  ringRows,
  roundOf,
  seatAt,
  seatToMove,
} from './viewModel';

const POSITIONS: Position[] = ['bottom', 'right', 'top', 'left'];

describe('where the seats sit (§2.2)', () => {
  it('puts the next player on the right, the opposite one at the top, the previous on the left', () => {
    expect(positionOf(EAST, EAST)).toBe('bottom');
    expect(positionOf(EAST, SOUTH)).toBe('right');
    expect(positionOf(EAST, WEST)).toBe('top');
    expect(positionOf(EAST, NORTH)).toBe('left');
    // Seen from North, East plays next and so sits on the right; West played before, on the left.
    expect(positionOf(NORTH, EAST)).toBe('right');
    expect(positionOf(NORTH, WEST)).toBe('left');
    expect(positionOf(NORTH, SOUTH)).toBe('top');
  });

  it('finds every seat again from its position, for all 16 pairs', () => {
    for (const me of SEATS) {
      for (const seat of SEATS) expect(seatAt(me, positionOf(me, seat))).toBe(seat);
      for (const position of POSITIONS) expect(positionOf(me, seatAt(me, position))).toBe(position);
      // Four seats, four different positions.
      expect(new Set(SEATS.map((s) => positionOf(me, s))).size).toBe(4);
    }
  });
});

describe('the person’s hand', () => {
  it('sets the drawn tile apart from the sorted hand', () => {
    const t = new Table(claimsOnEast5b).discardAndPass(EAST, 'dg');
    const me = playerView(t.state, SOUTH).seats[SOUTH];
    const { tiles, drawn } = handLayout(me);
    expect(drawn).toBe(t.state.hand.seats[SOUTH].drawn);
    expect(kindOfId(drawn!)).toBe(kind('1d'));
    expect(tiles).toHaveLength(13);
    expect(tiles).not.toContain(drawn);
    expect([...tiles, drawn].sort((a, b) => a! - b!)).toEqual(me.concealed);
  });

  it('has no drawn tile after a claim, when the claimer must discard from the hand (D-5)', () => {
    const t = new Table(claimsForSouthOnEast5b)
      .discard(EAST, '5b')
      .act({ type: 'claimPung', seat: SOUTH });
    const { tiles, drawn } = handLayout(playerView(t.state, SOUTH).seats[SOUTH]);
    expect(drawn).toBeNull();
    expect(tiles).toHaveLength(11);
  });

  it('draws nothing of another seat’s hidden tiles', () => {
    const t = new Table(claimsOnEast5b);
    expect(handLayout(playerView(t.state, SOUTH).seats[EAST])).toEqual({ tiles: [], drawn: null });
  });
});

describe('the rivers', () => {
  it('lays a river out in rows of six, oldest first', () => {
    const t = new Table({}, {}, 'rivers');
    while (t.state.hand.seats[EAST].river.length < 14) {
      const phase = t.phase;
      if (phase.kind !== 'turn') throw new Error(phase.kind);
      t.discardDrawn(phase.seat);
    }
    const river = t.state.hand.seats[EAST].river;
    const rows = riverRows(river);
    expect(rows.map((r) => r.length)).toEqual([6, 6, 2]);
    expect(rows.flat()).toEqual(river);
    expect(riverRows([])).toEqual([]);
  });

  it('makes room for three rows, and for every row a longer river needs', () => {
    expect(ringRows([0, 0, 0, 0])).toBe(3);
    // A hand that runs to the last tile leaves about 18 discards a seat: three rows of six.
    expect(ringRows([18, 17, 17, 17])).toBe(3);
    expect(ringRows([19, 12, 3, 0])).toBe(4);
    expect(ringRows([25, 0, 0, 0])).toBe(5);
  });

  it('marks the last discard, and nothing once that discard was claimed (§5.5)', () => {
    const t = new Table(claimsForSouthOnEast5b).discard(EAST, '5b');
    const discarded = t.state.hand.discards[0]!.tile;
    expect(kindOfId(discarded)).toBe(kind('5b'));
    expect(lastDiscard(playerView(t.state, SOUTH).discards)).toBe(discarded);
    t.act({ type: 'claimPung', seat: SOUTH });
    expect(lastDiscard(playerView(t.state, SOUTH).discards)).toBeNull();
    expect(lastDiscard([])).toBeNull();
  });
});

/** A pung of 5b claimed by `claimer` from East, on a real table. */
function claimedPung(rig: RiggedWall, claimer: Seat): DeclaredSet {
  const t = new Table(rig).discard(EAST, '5b').act({ type: 'claimPung', seat: claimer });
  const meld = t.state.hand.seats[claimer].melds[0]!;
  expect(meld.claimed?.from).toBe(EAST);
  return meld;
}

const ids = (k: string) => idsOfKind(kindOf(kind(k)));

describe('declared sets (§5.5 display)', () => {
  it('measures a row of sets in tile widths, a claimed (turned) tile taking more', () => {
    const pung = claimedPung(claimsForSouthOnEast5b, SOUTH);
    expect(meldUnits([], 0)).toBe(0);
    expect(meldUnits([pung], 0)).toBeGreaterThan(3.5);
    expect(meldUnits([pung, pung], 0)).toBeGreaterThan(2 * meldUnits([pung], 0));
    expect(meldUnits([pung], 2)).toBeGreaterThan(meldUnits([pung], 0) + 2);
  });

  it('lays the sets of a side player on a second line once three sets and more will not fit one', () => {
    const pung = claimedPung(claimsForSouthOnEast5b, SOUTH);
    expect(meldLines(meldUnits([pung, pung], 0))).toBe(1);
    expect(meldLines(meldUnits([pung, pung, pung], 1))).toBe(2);
    expect(meldLines(meldUnits([pung, pung, pung, pung], 4))).toBe(2);
  });

  it('turns the claimed tile and puts it at the left when it came from the left-hand player', () => {
    // East is South's previous player: on South's left.
    const meld = claimedPung(claimsForSouthOnEast5b, SOUTH);
    const laid = meldLayout(meld, SOUTH);
    expect(laid.map((t) => t.turned)).toEqual([true, false, false]);
    expect(laid[0]!.id).toBe(meld.claimed!.tile);
    expect(laid.every((t) => t.kind === kind('5b') && !t.faceDown)).toBe(true);
  });

  it('puts it in the middle when it came from the opposite player', () => {
    const meld = claimedPung(claimsOnEast5b, WEST);
    const laid = meldLayout(meld, WEST);
    expect(laid.map((t) => t.turned)).toEqual([false, true, false]);
    expect(laid[1]!.id).toBe(meld.claimed!.tile);
  });

  it('puts it at the right when it came from the right-hand player', () => {
    // East is North's next player: on North's right.
    const meld = claimedPung(northPungsEast5b, NORTH);
    const laid = meldLayout(meld, NORTH);
    expect(laid.map((t) => t.turned)).toEqual([false, false, true]);
    expect(laid[2]!.id).toBe(meld.claimed!.tile);
  });

  it('places a chow’s claimed tile by where it came from, keeping the other two in order', () => {
    const [a] = ids('3b');
    const [b] = ids('4b');
    const [c] = ids('5b');
    const chow = (from: Seat): DeclaredSet => ({
      kind: 'chow',
      tiles: [a!, b!, c!],
      concealed: false,
      claimed: { tile: b!, from },
      added: null,
    });
    // A chow is always claimed from the previous player (§5.3): seen from South, East is left.
    expect(meldLayout(chow(EAST), SOUTH).map((t) => t.id)).toEqual([b, a, c]);
    expect(meldLayout(chow(WEST), SOUTH).map((t) => t.id)).toEqual([a, c, b]);
    expect(meldLayout(chow(NORTH), SOUTH).map((t) => t.id)).toEqual([a, b, c]);
    expect(meldLayout(chow(NORTH), SOUTH).map((t) => t.turned)).toEqual([false, true, false]);
  });

  it('puts a kong claimed from the opposite player at one of the two middle places', () => {
    const tiles = ids('7d') as TileId[];
    const kong: DeclaredSet = {
      kind: 'kong',
      tiles,
      concealed: false,
      claimed: { tile: tiles[2]!, from: EAST },
      added: null,
    };
    const turnedAt = meldLayout(kong, WEST).findIndex((t) => t.turned);
    expect([1, 2]).toContain(turnedAt);
    expect(meldLayout(kong, SOUTH).findIndex((t) => t.turned)).toBe(0);
    expect(meldLayout(kong, NORTH).findIndex((t) => t.turned)).toBe(3);
  });

  it('shows a concealed kong with its two outer tiles face down (§6.2)', () => {
    const t = new Table({
      hands: [
        '2b 2b 2b 2b 3b 4b 5c 5c 5c 7d 8d 9d wn wn',
        '1b 3c 4c 6c 7c 8c 1d 2d 3d 9b 9b dr dr',
        '5b 6b 7b 8b 1c 1c 9c 9c 4d 5d 6d dg dg',
        '1b 1b 9b 6b 7b 2c 2c 3c 5d 6d 4d ws ws',
      ],
      replacements: '5b',
    }).act({ type: 'declareKong', seat: EAST, kind: kind('2b') });
    const meld = t.state.hand.seats[EAST].melds[0]!;
    expect(meld.concealed).toBe(true);
    const laid = meldLayout(meld, EAST);
    expect(laid.map((tile) => tile.faceDown)).toEqual([true, false, false, true]);
    expect(laid.every((tile) => !tile.turned && tile.kind === kind('2b'))).toBe(true);
  });

  it('keeps a small exposed kong’s claimed tile turned and adds the fourth tile (§6.4)', () => {
    const tiles = ids('6c') as TileId[];
    const kong: DeclaredSet = {
      kind: 'kong',
      tiles,
      concealed: false,
      claimed: { tile: tiles[0]!, from: SOUTH },
      added: tiles[3]!,
    };
    // South is East's right-hand player.
    const laid = meldLayout(kong, EAST);
    expect(laid).toHaveLength(4);
    expect(laid.map((t) => t.turned)).toEqual([false, false, false, true]);
    expect(new Set(laid.map((t) => t.id)).size).toBe(4);
  });
});

describe('the table’s state', () => {
  it('numbers rounds and hands as on the score sheet: 4 rounds of 4 hands (§3.1)', () => {
    expect(roundOf(0)).toEqual({ round: 1, hand: 1 });
    expect(roundOf(3)).toEqual({ round: 1, hand: 4 });
    expect(roundOf(4)).toEqual({ round: 2, hand: 1 });
    expect(roundOf(9)).toEqual({ round: 3, hand: 2 });
    expect(roundOf(15)).toEqual({ round: 4, hand: 4 });
  });

  it('knows whose turn it is, and waits for nobody in particular during claims', () => {
    const t = new Table(claimsForSouthOnEast5b);
    expect(seatToMove(playerView(t.state, SOUTH))).toBe(EAST);
    t.discard(EAST, '5b');
    expect(seatToMove(playerView(t.state, SOUTH))).toBeNull();
  });
});
