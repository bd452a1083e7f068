/**
 * The coach in a Ravenna match (issue 16 item 5), on every decision of the golden Ravenna replay:
 * it never goes quiet, its discard is the analyser's best by Ravenna's scores, its waits score as
 * the Ravenna scorer scores the win (ravenna.md §10.5), it speaks of no Zung Jung pattern, and its
 * claim advice never asks for a chow (§6.2) — a discard completes any set only to go out (§6.3).
 */
import { describe, expect, it } from 'vitest';
import { ravennaDecisionViews } from '../../../test/fixtures/coach-positions';
import type { PlayerView, TileKind } from '../../engine';
import {
  PLAYING_KINDS,
  RAVENNA_LIMIT,
  kindOfId,
  rulesetOf,
  scoreRavennaHand,
  kindOf,
} from '../../engine';
import { addCopies } from '../kindCounts';
import { analyse, positionOfView } from '../analyser';
import { coach, aimOrder, figuresOfAnalysis } from './coach';
import { DEFAULT_AIM } from './types';

const views = ravennaDecisionViews();
const advised = views.map((view) => ({ view, advice: coach(view) }));
const turns = advised.filter((p) => p.advice.discard !== null);

/** The Ravenna winner's score of the seat's concealed `hand` (13 − 3 × sets) winning on `tile`. */
function ravennaScore(view: PlayerView, hand: readonly number[], tile: TileKind, wall: boolean) {
  const me = view.seats[view.seat];
  const concealed: TileKind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++)
    for (let n = 0; n < hand[k]!; n++) concealed.push(kindOf(k));
  const r = scoreRavennaHand(
    {
      seat: view.seat,
      concealed,
      melds: me.melds.map((m) => ({
        kind: m.kind,
        tile: kindOfId(m.tiles[0]!),
        concealed: m.concealed,
      })),
      bonusTiles: me.bonus.map(kindOfId),
      win: { winningTile: tile, winFrom: wall ? 'wall' : 'discard', heaven: false, earth: false },
    },
    { limit: view.options.ravenna?.limit ?? RAVENNA_LIMIT },
  );
  return r.ok ? r.value.score : 0;
}

describe('the coach in Ravenna', () => {
  it('is on: Ravenna is a coached ruleset, with many positions to check', () => {
    expect(rulesetOf('ravenna').coached).toBe(true);
    expect(turns.length).toBeGreaterThan(100);
  });

  it('suggests the analyser’s best discard by Ravenna’s scores, or the policy’s for a fact it names', () => {
    const reasons = new Set<string>();
    for (const { view, advice } of turns) {
      const d = advice.discard!;
      const position = positionOfView(view)!;
      expect(position.ruleset).toBe('ravenna');
      const analysed = figuresOfAnalysis(analyse(position));
      const best = [...analysed].sort(aimOrder(DEFAULT_AIM))[0]!;
      reasons.add(d.reason.type);
      const r = d.reason;
      const worth = (kind: number) => analysed.find((f) => f.kind === kind)!;
      // The tile turned down (by danger, a better chance or more useful tiles) is worth the best.
      if (r.type === 'speed' || r.type === 'wider' || r.type === 'judgement')
        expect(worth(r.instead).expectedPoints).toBeCloseTo(best.expectedPoints, 9);
      else if (r.type === 'safety') {
        expect(worth(r.instead).expectedPoints).toBeCloseTo(best.expectedPoints, 9);
        // The tile he last let go from his hand, named when it sits beside the one turned down
        // (the coach reads Ravenna's waits as Zung Jung's, by the reading fitted on true hands).
        if (r.beside !== null) {
          expect(Math.floor(r.beside / 9)).toBe(Math.floor(r.instead / 9));
          expect(Math.abs(r.beside - r.instead)).toBeLessThanOrEqual(2);
        }
      }
      // No discard keeps a chance: the numbers cannot choose between them.
      else if (d.reason.type === 'noChance')
        expect(analysed.every((f) => f.winChance === 0)).toBe(true);
      else expect(worth(d.recommended.kind).expectedPoints).toBeCloseTo(best.expectedPoints, 9);
      // No Zung Jung pattern is ever the reason.
      if (d.reason.type === 'value') expect(d.reason.pattern).toBeNull();
    }
    expect(reasons.has('efficiency')).toBe(true);
  });

  it('scores each wait as the Ravenna scorer scores that win, from a discard and self-drawn', () => {
    let checked = 0;
    for (const { view, advice } of advised) {
      if (advice.waits.length === 0) continue;
      const hand = new Array<number>(PLAYING_KINDS).fill(0);
      for (const id of view.seats[view.seat].concealed!) addCopies(hand, kindOfId(id), 1);
      if (advice.discard !== null) addCopies(hand, advice.discard.recommended.kind, -1);
      for (const w of advice.waits) {
        expect(w.discardPoints).toBe(ravennaScore(view, hand, w.kind, false));
        expect(w.selfDrawnPoints).toBe(ravennaScore(view, hand, w.kind, true));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('names no Zung Jung pattern, and never advises a chow claim', () => {
    let claims = 0;
    for (const { advice } of advised) {
      expect(advice.patterns).toEqual([]);
      if (advice.win !== null) expect(advice.win.patterns).toEqual([]);
      if (advice.claim === null) continue;
      claims++;
      expect(advice.claim.recommended.type).not.toBe('chow');
      const r = advice.claim.reason;
      if (r.type !== 'win') expect(r.loses).toEqual([]);
    }
    expect(claims).toBeGreaterThan(5);
  });
});
