/**
 * The after-hand review of a Ravenna hand speaks Ravenna's words (glossary.md, issue 35): the
 * person "took 5 of Bamboo for a Tris", the coach "would take it for a Poker". A hand the bots
 * played, player 0's moves standing for the person's; the reviews are the real coach's.
 */
import { cleanup } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { playedMatch } from '../../../test/helpers/matches';
import type { Language, ReviewTarget } from '../../store';
import { DEFAULT_SETTINGS } from '../../store';
import { reviewKey } from '../../store';
import { handDecisions } from '../../analysis';
import { botApi } from '../../worker/botApi';
import { renderWithStore, testStore } from '../test-utils';
import { HandReview } from './HandReview';

// In this hand the person lets a tile go that the coach would take for a kong, then takes one for
// a pung as the coach would.
const target: ReviewTarget = {
  log: playedMatch('rav-1', { ruleset: 'ravenna', maxHands: 2 }),
  handNumber: 1,
};
const found = handDecisions(target);
if (!found.ok) throw new Error(found.error.message);
const decisions = found.value;
const reviews = decisions.map((d) => botApi.review({ view: d.view, action: d.action }));

function show(language: Language) {
  cleanup();
  const store = testStore();
  store.setState({
    handReview: {
      key: reviewKey(target, DEFAULT_SETTINGS.coachAim),
      target,
      aim: DEFAULT_SETTINGS.coachAim,
      strongOpponents: 0,
      status: 'ready',
      decisions,
      reviews,
    },
  });
  renderWithStore(<HandReview target={target} onBack={vi.fn()} backLabel="" />, {
    store,
    language,
  });
  const texts = (selector: string) =>
    [...document.querySelectorAll(selector)].map((e) => e.textContent ?? '');
  return { did: texts('.review-did .review-text'), would: texts('.review-would .review-text') };
}

describe('the review of a Ravenna hand (issue 35)', () => {
  it('has a pung the person claimed and a kong the coach would have claimed', () => {
    expect(target.log.ruleset).toBe('ravenna');
    expect(decisions.map((d) => d.action.type)).toContain('claimPung');
    expect(reviews.map((r) => r?.coach.type)).toContain('kong');
  });

  it('regression: said “pung” and “kong” where Ravenna says Tris and Poker (Italian)', () => {
    const { did, would } = show('it');
    expect(did.some((text) => /^Hai preso .+ per un Tris$/.test(text))).toBe(true);
    expect(would.some((text) => /^Il coach prenderebbe .+ per un Poker$/.test(text))).toBe(true);
    for (const text of [...did, ...would]) expect(text).not.toMatch(/\b(pung|kong)\b|Hu!/i);
  });

  it('keeps the English names of the sets, the glossary’s English for Ravenna too', () => {
    const { did, would } = show('en');
    expect(did.some((text) => /^You claimed .+ for a pung$/.test(text))).toBe(true);
    expect(would.some((text) => /^The coach would claim .+ for a kong$/.test(text))).toBe(true);
  });
});
