/**
 * Seeded random hands, for property tests, benchmarks and simulations: random concealed tiles drawn
 * from a shuffled wall, and random legal winning hands of every shape.
 */
import { defined } from '../errors';
import type { Meld } from '../melds';
import type { Rng } from '../rng';
import type { Situation, WinningHand } from '../scoring/types';
import { NO_SITUATION } from '../scoring/types';
import type { Seat, TileKind } from '../tiles';
import {
  BONUS_KIND_LIST,
  PLAYING_KINDS,
  TERMINAL_OR_HONOUR_KINDS,
  isSuited,
  kindOf,
  rankOf,
} from '../tiles';

/** Counts of `size` tiles dealt from a freshly shuffled 136-tile wall. */
export function randomTileCounts(rng: Rng, size: number): Uint8Array {
  const wall = Array.from({ length: PLAYING_KINDS * 4 }, (_, i) => i >> 2);
  const counts = new Uint8Array(PLAYING_KINDS);
  // Partial Fisher–Yates: only the first `size` positions are needed.
  for (let i = 0; i < size; i++) {
    // `rng.int` refuses a bound below 1, so past the wall's end no position is drawn.
    const j = i + rng.int(wall.length - i);
    const t = defined(wall[j], 'a wall position');
    wall[j] = defined(wall[i], 'a wall position');
    wall[i] = t;
    counts[t] = (counts[t] ?? 0) + 1;
  }
  return counts;
}

export type HandSetKind = 'chow' | 'pung' | 'kong';

function randomSet(rng: Rng, left: Uint8Array): { kind: HandSetKind; tile: TileKind } {
  for (;;) {
    const roll = rng.float();
    const kind: HandSetKind = roll < 0.45 ? 'chow' : roll < 0.9 ? 'pung' : 'kong';
    const tile = kindOf(rng.int(PLAYING_KINDS));
    if (kind === 'chow') {
      if (!isSuited(tile) || rankOf(tile) > 7) continue;
      const first = left[tile] ?? 0;
      const second = left[tile + 1] ?? 0;
      const third = left[tile + 2] ?? 0;
      if (first < 1 || second < 1 || third < 1) continue;
      left[tile] = first - 1;
      left[tile + 1] = second - 1;
      left[tile + 2] = third - 1;
    } else {
      const n = kind === 'kong' ? 4 : 3;
      const copies = left[tile] ?? 0;
      if (copies < n) continue;
      left[tile] = copies - n;
    }
    return { kind, tile };
  }
}

export function setTiles(set: { kind: HandSetKind; tile: TileKind }): TileKind[] {
  const t = set.tile;
  return set.kind === 'chow'
    ? [t, kindOf(t + 1), kindOf(t + 2)]
    : set.kind === 'pung'
      ? [t, t, t]
      : [t, t, t, t];
}

function randomSituation(rng: Rng, hand: Omit<WinningHand, 'situation'>): Situation {
  const roll = rng.float();
  const fromWall = hand.winFrom === 'wall';
  const noMelds = hand.melds.length === 0;
  if (roll < 0.05)
    return fromWall
      ? { ...NO_SITUATION, lastWallTile: true }
      : { ...NO_SITUATION, lastDiscard: true };
  if (roll < 0.08 && fromWall && hand.melds.some((m) => m.kind === 'kong')) {
    return { ...NO_SITUATION, kongReplacement: true };
  }
  if (roll < 0.1 && !fromWall) return { ...NO_SITUATION, robbingKong: true };
  if (roll < 0.12 && noMelds && fromWall && hand.seat === 0)
    return { ...NO_SITUATION, heaven: true };
  if (roll < 0.14 && noMelds && !fromWall && hand.seat !== 0)
    return { ...NO_SITUATION, earth: true };
  return NO_SITUATION;
}

function randomBonusTiles(rng: Rng): TileKind[] {
  if (rng.float() < 0.7) return [];
  return BONUS_KIND_LIST.filter(() => rng.float() < 0.35);
}

/** A random legal winning hand: mostly regular hands, some Seven Pairs and Thirteen Terminals. */
export function randomWinningHand(rng: Rng): WinningHand {
  const shape = rng.float();
  if (shape < 0.04) {
    return completeHand(
      rng,
      [],
      [
        ...TERMINAL_OR_HONOUR_KINDS,
        defined(TERMINAL_OR_HONOUR_KINDS[rng.int(13)], 'a terminal or honour kind'),
      ],
    );
  }
  if (shape < 0.12) {
    const kinds = new Set<TileKind>();
    while (kinds.size < 7) kinds.add(kindOf(rng.int(PLAYING_KINDS)));
    const tiles = [...kinds].flatMap((k) => [k, k]);
    if (rng.float() < 0.2) {
      const second = defined(tiles[2], 'a second pair');
      tiles.splice(0, 2, second, second); // four of a kind as two pairs
    }
    return completeHand(rng, [], tiles);
  }
  const left = new Uint8Array(PLAYING_KINDS).fill(4);
  const sets = [0, 1, 2, 3].map(() => randomSet(rng, left));
  let pair: TileKind;
  do pair = kindOf(rng.int(PLAYING_KINDS));
  while ((left[pair] ?? 0) < 2);
  const declare = defined([0, 0, 0, 1, 1, 2, 2, 3, 4][rng.int(9)], 'a count of declared sets');
  return regularHand(rng, sets, pair, declare);
}

export interface HandSetSpec {
  readonly kind: HandSetKind;
  readonly tile: TileKind;
}

/**
 * A winning hand of four sets and a pair: kongs are always declared, and at least `declare` sets
 * in all; the winning tile, its source, the seat, bonus tiles and a situation drawn at random.
 */
export function regularHand(
  rng: Rng,
  sets: HandSetSpec[],
  pair: TileKind,
  declare: number,
): WinningHand {
  const declaredCount = Math.max(sets.filter((s) => s.kind === 'kong').length, declare);
  sets.sort((a, b) => (a.kind === 'kong' ? 0 : 1) - (b.kind === 'kong' ? 0 : 1));
  const melds: Meld[] = sets.slice(0, declaredCount).map((s) => ({
    kind: s.kind,
    tile: s.tile,
    concealed: s.kind === 'kong' && rng.float() < 0.4,
  }));
  return completeHand(rng, melds, [...sets.slice(declaredCount).flatMap(setTiles), pair, pair]);
}

/**
 * Takes tile `w` of `tiles` (the concealed tiles with it) as the winning tile, by default one at
 * random, and draws the circumstances.
 */
export function completeHand(
  rng: Rng,
  melds: Meld[],
  tiles: TileKind[],
  w = rng.int(tiles.length),
): WinningHand {
  const winningTile = tiles[w];
  if (winningTile === undefined) throw new RangeError(`no tile ${w} among ${tiles.length}`);
  const concealed = tiles.filter((_, i) => i !== w).sort((a, b) => a - b);
  const winFrom = rng.float() < 0.5 ? ('wall' as const) : ('discard' as const);
  const seat = rng.int(4) as Seat;
  const bonusTiles = randomBonusTiles(rng);
  const situation = randomSituation(rng, {
    concealed,
    melds,
    winningTile,
    winFrom,
    seat,
    bonusTiles,
  });
  // A literal, as the game and the bots build their hands: a spread would give every hand a hidden
  // class of its own, and the benchmark would time the engine's slow property look-ups instead.
  return { concealed, melds, winningTile, winFrom, seat, bonusTiles, situation };
}
