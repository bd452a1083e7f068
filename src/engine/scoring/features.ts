/**
 * What the pattern predicates look at, computed once per arrangement so that each predicate is a
 * few comparisons (scoring runs in the bots' inner loops and must value 100,000+ hands a second).
 */
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, isHonour, isSimple, isTerminal, suitOf, windOfSeat } from '../tiles';
import type { Arrangement, ArrangedSet, HandForm, WinningHand } from './types';

export interface HandFeatures {
  readonly form: HandForm;
  readonly hand: WinningHand;
  /** Regular hands: the four sets (declared first). Empty for irregular hands. */
  readonly sets: readonly ArrangedSet[];
  /** Regular hands: the pair; -1 for irregular hands. */
  readonly pair: TileKind;
  /** Every tile of the hand per kind (a kong counts four). */
  readonly counts: Uint8Array;
  readonly tileCount: number;
  readonly honourTiles: number;
  readonly terminalTiles: number;
  readonly simpleTiles: number;
  /** Bit s set when the hand holds a tile of suit s. */
  readonly suitMask: number;
  /** Lowest tile of each chow, ascending. */
  readonly chows: readonly TileKind[];
  /** Tile of each pung or kong, ascending. */
  readonly pungs: readonly TileKind[];
  readonly kongs: number;
  /** Pungs and kongs concealed in the sense of §9.6. */
  readonly concealedPungs: number;
  /** True when a declared set is anything but a concealed kong (1.2). */
  readonly hasExposedSet: boolean;
  readonly seatWind: TileKind;
}

export function handFeatures(hand: WinningHand, arrangement: Arrangement): HandFeatures {
  const counts = new Uint8Array(PLAYING_KINDS);
  let sets: readonly ArrangedSet[] = [];
  let pair: TileKind = -1;
  const chows: TileKind[] = [];
  const pungs: TileKind[] = [];
  let kongs = 0;
  let concealedPungs = 0;
  if (arrangement.form === 'regular') {
    sets = arrangement.sets;
    pair = arrangement.pair;
    counts[pair] += 2;
    for (const set of sets) {
      if (set.kind === 'chow') {
        chows.push(set.tile);
        counts[set.tile]++;
        counts[set.tile + 1]++;
        counts[set.tile + 2]++;
      } else {
        pungs.push(set.tile);
        counts[set.tile] += set.kind === 'kong' ? 4 : 3;
        if (set.kind === 'kong') kongs++;
        if (set.concealed) concealedPungs++;
      }
    }
    chows.sort((a, b) => a - b);
    pungs.sort((a, b) => a - b);
  } else if (arrangement.form === 'sevenPairs') {
    for (const p of arrangement.pairs) counts[p] += 2;
  } else {
    for (const t of arrangement.tiles) counts[t]++;
  }
  let tileCount = 0;
  let honourTiles = 0;
  let terminalTiles = 0;
  let simpleTiles = 0;
  let suitMask = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k]!;
    if (c === 0) continue;
    tileCount += c;
    if (isHonour(k)) honourTiles += c;
    else {
      suitMask |= 1 << suitOf(k);
      if (isTerminal(k)) terminalTiles += c;
      else if (isSimple(k)) simpleTiles += c;
    }
  }
  return {
    form: arrangement.form,
    hand,
    sets,
    pair,
    counts,
    tileCount,
    honourTiles,
    terminalTiles,
    simpleTiles,
    suitMask,
    chows,
    pungs,
    kongs,
    concealedPungs,
    hasExposedSet: hand.melds.some((m) => !(m.kind === 'kong' && m.concealed)),
    seatWind: windOfSeat(hand.seat),
  };
}

/** Number of suits present (0..3). */
export function suitCount(f: HandFeatures): number {
  const m = f.suitMask;
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);
}
