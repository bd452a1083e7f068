/**
 * An action read as the answer to a tile on offer (§5 claims, §7 robbing a kong): each claim, the
 * win and the pass give their answer, a chow with its lowest tile; a turn's actions answer nothing.
 */
import { describe, expect, it } from 'vitest';
import type { TileId } from '../tiles';
import { claimChoiceOf, sameClaimChoice } from './claimChoice';
import { kindOf } from '..';

describe('claimChoiceOf (§5, §7)', () => {
  it('reads each answer to a tile on offer', () => {
    expect(claimChoiceOf({ type: 'claimWin', seat: 1 })).toEqual({ type: 'win' });
    expect(claimChoiceOf({ type: 'pass', seat: 2 })).toEqual({ type: 'pass' });
    expect(claimChoiceOf({ type: 'claimPung', seat: 3 })).toEqual({ type: 'pung' });
    expect(claimChoiceOf({ type: 'claimKong', seat: 0 })).toEqual({ type: 'kong' });
    expect(claimChoiceOf({ type: 'claimChow', seat: 1, lowest: kindOf(11) })).toEqual({
      type: 'chow',
      lowest: 11,
    });
  });

  it('reads no answer in a turn’s actions', () => {
    expect(claimChoiceOf({ type: 'discard', seat: 0, tile: 5 as TileId })).toBeNull();
    expect(claimChoiceOf({ type: 'declareKong', seat: 0, kind: kindOf(3) })).toBeNull();
    expect(claimChoiceOf({ type: 'addToPung', seat: 0, kind: kindOf(3) })).toBeNull();
    expect(claimChoiceOf({ type: 'declareWin', seat: 0 })).toBeNull();
    expect(claimChoiceOf({ type: 'nextHand' })).toBeNull();
  });

  it('tells two chows apart by their lowest tile, and nothing else by more than its kind', () => {
    expect(
      sameClaimChoice({ type: 'chow', lowest: kindOf(2) }, { type: 'chow', lowest: kindOf(2) }),
    ).toBe(true);
    expect(
      sameClaimChoice({ type: 'chow', lowest: kindOf(2) }, { type: 'chow', lowest: kindOf(3) }),
    ).toBe(false);
    expect(sameClaimChoice({ type: 'pung' }, { type: 'pung' })).toBe(true);
    expect(sameClaimChoice({ type: 'pung' }, { type: 'pass' })).toBe(false);
  });
});
