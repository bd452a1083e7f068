/**
 * Claims on a discard (zung-jung.md §5.3) and their resolution by precedence and interception
 * (§5.4): every eligible seat decides, then the win nearest in turn order after the discarder,
 * else a pung or kong, else a chow. Seats with no legal claim are not asked. A ruleset may resolve
 * them otherwise (`Ruleset.settleClaims`: in Ravenna two players going out on one discard void
 * the hand, ravenna.md §6.5) and forbid chow claims (`chowClaims`, §6.2).
 */
import { InvariantError } from '../errors';
import { isSevenPairs, isThirteenTerminals } from '../hand/decompose';
import { GROUP_OF_KIND } from '../hand/shapes';
import { isCompleteHand } from '../hand/waits';
import type { Meld } from '../melds';
import type { Seat, TileId, TileKind } from '../tiles';
import { PLAYING_KINDS, asKind, isSuited, kindOfId } from '../tiles';
import { nextSeat } from './hand';
import type { Tally } from './tally';
import { tallyCompletedBy, tallyOf } from './tally';
import type { ClaimDecision, ClaimOptions, DeclaredSet, HandState } from './types';

/** The kind of a declared set's lowest tile (its tiles are in ascending id order). */
export function lowestKindOf(set: DeclaredSet): TileKind {
  const [lowest] = set.tiles;
  if (lowest === undefined) throw new InvariantError(`a declared ${set.kind} holds no tiles`);
  return kindOfId(lowest);
}

/** A declared set as the rules core reads it (kind, lowest tile, concealed kong or not). */
export function toRulesMeld(set: DeclaredSet): Meld {
  return { kind: set.kind, tile: lowestKindOf(set), concealed: set.concealed };
}

/** Copies of each kind in the seat's declared sets, in `into` when the caller reuses a buffer. */
export function seatLocks(
  hand: HandState,
  seat: Seat,
  into: Uint8Array = new Uint8Array(PLAYING_KINDS),
): Uint8Array {
  into.fill(0);
  for (const set of hand.seats[seat].melds) {
    for (const t of set.tiles) {
      const kind = kindOfId(t);
      into[kind] = (into[kind] ?? 0) + 1;
    }
  }
  return into;
}

/** Scratch for `winsWith` and `claimOptionsFor` (never re-entered): three seats on every discard. */
const inHand = new Uint8Array(PLAYING_KINDS);
/** Tiles per suit (bamboo, characters, dots) and honours, counted with `inHand`. */
const inGroup = new Uint8Array(4);
export { GROUP_OF_KIND };

/** The seat's concealed tiles counted per kind, in the shared scratch `inHand` (and `inGroup`). */
function countConcealed(concealed: readonly TileId[]): Uint8Array {
  const counts = inHand;
  const groups = inGroup;
  counts.fill(0);
  groups[0] = groups[1] = groups[2] = groups[3] = 0;
  for (const id of concealed) {
    const kind = kindOfId(id);
    if (kind >= PLAYING_KINDS) continue;
    counts[kind] = (counts[kind] ?? 0) + 1;
    const group = GROUP_OF_KIND[kind] ?? 0;
    groups[group] = (groups[group] ?? 0) + 1;
  }
  return counts;
}

/**
 * Whether the concealed tiles counted in `counts` (with their groups in `inGroup`) complete a hand
 * with the extra tile `kind`; `counts` is left as it was found.
 */
function completedBy(counts: Uint8Array, melds: readonly DeclaredSet[], kind: TileKind): boolean {
  let locked = 0;
  for (const set of melds) for (const t of set.tiles) if (kindOfId(t) === kind) locked++;
  // A fifth copy is never a wait.
  const held = counts[kind] ?? 0;
  if (held + locked >= 4) return false;
  // The tiles are the 14 − 3 × melds of a hand in play, which the split test checks without
  // needing the declared copies.
  counts[kind] = held + 1;
  const complete = isCompleteGrouped(counts, inGroup, GROUP_OF_KIND[kind] ?? 0, melds.length);
  counts[kind] = held;
  return complete;
}

/**
 * Whether tiles counted by group (bamboo, characters, dots, honours), with one more tile in group
 * `extra` (−1: none), leave some group one tile over a multiple of three: then no split into sets
 * and a pair exists, and `regularSplit` would answer 0 after a pass over all 34 counts. Only for
 * the full 14 − 3 × melds tiles (false otherwise, leaving the full test to decide).
 */
export function regularSplitRuledOut(
  groups: Uint8Array,
  extra: number,
  meldCount: number,
): boolean {
  const total =
    (groups[0] ?? 0) +
    (groups[1] ?? 0) +
    (groups[2] ?? 0) +
    (groups[3] ?? 0) +
    (extra >= 0 ? 1 : 0);
  if (total !== (4 - meldCount) * 3 + 2) return false;
  for (let i = 0; i < 4; i++) if (((groups[i] ?? 0) + (i === extra ? 1 : 0)) % 3 === 1) return true;
  return false;
}

/**
 * `isCompleteHand` for 14 − 3 × melds tiles whose groups are counted in `groups` too: most hands
 * are settled by their groups alone.
 */
export function isCompleteGrouped(
  counts: Uint8Array,
  groups: Uint8Array,
  extra: number,
  meldCount: number,
  locked?: ArrayLike<number>,
): boolean {
  if (!regularSplitRuledOut(groups, extra, meldCount))
    return isCompleteHand(counts, meldCount, locked);
  // The regular split fails here exactly as isCompleteHand finds it; the special hands remain.
  return meldCount === 0 && (isSevenPairs(counts) || isThirteenTerminals(counts));
}

/**
 * Whether the seat's hand is complete with the extra tile `kind` (prevent mode, §13.2): whether
 * `kind` is one of the hand's waits, checked for that one kind alone.
 */
export function winsWith(hand: HandState, seat: Seat, kind: TileKind): boolean {
  return completedBy(countConcealed(hand.seats[seat].concealed), hand.seats[seat].melds, kind);
}

/**
 * Lowest kinds of the chows that `kind` completes (§1.4: one suit, no wrap-around), given `near`,
 * the counts in hand of kind − 2 … kind + 2.
 */
export function chowOptions(near: ArrayLike<number>, kind: TileKind): readonly TileKind[] {
  if (!isSuited(kind)) return NO_CHOWS;
  // The three chows holding `kind`, lowest first, each within the suit (ranks 1–9).
  const rank = kind % 9;
  // An absent count is none held.
  const below2 = near[0] ?? 0;
  const below1 = near[1] ?? 0;
  const above1 = near[3] ?? 0;
  const above2 = near[4] ?? 0;
  let options: TileKind[] | null = null;
  if (rank >= 2 && below2 > 0 && below1 > 0) (options ??= []).push(asKind(kind - 2));
  if (rank >= 1 && rank <= 7 && below1 > 0 && above1 > 0) (options ??= []).push(asKind(kind - 1));
  if (rank <= 6 && above1 > 0 && above2 > 0) (options ??= []).push(kind);
  return options ?? NO_CHOWS;
}

/** No chow: shared, as most discards complete none. */
const NO_CHOWS: readonly TileKind[] = Object.freeze([]);

/**
 * What `seat` may claim on `kind` discarded by `discarder`; null when nothing. Without
 * `chowClaims` (ravenna.md §6.2) a chow is never claimed: the discard completes one only to win.
 */
export function claimOptionsFor(
  hand: HandState,
  seat: Seat,
  discarder: Seat,
  kind: TileKind,
  riverbed: boolean,
  chowClaims: boolean,
): ClaimOptions | null {
  const s = hand.seats[seat];
  // Pung, kong and chow look only at the copies of kind − 2 … kind + 2.
  const tally = tallyOf(seat, s.concealed);
  const counts = tally.counts;
  const near = NEAR;
  for (let i = 0; i < 5; i++) {
    const k = kind - 2 + i;
    near[i] = k >= 0 && k < PLAYING_KINDS ? (counts[k] ?? 0) : 0;
  }
  const win = winsOn(tally, s.concealed, s.melds, kind);
  if (riverbed) return win ? { win, pung: false, kong: false, chows: [] } : null; // §4.3.3
  const copies = near[2] ?? 0;
  const pung = copies >= 2;
  const kong = copies >= 3;
  // Chow only from the player on the left: the discarder's next player (§5.3).
  const left = chowClaims && seat === nextSeat(discarder);
  // Most seats can do nothing with most discards: they are answered without building anything.
  if (!win && !pung && !left) return null;
  const chows = left ? chowOptions(near, kind) : NO_CHOWS;
  if (!win && !pung && !kong && chows.length === 0) return null;
  return { win, pung, kong, chows: chows === NO_CHOWS ? [] : chows };
}

/** Scratch for the counts of kind − 2 … kind + 2 around a discarded kind (never re-entered). */
const NEAR = new Uint8Array(5);

/**
 * `completedBy` for a claim check on the seat's tally: the group the discard joins is looked up
 * again with it.
 */
function winsOn(
  tally: Tally,
  concealed: readonly TileId[],
  melds: readonly DeclaredSet[],
  kind: TileKind,
): boolean {
  const held = tally.counts[kind] ?? 0;
  if (held >= 4) return false;
  let complete = tallyCompletedBy(tally, kind, melds.length);
  if (complete === null) {
    // Not the tiles of a hand in play: the full test decides, as it always did.
    const counts = inHand;
    counts.fill(0);
    for (const id of concealed) {
      const k = kindOfId(id);
      if (k < PLAYING_KINDS) counts[k] = (counts[k] ?? 0) + 1;
    }
    counts[kind] = (counts[kind] ?? 0) + 1;
    complete = isCompleteHand(counts, melds.length);
  }
  if (!complete) return false;
  // A fifth copy is never a wait: the declared copies are looked at only for a hand it completes.
  let locked = 0;
  for (const set of melds) for (const t of set.tiles) if (kindOfId(t) === kind) locked++;
  return held + locked < 4;
}

/** Precedence of claims (§5.4.1): a win, then a pung or kong, then a chow. */
export const CLAIM_RANK = { pass: 0, chow: 1, pung: 2, kong: 2, win: 3 } as const;

/** The highest claim `options` allow a seat, as a `CLAIM_RANK`. */
export function maxClaimRank(options: ClaimOptions): number {
  if (options.win) return 3;
  if (options.pung || options.kong) return 2;
  return options.chows.length > 0 ? 1 : 0;
}

export interface Winner {
  readonly seat: Seat;
  readonly decision: ClaimDecision;
}

/**
 * The claim that succeeds (§5.4.1), or null when every claim is a pass, or `undefined` while an
 * undecided seat could still change the outcome.
 */
export function settledClaim(
  discarder: Seat,
  options: readonly (ClaimOptions | null)[],
  decisions: readonly (ClaimDecision | null)[],
): Winner | null | undefined {
  let best: Winner | null = null;
  let bestRank = 0;
  // Walking in turn order from the discarder makes the first win found the intercepting one.
  for (let step = 1; step <= 3; step++) {
    const seat = nextSeat(discarder, step);
    const decision = decisions[seat];
    if (decision === null || decision === undefined) continue;
    const rank = CLAIM_RANK[decision.claim];
    if (rank > bestRank) {
      best = { seat, decision };
      bestRank = rank;
    }
  }
  for (let step = 1; step <= 3; step++) {
    const seat = nextSeat(discarder, step);
    const open = options[seat];
    if (open === null || open === undefined || decisions[seat] !== null) continue;
    const possible = maxClaimRank(open);
    if (possible > bestRank) return undefined;
    // An undecided earlier seat could intercept a win (§5.4.1 1a–1c).
    if (possible === 3 && bestRank === 3 && best !== null) {
      const bestStep = (best.seat - discarder + 4) % 4;
      if (step < bestStep) return undefined;
    }
  }
  return best;
}
