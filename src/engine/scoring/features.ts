/**
 * What the pattern predicates look at, computed once so that each predicate is a few comparisons
 * (scoring runs in the bots' inner loops and in the benchmark's hundreds of thousands of hands a
 * second). The tiles are the same in every arrangement of a hand, so what depends only on them is
 * computed once per hand (`TileFeatures`); the sets and the pair once per arrangement.
 */
import type { TileKind } from '../tiles';
import {
  SUITED_KINDS,
  bonusSeat,
  isDragon,
  isHonour,
  isFlower,
  isSeason,
  isSimple,
  isTerminal,
  isTerminalOrHonour,
  isWind,
  suitOf,
  windOfSeat,
} from '../tiles';
import type { Arrangement, ArrangedSet, HandForm, WinningHand } from './types';

/** Properties of the winner's tiles, the same whichever arrangement reads them. */
export interface TileFeatures {
  readonly hand: WinningHand;
  /** Tiles in the hand, a kong four. */
  readonly tileCount: number;
  readonly honourTiles: number;
  readonly terminalTiles: number;
  readonly simpleTiles: number;
  /** Bit s set when the hand holds a tile of suit s. */
  readonly suitMask: number;
  /** True when a declared set is anything but a concealed kong (1.2). */
  readonly hasExposedSet: boolean;
  readonly seatWind: TileKind;
  /** 2.2: the 13 tiles held before the win are 1112345678999 of one suit, with no melds. */
  readonly nineGates: boolean;
  /** Category 11: bonus tiles of the winner's seat number, of other numbers, flowers, seasons. */
  readonly seatBonusTiles: number;
  readonly otherBonusTiles: number;
  readonly flowers: number;
  readonly seasons: number;
}

export interface HandFeatures extends TileFeatures {
  readonly form: HandForm;
  /** Regular hands: the four sets (declared first). Empty for irregular hands. */
  readonly sets: readonly ArrangedSet[];
  /** Regular hands: the pair; -1 for irregular hands. */
  readonly pair: TileKind;
  /** Number of chows. */
  readonly chowCount: number;
  /** Bit t set when a chow starts at suited kind t. */
  readonly chowMask: number;
  /** How many copies of the most repeated chow; how many distinct chows appear exactly twice. */
  readonly identicalChows: number;
  readonly doubledChows: number;
  /** Number of pungs and kongs. */
  readonly pungCount: number;
  /** Bit t set when a pung or kong of suited kind t is held. */
  readonly pungMask: number;
  readonly dragonPungs: number;
  readonly windPungs: number;
  /** Pungs and kongs of a dragon or of the seat wind (3.1). */
  readonly valueHonourPungs: number;
  /** Longest run of pungs/kongs on consecutive numbers of one suit (7.2.x). */
  readonly pungRun: number;
  readonly kongs: number;
  /** Pungs and kongs concealed in the sense of §9.6. */
  readonly concealedPungs: number;
  /** Every set and the pair holds a terminal or an honour; a chow only at its ends (8.1.1). */
  readonly everyGroupTerminalOrHonour: boolean;
  /** Every set and the pair holds a terminal; a chow only at its ends (8.1.2). */
  readonly everyGroupTerminal: boolean;
}

const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

function isNineGates(hand: WinningHand): boolean {
  const { concealed, melds } = hand;
  if (melds.length > 0 || concealed.length !== 13) return false;
  const base = Math.floor(concealed[0]! / 9) * 9;
  if (base >= SUITED_KINDS) return false;
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const t of concealed) {
    if (t < base || t >= base + 9) return false;
    counts[t - base]!++;
  }
  for (let r = 0; r < 9; r++) if (counts[r] !== NINE_GATES[r]) return false;
  return true;
}

/** The per-hand features: the hand's tiles are the concealed ones, the winning tile and the sets'. */
export function tileFeatures(hand: WinningHand): TileFeatures {
  const tally = { tileCount: 0, honourTiles: 0, terminalTiles: 0, simpleTiles: 0, suitMask: 0 };
  for (const t of hand.concealed) addTiles(tally, t, 1);
  addTiles(tally, hand.winningTile, 1);
  for (const m of hand.melds) {
    if (m.kind === 'chow') {
      for (let i = 0; i < 3; i++) addTiles(tally, m.tile + i, 1);
    } else addTiles(tally, m.tile, m.kind === 'kong' ? 4 : 3);
  }
  const { tileCount, honourTiles, terminalTiles, simpleTiles, suitMask } = tally;
  let hasExposedSet = false;
  for (const m of hand.melds) if (!(m.kind === 'kong' && m.concealed)) hasExposedSet = true;
  let seatBonusTiles = 0;
  let seasons = 0;
  for (const t of hand.bonusTiles) {
    if (bonusSeat(t) === hand.seat) seatBonusTiles++;
    if (isSeason(t)) seasons++;
  }
  let flowers = 0;
  for (const t of hand.bonusTiles) if (isFlower(t)) flowers++;
  return {
    hand,
    tileCount,
    honourTiles,
    terminalTiles,
    simpleTiles,
    suitMask,
    hasExposedSet,
    seatWind: windOfSeat(hand.seat),
    nineGates: isNineGates(hand),
    seatBonusTiles,
    otherBonusTiles: hand.bonusTiles.length - seatBonusTiles,
    flowers,
    seasons,
  };
}

interface Tally {
  tileCount: number;
  honourTiles: number;
  terminalTiles: number;
  simpleTiles: number;
  suitMask: number;
}

function addTiles(tally: Tally, kind: TileKind, n: number): void {
  tally.tileCount += n;
  if (isHonour(kind)) tally.honourTiles += n;
  else {
    tally.suitMask |= 1 << suitOf(kind);
    if (isTerminal(kind)) tally.terminalTiles += n;
    else if (isSimple(kind)) tally.simpleTiles += n;
  }
}

const NO_SETS: readonly ArrangedSet[] = [];

/** The features of one arrangement of the hand whose tiles `tiles` describes. */
export function handFeatures(tiles: TileFeatures, arrangement: Arrangement): HandFeatures {
  let chowCount = 0;
  let chowMask = 0;
  let identicalChows = 0;
  let doubledChows = 0;
  let pungCount = 0;
  let pungMask = 0;
  let dragonPungs = 0;
  let windPungs = 0;
  let valueHonourPungs = 0;
  let kongs = 0;
  let concealedPungs = 0;
  let terminalOrHonourGroups = true;
  let terminalGroups = true;
  let sets = NO_SETS;
  let pair: TileKind = -1;
  if (arrangement.form === 'regular') {
    sets = arrangement.sets;
    pair = arrangement.pair;
    terminalOrHonourGroups = isTerminalOrHonour(pair);
    terminalGroups = isTerminal(pair);
    const seatWind = tiles.seatWind;
    for (let i = 0; i < sets.length; i++) {
      const set = sets[i]!;
      const t = set.tile;
      if (set.kind === 'chow') {
        chowCount++;
        let copies = 1;
        for (let j = 0; j < i; j++) if (sets[j]!.kind === 'chow' && sets[j]!.tile === t) copies++;
        if (copies > identicalChows) identicalChows = copies;
        if (copies === 2) doubledChows++;
        else if (copies === 3) doubledChows--;
        chowMask |= 1 << t;
        const r = t % 9;
        if (r !== 0 && r !== 6) {
          terminalOrHonourGroups = false;
          terminalGroups = false;
        }
      } else {
        pungCount++;
        if (t < SUITED_KINDS) pungMask |= 1 << t;
        else if (isDragon(t)) {
          dragonPungs++;
          valueHonourPungs++;
        } else if (isWind(t)) {
          windPungs++;
          if (t === seatWind) valueHonourPungs++;
        }
        if (set.kind === 'kong') kongs++;
        if (set.concealed) concealedPungs++;
        if (!isTerminalOrHonour(t)) terminalOrHonourGroups = false;
        if (!isTerminal(t)) terminalGroups = false;
      }
    }
  }
  return {
    hand: tiles.hand,
    tileCount: tiles.tileCount,
    honourTiles: tiles.honourTiles,
    terminalTiles: tiles.terminalTiles,
    simpleTiles: tiles.simpleTiles,
    suitMask: tiles.suitMask,
    hasExposedSet: tiles.hasExposedSet,
    seatWind: tiles.seatWind,
    nineGates: tiles.nineGates,
    seatBonusTiles: tiles.seatBonusTiles,
    otherBonusTiles: tiles.otherBonusTiles,
    flowers: tiles.flowers,
    seasons: tiles.seasons,
    form: arrangement.form,
    sets,
    pair,
    chowCount,
    chowMask,
    identicalChows,
    doubledChows,
    pungCount,
    pungMask,
    dragonPungs,
    windPungs,
    valueHonourPungs,
    pungRun: longestRun(pungMask),
    kongs,
    concealedPungs,
    everyGroupTerminalOrHonour: terminalOrHonourGroups,
    everyGroupTerminal: terminalGroups,
  };
}

/** Longest run of set bits that stays within one suit's nine bits. */
function longestRun(mask: number): number {
  let best = 0;
  for (let base = 0; base < SUITED_KINDS; base += 9) {
    let run = 0;
    for (let r = 0; r < 9; r++) {
      if (mask & (1 << (base + r))) {
        run++;
        if (run > best) best = run;
      } else run = 0;
    }
  }
  return best;
}

/** Number of suits present (0..3). */
export function suitCount(f: TileFeatures): number {
  const m = f.suitMask;
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);
}
