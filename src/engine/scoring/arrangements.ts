/**
 * Every arrangement of a winning hand (§9.7 freedom of count): each decomposition of the concealed
 * tiles into sets and a pair, with every placement of a discarded winning tile that changes the
 * score (D-9), plus Seven Pairs and Thirteen Terminals readings.
 *
 * `walkArrangements` shows them one at a time over scratch arrays, for the scorer's inner loop;
 * `arrangements` builds them as objects, for the screens, the explanations and Ravenna.
 */
import { InvariantError, defined } from '../errors';
import { forEachRegularDecomposition, isSevenPairs, isThirteenTerminals } from '../hand/decompose';
import type { DecompositionView } from '../hand/decompose';
import type { Meld } from '../melds';
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, asKind } from '../tiles';
import type { Arrangement, ArrangedSet, WinningHand } from './types';

/** What a walk over a hand's arrangements is shown, in the order `arrangements` lists them. */
export interface ArrangementVisitor {
  /**
   * A regular arrangement: the hand's sets and pair in `d` (valid during the call only), the
   * discarded winning tile in hand set `winningTileIn` (-1: the pair).
   */
  regular(d: DecompositionView, winningTileIn: number): void;
  /** The tiles read as Seven Pairs (`counts` valid during the call only). */
  sevenPairs(counts: Uint8Array): void;
  /** The tiles read as Thirteen Terminals (`counts` valid during the call only). */
  thirteenTerminals(counts: Uint8Array): void;
}

/** Whether the hand set `i` of `d` holds tile `w`. */
function holds(d: DecompositionView, i: number, w: TileKind): boolean {
  const t = d.tile[i] ?? 0;
  if (d.pung[i]) return t === w;
  // A chow never crosses a suit: it starts at rank 7 at the latest.
  return w >= t && w <= t + 2;
}

/** The walk's hand and visitor; module-level so that each decomposition costs no closure. */
let walkHand: WinningHand | null = null;
let walkVisitor: ArrangementVisitor | null = null;

function placements(d: DecompositionView): void {
  const hand = walkHand;
  const visitor = walkVisitor;
  if (hand === null || visitor === null) {
    throw new InvariantError('placements are walked only inside walkArrangements');
  }
  const w = hand.winningTile;
  let pungIndex = -1;
  let chowIndex = -1;
  for (let i = 0; i < d.size; i++) {
    if (pungIndex < 0 && d.pung[i] && d.tile[i] === w) pungIndex = i;
    if (chowIndex < 0 && !d.pung[i] && holds(d, i, w)) chowIndex = i;
  }
  const inPair = d.pair === w;
  // Where the tile sits only matters for the concealment of a pung of its kind (D-9): one
  // arrangement with it in that pung, one with it in a chow or the pair, when both exist.
  const elsewhere = chowIndex >= 0 ? chowIndex : inPair ? -1 : null;
  if (hand.winFrom === 'wall') {
    visitor.regular(d, pungIndex >= 0 ? pungIndex : (elsewhere ?? -1));
    return;
  }
  if (pungIndex >= 0) visitor.regular(d, pungIndex);
  if (elsewhere !== null) visitor.regular(d, elsewhere);
}

/**
 * Shows `visitor` every arrangement of `hand`, regular ones first, in `arrangements` order; `counts`
 * are its concealed tiles with the winning tile, per kind.
 */
export function walkArrangements(
  hand: WinningHand,
  counts: Uint8Array,
  visitor: ArrangementVisitor,
): void {
  walkHand = hand;
  walkVisitor = visitor;
  try {
    forEachRegularDecomposition(counts, 4 - hand.melds.length, placements);
  } finally {
    walkHand = null;
    walkVisitor = null;
  }
  if (hand.melds.length === 0) {
    if (isSevenPairs(counts)) visitor.sevenPairs(counts);
    if (isThirteenTerminals(counts)) visitor.thirteenTerminals(counts);
  }
}

const SET_KINDS = ['chow', 'pung', 'kong'] as const;

/**
 * Every arranged set there can be, made once: a set is a plain read-only value, so arrangements
 * share them rather than build four to eight objects per hand valued in the bots' inner loops.
 */
const ARRANGED_SETS: readonly ArrangedSet[] = SET_KINDS.flatMap((kind) =>
  Array.from({ length: PLAYING_KINDS * 4 }, (_, i) => ({
    kind,
    tile: asKind(i >> 2),
    concealed: (i & 2) !== 0,
    declared: (i & 1) !== 0,
  })),
);

function arrangedSet(
  kind: ArrangedSet['kind'],
  tile: TileKind,
  concealed: boolean,
  declared: boolean,
): ArrangedSet {
  const k = kind === 'chow' ? 0 : kind === 'pung' ? 1 : 2;
  return (
    ARRANGED_SETS[((k * PLAYING_KINDS + tile) << 2) | (concealed ? 2 : 0) | (declared ? 1 : 0)] ??
    madeSet(kind, tile, concealed, declared)
  );
}

/** A set past the table (no playing kind), made: it is a plain value all the same. */
function madeSet(
  kind: ArrangedSet['kind'],
  tile: TileKind,
  concealed: boolean,
  declared: boolean,
): ArrangedSet {
  return { kind, tile, concealed, declared };
}

/** A declared set as an arranged set: only a declared concealed kong is concealed (§9.6). */
function declaredSet(m: Meld): ArrangedSet {
  return arrangedSet(m.kind, m.tile, m.kind === 'kong' && m.concealed, true);
}

export function declaredSets(hand: WinningHand): ArrangedSet[] {
  return hand.melds.map(declaredSet);
}

/**
 * The arrangement object of a regular reading, declared sets first: `declared` when the caller
 * shares them between arrangements, else made here.
 */
export function regularArrangement(
  hand: WinningHand,
  declared: readonly ArrangedSet[] | null,
  d: DecompositionView,
  winningTileIn: number,
): Arrangement {
  const melds = hand.melds;
  const m = melds.length;
  // A regular hand has four sets, so the list is made at its size rather than grown.
  const sets: ArrangedSet[] = [
    m > 0 ? declaredOf(hand, declared, 0) : handSet(hand, d, winningTileIn, 0),
    m > 1 ? declaredOf(hand, declared, 1) : handSet(hand, d, winningTileIn, 1 - m),
    m > 2 ? declaredOf(hand, declared, 2) : handSet(hand, d, winningTileIn, 2 - m),
    m > 3 ? declaredOf(hand, declared, 3) : handSet(hand, d, winningTileIn, 3 - m),
  ];
  return {
    form: 'regular',
    sets,
    pair: d.pair,
    winningTileIn: winningTileIn < 0 ? -1 : m + winningTileIn,
  };
}

function declaredOf(
  hand: WinningHand,
  declared: readonly ArrangedSet[] | null,
  i: number,
): ArrangedSet {
  return declared === null
    ? declaredSet(defined(hand.melds[i], 'a declared set'))
    : defined(declared[i], 'an arranged declared set');
}

/** Hand set `j` of a regular arrangement, as an arranged set. */
function handSet(
  hand: WinningHand,
  d: DecompositionView,
  winningTileIn: number,
  j: number,
): ArrangedSet {
  // §9.6: a set holding the discarded winning tile is exposed; every other hand set is concealed.
  const concealed = hand.winFrom === 'wall' || j !== winningTileIn;
  // The chow and pung sets of `ARRANGED_SETS`, indexed directly: 0 chow, 1 pung; never declared.
  const pung = d.pung[j] ?? 0;
  const tile = d.tile[j] ?? 0;
  return (
    ARRANGED_SETS[((pung * PLAYING_KINDS + tile) << 2) | (concealed ? 2 : 0)] ??
    madeSet(pung ? 'pung' : 'chow', asKind(tile), concealed, false)
  );
}

export function sevenPairsArrangement(counts: ArrayLike<number>): Arrangement {
  const pairs: TileKind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    for (let n = 0; n < (counts[k] ?? 0); n += 2) pairs.push(asKind(k));
  }
  return { form: 'sevenPairs', pairs };
}

export function thirteenTerminalsArrangement(counts: ArrayLike<number>): Arrangement {
  const tiles: TileKind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++)
    for (let n = 0; n < (counts[k] ?? 0); n++) tiles.push(asKind(k));
  return { form: 'thirteenTerminals', tiles };
}

/** The concealed tiles with the winning tile, per kind, for `arrangements` (never re-entered). */
const held = new Uint8Array(PLAYING_KINDS);

export function arrangements(hand: WinningHand): Arrangement[] {
  held.fill(0);
  for (const t of hand.concealed) held[t] = (held[t] ?? 0) + 1;
  held[hand.winningTile] = (held[hand.winningTile] ?? 0) + 1;
  return arrangementsOf(hand, held);
}

/** The arrangement list being built by `collector` (never re-entered). */
let collected: Arrangement[] = [];
let collectedHand: WinningHand | null = null;
let collectedDeclared: readonly ArrangedSet[] = [];

const collector: ArrangementVisitor = {
  regular(d, winningTileIn) {
    if (collectedHand === null)
      throw new InvariantError('arrangements are collected only inside arrangementsOf');
    collected.push(regularArrangement(collectedHand, collectedDeclared, d, winningTileIn));
  },
  sevenPairs(counts) {
    collected.push(sevenPairsArrangement(counts));
  },
  thirteenTerminals(counts) {
    collected.push(thirteenTerminalsArrangement(counts));
  },
};

/** `arrangements` of a hand whose concealed tiles with the winning tile are already counted. */
export function arrangementsOf(hand: WinningHand, counts: Uint8Array): Arrangement[] {
  const result: Arrangement[] = [];
  collected = result;
  collectedHand = hand;
  collectedDeclared = declaredSets(hand);
  try {
    walkArrangements(hand, counts, collector);
  } finally {
    collected = [];
    collectedHand = null;
    collectedDeclared = [];
  }
  return result;
}
