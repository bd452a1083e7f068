/**
 * Seeded pattern-rich winning hands, for the scoring benchmark and the scorer's equivalence tests:
 * every category of zung-jung.md §10–§11 turns up often — one-suit hands (2.x), honours (3.x),
 * triplets and kongs (4.x), identical, similar and consecutive sets (5.x–7.x), terminals (8.x),
 * Seven Pairs and Thirteen Terminals (10.x) and the listed limits (§9.5) — where uniformly random
 * winning hands are mostly chicken hands with a trivial pattern or two.
 */
import { defined } from '../errors';
import type { Rng } from '../rng';
import type { WinningHand } from '../scoring/types';
import type { TileKind } from '../tiles';
import {
  FIRST_DRAGON,
  FIRST_WIND,
  HONOUR_KIND_LIST,
  PLAYING_KINDS,
  PLAYING_KIND_LIST,
  TERMINAL_OR_HONOUR_KINDS,
  isSuited,
  kindOf,
  rankOf,
  suitedKind,
} from '../tiles';
import type { HandSetKind, HandSetSpec } from './random';
import { completeHand, regularHand } from './random';

const HONOURS: readonly TileKind[] = HONOUR_KIND_LIST;
const WINDS: readonly TileKind[] = HONOUR_KIND_LIST.slice(0, 4);
const DRAGONS: readonly TileKind[] = HONOUR_KIND_LIST.slice(4);
const TERMINALS: readonly TileKind[] = [0, 8, 9, 17, 18, 26].map((k) => kindOf(k));

const suitKinds = (suit: number): TileKind[] =>
  Array.from({ length: 9 }, (_, r) => suitedKind(suit, r + 1));

/** One of `items` (none of which is undefined); `rng.int` refuses an empty list. */
function pick<T>(rng: Rng, items: readonly T[]): T {
  return defined(items[rng.int(items.length)], 'a picked item');
}

/** Tiles left of each kind while a hand is built, so that no kind is used more than four times. */
class Pool {
  readonly left = new Uint8Array(PLAYING_KINDS).fill(4);
  readonly sets: HandSetSpec[] = [];

  /** Takes a set if the hand has room for it and its tiles are still there. */
  take(kind: HandSetKind, tile: TileKind): boolean {
    if (this.sets.length === 4) return false;
    if (kind === 'chow') {
      if (!isSuited(tile) || rankOf(tile) > 7) return false;
      const first = this.left[tile] ?? 0;
      const second = this.left[tile + 1] ?? 0;
      const third = this.left[tile + 2] ?? 0;
      if (!first || !second || !third) return false;
      this.left[tile] = first - 1;
      this.left[tile + 1] = second - 1;
      this.left[tile + 2] = third - 1;
    } else {
      const n = kind === 'kong' ? 4 : 3;
      const copies = this.left[tile] ?? 0;
      if (copies < n) return false;
      this.left[tile] = copies - n;
    }
    this.sets.push({ kind, tile });
    return true;
  }

  /** Fills the hand up to four sets with sets drawn from `kinds` (chows only where they fit). */
  fill(rng: Rng, kinds: readonly TileKind[], kongChance = 0.1, chowChance = 0.45): void {
    for (let tries = 0; this.sets.length < 4; tries++) {
      // A narrow pool can run dry: widen it to every kind rather than loop for ever.
      const tile = tries < 200 ? pick(rng, kinds) : kindOf(rng.int(PLAYING_KINDS));
      const roll = rng.float();
      const kind = roll < chowChance ? 'chow' : roll < chowChance + kongChance ? 'kong' : 'pung';
      this.take(kind, tile);
    }
  }

  pair(rng: Rng, kinds: readonly TileKind[]): TileKind {
    for (let tries = 0; ; tries++) {
      const tile = tries < 200 ? pick(rng, kinds) : kindOf(rng.int(PLAYING_KINDS));
      const copies = this.left[tile] ?? 0;
      if (copies >= 2) {
        this.left[tile] = copies - 2;
        return tile;
      }
    }
  }

  hand(
    rng: Rng,
    pairKinds: readonly TileKind[],
    declare = pick(rng, [0, 0, 1, 2, 3]),
  ): WinningHand {
    return regularHand(rng, this.sets, this.pair(rng, pairKinds), declare);
  }
}

type Theme = (rng: Rng) => WinningHand;

const ALL_KINDS: readonly TileKind[] = PLAYING_KIND_LIST;

const THEMES: readonly Theme[] = [
  // 2.1.2 Pure One-Suit, often with 5.x, 7.1 or 4.x inside it.
  (rng) => {
    const pool = new Pool();
    const suit = suitKinds(rng.int(3));
    pool.fill(rng, suit);
    return pool.hand(rng, suit);
  },
  // 2.1.1 Mixed One-Suit: one suit and honours.
  (rng) => {
    const pool = new Pool();
    const kinds = [...suitKinds(rng.int(3)), ...HONOURS];
    pool.fill(rng, kinds);
    return pool.hand(rng, kinds);
  },
  // 2.2 Nine Gates: 1112345678999 of one suit waiting on any tile of it (listed limit).
  (rng) => {
    const base = suitedKind(rng.int(3), 1);
    const tiles = [0, 0, 0, 1, 2, 3, 4, 5, 6, 7, 8, 8, 8].map((r) => kindOf(base + r));
    tiles.push(kindOf(base + rng.int(9)));
    return completeHand(rng, [], tiles, 13);
  },
  // 3.1 and 3.2.x: dragon pungs, the pair often a dragon.
  (rng) => {
    const pool = new Pool();
    const dragons = 2 + rng.int(2);
    for (let d = 0; d < dragons; d++)
      pool.take(rng.float() < 0.2 ? 'kong' : 'pung', kindOf(FIRST_DRAGON + d));
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, rng.float() < 0.6 ? DRAGONS : ALL_KINDS);
  },
  // 3.3.x Winds, up to Big Four Winds (listed limits).
  (rng) => {
    const pool = new Pool();
    const winds = 2 + rng.int(3);
    const first = rng.int(4);
    for (let w = 0; w < winds; w++) pool.take('pung', kindOf(FIRST_WIND + ((first + w) % 4)));
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, rng.float() < 0.6 ? WINDS : ALL_KINDS);
  },
  // 3.4 All Honours (listed limit).
  (rng) => {
    const pool = new Pool();
    pool.fill(rng, HONOURS, 0.15);
    return pool.hand(rng, HONOURS);
  },
  // 4.1, 4.2.x All Triplets and concealed triplets: nothing declared beyond the kongs.
  (rng) => {
    const pool = new Pool();
    pool.fill(rng, ALL_KINDS, 0.1, 0);
    return pool.hand(rng, ALL_KINDS, pick(rng, [0, 0, 1]));
  },
  // 4.3.x Kongs, up to Four Kongs (listed limit).
  (rng) => {
    const pool = new Pool();
    const kongs = 1 + rng.int(4);
    while (pool.sets.length < kongs) pool.take('kong', kindOf(rng.int(PLAYING_KINDS)));
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, ALL_KINDS);
  },
  // 5.1.x Identical Sequences, up to Four Identical Sequences (listed limit).
  (rng) => {
    const pool = new Pool();
    const chow = suitedKind(rng.int(3), 1 + rng.int(7));
    const copies = 2 + rng.int(3);
    for (let c = 0; c < copies; c++) pool.take('chow', chow);
    if (rng.float() < 0.5) {
      const other = suitedKind(rng.int(3), 1 + rng.int(7));
      pool.take('chow', other);
      pool.take('chow', other);
    }
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, ALL_KINDS);
  },
  // 6.x Similar Sets: the same number in the three suits, as chows or pungs (the pair the third).
  (rng) => {
    const pool = new Pool();
    const rank = 1 + rng.int(7);
    const kind = rng.float() < 0.5 ? 'chow' : 'pung';
    const suits = kind === 'pung' && rng.float() < 0.4 ? 2 : 3;
    for (let s = 0; s < suits; s++) pool.take(kind, suitedKind(s, rank));
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, suits === 2 ? [suitedKind(2, rank)] : ALL_KINDS);
  },
  // 7.1 Nine-Tile Straight.
  (rng) => {
    const pool = new Pool();
    const suit = rng.int(3);
    for (const rank of [1, 4, 7]) pool.take('chow', suitedKind(suit, rank));
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, ALL_KINDS);
  },
  // 7.2.x Consecutive Triplets.
  (rng) => {
    const pool = new Pool();
    const run = 3 + rng.int(2);
    const start = suitedKind(rng.int(3), 1 + rng.int(10 - run));
    for (let r = 0; r < run; r++)
      pool.take(rng.float() < 0.15 ? 'kong' : 'pung', kindOf(start + r));
    pool.fill(rng, ALL_KINDS);
    return pool.hand(rng, ALL_KINDS);
  },
  // 8.1.x Terminals: outside chows and terminal or honour pungs, up to Pure Greater Terminals.
  (rng) => {
    const pool = new Pool();
    const pure = rng.float() < 0.5;
    const kinds = pure ? TERMINALS : TERMINAL_OR_HONOUR_KINDS;
    const chows = rng.float() < 0.5 ? 0 : 0.4;
    for (let tries = 0; pool.sets.length < 4; tries++) {
      const tile = tries < 200 ? pick(rng, kinds) : kindOf(rng.int(PLAYING_KINDS));
      if (rng.float() < chows && isSuited(tile))
        pool.take('chow', rankOf(tile) === 1 ? tile : kindOf(tile - 2));
      else pool.take(rng.float() < 0.1 ? 'kong' : 'pung', tile);
    }
    return pool.hand(rng, kinds);
  },
  // 10.2 Seven Pairs, often of one suit, of honours or of terminals (2.x, 3.4, 8.1.x on it).
  (rng) => {
    const kinds = pick(rng, [
      ALL_KINDS,
      suitKinds(rng.int(3)),
      TERMINAL_OR_HONOUR_KINDS,
      [...suitKinds(rng.int(3)), ...HONOURS],
    ]);
    const left = new Uint8Array(PLAYING_KINDS).fill(4);
    const tiles: TileKind[] = [];
    for (let tries = 0; tiles.length < 14; tries++) {
      const tile = tries < 200 ? pick(rng, kinds) : kindOf(rng.int(PLAYING_KINDS));
      // Four of a kind may be two pairs (10.2), but not always.
      const copies = left[tile] ?? 0;
      if (copies < 2 || (copies === 2 && rng.float() < 0.7)) continue;
      left[tile] = copies - 2;
      tiles.push(tile, tile);
    }
    return completeHand(rng, [], tiles);
  },
  // 10.1 Thirteen Terminals.
  (rng) =>
    completeHand(rng, [], [...TERMINAL_OR_HONOUR_KINDS, pick(rng, TERMINAL_OR_HONOUR_KINDS)]),
];

/** A pattern-rich winning hand: one of the themes above, chosen uniformly. */
export function randomPatternRichHand(rng: Rng): WinningHand {
  return pick(rng, THEMES)(rng);
}
