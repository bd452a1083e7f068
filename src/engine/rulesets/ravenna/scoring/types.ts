/**
 * The Ravenna scoring vocabulary (shared/rules/ravenna.md §10): everybody's hand is valued by
 * table points, going-out bonuses, doublings and the limit. Ids are those of shared/contract.md.
 */
import type { Meld } from '../../../melds';
import type { Seat, TileKind } from '../../../tiles';
import type { Arrangement, WinFrom } from '../../../scoring/types';

/** §10.3 a–h for every player, `all-pungs` (i) and `colour` for the winner only. */
export const RAVENNA_DOUBLINGS = [
  'own-flower',
  'own-season',
  'four-flowers',
  'four-seasons',
  'red-dragon',
  'white-dragon',
  'green-dragon',
  'own-wind',
  'all-pungs',
  'colour',
] as const;

export type RavennaDoubling = (typeof RAVENNA_DOUBLINGS)[number];

/** §10.4.2 a–h, in the order of the list (the first that holds is named). */
export const RAVENNA_LIMIT_HANDS = [
  'seven-pairs',
  'pure-colour',
  'head-pungs',
  'four-kongs',
  'four-winds',
  'thirteen-heads',
  'heaven',
  'earth',
  'doublings',
] as const;

export type RavennaLimitHand = (typeof RAVENNA_LIMIT_HANDS)[number];

/** A scoring mark of the result (ruleset.ts `scoringMarks`): the limit hand, or a doubling. */
export type RavennaMarkId = `limit.${RavennaLimitHand}` | `dbl.${RavennaDoubling}`;

/** How the winner went out (absent for the three others). */
export interface RavennaWin {
  /** Not among `concealed`. */
  readonly winningTile: TileKind;
  readonly winFrom: WinFrom;
  /** §10.4.2 g: East out on his dealt hand (after the bonus replacements, no kong declared). */
  readonly heaven: boolean;
  /** §10.4.2 g: a non-East player out on East's very first discard. */
  readonly earth: boolean;
}

/** One player's tiles at the end of a hand, as `hu score --ruleset ravenna` reads them. */
export interface RavennaHand {
  readonly seat: Seat;
  /** Every concealed tile (the winner's without the winning tile). */
  readonly concealed: readonly TileKind[];
  /** Declared sets: a kong is concealed only when declared so (§7.3); the rest are exposed. */
  readonly melds: readonly Meld[];
  /** Exposed flowers and seasons. */
  readonly bonusTiles: readonly TileKind[];
  /** Present for the winner only. */
  readonly win: RavennaWin | null;
}

export interface RavennaScoringOptions {
  /** §10.4.1, option `ravenna.limit`. */
  readonly limit: number;
}

/** One line of the table points of §10.1: a set, a pair or a bonus tile, and what it scored. */
export interface RavennaItem {
  readonly item: 'chow' | 'pung' | 'kong' | 'pair' | 'bonus';
  /** The set's lowest tile, the pair's tile or the bonus tile. */
  readonly tile: TileKind;
  /** Concealed in the sense of §10.1 (hand sets of the winner, concealed kongs). */
  readonly concealed: boolean;
  /** Declared during play (a set on the rack's ledge) rather than formed from the hand. */
  readonly declared: boolean;
  readonly points: number;
}

export interface RavennaScore {
  /** §10.1 T: sets, pairs and bonus tiles. */
  readonly tablePoints: number;
  readonly items: readonly RavennaItem[];
  /** §10.2: +20 for going out, +10 more for four chows; 0 for a non-winner. */
  readonly bonus: number;
  /** §10.3, one id per doubling. */
  readonly doublings: readonly RavennaDoubling[];
  readonly limitHand: RavennaLimitHand | null;
  /** §10.5. */
  readonly score: number;
  /** The winner's chosen reading of his tiles; null for a non-winner. */
  readonly arrangement: Arrangement | null;
}
