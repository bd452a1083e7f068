/**
 * Every arrangement of a winning hand (§9.7 freedom of count): each decomposition of the concealed
 * tiles into sets and a pair, with every placement of a discarded winning tile that changes the
 * score (D-9), plus Seven Pairs and Thirteen Terminals readings.
 */
import { isSevenPairs, isThirteenTerminals, regularDecompositions } from '../hand/decompose';
import type { RegularDecomposition } from '../hand/decompose';
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, suitOf } from '../tiles';
import type { Arrangement, ArrangedSet, WinningHand } from './types';

function contains(set: { kind: string; tile: TileKind }, tile: TileKind): boolean {
  if (set.kind !== 'chow') return set.tile === tile;
  return tile >= set.tile && tile <= set.tile + 2 && suitOf(tile) === suitOf(set.tile);
}

/** The arrangement with the discarded winning tile in hand set `winningTileIn` (-1: the pair). */
function arrangement(
  hand: WinningHand,
  decomposition: RegularDecomposition,
  declared: readonly ArrangedSet[],
  winningTileIn: number,
): Arrangement {
  const handSets = decomposition.sets;
  const sets: ArrangedSet[] = declared.slice();
  for (let i = 0; i < handSets.length; i++) {
    const s = handSets[i]!;
    // §9.6: a set holding the discarded winning tile is exposed; every other hand set is concealed.
    sets.push({
      kind: s.kind,
      tile: s.tile,
      concealed: hand.winFrom === 'wall' || i !== winningTileIn,
      declared: false,
    });
  }
  return {
    form: 'regular',
    sets,
    pair: decomposition.pair,
    winningTileIn: winningTileIn < 0 ? -1 : declared.length + winningTileIn,
  };
}

function regularArrangements(
  hand: WinningHand,
  decomposition: RegularDecomposition,
  declared: readonly ArrangedSet[],
  result: Arrangement[],
): void {
  const w = hand.winningTile;
  const handSets = decomposition.sets;
  let pungIndex = -1;
  let chowIndex = -1;
  for (let i = 0; i < handSets.length; i++) {
    const s = handSets[i]!;
    if (pungIndex < 0 && s.kind === 'pung' && s.tile === w) pungIndex = i;
    if (chowIndex < 0 && s.kind === 'chow' && contains(s, w)) chowIndex = i;
  }
  const inPair = decomposition.pair === w;
  // Where the tile sits only matters for the concealment of a pung of its kind (D-9): one
  // arrangement with it in that pung, one with it in a chow or the pair, when both exist.
  const elsewhere = chowIndex >= 0 ? chowIndex : inPair ? -1 : null;
  if (hand.winFrom === 'wall') {
    result.push(
      arrangement(hand, decomposition, declared, pungIndex >= 0 ? pungIndex : (elsewhere ?? -1)),
    );
    return;
  }
  if (pungIndex >= 0) result.push(arrangement(hand, decomposition, declared, pungIndex));
  if (elsewhere !== null) result.push(arrangement(hand, decomposition, declared, elsewhere));
}

/** The concealed tiles with the winning tile, per kind; reused by every call (never re-entered). */
const held = new Uint8Array(PLAYING_KINDS);

export function arrangements(hand: WinningHand): Arrangement[] {
  const counts = held;
  counts.fill(0);
  for (const t of hand.concealed) counts[t]++;
  counts[hand.winningTile]++;
  const declared = hand.melds.map((m): ArrangedSet => ({
    kind: m.kind,
    tile: m.tile,
    concealed: m.kind === 'kong' && m.concealed,
    declared: true,
  }));
  const result: Arrangement[] = [];
  for (const decomposition of regularDecompositions(counts, 4 - hand.melds.length)) {
    regularArrangements(hand, decomposition, declared, result);
  }
  if (hand.melds.length === 0) {
    if (isSevenPairs(counts)) {
      const pairs: TileKind[] = [];
      for (let k = 0; k < PLAYING_KINDS; k++) for (let n = 0; n < counts[k]!; n += 2) pairs.push(k);
      result.push({ form: 'sevenPairs', pairs });
    }
    if (isThirteenTerminals(counts)) {
      const tiles: TileKind[] = [];
      for (let k = 0; k < PLAYING_KINDS; k++) for (let n = 0; n < counts[k]!; n++) tiles.push(k);
      result.push({ form: 'thirteenTerminals', tiles });
    }
  }
  return result;
}
