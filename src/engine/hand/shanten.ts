/**
 * Shanten: how many tiles a hand is from ready (0 = ready, -1 = complete), for the regular form,
 * Seven Pairs and Thirteen Terminals (zung-jung.md §8.1).
 *
 * Definition, exact: the fewest tiles the hand lacks from any legal complete hand, minus one. A
 * complete hand is legal when it holds no fifth copy of a kind, counting the copies already in the
 * player's declared sets. (A hand whose only "wait" is a fifth copy is therefore not ready.)
 *
 * Method for the regular form (after tomohxx's "shanten number" algorithm): tile groups (three suits
 * and the honours) do not interact, so for each group we need the distance vector
 * d[m][p] = fewest tiles missing to hold m sets and p pairs inside that group, and the hand's
 * distance is the best way to share 4 − melds sets and one pair between the four groups. Distance
 * vectors depend only on the group's counts (and on copies locked in melds), so they are computed
 * once by a small dynamic programme over ranks and memoised in flat tables indexed by the counts
 * written in base 5. A call is then a few table reads and a min-plus combination.
 */
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, TERMINAL_OR_HONOUR_KINDS, asKind } from '../tiles';

// A local copy: read in hot loops, where an imported binding may cost a getter call (tsx's transform).
const KINDS = PLAYING_KINDS;
const VECTOR = 10; // index m * 2 + p, m = 0..4 sets, p = 0..1 pair
const NOT_COMPUTED = 255;
const UNREACHABLE = 99;
const SUIT_KEYS = 5 ** 9;
const HONOUR_KEYS = 5 ** 7;

let suitTable: Uint8Array | undefined;
let honourTable: Uint8Array | undefined;
/** Vectors of groups that have copies locked in declared sets, keyed by counts and locks. */
const lockedVectors = new Map<number, Uint8Array>();
const LOCKED_CACHE_LIMIT = 200_000;

// Scratch buffers for the dynamic programme: state = (a, b, m, p) where a = chows started two ranks
// back, b = chows started one rank back (both still need tiles at this rank), m = sets, p = pair.
const STATES = 5 * 5 * 5 * 2;
const stateA = new Uint8Array(STATES);
const stateB = new Uint8Array(STATES);
const stateM = new Uint8Array(STATES);
for (let s = 0; s < STATES; s++) {
  stateM[s] = (s >> 1) % 5;
  stateB[s] = (((s >> 1) / 5) % 5) | 0;
  stateA[s] = ((s >> 1) / 25) | 0;
}
let costFrom = new Uint8Array(STATES).fill(UNREACHABLE);
let costTo = new Uint8Array(STATES).fill(UNREACHABLE);
let liveFrom = new Uint16Array(STATES);
let liveTo = new Uint16Array(STATES);

/**
 * Fills `out[0..9]` with the distance vector of one group. `counts[offset + i]` is the count of the
 * group's rank i; at most 4 − locked copies of it may be used (§15: four copies of each kind).
 * Only reachable states are visited, from a list, so a call costs a few thousand steps.
 */
function computeGroupVector(
  counts: ArrayLike<number>,
  offset: number,
  length: number,
  suited: boolean,
  locked: ArrayLike<number> | undefined,
  out: Uint8Array,
  outOffset: number,
): void {
  let fromCount = 1;
  liveFrom[0] = 0;
  costFrom[0] = 0;
  for (let i = 0; i < length; i++) {
    let toCount = 0;
    const held = counts[offset + i] ?? 0;
    const limit = 4 - (locked === undefined ? 0 : (locked[offset + i] ?? 0));
    const canStartChow = suited && i <= length - 3;
    for (let n = 0; n < fromCount; n++) {
      const s = liveFrom[n] ?? 0;
      const cost = costFrom[s] ?? UNREACHABLE;
      costFrom[s] = UNREACHABLE; // leave the buffer clean for the next rank
      const p = s & 1;
      const m = stateM[s] ?? 0;
      const b = stateB[s] ?? 0;
      const pending = (stateA[s] ?? 0) + b;
      const maxChows = canStartChow ? 4 - m : 0;
      for (let c = 0; c <= maxChows; c++) {
        for (let u = 0; u <= 1 && m + c + u <= 4; u++) {
          for (let q = 0; q <= 1 - p; q++) {
            const need = pending + c + 3 * u + 2 * q;
            if (need > limit) continue;
            const next = cost + (need > held ? need - held : 0);
            const t = (((b * 5 + c) * 5 + (m + c + u)) << 1) | (p + q);
            const old = costTo[t] ?? UNREACHABLE;
            if (old === UNREACHABLE) liveTo[toCount++] = t;
            if (next < old) costTo[t] = next;
          }
        }
      }
    }
    const swapCost = costFrom;
    costFrom = costTo;
    costTo = swapCost;
    const swapLive = liveFrom;
    liveFrom = liveTo;
    liveTo = swapLive;
    fromCount = toCount;
  }
  // Final states have no unfinished chow (a = b = 0), so their index is m * 2 + p.
  for (let v = 0; v < VECTOR; v++) out[outOffset + v] = costFrom[v] ?? UNREACHABLE;
  for (let n = 0; n < fromCount; n++) costFrom[liveFrom[n] ?? 0] = UNREACHABLE;
}

function groupKey(counts: ArrayLike<number>, offset: number, length: number): number {
  let key = 0;
  for (let i = length - 1; i >= 0; i--) {
    const c = counts[offset + i] ?? 0;
    if (c > 4 || c < 0) throw new RangeError(`a hand cannot hold ${c} copies of a kind`);
    key = key * 5 + c;
  }
  return key;
}

function lockedKey(locked: ArrayLike<number> | undefined, offset: number, length: number): number {
  if (locked === undefined) return 0;
  let key = 0;
  for (let i = length - 1; i >= 0; i--) key = key * 5 + (locked[offset + i] ?? 0);
  return key;
}

/**
 * Looks up (computing on first use) the group's distance vector. To keep the hot path free of
 * allocation it returns the vector's offset and leaves the array holding it in `vectorTable`.
 */
let vectorTable: Uint8Array = new Uint8Array(VECTOR);

function groupVector(
  counts: ArrayLike<number>,
  offset: number,
  length: number,
  suited: boolean,
  locked: ArrayLike<number> | undefined,
): number {
  const key = groupKey(counts, offset, length);
  const lock = lockedKey(locked, offset, length);
  if (lock !== 0) {
    const mapKey = (key + lock * SUIT_KEYS) * 2 + (suited ? 1 : 0);
    let vector = lockedVectors.get(mapKey);
    if (vector === undefined) {
      vector = new Uint8Array(VECTOR);
      computeGroupVector(counts, offset, length, suited, locked, vector, 0);
      // Bounded: a long simulation meets millions of (hand, declared sets) combinations.
      if (lockedVectors.size >= LOCKED_CACHE_LIMIT) lockedVectors.clear();
      lockedVectors.set(mapKey, vector);
    }
    vectorTable = vector;
    return 0;
  }
  const table = suited
    ? (suitTable ??= new Uint8Array(SUIT_KEYS * VECTOR).fill(NOT_COMPUTED))
    : (honourTable ??= new Uint8Array(HONOUR_KEYS * VECTOR).fill(NOT_COMPUTED));
  const base = key * VECTOR;
  if (table[base] === NOT_COMPUTED) {
    computeGroupVector(counts, offset, length, suited, undefined, table, base);
  }
  vectorTable = table;
  return base;
}

/** out = min-plus combination of x and y for up to `need` sets and at most one pair. */
function combine(
  x: Uint8Array,
  xo: number,
  y: Uint8Array,
  yo: number,
  need: number,
  out: Uint8Array,
): void {
  for (let m = 0; m <= need; m++) {
    let best0 = UNREACHABLE;
    let best1 = UNREACHABLE;
    for (let i = 0; i <= m; i++) {
      const xi = xo + (i << 1);
      const yj = yo + ((m - i) << 1);
      const x0 = x[xi] ?? UNREACHABLE;
      const y0 = y[yj] ?? UNREACHABLE;
      const s00 = x0 + y0;
      if (s00 < best0) best0 = s00;
      const s10 = (x[xi + 1] ?? UNREACHABLE) + y0;
      if (s10 < best1) best1 = s10;
      const s01 = x0 + (y[yj + 1] ?? UNREACHABLE);
      if (s01 < best1) best1 = s01;
    }
    out[m << 1] = best0;
    out[(m << 1) + 1] = best1;
  }
}

const twoSuits = new Uint8Array(VECTOR);
const threeSuits = new Uint8Array(VECTOR);

/**
 * Regular-form shanten of the concealed tiles, given how many sets are already declared.
 * `locked[k]` (optional) is the number of copies of kind k inside the player's declared sets.
 */
export function regularShanten(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): number {
  const need = 4 - meldCount;
  if (need < 0 || !Number.isInteger(need)) throw new RangeError(`invalid meld count ${meldCount}`);
  const o1 = groupVector(counts, 0, 9, true, locked);
  const t1 = vectorTable;
  const o2 = groupVector(counts, 9, 9, true, locked);
  combine(t1, o1, vectorTable, o2, need, twoSuits);
  const o3 = groupVector(counts, 18, 9, true, locked);
  combine(twoSuits, 0, vectorTable, o3, need, threeSuits);
  const oh = groupVector(counts, 27, 7, false, locked);
  const honours = vectorTable;
  let best = UNREACHABLE;
  for (let m = 0; m <= need; m++) {
    const r = oh + ((need - m) << 1);
    const pairInSuits = (threeSuits[(m << 1) + 1] ?? UNREACHABLE) + (honours[r] ?? UNREACHABLE);
    if (pairInSuits < best) best = pairInSuits;
    const pairInHonours = (threeSuits[m << 1] ?? UNREACHABLE) + (honours[r + 1] ?? UNREACHABLE);
    if (pairInHonours < best) best = pairInHonours;
  }
  return best - 1;
}

/**
 * Seven Pairs shanten (10.2): four identical concealed tiles are two pairs. Each missing pair costs
 * one tile if an unpaired tile can be matched, two if it must be built from nothing.
 * Infinity once a set is declared.
 */
export function sevenPairsShanten(counts: ArrayLike<number>, meldCount: number): number {
  if (meldCount > 0) return Infinity;
  let pairs = 0;
  let singles = 0;
  for (let k = 0; k < KINDS; k++) {
    const c = counts[k] ?? 0;
    pairs += c >> 1;
    singles += c & 1;
  }
  const missingPairs = 7 - Math.min(pairs, 7);
  return missingPairs + Math.max(0, missingPairs - singles) - 1;
}

/** Thirteen Terminals shanten: 13 − distinct terminal/honour kinds − (1 if one is doubled) (10.1). */
export function thirteenTerminalsShanten(counts: ArrayLike<number>, meldCount: number): number {
  if (meldCount > 0) return Infinity;
  let kinds = 0;
  let doubled = 0;
  for (const k of TERMINAL_OR_HONOUR_KINDS) {
    const c = counts[k] ?? 0;
    if (c > 0) kinds++;
    if (c > 1) doubled = 1;
  }
  return 13 - kinds - doubled;
}

/** Shanten over every winning form: the least of the three. */
export function shanten(
  counts: ArrayLike<number>,
  meldCount: number,
  locked?: ArrayLike<number>,
): number {
  const regular = regularShanten(counts, meldCount, locked);
  if (meldCount > 0) return regular;
  return Math.min(regular, sevenPairsShanten(counts, 0), thirteenTerminalsShanten(counts, 0));
}

/** Tile groups 0..2 are the suits (nine ranks from kind 9g), group 3 the seven honours from kind 27. */
function groupOffset(g: number): number {
  return g * 9;
}

function groupLength(g: number): number {
  return g < 3 ? 9 : 7;
}
const TOH_MASK = new Uint8Array(KINDS);
for (const k of TERMINAL_OR_HONOUR_KINDS) TOH_MASK[k] = 1;

// Scratch for improvingKinds: the four group vectors and, for each group, the other three combined.
const groupVectors = new Uint8Array(4 * VECTOR);
const complements = new Uint8Array(4 * VECTOR);
const partial = new Uint8Array(VECTOR);

function combineInto(
  x: Uint8Array,
  xo: number,
  y: Uint8Array,
  yo: number,
  need: number,
  out: Uint8Array,
  oo: number,
): void {
  combine(x, xo, y, yo, need, partial);
  for (let v = 0; v < VECTOR; v++) out[oo + v] = partial[v] ?? UNREACHABLE;
}

/** Regular shanten with group `g`'s vector replaced by `vector[offset..]`. */
function regularWithGroup(g: number, vector: Uint8Array, offset: number, need: number): number {
  const rest = g * VECTOR;
  let best = UNREACHABLE;
  for (let m = 0; m <= need; m++) {
    const r = offset + ((need - m) << 1);
    const a = (complements[rest + (m << 1) + 1] ?? UNREACHABLE) + (vector[r] ?? UNREACHABLE);
    if (a < best) best = a;
    const b = (complements[rest + (m << 1)] ?? UNREACHABLE) + (vector[r + 1] ?? UNREACHABLE);
    if (b < best) best = b;
  }
  return best - 1;
}

function sevenPairsFrom(pairs: number, singles: number): number {
  const missing = 7 - Math.min(pairs, 7);
  return missing + Math.max(0, missing - singles) - 1;
}

/**
 * Fills `groupVectors` with the four groups' vectors and `complements` with, for each group, the
 * other three combined; returns the number of sets the concealed tiles need.
 */
function loadGroups(
  counts: Uint8Array,
  meldCount: number,
  locked: ArrayLike<number> | undefined,
): number {
  const need = 4 - meldCount;
  if (need < 0 || !Number.isInteger(need)) throw new RangeError(`invalid meld count ${meldCount}`);
  for (let g = 0; g < 4; g++) {
    const at = groupVector(counts, groupOffset(g), groupLength(g), g < 3, locked);
    for (let v = 0; v < VECTOR; v++)
      groupVectors[g * VECTOR + v] = vectorTable[at + v] ?? UNREACHABLE;
  }
  for (let g = 0; g < 4; g++) {
    const a = g === 0 ? 1 : 0;
    const b = g <= 1 ? 2 : 1;
    const c = g <= 2 ? 3 : 2;
    combineInto(groupVectors, a * VECTOR, groupVectors, b * VECTOR, need, complements, g * VECTOR);
    combineInto(complements, g * VECTOR, groupVectors, c * VECTOR, need, complements, g * VECTOR);
  }
  return need;
}

/**
 * Shanten of `counts`, and every kind whose addition lowers it — the improving tiles behind live
 * acceptance. Adding a tile changes one group only, so the other three groups are combined once
 * and each of the 34 candidates costs one group lookup; Seven Pairs and Thirteen Terminals are
 * updated by counting. `counts` is modified during the call and restored.
 */
export function improvingKinds(
  counts: Uint8Array,
  meldCount: number,
  locked?: ArrayLike<number>,
): { shanten: number; kinds: TileKind[] } {
  const need = loadGroups(counts, meldCount, locked);
  const irregular = meldCount === 0;
  let pairs = 0;
  let singles = 0;
  let terminalKinds = 0;
  let doubled = 0;
  for (let k = 0; k < KINDS; k++) {
    const c = counts[k] ?? 0;
    pairs += c >> 1;
    singles += c & 1;
    if (TOH_MASK[k] === 1 && c > 0) {
      terminalKinds++;
      if (c > 1) doubled = 1;
    }
  }
  let base = regularWithGroup(0, groupVectors, 0, need);
  if (irregular)
    base = Math.min(base, sevenPairsFrom(pairs, singles), 13 - terminalKinds - doubled);
  const kinds: TileKind[] = [];
  for (let k = 0; k < KINDS; k++) {
    const held = counts[k] ?? 0;
    if (held + (locked === undefined ? 0 : (locked[k] ?? 0)) >= 4) continue;
    const g = k < 27 ? Math.floor(k / 9) : 3;
    counts[k] = held + 1;
    const at = groupVector(counts, groupOffset(g), groupLength(g), g < 3, locked);
    counts[k] = held;
    let next = regularWithGroup(g, vectorTable, at, need);
    if (irregular) {
      const odd = held & 1;
      next = Math.min(next, sevenPairsFrom(pairs + odd, singles + (odd ? -1 : 1)));
      if (TOH_MASK[k] === 1) {
        next = Math.min(
          next,
          13 - terminalKinds - (held === 0 ? 1 : 0) - (held >= 1 ? 1 : doubled),
        );
      }
    }
    if (next < base) kinds.push(asKind(k));
  }
  return { shanten: base, kinds };
}

/**
 * Shanten after each possible discard from `counts` (a hand holding one tile more than a waiting
 * hand): `out[d]` for every kind held, and the lowest of them returned. Removing a tile changes one
 * group only, so — as in improvingKinds — the other three groups are combined once and each
 * candidate costs one group lookup. Used by the discard analyser, which asks this of every hand it
 * meets. `counts` is modified during the call and restored.
 */
export function shantenAfterDiscards(
  counts: Uint8Array,
  meldCount: number,
  locked: ArrayLike<number> | undefined,
  out: Int8Array,
): number {
  const need = loadGroups(counts, meldCount, locked);
  const irregular = meldCount === 0;
  let pairs = 0;
  let singles = 0;
  let terminalKinds = 0;
  let doubledKinds = 0;
  for (let k = 0; k < KINDS; k++) {
    const c = counts[k] ?? 0;
    pairs += c >> 1;
    singles += c & 1;
    if (TOH_MASK[k] === 1 && c > 0) {
      terminalKinds++;
      if (c > 1) doubledKinds++;
    }
  }
  let lowest = UNREACHABLE;
  for (let k = 0; k < KINDS; k++) {
    const held = counts[k] ?? 0;
    if (held === 0) continue;
    const g = k < 27 ? Math.floor(k / 9) : 3;
    counts[k] = held - 1;
    const at = groupVector(counts, groupOffset(g), groupLength(g), g < 3, locked);
    counts[k] = held;
    let next = regularWithGroup(g, vectorTable, at, need);
    if (irregular) {
      const odd = held & 1;
      next = Math.min(
        next,
        odd ? sevenPairsFrom(pairs, singles - 1) : sevenPairsFrom(pairs - 1, singles + 1),
      );
      if (TOH_MASK[k] === 1) {
        const kinds = terminalKinds - (held === 1 ? 1 : 0);
        const doubled = doubledKinds - (held === 2 ? 1 : 0) > 0 ? 1 : 0;
        next = Math.min(next, 13 - kinds - doubled);
      } else {
        next = Math.min(next, 13 - terminalKinds - (doubledKinds > 0 ? 1 : 0));
      }
    }
    out[k] = next;
    if (next < lowest) lowest = next;
  }
  return lowest;
}
