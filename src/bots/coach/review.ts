/**
 * The after-hand review of one decision (issue 7, item 2): what the seat chose in a position, what
 * the coach would have chosen there, and figures that compare the two — tiles away from ready and
 * live acceptance after each choice (efficiency.ts), the hand's expected value and the expected
 * cost of a discard (value.ts, danger.ts) when value or safety drove the advice, a win's points.
 * Like `coach`, it is a pure function of the seat's `playerView` (and of the seat's own action,
 * which it knows): it can never reveal a hidden tile.
 */
import type { Action, Meld, PlayerView, TileKind } from '../../engine';
import { claimChoiceOf, kindOfId, lockedCopies } from '../../engine';
import type { Threat } from '../danger';
import { dangerOf } from '../danger';
import { acceptance, discardOptions } from '../efficiency';
import { addCopies } from '../kindCounts';
import type { Knowledge } from '../knowledge';
import { knowledgeOf } from '../knowledge';
import { PROFILES } from '../levels';
import { BOT_RULESETS } from '../rulesets';
import { coach, threatsOfView } from './coach';
import type { ClaimChoice, CoachAdvice, CoachAim } from './types';
import { DEFAULT_AIM } from './types';

/** A choice in a position: a turn's discard, kong or win, or a claim window's answer. */
export type MoveChoice =
  | { readonly type: 'discard'; readonly kind: TileKind }
  | { readonly type: 'declareKong'; readonly kind: TileKind }
  | { readonly type: 'addToPung'; readonly kind: TileKind }
  /** A self-drawn win (§8.3). */
  | { readonly type: 'declareWin' }
  /** On a discard or a kong being added: win, pass, or claim a set. */
  | ClaimChoice;

/** Where a choice leaves the hand. */
export interface ChoiceFigures {
  /** Tiles away from ready after the choice (its best discard after a claim); -1: a win. */
  readonly shanten: number;
  /** Unseen copies of the kinds that would then bring the hand closer (0 after a win). */
  readonly tiles: number;
  /** A win's points (§9); null for any other choice. */
  readonly points: number | null;
  /** A discard: the hand's expected value should it win (value.ts), rounded; else null. */
  readonly value: number | null;
  /** A discard: the expected points lost by throwing it now (danger.ts), one decimal; else null. */
  readonly risk: number | null;
  /**
   * A discard: the analyser's chance to win before the wall ends (0..1); else null (the analyser
   * values no claim, pass, kong or win, nor a discard when a win is on offer: the coach shows none).
   */
  readonly winChance: number | null;
  /** A discard: the analyser's expected points of the win; else null. */
  readonly expectedPoints: number | null;
}

export interface DecisionReview {
  /** The coach's advice for the position (the words of the hint overlays come from it). */
  readonly advice: CoachAdvice;
  readonly mine: MoveChoice;
  readonly coach: MoveChoice;
  /**
   * By the analyser's figures for the aim, as the coach's panel showed them (issue 35, item 3):
   * `same`: the coach's own choice; `equal`: a move the analyser values exactly as the coach's;
   * `better`: one it values higher (the aim's figure first, the other breaking a tie); `different`:
   * one it values lower, a tile riskier than the coach's when danger drove the advice, or a choice
   * the analyser does not value (claims, passes, kongs: the coach's own reasons judge those).
   */
  readonly verdict: 'same' | 'equal' | 'better' | 'different';
  /** What the coach aimed for: the figure that decides first. */
  readonly aim: CoachAim;
  /** What decided the coach's choice, and so which figures tell the difference. */
  readonly driver: 'efficiency' | 'value' | 'safety' | 'win';
  readonly mineFigures: ChoiceFigures;
  readonly coachFigures: ChoiceFigures;
}

const PROFILE = PROFILES.strong;

/** Figures closer than this (relative, at least absolute) are sums taken in another order. */
const TIE = 1e-9;
const close = (x: number, y: number) =>
  Math.abs(x - y) <= TIE * Math.max(1, Math.abs(x), Math.abs(y));

/**
 * How the analyser values the person's move against the coach's for the aim, in the coach's own
 * order (coach.ts `byAim`): the aim's figure first — chance to win, or expected points — the other
 * breaking a tie. Positive: the person's is better; 0: alike; negative: worse; null when either
 * move has no analyser figures. Estimates (`exact: false`) count as they are: the panel showed
 * them, and the person chose by them.
 */
function byTheNumbers(mine: ChoiceFigures, coach: ChoiceFigures, aim: CoachAim): number | null {
  if (
    mine.winChance === null ||
    mine.expectedPoints === null ||
    coach.winChance === null ||
    coach.expectedPoints === null
  )
    return null;
  const chance: [number, number] = [mine.winChance, coach.winChance];
  const points: [number, number] = [mine.expectedPoints, coach.expectedPoints];
  for (const [m, c] of aim === 'win' ? [chance, points] : [points, chance])
    if (!close(m, c)) return Math.sign(m - c);
  return 0;
}

/** The choice an action makes; null for an action that is not a seat's decision. */
export function choiceOfAction(action: Action): MoveChoice | null {
  switch (action.type) {
    case 'discard':
      return { type: 'discard', kind: kindOfId(action.tile) };
    case 'declareKong':
    case 'addToPung':
      return { type: action.type, kind: action.kind };
    case 'declareWin':
      return { type: 'declareWin' };
    case 'claimWin':
    case 'claimPung':
    case 'claimKong':
    case 'claimChow':
    case 'pass':
      return claimChoiceOf(action);
    case 'nextHand':
      return null;
  }
}

export function sameMove(a: MoveChoice, b: MoveChoice): boolean {
  if (a.type !== b.type) return false;
  if ('kind' in a && 'kind' in b) return a.kind === b.kind;
  if (a.type === 'chow' && b.type === 'chow') return a.lowest === b.lowest;
  return true;
}

/** What the coach would do in the view, as a choice. */
function coachChoice(view: PlayerView, advice: CoachAdvice): MoveChoice | null {
  const phase = view.phase;
  if (phase.kind === 'claimWindow' || phase.kind === 'robbingWindow')
    return advice.claim?.recommended ?? { type: 'pass' };
  if (phase.kind !== 'turn') return null;
  if (advice.win !== null) return { type: 'declareWin' };
  if (advice.kong !== null) return { type: advice.kong.type, kind: advice.kong.kind };
  if (advice.discard !== null) return { type: 'discard', kind: advice.discard.recommended.kind };
  return null;
}

const counted = (hand: Uint8Array) => hand.reduce((n, c) => n + c, 0);

/** Tiles from ready and acceptance of a hand: a 14-tile one is measured after its best discard. */
function standing(k: Knowledge, hand: Uint8Array, melds: readonly Meld[]) {
  const locked = lockedCopies(melds);
  if (counted(hand) % 3 !== 2) return acceptance(hand, melds.length, locked, k.unseen);
  const options = discardOptions(hand, melds.length, locked, k.unseen);
  return options.reduce((b, o) =>
    o.shanten < b.shanten || (o.shanten === b.shanten && o.tiles > b.tiles) ? o : b,
  );
}

function figuresOf(
  view: PlayerView,
  k: Knowledge,
  threats: readonly Threat[],
  advice: CoachAdvice,
  choice: MoveChoice,
): ChoiceFigures {
  const none = { points: null, value: null, risk: null, winChance: null, expectedPoints: null };
  const hand = k.hand.slice();
  switch (choice.type) {
    case 'declareWin':
    case 'win':
      return { ...none, shanten: -1, tiles: 0, points: advice.win?.points ?? null };
    case 'discard': {
      const valued = advice.discard?.figures.find((f) => f.kind === choice.kind);
      addCopies(hand, choice.kind, -1);
      const acc = acceptance(hand, k.meldCount, k.locked, k.unseen);
      const ctx = {
        rarePatterns: PROFILE.rarePatterns,
        seat: view.seat,
        melds: k.melds,
        exposed: k.exposed,
        bonusTiles: view.seats[view.seat].bonus.map(kindOfId),
        halveFlowers: view.options.halveFlowers,
      };
      // The hand's worth by the game's own points (Zung Jung patterns, Ravenna table points).
      const valuation = BOT_RULESETS[view.ruleset].valuation(view);
      const value =
        acc.shanten === 0
          ? valuation.ready(hand, ctx, acc.kinds, k.unseen)
          : valuation.potential(hand, ctx, k.unseen);
      return {
        shanten: acc.shanten,
        tiles: acc.tiles,
        points: null,
        value: Math.round(value),
        risk: Math.round(dangerOf(choice.kind, threats) * 10) / 10,
        // The figures the panel showed: the chance and the points to expect at the table.
        winChance: valued?.tableChance ?? null,
        expectedPoints: valued?.tablePoints ?? null,
      };
    }
    case 'declareKong': {
      addCopies(hand, choice.kind, -4);
      const melds = [...k.melds, { kind: 'kong', tile: choice.kind, concealed: true } as const];
      return { ...standing(k, hand, melds), ...none };
    }
    case 'addToPung': {
      addCopies(hand, choice.kind, -1);
      const melds = k.melds.map((m) =>
        m.kind === 'pung' && m.tile === choice.kind ? { ...m, kind: 'kong' as const } : m,
      );
      return { ...standing(k, hand, melds), ...none };
    }
    case 'pass':
      return { ...standing(k, hand, k.melds), ...none };
    case 'pung':
    case 'kong':
    case 'chow': {
      const phase = view.phase;
      if (phase.kind !== 'claimWindow') return { ...standing(k, hand, k.melds), ...none };
      const taken = kindOfId(phase.tile);
      let meld: Meld;
      if (choice.type === 'chow') {
        for (let t = choice.lowest; t < choice.lowest + 3; t++)
          if (t !== taken) addCopies(hand, t, -1);
        meld = { kind: 'chow', tile: choice.lowest, concealed: false };
      } else {
        addCopies(hand, taken, choice.type === 'kong' ? -3 : -2);
        meld = { kind: choice.type, tile: taken, concealed: false };
      }
      return { ...standing(k, hand, [...k.melds, meld]), ...none };
    }
  }
}

function driverOf(advice: CoachAdvice, coachMove: MoveChoice): DecisionReview['driver'] {
  if (coachMove.type === 'declareWin' || coachMove.type === 'win') return 'win';
  if (coachMove.type === 'discard' && advice.discard !== null) {
    const reason = advice.discard.reason.type;
    // Ready or simply the most tiles that help: speed decided; a better chance or a pattern the
    // fastest tile would give up: value decided.
    if (reason === 'efficiency' || reason === 'waits') return 'efficiency';
    // With no chance left for any discard, the coach's tile is chosen for safety alone.
    if (reason === 'noChance') return 'safety';
    // More tiles that help: speed decided; a better chance for fewer points: the figures decide.
    if (reason === 'wider' || reason === 'even') return 'efficiency';
    return reason === 'chance' || reason === 'speed' || reason === 'judgement' ? 'value' : reason;
  }
  const claim = advice.claim?.reason;
  // Passing to keep a pattern, or claiming for one without getting closer: value decided.
  if (claim?.type === 'pass' && claim.to < claim.from) return 'value';
  if (claim?.type === 'claim' && claim.to >= claim.from && claim.tilesTo <= claim.tilesFrom)
    return 'value';
  return 'efficiency';
}

/**
 * The review of `action`, the seat's decision in `view` (the position it was taken in), or null
 * when the action is not the seat's decision there.
 */
export function reviewDecision(
  view: PlayerView,
  action: Action,
  aim: CoachAim = DEFAULT_AIM,
  strongOpponents = 0,
): DecisionReview | null {
  const mine = choiceOfAction(action);
  if (mine === null || !('seat' in action) || action.seat !== view.seat) return null;
  const advice = coach(view, aim, strongOpponents);
  const coachMove = coachChoice(view, advice) ?? mine;
  const k = knowledgeOf(view);
  const threats = threatsOfView(view, k);
  const same = sameMove(mine, coachMove);
  const coachFigures = figuresOf(view, k, threats, advice, coachMove);
  const mineFigures = same ? coachFigures : figuresOf(view, k, threats, advice, mine);
  const driver = driverOf(advice, coachMove);
  // Where danger drove the advice (the analyser's best tile is dangerous now, or no tile keeps a
  // chance and the coach picks the safest), the analyser's figures leave the danger out: a tile
  // riskier than the coach's stays a mistake whatever they say, its loss the extra risk.
  const riskier = driver === 'safety' && (mineFigures.risk ?? 0) > (coachFigures.risk ?? 0);
  // Otherwise the verdict follows the analyser's figures (issue 35, item 3): a move it values at
  // least as high as the coach's for the aim is never a mistake, whatever the coach preferred.
  const numbers = same || riskier ? null : byTheNumbers(mineFigures, coachFigures, aim);
  // Where the advice left the figures' best for less danger, a better chance, more useful tiles or
  // its look-ahead (issue 36), a move the figures rate higher is no mistake, and no better than the advice
  // either (it left what the advice weighed): the two are even. (The figures shown at the table
  // order the discards as the analyser's own do: coach.ts figuresAtTable.)
  const departed =
    advice.discard !== null &&
    ['speed', 'wider', 'judgement', 'safety'].includes(advice.discard.reason.type);
  return {
    advice,
    mine,
    coach: coachMove,
    verdict: same
      ? 'same'
      : numbers === null || numbers < 0
        ? 'different'
        : numbers > 0 && !departed
          ? 'better'
          : 'equal',
    aim,
    driver,
    mineFigures,
    coachFigures,
  };
}
