/**
 * Rejects winning-hand descriptions that cannot happen at a table, with `input/*` codes
 * (shared/contract.md: unknown tile, more than four copies, wrong tile count; plus malformed sets
 * and contradictory situation flags).
 */
import type { EngineError } from '../errors';
import { formatTile, tileName } from '../notation';
import type { TileKind } from '../tiles';
import { PLAYING_KINDS, isBonus, isPlayingKind, isSuited, rankOf } from '../tiles';
import type { Situation, WinningHand } from './types';

function error(code: string, message: string): EngineError {
  return { code, message };
}

function situationConflict(hand: WinningHand): string | null {
  const s: Situation = hand.situation;
  const fromWall = hand.winFrom === 'wall';
  if (s.lastWallTile && !fromWall)
    return 'lastWallTile (9.1.1) is a self-drawn win: winFrom must be "wall"';
  if (s.kongReplacement && !fromWall)
    return 'kongReplacement (9.2) is a self-drawn win: winFrom must be "wall"';
  if (s.heaven && !fromWall) return 'heaven (9.4.1) is a self-drawn win: winFrom must be "wall"';
  if (s.lastDiscard && fromWall)
    return 'lastDiscard (9.1.2) is a win on a discard: winFrom must be "discard"';
  if (s.robbingKong && fromWall)
    return 'robbingKong (9.3) is a win on a discard (§7.4): winFrom must be "discard"';
  if (s.earth && fromWall) return 'earth (9.4.2) is a win on a discard: winFrom must be "discard"';
  if (s.kongReplacement && !hand.melds.some((m) => m.kind === 'kong')) {
    return 'kongReplacement (9.2) needs a declared kong';
  }
  if (s.heaven && (hand.seat !== 0 || hand.melds.length > 0)) {
    return 'heaven (9.4.1) is East winning on the 14 dealt tiles, with no kong declared';
  }
  if (s.earth && (hand.seat === 0 || hand.melds.length > 0)) {
    return "earth (9.4.2) is a non-East player winning on East's first discard, with no melds";
  }
  if (s.heaven && s.lastWallTile) return 'heaven (9.4.1) cannot be won on the seabed tile';
  if (s.earth && (s.lastDiscard || s.robbingKong)) {
    return "earth (9.4.2) is won on East's first discard, not on the riverbed or a robbed kong";
  }
  if (s.robbingKong && s.lastDiscard)
    return 'a robbed kong tile is not the riverbed discard (§4.3.2)';
  return null;
}

/** Tiles counted per kind while a hand is checked; reused, as scoring runs in the bots' inner loops. */
const seen = new Uint8Array(PLAYING_KINDS);

function tooMany(kind: TileKind): EngineError {
  return error('input/too-many-copies', `more than four copies of ${formatTile(kind)}`);
}

/** Counts the hand's tiles (concealed, winning tile, then each set's) and names the first fifth copy. */
function copiesError(hand: WinningHand): EngineError | null {
  seen.fill(0);
  for (const t of hand.concealed) if (++seen[t]! > 4) return tooMany(t);
  if (++seen[hand.winningTile]! > 4) return tooMany(hand.winningTile);
  for (const meld of hand.melds) {
    const t = meld.tile;
    if (meld.kind === 'chow') {
      for (let i = 0; i < 3; i++) if (++seen[t + i]! > 4) return tooMany(t + i);
    } else {
      const n = meld.kind === 'kong' ? 4 : 3;
      for (let i = 0; i < n; i++) if (++seen[t]! > 4) return tooMany(t);
    }
  }
  return null;
}

export function validateWinningHand(hand: WinningHand): EngineError | null {
  for (const t of hand.concealed) if (!isPlayingKind(t)) return notPlaying(t);
  if (!isPlayingKind(hand.winningTile)) return notPlaying(hand.winningTile);
  if (hand.melds.length > 4) return error('input/wrong-tile-count', 'a hand has at most four sets');
  for (const meld of hand.melds) {
    if (!isPlayingKind(meld.tile))
      return error('input/unknown-tile', `not a playing tile in a set: ${tileName(meld.tile)}`);
    if (meld.kind === 'chow' && !(isSuited(meld.tile) && rankOf(meld.tile) <= 7)) {
      return error('input/invalid-meld', `no chow starts at ${formatTile(meld.tile)}`);
    }
    if (meld.concealed && meld.kind !== 'kong') {
      return error('input/invalid-meld', 'only a kong can be declared concealed (§6.2)');
    }
  }
  const expected = 13 - 3 * hand.melds.length;
  if (hand.concealed.length !== expected) {
    return error(
      'input/wrong-tile-count',
      `with ${hand.melds.length} declared set(s) the hand holds ${expected} concealed tiles besides the winning tile, not ${hand.concealed.length}`,
    );
  }
  const copies = copiesError(hand);
  if (copies !== null) return copies;
  const bonus = hand.bonusTiles;
  for (let i = 0; i < bonus.length; i++) {
    const b = bonus[i]!;
    if (!isBonus(b)) return error('input/unknown-tile', `not a flower or season: ${tileName(b)}`);
    if (i > 0 && bonus.lastIndexOf(b, i - 1) >= 0)
      return error('input/too-many-copies', `there is only one ${formatTile(b)}`);
  }
  if (hand.seat !== 0 && hand.seat !== 1 && hand.seat !== 2 && hand.seat !== 3)
    return error('input/invalid-field', `not a seat: ${hand.seat}`);
  const conflict = situationConflict(hand);
  if (conflict !== null) return error('input/situation-conflict', conflict);
  return null;
}

function notPlaying(t: TileKind): EngineError {
  return error(
    'input/unknown-tile',
    `not a playing tile: ${tileName(t)} (bonus tiles go in bonusTiles)`,
  );
}
