/**
 * The compact moves of the built-in drills (issue 37): any match's actions, of either ruleset,
 * read back exactly as they were written (every kind of action bots and random players make:
 * discards, chows, pungs, kongs, wins, passes, next hands), about four characters a move; a text
 * that is not moves is a typed error, never an exception.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../test/helpers/matches';
import { RULESET_IDS } from '../engine';
import { decodeMoves, encodeMoves } from './moveCode';

const LOGS = RULESET_IDS.flatMap((ruleset) =>
  ['beginner', 'random'].map((level) =>
    playedMatch(`moves-${ruleset}-${level}`, {
      ruleset,
      level: level as 'beginner' | 'random',
      maxHands: 3,
    }),
  ),
);

describe('the moves of a hand as text', () => {
  it('read back every action of real matches exactly, in a few characters each', () => {
    const types = new Set<string>();
    for (const log of LOGS) {
      const text = encodeMoves(log.actions);
      expect(decodeMoves(text)).toEqual({ ok: true, value: log.actions });
      expect(text.length / log.actions.length).toBeLessThan(5);
      for (const a of log.actions) types.add(a.type);
    }
    for (const type of ['discard', 'claimPung', 'claimChow', 'pass', 'nextHand', 'declareWin'])
      expect(types).toContain(type);
  });

  it('read back any prefix of a match', () => {
    fc.assert(
      fc.property(fc.nat(LOGS.length - 1), fc.nat(), (l, n) => {
        const actions = LOGS[l]!.actions.slice(0, n % (LOGS[l]!.actions.length + 1));
        expect(decodeMoves(encodeMoves(actions))).toEqual({ ok: true, value: actions });
      }),
    );
  });

  it('refuse what is not moves with a typed error', () => {
    for (const text of ['d0', 'd4aa', 'q0', 'x', 'd0a', 'd0zzz', 'x0  x1', 'D0aa', 'c1!!'])
      expect(decodeMoves(text)).toMatchObject({ ok: false, error: { code: 'moves/malformed' } });
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const read = decodeMoves(raw);
        if (read.ok) expect(typeof raw).toBe('string');
      }),
    );
  });
});
