/**
 * The coach: `coach(view)` — what to do in this position and why, a pure function of one seat's
 * `playerView` (design.md: bots and the coach receive only a view, so the advice can never depend
 * on hidden tiles). It is built on the bots' own evaluators: efficiency.ts for tiles from ready and
 * live acceptance, value.ts and the scorer for points, danger.ts for the cost of a discard, and the
 * strong level's ranking (decide.ts) for the choice itself. Aiming for points (the default), the
 * suggestion is the coach's policy — the strong level's judgement given a person's time
 * (COACH_PROFILE) — and where the analyser's figures put another tile first, the reason names the
 * fact that favours the policy's tile (less danger, a better chance, more useful tiles); aiming to
 * win more hands, it is the analyser's best chance unless a shaded tile is clearly more dangerous.
 */
import type { Meld, PatternId, PlayerView, Situation, TileKind } from '../../engine';
import {
  NO_SITUATION,
  PLAYING_KINDS,
  PLAYING_KIND_LIST,
  Rng,
  asKind,
  kindOfId,
  lockedCopies,
  seedRng,
  waits as waitingKinds,
} from '../../engine';
import type { Threat } from '../danger';
import { dangerOf, dealInCost, threatsOf } from '../danger';
import type { Analysis } from '../analyser';
import type { AnalysePosition } from '../analyser';
import { analyse, drawsLeftOfView, positionOfView, visibleOfView } from '../analyser';
import { BOT_RULESETS } from '../rulesets';
import { decide, rankTurnDiscards } from '../decide';
import { acceptance, discardOptions } from '../efficiency';
import type { Knowledge } from '../knowledge';
import { addCopies, countOf } from '../kindCounts';
import { knowledgeOf } from '../knowledge';
import type { Profile } from '../levels';
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
  PlanPattern,
  ThreatSign,
  WaitAdvice,
  WinAdvice,
} from './types';
import { DEFAULT_AIM } from './types';
import { tableChance, tableContextOf } from './tableChance';

/** The level whose judgement the coach explains. */
const LEVEL = 'strong';
const PROFILE = PROFILES[LEVEL];
/** The strong level plays without noise, so its rng is never drawn; a fixed seed keeps it pure. */
const rng = () => new Rng(seedRng('coach'));

/**
 * The coach's own policy when it aims for points (issue 36 item 1): the strong level's judgement —
 * its reading of each opponent, its defence, its weighing of points against speed — given the time
 * a person gives a decision rather than a bot's 10 ms: more of the leading discards compared by the
 * analyser, with far more work allowed (units of analyser/search.ts, so a run is reproducible).
 * Followed as the coach advises (with the analyser's overrule and fallbacks below), paired against
 * the strong level on 1,000 deals × 4 of fresh seeds: Zung Jung +0.01 points a hand [−0.52, 0.54],
 * Ravenna +3.08 [0.77, 5.38] (README). Falling back to the analyser's best wherever no figure
 * favoured the policy's tile cost about 0.85 a hand on 800 deals × 4: hence the 'judgement' reason.
 */
export const COACH_PROFILE: Profile = {
  ...PROFILE,
  analyserCandidates: 6,
  analyserWork: 60_000,
};

/** Danger shading starts once the wall is this short, or once an opponent looks this ready. */
export const LATE_WALL = 36;
export const READY_ALERT = 0.4;

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
  for (let t = 0; t < PLAYING_KINDS; t++)
    for (let n = 0; n < countOf(concealed, t); n++) tiles.push(asKind(t));
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
  return waitingKinds(hand, k.meldCount, k.locked).map((kind) => {
    const selfDrawn = scoreOf(view, k, hand, kind, 'wall');
    return {
      kind,
      unseen: countOf(k.unseen, kind),
      discardPoints: scoreOf(view, k, hand, kind, 'discard')?.points ?? 0,
      selfDrawnPoints: selfDrawn?.points ?? 0,
      patterns: BOT_RULESETS[view.ruleset].patterns ? (selfDrawn?.patterns ?? []) : [],
    };
  });
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
    const candidates = drawn !== null ? [kindOfId(drawn)] : PLAYING_KIND_LIST;
    let best: WinAdvice | null = null;
    for (const tile of candidates) {
      if (k.hand[tile] === 0) continue;
      const rest = k.hand.slice();
      addCopies(rest, tile, -1);
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
  addCopies(rest, kind, -1);
  return rest;
};

const sameChance = (a: PatternChance, b: PatternChance) =>
  a.id === b.id && a.suit === b.suit && a.tile === b.tile;

/** What the table shows about an opponent that makes him look ready. */
function signsOf(view: PlayerView, threat: Threat, k: Knowledge): ThreatSign[] {
  const op = threat.opponent;
  // Said "may be ready" only when read ready often enough that the warning is mostly true.
  const named = threat.ready >= BOT_RULESETS[view.ruleset].danger.namedFrom;
  const signs: ThreatSign[] = named
    ? [{ type: 'ready', chance: Math.round(threat.ready * 100) }]
    : [];
  if (op.melds.length >= 2) signs.push({ type: 'sets', count: op.melds.length });
  if (threat.suit >= 0)
    signs.push({
      type: 'oneSuit',
      suit: threat.suit,
      honours: op.melds.some((m) => m.tile >= 27),
    });
  else {
    const kept = suitNeverThrown(op);
    if (kept >= 0) signs.push({ type: 'keepsSuit', suit: kept });
  }
  if (op.drawStreak >= 2) signs.push({ type: 'drawStreak', count: op.drawStreak });
  if (middleFromHandLate(op)) signs.push({ type: 'middleFromHand' });
  if (k.liveWall < 20) signs.push({ type: 'lateWall', live: k.liveWall });
  return signs;
}

/** The discard option of `kind`: every discard the analyser or a level names is one of them. */
function optionOf(options: readonly DiscardChoice[], kind: TileKind): DiscardChoice {
  const option = options.find((o) => o.kind === kind);
  if (option === undefined) throw new Error(`coach: no discard of kind ${kind} in the hand`);
  return option;
}

/** The opponent who makes `kind` most dangerous to throw (§12.3: the discarder pays). */
function worstThreat(threats: readonly Threat[], kind: TileKind): Threat {
  const [first] = threats;
  if (first === undefined) throw new Error('coach: a danger to name without a threat');
  let worst = first;
  let worstRisk = -1;
  for (const t of threats) {
    const risk = t.ready * (t.waitChance[kind] ?? 0) * dealInCost(t, kind);
    if (risk > worstRisk) {
      worst = t;
      worstRisk = risk;
    }
  }
  return worst;
}

/** Patterns worth naming as a plan: a big pattern, not the 5- or 10-point extras of any hand. */
const PLAN_POINTS = 20;
/** How many of the patterns in reach the panel lists (CoachAdvice.patterns). */
export const SHOWN_PATTERNS = 5;

const planOf = (c: PatternChance): PlanPattern => ({
  id: c.id,
  points: c.points,
  suit: c.suit,
  tile: c.tile,
});

/**
 * The pattern of the shown list (`shown`, the hand after discarding `top`) that discarding `top`
 * keeps closer than discarding `other` would: the most valuable one, worth 10 or more.
 */
function patternKept(
  k: Knowledge,
  shown: readonly PatternChance[],
  top: TileKind,
  other: TileKind,
): PatternChance | null {
  const otherTable = patternTable(handState(k, without(k.hand, other)));
  let kept: PatternChance | null = null;
  for (const c of shown) {
    if (c.points < 10) continue;
    const there = otherTable.find((b) => sameChance(b, c));
    // Closer than the other discard leaves it, or as close but throwing a tile the pattern cannot
    // use and keeping one it can (one tile fewer to replace on the way).
    const closer = there === undefined || there.shanten > c.shanten;
    const towards =
      there !== undefined &&
      there.shanten === c.shanten &&
      patternUses(c, top) === false &&
      patternUses(c, other) === true;
    if (!closer && !towards) continue;
    if (kept === null || c.points > kept.points) kept = c;
  }
  return kept;
}

/** The most valuable big pattern of the shown list that going for costs no tile. */
function onTrackPlan(shown: readonly PatternChance[]): PlanPattern | null {
  let plan: PatternChance | null = null;
  for (const c of shown)
    if (c.onTrack && c.points >= PLAN_POINTS && (plan === null || c.points > plan.points)) plan = c;
  return plan === null ? null : planOf(plan);
}

/** The most valuable big pattern every wait scores (self-drawn), when it is in the shown list. */
function waitsPlan(
  waits: readonly WaitAdvice[],
  shown: readonly PatternChance[],
): PlanPattern | null {
  let plan: PatternChance | null = null;
  for (const c of shown) {
    if (c.points < PLAN_POINTS || !waits.every((w) => w.patterns.includes(c.id))) continue;
    if (plan === null || c.points > plan.points) plan = c;
  }
  return plan === null ? null : planOf(plan);
}

/** Two analyser figures that differ only by sums taken in another order. */
export function sameFigure(x: number, y: number): boolean {
  return Math.abs(x - y) <= 1e-12 * Math.max(1, Math.abs(x), Math.abs(y));
}

/**
 * The analyser's order for an aim, as `hu analyse` ranks its discards: the aim's figure first, the
 * other breaks ties; among discards worth exactly the same, the more efficient tile first (fewer
 * tiles from ready, then more live acceptance), so a tie never makes the coach leave the obvious
 * tile for nothing.
 */
export function aimOrder(
  aim: CoachAim,
  preferred: TileKind | null = null,
): (a: DiscardFigures, b: DiscardFigures) => number {
  const first = aim === 'win' ? 'winChance' : 'expectedPoints';
  const then = aim === 'win' ? 'expectedPoints' : 'winChance';
  return (a, b) =>
    (sameFigure(a[first], b[first]) ? 0 : b[first] - a[first]) ||
    (sameFigure(a[then], b[then]) ? 0 : b[then] - a[then]) ||
    // Figures alike: the policy's own choice first (the coach picks among equals by its judgement).
    Number(b.kind === preferred) - Number(a.kind === preferred) ||
    a.shanten - b.shanten ||
    b.acceptance - a.acceptance ||
    a.kind - b.kind;
}

/** The analyser's entries as the coach's figures (a tile kind for a tile). */
export function figuresOfAnalysis(analysis: Analysis): DiscardFigures[] {
  return analysis.discards.map((d) => ({
    kind: d.tile,
    winChance: d.winChance,
    expectedPoints: d.expectedPoints,
    tableChance: d.winChance,
    tablePoints: d.expectedPoints,
    shanten: d.shanten,
    acceptance: d.acceptance,
    exact: d.exact,
  }));
}

/**
 * Every discard valued by the analyser (issue 16), best first for the aim; among discards its
 * figures cannot tell apart, `preferred` (the policy's choice) first.
 */
function discardFigures(
  view: PlayerView,
  aim: CoachAim,
  preferred: TileKind | null,
): DiscardFigures[] {
  const position = positionOfView(view);
  if (position === null) return [];
  return figuresOfAnalysis(analyse(position)).sort(aimOrder(aim, preferred));
}

/** The seat's table as the coach reads it from the view, for figuresAtTable. */
export function tableSeatOf(view: PlayerView, strongOpponents = 0): TableSeat {
  const k = knowledgeOf(view);
  return { k, threats: tableThreatsOf(view, k), strongOpponents };
}

/** Who sits at the table, as the coach's chance to win needs it (tableChance.ts). */
export interface TableSeat {
  readonly k: Knowledge;
  readonly threats: readonly Threat[];
  /** How many of the three opponents play at the strong level. */
  readonly strongOpponents: number;
}

/**
 * The opponents as the strong level reads them: the table's chance to win was fitted on this
 * reading (tableChance.ts, "their readiness, as the strong level reads it"), so it keeps it even
 * where the coach's own warnings read readiness with the ruleset's network (threatsOfView).
 */
export function tableThreatsOf(view: PlayerView, k: Knowledge): Threat[] {
  return threatsOf(k, {
    measured: measuredReading(view),
    guess: BOT_RULESETS[view.ruleset].valuation(view).threat,
  });
}

/**
 * The analyser's solo figures with the figures shown at this table (tableChance.ts): each
 * discard's chance to win the hand, discard wins counted and the others winning first; and the
 * points to expect, the analyser's scaled by what the table makes of `shown`'s chance (the
 * suggestion's), so that its points are its points per win times its chance at the table.
 *
 * One scale for all keeps the analyser's order of the points, and the chances keep theirs: every
 * reason and verdict that compares two discards says the same at the table. The coach's choices
 * stay with the analyser's own figures, as measured against the strong level: valuing each
 * discard's points at its own chance at the table favoured slower, bigger hands, and the follower
 * lost 9.7 points a hand to the strong level in Ravenna (i36rv4), 0.5 in Zung Jung (i36zj4).
 */
export function figuresAtTable(
  view: PlayerView,
  solo: readonly DiscardFigures[],
  table: TableSeat,
  shown: TileKind,
): DiscardFigures[] {
  if (solo.length === 0) return [];
  const least = Math.min(...solo.map((f) => f.shanten));
  const context = tableContextOf(table.k, table.threats, table.strongOpponents, least);
  const weights = BOT_RULESETS[view.ruleset].tableChance;
  const atTable = (chance: number) => tableChance(weights, chance, context);
  // The scale: the suggestion's, or where it has no chance the likeliest discard's.
  const likeliest = solo.reduce((a, b) => (b.winChance > a.winChance ? b : a));
  const suggested = solo.find((f) => f.kind === shown);
  const reference = suggested !== undefined && suggested.winChance > 0 ? suggested : likeliest;
  const scale = reference.winChance > 0 ? atTable(reference.winChance) / reference.winChance : 1;
  return solo.map((f) => ({
    ...f,
    tableChance: atTable(f.winChance),
    tablePoints: f.expectedPoints * scale,
  }));
}

/**
 * The policy's discard for the aim "points": the strong level's ranking with the coach's profile.
 * Aiming to win more hands has no such policy: its advice is the analyser's best chance.
 */
function policyDiscard(view: PlayerView, aim: CoachAim): TileKind | null {
  if (aim !== 'points') return null;
  return rankTurnDiscards(view, rng(), LEVEL, COACH_PROFILE)[0]?.kind ?? null;
}

/**
 * The analyser's best overrules the policy where it expects this many points more, and twice as
 * many: a pattern the policy's quicker reading undervalues (issue 36's example, a 40-point Mixed
 * One-Suit thrown for more useful tiles). On 800 deals × 4 (seed s36d) it cost nothing measurable.
 */
const OVERRULE_POINTS = 3;

/**
 * Why the policy's discard `chosen` is not the analyser's best (`best`): a fact of the position
 * that favours it — less risk of paying for another player's win, a better chance to win, more
 * tiles that help — or null when the figures show none (the advice is then the analyser's best).
 */
function departureReason(
  view: PlayerView,
  k: Knowledge,
  threats: readonly Threat[],
  options: readonly DiscardChoice[],
  chosen: DiscardFigures,
  best: DiscardFigures,
): DiscardReason | null {
  if (
    best.expectedPoints - chosen.expectedPoints >= OVERRULE_POINTS &&
    best.expectedPoints >= 2 * chosen.expectedPoints
  )
    return null;
  if (threats.length > 0 && notablySafer(view, threats, chosen.kind, best.kind))
    return safetyReason(view, k, threats, best.kind, chosen.kind);
  if (chosen.winChance > best.winChance && !sameFigure(chosen.winChance, best.winChance))
    return { type: 'speed', instead: best.kind };
  const mine = optionOf(options, chosen.kind);
  const other = optionOf(options, best.kind);
  if (mine.shanten < other.shanten || (mine.shanten === other.shanten && mine.tiles > other.tiles))
    return { type: 'wider', instead: best.kind, closer: mine.shanten < other.shanten };
  if (threats.length > 0 && dangerOf(chosen.kind, threats) < dangerOf(best.kind, threats))
    return safetyReason(view, k, threats, best.kind, chosen.kind);
  // Far from ready the analyser follows one likely line of play per hand; the policy looks at
  // every next draw (decide.ts). Where those estimates disagree, the reason says the figures are
  // estimates; exact figures (the analyser searched every draw) are not overruled.
  if (!best.exact && !chosen.exact) return { type: 'judgement', instead: best.kind };
  return null;
}

/**
 * Whether `safer` saves enough of the risk of paying for another's win against `instead` to be
 * worth saying: a tenth of the ruleset's `safetyMin` (about 0.08 points in Zung Jung). Smaller
 * differences, on an early table, are no lesson in defence.
 */
function notablySafer(
  view: PlayerView,
  threats: readonly Threat[],
  safer: TileKind,
  instead: TileKind,
): boolean {
  const saved = dangerOf(instead, threats) - dangerOf(safer, threats);
  return saved >= BOT_RULESETS[view.ruleset].danger.safetyMin / 10;
}

/** The danger of throwing `instead` rather than `safer`, in facts of the table (DiscardReason). */
function safetyReason(
  view: PlayerView,
  k: Knowledge,
  threats: readonly Threat[],
  instead: TileKind,
  safer: TileKind,
): DiscardReason {
  const worst = worstThreat(threats, instead);
  const op = worst.opponent;
  const last = lastFromHand(op);
  return {
    type: 'safety',
    instead,
    level: levelOf(view, dangerOf(instead, threats)),
    threat: op.seat,
    signs: signsOf(view, worst, k),
    safer: op.wentBy.has(safer)
      ? 'passed'
      : op.discards.includes(safer)
        ? 'discarded'
        : 'lessLikely',
    // Only where the reading that weighed the danger counts it (the measured one).
    beside: PROFILE.measuredThreats && last !== -1 && besideIn(last, instead) > 0 ? last : null,
  };
}

/**
 * What aiming to win more hands costs here: the best discard for points, when the suggestion
 * (efficient, ready, or the better chance) expects fewer points than it. The words say so.
 */
function pointsGivenUp(
  figures: readonly DiscardFigures[],
  aim: CoachAim,
  suggested: TileKind,
  reason: DiscardReason,
): TileKind | null {
  if (aim !== 'win' || !['efficiency', 'waits', 'chance'].includes(reason.type)) return null;
  const mine = figures.find((f) => f.kind === suggested);
  const richest = [...figures].sort(aimOrder('points'))[0];
  if (mine === undefined || richest === undefined || richest.kind === suggested) return null;
  const more =
    richest.expectedPoints > mine.expectedPoints &&
    !sameFigure(richest.expectedPoints, mine.expectedPoints);
  return more ? richest.kind : null;
}

/** How the shading marks a discard of this expected cost (0 safe … 3 dangerous) in the view's ruleset. */
const levelOf = (view: PlayerView, risk: number) =>
  BOT_RULESETS[view.ruleset].danger.levels.filter((l) => risk >= l).length as DangerMark['level'];

/**
 * The strong level's discard when `best` is tinted in the hand (some risk at least) and the strong
 * level's tile is safer by at least the ruleset's `safetyMin` expected points, else null: where the level that
 * defends turns away from the analyser's best tile for safety, and the shading shows why.
 */
function defendedChoice(
  view: PlayerView,
  threats: readonly Threat[],
  best: TileKind,
): TileKind | null {
  const risk = dangerOf(best, threats);
  if (levelOf(view, risk) === 0) return null;
  const [ranked] = rankTurnDiscards(view, rng(), LEVEL);
  if (ranked === undefined) return null;
  const chosen = ranked.kind;
  if (chosen === best) return null;
  const { safetyMin } = BOT_RULESETS[view.ruleset].danger;
  return risk - dangerOf(chosen, threats) >= safetyMin ? chosen : null;
}

/**
 * The patterns the panel lists for a hand (none in a ruleset without patterns). A pattern s tiles
 * from ready needs s + 1 more tiles, each a live tile drawn or discarded by someone: with fewer left
 * in the wall it is out of reach, whatever its shape says ("4 tiles away, on track" at the last
 * tile was not true).
 */
function shownPatterns(view: PlayerView, k: Knowledge, hand: ArrayLike<number>): PatternChance[] {
  return BOT_RULESETS[view.ruleset].patterns
    ? patternsInReach(handState(k, hand))
        .filter((c) => c.shanten + 1 <= k.liveWall)
        .slice(0, SHOWN_PATTERNS)
    : [];
}

interface DiscardPlan {
  readonly advice: DiscardAdvice;
  /** The patterns in reach once the suggestion is thrown: what the panel lists. */
  readonly patterns: PatternChance[];
  /** The waits once the suggestion is thrown, when that leaves the hand ready. */
  readonly waits: WaitAdvice[];
}

/**
 * The suggestion and why, in facts of the position (DiscardReason). Aiming for points: the
 * policy's discard (policyDiscard) where it is worth the analyser's best or a fact favours it
 * (departureReason), else the analyser's best. Aiming to win: the analyser's best chance (`hu
 * analyse`'s first), unless it is tinted in the hand and the strong level turns to a clearly safer
 * tile.
 */
function discardAdvice(
  view: PlayerView,
  k: Knowledge,
  threats: readonly Threat[],
  aim: CoachAim,
  strongOpponents: number,
): DiscardPlan | null {
  if (!view.legalActions.some((a) => a.type === 'discard')) return null;
  const options = discardOptions(k.hand, k.meldCount, k.locked, k.unseen).map(choiceOf);
  const byKind = (kind: TileKind) => optionOf(options, kind);
  // The exhaustive optimum: fewest tiles from ready, then the most live acceptance.
  const least = Math.min(...options.map((o) => o.shanten));
  const widest = Math.max(...options.filter((o) => o.shanten === least).map((o) => o.tiles));
  const efficientKinds = options
    .filter((o) => o.shanten === least && o.tiles === widest)
    .map((o) => o.kind);
  const chosen = policyDiscard(view, aim);
  const figures = discardFigures(view, aim, chosen);
  // Among equally efficient tiles, the one the analyser values most.
  const effKind = figures.find((f) => efficientKinds.includes(f.kind))?.kind ?? efficientKinds[0];
  if (effKind === undefined) return null; // no discard at all: nothing to advise
  const efficient = byKind(effKind);
  const plan = (recommended: DiscardChoice, reason: DiscardReason): DiscardPlan => {
    const rest = without(k.hand, recommended.kind);
    const givesUp = pointsGivenUp(figures, aim, recommended.kind, reason);
    const table = { k, threats: tableThreatsOf(view, k), strongOpponents };
    const shown = figuresAtTable(view, figures, table, recommended.kind);
    return {
      advice: {
        efficient,
        efficientKinds,
        recommended,
        reason,
        options,
        aim,
        figures: shown,
        givesUp,
      },
      patterns: shownPatterns(view, k, rest),
      waits: recommended.shanten === 0 ? waitsOf(view, k, rest) : [],
    };
  };
  const best = figures[0];
  if (best === undefined) return plan(efficient, { type: 'efficiency', plan: null });
  // The policy's choice, where the analyser's figures put another tile first: the advice when a
  // fact of the position favours it, and the reason names that fact.
  const mine = chosen === null ? undefined : figures.find((f) => f.kind === chosen);
  if (mine !== undefined && mine.kind !== best.kind) {
    const departure = departureReason(view, k, threats, options, mine, best);
    if (departure !== null) return plan(byKind(mine.kind), departure);
  }
  // A deal-in may cost more than the best tile gains. The strong level weighs each discard's
  // expected points against what throwing it is expected to lose, every turn (danger.ts, its own
  // win forfeited too): when its choice is a clearly safer tile than the analyser's best, that tile
  // is the advice and the reason names the danger. (With a policy, it has weighed that already.)
  const defended =
    chosen === null && threats.length > 0 ? defendedChoice(view, threats, best.kind) : null;
  if (defended !== null)
    return plan(byKind(defended), safetyReason(view, k, threats, best.kind, defended));
  // Far from ready with few draws left, no discard keeps a chance by the player's own draws (the
  // table's chance, what a claim or the last discards may still bring, is then the same for all):
  // the numbers cannot choose, and a pattern "in reach" would not be true. The tile least likely to hand another player the win is then the
  // advice (the analyser's order among equally safe ones).
  if (least > 0 && figures.every((f) => f.winChance === 0)) {
    let safest = best;
    let lowest = dangerOf(best.kind, threats);
    for (const f of figures) {
      const danger = dangerOf(f.kind, threats);
      if (danger < lowest) [safest, lowest] = [f, danger];
    }
    return plan(byKind(safest.kind), { type: 'noChance' });
  }
  const recommended = byKind(best.kind);
  const rest = without(k.hand, recommended.kind);
  const shown = shownPatterns(view, k, rest);
  if (recommended.shanten === 0) {
    const waits = waitsOf(view, k, rest);
    return { ...plan(recommended, { type: 'waits', plan: waitsPlan(waits, shown) }), waits };
  }
  if (efficientKinds.includes(best.kind))
    return plan(recommended, { type: 'efficiency', plan: onTrackPlan(shown) });
  // Not the obvious tile: the analyser's figures for it against the most efficient one's.
  const other = figures.find((f) => f.kind === efficient.kind);
  if (other === undefined)
    throw new Error(`coach: no figures for the discard of kind ${efficient.kind}`);
  // Worth exactly as much: the policy chose among equals; it says so, or that the other is riskier.
  if (chosen === best.kind && sameFigure(best.winChance, other.winChance))
    if (sameFigure(best.expectedPoints, other.expectedPoints))
      return plan(
        recommended,
        threats.length > 0 && notablySafer(view, threats, best.kind, other.kind)
          ? safetyReason(view, k, threats, other.kind, best.kind)
          : { type: 'even', instead: other.kind },
      );
  const morePoints =
    !sameFigure(best.expectedPoints, other.expectedPoints) &&
    best.expectedPoints > other.expectedPoints;
  const betterChance =
    !sameFigure(best.winChance, other.winChance) && best.winChance > other.winChance;
  // The aim's own figure is the reason; for "win", a tie on the chance leaves the points.
  if (aim === 'win' ? !betterChance && morePoints : morePoints) {
    const kept = patternKept(k, shown, recommended.kind, efficient.kind);
    return plan(recommended, {
      type: 'value',
      instead: efficient.kind,
      pattern: kept === null ? null : planOf(kept),
      trade: !sameFigure(best.winChance, other.winChance) && best.winChance < other.winChance,
      slower: recommended.shanten > efficient.shanten,
    });
  }
  return plan(recommended, { type: 'chance', instead: efficient.kind });
}

function kongAdvice(view: PlayerView): KongAdvice | null {
  if (!view.legalActions.some((a) => a.type === 'declareKong' || a.type === 'addToPung'))
    return null;
  const action = decide(view, rng(), LEVEL);
  return action.type === 'declareKong' || action.type === 'addToPung'
    ? { kind: action.kind, type: action.type }
    : null;
}

function dangerMarks(view: PlayerView, k: Knowledge, threats: readonly Threat[]): DangerMark[] {
  const marks: DangerMark[] = [];
  for (const kind of PLAYING_KIND_LIST) {
    if (k.hand[kind] === 0) continue;
    const risk = dangerOf(kind, threats);
    marks.push({ kind, level: levelOf(view, risk), risk: Math.round(risk * 10) / 10 });
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
  /** The concealed tiles and sets after the claim (before its discard). */
  readonly hand: Uint8Array;
  readonly melds: readonly Meld[];
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
    for (let t = choice.lowest; t < choice.lowest + 3; t++) if (t !== taken) addCopies(hand, t, -1);
    meld = { kind: 'chow', tile: choice.lowest, concealed: false };
  } else {
    addCopies(hand, taken, choice.type === 'kong' ? -3 : -2);
    meld = { kind: choice.type === 'kong' ? 'kong' : 'pung', tile: taken, concealed: false };
  }
  const melds = [...k.melds, meld];
  const locked = lockedCopies(melds);
  const patterns = speaksPatterns ? patternsInReach(handState(k, hand, melds)) : [];
  if (choice.type === 'kong') {
    const acc = acceptance(hand, melds.length, locked, k.unseen);
    return { choice, shanten: acc.shanten, tiles: acc.tiles, patterns, hand, melds };
  }
  const options = discardOptions(hand, melds.length, locked, k.unseen);
  const best = options.reduce((b, o) =>
    o.shanten < b.shanten || (o.shanten === b.shanten && o.tiles > b.tiles) ? o : b,
  );
  return { choice, shanten: best.shanten, tiles: best.tiles, patterns, hand, melds };
}

/**
 * The position the claimer discards from once a pung or chow is made (§5.5), as `positionOfView`
 * will read it then: the claimed tile leaves the discarder's river for the claimer's set.
 */
function positionAfterClaim(
  view: PlayerView,
  outcome: ClaimOutcome,
  taken: TileKind,
): AnalysePosition | null {
  const visible = visibleOfView(view);
  const at = visible.indexOf(taken);
  if (at < 0) return null;
  visible.splice(at, 1);
  const concealed: TileKind[] = [];
  for (let t = 0; t < PLAYING_KINDS; t++)
    for (let n = 0; n < countOf(outcome.hand, t); n++) concealed.push(asKind(t));
  return {
    ruleset: view.ruleset,
    concealed,
    melds: outcome.melds,
    seat: view.seat,
    visible,
    drawsLeft: drawsLeftOfView(view),
  };
}

/**
 * The big pattern a pung or chow is made for: one the claim brings closer than it was and that the
 * analyser's best discard after the claim (for the aim) keeps on track, so that the suggestion
 * that follows the claim goes on with it. Null when the numbers would not follow such a plan.
 */
function claimPlan(
  view: PlayerView,
  k: Knowledge,
  outcome: ClaimOutcome,
  taken: TileKind,
  before: readonly PatternChance[],
  aim: CoachAim,
): PlanPattern | null {
  if (outcome.choice.type !== 'pung' && outcome.choice.type !== 'chow') return null;
  const closer = outcome.patterns.filter(
    (c) =>
      c.points >= PLAN_POINTS && !before.some((p) => sameChance(p, c) && p.shanten <= c.shanten),
  );
  if (closer.length === 0) return null;
  const position = positionAfterClaim(view, outcome, taken);
  if (position === null) return null;
  const best = figuresOfAnalysis(analyse(position)).sort(aimOrder(aim))[0];
  if (best === undefined) return null;
  const rest = outcome.hand.slice();
  addCopies(rest, best.kind, -1);
  const after = patternsInReach(handState(k, rest, outcome.melds)).slice(0, SHOWN_PATTERNS);
  let plan: PatternChance | null = null;
  for (const c of closer) {
    const kept = after.find((a) => sameChance(a, c));
    if (kept === undefined || !kept.onTrack) continue;
    if (plan === null || c.points > plan.points) plan = c;
  }
  return plan === null ? null : planOf(plan);
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
  aim: CoachAim,
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
    const gains = speaksPatterns ? claimPlan(view, k, taking, taken, patterns, aim) : null;
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

/**
 * The opponents as threats, as the coach warns of them: valued by the game's ruleset (Ravenna: no
 * extra cost to deal in), each one's readiness read by the ruleset's own network and his waits by
 * the reading fitted on true hands (waitReading.ts), in every ruleset (issue 36 item 5: with the
 * rough guesses the standard level reads by, Ravenna's warnings named players as likely ready who
 * were not, and its darkest tint dealt in less often than the one below).
 */
export function threatsOfView(view: PlayerView, k: Knowledge): Threat[] {
  return threatsOf(k, {
    measured: PROFILE.measuredThreats,
    guess: BOT_RULESETS[view.ruleset].valuation(view).threat,
    readiness: BOT_RULESETS[view.ruleset].readiness,
  });
}

/**
 * The coach's advice for the seat whose view this is: its discard (see discardAdvice), its claim,
 * kong and win by the strong level's judgement, with the figures and patterns the panel shows.
 */
export function coach(
  view: PlayerView,
  aim: CoachAim = DEFAULT_AIM,
  strongOpponents = 0,
): CoachAdvice {
  const k = knowledgeOf(view);
  const threats = threatsOfView(view, k);
  const win = winNow(view, k);
  const handPatterns = shownPatterns(view, k, k.hand);
  const myTurn = view.legalActions.some((a) => a.type === 'discard');
  const late = k.liveWall <= LATE_WALL || threats.some((t) => t.ready >= READY_ALERT);
  const planned =
    myTurn && win === null ? discardAdvice(view, k, threats, aim, strongOpponents) : null;
  const discard = planned?.advice ?? null;
  let shanten: number;
  let accepted: { tiles: number; kinds: readonly TileKind[] };
  let waits: WaitAdvice[] = [];
  if (planned !== null) {
    const r = planned.advice.recommended;
    shanten = r.shanten;
    accepted = { tiles: r.tiles, kinds: r.kinds };
    waits = planned.waits;
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
    // On the seat's turn, what the suggestion keeps: the list its reason names a pattern from.
    patterns: planned?.patterns ?? handPatterns,
    // The shading shows once danger counts (late, or when it already turned the advice) and only
    // when some tile is risky enough to be tinted: its caption speaks of tinted tiles.
    danger:
      discard !== null && (late || discard.reason.type === 'safety')
        ? tinted(dangerMarks(view, k, threats))
        : null,
    claim: claimAdvice(view, k, win, handPatterns, aim),
  };
}
