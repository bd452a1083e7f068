/**
 * The replay's words for every step of whole matches (with flowers and seasons too, §4.4): each
 * sentence is in both catalogues, "You" gets its own verb form, and the seat markers follow the
 * phase (§5.1).
 */
import { describe, expect, it } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import type { GameLog } from '../../engine';
import { handStarts, handStates } from '../../persistence';
import { BUNDLED } from '../i18n/bundled';
import { activity, concealedLayout, describeStep, playersOf } from './replayModel';

const en = BUNDLED.en;
const itCatalogue = BUNDLED.it;

function everyStep(log: GameLog) {
  return handStarts(log).flatMap((span) => {
    const r = handStates(log, span.number);
    if (!r.ok) throw new Error(r.error.message);
    return r.value.steps;
  });
}

describe('describeStep', () => {
  const logs = [playedMatch('h5'), playedMatch('flowers-1', { options: { flowers: true } })];

  it('says every step of two whole matches with sentences both catalogues have', () => {
    const used = new Set<string>();
    for (const log of logs) {
      for (const step of everyStep(log)) {
        const sentences = describeStep(step);
        expect(sentences.length, JSON.stringify(step.action)).toBeGreaterThan(0);
        for (const s of sentences) {
          used.add(s.key.replace(/\.you$/, ''));
          // The key itself, or its plural forms when the sentence has a count (points).
          for (const catalogue of [en, itCatalogue])
            expect(
              s.key in catalogue || [`${s.key}_one`, `${s.key}_other`].every((k) => k in catalogue),
              s.key,
            ).toBe(true);
          if (s.player === 0 && s.key !== 'replay.drawGame') expect(s.key).toMatch(/\.you$/);
        }
      }
    }
    for (const key of ['deal', 'discard', 'pass', 'call', 'takes', 'draws', 'shows', 'robs'])
      expect(used).toContain(`replay.${key}`);
  });

  it('names the dealt hand’s East and says nothing else for it (§4.2)', () => {
    const [deal] = everyStep(logs[0]!);
    const sentences = describeStep(deal!);
    expect(sentences).toHaveLength(1);
    expect(sentences[0]!.player).toBe(playersOf(deal!.state)[0]);
  });
});

describe('activity and concealedLayout', () => {
  it('puts the seat to play, or the seats that may claim, and the drawn tile apart', () => {
    for (const step of everyStep(playedMatch('h1')).slice(0, 400)) {
      const phase = step.state.hand.phase;
      const { toMove, mayClaim } = activity(step.state);
      if (phase.kind === 'turn') {
        expect(toMove).toBe(phase.seat);
        const { tiles, drawn } = concealedLayout(step.state, phase.seat);
        const seat = step.state.hand.seats[phase.seat];
        expect([...tiles, ...(drawn === null ? [] : [drawn])].sort((a, b) => a - b)).toEqual(
          [...seat.concealed].sort((a, b) => a - b),
        );
        if (phase.step === 'afterDraw' && seat.drawn !== null) expect(drawn).toBe(seat.drawn);
      } else {
        expect(toMove).toBeNull();
      }
      if (phase.kind === 'claimWindow')
        for (const s of mayClaim) expect(phase.options[s]).not.toBeNull();
    }
  });
});
