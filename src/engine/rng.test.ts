import { describe, expect, it } from 'vitest';
import { Rng, nextInt, nextUint32, seedRng, shuffle } from './rng';
import type { RngState } from './rng';

function take(state: RngState, n: number): number[] {
  const out: number[] = [];
  let s = state;
  for (let i = 0; i < n; i++) {
    const r = nextUint32(s);
    out.push(r.value);
    s = r.state;
  }
  return out;
}

describe('seeded RNG (design.md habit 2)', () => {
  // Pinned: a change here changes every seeded game, replay and fixture; it must be deliberate.
  it('produces pinned first outputs for seed 1 and seed "hu"', () => {
    expect(take(seedRng(1), 6)).toEqual(PINNED_SEED_1);
    expect(take(seedRng('hu'), 6)).toEqual(PINNED_SEED_HU);
  });

  it('keeps its whole state as plain data that survives JSON', () => {
    const state = seedRng(2026);
    const revived = JSON.parse(JSON.stringify(state)) as RngState;
    expect(take(revived, 5)).toEqual(take(state, 5));
  });

  it('never mutates the state it is given', () => {
    const state = Object.freeze(seedRng(7)) as RngState;
    const first = nextUint32(state).value;
    expect(nextUint32(state).value).toBe(first);
  });

  it('gives unrelated streams for neighbouring seeds', () => {
    const a = take(seedRng(100), 4);
    const b = take(seedRng(101), 4);
    expect(a.some((v, i) => v === b[i])).toBe(false);
  });

  it('draws integers in range with roughly uniform frequency', () => {
    let s = seedRng('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) {
      const r = nextInt(s, 6);
      s = r.state;
      counts[r.value]!++;
    }
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(400); // ~4.4 sigma
  });

  it('shuffles into a permutation of its input without touching the input', () => {
    const items = Array.from({ length: 136 }, (_, i) => i);
    const { value } = shuffle(seedRng(3), items);
    expect(items).toEqual(Array.from({ length: 136 }, (_, i) => i));
    expect([...value].sort((a, b) => a - b)).toEqual(items);
    expect(value).not.toEqual(items);
  });

  it('runs the same sequence in the mutable Rng used by hot loops', () => {
    const state = seedRng('same');
    const rng = new Rng(state);
    expect([rng.uint32(), rng.uint32(), rng.uint32()]).toEqual(take(state, 3));
    let s = state;
    const ints: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = nextInt(s, 34);
      s = r.state;
      ints.push(r.value);
    }
    const mutable = new Rng(state);
    expect(Array.from({ length: 20 }, () => mutable.int(34))).toEqual(ints);
    expect(mutable.state).toEqual(s);
  });
});

const PINNED_SEED_1 = [1828152527, 3394835397, 2967886022, 2251045104, 4148684523, 4055680838];
const PINNED_SEED_HU = [992916205, 673355674, 1544131028, 3915253166, 3154701581, 1968807815];
