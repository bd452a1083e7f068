/**
 * Seeded random numbers whose whole state is plain data (design.md, habit 2), so that the game state
 * can carry it and a game is reproducible from `{ruleset, options, seed, actions[]}`.
 *
 * Generator: sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG, 128-bit state), which passes
 * PractRand and needs only 32-bit integer arithmetic. Seeds are expanded into the state with
 * splitmix32, and the first outputs are discarded so that similar seeds give unrelated streams.
 */

export type RngState = readonly [number, number, number, number];

export interface Drawn<T> {
  readonly value: T;
  readonly state: RngState;
}

/** 32-bit FNV-1a: turns a text seed ("match-2026-11-22") into a number seed. */
function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Seeds accepted: any safe integer (folded to 53 bits) or any text. */
export function seedRng(seed: number | string): RngState {
  let lo: number;
  let hi: number;
  if (typeof seed === 'string') {
    lo = hashText(seed);
    hi = hashText(`${seed}\u0000hu`);
  } else {
    if (!Number.isSafeInteger(seed)) throw new RangeError(`seed must be a safe integer: ${seed}`);
    const abs = Math.abs(seed);
    lo = abs >>> 0;
    hi = (Math.floor(abs / 0x100000000) ^ (seed < 0 ? 0x80000000 : 0)) >>> 0;
  }
  // splitmix32 expansion of the 64 seed bits into 128 bits of state, one word at a time.
  let x = (lo ^ Math.imul(hi, 0x9e3779b9)) >>> 0;
  const word = (i: number): number => {
    x = (x + 0x9e3779b9) >>> 0;
    let z = x ^ (i === 1 ? hi : 0);
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let state: RngState = [word(0), word(1), word(2), word(3) | 1];
  for (let i = 0; i < 12; i++) state = nextUint32(state).state;
  return state;
}

/** One step of sfc32: a uniform 32-bit unsigned integer and the next state. */
export function nextUint32(state: RngState): Drawn<number> {
  let [a, b, c, d] = state;
  const t = (((a + b) | 0) + d) | 0;
  d = (d + 1) | 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) | 0;
  c = (c << 21) | (c >>> 11);
  c = (c + t) | 0;
  return { value: t >>> 0, state: [a >>> 0, b >>> 0, c >>> 0, d >>> 0] };
}

/** A uniform integer in [0, bound), without modulo bias (rejection sampling). */
export function nextInt(state: RngState, bound: number): Drawn<number> {
  if (!Number.isInteger(bound) || bound < 1 || bound > 0x100000000) {
    throw new RangeError(`bound must be an integer in 1..2^32: ${bound}`);
  }
  const limit = 0x100000000 - (0x100000000 % bound);
  let s = state;
  for (;;) {
    const r = nextUint32(s);
    s = r.state;
    if (r.value < limit) return { value: r.value % bound, state: s };
  }
}

/** A uniform float in [0, 1). */
export function nextFloat(state: RngState): Drawn<number> {
  const r = nextUint32(state);
  return { value: r.value / 0x100000000, state: r.state };
}

/** A uniformly shuffled copy (Fisher–Yates); the input is not modified. */
export function shuffle<T>(state: RngState, items: readonly T[]): Drawn<T[]> {
  // The same numbers as `nextInt` step by step, without a state tuple per step (one per tile).
  const rng = new Rng(state);
  const out = rng.shuffleInPlace(items.slice());
  return { value: out, state: rng.state };
}

/**
 * A mutable generator over the same sequence, for hot loops (bots, simulations, benchmarks) that
 * would otherwise allocate a state tuple per number. `state` reads back the plain-data state.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  get state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  int(bound: number): number {
    if (!Number.isInteger(bound) || bound < 1 || bound > 0x100000000) {
      throw new RangeError(`bound must be an integer in 1..2^32: ${bound}`);
    }
    for (;;) {
      const v = this.uint32();
      // The limit is 2^32 − (2^32 mod bound), never below 2^32 − bound: its remainder (a division
      // of doubles) is worked out only for the few numbers drawn above that.
      if (v < 0x100000000 - bound || v < 0x100000000 - (0x100000000 % bound)) return v % bound;
    }
  }

  float(): number {
    return this.uint32() / 0x100000000;
  }

  shuffleInPlace<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      // Both positions are below the length (0 ≤ j ≤ i): each read is an item, of whatever T.
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }
}
