/**
 * The coach: `coach(view)` — what to do in this position and why, a pure function of one seat's
 * `playerView` (design.md: bots and the coach receive only a view, so the advice can never depend
 * on hidden tiles). It is built on the bots' own evaluators: efficiency.ts for tiles from ready and
 * live acceptance, value.ts and the scorer for points, danger.ts for the cost of a discard, and the
 * strong level's ranking (decide.ts) for the choice itself. It explains rather than plays: the
 * suggestion is the most efficient discard unless value or safety is worth more, and then the
 * reason says which.
 */
import type { Meld, PatternId, PlayerView, Situation, TileKind } from '../../engine';
import {
  NO_SITUATION,
  PLAYING_KINDS,
  Rng,
  kindOfId,
  lockedCopies,
  seedRng,
  waits as waitingKinds,
} from '../../engine';
import type { Threat } from '../danger';
import { dangerOf, dealInCost, threatsOf } from '../danger';
import type { Analysis } from '../analyser';
import { analyse, positionOfView } from '../analyser';
import { BOT_RULESETS } from '../rulesets';
import { decide, rankTurnDiscards } from '../decide';
import { acceptance, discardOptions } from '../efficiency';
import type { Knowledge } from '../knowledge';
import { knowledgeOf } from '../knowledge';
import { PROFILES } from '../levels';
import { suitNeverThrown } from '../opponentValue';
import { middleFromHandLate } from '../readiness';
import { besideIn, lastFromHand } from '../waitReading';
import type { HandState } from './patterns';
import { patternTable, patternUses, patternsInReach } from './patterns';
import type {
  ClaimAdvice,
  ClaimChoice,
  CoachAdvice,
  CoachAim,
  DangerMark,
  DiscardAdvice,
  DiscardChoice,
  DiscardFigures,
  DiscardReason,
  KongAdvice,
  PatternChance,
  ThreatSign,
  WaitAdvice,
  WinAdvice,
} from './types';

/** The level whose judgement the coach explains. */
const LEVEL = 'strong';
const PROFILE = PROFILES[LEVEL];
/** The strong level plays without noise, so its rng is never drawn; a fixed seed keeps it pure. */
const rng = () => new Rng(seedRng('coach'));

/** Danger shading starts once the wall is this short, or once an opponent looks this ready. */
export const LATE_WALL = 36;
export const READY_ALERT = 0.4;
/** Expected points lost (danger.ts) at which a discard counts as some risk, risky, dangerous. */
export const DANGER_LEVELS = [2, 4, 8] as const;
/** A safer tile is worth suggesting when it saves at least this many expected points. */
const SAFETY_MIN = 0.75;

function handState(k: Knowledge, hand: ArrayLike<number>, melds = k.melds): HandState {
  return { hand, melds, unseen: k.unseen, seat: k.seat };
}

/**
 * Score of the hand `concealed` (without the winning tile) winning on `tile`, by the game's
 * ruleset (zung-jung.md §9, ravenna.md §10.5), or null when it is not a win.
 */
function scoreOf(
  view: PlayerView,
  k: Knowledge,
  concealed: ArrayLike<number>,
  tile: TileKind,
  winFrom: 'wall' | 'discard',
  situation: Situation = NO_SITUATION,
): { points: number; patterns: PatternId[] } | null {
  const tiles: TileKind[] = [];
  for (let t = 0; t < PLAYING_KINDS; t++) for (let n = 0; n < concealed[t]!; n++) tiles.push(t);
  const scored = BOT_RULESETS[view.ruleset].scoreWin(view, {
    concealed: tiles,
    melds: k.melds,
    winningTile: tile,
    winFrom,
    situation,
  });
  return scored === null ? null : { points: scored.points, patterns: [...scored.patterns] };
}

/** The waits of a ready hand (13 − 3 × melds tiles), with unseen copies and scores. */
function waitsOf(view: PlayerView, k: Knowledge, hand: ArrayLike<number>): WaitAdvice[] {
  return waitingKinds(hand, k.meldCount, k.locked).map((kind) => ({
    kind,
    unseen: k.unseen[kind]!,
    discardPoints: scoreOf(view, k, hand, kind, 'discard')?.points ?? 0,
    selfDrawnPoints: scoreOf(view, k, hand, kind, 'wall')?.points ?? 0,
  }));
}

/** A win the engine lists as legal now, scored as the engine will score it (§8.3, §9). */
function winNow(view: PlayerView, k: Knowledge): WinAdvice | null {
  const phase = view.phase;
  const legal = view.legalActions;
  if (phase.kind === 'turn' && legal.some((a) => a.type === 'declareWin')) {
    const drawn = view.seats[view.seat].drawn;
    const situation: Situation = {
      ...NO_SITUATION,
      heaven: phase.source === 'deal',
      lastWallTile: phase.seabed,
      // A flower's replacement does not count (D-12); with flowers the view cannot tell them apart.
      kongReplacement: phase.source === 'replacement' && !view.options.flowers,
    };
    const candidates = drawn !== null ? [kindOfId(drawn)] : [...Array(PLAYING_KINDS).keys()];
    let best: WinAdvice | null = null;
    for (const tile of candidates) {
      if (k.hand[tile] === 0) continue;
      const rest = k.hand.slice();
      rest[tile]--;
      const s = scoreOf(view, k, rest, tile, 'wall', situation);
      if (s !== null && (best === null || s.points > best.points))
        best = { points: s.points, selfDrawn: true, patterns: s.patterns };
    }
    return best;
  }
  const onDiscard = phase.kind === 'claimWindow' && phase.myOptions?.win === true;
  const robbing = phase.kind === 'robbingWindow' && phase.canRob;
  if (onDiscard || robbing) {
    const tile = kindOfId(phase.tile);
    const earth =
      phase.kind === 'claimWindow' &&
      view.discards.length === 1 &&
      phase.discarder === 0 &&
      view.seats[0].melds.length === 0;
    const s = scoreOf(view, k, k.hand, tile, 'discard', {
      ...NO_SITUATION,
      lastDiscard: phase.kind === 'claimWindow' && phase.riverbed,
      robbingKong: robbing,
      earth,
    });
    return s === null ? null : { points: s.points, selfDrawn: false, patterns: s.patterns };
  }
  return null;
}

function choiceOf(o: {
  discard: TileKind;
  shanten: number;
  tiles: number;
  kinds: readonly TileKind[];
}): DiscardChoice {
  return { kind: o.discard, shanten: o.shanten, tiles: o.tiles, kinds: [...o.kinds] };
}

const without = (hand: Uint8Array, kind: TileKind) => {
  const rest = hand.slice();
  rest[kind]--;
  return rest;
};

const sameChance = (a: PatternChance, b: PatternChance) =>
  a.id === b.id && a.suit === b.suit && a.tile === b.tile;

/** What the table shows about an opponent that makes him look ready. */
function signsOf(threat: Threat, k: Knowledge): ThreatSign[] {
  const op = threat.opponent;
  const signs: ThreatSign[] = [{ type: 'ready', chance: Math.round(threat.ready * 100) }];
  if (op.melds.length >= 2) signs.push({ type: 'sets', count: op.melds.length });
  if (threat.suit >= 0) signs.push({ type: 'oneSuit', suit: threat.suit });
  else {
    const kept = suitNeverThrown(op);
    if (kept >= 0) signs.push({ type: 'keepsSuit', suit: kept });
  }
  if (op.drawStreak >= 2) signs.push({ type: 'drawStreak', count: op.drawStreak });
  if (middleFromHandLate(op)) signs.push({ type: 'middleFromHand' });
  if (k.liveWall < 20) signs.push({ type: 'lateWall', live: k.liveWall });
  return signs;
}

/** The opponent who makes `kind` most dangerous to throw (§12.3: the discarder pays). */
function worstThreat(threats: readonly Threat[], kind: TileKind): Threat {
  let worst = threats[0]!;
  let worstRisk = -1;
  for (const t of threats) {
    const risk = t.ready * t.waitChance[kind]! * dealInCost(t, kind);
    if (risk > worstRisk) {
      worst = t;
      worstRisk = risk;
    }
  }
  return worst;
}

/** The pattern worth 10 or more that discarding `top` keeps closer than discarding `eff`. */
function patternKept(k: Knowledge, top: DiscardChoice, eff: DiscardChoice): PatternChance | null {
  const after = patternTable(handState(k, without(k.hand, top.kind)));
  const before = patternTable(handState(k, without(k.hand, eff.kind)));
  let kept: PatternChance | null = null;
  for (const c of after) {
    if (c.points < 10 || c.shanten > top.shanten + 3) continue;
    const other = before.find((b) => sameChance(b, c));
    if (other !== undefined && other.shanten <= c.shanten) continue;
    if (kept === null || c.points > kept.points) kept = c;
  }
  // Or one that limits the kinds of the hand: the suggestion throws a tile it cannot use and keeps
  // one it can (fewer tiles left to throw away later).
  if (kept === null) {
    for (const c of after) {
      if (c.points < 10 || c.shanten > top.shanten + 3) continue;
      if (patternUses(c, top.kind) !== false || patternUses(c, eff.kind) !== true) continue;
      if (kept === null || c.points > kept.points) kept = c;
    }
  }
  return kept;
}

/** The analyser's order for an aim: the aim's figure first, the other breaks ties. */
function byAim(aim: CoachAim): (a: DiscardFigures, b: DiscardFigures) => number {
  const close = (x: number, y: number) => Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(x));
  return aim === 'win'
    ? (a, b) =>
        (close(a.winChance, b.winChance) ? 0 : b.winChance - a.winChance) ||
        (close(a.expectedPoints, b.expectedPoints) ? 0 : b.expectedPoints - a.expectedPoints) ||
        a.kind - b.kind
    : (a, b) =>
        (close(a.expectedPoints, b.expectedPoints) ? 0 : b.expectedPoints - a.expectedPoints) ||
        (close(a.winChance, b.winChance) ? 0 : b.winChance - a.winChance) ||
        a.kind - b.kind;
}

/**
 * The coach's order for one position: the analyser's figures for the aim. When some of them are
 * estimates (far from ready, where the analyser approximates), discards are compared first by how
 * far from ready they leave the hand: the estimate follows one likely path per hand, which flatters
 * hands with more steps to go, and on estimates alone the coach would advise breaking a pair for a
 * few points of chance it cannot vouch for.
 */
export function coachOrder(
  aim: CoachAim,
  figures: readonly DiscardFigures[],
): (a: DiscardFigures, b: DiscardFigures) => number {
  const byFigures = byAim(aim);
  if (figures.every((f) => f.exact)) return byFigures;
  return (a, b) => a.shanten - b.shanten || byFigures(a, b);
}

/** The analyser's entries as the coach's figures (a tile kind for a tile). */
export function figuresOfAnalysis(analysis: Analysis): DiscardFigures[] {
  return analysis.discards.map((d) => ({
    kind: d.tile,
    winChance: d.winChance,
    expectedPoints: d.expectedPoints,
    shanten: d.shanten,
    acceptance: d.acceptance,
    exact: d.exact,
  }));
}

/** Every discard valued by the analyser (issue 16), in the coach's order for the aim. */
function discardFigures(view: PlayerView, aim: CoachAim): DiscardFigures[] {
  const position = positionOfView(view);
  if (position === null) return [];
  const figures = figuresOfAnalysis(analyse(position));
  return figures.sort(coachOrder(aim, figures));
}

/**
 * The strong level's discard when it is safer than `best` by at least SAFETY_MIN expected points,
 * else null: where the level that defends turns away from the analyser's best tile for safety.
 */
function defendedChoice(
  view: PlayerView,
  threats: readonly Threat[],
  best: TileKind,
): TileKind | null {
  const chosen = rankTurnDiscards(view, rng(), LEVEL)[0]!.kind;
  if (chosen === best) return null;
  return dangerOf(best, threats) - dangerOf(chosen, threats) >= SAFETY_MIN ? chosen : null;
}

function discardAdvice(
  view: PlayerView,
  k: Knowledge,
  threats: readonly Threat[],
  aim: CoachAim,
): DiscardAdvice | null {
  if (!view.legalActions.some((a) => a.type === 'discard')) return null;
  const options = discardOptions(k.hand, k.meldCount, k.locked, k.unseen).map(choiceOf);
  const byKind = (kind: TileKind) => options.find((o) => o.kind === kind)!;
  // The exhaustive optimum: fewest tiles from ready, then the most live acceptance.
  const least = Math.min(...options.map((o) => o.shanten));
  const widest = Math.max(...options.filter((o) => o.shanten === least).map((o) => o.tiles));
  const efficientKinds = options
    .filter((o) => o.shanten === least && o.tiles === widest)
    .map((o) => o.kind);
  const figures = discardFigures(view, aim);
  // Among equally efficient tiles, the one the analyser values most.
  const effKind = figures.find((f) => efficientKinds.includes(f.kind))?.kind ?? efficientKinds[0]!;
  const efficient = byKind(effKind);
  const best = figures[0];
  if (best === undefined)
    return {
      efficient,
      efficientKinds,
      recommended: efficient,
      reason: { type: 'efficiency' },
      options,
      aim,
      figures,
    };
  // A deal-in may cost more than the best tile gains. The strong level weighs each discard's
  // expected points against what throwing it is expected to lose, every turn (danger.ts, its own
  // win forfeited too): when its choice is a clearly safer tile than the analyser's best, that tile
  // is the advice and the reason names the danger.
  const defended = threats.length > 0 ? defendedChoice(view, threats, best.kind) : null;
  if (defended !== null) {
    const worst = worstThreat(threats, best.kind);
    const op = worst.opponent;
    return {
      efficient,
      efficientKinds,
      recommended: byKind(defended),
      reason: {
        type: 'safety',
        instead: best.kind,
        threat: op.seat,
        signs: signsOf(worst, k),
        safer: op.wentBy.has(defended)
          ? 'passed'
          : op.discards.includes(defended)
            ? 'discarded'
            : 'lessLikely',
        // Only where the reading that weighed the danger counts it (the measured one).
        beside:
          measuredReading(view) && besideIn(lastFromHand(op), best.kind) > 0
            ? lastFromHand(op)
            : null,
      },
      options,
      aim,
      figures,
    };
  }
  // Far from ready with few draws left, no discard keeps a chance: the numbers cannot choose, and a
  // pattern "in reach" would not be true. The tile least likely to hand another player the win is
  // then the advice (the analyser's order among equally safe ones).
  if (least > 0 && figures.every((f) => f.winChance === 0)) {
    let safest = best;
    let lowest = dangerOf(best.kind, threats);
    for (const f of figures) {
      const danger = dangerOf(f.kind, threats);
      if (danger < lowest) [safest, lowest] = [f, danger];
    }
    return {
      efficient,
      efficientKinds,
      recommended: byKind(safest.kind),
      reason: { type: 'noChance' },
      options,
      aim,
      figures,
    };
  }
  const recommended = byKind(best.kind);
  let reason: DiscardReason;
  if (recommended.shanten === 0) reason = { type: 'waits' };
  else if (efficientKinds.includes(best.kind)) reason = { type: 'efficiency' };
  else {
    const kept = BOT_RULESETS[view.ruleset].patterns
      ? patternKept(k, recommended, efficient)
      : null;
    reason =
      kept === null
        ? { type: 'chance', instead: efficient.kind }
        : {
            type: 'value',
            instead: efficient.kind,
            pattern: kept.id,
            points: kept.points,
            insteadPoints: Math.round(
              figures.find((f) => f.kind === efficient.kind)!.expectedPoints,
            ),
          };
  }
  return { efficient, efficientKinds, recommended, reason, options, aim, figures };
}

function kongAdvice(view: PlayerView): KongAdvice | null {
  if (!view.legalActions.some((a) => a.type === 'declareKong' || a.type === 'addToPung'))
    return null;
  const action = decide(view, rng(), LEVEL);
  return action.type === 'declareKong' || action.type === 'addToPung'
    ? { kind: action.kind, type: action.type }
    : null;
}

function dangerMarks(k: Knowledge, threats: readonly Threat[]): DangerMark[] {
  const marks: DangerMark[] = [];
  for (let kind = 0; kind < PLAYING_KINDS; kind++) {
    if (k.hand[kind] === 0) continue;
    const risk = dangerOf(kind, threats);
    const level = DANGER_LEVELS.filter((l) => risk >= l).length as DangerMark['level'];
    marks.push({ kind, level, risk: Math.round(risk * 10) / 10 });
  }
  return marks;
}

/** The marks when at least one tile is tinted (some risk), else null. */
function tinted(marks: DangerMark[]): DangerMark[] | null {
  return marks.some((m) => m.level > 0) ? marks : null;
}

interface ClaimOutcome {
  readonly choice: ClaimChoice;
  readonly shanten: number;
  readonly tiles: number;
  readonly patterns: readonly PatternChance[];
}

/** The hand after a claim (§5.5): its best discard's shanten (a kong draws a replacement first). */
function afterClaim(
  k: Knowledge,
  choice: ClaimChoice,
  taken: TileKind,
  speaksPatterns: boolean,
): ClaimOutcome {
  const hand = k.hand.slice();
  let meld: Meld;
  if (choice.type === 'chow') {
    for (let t = choice.lowest; t < choice.lowest + 3; t++) if (t !== taken) hand[t]--;
    meld = { kind: 'chow', tile: choice.lowest, concealed: false };
  } else {
    hand[taken] -= choice.type === 'kong' ? 3 : 2;
    meld = { kind: choice.type === 'kong' ? 'kong' : 'pung', tile: taken, concealed: false };
  }
  const melds = [...k.melds, meld];
  const locked = lockedCopies(melds);
  const patterns = speaksPatterns ? patternsInReach(handState(k, hand, melds)) : [];
  if (choice.type === 'kong') {
    const acc = acceptance(hand, melds.length, locked, k.unseen);
    return { choice, shanten: acc.shanten, tiles: acc.tiles, patterns };
  }
  const options = discardOptions(hand, melds.length, locked, k.unseen);
  const best = options.reduce((b, o) =>
    o.shanten < b.shanten || (o.shanten === b.shanten && o.tiles > b.tiles) ? o : b,
  );
  return { choice, shanten: best.shanten, tiles: best.tiles, patterns };
}

/**
 * What a claim gives up: Concealed Hand (1.2) if the hand is still concealed, and the most valuable
 * pattern worth 10 or more that was close (on track or one tile off) and no longer is. Nothing in
 * a ruleset without patterns (Ravenna).
 */
function lostBy(
  before: readonly PatternChance[],
  after: ClaimOutcome,
  k: Knowledge,
  speaksPatterns: boolean,
): PatternId[] {
  if (!speaksPatterns) return [];
  const lost: PatternId[] = k.exposed ? [] : ['1.2'];
  const best = Math.min(...before.map((c) => c.shanten));
  let worst: PatternChance | null = null;
  for (const c of before) {
    if (c.points < 10 || c.shanten > best + 1) continue;
    const still = after.patterns.find((a) => sameChance(a, c));
    if (still !== undefined && still.shanten <= c.shanten + 1) continue;
    if (worst === null || c.points > worst.points) worst = c;
  }
  if (worst !== null) lost.push(worst.id);
  return lost;
}

function claimAdvice(
  view: PlayerView,
  k: Knowledge,
  win: WinAdvice | null,
  patterns: readonly PatternChance[],
): ClaimAdvice | null {
  const phase = view.phase;
  if (phase.kind === 'robbingWindow')
    return phase.canRob && phase.myDecision === null && win !== null
      ? { recommended: { type: 'win' }, reason: { type: 'win', points: win.points } }
      : null;
  if (phase.kind !== 'claimWindow' || phase.myOptions === null || phase.myDecision !== null)
    return null;
  const action = decide(view, rng(), LEVEL);
  if (action.type === 'claimWin' && win !== null)
    return { recommended: { type: 'win' }, reason: { type: 'win', points: win.points } };
  const options = phase.myOptions;
  const taken = kindOfId(phase.tile);
  const choices: ClaimChoice[] = [
    ...(options.kong ? [{ type: 'kong' } as const] : []),
    ...(options.pung ? [{ type: 'pung' } as const] : []),
    ...options.chows.map((lowest) => ({ type: 'chow', lowest }) as const),
  ];
  if (choices.length === 0) return null;
  const now = acceptance(k.hand, k.meldCount, k.locked, k.unseen);
  const speaksPatterns = BOT_RULESETS[view.ruleset].patterns;
  const outcomes = choices.map((c) => afterClaim(k, c, taken, speaksPatterns));
  const matches = (o: ClaimOutcome) =>
    (action.type === 'claimKong' && o.choice.type === 'kong') ||
    (action.type === 'claimPung' && o.choice.type === 'pung') ||
    (action.type === 'claimChow' && o.choice.type === 'chow' && o.choice.lowest === action.lowest);
  const taking = outcomes.find(matches);
  if (taking !== undefined) {
    const gained = taking.patterns.find(
      (c) => c.points >= 10 && !patterns.some((p) => sameChance(p, c) && p.shanten <= c.shanten),
    );
    const gains = gained === undefined ? null : { id: gained.id, points: gained.points };
    return {
      recommended: taking.choice,
      reason: {
        type: 'claim',
        from: now.shanten,
        to: taking.shanten,
        tilesFrom: now.tiles,
        tilesTo: taking.tiles,
        gains,
        loses: lostBy(patterns, taking, k, speaksPatterns),
      },
    };
  }
  const best = outcomes.reduce((b, o) =>
    o.shanten < b.shanten || (o.shanten === b.shanten && o.tiles > b.tiles) ? o : b,
  );
  return {
    recommended: { type: 'pass' },
    reason: {
      type: 'pass',
      claim: best.choice,
      from: now.shanten,
      to: best.shanten,
      loses: lostBy(patterns, best, k, speaksPatterns),
    },
  };
}

/** Whether the strong level reads threats with the models fitted on true hands in this ruleset. */
function measuredReading(view: PlayerView): boolean {
  return PROFILE.measuredThreats && BOT_RULESETS[view.ruleset].valuation(view).measured;
}

/** The opponents as threats, valued by the game's ruleset (Ravenna: no extra cost to deal in). */
export function threatsOfView(view: PlayerView, k: Knowledge): Threat[] {
  return threatsOf(k, {
    measured: measuredReading(view),
    guess: BOT_RULESETS[view.ruleset].valuation(view).threat,
  });
}

/**
 * The coach's advice for the seat whose view this is; the discard it suggests is the analyser's
 * best for `aim` (issue 16), unless the strong level turns to a clearly safer tile.
 */
export function coach(view: PlayerView, aim: CoachAim = 'win'): CoachAdvice {
  const k = knowledgeOf(view);
  const rules = BOT_RULESETS[view.ruleset];
  const threats = threatsOfView(view, k);
  const win = winNow(view, k);
  const patterns = rules.patterns ? patternsInReach(handState(k, k.hand)) : [];
  const myTurn = view.legalActions.some((a) => a.type === 'discard');
  const late = k.liveWall <= LATE_WALL || threats.some((t) => t.ready >= READY_ALERT);
  const discard = myTurn && win === null ? discardAdvice(view, k, threats, aim) : null;
  let shanten: number;
  let accepted: { tiles: number; kinds: readonly TileKind[] };
  let waits: WaitAdvice[] = [];
  if (discard !== null) {
    const r = discard.recommended;
    shanten = r.shanten;
    accepted = { tiles: r.tiles, kinds: r.kinds };
    if (r.shanten === 0) waits = waitsOf(view, k, without(k.hand, r.kind));
  } else if (myTurn) {
    // A complete hand (a win is on offer): nothing to improve.
    shanten = -1;
    accepted = { tiles: 0, kinds: [] };
  } else {
    const acc = acceptance(k.hand, k.meldCount, k.locked, k.unseen);
    shanten = acc.shanten;
    accepted = { tiles: acc.tiles, kinds: acc.kinds };
    if (acc.shanten === 0) waits = waitsOf(view, k, k.hand);
  }
  return {
    seat: view.seat,
    shanten,
    acceptance: accepted,
    win,
    discard,
    kong: myTurn && win === null ? kongAdvice(view) : null,
    waits,
    patterns,
    // The shading shows once danger counts (late, or when it already turned the advice) and only
    // when some tile is risky enough to be tinted: its caption speaks of tinted tiles.
    danger:
      discard !== null && (late || discard.reason.type === 'safety')
        ? tinted(dangerMarks(k, threats))
        : null,
    claim: claimAdvice(view, k, win, patterns),
  };
}
