/**
 * Values one player's hand by the Ravenna rules (shared/rules/ravenna.md §10): table points
 * (§10.1), going-out bonuses (§10.2), doublings (§10.3) and the limit (§10.4), put together as the
 * reference procedure of §10.5. Everybody is scored: the winner on the best reading of his winning
 * hand, the others on what lies on their rack (R-16).
 */
import type { Result } from '../../../errors';
import { InvariantError, defined, fail, ok } from '../../../errors';
import type { TileKind } from '../../../tiles';
import {
  GREEN_DRAGON,
  PLAYING_KINDS,
  RED_DRAGON,
  WHITE_DRAGON,
  asKind,
  countKinds,
  flowerOfSeat,
  isDragon,
  isFlower,
  isHonour,
  isSeason,
  isSuited,
  isTerminalOrHonour,
  isWind,
  kindOf,
  seasonOfSeat,
  suitOf,
  windOfSeat,
} from '../../../tiles';
import { arrangements } from '../../../scoring/arrangements';
import type { ArrangedSet, Arrangement } from '../../../scoring/types';
import { NO_SITUATION } from '../../../scoring/types';
import type {
  RavennaDoubling,
  RavennaHand,
  RavennaItem,
  RavennaLimitHand,
  RavennaScore,
  RavennaWin,
  RavennaScoringOptions,
} from './types';
import { RAVENNA_LIMIT_HANDS } from './types';
import { validateRavennaHand } from './validate';

import { RAVENNA_LIMIT } from './limit';

// Where the limit is set: the Ravenna options read it without loading the scorer.
export { RAVENNA_LIMIT };
/** §10.2. */
export const GOING_OUT_BONUS = 20;
export const ALL_CHOWS_BONUS = 10;
/** §10.1: each flower or season. */
export const BONUS_TILE_POINTS = 4;
/** §10.1: a pair of dragons or of the player's own wind. */
export const PAIR_POINTS = 2;

const DEFAULT_OPTIONS: RavennaScoringOptions = { limit: RAVENNA_LIMIT };

/** One reading of a player's tiles: the sets and pairs that §10.1 values. */
interface ReadingSets {
  /** Declared sets first (in the order declared), then sets formed from the hand. */
  readonly sets: readonly ArrangedSet[];
  /** The pairs the table counts: the winner's pair (seven for seven pairs), a non-winner's pairs. */
  readonly pairs: readonly TileKind[];
}

/** A winner's reading of his tiles. */
interface WinningReading extends ReadingSets {
  /** Every tile of the winning hand (for colour and the limit hands). */
  readonly tiles: readonly TileKind[];
  readonly arrangement: Arrangement;
}

/** A non-winner's rack. */
interface RackReading extends ReadingSets {
  readonly tiles: null;
  readonly arrangement: null;
}

type Reading = WinningReading | RackReading;

/** §10.1 sets: exposed pung 2 (simples) or 4 (head tiles); concealed ×2; kong ×4; chows 0. */
export function setPoints(set: Pick<ArrangedSet, 'kind' | 'tile' | 'concealed'>): number {
  if (set.kind === 'chow') return 0;
  const base = isTerminalOrHonour(set.tile) ? 4 : 2;
  return base * (set.concealed ? 2 : 1) * (set.kind === 'kong' ? 4 : 1);
}

function pairPoints(tile: TileKind, hand: RavennaHand): number {
  return isDragon(tile) || tile === windOfSeat(hand.seat) ? PAIR_POINTS : 0;
}

function setTiles(set: ArrangedSet): TileKind[] {
  if (set.kind === 'chow') return [set.tile, kindOf(set.tile + 1), kindOf(set.tile + 2)];
  return new Array<TileKind>(set.kind === 'kong' ? 4 : 3).fill(set.tile);
}

function declaredSets(hand: RavennaHand): ArrangedSet[] {
  return hand.melds.map((m) => ({
    kind: m.kind,
    tile: m.tile,
    concealed: m.kind === 'kong' && m.concealed,
    declared: true,
  }));
}

/**
 * R-16: a non-winner counts his declared sets, every complete pung in his concealed hand (three or
 * four identical tiles are one concealed pung, R-10) and every pair of dragons or of his own wind.
 */
function rackReading(hand: RavennaHand): RackReading {
  const counts = countKinds(hand.concealed);
  const sets = declaredSets(hand);
  const pairs: TileKind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const kind = asKind(k);
    const c = counts[kind] ?? 0;
    if (c >= 3) sets.push({ kind: 'pung', tile: kind, concealed: true, declared: false });
    else if (c === 2 && pairPoints(kind, hand) > 0) pairs.push(kind);
  }
  return { sets, pairs, tiles: null, arrangement: null };
}

/** Every reading of a winning hand (§8.1): 4 groups + pair, seven pairs, thirteen head tiles. */
function winningReadings(hand: RavennaHand, win: RavennaWin): WinningReading[] {
  const all = arrangements({
    concealed: hand.concealed,
    melds: hand.melds,
    winningTile: win.winningTile,
    winFrom: win.winFrom,
    seat: hand.seat,
    bonusTiles: [],
    situation: NO_SITUATION,
  });
  return all.map((arrangement): WinningReading => {
    switch (arrangement.form) {
      case 'regular': {
        // R-15: a pung completed by a discarded winning tile is exposed (arrangements.ts, §9.6).
        const tiles = arrangement.sets.flatMap(setTiles);
        tiles.push(arrangement.pair, arrangement.pair);
        return { sets: arrangement.sets, pairs: [arrangement.pair], tiles, arrangement };
      }
      case 'sevenPairs':
        return {
          sets: [],
          pairs: arrangement.pairs,
          tiles: arrangement.pairs.flatMap((p) => [p, p]),
          arrangement,
        };
      case 'thirteenTerminals': {
        const counts = countKinds(arrangement.tiles);
        const pair = defined(
          arrangement.tiles.find((t) => counts[t] === 2),
          'the doubled tile of thirteen head tiles',
        );
        return { sets: [], pairs: [pair], tiles: arrangement.tiles, arrangement };
      }
    }
  });
}

function items(hand: RavennaHand, reading: Reading): RavennaItem[] {
  const out: RavennaItem[] = reading.sets.map((s) => ({
    item: s.kind,
    tile: s.tile,
    concealed: s.kind !== 'chow' && s.concealed,
    declared: s.declared,
    points: setPoints(s),
  }));
  for (const pair of reading.pairs) {
    out.push({
      item: 'pair',
      tile: pair,
      concealed: true,
      declared: false,
      points: pairPoints(pair, hand),
    });
  }
  for (const tile of hand.bonusTiles) {
    out.push({ item: 'bonus', tile, concealed: false, declared: true, points: BONUS_TILE_POINTS });
  }
  return out;
}

const isPungOrKong = (s: ArrangedSet) => s.kind === 'pung' || s.kind === 'kong';

const SET_DOUBLINGS: ReadonlyMap<TileKind, RavennaDoubling> = new Map([
  [RED_DRAGON, 'red-dragon'],
  [WHITE_DRAGON, 'white-dragon'],
  [GREEN_DRAGON, 'green-dragon'],
]);

/**
 * §10.3, listed in the order the tiles lie: the sets' doublings (e–h) in the reading's order, then
 * the bonus tiles' (a–d), then the winner's all pungs (i) and colour (R-18, R-19, R-20).
 */
function doublings(hand: RavennaHand, reading: Reading): RavennaDoubling[] {
  const out: RavennaDoubling[] = [];
  const ownWind = windOfSeat(hand.seat);
  for (const set of reading.sets) {
    if (!isPungOrKong(set)) continue;
    const dragon = SET_DOUBLINGS.get(set.tile);
    if (dragon !== undefined) out.push(dragon);
    else if (set.tile === ownWind) out.push('own-wind');
  }
  const bonus = new Set(hand.bonusTiles);
  if (bonus.has(flowerOfSeat(hand.seat))) out.push('own-flower');
  if (bonus.has(seasonOfSeat(hand.seat))) out.push('own-season');
  if (hand.bonusTiles.filter(isFlower).length === 4) out.push('four-flowers');
  if (hand.bonusTiles.filter(isSeason).length === 4) out.push('four-seasons');
  if (reading.tiles !== null) {
    const form = reading.arrangement?.form;
    if (form === 'regular' && reading.sets.every(isPungOrKong)) out.push('all-pungs');
    if (isColour(reading.tiles)) out.push('colour');
  }
  return out;
}

/** R-19: every suited tile of one suit, with honours of any kind beside them. */
function isColour(tiles: readonly TileKind[]): boolean {
  const suits = new Set(tiles.filter(isSuited).map(suitOf));
  return suits.size === 1 && tiles.some(isHonour);
}

/** §10.4.2 a–g: the winner's limit hands, the first that holds. */
function limitOfWinningHand(win: RavennaWin, reading: WinningReading): RavennaLimitHand | null {
  const tiles = reading.tiles;
  const form = reading.arrangement.form;
  const regular = form === 'regular';
  const allPungs = reading.sets.every(isPungOrKong);
  if (form === 'sevenPairs') return 'seven-pairs'; // a (R-22)
  if (regular && tiles.every(isSuited) && new Set(tiles.map(suitOf)).size === 1)
    return 'pure-colour'; // b
  if (regular && allPungs && tiles.every(isTerminalOrHonour)) return 'head-pungs'; // c
  if (regular && reading.sets.filter((s) => s.kind === 'kong').length === 4) return 'four-kongs'; // d (R-23)
  if (regular && allPungs && reading.sets.every((s) => isWind(s.tile))) return 'four-winds'; // e
  if (form === 'thirteenTerminals') return 'thirteen-heads'; // f (R-24)
  if (win.heaven) return 'heaven'; // g
  if (win.earth) return 'earth'; // g
  return null;
}

interface Evaluation {
  readonly result: RavennaScore;
  /** base × 2^D before the cap, for choosing between readings of equal score. */
  readonly uncapped: number;
}

/** §10.5, the reference procedure. */
function evaluate(hand: RavennaHand, reading: Reading, limit: number): Evaluation {
  const scored = items(hand, reading);
  const tablePoints = scored.reduce((sum, i) => sum + i.points, 0);
  const winner = hand.win !== null;
  const fourChows =
    reading.arrangement?.form === 'regular' && reading.sets.every((s) => s.kind === 'chow');
  // R-17: the consolation applies whenever the four groups are chows.
  const bonus = winner ? GOING_OUT_BONUS + (fourChows ? ALL_CHOWS_BONUS : 0) : 0;
  const doubled = doublings(hand, reading);
  const d = doubled.length;
  let limitHand: RavennaLimitHand | null = null;
  if (hand.win !== null) {
    if (reading.arrangement === null) throw new InvariantError('a winner is valued on his rack');
    limitHand = limitOfWinningHand(hand.win, reading);
  }
  // R-25: rule h for every player, on table points only.
  if (limitHand === null && (d >= 3 || (d >= 2 && tablePoints >= 30))) limitHand = 'doublings';
  // R-26: the going-out bonuses are added before doubling.
  const uncapped = (tablePoints + bonus) * 2 ** d;
  const score = limitHand !== null ? limit : Math.min(uncapped, limit);
  return {
    result: {
      tablePoints,
      items: scored,
      bonus,
      doublings: doubled,
      limitHand,
      score,
      arrangement: reading.arrangement,
    },
    uncapped,
  };
}

const limitRank = (id: RavennaLimitHand | null) =>
  id === null ? RAVENNA_LIMIT_HANDS.length : RAVENNA_LIMIT_HANDS.indexOf(id);

/** The winner's best reading: highest score, then the first limit hand of §10.4.2, then more points. */
function better(a: Evaluation, b: Evaluation): boolean {
  if (a.result.score !== b.result.score) return a.result.score > b.result.score;
  const ra = limitRank(a.result.limitHand);
  const rb = limitRank(b.result.limitHand);
  if (ra !== rb) return ra < rb;
  if (a.uncapped !== b.uncapped) return a.uncapped > b.uncapped;
  return a.result.tablePoints > b.result.tablePoints;
}

/**
 * Scores one player's hand at the end of a Ravenna hand. `input/*` errors for tiles that cannot
 * exist; `hand/not-winning` when a declared winner's tiles are not a winning hand (§8.1).
 */
export function scoreRavennaHand(
  hand: RavennaHand,
  options: RavennaScoringOptions = DEFAULT_OPTIONS,
): Result<RavennaScore> {
  const invalid = validateRavennaHand(hand);
  if (invalid !== null) return { ok: false, error: invalid };
  if (!Number.isInteger(options.limit) || options.limit < 1)
    return fail('input/invalid-field', '"options.limit" must be a positive whole number');
  if (hand.win === null) return ok(evaluate(hand, rackReading(hand), options.limit).result);
  let best: Evaluation | null = null;
  for (const reading of winningReadings(hand, hand.win)) {
    const e = evaluate(hand, reading, options.limit);
    if (best === null || better(e, best)) best = e;
  }
  if (best === null) {
    return fail(
      'hand/not-winning',
      'these tiles are not a winning hand (4 groups and a pair, seven pairs or the thirteen head tiles, ravenna.md §8.1)',
    );
  }
  return ok(best.result);
}
