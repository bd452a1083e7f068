/**
 * The game state and the action union of the table procedure (zung-jung.md §2–§8, §12).
 * Everything is plain, serialisable, readonly data (design.md, engine contract): a game is fully
 * described by its config and its actions, and `replay` rebuilds the identical state.
 */
import type { EngineError } from '../errors';
import type { Payments } from '../payments';
import type { RngState } from '../rng';
import type { ScoredHand, WinningHand } from '../scoring/types';
import type { RulesetId } from '../rulesets/ids';
import type { Seat, TileId, TileKind } from '../tiles';

export type { RulesetId } from '../rulesets/ids';

/** Player identities 0..3; players keep their index while seats rotate (§3). */
export type PlayerIndex = 0 | 1 | 2 | 3;

/**
 * What each ruleset keeps in the shared types under its own key, filled in by the ruleset's folder
 * through module augmentation (rulesets/<id>/slots.ts): the shared types name no ruleset, yet the
 * JSON of a state, a save or the settings keeps each ruleset's data where it always was. Options a
 * ruleset adds to GameOptions (Ravenna's four of ravenna.md §13 under `ravenna`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each ruleset's slots.ts
export interface RulesetOptionSlots {}

/** What a ruleset adds to a won hand's result (Ravenna: everybody's score, ravenna.md §10). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each ruleset's slots.ts
export interface RulesetWinSlots {}

/** What a ruleset adds to a hand ended without a winner (Ravenna: why it is void, §8.2). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each ruleset's slots.ts
export interface RulesetDrawSlots {}

/**
 * zung-jung.md §14. A ruleset's own options are in its slot (RulesetOptionSlots), present only in
 * that ruleset's games, which may also fix the options here (Ravenna: 144 tiles, no halving, the
 * deal passing to the previous South).
 */
export interface GameOptions extends Partial<RulesetOptionSlots> {
  /** 144 tiles with flowers and seasons (§4.4, §11). */
  readonly flowers: boolean;
  readonly halveFlowers: boolean;
  /** Who deals next (§3.3, D-1). */
  readonly dealPass: 'next' | 'previous';
  /** §13.2: only `prevent` is implemented — a win that is not one cannot be declared. */
  readonly falseWin: 'prevent';
  /** §2.5: cosmetic; both seat the players by the seeded RNG. */
  readonly seating: 'random' | 'dice';
}

/**
 * A fixed wall for one hand, for scenario tests and tutorial lessons. Tiles in one-line notation:
 * each seat's dealt tiles (East 14, others 13, bonus tiles included when `flowers` is on), the
 * live draws after the deal in order, and the replacement tiles taken from the end in order. The
 * rest of the wall is shuffled by the game's RNG.
 */
export interface RiggedWall {
  readonly hands?: readonly [string, string, string, string];
  readonly draws?: string;
  readonly replacements?: string;
}

export interface GameConfig {
  readonly ruleset: RulesetId;
  readonly options: GameOptions;
  readonly seed: number | string;
  readonly rig?: {
    /** Player at each seat (East, South, West, North) for the first hand. */
    readonly seating?: readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];
    /** Walls by hand number (0..15). */
    readonly walls?: Readonly<Record<number, RiggedWall>>;
  };
}

export interface GameLog extends GameConfig {
  readonly actions: readonly Action[];
}

/** A set on the table, by tile id (for animation) as well as kind. */
export interface DeclaredSet {
  readonly kind: 'chow' | 'pung' | 'kong';
  /** In ascending id order. */
  readonly tiles: readonly TileId[];
  /** A declared concealed kong (§6.2). */
  readonly concealed: boolean;
  /** The tile taken from a discard and whose discard it was (§5.5, display: turned 90°). */
  readonly claimed: { readonly tile: TileId; readonly from: Seat } | null;
  /** A small exposed kong's added tile (§6.4). */
  readonly added: TileId | null;
}

export interface SeatState {
  /** Concealed tiles in ascending id order (kind order). */
  readonly concealed: readonly TileId[];
  readonly melds: readonly DeclaredSet[];
  /** Exposed flowers and seasons (§4.4). */
  readonly bonus: readonly TileId[];
  /** Own discards still lying on the table (a claimed discard leaves the river). */
  readonly river: readonly TileId[];
  /** The tile drawn in the current turn, set apart in the UI; null otherwise. */
  readonly drawn: TileId | null;
}

/** One real discard of the hand (§12.5 discard log), claimed or not. */
export interface DiscardEntry {
  readonly seat: Seat;
  readonly tile: TileId;
  readonly claimedBy: Seat | null;
  /**
   * The discard was the tile just drawn, thrown without joining the hand — visible at any table,
   * and a classic hint that a player is ready and waiting.
   */
  readonly fromDraw: boolean;
}

/** What a seat may claim on the discard in a claim window (§5.3). */
export interface ClaimOptions {
  readonly win: boolean;
  readonly pung: boolean;
  readonly kong: boolean;
  /** Lowest kind of each chow the seat can form (only the discarder's next player). */
  readonly chows: readonly TileKind[];
}

export type ClaimDecision =
  | { readonly claim: 'pass' | 'win' | 'pung' | 'kong' }
  | { readonly claim: 'chow'; readonly lowest: TileKind };

export type Phase =
  | {
      readonly kind: 'turn';
      readonly seat: Seat;
      /** afterDraw: may win, declare kongs or discard (§5.2); afterClaim: must discard (D-5). */
      readonly step: 'afterDraw' | 'afterClaim';
      /** Where the last tile came from: East's dealt 14, the live wall, the dead wall, a discard. */
      readonly source: 'deal' | 'wall' | 'replacement' | 'claim';
      /**
       * The last tile drawn was the seabed (§4.3): no kong, must discard or win. In Ravenna the
       * live wall is exhausted (§8.3): go out, declare a kong, or pass and the hand is void.
       */
      readonly seabed: boolean;
      /** The last tile drawn replaced this player's own kong (9.2). */
      readonly kongReplacement: boolean;
    }
  | {
      readonly kind: 'claimWindow';
      readonly discarder: Seat;
      readonly tile: TileId;
      /** The discard of the seabed drawer: claimable only for a win (§4.3.3). */
      readonly riverbed: boolean;
      /** Per seat; null for the discarder and for seats with no legal claim. */
      readonly options: readonly (ClaimOptions | null)[];
      /** Per seat; null while undecided (or not asked). */
      readonly decisions: readonly (ClaimDecision | null)[];
    }
  | {
      readonly kind: 'robbingWindow';
      readonly kongSeat: Seat;
      /** The tile being added to the exposed pung (still in the kong player's hand). */
      readonly tile: TileId;
      /** Seats that can win on the tile (§7.1). */
      readonly eligible: readonly boolean[];
      readonly decisions: readonly ('win' | 'pass' | null)[];
    }
  | { readonly kind: 'handOver'; readonly result: HandResult }
  | { readonly kind: 'matchOver'; readonly result: HandResult };

/** A won hand: the winner's score in the shape every ruleset shares, and the ruleset's own slot. */
export interface WonHand extends Partial<RulesetWinSlots> {
  readonly kind: 'win';
  readonly winner: Seat;
  readonly winFrom: 'wall' | 'discard';
  /** The seat that discarded the winning tile (or whose added kong tile was robbed). */
  readonly discarder: Seat | null;
  /** The seat responsible after same-turn immunity (§12.5); null when nobody is. */
  readonly responsible: Seat | null;
  readonly hand: WinningHand;
  readonly score: ScoredHand;
  /** Net payments by seat. */
  readonly payments: Payments;
}

/** A hand without a winner: a Zung Jung draw game (§8.5), or what a ruleset's slot says of it. */
export interface DrawnHand extends Partial<RulesetDrawSlots> {
  readonly kind: 'draw';
}

export type HandResult = WonHand | DrawnHand;

export interface HandState {
  /** 0..15 (§3.1). */
  readonly number: number;
  /** The hand's whole wall in order; tiles in [drawIndex, replacementIndex] are still in it. */
  readonly wall: readonly TileId[];
  readonly drawIndex: number;
  readonly replacementIndex: number;
  readonly seats: readonly [SeatState, SeatState, SeatState, SeatState];
  readonly discards: readonly DiscardEntry[];
  readonly phase: Phase;
}

/** One finished hand on the score sheet (§3.4). */
export interface HandSummary {
  readonly number: number;
  /** Player at each seat during the hand. */
  readonly players: readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];
  readonly result: 'win' | 'draw';
  readonly winner: Seat | null;
  readonly value: number;
  /** Net payments by player. */
  readonly payments: readonly [number, number, number, number];
}

export interface MatchState {
  /** Player at each seat for the first hand (§2.5). */
  readonly seating: readonly [PlayerIndex, PlayerIndex, PlayerIndex, PlayerIndex];
  /** Running totals by player (§3.4). */
  readonly totals: readonly [number, number, number, number];
  readonly history: readonly HandSummary[];
}

export interface GameState {
  readonly config: GameConfig;
  readonly rng: RngState;
  readonly match: MatchState;
  readonly hand: HandState;
}

/** One discriminated union for every actor: a tap, a key, a bot (design.md). */
export type Action =
  | { readonly type: 'discard'; readonly seat: Seat; readonly tile: TileId }
  /** §6.2 concealed kong of four tiles of `kind` in hand. */
  | { readonly type: 'declareKong'; readonly seat: Seat; readonly kind: TileKind }
  /** §6.4 small exposed kong: add the fourth tile to one's exposed pung. */
  | { readonly type: 'addToPung'; readonly seat: Seat; readonly kind: TileKind }
  /** Self-drawn win (§8.3), including Blessing of Heaven. */
  | { readonly type: 'declareWin'; readonly seat: Seat }
  | { readonly type: 'claimChow'; readonly seat: Seat; readonly lowest: TileKind }
  | { readonly type: 'claimPung'; readonly seat: Seat }
  | { readonly type: 'claimKong'; readonly seat: Seat }
  /** Win on a discard, or robbing a kong (§7). */
  | { readonly type: 'claimWin'; readonly seat: Seat }
  | { readonly type: 'pass'; readonly seat: Seat }
  | { readonly type: 'nextHand' };

export type ActionType = Action['type'];

/** What happened, for animation and logs. Drawn tiles are visible only to their seat (view.ts). */
export type GameEvent =
  | { readonly type: 'handStarted'; readonly number: number }
  | {
      readonly type: 'tileDrawn';
      readonly seat: Seat;
      readonly tile: TileId;
      readonly from: 'wall' | 'deadWall';
    }
  | { readonly type: 'bonusExposed'; readonly seat: Seat; readonly tile: TileId }
  | { readonly type: 'tileDiscarded'; readonly seat: Seat; readonly tile: TileId }
  | { readonly type: 'claimWindowOpened'; readonly tile: TileId; readonly seats: readonly Seat[] }
  | { readonly type: 'decided'; readonly seat: Seat }
  | {
      readonly type: 'setClaimed';
      readonly seat: Seat;
      readonly kind: 'chow' | 'pung' | 'kong';
      readonly tile: TileId;
      readonly from: Seat;
    }
  | {
      readonly type: 'kongDeclared';
      readonly seat: Seat;
      readonly kind: 'concealed' | 'small';
      readonly tile: TileKind;
    }
  | { readonly type: 'kongRobbed'; readonly seat: Seat; readonly from: Seat; readonly tile: TileId }
  | {
      readonly type: 'handWon';
      readonly seat: Seat;
      readonly winFrom: 'wall' | 'discard';
      readonly value: number;
    }
  | { readonly type: 'handDrawn' }
  | { readonly type: 'matchEnded' };

export type ApplyResult =
  | { readonly ok: true; readonly state: GameState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly error: EngineError };
