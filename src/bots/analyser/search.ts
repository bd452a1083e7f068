/**
 * The search behind the discard analyser: a memoised dynamic programme over (13-tile hand, draws
 * left) under the solo model of shared/contract.md § `analyse`.
 *
 * From a 13-tile hand H with n draws left, a draw is of kind k with probability u_k / Σu, where
 * u_k = pool_k − H_k and pool_k = 4 − visible_k − copies of k in the declared sets: the player's own
 * discards go back among the unseen, so Σu is the same in every hand and the draw depends on H
 * alone. A complete hand wins at once; otherwise the player keeps one of the 13-tile hands at the
 * lowest shanten the 14 tiles reach, the best for the objective. Both objectives (the chance of
 * winning, the expected score) are optimised separately in the same pass: they share the hands
 * and the transitions and differ only in which successor each maximum picks.
 *
 * Exact pruning only: a hand at shanten s needs at least s + 1 more draws to win, so with fewer
 * left it is worth 0 and is not expanded. Every hand is created once (keyed by its counts written
 * in base 5, in two numbers), its successors after each draw are computed once and reused at every
 * number of draws left, and the score of each complete hand is computed once.
 *
 * Policies: `exact` is the model itself. `restricted` is the documented approximation used when
 * the exact search would cost too much (see analyse.ts): a draw that does not lower the shanten is
 * discarded again at once — the value of a real way of playing, so never above the exact value.
 */
import type { Meld, Seat, TileKind } from '../../engine';
import { PLAYING_KINDS, asKind, improvingKinds, shantenAfterDiscards } from '../../engine';
import type { WinValue } from './rewards';

export type Policy = 'exact' | 'restricted';

/**
 * Thrown when the searches of a position together spend more work than their caller allowed in all
 * (Search.meter): unlike BudgetExceeded, no approximation takes over, the whole analysis is given up.
 */
export class WorkCapReached extends Error {
  constructor() {
    super('analyser: work cap reached');
  }
}

/** Thrown when a search spends more work than it was allowed; no memo is left half-written. */
export class BudgetExceeded extends Error {
  constructor() {
    super('analyser: search budget exceeded');
  }
}

// Local copies of engine bindings used in the hot loops (an imported binding may be a getter call).
const KINDS = PLAYING_KINDS;
const improvingOf = improvingKinds;
const shantenAfter = shantenAfterDiscards;
const SPLIT = 17; // kinds 0..16 in `lo`, 17..33 in `hi`: 5^17 < 2^53
const POW5 = Float64Array.from({ length: KINDS }, (_, k) => 5 ** (k < SPLIT ? k : k - SPLIT));

export function handKey(counts: ArrayLike<number>): [number, number] {
  let lo = 0;
  let hi = 0;
  for (let k = 0; k < KINDS; k++) {
    if (k < SPLIT) lo += (counts[k] ?? 0) * (POW5[k] ?? 0);
    else hi += (counts[k] ?? 0) * (POW5[k] ?? 0);
  }
  return [lo, hi];
}

interface Hand {
  readonly counts: Uint8Array;
  readonly lo: number;
  readonly hi: number;
  readonly shanten: number;
  /** 1 for the kinds that lower the shanten (when ready: the winning tiles). */
  readonly improving: Uint8Array;
  /** Unseen copies of the improving kinds. */
  readonly acceptance: number;
  /** The score of the win on each winning tile, NaN until needed. */
  winValues: Float64Array | null;
  /** After a draw of each kind: the hands the player may keep (lowest shanten), once computed. */
  readonly successors: (Hand[] | undefined)[];
  /** [this hand]: what the restricted policy keeps after a useless draw. */
  readonly alone: Hand[];
  /** [2n]: chance of winning with n draws left, [2n + 1]: expected score; NaN until computed. */
  readonly memo: Float64Array;
}

export interface WorkMeter {
  spent: number;
  readonly cap: number;
}

export interface SearchSetup {
  /** 4 − visible − copies in declared sets, per kind: the unseen pool including the hand. */
  readonly pool: Int8Array;
  readonly melds: readonly Meld[];
  readonly locked: Uint8Array;
  readonly seat: Seat;
  readonly drawsLeft: number;
  readonly winValue: WinValue;
  /** Scores of complete hands by `lo,hi,winning tile`, shared between searches of a position. */
  readonly scores: Map<string, number>;
}

export class Search {
  private readonly hands = new Map<number, Map<number, Hand>>();
  private readonly unseenTotal: number;
  private readonly meldCount: number;
  private readonly scratch = new Uint8Array(KINDS);
  private readonly after = new Int8Array(KINDS);
  private work = 0;
  private limit = Infinity;
  /**
   * Work spent over every call and the most allowed, whatever `allow` says (see WorkCapReached);
   * the searches of one position may share one meter.
   */
  meter: WorkMeter = { spent: 0, cap: Infinity };
  /** Hands created: the size of the search, for the bench. */
  created = 0;

  constructor(
    private readonly setup: SearchSetup,
    private readonly policy: Policy,
  ) {
    this.meldCount = setup.melds.length;
    let pool = 0;
    for (const unseen of setup.pool) pool += unseen;
    this.unseenTotal = pool - (13 - 3 * this.meldCount);
  }

  /** The hand with these counts (13 − 3 × melds tiles), created on first use. */
  hand(counts: Uint8Array, lo: number, hi: number): Hand {
    let inner = this.hands.get(lo);
    if (inner === undefined) this.hands.set(lo, (inner = new Map()));
    const found = inner.get(hi);
    if (found !== undefined) return found;
    this.spend();
    const own = Uint8Array.from(counts);
    const { shanten, kinds } = improvingOf(own, this.meldCount, this.setup.locked);
    const improving = new Uint8Array(KINDS);
    let acceptance = 0;
    for (const k of kinds) {
      improving[k] = 1;
      acceptance += Math.max(0, (this.setup.pool[k] ?? 0) - (own[k] ?? 0));
    }
    const hand: Hand = {
      counts: own,
      lo,
      hi,
      shanten,
      improving,
      acceptance,
      winValues: null,
      successors: new Array<Hand[] | undefined>(KINDS),
      alone: [],
      memo: new Float64Array(2 * (this.setup.drawsLeft + 1)).fill(NaN),
    };
    hand.alone.push(hand);
    inner.set(hi, hand);
    this.created++;
    return hand;
  }

  /** Allows `units` more units of work (a hand created or a draw's successors computed). */
  allow(units: number): void {
    this.work = 0;
    this.limit = units;
  }

  private spend(): void {
    if (++this.meter.spent > this.meter.cap) throw new WorkCapReached();
    if (++this.work > this.limit) throw new BudgetExceeded();
  }

  /** [chance of winning, expected score] of `hand` with `n` draws left. */
  value(hand: Hand, n: number): [number, number] {
    this.solve(hand, n);
    return [hand.memo[2 * n] ?? NaN, hand.memo[2 * n + 1] ?? NaN];
  }

  private solve(hand: Hand, n: number): void {
    // A slot past the memo's end is one not computed yet.
    if (!Number.isNaN(hand.memo[2 * n] ?? NaN)) return;
    let win = 0;
    let points = 0;
    // A hand at shanten s needs s + 1 more tiles: with fewer draws left it cannot win.
    if (hand.shanten + 1 <= n && this.unseenTotal > 0) {
      const pool = this.setup.pool;
      const counts = hand.counts;
      const total = this.unseenTotal;
      for (let k = 0; k < KINDS; k++) {
        const unseen = (pool[k] ?? 0) - (counts[k] ?? 0);
        if (unseen <= 0) continue;
        const p = unseen / total;
        const improving = hand.improving[k] ?? 0;
        if (hand.shanten === 0 && improving === 1) {
          win += p;
          points += p * this.winValue(hand, asKind(k));
          continue;
        }
        // The hands kept after this draw are at shanten s or s − 1; too far with n − 1 left.
        if (hand.shanten - improving + 1 > n - 1) continue;
        let bestWin = 0;
        let bestPoints = 0;
        for (const next of this.choices(hand, k)) {
          this.solve(next, n - 1);
          const w = next.memo[2 * (n - 1)] ?? 0;
          const pts = next.memo[2 * (n - 1) + 1] ?? 0;
          if (w > bestWin) bestWin = w;
          if (pts > bestPoints) bestPoints = pts;
        }
        win += p * bestWin;
        points += p * bestPoints;
      }
    }
    hand.memo[2 * n] = win;
    hand.memo[2 * n + 1] = points;
  }

  /** The hands the player may keep after drawing `k`. */
  private choices(hand: Hand, k: number): readonly Hand[] {
    if (this.policy === 'restricted' && hand.improving[k] === 0) {
      return hand.alone; // the approximation: a useless draw goes straight back
    }
    let list = hand.successors[k];
    if (list === undefined) {
      this.spend();
      list = this.successors(hand, k);
      hand.successors[k] = list;
    }
    return list;
  }

  private successors(hand: Hand, k: number): Hand[] {
    const c = this.scratch;
    c.set(hand.counts);
    c[k] = (c[k] ?? 0) + 1;
    const lowest = shantenAfter(c, this.meldCount, this.setup.locked, this.after);
    const addLo = k < SPLIT ? (POW5[k] ?? 0) : 0;
    const addHi = k < SPLIT ? 0 : (POW5[k] ?? 0);
    const list: Hand[] = [];
    for (let d = 0; d < KINDS; d++) {
      const held = c[d] ?? 0;
      if (held === 0 || this.after[d] !== lowest) continue;
      c[d] = held - 1;
      const lo = hand.lo + addLo - (d < SPLIT ? (POW5[d] ?? 0) : 0);
      const hi = hand.hi + addHi - (d < SPLIT ? 0 : (POW5[d] ?? 0));
      list.push(this.hand(c, lo, hi));
      c[d] = held;
    }
    return list;
  }

  /**
   * The last-resort approximation, for positions too far from ready for either search: follow one
   * line of play — draw the kind with the most unseen copies among those that help, keep the hand
   * that accepts the most — and treat each step as a chain whose level advances with the chance
   * of drawing one of that level's improving tiles. Cheap (s + 1 hands), never exact.
   */
  chainEstimate(start: Hand, n: number): [number, number] {
    const pool = this.setup.pool;
    const total = this.unseenTotal;
    const advance: number[] = [];
    let hand = start;
    while (hand.shanten > 0) {
      advance.push(hand.acceptance / total);
      let best = -1;
      for (let k = 0; k < KINDS; k++) {
        if (
          hand.improving[k] === 1 &&
          (best < 0 ||
            (pool[k] ?? 0) - (hand.counts[k] ?? 0) > (pool[best] ?? 0) - (hand.counts[best] ?? 0))
        )
          best = k;
      }
      if (best < 0) return [0, 0];
      let next: Hand | undefined;
      for (const h of this.successors(hand, best))
        if (next === undefined || h.acceptance > next.acceptance) next = h;
      if (next === undefined) return [0, 0];
      hand = next;
    }
    let score = 0;
    for (let k = 0; k < KINDS; k++) {
      const unseen = (pool[k] ?? 0) - (hand.counts[k] ?? 0);
      if (hand.improving[k] === 1 && unseen > 0) score += unseen * this.winValue(hand, asKind(k));
    }
    if (hand.acceptance > 0) score /= hand.acceptance;
    advance.push(hand.acceptance / total);
    // reach[i]: chance of having climbed i levels so far; the last level is the win.
    let reach = new Float64Array(advance.length + 1);
    reach[0] = 1;
    for (let draw = 0; draw < n; draw++) {
      const next = new Float64Array(reach.length);
      next[advance.length] = reach[advance.length] ?? 0;
      for (let i = 0; i < advance.length; i++) {
        const step = advance[i] ?? 0;
        const here = reach[i] ?? 0;
        next[i] = (next[i] ?? 0) + here * (1 - step);
        next[i + 1] = (next[i + 1] ?? 0) + here * step;
      }
      reach = next;
    }
    const win = reach[advance.length] ?? 0;
    return [win, win * score];
  }

  /** The score of `hand` completed by a self-drawn `k`. */
  private winValue(hand: Hand, k: TileKind): number {
    const values = (hand.winValues ??= new Float64Array(KINDS).fill(NaN));
    let value = values[k] ?? NaN;
    if (!Number.isNaN(value)) return value;
    const key = `${hand.lo},${hand.hi},${k}`;
    const known = this.setup.scores.get(key);
    if (known !== undefined) value = known;
    else {
      const concealed: TileKind[] = [];
      for (let t = 0; t < KINDS; t++)
        for (let i = 0; i < (hand.counts[t] ?? 0); i++) concealed.push(asKind(t));
      value = this.setup.winValue(concealed, k, this.setup.melds, this.setup.seat);
      this.setup.scores.set(key, value);
    }
    values[k] = value;
    return value;
  }
}
