/**
 * Which tiles a ready opponent waits on, read from what he has shown (issue 18): the tile's unseen
 * copies and the shapes they leave him, the tiles he threw and let pass, the tiles around it he let
 * go (a player rarely keeps the shape next to a tile he threw) or kept until late (his last discard
 * from the hand sat beside what he holds), and the suit his sets and discards point to. A
 * logistic model over these signs; its weights are fitted on self-play (scripts/calibrate-reading.ts
 * writes measuredWaits.ts) against the true waits of ready players.
 */
import type { Meld, TileKind } from '../engine';
import { PLAYING_KINDS, asKind, isDragon, windOfSeat } from '../engine';
import type { Knowledge, Opponent } from './knowledge';
import { WAIT_WEIGHTS } from './measuredWaits';

/** Names of the signs, in the order of `waitSigns` (the calibration prints them). */
export const WAIT_SIGNS = [
  'bias',
  'one unseen copy',
  'two unseen copies',
  'three unseen copies',
  'four unseen copies',
  'honour',
  'value honour for him',
  'terminal',
  '2 or 8',
  'he threw it',
  'he let it pass',
  'he threw the tile three below',
  'he threw the tile three above',
  'he threw tiles next to it',
  'sequence shapes left around it',
  'sequence shapes possible',
  'his sets point to its suit',
  'his sets point to another suit',
  'share of his discards in its suit',
  'his sets in its suit',
  'a set of his invites it',
  'his discards',
  'his sets',
  'honour × unseen copies',
  'he threw it late',
  'it went by since his hand last changed',
  'next to his last discard from his hand',
  'two from his last discard from his hand',
  'the tile three below went by',
  'the tile three above went by',
  'both tiles three away went by',
  'sequence shapes left, none of whose waits went by',
  'pair waits left',
  'share of every wait shape left',
] as const;

const EARLY = 6;

/** The suit all of his declared sets belong to (two sets or more, honours aside), or -1. */
export function suitOfSets(op: Opponent): number {
  const suits = new Set(op.melds.filter((m) => m.tile < 27).map((m) => Math.floor(m.tile / 9)));
  const [only] = suits;
  return op.melds.length >= 2 && suits.size === 1 && only !== undefined ? only : -1;
}

/**
 * Per-opponent facts that every kind's signs share, computed once: what he threw, where, and
 * which kinds one of his chows invites (Three Similar Sequences 6.1, Nine-Tile Straight 7.1).
 */
export interface OpponentReading {
  readonly op: Opponent;
  readonly thrown: Uint8Array;
  /** Index of his last discard of each kind, -1 if never. */
  readonly lastThrown: Int16Array;
  readonly bySuit: readonly number[];
  readonly suit: number;
  readonly invited: Uint8Array;
  readonly setsBySuit: readonly number[];
  /**
   * The last tile he threw from his hand rather than as drawn (-1: none): he kept it longest, so
   * it most likely sat next to what he still holds.
   */
  readonly lastFromHand: number;
  /** The wait shapes he could hold with the copies the reader has not seen (`waitShapes`). */
  readonly shapes: WaitShapes;
}

export interface WaitShapes {
  /** By kind waited on: combinations of two-sided, closed and edge shapes left. */
  readonly sequences: Float64Array;
  /** By kind: combinations of a pair of it (a pung wait) left. */
  readonly pairs: Float64Array;
  /** Every wait of every shape left, counted once per kind it waits on. */
  readonly total: number;
}

/**
 * The kinds his declared chows invite: the same sequence in the other suits (Three Similar
 * Sequences, 6.1) and, for a chow on 1, 4 or 7, the rest of its suit (Nine-Tile Straight, 7.1).
 */
export function invitedBy(melds: readonly Meld[]): Uint8Array {
  const invited = new Uint8Array(PLAYING_KINDS);
  for (const m of melds) {
    if (m.kind !== 'chow') continue;
    const own = Math.floor(m.tile / 9);
    const rank = m.tile % 9;
    for (let other = 0; other < 3; other++)
      if (other !== own) for (let i = 0; i < 3; i++) invited[other * 9 + rank + i] = 1;
    if (rank % 3 === 0)
      for (let r = 0; r < 9; r++) if (Math.floor(r / 3) !== rank / 3) invited[own * 9 + r] = 1;
  }
  return invited;
}

/** The last tile he threw from his hand rather than as drawn, or -1. */
export function lastFromHand(op: Opponent): TileKind | -1 {
  for (let i = op.discards.length - 1; i >= 0; i--) {
    const discard = op.discards[i];
    if (discard !== undefined && op.fromDraw[i] !== true) return discard;
  }
  return -1;
}

/** How far `kind` sits from `last` in the same suit when it is one or two away, else 0. */
export function besideIn(last: number, kind: TileKind): 0 | 1 | 2 {
  if (last < 0 || last >= 27 || kind >= 27 || Math.floor(last / 9) !== Math.floor(kind / 9))
    return 0;
  const apart = Math.abs(last - kind);
  return apart === 1 || apart === 2 ? apart : 0;
}

export function readOpponent(op: Opponent, k: Knowledge): OpponentReading {
  const thrown = new Uint8Array(PLAYING_KINDS);
  const lastThrown = new Int16Array(PLAYING_KINDS).fill(-1);
  const bySuit = [0, 0, 0, 0];
  op.discards.forEach((d, i) => {
    thrown[d] = 1;
    lastThrown[d] = i;
    const suit = Math.min(3, Math.floor(d / 9));
    bySuit[suit] = (bySuit[suit] ?? 0) + 1;
  });
  const setsBySuit = [0, 0, 0, 0];
  for (const m of op.melds) {
    const suit = Math.min(3, Math.floor(m.tile / 9));
    setsBySuit[suit] = (setsBySuit[suit] ?? 0) + 1;
  }
  const invited = invitedBy(op.melds);
  return {
    op,
    thrown,
    lastThrown,
    bySuit,
    suit: suitOfSets(op),
    invited,
    setsBySuit,
    lastFromHand: lastFromHand(op),
    shapes: waitShapes(op, k.unseen),
  };
}

/**
 * The wait shapes he could hold, counted by the unseen copies that make them (combinations), for
 * each kind they wait on: sequence shapes (two-sided, closed, edge) and pairs. A shape one of
 * whose waits went by since his hand last changed is ruled out: he would have won on it (§8).
 */
export function waitShapes(op: Opponent, u: ArrayLike<number>): WaitShapes {
  const sequences = new Float64Array(PLAYING_KINDS);
  const pairs = new Float64Array(PLAYING_KINDS);
  const open = (kind: number) => !op.wentBy.has(asKind(kind));
  let total = 0;
  for (let suit = 0; suit < 3; suit++) {
    const base = suit * 9;
    for (let a = 0; a < 8; a++) {
      // Held a, a+1: two-sided on a−1 and a+2, or an edge at either end of the suit.
      const adjacent = (u[base + a] ?? 0) * (u[base + a + 1] ?? 0);
      if (adjacent > 0) {
        const waits = [a - 1, a + 2].filter((r) => r >= 0 && r < 9).map((r) => base + r);
        if (waits.every(open)) {
          for (const w of waits) sequences[w] = (sequences[w] ?? 0) + adjacent;
          total += adjacent * waits.length;
        }
      }
      // Held a, a+2: closed on a+1.
      if (a < 7) {
        const closed = (u[base + a] ?? 0) * (u[base + a + 2] ?? 0);
        if (closed > 0 && open(base + a + 1)) {
          sequences[base + a + 1] = (sequences[base + a + 1] ?? 0) + closed;
          total += closed;
        }
      }
    }
  }
  for (let kind = 0; kind < PLAYING_KINDS; kind++) {
    const c = u[kind] ?? 0;
    if (c >= 2 && open(kind)) {
      const combinations = (c * (c - 1)) / 2;
      pairs[kind] = combinations;
      total += combinations;
    }
  }
  return { sequences, pairs, total };
}

/** The signs of `kind` as a wait of this opponent, as numbers the model weighs. */
export function waitSigns(r: OpponentReading, k: Knowledge, kind: TileKind): Float64Array {
  const x = new Float64Array(WAIT_SIGNS.length);
  const u = k.unseen;
  const op = r.op;
  const copies = u[kind] ?? 0;
  x[0] = 1;
  if (copies > 0) x[copies] = 1;
  const honour = kind >= 27;
  const discards = Math.max(op.discards.length, 1);
  if (honour) {
    x[5] = 1;
    if (isDragon(kind) || kind === windOfSeat(op.seat)) x[6] = 1;
    x[23] = copies / 4;
    x[18] = (r.bySuit[3] ?? 0) / discards;
  } else {
    const rank = kind % 9;
    const suit = Math.floor(kind / 9);
    if (rank === 0 || rank === 8) x[7] = 1;
    else if (rank === 1 || rank === 7) x[8] = 1;
    if (rank >= 3 && r.thrown[kind - 3] === 1) x[11] = 1;
    if (rank <= 5 && r.thrown[kind + 3] === 1) x[12] = 1;
    let near = 0;
    for (const d of [-2, -1, 1, 2])
      if (rank + d >= 0 && rank + d < 9 && r.thrown[kind + d] === 1) near++;
    x[13] = near / 4;
    // Two-sided, closed and edge shapes he could hold around it, by the copies he could hold.
    const at = (d: number) => (rank + d >= 0 && rank + d < 9 ? (u[kind + d] ?? 0) : 0);
    const shapes = [at(-2) * at(-1), at(-1) * at(1), at(1) * at(2)];
    x[14] = shapes.reduce((s, v) => s + v, 0) / 16;
    x[15] = shapes.filter((v) => v > 0).length / 3;
    if (r.suit >= 0) x[r.suit === suit ? 16 : 17] = 1;
    x[18] = (r.bySuit[suit] ?? 0) / discards;
    x[19] = (r.setsBySuit[suit] ?? 0) / 4;
    x[20] = r.invited[kind] ?? 0;
    const beside = besideIn(r.lastFromHand, kind);
    if (beside > 0) x[beside === 1 ? 26 : 27] = 1;
    // A tile that went by cannot complete his hand: nor can a two-sided wait that includes it,
    // which leaves the tile three away from it less likely.
    const belowWent = rank >= 3 && op.wentBy.has(asKind(kind - 3));
    const aboveWent = rank <= 5 && op.wentBy.has(asKind(kind + 3));
    if (belowWent) x[28] = 1;
    if (aboveWent) x[29] = 1;
    if (belowWent && aboveWent) x[30] = 1;
  }
  if (r.thrown[kind] === 1) {
    x[9] = 1;
    if ((r.lastThrown[kind] ?? -1) >= EARLY) x[24] = 1;
  }
  const shapes = r.shapes;
  const sequences = shapes.sequences[kind] ?? 0;
  const pairs = shapes.pairs[kind] ?? 0;
  x[31] = sequences / 16;
  x[32] = pairs / 6;
  if (shapes.total > 0) x[33] = ((sequences + pairs) / shapes.total) * 10;
  if (op.passed.has(kind)) x[10] = 1;
  if (op.wentBy.has(kind)) x[25] = 1;
  x[21] = Math.min(op.discards.length, 20) / 10;
  x[22] = Math.min(op.melds.length, 4) / 4;
  return x;
}

/** The chance, given he is ready, that `kind` completes this opponent's hand. */
export function waitChanceOf(r: OpponentReading, k: Knowledge, kind: TileKind): number {
  const x = waitSigns(r, k, kind);
  let z = 0;
  for (let i = 0; i < x.length; i++) z += (x[i] ?? 0) * (WAIT_WEIGHTS[i] ?? 0);
  return 1 / (1 + Math.exp(-z));
}
