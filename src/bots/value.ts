/**
 * What every ruleset's valuation of a hand shares (the bots' registry, ./rulesets, holds each
 * ruleset's own): the context a hand is valued in, a ready hand's value as the average over its
 * waits, and the one-suit prospects that Zung Jung's 2.1 and Ravenna's colour and pure-colour
 * limit (ravenna.md §10.3, §10.4 b) both reward.
 */
import type { Meld, Seat, TileKind } from '../engine';
import { PLAYING_KINDS, asKind, isHonour, meldTiles } from '../engine';
import { addCopies } from './kindCounts';

/** The chance a hand still becomes one suit with this many tiles of the other suits to lose. */
export const ONE_SUIT_CHANCE: readonly number[] = [0.9, 0.45, 0.2, 0.07];

/** ONE_SUIT_CHANCE read safely: with more tiles to lose than it lists, no chance. */
export function oneSuitChance(others: number): number {
  return ONE_SUIT_CHANCE[others] ?? 0;
}

/**
 * The suits a hand could still be made of alone (zung-jung.md 2.1; ravenna.md §10.3 colour and
 * §10.4 b): every declared set of that suit or honours, at least 7 of its tiles held, at most 3
 * tiles of the other suits to lose; with how many, whether honours are held, and the chance.
 */
export function oneSuitProspects(
  all: ArrayLike<number>,
  meldSuits: ReadonlySet<number>,
): {
  readonly suit: number;
  readonly others: number;
  readonly honours: boolean;
  /** The chance it still becomes that suit (`oneSuitChance`). */
  readonly chance: number;
}[] {
  let honours = 0;
  const perSuit = [0, 0, 0];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const held = all[k] ?? 0;
    if (isHonour(asKind(k))) honours += held;
    else {
      const suit = Math.floor(k / 9);
      perSuit[suit] = (perSuit[suit] ?? 0) + held;
    }
  }
  const prospects = [];
  for (let suit = 0; suit < 3; suit++) {
    if ([...meldSuits].some((m) => m !== suit)) continue;
    const others = (perSuit[(suit + 1) % 3] ?? 0) + (perSuit[(suit + 2) % 3] ?? 0);
    if ((perSuit[suit] ?? 0) >= 7 && others <= 3)
      prospects.push({ suit, others, honours: honours > 0, chance: oneSuitChance(others) });
  }
  return prospects;
}

export interface ValueContext {
  /** Also weigh the rarer patterns: straights and similar sequences (7.1, 6.1). */
  readonly rarePatterns: boolean;
  readonly seat: Seat;
  readonly melds: readonly Meld[];
  readonly exposed: boolean;
  readonly bonusTiles: readonly TileKind[];
  readonly halveFlowers: boolean;
}

/** The concealed tiles of a hand held as counts by kind, in kind order. */
export function concealedKinds(hand: ArrayLike<number>): TileKind[] {
  const concealed: TileKind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++)
    for (let n = 0; n < (hand[k] ?? 0); n++) concealed.push(asKind(k));
  return concealed;
}

/** Average score over the waits, weighted by their unseen copies. */
export function averageOverWaits(
  waits: readonly TileKind[],
  unseen: ArrayLike<number>,
  scoreOnWait: (wait: TileKind) => number,
): number {
  let total = 0;
  let weight = 0;
  for (const w of waits) {
    const copies = unseen[w] ?? 0;
    if (copies === 0) continue;
    total += scoreOnWait(w) * copies;
    weight += copies;
  }
  return weight === 0 ? 0 : total / weight;
}

/**
 * The hand's tiles and its declared sets' together, by kind, and the suits of those sets: what the
 * one-suit prospects are read from.
 */
export function tilesWithMelds(
  hand: ArrayLike<number>,
  melds: readonly Meld[],
): { readonly all: Uint8Array; readonly meldSuits: ReadonlySet<number> } {
  const all = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) all[k] = hand[k] ?? 0;
  const meldSuits = new Set<number>();
  for (const m of melds) {
    for (const t of meldTiles(m)) addCopies(all, t, 1);
    if (m.tile < 27) meldSuits.add(Math.floor(m.tile / 9));
  }
  return { all, meldSuits };
}
