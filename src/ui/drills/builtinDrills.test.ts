/**
 * The built-in drills (issue 37): at least 200 positions of both rulesets, each teaching one idea,
 * graded by the coach exactly as the drills screen grades an answer — through the worker's own
 * entry (botApi.review) with the aim and table the drill was chosen for. For every drill: the coach's
 * own move is graded right, the tempting move wrong and a big mistake of the idea's kind; the fact
 * that makes it a drill of its idea holds, checked here from the position itself; the coach's reason
 * passes the same fact checks as everywhere else (test/helpers/reasonFacts.ts); and the answer's
 * words, in both languages, name the moves and the loss the figures show.
 */
import { describe, expect, it } from 'vitest';
import type { Checked } from '../../../test/helpers/reasonFacts';
import { LANGS, checkTurn, efficiency, newTally } from '../../../test/helpers/reasonFacts';
import { readView } from '../../../test/helpers/coach';
import { followCoach } from '../../bots/coach/follow';
import type { Action, PlayerView, RulesetId } from '../../engine';
import {
  PLAYING_KINDS,
  RULESET_IDS,
  Rng,
  isDragon,
  kindOfId,
  seedRng,
  shanten,
  windOfSeat,
  kindOf,
} from '../../engine';
import type { BuiltinDrill, BuiltinDrillSet, DrillIdea } from '../../persistence';
import {
  BUILTIN_AIM,
  BUILTIN_STRONG_OPPONENTS,
  builtinPosition,
  dailyDrills,
} from '../../persistence';
import { LATE_WALL } from '../../analysis';
import { mistakeKindOf } from '../../analysis';
import { gradeReview } from '../../analysis';
import { isDecision } from '../../analysis';
import { botApi } from '../../worker/botApi';
import { createI18n, tileName } from '../i18n';
import { patternName } from '../i18n/patterns';
import { claimText, wordsOf } from '../coach/text';
import type { Translate } from '../i18n';
import { BUNDLED } from '../i18n/bundled';
import { reviewEn } from '../review/text.en';
import { reviewIt } from '../review/text.it';
import { didText, lossText, wouldText } from '../review/words';
import { RULESET_DRAWINGS } from '../rulesets';
import { drillsEn } from './text.en';
import { drillsIt } from './text.it';

const SETS = new Map<RulesetId, BuiltinDrillSet>(
  await Promise.all(
    RULESET_IDS.map(async (r) => [r, await RULESET_DRAWINGS[r].drillSet()] as const),
  ),
);

/** The answer's words: the review's and the drills' catalogues in each language. */
function answerWords(language: 'en' | 'it'): Translate {
  const i18n = createI18n(language, BUNDLED);
  const words = language === 'en' ? { ...reviewEn, ...drillsEn } : { ...reviewIt, ...drillsIt };
  i18n.addResourceBundle(language, 'translation', words, true, false);
  return i18n.t as unknown as Translate;
}
const ANSWER = { en: answerWords('en'), it: answerWords('it') };

const review = (view: PlayerView, action: Action) =>
  botApi.review({
    view,
    action,
    aim: BUILTIN_AIM,
    strongOpponents: BUILTIN_STRONG_OPPONENTS,
  })!;

/** The mistakes the tempting move may be, by idea (a bigger hand given up may also be slower). */
const KINDS: Record<DrillIdea, readonly string[]> = {
  efficiency: ['speed'],
  pattern: ['value', 'speed'],
  doublings: ['value', 'speed'],
  safety: ['safety'],
  claim: ['claim'],
};

/** Ravenna's doublings in reach after a discard (ravenna.md §10.3), counted from the view. */
function doublings(view: PlayerView, discarded: number) {
  const { hand, locked } = readView(view);
  const held = hand.map((n, k) => n + locked[k]! - (k === discarded ? 1 : 0));
  const own = windOfSeat(view.seat);
  const pairs = held.filter((n, k) => n >= 2 && (isDragon(kindOf(k)) || k === own)).length;
  const suits = [0, 1, 2].map((s) => held.slice(s * 9, s * 9 + 9).reduce((a, b) => a + b, 0));
  const suited = suits.reduce((a, b) => a + b, 0);
  return { pairs, offSuit: suited - Math.max(...suits) };
}

/** Tiles from ready after claiming `tile` with `action` and throwing the best tile after it. */
function shantenAfterClaim(view: PlayerView, action: Action, tile: number): number {
  const { hand, locked, melds } = readView(view);
  const used =
    action.type === 'claimChow'
      ? [0, 1, 2].map((i) => action.lowest + i).filter((k) => k !== tile)
      : [tile, tile];
  for (const k of used) hand[k]!--;
  for (const k of [...used, tile]) locked[k]!++;
  let best = Infinity;
  for (let d = 0; d < PLAYING_KINDS; d++) {
    if (hand[d] === 0) continue;
    hand[d]!--;
    best = Math.min(best, shanten(hand, melds + 1, locked));
    hand[d]!++;
  }
  return best;
}

const discardKind = (a: Action) => (a.type === 'discard' ? kindOfId(a.tile) : null);

function checkDrill(ruleset: RulesetId, set: BuiltinDrillSet, drill: BuiltinDrill, tally: Checked) {
  const position = builtinPosition(set, ruleset, drill);
  expect(position.ok, drill.id).toBe(true);
  if (!position.ok) return;
  const { view, tempting } = position.value;
  const what = (fact: string) => `${drill.id}: ${fact}`;
  expect(isDecision(view, tempting), what('the tempting move is a choice of the seat')).toBe(true);
  expect(view.legalActions).toContainEqual(tempting);
  // The grading: the coach's own move right, the tempting one wrong — a big mistake of the idea.
  const coachMove = followCoach(view, new Rng(seedRng(drill.id)), BUILTIN_AIM);
  const own = review(view, coachMove);
  expect(own.verdict, what('the coach’s move is the coach’s choice')).toBe('same');
  expect(gradeReview(own).verdict).not.toBe('different');
  const wrong = review(view, tempting);
  const grade = gradeReview(wrong);
  expect(grade.verdict, what('the tempting move is graded wrong')).toBe('different');
  expect(grade.big, what('the tempting move is a big mistake')).toBe(true);
  expect(KINDS[drill.idea], what('the mistake is of the idea')).toContain(mistakeKindOf(wrong));
  // The idea's own fact, from the position.
  const advice = wrong.advice;
  const reason = advice.discard?.reason;
  const brute = view.phase.kind === 'turn' ? efficiency(view) : null;
  switch (drill.idea) {
    case 'efficiency': {
      expect(['efficiency', 'waits']).toContain(reason?.type);
      const least = Math.min(...[...brute!.values()].map((e) => e.shanten));
      const widest = Math.max(
        ...[...brute!.values()].filter((e) => e.shanten === least).map((e) => e.tiles),
      );
      const mine = brute!.get(discardKind(tempting)!)!;
      const chanceLost = (wrong.coachFigures.winChance! - wrong.mineFigures.winChance!) * 100;
      expect(
        mine.shanten > least || mine.tiles < widest || chanceLost >= 5,
        what('the tempting tile is slower, or keeps fewer useful tiles or less chance to win'),
      ).toBe(true);
      break;
    }
    case 'pattern':
      expect(reason?.type).toBe('value');
      if (reason?.type !== 'value') break;
      expect(reason.pattern, what('the coach names the pattern it keeps')).not.toBeNull();
      expect(discardKind(tempting)).toBe(reason.instead);
      break;
    case 'doublings': {
      expect(reason?.type).toBe('value');
      if (reason?.type !== 'value') break;
      expect(discardKind(tempting)).toBe(reason.instead);
      const kept = doublings(view, advice.discard!.recommended.kind);
      const given = doublings(view, reason.instead);
      const honour = isDragon(reason.instead) || reason.instead === windOfSeat(view.seat);
      expect(
        honour || kept.pairs > given.pairs || (kept.offSuit < given.offSuit && kept.offSuit <= 4),
        what('the coach keeps a dragon or own wind, a doubling pair, or the way to one suit'),
      ).toBe(true);
      break;
    }
    case 'safety':
      expect(reason?.type).toBe('safety');
      if (reason?.type !== 'safety') break;
      expect(view.wall.live, what('late in the hand')).toBeLessThanOrEqual(LATE_WALL);
      expect(reason.level, what('the tile turned down is shaded risky')).toBeGreaterThanOrEqual(2);
      expect(discardKind(tempting)).toBe(reason.instead);
      expect(wrong.mineFigures.risk!, what('the tempting tile is riskier')).toBeGreaterThan(
        wrong.coachFigures.risk!,
      );
      break;
    case 'claim': {
      expect(view.phase.kind).toBe('claimWindow');
      if (view.phase.kind !== 'claimWindow') break;
      const claim = advice.claim!;
      const claimed = claim.recommended.type !== 'pass';
      expect(tempting.type === 'pass', what('the tempting move is the other answer')).toBe(claimed);
      const { hand, locked, melds } = readView(view);
      const tile = kindOfId(view.phase.tile);
      const r = claim.reason;
      if (r.type === 'win') throw new Error(what('a win is no claim drill'));
      expect(r.from, what('tiles from ready now')).toBe(shanten(hand, melds, locked));
      // The coach's words for it, in both languages: the patterns it names are the reason's.
      for (const words of Object.values(LANGS)) {
        const w = wordsOf(words, ruleset);
        const text = claimText(w, claim);
        // (A pass that brings no progress says so, not what a claim would give up.)
        const namesLosses = r.type === 'claim' || r.to < r.from;
        if (namesLosses)
          for (const id of r.loses)
            expect(text, what('names what it gives up')).toContain(patternName(w.t, id));
        if (r.type === 'claim' && r.gains !== null)
          expect(text, what('names what it brings closer')).toContain(String(r.gains.points));
      }
      const claimAction = claimed ? coachMove : tempting;
      if (claimAction.type !== 'claimKong')
        expect(r.to, what('tiles from ready after the claim')).toBe(
          shantenAfterClaim(view, claimAction, tile),
        );
      break;
    }
  }
  // The coach's reason passes the reasons' fact checks; the answer's words name the moves.
  if (advice.discard !== null && view.phase.kind === 'turn')
    checkTurn(view, BUILTIN_AIM, advice, tally);
  for (const [lang, t] of Object.entries(ANSWER)) {
    const did = didText(t, view, wrong);
    const would = wouldText(t, view, wrong);
    const mineKind = discardKind(tempting);
    const coachKind = discardKind(coachMove);
    if (mineKind !== null)
      expect(did, `${lang} ${what('names the tile')}`).toContain(tileName(t, mineKind));
    if (coachKind !== null)
      expect(would, `${lang} ${what('names the coach’s tile')}`).toContain(tileName(t, coachKind));
    expect(lossText(t, grade.loss!).length).toBeGreaterThan(0);
    expect(t(`drills.idea.${drill.idea}`)).not.toBe(`drills.idea.${drill.idea}`);
  }
  tally.facts++;
}

describe('the built-in drills', () => {
  it('are 200 or more, of both rulesets, each idea of a ruleset taught 20 times or more', () => {
    let total = 0;
    for (const [ruleset, set] of SETS) {
      total += set.drills.length;
      const ideas = new Map<DrillIdea, number>();
      for (const d of set.drills) ideas.set(d.idea, (ideas.get(d.idea) ?? 0) + 1);
      const expected: DrillIdea[] = [
        'efficiency',
        'safety',
        'claim',
        RULESET_DRAWINGS[ruleset].coach.patterns ? 'pattern' : 'doublings',
      ];
      expect([...ideas.keys()].sort()).toEqual(expected.sort());
      for (const n of ideas.values()) expect(n).toBeGreaterThanOrEqual(20);
      expect(new Set(set.drills.map((d) => d.id)).size).toBe(set.drills.length);
      // Many deals, not a few hands asked over and over.
      expect(set.hands.length).toBeGreaterThanOrEqual(set.drills.length / 3);
    }
    expect(total).toBeGreaterThanOrEqual(200);
  });

  it.each(RULESET_IDS)(
    'in %s are graded as the coach chooses, each teaching its idea, in true words',
    { timeout: 240_000 },
    (ruleset) => {
      const set = SETS.get(ruleset)!;
      const tally = newTally();
      for (const drill of set.drills) checkDrill(ruleset, set, drill, tally);
      expect(tally.facts).toBeGreaterThan(set.drills.length);
    },
  );

  it('offer five a day, a different five each day, the ideas mixed, none learnt before', () => {
    for (const set of SETS.values()) {
      const learnt = new Set(set.drills.slice(0, 20).map((d) => d.id));
      const days = [20_000, 20_001, 20_002].map((day) =>
        dailyDrills(set, day, { learntBefore: (id) => learnt.has(id) }),
      );
      for (const five of days) {
        expect(five).toHaveLength(5);
        expect(five.some((d) => learnt.has(d.id))).toBe(false);
        expect(new Set(five.map((d) => d.idea)).size).toBe(4);
      }
      expect(days[0]!.map((d) => d.id)).not.toEqual(days[1]!.map((d) => d.id));
      // The same all day.
      expect(dailyDrills(set, 20_000, { learntBefore: (id) => learnt.has(id) })).toEqual(days[0]);
    }
  });
});
