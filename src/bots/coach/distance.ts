/**
 * How far a hand is from a winning hand of a given shape: the fewest tiles it still needs, when
 * only some sets may be used (only chows, only pungs, only certain kinds) and some sets are fixed.
 * This is shanten (engine/hand/shanten.ts) with constraints, and the pattern coach's measuring
 * stick: "Mixed One-Suit is 3 tiles away" is the distance to a regular hand or Seven Pairs (§8.1)
 * made only of one suit and honours.
 *
 * Method: the same per-group dynamic programme as the engine's shanten — tile groups (three suits,
 * honours) do not interact, so each group gets a vector d[m][p] = fewest tiles missing to hold m
 * sets and p pairs inside it, and the groups are combined min-plus. Here each kind carries its own
 * limits: how many copies the finished hand may use (what is still unseen, §1.1 four copies), and
 * whether a pung, a pair or a chow starting at it is allowed.
 */
import { PLAYING_KINDS } from '../../engine';

const INF = 99;
const SETS = 5;
const VECTOR = SETS * 2; // index m * 2 + p

/** What a finished hand may be made of, per kind. */
export interface Allowance {
  /** Copies of each kind the finished concealed part may use (0..4). */
  readonly limit: Uint8Array;
  readonly pung: Uint8Array;
  readonly pair: Uint8Array;
  /** A chow may start at this kind (suited, rank 1..7). */
  readonly chow: Uint8Array;
}

/** Everything allowed, each kind limited to `limit` copies. */
export function openAllowance(limit: ArrayLike<number>): Allowance {
  const chow = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < 27; k++) if (k % 9 <= 6) chow[k] = 1;
  return {
    limit: Uint8Array.from({ length: PLAYING_KINDS }, (_, k) => limit[k] ?? 0),
    pung: new Uint8Array(PLAYING_KINDS).fill(1),
    pair: new Uint8Array(PLAYING_KINDS).fill(1),
    chow,
  };
}

const GROUPS: readonly (readonly [number, number, boolean])[] = [
  [0, 9, true],
  [9, 9, true],
  [18, 9, true],
  [27, 7, false],
];

// State of the per-group programme: a, b = chows started two and one ranks back (still needing
// tiles at this rank), m = sets, p = pair. Index ((a * 5 + b) * 5 + m) * 2 + p.
const STATES = 5 * 5 * 5 * 2;

/** Group vectors already computed, by group, counts and allowance (bounded, like shanten's). */
const cache = new Map<string, Uint8Array>();
const CACHE_LIMIT = 50_000;

function groupVector(
  held: ArrayLike<number>,
  allow: Allowance,
  offset: number,
  length: number,
  suited: boolean,
): Uint8Array {
  let key = String(offset);
  for (let k = offset; k < offset + length; k++) {
    const shapes = (allow.pung[k] ?? 0) + 2 * (allow.pair[k] ?? 0) + 4 * (allow.chow[k] ?? 0);
    key += `${Math.min(held[k] ?? 0, 4)}${allow.limit[k]}${shapes}`;
  }
  let out = cache.get(key);
  if (out === undefined) {
    out = new Uint8Array(VECTOR);
    computeGroupVector(held, allow, offset, length, suited, out);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, out);
  }
  return out;
}

function computeGroupVector(
  held: ArrayLike<number>,
  allow: Allowance,
  offset: number,
  length: number,
  suited: boolean,
  out: Uint8Array,
): void {
  let from = new Uint8Array(STATES).fill(INF);
  let to = new Uint8Array(STATES).fill(INF);
  from[0] = 0;
  for (let i = 0; i < length; i++) {
    const k = offset + i;
    const have = held[k] ?? 0;
    const limit = allow.limit[k] ?? 0;
    const chowsHere = suited && i <= length - 3 && allow.chow[k] === 1;
    to.fill(INF);
    for (let s = 0; s < STATES; s++) {
      const cost = from[s] ?? INF;
      if (cost >= INF) continue;
      const p = s & 1;
      const m = (s >> 1) % 5;
      const b = Math.floor((s >> 1) / 5) % 5;
      const a = Math.floor((s >> 1) / 25);
      const pending = a + b;
      for (let c = 0; c <= (chowsHere ? SETS - 1 - m : 0); c++) {
        for (let u = 0; u <= (allow.pung[k] === 1 ? 1 : 0) && m + c + u <= SETS - 1; u++) {
          for (let q = 0; q <= (allow.pair[k] === 1 ? 1 - p : 0); q++) {
            const need = pending + c + 3 * u + 2 * q;
            if (need > limit) continue;
            const next = cost + (need > have ? need - have : 0);
            const t = (((b * 5 + c) * 5 + (m + c + u)) << 1) | (p + q);
            if (next < (to[t] ?? INF)) to[t] = next;
          }
        }
      }
    }
    const swap = from;
    from = to;
    to = swap;
  }
  // Final states have no unfinished chow: a = b = 0, so the index is m * 2 + p.
  for (let v = 0; v < VECTOR; v++) out[v] = from[v] ?? INF;
}

function combine(x: Uint8Array, y: Uint8Array): Uint8Array {
  const out = new Uint8Array(VECTOR).fill(INF);
  for (let mx = 0; mx < SETS; mx++)
    for (let px = 0; px <= 1; px++) {
      const cx = x[mx * 2 + px] ?? INF;
      if (cx >= INF) continue;
      for (let my = 0; my + mx < SETS; my++)
        for (let py = 0; py + px <= 1; py++) {
          const c = cx + (y[my * 2 + py] ?? INF);
          const i = (mx + my) * 2 + px + py;
          if (c < (out[i] ?? INF)) out[i] = c;
        }
    }
  return out;
}

/**
 * Fewest tiles `held` lacks to contain `sets` sets and (if `pair`) one pair of the allowed kinds;
 * Infinity when no such hand exists. Tiles held beyond the shape are simply discarded later.
 */
export function regularDistance(
  held: ArrayLike<number>,
  allow: Allowance,
  sets: number,
  pair: boolean,
): number {
  if (sets < 0 || sets > 4) return Infinity;
  let total: Uint8Array | null = null;
  for (const [offset, length, suited] of GROUPS) {
    const vector = groupVector(held, allow, offset, length, suited);
    total = total === null ? vector : combine(total, vector);
  }
  const best = total?.[sets * 2 + (pair ? 1 : 0)] ?? INF;
  return best >= INF ? Infinity : best;
}

/**
 * Fewest tiles lacking for Seven Pairs (10.2) of allowed kinds: seven pairs of different kinds, or
 * four identical (undeclared) tiles as two of them.
 */
export function sevenPairsDistance(held: ArrayLike<number>, allow: Allowance): number {
  const costs: number[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (allow.pair[k] !== 1) continue;
    const h = Math.min(held[k] ?? 0, 4);
    const limit = allow.limit[k] ?? 0;
    if (limit >= 2) costs.push(Math.max(0, 2 - h));
    if (limit >= 4) costs.push(Math.max(0, 4 - h) - Math.max(0, 2 - h));
  }
  if (costs.length < 7) return Infinity;
  costs.sort((a, b) => a - b);
  return costs.slice(0, 7).reduce((s, c) => s + c, 0);
}

/** Fewest tiles lacking for Thirteen Terminals (10.1): one of each of the 13, one doubled. */
export function thirteenTerminalsDistance(
  held: ArrayLike<number>,
  limit: ArrayLike<number>,
  kinds: readonly number[],
): number {
  let missing = 0;
  let pairPossible = false;
  let paired = false;
  for (const k of kinds) {
    const allowed = limit[k] ?? 0;
    const h = held[k] ?? 0;
    if (allowed < 1) return Infinity;
    if (h === 0) missing++;
    if (h >= 2) paired = true;
    if (allowed >= 2) pairPossible = true;
  }
  if (paired) return missing;
  return pairPossible ? missing + 1 : Infinity;
}
