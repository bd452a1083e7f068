/**
 * The discard analyser against a brute force written plainly here, sharing no code with it (its
 * own winning-hand test, its own shanten by recursion over the definition, its own recursion over
 * the draws), on seeded self-play positions of both rulesets with 1 to 4 draws left
 * (shared/contract.md § `analyse`: exact to 1e-9, shanten and acceptance exactly). Points come
 * from the engine's scorers, which are the rules themselves (zung-jung.md §9, ravenna.md §10).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Decide } from '..';
import { BOTS, playMatch } from '..';
import type { Meld, RulesetId, TileKind } from '../../engine';
import {
  NO_SITUATION,
  Rng,
  meldTiles,
  scoreRavennaHand,
  scoreWinningHand,
  seedRng,
  kindOf,
} from '../../engine';
import type { AnalysePosition, Analysis } from '.';
import { analyse, analyseUnbudgeted, positionOfView } from '.';

// ---------------------------------------------------------------- the brute force, plainly

const N = 34;
const TERMINALS_AND_HONOURS = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
const suited = (k: number) => k < 27;
const rank = (k: number) => (k % 9) + 1;

/** 14 − 3m tiles that are sets and a pair (§8.1), seven pairs or thirteen terminals. */
function isWinning(c: number[], meldCount: number): boolean {
  const sets = (h: number[], need: number, pair: boolean): boolean => {
    const k = h.findIndex((x) => x > 0);
    if (k < 0) return need === 0 && pair;
    if (!pair && h[k]! >= 2) {
      h[k]! -= 2;
      const ok = sets(h, need, true);
      h[k]! += 2;
      if (ok) return true;
    }
    if (need > 0 && h[k]! >= 3) {
      h[k]! -= 3;
      const ok = sets(h, need - 1, pair);
      h[k]! += 3;
      if (ok) return true;
    }
    if (need > 0 && suited(k) && rank(k) <= 7 && h[k + 1]! > 0 && h[k + 2]! > 0) {
      h[k]!--;
      h[k + 1]!--;
      h[k + 2]!--;
      const ok = sets(h, need - 1, pair);
      h[k]!++;
      h[k + 1]!++;
      h[k + 2]!++;
      if (ok) return true;
    }
    return false;
  };
  if (sets([...c], 4 - meldCount, false)) return true;
  if (meldCount > 0) return false;
  if (c.every((x) => x === 0 || x === 2 || x === 4)) return true;
  return (
    TERMINALS_AND_HONOURS.every((k) => c[k]! >= 1) &&
    c.reduce((s, x, k) => s + (TERMINALS_AND_HONOURS.includes(k) ? 0 : x), 0) === 0
  );
}

/**
 * Shanten by its definition: the fewest tiles a hand lacks from any complete hand holding no fifth
 * copy (counting the declared sets), minus one. Regular hands by recursion over the kinds, placing
 * pungs, chows and the pair and counting the missing tiles.
 */
const lackMemo = new Float64Array(N * 5 * 5 * 5 * 2);

function shantenOf(c: number[], meldCount: number, locked: number[]): number {
  const memo = lackMemo.fill(NaN);
  const lack = (k: number, from1: number, from2: number, sets: number, pair: number): number => {
    if (k === N) return sets === 0 && pair === 0 && from1 === 0 && from2 === 0 ? 0 : Infinity;
    const key = (((k * 5 + from1) * 5 + from2) * 5 + sets) * 2 + pair;
    const known = memo[key]!;
    if (!Number.isNaN(known)) return known;
    let best = Infinity;
    const canStart = suited(k) && rank(k) <= 7;
    if (!suited(k) || rank(k) === 1) {
      // a chow never runs across a suit's end
      if (from1 > 0 || from2 > 0) {
        memo[key] = Infinity;
        return Infinity;
      }
    }
    for (let chows = 0; chows <= (canStart ? sets : 0); chows++) {
      for (let pung = 0; pung <= 1 && chows + pung <= sets; pung++) {
        for (let p = 0; p <= pair; p++) {
          const used = from1 + from2 + chows + 3 * pung + 2 * p;
          if (used + locked[k]! > 4) continue;
          const missing = Math.max(0, used - c[k]!);
          best = Math.min(best, missing + lack(k + 1, chows, from1, sets - chows - pung, pair - p));
        }
      }
    }
    memo[key] = best;
    return best;
  };
  let fewest = lack(0, 0, 0, 4 - meldCount, 1);
  if (meldCount === 0) {
    // Seven pairs: four of a kind may be two pairs.
    const pairMemo = new Map<number, number>();
    const pairs = (k: number, left: number): number => {
      if (left === 0) return 0;
      if (k === N) return Infinity;
      const known = pairMemo.get(k * 8 + left);
      if (known !== undefined) return known;
      let best = pairs(k + 1, left);
      for (let n = 1; n <= Math.min(2, left); n++)
        best = Math.min(best, Math.max(0, 2 * n - c[k]!) + pairs(k + 1, left - n));
      pairMemo.set(k * 8 + left, best);
      return best;
    };
    fewest = Math.min(fewest, pairs(0, 7));
    for (const doubled of TERMINALS_AND_HONOURS) {
      let missing = 0;
      for (const k of TERMINALS_AND_HONOURS)
        missing += Math.max(0, (k === doubled ? 2 : 1) - c[k]!);
      fewest = Math.min(fewest, missing);
    }
  }
  return fewest - 1;
}

interface Brute {
  readonly shanten: number;
  readonly acceptance: number;
  readonly winChance: number;
  readonly expectedPoints: number;
}

function bruteForce(position: AnalysePosition): Map<number, Brute> {
  const meldCount = position.melds.length;
  const locked = new Array<number>(N).fill(0);
  for (const m of position.melds) for (const t of meldTiles(m)) locked[t]!++;
  const pool = locked.map((l) => 4 - l);
  for (const t of position.visible) if (t < N) pool[t]!--;
  const handSize = 13 - 3 * meldCount;
  const unseenTotal = pool.reduce((a, b) => a + b, 0) - handSize;
  const shantenMemo = new Map<string, number>();
  const shanten = (c: number[]) => {
    const key = c.join('');
    let s = shantenMemo.get(key);
    if (s === undefined) shantenMemo.set(key, (s = shantenOf(c, meldCount, locked)));
    return s;
  };
  const points = (c: number[], k: number): number => {
    const concealed: TileKind[] = [];
    c.forEach((n, t) => {
      for (let i = 0; i < n; i++) concealed.push(kindOf(t));
    });
    const melds: readonly Meld[] = position.melds;
    const scored =
      position.ruleset === 'ravenna'
        ? scoreRavennaHand(
            {
              seat: position.seat,
              concealed,
              melds,
              bonusTiles: [],
              win: { winningTile: kindOf(k), winFrom: 'wall', heaven: false, earth: false },
            },
            { limit: 200 },
          )
        : scoreWinningHand({
            concealed,
            melds,
            winningTile: kindOf(k),
            winFrom: 'wall',
            seat: position.seat,
            bonusTiles: [],
            situation: NO_SITUATION,
          });
    if (!scored.ok) throw new Error(`brute force: ${scored.error.code}`);
    return 'total' in scored.value ? scored.value.total : scored.value.score;
  };
  const memo = new Map<string, [number, number]>();
  const value = (c: number[], n: number): [number, number] => {
    if (n === 0 || shanten(c) + 1 > n) return [0, 0]; // not enough draws left to complete
    const key = `${c.join('')}/${n}`;
    const known = memo.get(key);
    if (known) return known;
    let win = 0;
    let pts = 0;
    for (let k = 0; k < N; k++) {
      const u = pool[k]! - c[k]!;
      if (u <= 0) continue;
      const p = u / unseenTotal;
      const drawn = [...c];
      drawn[k]!++;
      if (isWinning(drawn, meldCount)) {
        win += p;
        pts += p * points(c, k);
        continue;
      }
      // The 13 tiles kept are at the 14 tiles' shanten: too far to win with n − 1 draws left?
      if (n === 1 || shanten(drawn) + 1 > n - 1) continue;
      const after = new Map<number, number>();
      for (let d = 0; d < N; d++) {
        if (drawn[d] === 0) continue;
        drawn[d]!--;
        after.set(d, shanten(drawn));
        drawn[d]!++;
      }
      const lowest = Math.min(...after.values());
      let bestWin = 0;
      let bestPts = 0;
      for (const [d, s] of after) {
        if (s !== lowest) continue;
        drawn[d]!--;
        const [w, x] = value(drawn, n - 1);
        drawn[d]!++;
        bestWin = Math.max(bestWin, w);
        bestPts = Math.max(bestPts, x);
      }
      win += p * bestWin;
      pts += p * bestPts;
    }
    memo.set(key, [win, pts]);
    return [win, pts];
  };
  const c14 = new Array<number>(N).fill(0);
  for (const t of position.concealed) c14[t]!++;
  const out = new Map<number, Brute>();
  for (let d = 0; d < N; d++) {
    if (c14[d] === 0) continue;
    const c = [...c14];
    c[d]!--;
    const s = shanten(c);
    let acceptance = 0;
    for (let k = 0; k < N; k++) {
      const u = pool[k]! - c[k]!;
      if (u <= 0) continue;
      c[k]!++;
      if (shanten(c) < s) acceptance += u;
      c[k]!--;
    }
    const [winChance, expectedPoints] = value(c, position.drawsLeft);
    out.set(d, { shanten: s, acceptance, winChance, expectedPoints });
  }
  return out;
}

// ---------------------------------------------------------------- seeded positions

/** Every after-draw position of a seeded match of standard bots, at most `count` of them. */
function selfPlayPositions(ruleset: RulesetId, seed: string, count: number): AnalysePosition[] {
  const found: AnalysePosition[] = [];
  const recorder: Decide = (view, rng) => {
    const position = found.length < count ? positionOfView(view) : null;
    if (position !== null) found.push(position);
    return BOTS['standard']!(view, rng);
  };
  for (let m = 0; found.length < count; m++) {
    playMatch(
      { seed: `${seed}:${m}`, ruleset },
      [recorder, recorder, recorder, recorder],
      new Rng(seedRng(`${seed}/bots:${m}`)),
      {},
      { maxHands: 2 },
    );
  }
  return found;
}

/**
 * 1–4 draws left, chosen by a seeded rng. The brute force's cost grows steeply with the draws left
 * near ready, so the longest searches (3 or 4 draws from near ready) are kept few and the suite quick.
 */
function withDrawsLeft(positions: AnalysePosition[], seed: string): AnalysePosition[] {
  const rng = new Rng(seedRng(seed));
  let longNear = 0;
  let longFar = 0;
  return positions.map((p) => {
    const shanten = analyse({ ...p, drawsLeft: 0 }).shanten;
    let drawsLeft = 1 + rng.int(4);
    if (shanten <= 2 && drawsLeft >= 3) drawsLeft = longNear++ < 1 ? 3 : 2;
    else if (shanten === 3 && drawsLeft === 4) drawsLeft = 3;
    else if (drawsLeft === 4 && longFar++ >= 3) drawsLeft = 3;
    return { ...p, drawsLeft };
  });
}

function expectClose(actual: number, expected: number): void {
  if (expected === 0) expect(actual).toBe(0);
  else expect(Math.abs(actual - expected) / Math.abs(expected)).toBeLessThanOrEqual(1e-9);
}

function expectOrdered(analysis: Analysis): void {
  for (let i = 1; i < analysis.discards.length; i++) {
    const a = analysis.discards[i - 1]!;
    const b = analysis.discards[i]!;
    const tol = 1e-12 * Math.max(a.winChance, b.winChance);
    expect(a.winChance).toBeGreaterThanOrEqual(b.winChance - tol);
    if (Math.abs(a.winChance - b.winChance) <= tol)
      expect(a.expectedPoints).toBeGreaterThanOrEqual(
        b.expectedPoints - 1e-12 * Math.max(a.expectedPoints, b.expectedPoints),
      );
  }
}

describe('the analyser equals a plain brute force (contract § analyse)', () => {
  const cases = (['zung-jung', 'ravenna'] as const).flatMap((ruleset) =>
    withDrawsLeft(selfPlayPositions(ruleset, `analyser/${ruleset}`, 105), `analyser/d/${ruleset}`),
  );

  it('on 210 seeded self-play positions of both rulesets, 1 to 4 draws left', () => {
    let nonZero = 0;
    expect(cases.length).toBe(210);
    expect(new Set(cases.map((c) => c.drawsLeft))).toEqual(new Set([1, 2, 3, 4]));
    for (const position of cases) {
      const analysis = analyse(position);
      const brute = bruteForce(position);
      expect(analysis.discards.map((d) => d.tile).sort((a, b) => a - b)).toEqual([...brute.keys()]);
      expect(analysis.shanten).toBe(Math.min(...[...brute.values()].map((b) => b.shanten)));
      for (const entry of analysis.discards) {
        const b = brute.get(entry.tile)!;
        expect(entry.exact).toBe(true);
        expect(entry.shanten).toBe(b.shanten);
        expect(entry.acceptance).toBe(b.acceptance);
        expectClose(entry.winChance, b.winChance);
        expectClose(entry.expectedPoints, b.expectedPoints);
        if (b.winChance > 0) nonZero++;
      }
      expectOrdered(analysis);
    }
    // The positions are not all hopeless: many discards keep a real chance.
    expect(nonZero).toBeGreaterThan(200);
  });
});

describe('the unbudgeted exact search (offline measurement, issue 36 item 4)', () => {
  const near = selfPlayPositions('zung-jung', 'analyser/unbudgeted', 60).filter(
    (p) => analyse({ ...p, drawsLeft: 0 }).shanten === 1,
  );

  it('values exactly the discards that leave the hand ready or one from it, as analyse does', () => {
    expect(near.length).toBeGreaterThanOrEqual(3);
    for (const position of near.slice(0, 3)) {
      for (const drawsLeft of [3, 5]) {
        const p = { ...position, drawsLeft };
        const budgeted = analyse(p).discards;
        const exact = analyseUnbudgeted(p);
        expect(exact.map((e) => e.tile).sort((a, b) => a - b)).toEqual(
          budgeted
            .filter((d) => d.shanten <= 1)
            .map((d) => d.tile)
            .sort((a, b) => a - b),
        );
        for (const e of exact) {
          expect(e.exact).toBe(true);
          const b = budgeted.find((d) => d.tile === e.tile)!;
          // Where analyse is exact (always with 3 draws) the two agree to the last digit.
          if (b.exact) {
            expect(b.winChance).toBe(e.winChance);
            expect(b.expectedPoints).toBe(e.expectedPoints);
          }
        }
      }
    }
  });
});

describe('properties of the analysis', () => {
  const positions = selfPlayPositions('zung-jung', 'analyser/properties', 40);

  it('one more draw never lowers a discard’s chance or points, and the order is the contract’s', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: positions.length - 1 }),
        fc.integer({ min: 0, max: 2 }),
        (i, drawsLeft) => {
          const position = positions[i]!;
          const fewer = analyse({ ...position, drawsLeft });
          const more = analyse({ ...position, drawsLeft: drawsLeft + 1 });
          expectOrdered(fewer);
          expectOrdered(more);
          for (const entry of fewer.discards) {
            const next = more.discards.find((d) => d.tile === entry.tile)!;
            expect(next.winChance).toBeGreaterThanOrEqual(entry.winChance);
            expect(next.expectedPoints).toBeGreaterThanOrEqual(entry.expectedPoints);
            expect(next.shanten).toBe(entry.shanten);
            expect(next.acceptance).toBe(entry.acceptance);
          }
        },
      ),
      { numRuns: 25, seed: 16 },
    );
  });

  it('with no draw left nothing can be won, and a complete hand still lists its discards', () => {
    // 9.4.1-shaped: East's complete 14 tiles (`123b 345c 678c 999d 55b`) analysed like any other.
    const complete: AnalysePosition = {
      ruleset: 'zung-jung',
      concealed: [
        kindOf(0),
        kindOf(1),
        kindOf(2),
        kindOf(11),
        kindOf(12),
        kindOf(13),
        kindOf(14),
        kindOf(15),
        kindOf(16),
        kindOf(26),
        kindOf(26),
        kindOf(26),
        kindOf(4),
        kindOf(4),
      ],
      melds: [],
      seat: 0,
      visible: [],
      drawsLeft: 0,
    };
    const analysis = analyse(complete);
    expect(analysis.discards.map((d) => d.tile).sort((a, b) => a - b)).toEqual([
      0, 1, 2, 4, 11, 12, 13, 14, 15, 16, 26,
    ]);
    expect(analysis.shanten).toBe(0);
    for (const d of analysis.discards) expect([d.winChance, d.expectedPoints]).toEqual([0, 0]);
  });
});
