/**
 * What the pattern predicates look at, worked out once so that each predicate is a few comparisons
 * (scoring runs in the bots' inner loops and in the benchmark's hundreds of thousands of hands a
 * second). The features live in one reusable object: the tiles' part is read once per hand
 * (`readTiles`), the sets' and the pair's part once per arrangement (`beginArrangement`, `addSet`,
 * `setPair`, `endArrangement`), without building any object on the way.
 */
import type { SetKind } from '../../../melds';
import type { TileKind } from '../../../tiles';
import {
  PLAYING_KINDS,
  SUITED_KINDS,
  bonusSeat,
  isDragon,
  isFlower,
  isSeason,
  isTerminal,
  isTerminalOrHonour,
  asKind,
  isWind,
  kindOf,
  windOfSeat,
} from '../../../tiles';
import type { Arrangement, HandForm, Situation, WinningHand } from '../../../scoring/types';
import { NO_SITUATION } from '../../../scoring/types';

export interface HandFeatures {
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
  /** Category 9: whether any situation flag is set. */
  readonly anySituation: boolean;

  readonly form: HandForm;
  /** Regular hands: the pair; -1 (`NO_PAIR`) for irregular hands. */
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
  /** The `Needs` bits that follow from the hand's tiles and circumstances alone. */
  readonly handHas: number;
  /** The `Needs` bits this arrangement has: what a pattern needs before its predicate is asked. */
  readonly has: number;
}

/**
 * Cheap facts about an arrangement that whole families of patterns need (a pattern declares them
 * in `needs`): the scorer asks a pattern's predicate only when the arrangement has them all, so
 * that a typical hand asks a handful of the 44 predicates. Each must follow from the predicates
 * that declare it (a test checks this on thousands of hands).
 */
export const Needs = {
  /** At most one suit: the one-suit patterns (2.1.x). */
  fewSuits: 1 << 0,
  /** A pung or kong of a dragon or of the seat wind (3.1). */
  valueHonourPung: 1 << 1,
  /** Pungs or kongs of one number in two suits at least (6.2.x). */
  similarPungs: 1 << 2,
  /** A kong (4.3.x). */
  kong: 1 << 3,
  /** Two identical chows (5.1.x). */
  repeatedChow: 1 << 4,
  /** Three chows at least (1.1, 6.1, 7.1). */
  threeChows: 1 << 5,
  /** Every set and the pair holds a terminal or an honour; always so for irregular hands (8.1.x). */
  outside: 1 << 6,
  /** A situation flag is set (9.x). */
  situation: 1 << 7,
  /** Bonus tiles are held (11.x). */
  bonusTiles: 1 << 8,
  /** No declared set but concealed kongs (1.2). */
  concealedHand: 1 << 9,
  /** Every tile a simple (1.3). */
  allSimples: 1 << 10,
  /** Four pungs or kongs (4.1). */
  fourPungs: 1 << 11,
  /** Two concealed pungs or kongs at least (4.2.x). */
  twoConcealedPungs: 1 << 12,
  /** Pungs or kongs of two dragons at least (3.2.x). */
  twoDragonPungs: 1 << 13,
  /** Pungs or kongs of two winds at least (3.3.x). */
  twoWindPungs: 1 << 14,
  /** The 13 tiles held before the win are 1112345678999 of one suit (2.2). */
  nineGates: 1 << 15,
  /** Every tile an honour (3.4). */
  allHonours: 1 << 16,
  /** Pungs or kongs on three consecutive numbers of a suit (7.2.x). */
  pungRun: 1 << 17,
  /** All four flowers or all four seasons (11.2.x). */
  fourBonusTiles: 1 << 18,
} as const;

/** The reusable object the readers below fill in. */
export type FeatureScratch = { -readonly [K in keyof HandFeatures]: HandFeatures[K] };

/**
 * The pair of an irregular hand: -1, no kind, kept in the kind-typed field as before; the kind
 * predicates of tiles.ts (`isDragon`, `isWind`, …) all answer false for it.
 */
const NO_PAIR: TileKind = asKind(-1);

const NO_HAND: WinningHand = {
  concealed: [],
  melds: [],
  winningTile: kindOf(0),
  winFrom: 'wall',
  seat: 0,
  bonusTiles: [],
  situation: NO_SITUATION,
};

export function newFeatures(): FeatureScratch {
  return {
    hand: NO_HAND,
    tileCount: 0,
    honourTiles: 0,
    terminalTiles: 0,
    simpleTiles: 0,
    suitMask: 0,
    hasExposedSet: false,
    seatWind: kindOf(0),
    nineGates: false,
    seatBonusTiles: 0,
    otherBonusTiles: 0,
    flowers: 0,
    seasons: 0,
    anySituation: false,
    form: 'regular',
    pair: NO_PAIR,
    chowCount: 0,
    chowMask: 0,
    identicalChows: 0,
    doubledChows: 0,
    pungCount: 0,
    pungMask: 0,
    dragonPungs: 0,
    windPungs: 0,
    valueHonourPungs: 0,
    pungRun: 0,
    kongs: 0,
    concealedPungs: 0,
    everyGroupTerminalOrHonour: true,
    everyGroupTerminal: true,
    handHas: 0,
    has: 0,
  };
}

const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

/**
 * 2.2 read from `held` (the concealed tiles with the winning tile): the 13 concealed tiles are
 * 1112345678999 of the winning tile's suit, so that suit holds them all with the winning tile.
 */
function isNineGates(hand: WinningHand, held: ArrayLike<number>): boolean {
  if (hand.melds.length > 0 || hand.concealed.length !== 13) return false;
  const w = hand.winningTile;
  if (w >= SUITED_KINDS) return false;
  const base = ((w / 9) | 0) * 9;
  for (const [r, copies] of NINE_GATES.entries()) {
    if ((held[base + r] ?? 0) - (base + r === w ? 1 : 0) !== copies) return false;
  }
  return true;
}

function situationFlagged(s: Situation): boolean {
  return (
    s.lastWallTile || s.lastDiscard || s.kongReplacement || s.robbingKong || s.heaven || s.earth
  );
}

/**
 * The per-hand features: the hand's tiles are the concealed ones, the winning tile and the sets'.
 * `held` counts the concealed tiles with the winning tile per kind; `anySituation`, when the
 * caller already knows it, spares reading the situation flags again.
 */
export function readTiles(
  f: FeatureScratch,
  hand: WinningHand,
  held: ArrayLike<number>,
  anySituation?: boolean,
): void {
  f.hand = hand;
  let suitMask = 0;
  let terminalTiles = 0;
  let suitedTiles = 0;
  for (let suit = 0, base = 0; suit < 3; suit++, base += 9) {
    let inSuit = 0;
    for (let k = base; k < base + 9; k++) inSuit += held[k] ?? 0;
    if (inSuit > 0) suitMask |= 1 << suit;
    suitedTiles += inSuit;
    terminalTiles += (held[base] ?? 0) + (held[base + 8] ?? 0);
  }
  let honourTiles = 0;
  for (let k = SUITED_KINDS; k < PLAYING_KINDS; k++) honourTiles += held[k] ?? 0;
  let hasExposedSet = false;
  // Indexed loops: `for…of` costs more on the several array shapes callers build hands in.
  const melds = hand.melds;
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i];
    if (m === undefined) continue; // a checked hand has no gap
    const t = m.tile;
    if (m.kind === 'chow') {
      suitMask |= 1 << ((t / 9) | 0);
      suitedTiles += 3;
      if (t % 9 === 0 || t % 9 === 6) terminalTiles++;
      hasExposedSet = true;
      continue;
    }
    const n = m.kind === 'kong' ? 4 : 3;
    if (t < SUITED_KINDS) {
      suitMask |= 1 << ((t / 9) | 0);
      suitedTiles += n;
      if (isTerminal(t)) terminalTiles += n;
    } else honourTiles += n;
    if (!(m.kind === 'kong' && m.concealed)) hasExposedSet = true;
  }
  f.suitMask = suitMask;
  f.tileCount = suitedTiles + honourTiles;
  f.honourTiles = honourTiles;
  f.terminalTiles = terminalTiles;
  f.simpleTiles = suitedTiles - terminalTiles;
  f.hasExposedSet = hasExposedSet;
  f.seatWind = windOfSeat(hand.seat);
  // Nine Gates needs one suit and no honours; most hands are ruled out without looking further.
  f.nineGates = honourTiles === 0 && (suitMask & (suitMask - 1)) === 0 && isNineGates(hand, held);
  let seatBonusTiles = 0;
  let flowers = 0;
  let seasons = 0;
  const bonus = hand.bonusTiles;
  for (let i = 0; i < bonus.length; i++) {
    const t = bonus[i];
    if (t === undefined) continue;
    if (bonusSeat(t) === hand.seat) seatBonusTiles++;
    if (isSeason(t)) seasons++;
    else if (isFlower(t)) flowers++;
  }
  f.seatBonusTiles = seatBonusTiles;
  f.otherBonusTiles = bonus.length - seatBonusTiles;
  f.flowers = flowers;
  f.seasons = seasons;
  f.anySituation = anySituation ?? situationFlagged(hand.situation);
  f.handHas = handNeeds(f);
}

/** The chows of the arrangement being read, for the identical-sequence counts (never re-entered). */
const chowTiles = new Int8Array(4);

/** Starts an arrangement: no sets, no pair. Irregular hands stop here (their defaults stand). */
export function beginArrangement(f: FeatureScratch, form: HandForm): void {
  f.form = form;
  f.pair = NO_PAIR;
  f.chowCount = 0;
  f.chowMask = 0;
  f.identicalChows = 0;
  f.doubledChows = 0;
  f.pungCount = 0;
  f.pungMask = 0;
  f.dragonPungs = 0;
  f.windPungs = 0;
  f.valueHonourPungs = 0;
  f.pungRun = 0;
  f.kongs = 0;
  f.concealedPungs = 0;
  f.everyGroupTerminalOrHonour = true;
  f.everyGroupTerminal = true;
  f.has = f.handHas | Needs.outside;
}

/** The `Needs` bits that depend only on the hand's tiles and circumstances. */
function handNeeds(f: FeatureScratch): number {
  const m = f.suitMask;
  let has = 0;
  if ((m & (m - 1)) === 0) has |= Needs.fewSuits;
  if (f.anySituation) has |= Needs.situation;
  if (f.seatBonusTiles + f.otherBonusTiles > 0) has |= Needs.bonusTiles;
  if (!f.hasExposedSet) has |= Needs.concealedHand;
  if (f.simpleTiles === f.tileCount) has |= Needs.allSimples;
  if (f.nineGates) has |= Needs.nineGates;
  if (f.honourTiles === f.tileCount) has |= Needs.allHonours;
  if (f.flowers === 4 || f.seasons === 4) has |= Needs.fourBonusTiles;
  return has;
}

/** Adds a set; `concealed` in the sense of §9.6 (only read for pungs and kongs). */
export function addSet(f: FeatureScratch, kind: SetKind, t: TileKind, concealed: boolean): void {
  if (kind === 'chow') addChow(f, t);
  else addPung(f, t, kind === 'kong', concealed);
}

/** Adds a chow starting at `t`. */
export function addChow(f: FeatureScratch, t: TileKind): void {
  let copies = 1;
  const n = f.chowCount;
  for (let j = 0; j < n; j++) if (chowTiles[j] === t) copies++;
  if (n < 4) chowTiles[n] = t;
  f.chowCount = n + 1;
  if (copies > f.identicalChows) f.identicalChows = copies;
  if (copies === 2) f.doubledChows++;
  else if (copies === 3) f.doubledChows--;
  f.chowMask |= 1 << t;
  const r = t % 9;
  if (r !== 0 && r !== 6) {
    f.everyGroupTerminalOrHonour = false;
    f.everyGroupTerminal = false;
  }
}

/** Adds a pung, or a kong when `kong`, of `t`; `concealed` in the sense of §9.6. */
export function addPung(f: FeatureScratch, t: TileKind, kong: boolean, concealed: boolean): void {
  f.pungCount++;
  if (t < SUITED_KINDS) f.pungMask |= 1 << t;
  else if (isDragon(t)) {
    f.dragonPungs++;
    f.valueHonourPungs++;
  } else if (isWind(t)) {
    f.windPungs++;
    if (t === f.seatWind) f.valueHonourPungs++;
  }
  if (kong) f.kongs++;
  if (concealed) f.concealedPungs++;
  if (!isTerminalOrHonour(t)) f.everyGroupTerminalOrHonour = false;
  if (!isTerminal(t)) f.everyGroupTerminal = false;
}

export function setPair(f: FeatureScratch, pair: TileKind): void {
  f.pair = pair;
  if (!isTerminalOrHonour(pair)) f.everyGroupTerminalOrHonour = false;
  if (!isTerminal(pair)) f.everyGroupTerminal = false;
}

/** Bits t of a suited-kind mask whose kind t + n is in the same suit. */
const FOLLOWED_BY = (n: number): number => {
  let mask = 0;
  for (let t = 0; t < SUITED_KINDS; t++) if ((t % 9) + n < 9) mask |= 1 << t;
  return mask;
};
const FOLLOWED_BY_1 = FOLLOWED_BY(1);
const FOLLOWED_BY_2 = FOLLOWED_BY(2);
const FOLLOWED_BY_3 = FOLLOWED_BY(3);

/** Longest run of set bits within one suit's nine bits; a hand has at most four pungs. */
function longestRun(m: number): number {
  if (m === 0) return 0;
  const two = m & (m >>> 1) & FOLLOWED_BY_1;
  if (two === 0) return 1;
  const three = two & (m >>> 2) & FOLLOWED_BY_2;
  if (three === 0) return 2;
  return (three & (m >>> 3) & FOLLOWED_BY_3) === 0 ? 3 : 4;
}

/** Whether a suited-kind mask holds one number in two suits at least. */
function sameNumberTwice(m: number): boolean {
  const a = m & 511;
  const b = (m >>> 9) & 511;
  const c = (m >>> 18) & 511;
  return ((a & b) | (a & c) | (b & c)) !== 0;
}

export function endArrangement(f: FeatureScratch): void {
  f.pungRun = longestRun(f.pungMask);
  let has = f.handHas;
  if (f.valueHonourPungs > 0) has |= Needs.valueHonourPung;
  if (f.dragonPungs >= 2) has |= Needs.twoDragonPungs;
  if (f.windPungs >= 2) has |= Needs.twoWindPungs;
  if (f.pungCount === 4) has |= Needs.fourPungs;
  if (f.pungRun >= 3) has |= Needs.pungRun;
  if (f.pungCount >= 2 && sameNumberTwice(f.pungMask)) has |= Needs.similarPungs;
  if (f.concealedPungs >= 2) has |= Needs.twoConcealedPungs;
  if (f.kongs > 0) has |= Needs.kong;
  if (f.identicalChows >= 2) has |= Needs.repeatedChow;
  if (f.chowCount >= 3) has |= Needs.threeChows;
  if (f.everyGroupTerminalOrHonour) has |= Needs.outside;
  f.has = has;
}

/** The features of an arrangement object (the screens' path; the value path walks scratch sets). */
export function readArrangement(f: FeatureScratch, arrangement: Arrangement): void {
  beginArrangement(f, arrangement.form);
  if (arrangement.form !== 'regular') return;
  const sets = arrangement.sets;
  for (let i = 0; i < sets.length; i++) {
    const s = sets[i];
    if (s !== undefined) addSet(f, s.kind, s.tile, s.concealed);
  }
  setPair(f, arrangement.pair);
  endArrangement(f);
}

/** Number of suits present (0..3). */
export function suitCount(f: HandFeatures): number {
  const m = f.suitMask;
  return (m & 1) + ((m >> 1) & 1) + ((m >> 2) & 1);
}
