/**
 * The coach's two catalogues say the same things (same keys, no blanks, same placeholders), and
 * its claim lines read as intended for every kind of reason.
 */
import { describe, expect, it } from 'vitest';
import { coachWords } from '../../../test/helpers/coach';
import { kind } from '../../../test/helpers/table';
import type { ClaimAdvice, CoachAdvice } from '../../store';
import type { PlayerView, Seat } from '../../engine';
import type { CoachKey } from './text.en';
import { coachEn } from './text.en';
import { coachIt } from './text.it';
import {
  awayText,
  claimText,
  expectShortText,
  expectText,
  helpText,
  oddsShortText,
  oddsText,
  percentText,
  reviewText,
} from './text';

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]);

const words = coachWords;

describe('the coach catalogues', () => {
  it('have the same keys, no blanks, and the same placeholders', () => {
    expect(Object.keys(coachIt).sort()).toEqual(Object.keys(coachEn).sort());
    for (const key of Object.keys(coachEn) as CoachKey[]) {
      expect(coachEn[key].trim(), key).not.toBe('');
      expect(coachIt[key].trim(), key).not.toBe('');
      for (const name of placeholders(coachEn[key]))
        expect(placeholders(coachIt[key]), `${key}: {{${name}}}`).toContain(name);
    }
  });
});

describe('the words for tiles away from ready', () => {
  it('speak of ready, not shanten', () => {
    const w = words('en');
    expect([-1, 0, 1, 2].map((s) => awayText(w, s))).toEqual([
      'Your hand is complete',
      'Ready! One more tile wins',
      '1 tile away from ready',
      '2 tiles away from ready',
    ]);
    expect(helpText(w, 8, 21)).toBe('8 kinds of tile help you, 21 copies still hidden');
    expect(helpText(w, 1, 3)).toBe('1 kind of tile helps you, 3 copies still hidden');
    expect(helpText(w, 1, 1)).toBe('1 kind of tile helps you, 1 copy still hidden');
    expect(helpText(words('it'), 8, 21)).toBe(
      'ti aiutano 8 tipi di tessera, 21 copie ancora nascoste',
    );
    expect(awayText(words('it'), 2)).toBe('Ti mancano 2 tessere per essere a punto');
  });
});

describe('chances and points in words a beginner reads (issue 16)', () => {
  it('says a chance in one format: "1 in N" below one in ten, "N in 10" from there (issue 35)', () => {
    const w = words('en');
    expect(
      [0, 0.004, 0.05, 0.094, 0.1, 0.25, 0.3, 0.44, 0.5, 0.72, 0.97].map((p) => oddsText(w, p)),
    ).toEqual([
      'no chance to win',
      'less than 1 in 100',
      'about 1 in 20',
      'about 1 in 11',
      'about 1 in 10',
      'about 3 in 10',
      'about 3 in 10',
      'about 4 in 10',
      'about 5 in 10',
      'about 7 in 10',
      'almost sure',
    ]);
    expect(oddsText(words('it'), 0.25)).toBe('circa 3 su 10');
    expect([0, 0.004, 0.243, 0.5].map(percentText)).toEqual(['0%', '0.4%', '24%', '50%']);
  });

  it('reads a chance in words that agree with the figure printed beside it', () => {
    const w = words('en');
    // 0.98% prints "1.0%": it reads "about 1 in 100", not "less than 1 in 100"; 0.04% prints
    // "<0.1%", a chance that is there however small, not "no chance".
    expect([0.0098, 0.0094, 0.0004].map((p) => [percentText(p), oddsText(w, p)])).toEqual([
      ['1.0%', 'about 1 in 100'],
      ['0.9%', 'less than 1 in 100'],
      ['<0.1%', 'less than 1 in 100'],
    ]);
    // Everywhere: "less than 1 in 100" exactly when the figure printed is below 1%.
    for (let i = 1; i <= 2000; i++) {
      const p = i / 100000;
      const printed = percentText(p);
      const below = printed.startsWith('<') || Number.parseFloat(printed) < 1;
      expect(oddsText(w, p) === 'less than 1 in 100', `${p}: ${printed}`).toBe(below);
    }
  });

  it('never reads two chances close together in two ways ("5 in 10" beside "1 in 2")', () => {
    const w = words('en');
    // Read back as a number, the phrases never go down as the chance goes up, so two chances
    // close together never read as far apart, and a half is always "5 in 10".
    const phrases = Array.from({ length: 1000 }, (_, i) => oddsShortText(w, i / 1000));
    const value = (p: string) => {
      const m = /^<?(\d+) in (\d+)$/.exec(p);
      if (m !== null) return Number(m[1]) / Number(m[2]);
      return p === 'no chance' ? 0 : 1;
    };
    for (let i = 1; i < phrases.length; i++)
      expect(value(phrases[i]!), phrases[i]).toBeGreaterThanOrEqual(value(phrases[i - 1]!));
    expect(phrases).not.toContain('1 in 2');
    expect(phrases[500]).toBe('5 in 10');
  });

  it('rounds expected points to whole points', () => {
    const w = words('en');
    expect([0.3, 1.2, 8.4].map((p) => expectText(w, p))).toEqual([
      'under 1 point',
      'about 1 point',
      'about 8 points',
    ]);
    expect(expectText(words('it'), 8.4)).toBe('circa 8 punti');
  });

  it('says the same in short for a phone, each phrase at the same thresholds as the long one', () => {
    const chances = [0, 0.004, 0.25, 0.1, 0.72, 0.97];
    expect(chances.map((p) => oddsShortText(words('en'), p))).toEqual([
      'no chance',
      '<1 in 100',
      '3 in 10',
      '1 in 10',
      '7 in 10',
      'near sure',
    ]);
    expect(chances.map((p) => oddsShortText(words('it'), p))).toEqual([
      'impossibile',
      '<1 su 100',
      '3 su 10',
      '1 su 10',
      '7 su 10',
      'quasi certa',
    ]);
    expect([0.3, 1.2, 8.4].map((p) => expectShortText(words('en'), p))).toEqual([
      '<1 pt',
      '≈1 pt',
      '≈8 pts',
    ]);
    expect(expectShortText(words('it'), 8.4)).toBe('≈8 pt');
  });
});

describe('the claim line', () => {
  const w = words('en');
  const line = (claim: ClaimAdvice) => claimText(w, claim);

  it('says why to claim', () => {
    expect(
      line({
        recommended: { type: 'pung' },
        reason: {
          type: 'claim',
          from: 2,
          to: 1,
          tilesFrom: 20,
          tilesTo: 24,
          gains: { id: '3.1', points: 10, suit: null, tile: kind('dr') },
          loses: ['1.2'],
        },
      }),
    ).toBe(
      'Coach: Pung. It brings you closer to ready (2 → 1 tiles away). ' +
        'It brings Value Honor (10 points) closer. It gives up Concealed Hand.',
    );
    expect(
      line({
        recommended: { type: 'chow', lowest: kind('3b') },
        reason: { type: 'claim', from: 1, to: 0, tilesFrom: 8, tilesTo: 6, gains: null, loses: [] },
      }),
    ).toBe('Coach: Chow. You will be ready.');
    expect(line({ recommended: { type: 'win' }, reason: { type: 'win', points: 55 } })).toBe(
      'Coach: call Hu! It wins 55 points.',
    );
  });

  it('says why to pass', () => {
    const pass = (to: number, loses: string[]): ClaimAdvice => ({
      recommended: { type: 'pass' },
      reason: {
        type: 'pass',
        claim: { type: 'chow', lowest: kind('3b') },
        from: 2,
        to,
        loses,
      },
    });
    expect(line(pass(2, ['1.2']))).toBe('Coach: pass. Chow would not bring you closer to ready.');
    expect(line(pass(1, ['1.2', '2.1.1']))).toBe(
      'Coach: pass. Chow would bring you closer, but it gives up Concealed Hand and Mixed One-Suit.',
    );
    expect(line(pass(1, []))).toBe('Coach: pass. Your hand is worth more as it is.');
  });
});

describe('the review of a claim decision (after I choose)', () => {
  const w = words('en');
  const view = { seat: 1 as Seat } as PlayerView;
  const claim: ClaimAdvice = {
    recommended: { type: 'pung' },
    reason: { type: 'claim', from: 2, to: 1, tilesFrom: 20, tilesTo: 24, gains: null, loses: [] },
  };
  const advice = { claim, discard: null } as unknown as CoachAdvice;

  it('says when the person chose otherwise, and why the coach would claim', () => {
    expect(reviewText(w, view, { key: 'k', action: { type: 'pass', seat: 1 }, advice })).toEqual([
      'You chose Pass; the coach would choose Pung.',
      'Coach: Pung. It brings you closer to ready (2 → 1 tiles away).',
    ]);
  });

  it('agrees when the person chose the same, and waits while the coach is thinking', () => {
    expect(
      reviewText(w, view, { key: 'k', action: { type: 'claimPung', seat: 1 }, advice })[0],
    ).toBe('You chose Pung: the coach agrees.');
    expect(
      reviewText(w, view, { key: 'k', action: { type: 'pass', seat: 1 }, advice: null }),
    ).toEqual(['The coach is looking at your move…']);
  });
});
