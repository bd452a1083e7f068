/**
 * What a self-drawn win is worth to the analyser (the bots' registry, src/bots/rulesets.ts, picks
 * one by ruleset): Zung Jung,
 * the hand's `score` total won from the wall with no situation flags and no bonus tiles
 * (zung-jung.md §9); Ravenna, the winner's `score` (ravenna.md §10.5) at the default limit.
 */
import type { Meld, Seat, TileKind } from '../../engine';
import { NO_SITUATION, RAVENNA_LIMIT, scoreRavennaHand, scoreWinningHand } from '../../engine';

/** `concealed` excludes the winning tile. Throws if the tiles are not a winning hand. */
export type WinValue = (
  concealed: readonly TileKind[],
  winningTile: TileKind,
  melds: readonly Meld[],
  seat: Seat,
) => number;

export const zungJungWinValue: WinValue = (concealed, winningTile, melds, seat) => {
  const scored = scoreWinningHand({
    concealed,
    melds,
    winningTile,
    winFrom: 'wall',
    seat,
    bonusTiles: [],
    situation: NO_SITUATION,
  });
  if (!scored.ok) throw new Error(`analyser: a complete hand did not score (${scored.error.code})`);
  return scored.value.total;
};

export const ravennaWinValue: WinValue = (concealed, winningTile, melds, seat) => {
  const scored = scoreRavennaHand(
    {
      seat,
      concealed,
      melds,
      bonusTiles: [],
      win: { winningTile, winFrom: 'wall', heaven: false, earth: false },
    },
    { limit: RAVENNA_LIMIT },
  );
  if (!scored.ok) throw new Error(`analyser: a complete hand did not score (${scored.error.code})`);
  return scored.value.score;
};
