/**
 * The features the pattern predicates read, and the `needs` bits that let the scorer skip a
 * predicate: a skipped predicate must never be one that would have found its pattern.
 */
import { describe, expect, it } from 'vitest';
import { randomWinningHand } from '../../../hand/random';
import { randomPatternRichHand } from '../../../hand/richHands';
import { Rng, seedRng } from '../../../rng';
import { countKinds, isHonour, isSimple, isTerminal, suitOf, kindOf } from '../../../tiles';
import { meldTiles } from '../../../melds';
import { arrangements } from '../../../scoring/arrangements';
import { newFeatures, readArrangement, readTiles } from './features';
import { ZUNG_JUNG_PATTERNS } from './patterns';
import type { Arrangement, WinningHand } from '../../../scoring/types';

/** Every arrangement of 4,000 seeded hands, half of them pattern-rich. */
function* arrangedHands(): Generator<[WinningHand, Arrangement]> {
  const rng = new Rng(seedRng('features/needs'));
  for (let i = 0; i < 4000; i++) {
    const hand = i % 2 ? randomPatternRichHand(rng) : randomWinningHand(rng);
    for (const a of arrangements(hand)) yield [hand, a];
  }
}

/** 7.2.x restated from the sets: the longest run of pungs/kongs on consecutive numbers of a suit. */
function longestPungRun(a: Arrangement): number {
  if (a.form !== 'regular') return 0;
  const pungs = new Set(a.sets.filter((s) => s.kind !== 'chow' && s.tile < 27).map((s) => s.tile));
  let best = 0;
  for (const t of pungs) {
    let run = 1;
    while (pungs.has(kindOf(t + run)) && Math.floor((t + run) / 9) === Math.floor(t / 9)) run++;
    best = Math.max(best, run);
  }
  return best;
}

describe('arrangement features', () => {
  it('a pattern found on an arrangement always has the features it declares it needs', () => {
    const f = newFeatures();
    const found = new Map<string, number>();
    for (const [hand, a] of arrangedHands()) {
      readTiles(f, hand, countKinds([...hand.concealed, hand.winningTile]));
      readArrangement(f, a);
      for (const def of ZUNG_JUNG_PATTERNS) {
        if (!def.forms.includes(a.form) || def.count(f) <= 0) continue;
        found.set(def.id, (found.get(def.id) ?? 0) + 1);
        if ((f.has & def.needs) !== def.needs) {
          throw new Error(
            `${def.id} found without the features it needs (${def.needs}, has ${f.has})`,
          );
        }
      }
    }
    // The check saw every pattern that declares needs, so none was checked vacuously.
    const declaring = ZUNG_JUNG_PATTERNS.filter((def) => def.needs !== 0).map((def) => def.id);
    expect(declaring.filter((id) => !found.has(id))).toEqual([]);
  });

  it('counts the longest run of consecutive pungs within a suit (7.2.x)', () => {
    const f = newFeatures();
    let runsOfThree = 0;
    for (const [hand, a] of arrangedHands()) {
      readTiles(f, hand, countKinds([...hand.concealed, hand.winningTile]));
      readArrangement(f, a);
      const expected = longestPungRun(a);
      if (f.pungRun !== expected) throw new Error(`pungRun ${f.pungRun}, expected ${expected}`);
      if (expected >= 3) runsOfThree++;
    }
    expect(runsOfThree).toBeGreaterThan(50);
  });

  it("counts the hand's tiles by class and suit, a kong as four", () => {
    const f = newFeatures();
    for (const [hand] of arrangedHands()) {
      readTiles(f, hand, countKinds([...hand.concealed, hand.winningTile]));
      const tiles = [...hand.concealed, hand.winningTile, ...hand.melds.flatMap(meldTiles)];
      const suits = new Set(tiles.filter((t) => !isHonour(t)).map(suitOf));
      expect({
        tileCount: f.tileCount,
        honourTiles: f.honourTiles,
        terminalTiles: f.terminalTiles,
        simpleTiles: f.simpleTiles,
        suitMask: f.suitMask,
      }).toEqual({
        tileCount: tiles.length,
        honourTiles: tiles.filter(isHonour).length,
        terminalTiles: tiles.filter(isTerminal).length,
        simpleTiles: tiles.filter(isSimple).length,
        suitMask: [...suits].reduce((mask, s) => mask | (1 << s), 0),
      });
    }
  });
});
