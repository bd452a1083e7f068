import type { TileKind } from './tiles';
import { asKind, isSuited, rankOf, suitOf } from './tiles';

/** The three kinds of set (§1.4). */
export type SetKind = 'chow' | 'pung' | 'kong';

/**
 * A declared set as the rules core sees it: its kind, its lowest tile, and whether it is a declared
 * concealed kong (§6.2). Chows, pungs and other kongs on the table are exposed.
 */
export interface Meld {
  readonly kind: SetKind;
  readonly tile: TileKind;
  readonly concealed: boolean;
}

export function meldTiles(meld: Meld): TileKind[] {
  const t = meld.tile;
  switch (meld.kind) {
    case 'chow':
      return [t, asKind(t + 1), asKind(t + 2)];
    case 'pung':
      return [t, t, t];
    case 'kong':
      return [t, t, t, t];
  }
}

/**
 * Reads a list of tiles as a set, in any order: a chow of three consecutive suited tiles of one
 * suit without wrap-around, a pung of three identical tiles, a kong of four (§1.4).
 */
export function classifySet(tiles: readonly TileKind[]): { kind: SetKind; tile: TileKind } | null {
  const sorted = [...tiles].sort((a, b) => a - b);
  const first = sorted[0];
  if (first === undefined) return null;
  const identical = sorted.every((t) => t === first);
  if (identical && sorted.length === 3) return { kind: 'pung', tile: first };
  if (identical && sorted.length === 4) return { kind: 'kong', tile: first };
  if (
    sorted.length === 3 &&
    isSuited(first) &&
    rankOf(first) <= 7 &&
    sorted[1] === first + 1 &&
    sorted[2] === first + 2 &&
    suitOf(sorted[2]) === suitOf(first)
  ) {
    return { kind: 'chow', tile: first };
  }
  return null;
}
