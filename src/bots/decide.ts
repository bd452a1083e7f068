/**
 * `decide(view, rng, level)`: a heuristic player for every decision of the table procedure.
 *
 * Every candidate — a discard, a claim, a kong — is valued in expected points: how likely the
 * resulting position is to win × what the win would collect (the three others pay, §12.1), minus
 * the expected cost of the tile it throws (danger.ts). What hands are worth comes from the
 * valuation of the game's ruleset (valuation.ts): Zung Jung's patterns, or Ravenna's table points
 * and doublings, where a hand's rack points also count when somebody else goes out. The levels differ in what they weigh
 * (levels.ts); the strong level also looks one draw ahead with measured chances of winning, counts
 * what the tiles it will draw risk while it goes on for its win, and near ready weighs the discards
 * it hesitates between with the analyser's figures.
 */
import type { Action, Meld, PlayerView, Rng, TileId, TileKind } from '../engine';
import { PLAYING_KINDS, asKind, kindOfId, shanten } from '../engine';
import type { DiscardValue } from './analyser';
import { analyseDiscards, handKey, positionOfView } from './analyser';
import type { Threat } from './danger';
import { dangerOf, threatsOf } from './danger';
import type { Acceptance } from './efficiency';
import { acceptance, discardOptions } from './efficiency';
import { addCopies } from './kindCounts';
import type { Knowledge } from './knowledge';
import { knowledgeOf } from './knowledge';
import type { Level, Profile } from './levels';
import { PROFILES } from './levels';
import type { Valuation } from './valuation';
import { BOT_RULESETS } from './rulesets';
import type { ValueContext } from './value';
import { effectiveWaitTiles, formulaWinChance, measuredWinChance } from './winChance';

/** The analyser weighs discards that leave the hand at most this many tiles from ready. */
const NEAR_READY = 1;

/**
 * Chance that the hand ends in a round (somebody wins), and how much each opponent likely ready
 * adds to it: in self-play about 8% of hands reach the end of the wall, most wins come late.
 */
const HAND_ENDS = 0.08;
const HAND_ENDS_BY_READY = 0.15;

/** Typical number of winning tiles once ready. */
const TYPICAL_WAIT = 5;

interface Position {
  readonly hand: Uint8Array;
  readonly melds: readonly Meld[];
  readonly exposed: boolean;
}

export interface RankedDiscard {
  readonly kind: TileKind;
  readonly acceptance: Acceptance;
  /** Expected loss from throwing this tile. */
  readonly danger: number;
  /** Expected loss of the tiles the hand would throw unchosen in the turns to come. */
  readonly exposure: number;
  /** Expected points of the position after it, minus the weighted danger and the exposure. */
  readonly score: number;
  /** Valued by the two-ply look-ahead (strong level), ranked above the one-ply estimates. */
  readonly lookedAhead: boolean;
  /** Near ready (strong level), the analyser's figures that weighed it. */
  readonly analysed?: DiscardValue;
}

/** Best first: looked-ahead before estimated, then score, then efficiency, then the lower kind. */
function byRank(a: RankedDiscard, b: RankedDiscard): number {
  return (
    Number(b.lookedAhead) - Number(a.lookedAhead) ||
    b.score - a.score ||
    a.acceptance.shanten - b.acceptance.shanten ||
    b.acceptance.tiles - a.acceptance.tiles ||
    a.kind - b.kind
  );
}

/** A drawn kind can change the hand only if it joins something held (or makes a terminal set). */
function connected(hand: Uint8Array, kind: TileKind): boolean {
  if ((hand[kind] ?? 0) > 0) return true;
  if (kind >= 27) return false;
  const rank = kind % 9;
  for (let d = -2; d <= 2; d++) {
    if (d !== 0 && rank + d >= 0 && rank + d < 9 && (hand[kind + d] ?? 0) > 0) return true;
  }
  return false;
}

function locksOf(melds: readonly Meld[]): Uint8Array {
  const locked = new Uint8Array(PLAYING_KINDS);
  for (const m of melds) {
    if (m.kind === 'chow') for (let i = 0; i < 3; i++) addCopies(locked, m.tile + i, 1);
    else addCopies(locked, m.tile, m.kind === 'kong' ? 4 : 3);
  }
  return locked;
}

/** Where no choice is weighed, the first legal action (a view always offers one). */
function anyAction(actions: readonly Action[]): Action {
  const [first] = actions;
  if (first === undefined) throw new Error('decide: the view offers no legal action');
  return first;
}

class Decider {
  readonly k: Knowledge;
  readonly p: Profile;
  /** What hands are worth by the rules of this game (Zung Jung or Ravenna). */
  readonly v: Valuation;
  private threatsCache: readonly Threat[] | undefined;
  /** Look-ahead values by sets declared (a claim's position has its own) and hand. */
  private readonly laterCache = new Map<readonly Meld[], Map<number, Map<number, number>>>();

  constructor(
    readonly view: PlayerView,
    readonly rng: Rng,
    profile: Profile,
  ) {
    this.k = knowledgeOf(view);
    this.p = profile;
    this.v = BOT_RULESETS[view.ruleset].valuation(view);
  }

  /** Threats read with the models measured in Zung Jung play, or with rough guesses. */
  get measuredThreats(): boolean {
    return this.p.measuredThreats && this.v.measured;
  }

  /** Opponents' threats, computed once and only when defence is weighed. */
  get threats(): readonly Threat[] {
    this.threatsCache ??=
      this.p.defence === 'none'
        ? []
        : threatsOf(this.k, { measured: this.measuredThreats, guess: this.v.threat });
    return this.threatsCache;
  }

  position(): Position {
    return { hand: this.k.hand.slice(), melds: this.k.melds, exposed: this.k.exposed };
  }

  private context(pos: Position): ValueContext {
    return {
      rarePatterns: this.p.rarePatterns,
      seat: this.view.seat,
      melds: pos.melds,
      exposed: pos.exposed,
      bonusTiles: this.view.seats[this.view.seat].bonus.map(kindOfId),
      halveFlowers: this.view.options.halveFlowers,
    };
  }

  /** How much expected loss counts against expected gain now. */
  private defenceWeight(): number {
    const weight =
      (this.measuredThreats ? this.p.measuredDefenceWeight : this.p.defenceWeight) *
      this.v.defenceScale;
    if (this.p.defence === 'full') return weight;
    if (this.p.defence === 'basic') {
      const pressed = this.threats.some((t) => t.ready >= 0.45) || this.k.liveWall < 20;
      return pressed ? weight : 0;
    }
    return 0;
  }

  /**
   * The weight of a discard's danger when it leaves the hand `shanten` tiles from ready: a hand one
   * tile from ready counts it `nearReadyDefence` times, as it wins far less often than its measured
   * chance says exactly when the others look ready (levels.ts). Measured in Zung Jung play, so
   * only with the threats read there.
   */
  private dangerWeight(weight: number, shanten: number): number {
    return shanten === 1 && this.measuredThreats ? weight * this.p.nearReadyDefence : weight;
  }

  /**
   * Expected points of a waiting position (no discard due), estimated from its shape and value,
   * with `live` tiles left in the wall (one round later: four fewer).
   */
  private estimate(pos: Position, acc: Acceptance, live = this.k.liveWall): number {
    // Efficiency only: fewer tiles from ready first, then more live acceptance.
    if (!this.p.value) return -100 * acc.shanten + acc.tiles / 200;
    const ctx = this.context(pos);
    const value =
      acc.shanten === 0
        ? this.v.ready(pos.hand, ctx, acc.kinds, this.k.unseen)
        : this.v.potential(pos.hand, ctx, this.k.unseen);
    const chance =
      this.p.measuredWinChance && this.v.measured
        ? measuredWinChance(
            acc.shanten,
            // A ready hand's chances depend on which tiles it waits on, not only how many.
            acc.shanten === 0 ? effectiveWaitTiles(acc.kinds, this.k.unseen) : acc.tiles,
            live,
            pos.exposed,
          )
        : formulaWinChance(acc.shanten, acc.tiles, TYPICAL_WAIT, this.k.unseenTotal, live);
    const win =
      chance *
      (this.v.collect(Math.max(value, 1) ** this.p.valueExponent) +
        this.p.endOfHand * this.v.pointScale);
    // Where every hand is scored (Ravenna), what it holds counts even when another player wins.
    return this.v.rack === null ? win : win + (1 - chance) * this.v.rack(pos.hand, ctx);
  }

  /** What winning now on `wait` is worth, on the scale of `estimate`. */
  private winValue(pos: Position, wait: TileKind): number {
    const value = this.v.ready(pos.hand, this.context(pos), [wait], this.k.unseen);
    return (
      this.v.collect(Math.max(value, 1) ** this.p.valueExponent) +
      this.p.endOfHand * this.v.pointScale
    );
  }

  /** Expected points of a waiting position, on the same scale as `rankDiscards` scores. */
  positionValue(pos: Position, acc: Acceptance): number {
    const value =
      this.p.lookahead > 0 && this.k.liveWall >= 4
        ? this.afterNextDraw(pos)
        : this.estimate(pos, acc);
    if (this.p.futureExposure === 0 || this.defenceWeight() === 0) return value;
    const forfeited = this.p.countsForfeit ? Math.max(0, value) : 0;
    return value - this.exposure(acc.shanten, this.drawnDanger(forfeited));
  }

  /**
   * Expected loss of throwing the tile drawn next, unseen and unchosen: what a hand that goes on
   * for its win risks each turn, whatever it throws now.
   */
  private drawnDanger(forfeited: number): number {
    // Only with the readings measured on true hands (Zung Jung), where it was tuned.
    if (this.p.futureExposure === 0 || !this.measuredThreats) return 0;
    const u = this.k.unseen;
    let total = 0;
    for (let kind = 0; kind < PLAYING_KINDS; kind++) {
      const copies = u[kind] ?? 0;
      if (copies > 0) total += copies * dangerOf(asKind(kind), this.threats, forfeited);
    }
    return total / Math.max(1, this.k.unseenTotal);
  }

  /**
   * What going on for the win risks in the turns to come: a hand at `shanten` from ready throws
   * tiles it draws rather than tiles it chose as safe, each turn until the hand ends.
   */
  private exposure(shanten: number, perTurn: number): number {
    const commit = shanten === 0 ? 1 : shanten === 1 ? this.p.exposureNear : 0;
    if (commit === 0 || perTurn === 0) return 0;
    const ready = this.threats.reduce((s, t) => s + t.ready, 0);
    const ends = Math.min(0.9, HAND_ENDS + HAND_ENDS_BY_READY * ready);
    let turns = 0;
    let going = 1;
    for (let i = 1; i <= Math.floor(this.k.liveWall / 4); i++) turns += going *= 1 - ends;
    return this.p.futureExposure * commit * turns * perTurn;
  }

  /** Every discard from a 14-tile position, best first. */
  rankDiscards(pos: Position): RankedDiscard[] {
    const options = discardOptions(pos.hand, pos.melds.length, locksOf(pos.melds), this.k.unseen);
    const weight = this.defenceWeight();
    const estimated = options.map((o) => {
      addCopies(pos.hand, o.discard, -1);
      const gain = this.estimate(pos, o);
      addCopies(pos.hand, o.discard, 1);
      return { o, gain };
    });
    const forfeited = this.p.countsForfeit ? Math.max(0, ...estimated.map((e) => e.gain)) : 0;
    const perTurn = weight > 0 ? this.drawnDanger(forfeited) : 0;
    const ranked = estimated.map(({ o, gain }): RankedDiscard => {
      const danger = weight > 0 ? dangerOf(o.discard, this.threats, forfeited) : 0;
      const exposure = this.exposure(o.shanten, perTurn);
      return {
        kind: o.discard,
        acceptance: o,
        danger,
        exposure,
        score: gain - this.dangerWeight(weight, o.shanten) * danger - exposure,
        lookedAhead: false,
      };
    });
    ranked.sort(byRank);
    if (this.p.lookahead > 0 && this.k.liveWall >= 4) {
      // Two-ply: what the position after each leading discard is worth after the next draw.
      const depth = Math.min(this.p.lookahead, this.v.maxLookahead, ranked.length);
      for (const [i, candidate] of ranked.slice(0, depth).entries()) {
        addCopies(pos.hand, candidate.kind, -1);
        const after = this.afterNextDraw(pos);
        addCopies(pos.hand, candidate.kind, 1);
        ranked[i] = {
          ...candidate,
          score:
            after -
            this.dangerWeight(weight, candidate.acceptance.shanten) * candidate.danger -
            candidate.exposure,
          lookedAhead: true,
        };
      }
      ranked.sort(byRank);
    }
    return ranked;
  }

  /**
   * The seat's own turn: every discard ranked, and near ready the leading discards that leave the
   * hand ready or one tile from it weighed by the analyser's figures — the chance of winning and
   * the score of the win over the draws left, every later change of wait included: the numbers the
   * coach shows (issue 18). Their scale stays the ranking's own (the best of them keeps its value),
   * so their danger and the discards that break the hand weigh against them as before.
   */
  rankTurn(pos: Position): RankedDiscard[] {
    const ranked = this.rankDiscards(pos);
    // Only discards as close to ready as the first: whether to break a ready hand for a better
    // one stays with the estimates, which count wins on others' discards; the solo model does not.
    const [first] = ranked;
    if (first === undefined) return ranked;
    const shanten = first.acceptance.shanten;
    if (shanten > NEAR_READY) return ranked;
    const leading = ranked
      .slice(0, this.p.analyserCandidates)
      .filter((r) => r.acceptance.shanten === shanten);
    if (leading.length < 2) return ranked;
    const position = positionOfView(this.view);
    if (position === null || position.drawsLeft === 0) return ranked;
    const figures = analyseDiscards(
      position,
      leading.map((r) => r.kind),
      this.p.analyserWork,
    );
    // Beyond the work this level may spend, its own estimates stand.
    if (figures === null) return ranked;
    const weight = this.defenceWeight();
    const worth = figures.map(
      (f) => this.v.collect(f.expectedPoints) + this.p.endOfHand * this.v.pointScale * f.winChance,
    );
    const bestWorth = Math.max(...worth);
    const bestGain = Math.max(
      ...leading.map(
        (r) => r.score + this.dangerWeight(weight, r.acceptance.shanten) * r.danger + r.exposure,
      ),
    );
    if (!(bestWorth > 0) || !(bestGain > 0)) return ranked;
    const scale = bestGain / bestWorth;
    const weighed = new Map<TileKind, RankedDiscard>();
    for (const [i, r] of leading.entries()) {
      const analysed = figures[i];
      const w = worth[i];
      if (analysed === undefined || w === undefined)
        throw new Error(`analyser: no figures for the discard of kind ${r.kind}`);
      weighed.set(r.kind, {
        ...r,
        score: scale * w - this.dangerWeight(weight, r.acceptance.shanten) * r.danger - r.exposure,
        analysed,
      });
    }
    return ranked.map((r) => weighed.get(r.kind) ?? r).sort(byRank);
  }

  /**
   * `estimate` of a position one draw later, once per hand in a decision: discarding c now and d
   * after drawing t leaves the same hand as discarding d now and c later, so the look-ahead of the
   * leading discards meets most hands several times.
   */
  private laterEstimate(pos: Position, locked: Uint8Array, later: number): number {
    let byHand = this.laterCache.get(pos.melds);
    if (byHand === undefined) this.laterCache.set(pos.melds, (byHand = new Map()));
    const [lo, hi] = handKey(pos.hand);
    let byHi = byHand.get(lo);
    if (byHi === undefined) byHand.set(lo, (byHi = new Map()));
    let value = byHi.get(hi);
    if (value === undefined) {
      const acc = acceptance(pos.hand, pos.melds.length, locked, this.k.unseen);
      value = this.estimate(pos, acc, later);
      byHi.set(hi, value);
    }
    return value;
  }

  /**
   * Expected points of a waiting position one draw later: for each kind that could come, weighted
   * by its unseen copies, the best discard then; a drawn tile unrelated to the hand is thrown back.
   */
  private afterNextDraw(pos: Position): number {
    const locked = locksOf(pos.melds);
    const unseen = this.k.unseen;
    const later = this.k.liveWall - 4;
    const now = acceptance(pos.hand, pos.melds.length, locked, unseen);
    const stay = this.estimate(pos, now, later);
    const winning = now.shanten === 0 ? now.kinds : [];
    let total = 0;
    let weight = 0;
    const hand = pos.hand;
    for (let i = 0; i < PLAYING_KINDS; i++) {
      const t = asKind(i);
      const copies = unseen[t] ?? 0;
      if (copies === 0) continue;
      weight += copies;
      if (winning.includes(t)) {
        // Drawing a winning tile is a win, not one more position to play on.
        total += copies * this.winValue(pos, t);
        continue;
      }
      if (!connected(hand, t)) {
        total += copies * stay;
        continue;
      }
      hand[t] = (hand[t] ?? 0) + 1;
      let best = stay;
      for (let d = 0; d < PLAYING_KINDS; d++) {
        const held = hand[d] ?? 0;
        if (held === 0 || d === t) continue;
        hand[d] = held - 1;
        const value = this.laterEstimate(pos, locked, later);
        hand[d] = (hand[d] ?? 0) + 1;
        if (value > best) best = value;
      }
      hand[t] = (hand[t] ?? 0) - 1;
      total += copies * best;
    }
    return weight === 0 ? stay : total / weight;
  }

  /** The beginner's noise: sometimes one of the next best discards. */
  pickDiscard(ranked: readonly RankedDiscard[]): TileKind {
    const [best] = ranked;
    if (best === undefined) throw new Error('decide: no discard to pick');
    if (this.p.noise > 0 && this.rng.float() < this.p.noise) {
      return (ranked[this.rng.int(Math.min(ranked.length, 4))] ?? best).kind;
    }
    return best.kind;
  }

  tileToDiscard(kind: TileKind): TileId {
    const me = this.view.seats[this.view.seat];
    if (me.drawn !== null && kindOfId(me.drawn) === kind) return me.drawn;
    const id = (me.concealed ?? []).find((t) => kindOfId(t) === kind);
    if (id === undefined) throw new Error(`no tile of kind ${kind} in hand`);
    return id;
  }
}

function decideTurn(d: Decider): Action {
  const actions = d.view.legalActions;
  if (!actions.some((a) => a.type === 'discard')) {
    // Ravenna §8.3: after the last live tile nobody discards; a kong's replacement is one
    // more chance to go out, and passing leaves the hand void — a kong can only help.
    const kong = actions.find((a) => a.type === 'declareKong' || a.type === 'addToPung');
    return kong ?? actions.find((a) => a.type === 'pass') ?? anyAction(actions);
  }
  const pos = d.position();
  const ranked = d.rankTurn(pos);
  const [best] = ranked;
  if (best === undefined) throw new Error('decide: a turn with a discard due and no discard');
  // Kongs: worth a pattern (4.3) and a replacement draw, whenever they cost no progress.
  for (const a of d.view.legalActions) {
    if (a.type === 'declareKong') {
      addCopies(pos.hand, a.kind, -4);
      const after = shanten(pos.hand, pos.melds.length + 1, d.k.locked);
      addCopies(pos.hand, a.kind, 4);
      if (after <= best.acceptance.shanten) return a;
    }
    if (a.type === 'addToPung') {
      const asDiscard = ranked.find((o) => o.kind === a.kind);
      if (asDiscard && asDiscard.acceptance.shanten <= best.acceptance.shanten) return a;
    }
  }
  return { type: 'discard', seat: d.view.seat, tile: d.tileToDiscard(d.pickDiscard(ranked)) };
}

interface ClaimCandidate {
  readonly action: Action;
  readonly shanten: number;
  readonly score: number;
}

/** The position after claiming `meld` with `fromHand` from the hand, valued like any other (§5.5). */
function claimCandidate(
  d: Decider,
  pos: Position,
  action: Action,
  fromHand: TileKind[],
  meld: Meld,
): ClaimCandidate {
  for (const t of fromHand) addCopies(pos.hand, t, -1);
  const after: Position = { hand: pos.hand, melds: [...pos.melds, meld], exposed: true };
  let candidate: ClaimCandidate;
  if (meld.kind === 'kong') {
    // A big kong draws a replacement: a waiting position, no discard due yet.
    const acc = acceptance(after.hand, after.melds.length, locksOf(after.melds), d.k.unseen);
    candidate = { action, shanten: acc.shanten, score: d.positionValue(after, acc) };
  } else {
    const [best] = d.rankDiscards(after);
    if (best === undefined) throw new Error('decide: a claim that leaves no discard');
    candidate = { action, shanten: best.acceptance.shanten, score: best.score };
  }
  for (const t of fromHand) addCopies(pos.hand, t, 1);
  return candidate;
}

function decideClaim(d: Decider): Action {
  const phase = d.view.phase;
  const seat = d.view.seat;
  const pass: Action = { type: 'pass', seat };
  if (phase.kind !== 'claimWindow' || phase.myOptions === null) return pass;
  const options = phase.myOptions;
  const taken = kindOfId(phase.tile);
  const pos = d.position();
  const candidates: ClaimCandidate[] = [];
  if (options.kong) {
    const meld: Meld = { kind: 'kong', tile: taken, concealed: false };
    candidates.push(
      claimCandidate(d, pos, { type: 'claimKong', seat }, [taken, taken, taken], meld),
    );
  }
  if (options.pung) {
    const meld: Meld = { kind: 'pung', tile: taken, concealed: false };
    candidates.push(claimCandidate(d, pos, { type: 'claimPung', seat }, [taken, taken], meld));
  }
  for (const lowest of options.chows) {
    const fromHand = [lowest, asKind(lowest + 1), asKind(lowest + 2)].filter((t) => t !== taken);
    const meld: Meld = { kind: 'chow', tile: lowest, concealed: false };
    candidates.push(claimCandidate(d, pos, { type: 'claimChow', seat, lowest }, fromHand, meld));
  }
  const now = acceptance(pos.hand, pos.melds.length, d.k.locked, d.k.unseen);
  if (!d.p.value) {
    // Efficiency only: take the claim that brings the hand closest to ready, if any does.
    const fastest = candidates.reduce<ClaimCandidate | null>(
      (b, c) => (b === null || c.shanten < b.shanten ? c : b),
      null,
    );
    return fastest !== null && fastest.shanten < now.shanten ? fastest.action : pass;
  }
  // Value-aware: a claim exposes the hand (1.2 lost, fewer concealed triplets), so it must pay.
  const passScore = d.positionValue(pos, now);
  const best = candidates.reduce<ClaimCandidate | null>(
    (b, c) => (b === null || c.score > b.score ? c : b),
    null,
  );
  return best !== null && best.score > passScore + Math.abs(passScore) * d.p.claimMargin
    ? best.action
    : pass;
}

/**
 * Every discard of the seat's turn, best first, as `level` ranks it (scores, danger, acceptance):
 * the coach (src/bots/coach) explains the strong level's choice with these figures. `profile`
 * ranks with a level's settings changed, to show what one of them does.
 */
export function rankTurnDiscards(
  view: PlayerView,
  rng: Rng,
  level: Level,
  profile: Profile = PROFILES[level],
): RankedDiscard[] {
  const d = new Decider(view, rng, profile);
  return d.rankTurn(d.position());
}

export function decide(view: PlayerView, rng: Rng, level: Level): Action {
  const actions = view.legalActions;
  const win = actions.find((a) => a.type === 'declareWin' || a.type === 'claimWin');
  if (win) return win;
  const [only] = actions;
  if (actions.length === 1 && only !== undefined) return only;
  const d = new Decider(view, rng, PROFILES[level]);
  if (view.phase.kind === 'turn') return decideTurn(d);
  if (view.phase.kind === 'claimWindow') return decideClaim(d);
  return actions.find((a) => a.type === 'pass') ?? anyAction(actions);
}
