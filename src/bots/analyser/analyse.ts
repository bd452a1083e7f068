/**
 * The discard analyser (shared/contract.md § `analyse`): for each distinct kind the player could
 * discard from 14 tiles, the shanten and acceptance left, the highest chance of winning within the
 * draws left and the highest expected score of the win, under the solo model (search.ts).
 *
 * Exactness. The exact search is always run when `drawsLeft` ≤ 4. Beyond that the exact search
 * runs within a work budget per discard; a discard whose exact search would exceed it is valued by
 * the `restricted` approximation (search.ts: useless draws go straight back,
 * so the figure is that of a real way of playing and never above the exact one), and when even that
 * is too costly by the one-line chain estimate (Search.chainEstimate). Such an entry carries
 * `exact: false`. The budget is counted in hands created and transitions computed, not in time, so
 * that the same position always gets the same answer.
 *
 * Why a budget at all: with the hand-changing draws the model allows (keep a useless draw, discard
 * another tile at the same shanten), the hands reachable from a ready hand grow about fourfold per
 * draw (72,576 distinct ready hands after 7 draws from `123b 456c 789c 5d 7d 1d 1d`), so no exact
 * search finishes in time for every ready hand with 10 or 20 draws left.
 */
import type { EngineError, TileKind } from '../../engine';
import {
  PLAYING_KINDS,
  PLAYING_KIND_LIST,
  asKind,
  formatTile,
  isBonus,
  isPlayingKind,
  lockedCopies,
  regularShanten,
} from '../../engine';
import { addCopies, countOf } from '../kindCounts';
import { BOT_RULESETS } from '../rulesets';
import type { SearchSetup, WorkMeter } from './search';
import { BudgetExceeded, Search, WorkCapReached, handKey } from './search';
import type { AnalysePosition, Analysis, DiscardValue } from './types';
import { MAX_DRAWS_LEFT } from './types';

/** Positions with at most this many draws left are always searched exactly (the contract's range). */
export const ALWAYS_EXACT_DRAWS = 4;
/** Work allowed per discard to the exact search beyond that, then to the approximation. */
export const EXACT_BUDGET = 200;
export const RESTRICTED_BUDGET = 3_000;

/** Bad positions, with the `input/…` codes of `score` (tiles named in notation). */
export function checkPosition(position: AnalysePosition): EngineError | null {
  const { concealed, melds, visible, drawsLeft } = position;
  if (!Number.isInteger(drawsLeft) || drawsLeft < 0 || drawsLeft > MAX_DRAWS_LEFT) {
    return {
      code: 'input/invalid-field',
      message: `"drawsLeft" must be a whole number from 0 to ${MAX_DRAWS_LEFT}`,
    };
  }
  for (const t of concealed) {
    if (!isPlayingKind(t))
      return {
        code: 'input/unknown-tile',
        message: `not a playing tile in concealed: ${isBonus(t) ? formatTile(t) : String(t)} (bonus tiles are not held)`,
      };
  }
  if (melds.length > 4)
    return { code: 'input/wrong-tile-count', message: 'a hand has at most four sets' };
  const expected = 14 - 3 * melds.length;
  if (concealed.length !== expected) {
    return {
      code: 'input/wrong-tile-count',
      message: `with ${melds.length} declared set(s) the player holds ${expected} concealed tiles (the tile just drawn included), not ${concealed.length}`,
    };
  }
  const counts = lockedCopies(melds);
  for (const t of concealed) addCopies(counts, t, 1);
  const bonus = new Set<TileKind>();
  for (const t of visible) {
    if (isBonus(t)) {
      if (bonus.has(t))
        return { code: 'input/too-many-copies', message: `there is only one ${formatTile(t)}` };
      bonus.add(t);
    } else if (isPlayingKind(t)) addCopies(counts, t, 1);
    else return { code: 'input/unknown-tile', message: `not a tile: ${String(t)}` };
  }
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (countOf(counts, k) > 4)
      return {
        code: 'input/too-many-copies',
        message: `more than four copies of ${formatTile(asKind(k))} between concealed, melds and visible`,
      };
  }
  return null;
}

/** Values within this relative distance are equal for the order (sums taken in another order). */
const TIE = 1e-12;

function before(a: number, b: number): number {
  if (Math.abs(a - b) <= TIE * Math.max(Math.abs(a), Math.abs(b))) return 0;
  return b - a;
}

/** The searches of one position, shared by the discards valued from it. */
class PositionSearch {
  private readonly setup: SearchSetup;
  private readonly exact: Search;
  private restricted: Search | undefined;
  private readonly counts = new Uint8Array(PLAYING_KINDS);

  /** The work of both searches, within the caller's cap (WorkCapReached beyond it). */
  private readonly meter: WorkMeter;

  constructor(position: AnalysePosition, cap = Infinity) {
    const { concealed, melds, seat, visible, drawsLeft } = position;
    const locked = lockedCopies(melds);
    const pool = new Int8Array(PLAYING_KINDS);
    for (let k = 0; k < PLAYING_KINDS; k++) pool[k] = 4 - countOf(locked, k);
    for (const t of visible) if (isPlayingKind(t)) addCopies(pool, t, -1);
    this.setup = {
      pool,
      melds,
      locked,
      seat,
      drawsLeft,
      winValue: BOT_RULESETS[position.ruleset].winValue,
      scores: new Map<string, number>(),
    };
    this.exact = new Search(this.setup, 'exact');
    this.meter = { spent: 0, cap };
    this.exact.meter = this.meter;
    for (const t of concealed) addCopies(this.counts, t, 1);
  }

  /** Whether the position holds a tile of this kind to discard. */
  holds(d: TileKind): boolean {
    return countOf(this.counts, d) > 0;
  }

  /**
   * What discarding `d` (a kind held) is worth. `unbudgeted`: the exact search of a hand left ready
   * or one tile from ready runs however long it takes (offline measurement only).
   */
  value(d: TileKind, unbudgeted = false): DiscardValue {
    const { counts, exact } = this;
    const { drawsLeft } = this.setup;
    addCopies(counts, d, -1);
    const [lo, hi] = handKey(counts);
    exact.allow(Infinity);
    const start = exact.hand(counts, lo, hi);
    let figures: [number, number] | undefined;
    const always = drawsLeft <= ALWAYS_EXACT_DRAWS || (unbudgeted && start.shanten <= 1);
    // Beyond the always-exact range, a search from two or more tiles from ready never fits the
    // budget (measured on self-play positions): go straight to the approximations.
    if (always || start.shanten <= 1) {
      exact.allow(always ? Infinity : EXACT_BUDGET);
      try {
        figures = exact.value(start, drawsLeft);
      } catch (e) {
        if (!(e instanceof BudgetExceeded)) throw e;
      }
    }
    let isExact = figures !== undefined;
    if (figures === undefined) {
      if (this.restricted === undefined) {
        this.restricted = new Search(this.setup, 'restricted');
        this.restricted.meter = this.meter;
      }
      const restricted = this.restricted;
      restricted.allow(Infinity);
      const from = restricted.hand(counts, lo, hi);
      restricted.allow(from.shanten <= 2 ? RESTRICTED_BUDGET : 0);
      try {
        figures = restricted.value(from, drawsLeft);
      } catch (e) {
        if (!(e instanceof BudgetExceeded)) throw e;
        restricted.allow(Infinity);
        figures = restricted.chainEstimate(from, drawsLeft);
      }
      isExact = false;
    }
    addCopies(counts, d, 1);
    return {
      tile: d,
      shanten: start.shanten,
      acceptance: start.acceptance,
      winChance: figures[0],
      expectedPoints: figures[1],
      exact: isExact,
    };
  }
}

function checked(position: AnalysePosition, cap = Infinity): PositionSearch {
  const problem = checkPosition(position);
  if (problem !== null) throw new RangeError(`${problem.code}: ${problem.message}`);
  return new PositionSearch(position, cap);
}

/**
 * The figures of the named discards only (kinds held), by the searches and budgets of `analyse`, or null
 * when they would take more than `cap` units of work in all (a hand created or a draw's successors
 * computed; 1,000 take about 2–4 ms here): the strong bot weighs the few discards it hesitates
 * between with the coach's own numbers, within its time budget, and otherwise keeps its estimates.
 */
export function analyseDiscards(
  position: AnalysePosition,
  tiles: readonly TileKind[],
  cap: number,
): DiscardValue[] | null {
  const search = checked(position, cap);
  const figures: DiscardValue[] = [];
  try {
    for (const d of tiles) {
      if (!search.holds(d))
        throw new RangeError(`input/invalid-field: no ${formatTile(d)} to discard`);
      figures.push(search.value(d));
    }
  } catch (e) {
    if (e instanceof WorkCapReached) return null;
    throw e;
  }
  return figures;
}

/**
 * Offline measurement only (scripts/measure-exactness.ts, issue 36 item 4): each discard that
 * leaves the hand ready or one tile from it, searched exactly with no work budget — seconds to
 * minutes with 10–15 draws left, where `analyse` gives up after EXACT_BUDGET and estimates.
 */
export function analyseUnbudgeted(position: AnalysePosition): DiscardValue[] {
  const search = checked(position);
  const valued: DiscardValue[] = [];
  for (const d of PLAYING_KIND_LIST)
    if (search.holds(d)) {
      const figures = search.value(d, true);
      if (figures.shanten <= 1) valued.push(figures);
    }
  return valued;
}

/**
 * An estimate follows one likely line of play per hand, and that line flatters a hand left further
 * from ready (more steps, each with many tiles that help): it can put a discard that breaks a pair
 * above the one that keeps the hand a tile closer (`2b 3b 7b 2c 3c 5c 6c 8c 5d 6d 9d ws wn wn` with
 * 17 draws and nothing seen: 3 or 6 of Characters 18% against 16% for 8 of Characters, where
 * playing each out 3,000 times by the simplest rule wins 15–16% against 22%), which a beginner
 * would be told to do. So no estimated figure is above the best figure of a discard that leaves the
 * hand closer to ready as four sets and a pair (`regular`): closer only as Thirteen Terminals or
 * Seven Pairs is no such evidence. Exact figures are never changed.
 */
function capEstimates(
  discards: readonly DiscardValue[],
  regular: (tile: TileKind) => number,
): DiscardValue[] {
  return discards.map((d) => {
    if (d.exact) return d;
    const mine = regular(d.tile);
    let win = Infinity;
    let points = Infinity;
    for (const o of discards) {
      if (regular(o.tile) >= mine) continue;
      win = win === Infinity ? o.winChance : Math.max(win, o.winChance);
      points = points === Infinity ? o.expectedPoints : Math.max(points, o.expectedPoints);
    }
    return win === Infinity
      ? d
      : {
          ...d,
          winChance: Math.min(d.winChance, win),
          expectedPoints: Math.min(d.expectedPoints, points),
        };
  });
}

/** The analysis of a checked position (see checkPosition); throws on a position it rejects. */
export function analyse(position: AnalysePosition): Analysis {
  const search = checked(position);
  const valued: DiscardValue[] = [];
  for (const d of PLAYING_KIND_LIST) if (search.holds(d)) valued.push(search.value(d));
  // Equal figures: the discard closer to ready first, then the one more tiles help.
  const counts = lockedCopies([]);
  for (const t of position.concealed) addCopies(counts, t, 1);
  const locked = lockedCopies(position.melds);
  const regular = new Map<TileKind, number>();
  const regularOf = (tile: TileKind) => {
    let known = regular.get(tile);
    if (known === undefined) {
      addCopies(counts, tile, -1);
      known = regularShanten(counts, position.melds.length, locked);
      addCopies(counts, tile, 1);
      regular.set(tile, known);
    }
    return known;
  };
  const discards = capEstimates(valued, regularOf).sort(
    (a, b) =>
      before(a.winChance, b.winChance) ||
      before(a.expectedPoints, b.expectedPoints) ||
      a.shanten - b.shanten ||
      b.acceptance - a.acceptance ||
      a.tile - b.tile,
  );
  return { shanten: Math.min(...discards.map((e) => e.shanten)), discards };
}
