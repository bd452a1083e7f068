/**
 * What a self-drawn win is worth to the analyser: each ruleset's entry in the bots' registry
 * (src/bots/rulesets) gives its own (`BotRuleset.winValue`).
 */
import type { Meld, Seat, TileKind } from '../../engine';

/** `concealed` excludes the winning tile. Throws if the tiles are not a winning hand. */
export type WinValue = (
  concealed: readonly TileKind[],
  winningTile: TileKind,
  melds: readonly Meld[],
  seat: Seat,
) => number;
