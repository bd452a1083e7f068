/**
 * Rejects winning-hand descriptions that cannot happen at a table, with `input/*` codes
 * (shared/contract.md: unknown tile, more than four copies, wrong tile count; plus malformed sets
 * and contradictory situation flags).
 */
import type { EngineError, EngineErrorCode } from '../../../errors';
import type { Meld } from '../../../melds';
import { formatTile, tileName } from '../../../notation';
import type { TileKind } from '../../../tiles';
import {
  FIRST_BONUS,
  PLAYING_KINDS,
  isBonus,
  isPlayingKind,
  isSuited,
  kindOf,
  rankOf,
} from '../../../tiles';
import type { Situation, WinningHand } from '../../../scoring/types';
import { NO_SITUATION } from '../../../scoring/types';

function error(code: EngineErrorCode, message: string): EngineError {
  return { code, message };
}

/** Whether the hand last checked had a situation flag set (see `anySituationSet`). */
let situationSet = false;

/**
 * Whether the hand `validateCounting` last passed has any situation flag set: the scorer asks
 * here rather than read the flags again (callers build situations in many shapes, and each read
 * is a slow look-up).
 */
export function anySituationSet(): boolean {
  return situationSet;
}

function situationConflict(hand: WinningHand): string | null {
  const situation = hand.situation;
  // The bots value their hands with the shared no-situation value: it is known at a glance, where
  // each flag read is a slow look-up, since callers build situations in many shapes.
  if (situation === NO_SITUATION) {
    situationSet = false;
    return null;
  }
  // Each flag read once; most hands have none set.
  const { lastWallTile, lastDiscard, kongReplacement, robbingKong, heaven, earth }: Situation =
    situation;
  situationSet = lastWallTile || lastDiscard || kongReplacement || robbingKong || heaven || earth;
  if (!situationSet) return null;
  const fromWall = hand.winFrom === 'wall';
  if (lastWallTile && !fromWall)
    return 'lastWallTile (9.1.1) is a self-drawn win: winFrom must be "wall"';
  if (kongReplacement && !fromWall)
    return 'kongReplacement (9.2) is a self-drawn win: winFrom must be "wall"';
  if (heaven && !fromWall) return 'heaven (9.4.1) is a self-drawn win: winFrom must be "wall"';
  if (lastDiscard && fromWall)
    return 'lastDiscard (9.1.2) is a win on a discard: winFrom must be "discard"';
  if (robbingKong && fromWall)
    return 'robbingKong (9.3) is a win on a discard (§7.4): winFrom must be "discard"';
  if (earth && fromWall) return 'earth (9.4.2) is a win on a discard: winFrom must be "discard"';
  if (kongReplacement && !hand.melds.some((m) => m.kind === 'kong')) {
    return 'kongReplacement (9.2) needs a declared kong';
  }
  if (heaven && (hand.seat !== 0 || hand.melds.length > 0)) {
    return 'heaven (9.4.1) is East winning on the 14 dealt tiles, with no kong declared';
  }
  if (earth && (hand.seat === 0 || hand.melds.length > 0)) {
    return "earth (9.4.2) is a non-East player winning on East's first discard, with no melds";
  }
  if (heaven && lastWallTile) return 'heaven (9.4.1) cannot be won on the seabed tile';
  if (earth && (lastDiscard || robbingKong)) {
    return "earth (9.4.2) is won on East's first discard, not on the riverbed or a robbed kong";
  }
  if (robbingKong && lastDiscard) return 'a robbed kong tile is not the riverbed discard (§4.3.2)';
  return null;
}

/** Tiles counted per kind while a hand is checked; reused, as scoring runs in the bots' inner loops. */
const seen = new Uint8Array(PLAYING_KINDS);

/** Adds `by` copies of `kind` to `counts` (an absent count is none) and returns the new count. */
function bump(counts: Uint8Array, kind: number, by: number): number {
  const n = (counts[kind] ?? 0) + by;
  counts[kind] = n;
  return n;
}

function tooMany(kind: TileKind): EngineError {
  return error('input/too-many-copies', `more than four copies of ${formatTile(kind)}`);
}

/**
 * Counts the hand's tiles (concealed, winning tile, then each set's) and names the first fifth copy
 * (only asked once a fifth copy is known to be there).
 */
function copiesError(hand: WinningHand): EngineError | null {
  seen.fill(0);
  for (const t of hand.concealed) if (bump(seen, t, 1) > 4) return tooMany(t);
  if (bump(seen, hand.winningTile, 1) > 4) return tooMany(hand.winningTile);
  for (const meld of hand.melds) {
    const t = meld.tile;
    if (meld.kind === 'chow') {
      for (let i = 0; i < 3; i++) if (bump(seen, t + i, 1) > 4) return tooMany(kindOf(t + i));
    } else {
      const n = meld.kind === 'kong' ? 4 : 3;
      for (let i = 0; i < n; i++) if (bump(seen, t, 1) > 4) return tooMany(t);
    }
  }
  return null;
}

export function validateWinningHand(hand: WinningHand): EngineError | null {
  return validateCounting(hand, counted);
}

/** Scratch for `validateWinningHand`, whose callers do not want the counts. */
const counted = new Uint8Array(PLAYING_KINDS);

/**
 * `validateWinningHand`, leaving in `held` the concealed tiles with the winning tile, per kind,
 * when the hand is valid: the scorer counts them in the same pass over the tiles.
 */
export function validateCounting(hand: WinningHand, held: Uint8Array): EngineError | null {
  // A loop, not `fill`: `fill` on a typed array is a call into the runtime, dearer than 34 stores.
  for (let k = 0; k < PLAYING_KINDS; k++) held[k] = 0;
  // A fifth copy is only noted here: which error a bad hand gets depends on the checks in between.
  let fifthCopy = false;
  // Lengths read once: callers' tile lists come in several array shapes, and a read on a list of
  // unforeseen shape is a slow look-up that the loop would otherwise repeat.
  const concealed = hand.concealed;
  const concealedN = concealed.length;
  for (let i = 0; i < concealedN; i++) {
    const t = concealed[i];
    if (t === undefined || !isPlayingKind(t)) return notPlaying(t);
    if (bump(held, t, 1) > 4) fifthCopy = true;
  }
  const w = hand.winningTile;
  if (!isPlayingKind(w)) return notPlaying(w);
  if (bump(held, w, 1) > 4) fifthCopy = true;
  const melds = hand.melds;
  if (melds.length > 4) return error('input/wrong-tile-count', 'a hand has at most four sets');
  // Indexed loops: `for…of` costs more on the several array shapes callers build hands in.
  for (let i = 0; i < melds.length; i++) {
    const meld = melds[i];
    if (meld === undefined) return error('input/invalid-meld', `set ${i + 1} is missing`);
    if (!isPlayingKind(meld.tile))
      return error('input/unknown-tile', `not a playing tile in a set: ${tileName(meld.tile)}`);
    if (meld.kind === 'chow' && !(isSuited(meld.tile) && rankOf(meld.tile) <= 7)) {
      return error('input/invalid-meld', `no chow starts at ${formatTile(meld.tile)}`);
    }
    if (meld.concealed && meld.kind !== 'kong') {
      return error('input/invalid-meld', 'only a kong can be declared concealed (§6.2)');
    }
  }
  const expected = 13 - 3 * melds.length;
  if (concealedN !== expected) {
    return error(
      'input/wrong-tile-count',
      `with ${melds.length} declared set(s) the hand holds ${expected} concealed tiles besides the winning tile, not ${concealedN}`,
    );
  }
  if (fifthCopy || meldsOverfill(melds, held)) return copiesError(hand);
  const bonus = hand.bonusTiles;
  // Bit b - FIRST_BONUS set once bonus tile b is seen (there is one of each): the list is only
  // searched when the bit is already set, which a whole tile number then confirms.
  let bonusSeen = 0;
  for (let i = 0; i < bonus.length; i++) {
    const b = bonus[i];
    if (b === undefined || !isBonus(b))
      return error('input/unknown-tile', `not a flower or season: ${tileName(b)}`);
    const bit = 1 << (b - FIRST_BONUS);
    if ((bonusSeen & bit) !== 0 && bonus.lastIndexOf(b, i - 1) >= 0)
      return error('input/too-many-copies', `there is only one ${formatTile(b)}`);
    bonusSeen |= bit;
  }
  const seat = hand.seat;
  if (seat !== 0 && seat !== 1 && seat !== 2 && seat !== 3)
    return error('input/invalid-field', `not a seat: ${seat}`);
  const conflict = situationConflict(hand);
  if (conflict !== null) return error('input/situation-conflict', conflict);
  return null;
}

/** Whether the sets' tiles on top of `held` make a fifth copy; `held` is left as it was. */
function meldsOverfill(melds: readonly Meld[], held: Uint8Array): boolean {
  let over = false;
  // The sets are checked: none is missing.
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i];
    if (m === undefined) continue;
    if (m.kind === 'chow') {
      for (let j = 0; j < 3; j++) if (bump(held, m.tile + j, 1) > 4) over = true;
    } else if (bump(held, m.tile, m.kind === 'kong' ? 4 : 3) > 4) over = true;
  }
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i];
    if (m === undefined) continue;
    if (m.kind === 'chow') for (let j = 0; j < 3; j++) bump(held, m.tile + j, -1);
    else bump(held, m.tile, m.kind === 'kong' ? -4 : -3);
  }
  return over;
}

function notPlaying(t: TileKind | undefined): EngineError {
  return error(
    'input/unknown-tile',
    `not a playing tile: ${tileName(t)} (bonus tiles go in bonusTiles)`,
  );
}
