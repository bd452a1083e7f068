/**
 * The coach-follower (`hu simulate --bots coach`): on every decision of the golden replays it
 * takes a legal action, and the one the coach advises — its discard, its win, its claim or pass.
 */
import { describe, expect, it } from 'vitest';
import { decisionViews } from '../../../test/fixtures/coach-positions';
import { Rng, kindOfId, seedRng } from '../../engine';
import { coach } from './coach';
import { followCoach } from './follow';

describe('followCoach', () => {
  const views = decisionViews().filter((_, i) => i % 13 === 0);

  it('takes a legal action, the one the coach advises', () => {
    let discards = 0;
    let claims = 0;
    for (const view of views) {
      const action = followCoach(view, new Rng(seedRng('follow')));
      expect(view.legalActions).toContainEqual(action);
      const advice = coach(view);
      if (advice.win !== null) expect(['declareWin', 'claimWin']).toContain(action.type);
      else if (advice.kong !== null) expect(action).toMatchObject({ kind: advice.kong.kind });
      else if (advice.discard !== null) {
        discards++;
        expect(action.type).toBe('discard');
        if (action.type === 'discard')
          expect(kindOfId(action.tile)).toBe(advice.discard.recommended.kind);
      } else if (advice.claim !== null) {
        claims++;
        const type = advice.claim.recommended.type;
        const expected = {
          win: 'claimWin',
          pass: 'pass',
          pung: 'claimPung',
          kong: 'claimKong',
          chow: 'claimChow',
        }[type];
        expect(action.type).toBe(expected);
      }
    }
    expect(discards).toBeGreaterThan(25);
    expect(claims).toBeGreaterThan(2);
  });
});
