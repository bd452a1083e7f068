/**
 * Rejects Ravenna hands that cannot exist at a table, with the `input/*` codes of
 * shared/contract.md (unknown tile, more than four copies, wrong tile count, malformed sets,
 * contradictory situation).
 */
import type { EngineError, EngineErrorCode } from '../../../errors';
import { meldTiles } from '../../../melds';
import { formatTile, tileName } from '../../../notation';
import { PLAYING_KINDS, isBonus, isPlayingKind, isSuited, rankOf } from '../../../tiles';
import type { RavennaHand } from './types';

function error(code: EngineErrorCode, message: string): EngineError {
  return { code, message };
}

function situationConflict(hand: RavennaHand): string | null {
  const win = hand.win;
  if (win === null) return null;
  if (win.heaven && win.earth) return 'heaven and earth cannot both hold';
  if (win.heaven && (win.winFrom !== 'wall' || hand.seat !== 0 || hand.melds.length > 0)) {
    return 'heaven (§10.4.2 g) is East going out on his dealt hand: seatWind "we", winFrom "wall", no sets declared';
  }
  if (win.earth && (win.winFrom !== 'discard' || hand.seat === 0 || hand.melds.length > 0)) {
    return 'earth (§10.4.2 g) is a player other than East going out on East\u2019s first discard: winFrom "discard", no sets declared';
  }
  return null;
}

export function validateRavennaHand(hand: RavennaHand): EngineError | null {
  if (![0, 1, 2, 3].includes(hand.seat))
    return error('input/invalid-field', `not a seat: ${hand.seat}`);
  const tiles = [...hand.concealed];
  if (hand.win !== null) tiles.push(hand.win.winningTile);
  for (const t of tiles) {
    if (!isPlayingKind(t)) {
      return error(
        'input/unknown-tile',
        `not a playing tile: ${tileName(t)} (flowers and seasons go in bonusTiles)`,
      );
    }
  }
  if (hand.melds.length > 4) return error('input/wrong-tile-count', 'a hand has at most four sets');
  for (const meld of hand.melds) {
    if (!isPlayingKind(meld.tile))
      return error('input/unknown-tile', `not a playing tile in a set: ${tileName(meld.tile)}`);
    if (meld.kind === 'chow' && !(isSuited(meld.tile) && rankOf(meld.tile) <= 7)) {
      return error('input/invalid-meld', `no chow starts at ${formatTile(meld.tile)}`);
    }
    if (meld.concealed && meld.kind !== 'kong') {
      return error('input/invalid-meld', 'only a kong can be declared concealed (§7.3)');
    }
    tiles.push(...meldTiles(meld));
  }
  const expected = 13 - 3 * hand.melds.length;
  if (hand.win !== null && hand.concealed.length !== expected) {
    return error(
      'input/wrong-tile-count',
      `with ${hand.melds.length} declared set(s) the winner holds ${expected} concealed tiles besides the winning tile, not ${hand.concealed.length}`,
    );
  }
  // A non-winner may list only the tiles that score (the worked examples of §12 do), never more
  // than a hand can hold.
  if (hand.win === null && hand.concealed.length > expected) {
    return error(
      'input/wrong-tile-count',
      `with ${hand.melds.length} declared set(s) a player holds at most ${expected} concealed tiles, not ${hand.concealed.length}`,
    );
  }
  const counts = new Uint8Array(PLAYING_KINDS);
  for (const t of tiles) {
    const copies = (counts[t] ?? 0) + 1;
    counts[t] = copies;
    if (copies > 4)
      return error('input/too-many-copies', `more than four copies of ${formatTile(t)}`);
  }
  const seen = new Set<number>();
  for (const b of hand.bonusTiles) {
    if (!isBonus(b)) {
      return error('input/unknown-tile', `not a flower or season: ${tileName(b)}`);
    }
    if (seen.has(b)) return error('input/too-many-copies', `there is only one ${formatTile(b)}`);
    seen.add(b);
  }
  const conflict = situationConflict(hand);
  if (conflict !== null) return error('input/situation-conflict', conflict);
  return null;
}
