/**
 * The pattern coach: which Zung Jung patterns (zung-jung.md §10) a hand can still reach, and how
 * many tiles from ready a hand with each would be. Each pattern is a constraint on the finished
 * hand — the kinds it may use, the sets it may contain, some sets fixed — measured by the
 * constrained distance of distance.ts against the copies this seat has not seen.
 */
import type { Meld, PatternId, Seat, TileKind } from '../../engine';
import {
  HONOUR_KIND_LIST,
  PATTERN_BY_ID,
  PLAYING_KINDS,
  PLAYING_KIND_LIST,
  TERMINAL_OR_HONOUR_KINDS,
  isHonour,
  isSimple,
  isTerminal,
  isTerminalOrHonour,
  isWind,
  meldTiles,
  suitedKind,
  windOfSeat,
} from '../../engine';
import { addCopies, countOf } from '../kindCounts';
import type { Allowance } from './distance';
import {
  openAllowance,
  regularDistance,
  sevenPairsDistance,
  thirteenTerminalsDistance,
} from './distance';
import type { PatternChance } from './types';

export interface HandState {
  /** Concealed tiles per kind (13 or 14 − 3 × melds). */
  readonly hand: ArrayLike<number>;
  readonly melds: readonly Meld[];
  /** Copies of each kind the seat has not seen (knowledge.ts). */
  readonly unseen: ArrayLike<number>;
  readonly seat: Seat;
}

type Block = { readonly kind: 'pung' | 'chow' | 'pair'; readonly tile: TileKind };

interface Spec {
  readonly id: PatternId;
  /** Kinds the finished hand may use at all (default: every kind). */
  readonly kinds?: (k: TileKind) => boolean;
  readonly noChows?: boolean;
  readonly noPungs?: boolean;
  /** Where a pung or pair may be (default anywhere) and where a chow may start. */
  readonly pungAt?: (k: TileKind) => boolean;
  readonly chowAt?: (k: TileKind) => boolean;
  /** The hand's pair may not be one of these (3.3.2: not a wind). */
  readonly pairNot?: (k: TileKind) => boolean;
  readonly meldOk?: (m: Meld) => boolean;
  readonly blocks?: readonly Block[];
  /** Also reachable as Seven Pairs (§9.8 lists which patterns may add to 10.2). */
  readonly sevenPairs?: boolean;
  /** Only as a regular hand (default true). */
  readonly regular?: boolean;
  readonly suit?: number;
  readonly tile?: TileKind;
}

/** Live limits: copies in hand plus copies unseen — what the finished hand could hold. */
function liveLimits(state: HandState): Uint8Array {
  const limit = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++)
    limit[k] = Math.min(4, countOf(state.hand, k) + countOf(state.unseen, k));
  return limit;
}

function allowanceFor(spec: Spec, limit: ArrayLike<number>): Allowance {
  const allow = openAllowance(limit);
  for (const k of PLAYING_KIND_LIST) {
    if (spec.kinds && !spec.kinds(k)) allow.limit[k] = 0;
    if (spec.noPungs || (spec.pungAt && !spec.pungAt(k))) allow.pung[k] = 0;
    if (spec.pungAt && !spec.pungAt(k)) allow.pair[k] = 0;
    if (spec.pairNot && spec.pairNot(k)) allow.pair[k] = 0;
    if (spec.noChows || (spec.chowAt && !spec.chowAt(k))) allow.chow[k] = 0;
  }
  return allow;
}

/** Tiles away from ready for a hand with the pattern; Infinity when it cannot be made any more. */
export function patternShanten(state: HandState, spec: Spec, limit = liveLimits(state)): number {
  const { melds } = state;
  if (spec.meldOk && !melds.every(spec.meldOk)) return Infinity;
  const work = Int8Array.from({ length: PLAYING_KINDS }, (_, k) => countOf(state.hand, k));
  const lim = Uint8Array.from(limit);
  const used = new Set<number>();
  let cost = 0;
  let setsFromHand = 0;
  for (const block of spec.blocks ?? []) {
    if (block.kind !== 'pair') {
      const meld = melds.findIndex(
        (m, i) =>
          !used.has(i) &&
          m.tile === block.tile &&
          (block.kind === 'chow' ? m.kind === 'chow' : m.kind !== 'chow'),
      );
      if (meld >= 0) {
        used.add(meld);
        continue;
      }
      setsFromHand++;
    }
    const tiles =
      block.kind === 'chow'
        ? [block.tile, block.tile + 1, block.tile + 2]
        : block.kind === 'pung'
          ? [block.tile, block.tile, block.tile]
          : [block.tile, block.tile];
    for (const t of tiles) {
      const left = countOf(lim, t);
      if (left < 1) return Infinity;
      lim[t] = left - 1;
      const have = countOf(work, t);
      if (have > 0) work[t] = have - 1;
      else cost++;
    }
  }
  const sets = 4 - melds.length - setsFromHand;
  const pair = !(spec.blocks ?? []).some((b) => b.kind === 'pair');
  let best = Infinity;
  if (spec.regular !== false && sets >= 0) {
    best = cost + regularDistance(work, allowanceFor(spec, lim), sets, pair);
  }
  if (spec.sevenPairs && melds.length === 0 && (spec.blocks ?? []).length === 0) {
    best = Math.min(best, sevenPairsDistance(state.hand, allowanceFor(spec, lim)));
  }
  return best - 1;
}

/** Shanten of the hand with nothing required (§8.1 forms), on live copies. */
export function liveShanten(state: HandState): number {
  const limit = liveLimits(state);
  const regular = patternShanten(state, { id: '' }, limit);
  if (state.melds.length > 0) return regular;
  const allow = openAllowance(limit);
  return Math.min(
    regular,
    sevenPairsDistance(state.hand, allow) - 1,
    thirteenTerminalsDistance(state.hand, limit, TERMINAL_OR_HONOUR_KINDS) - 1,
  );
}

const suitOfKind = (k: TileKind) => (k < 27 ? Math.floor(k / 9) : -1);
const inSuitOrHonour = (s: number) => (k: TileKind) => suitOfKind(k) === s || isHonour(k);
const inSuit = (s: number) => (k: TileKind) => suitOfKind(k) === s;
const meldWithin = (ok: (k: TileKind) => boolean) => (m: Meld) => meldTiles(m).every(ok);
const pung = (tile: TileKind): Block => ({ kind: 'pung', tile });
const chow = (tile: TileKind): Block => ({ kind: 'chow', tile });
const pair = (tile: TileKind): Block => ({ kind: 'pair', tile });
const WINDS: readonly TileKind[] = HONOUR_KIND_LIST.slice(0, 4);
const DRAGONS: readonly TileKind[] = HONOUR_KIND_LIST.slice(4);

function choose<T>(items: readonly T[], n: number): T[][] {
  if (n === 0) return [[]];
  return items.flatMap((x, i) => choose(items.slice(i + 1), n - 1).map((rest) => [x, ...rest]));
}

/** Every pattern worth checking for this hand, as constraints (ids and values of §10). */
function specs(state: HandState): Spec[] {
  const all = Uint8Array.from({ length: PLAYING_KINDS }, (_, k) => countOf(state.hand, k));
  for (const m of state.melds) for (const t of meldTiles(m)) addCopies(all, t, 1);
  const held = (kinds: readonly TileKind[]) => kinds.reduce((s, k) => s + countOf(all, k), 0);
  const out: Spec[] = [];
  const exposed = state.melds.some((m) => !m.concealed);
  // 1.1 All Sequences, 1.2 Concealed Hand, 1.3 No Terminals.
  out.push({ id: '1.1', noPungs: true, meldOk: (m) => m.kind === 'chow' });
  if (!exposed) out.push({ id: '1.2', meldOk: (m) => m.concealed });
  out.push({ id: '1.3', kinds: isSimple, meldOk: meldWithin(isSimple), sevenPairs: true });
  // 2.1.1 Mixed One-Suit and 2.1.2 Pure One-Suit, in each suit.
  for (let s = 0; s < 3; s++) {
    const id = (k: TileKind) => inSuitOrHonour(s)(k);
    out.push({ id: '2.1.1', kinds: id, meldOk: meldWithin(id), sevenPairs: true, suit: s });
    out.push({
      id: '2.1.2',
      kinds: inSuit(s),
      meldOk: meldWithin(inSuit(s)),
      sevenPairs: true,
      suit: s,
    });
  }
  // 3.1 Value Honor: a pung of a dragon or of the seat wind, once a pair of it is held.
  for (const k of [...DRAGONS, windOfSeat(state.seat)]) {
    if (countOf(all, k) >= 2) out.push({ id: '3.1', blocks: [pung(k)], tile: k });
  }
  // 3.2 Dragons, 3.3 Winds: only when enough of them are held to be worth measuring.
  if (held(DRAGONS) >= 5) {
    for (const p of DRAGONS) {
      const others = DRAGONS.filter((d) => d !== p);
      out.push({ id: '3.2.1', blocks: [...others.map(pung), pair(p)] });
    }
    out.push({ id: '3.2.2', blocks: DRAGONS.map(pung) });
  }
  if (held(WINDS) >= 6) {
    for (const p of WINDS) {
      const others = WINDS.filter((w) => w !== p);
      for (const two of choose(others, 2))
        out.push({ id: '3.3.1', blocks: [...two.map(pung), pair(p)] });
      out.push({ id: '3.3.3', blocks: [...others.map(pung), pair(p)] });
    }
    for (const three of choose(WINDS, 3))
      out.push({ id: '3.3.2', blocks: three.map(pung), pairNot: isWind });
    out.push({ id: '3.3.4', blocks: WINDS.map(pung) });
  }
  // 3.4 All Honors.
  out.push({ id: '3.4', kinds: isHonour, meldOk: meldWithin(isHonour), sevenPairs: true });
  // 4.1 All Triplets.
  out.push({ id: '4.1', noChows: true, meldOk: (m) => m.kind !== 'chow' });
  // 5.1 Identical sequences, 6.1 Three Similar Sequences, 7.1 Nine-Tile Straight: where the hand
  // already holds most of the tiles.
  for (let s = 0; s < 3; s++) {
    for (let r = 0; r <= 6; r++) {
      const k = suitedKind(s, r + 1);
      const run = [k, suitedKind(s, r + 2), suitedKind(s, r + 3)];
      const twice = run.reduce((n, t) => n + Math.min(countOf(all, t), 2), 0);
      if (twice >= 4) out.push({ id: '5.1.1', blocks: [chow(k), chow(k)], suit: s });
      const thrice = run.reduce((n, t) => n + Math.min(countOf(all, t), 3), 0);
      if (thrice >= 7) out.push({ id: '5.1.3', blocks: [chow(k), chow(k), chow(k)], suit: s });
    }
    const ranks = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((r) => countOf(all, s * 9 + r) > 0).length;
    if (ranks >= 6)
      out.push({ id: '7.1', blocks: [1, 4, 7].map((rank) => chow(suitedKind(s, rank))), suit: s });
  }
  for (let r = 0; r <= 6; r++) {
    const tiles = [0, 9, 18].flatMap((o) => [o + r, o + r + 1, o + r + 2]);
    if (tiles.filter((t) => countOf(all, t) > 0).length >= 6)
      out.push({ id: '6.1', blocks: [0, 1, 2].map((suit) => chow(suitedKind(suit, r + 1))) });
  }
  // 6.2 Similar triplets, 7.2.1 Three Consecutive Triplets: where pairs or pungs are held.
  for (let r = 0; r <= 8; r++) {
    const kinds = [0, 1, 2].map((suit) => suitedKind(suit, r + 1));
    if (kinds.filter((k) => countOf(all, k) >= 2).length >= 2) {
      out.push({ id: '6.2.2', blocks: kinds.map(pung) });
      for (const p of kinds)
        out.push({ id: '6.2.1', blocks: [...kinds.filter((k) => k !== p).map(pung), pair(p)] });
    }
  }
  for (let s = 0; s < 3; s++) {
    for (let r = 0; r <= 6; r++) {
      const kinds = [r, r + 1, r + 2].map((q) => suitedKind(s, q + 1));
      if (kinds.filter((k) => countOf(all, k) >= 2).length >= 2)
        out.push({ id: '7.2.1', blocks: kinds.map(pung), suit: s });
    }
  }
  // 8.1 Terminals: every set and the pair with a terminal or honour.
  const outsideChow = (k: TileKind) => k < 27 && (k % 9 === 0 || k % 9 === 6);
  const outsideMeld = (ok: (k: TileKind) => boolean) => (m: Meld) =>
    m.kind === 'chow' ? outsideChow(m.tile) : ok(m.tile);
  out.push({
    id: '8.1.1',
    pungAt: isTerminalOrHonour,
    chowAt: outsideChow,
    meldOk: outsideMeld(isTerminalOrHonour),
  });
  out.push({
    id: '8.1.2',
    kinds: (k) => !isHonour(k),
    pungAt: isTerminal,
    chowAt: outsideChow,
    meldOk: outsideMeld(isTerminal),
  });
  out.push({
    id: '8.1.3',
    kinds: isTerminalOrHonour,
    meldOk: meldWithin(isTerminalOrHonour),
    sevenPairs: true,
  });
  out.push({ id: '8.1.4', kinds: isTerminal, meldOk: meldWithin(isTerminal), sevenPairs: true });
  // 10.2 Seven Pairs (10.1 is measured on its own below).
  out.push({ id: '10.2', regular: false, sevenPairs: true });
  return out;
}

function chance(id: PatternId, shanten: number, best: number, spec?: Spec): PatternChance {
  return {
    id,
    points: PATTERN_BY_ID.get(id)?.points ?? 0,
    shanten,
    onTrack: shanten <= best,
    suit: spec?.suit ?? null,
    tile: spec?.tile ?? null,
  };
}

/** Patterns a hand this close could still reasonably aim for: at most two tiles' detour. */
const DETOUR = 2;
const FAR = 4;
/** Patterns worth only 5 points are mentioned only when they cost nothing. */
const SMALL = 5;

/**
 * Whether a pattern that limits the kinds of the hand (one suit, simples, honours, terminals) can
 * use tiles of `kind`; null for patterns that do not limit kinds.
 */
export function patternUses(c: PatternChance, kind: TileKind): boolean | null {
  const s = c.suit ?? -1;
  switch (c.id) {
    case '2.1.1':
      return inSuitOrHonour(s)(kind);
    case '2.1.2':
      return inSuit(s)(kind);
    case '1.3':
      return isSimple(kind);
    case '3.4':
      return isHonour(kind);
    case '8.1.3':
      return isTerminalOrHonour(kind);
    case '8.1.4':
      return isTerminal(kind);
    default:
      return null;
  }
}

/**
 * Every pattern measured on this hand, unfiltered: the best (closest) reading of each series
 * member, 3.1 per tile. Infinity marks a pattern that can no longer be made.
 */
export function patternTable(state: HandState): PatternChance[] {
  const limit = liveLimits(state);
  const best = liveShanten(state);
  const found = new Map<string, PatternChance>();
  const consider = (c: PatternChance) => {
    if (!Number.isFinite(c.shanten)) return;
    const key = c.id === '3.1' ? `3.1/${String(c.tile)}` : c.id;
    const old = found.get(key);
    if (old === undefined || c.shanten < old.shanten) found.set(key, c);
  };
  for (const spec of specs(state))
    consider(chance(spec.id, patternShanten(state, spec, limit), best, spec));
  if (state.melds.length === 0) {
    const t13 = thirteenTerminalsDistance(state.hand, limit, TERMINAL_OR_HONOUR_KINDS) - 1;
    consider(chance('10.1', t13, best));
  }
  return [...found.values()];
}

/**
 * The patterns within reach of this hand, most useful first: on-track ones, then by value. A
 * pattern of one series appears once (its best suit), except 3.1 which counts per set (§9.3); a
 * higher pattern of the same series that is as close hides the lower one.
 */
export function patternsInReach(state: HandState): PatternChance[] {
  const table = patternTable(state);
  const best = liveShanten(state);
  const reach = table.filter(
    (c) =>
      c.shanten <= Math.max(best + DETOUR, 0) &&
      c.shanten <= FAR &&
      (c.points > SMALL || c.onTrack),
  );
  const dominated = (c: PatternChance) =>
    reach.some(
      (o) =>
        o.id !== c.id &&
        PATTERN_BY_ID.get(o.id)?.series === PATTERN_BY_ID.get(c.id)?.series &&
        o.points > c.points &&
        o.shanten <= c.shanten,
    );
  return reach
    .filter((c) => !dominated(c))
    .sort(
      (a, b) =>
        Number(b.onTrack) - Number(a.onTrack) || b.points - a.points || a.shanten - b.shanten,
    );
}
