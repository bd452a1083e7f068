/**
 * Issue 18, item 2: near ready, the strong level weighs the discards it hesitates between with the
 * analyser's figures — the numbers the coach shows — within its work cap.
 */
import { describe, expect, it } from 'vitest';
import type { PlayerView } from '../engine';
import { Rng, formatTile, seedRng, kindOf } from '../engine';
import { ALWAYS_EXACT_DRAWS, analyse, analyseDiscards, positionOfView } from './analyser';
import type { DiscardValue } from './analyser';
import type { RankedDiscard } from './decide';
import { rankTurnDiscards } from './decide';
import { PROFILES } from './levels';
import type { Decide } from './selfPlay';
import { playMatch } from './selfPlay';
import { BOTS } from '.';

/** The strong level's own turns with a choice, from seeded matches against standard bots. */
function strongTurns(matches: number): PlayerView[] {
  const views: PlayerView[] = [];
  const recorder: Decide = (view, rng) => {
    if (view.phase.kind === 'turn' && view.legalActions.length > 1) views.push(view);
    return BOTS['strong']!(view, rng);
  };
  for (let m = 0; m < matches; m++) {
    playMatch(
      { seed: `near-ready:${m}` },
      [recorder, BOTS['standard']!, BOTS['standard']!, BOTS['standard']!],
      new Rng(seedRng(`near-ready/bots:${m}`)),
      {},
      { maxHands: 6 },
    );
  }
  return views;
}

describe('near ready, the strong level decides with the analyser (issue 18)', () => {
  const views = strongTurns(3);

  it('weighs its leading discards with the analyser and never keeps one it shows worse in every way, and no safer', () => {
    let weighed = 0;
    const worse: string[] = [];
    for (const view of views) {
      const ranked = rankTurnDiscards(view, new Rng(seedRng('near-ready')), 'strong');
      const analysed = ranked.filter((r) => r.analysed !== undefined);
      if (analysed.length === 0) continue;
      weighed++;
      // The figures are the analyser's own for this position.
      const position = positionOfView(view)!;
      const again = analyseDiscards(
        position,
        analysed.map((r) => r.kind),
        Infinity,
      )!;
      expect(analysed.map((r) => r.analysed)).toEqual(again);
      // Only discards as close to ready as the best are weighed, at most the level's number of them.
      expect(new Set(analysed.map((r) => r.acceptance.shanten)).size).toBe(1);
      expect(analysed.length).toBeLessThanOrEqual(PROFILES.strong.analyserCandidates);
      const chosen = ranked[0]!;
      if (chosen.analysed === undefined) continue;
      const beats = (a: DiscardValue, b: DiscardValue) =>
        a.winChance > b.winChance * 1.000001 && a.expectedPoints > b.expectedPoints * 1.000001;
      for (const other of analysed) {
        if (other.danger <= chosen.danger && beats(other.analysed!, chosen.analysed))
          worse.push(`kept ${formatTile(chosen.kind)} over ${formatTile(other.kind)}`);
      }
    }
    // The seeded matches give the analyser dozens of choices to weigh within the level's work cap.
    expect(weighed).toBeGreaterThan(30);
    expect(worse).toEqual([]);
  });

  it('weighs a discard by exactly the figures the whole analysis gives it', () => {
    let compared = 0;
    // Late turns, where the analysis is exact (few draws left), as the coach's figures are there.
    const late = views.filter((v) => {
      const p = positionOfView(v);
      return p !== null && p.drawsLeft <= ALWAYS_EXACT_DRAWS;
    });
    for (const view of late.slice(0, 60)) {
      const position = positionOfView(view)!;
      const all = analyse(position);
      const tiles = all.discards.filter((d) => d.shanten <= 1).map((d) => d.tile);
      const some = analyseDiscards(position, tiles, Infinity)!;
      for (const figure of some) {
        const whole = all.discards.find((d) => d.tile === figure.tile)!;
        if (!whole.exact || !figure.exact) continue;
        compared++;
        expect(figure.winChance).toBeCloseTo(whole.winChance, 12);
        expect(figure.expectedPoints).toBeCloseTo(whole.expectedPoints, 9);
        expect(figure.shanten).toBe(whole.shanten);
        expect(figure.acceptance).toBe(whole.acceptance);
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('gives up, rather than approximate further, beyond its work cap', () => {
    const position = views.map(positionOfView).find((p) => p !== null && p.drawsLeft >= 8)!;
    const tiles = [...new Set(position.concealed)];
    expect(analyseDiscards(position, tiles, 10)).toBeNull();
    expect(analyseDiscards(position, tiles, Infinity)).toHaveLength(tiles.length);
  });

  it('rejects a discard the hand does not hold, as `analyse` rejects bad input', () => {
    const position = views.map(positionOfView).find((p) => p !== null)!;
    const missing = [...Array(34).keys()].find((k) => !position.concealed.includes(kindOf(k)))!;
    expect(() => analyseDiscards(position, [kindOf(missing)], Infinity)).toThrow(
      /input\/invalid-field/,
    );
  });
});

describe('going on for the win, the strong level weighs the tiles it will draw (issue 18)', () => {
  const views = strongTurns(3);
  const rng = () => new Rng(seedRng('exposure'));

  it('counts their danger in full once ready, in part one tile from ready, not at all further', () => {
    let weighed = 0;
    for (const view of views) {
      const ranked = rankTurnDiscards(view, rng(), 'strong');
      const at = (shanten: number) =>
        ranked.filter((r) => r.acceptance.shanten === shanten).map((r) => r.exposure);
      // A hand that folds keeps choosing safe tiles: it risks nothing later.
      for (const r of ranked) if (r.acceptance.shanten >= 2) expect(r.exposure).toBe(0);
      const ready = at(0);
      const near = at(1);
      // The tiles to come do not depend on which tile goes now, only on how far from ready it leaves.
      expect(new Set(ready).size).toBeLessThanOrEqual(1);
      expect(new Set(near).size).toBeLessThanOrEqual(1);
      if (ready.length > 0 && near.length > 0)
        expect(near[0]!).toBeCloseTo(ready[0]! * PROFILES.strong.exposureNear, 9);
      if ((ready[0] ?? 0) > 0) weighed++;
      for (const r of ranked) expect(r.exposure).toBeGreaterThanOrEqual(0);
    }
    expect(weighed).toBeGreaterThan(20);
  });

  it('leaves the standard level as it was: it weighs only the tile it throws', () => {
    for (const view of views.slice(0, 80))
      for (const r of rankTurnDiscards(view, rng(), 'standard')) expect(r.exposure).toBe(0);
  });
});

describe('one tile from ready, the strong level counts a discard’s danger more (issue 18)', () => {
  const views = strongTurns(3);
  const rng = () => new Rng(seedRng('near-ready-defence'));
  // The same level weighing that danger as a ready hand's: what the setting changes.
  const asReady = { ...PROFILES.strong, nearReadyDefence: 1 };

  it('gives up a risky tile that would keep the hand one from ready for a safer one, never the reverse', () => {
    expect(PROFILES.strong.nearReadyDefence).toBeGreaterThan(1);
    const changed: { chosen: RankedDiscard; otherwise: RankedDiscard }[] = [];
    for (const view of views) {
      const chosen = rankTurnDiscards(view, rng(), 'strong')[0]!;
      const otherwise = rankTurnDiscards(view, rng(), 'strong', asReady)[0]!;
      if (chosen.kind !== otherwise.kind) changed.push({ chosen, otherwise });
    }
    // A handful of the seeded turns (five): a hand one from ready facing a likely-ready player.
    expect(changed.length).toBeGreaterThanOrEqual(3);
    for (const { chosen, otherwise } of changed) {
      expect(otherwise.acceptance.shanten).toBe(1);
      expect(chosen.danger).toBeLessThan(otherwise.danger);
    }
  });

  it('leaves ready hands and the standard level as they were', () => {
    for (const view of views.slice(0, 80)) {
      const standard = rankTurnDiscards(view, rng(), 'standard');
      const again = rankTurnDiscards(view, rng(), 'standard', {
        ...PROFILES.standard,
        nearReadyDefence: PROFILES.strong.nearReadyDefence,
      });
      expect(PROFILES.standard.nearReadyDefence).toBe(1);
      // The standard level reads rough threats: the setting does not apply to them at all.
      expect(again.map((r) => [r.kind, r.score])).toEqual(standard.map((r) => [r.kind, r.score]));
      const strong = rankTurnDiscards(view, rng(), 'strong');
      const flat = rankTurnDiscards(view, rng(), 'strong', asReady);
      for (const r of strong.filter((s) => s.acceptance.shanten !== 1 && !s.lookedAhead)) {
        const same = flat.find((f) => f.kind === r.kind)!;
        if (!same.lookedAhead) expect(r.score).toBe(same.score);
      }
    }
  });
});
