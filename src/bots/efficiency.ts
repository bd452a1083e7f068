/**
 * Efficiency: shanten and live acceptance — the tiles that would bring the hand closer to ready,
 * counting only copies still unseen (the bots' and the coach's first evaluator).
 */
import type { TileKind } from '../engine';
import { PLAYING_KINDS, asKind, improvingKinds } from '../engine';

export interface Acceptance {
  readonly shanten: number;
  /** Unseen copies of the improving kinds. */
  readonly tiles: number;
  readonly kinds: readonly TileKind[];
}

/** Shanten and acceptance of a 13-tile (or 13 − 3 × melds) hand. Mutates `hand` temporarily. */
export function acceptance(
  hand: Uint8Array,
  meldCount: number,
  locked: ArrayLike<number>,
  unseen: ArrayLike<number>,
): Acceptance {
  const improving = improvingKinds(hand, meldCount, locked);
  const kinds: TileKind[] = [];
  let tiles = 0;
  for (const k of improving.kinds) {
    const copies = unseen[k] ?? 0;
    if (copies === 0) continue;
    kinds.push(k);
    tiles += copies;
  }
  return { shanten: improving.shanten, tiles, kinds };
}

export interface DiscardOption extends Acceptance {
  readonly discard: TileKind;
}

/** For every distinct kind in a 14-tile hand: the hand's shanten and acceptance after discarding it. */
export function discardOptions(
  hand: Uint8Array,
  meldCount: number,
  locked: ArrayLike<number>,
  unseen: ArrayLike<number>,
): DiscardOption[] {
  const options: DiscardOption[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const held = hand[k] ?? 0;
    if (held === 0) continue;
    hand[k] = held - 1;
    options.push({ discard: asKind(k), ...acceptance(hand, meldCount, locked, unseen) });
    hand[k] = (hand[k] ?? 0) + 1;
  }
  return options;
}
