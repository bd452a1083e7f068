/**
 * What the coach says about one seat's position: plain, serialisable data (it crosses the worker
 * boundary), turned into words by the UI (src/ui/coach). Tile kinds are engine kinds (0..33), pattern
 * ids are Zung Jung v3.3 ids (zung-jung.md §10), points are the §10 values.
 */
import type { ClaimChoice, PatternId, Seat, TileKind } from '../../engine';

export interface CoachAdvice {
  readonly seat: Seat;
  /**
   * Tiles away from ready (shanten, §8.1 forms): 0 = ready, -1 = a complete hand. On the seat's
   * own turn (14 tiles) it is the hand after the suggested discard.
   */
  readonly shanten: number;
  /** Live acceptance of that hand: the kinds that bring it closer and their unseen copies. */
  readonly acceptance: { readonly tiles: number; readonly kinds: readonly TileKind[] };
  /** A win the rules allow right now (§8), and what it scores. */
  readonly win: WinAdvice | null;
  /** On the seat's turn: the discard the coach suggests and why. */
  readonly discard: DiscardAdvice | null;
  /** On the seat's turn: a kong worth declaring (§6.2, §6.4). */
  readonly kong: KongAdvice | null;
  /** When the hand is (or the suggested discard leaves it) ready: every wait. */
  readonly waits: readonly WaitAdvice[];
  /** Zung Jung patterns within reach, most valuable first. */
  readonly patterns: readonly PatternChance[];
  /** Late in the hand, or once danger turned the advice: how dangerous each kind in hand would be to discard. */
  readonly danger: readonly DangerMark[] | null;
  /** In a claim or robbing window: claim or pass, and why. */
  readonly claim: ClaimAdvice | null;
}

export interface WinAdvice {
  readonly points: number;
  readonly selfDrawn: boolean;
  readonly patterns: readonly PatternId[];
}

export interface DiscardChoice {
  readonly kind: TileKind;
  /** Tiles away from ready after the discard. */
  readonly shanten: number;
  /** Unseen copies of the kinds that would then bring the hand closer. */
  readonly tiles: number;
  readonly kinds: readonly TileKind[];
}

/** What the coach aims for (a setting): winning as often as possible, or the most points. */
export type CoachAim = 'win' | 'points';

/**
 * The game's real aim (issue 36): the most points over the match. "win" wins more hands, for fewer
 * points, and says where it gives them up.
 */
export const DEFAULT_AIM: CoachAim = 'points';

/** One discard as the analyser values it (shared/contract.md § `analyse`, the solo model). */
export interface DiscardFigures {
  readonly kind: TileKind;
  /**
   * The analyser's chance of winning before the wall ends, 0..1 (the solo model: if nobody else
   * wins, by one's own draw). The coach decides by these figures, as validated against the strong
   * level; it shows `tableChance`.
   */
  readonly winChance: number;
  /** The analyser's expected points of the win (no win counts 0). */
  readonly expectedPoints: number;
  /**
   * The chance shown: to win this hand at the coach's table (tableChance.ts), on a discard or by
   * one's own draw, the others winning first counted. Never below another discard's where
   * `winChance` is higher. Equal to `winChance` in figures that are not at a table.
   */
  readonly tableChance: number;
  /** The points to expect shown: the analyser's points per win times `tableChance`. */
  readonly tablePoints: number;
  readonly shanten: number;
  /** Unseen copies of the kinds that would bring the 13 tiles closer. */
  readonly acceptance: number;
  /** False when the figures come from the analyser's documented approximation. */
  readonly exact: boolean;
}

export interface DiscardAdvice {
  /** The most efficient discard: fewest tiles from ready, then the most live acceptance. */
  readonly efficient: DiscardChoice;
  /** Every kind as efficient as `efficient` (equal shanten and acceptance). */
  readonly efficientKinds: readonly TileKind[];
  /**
   * The suggestion: aiming for points, the coach's policy (the strong level given a person's time);
   * aiming to win, the analyser's best chance unless danger overrides it.
   */
  readonly recommended: DiscardChoice;
  readonly reason: DiscardReason;
  /** Every possible discard, for reviewing the one the person chose. */
  readonly options: readonly DiscardChoice[];
  /** The aim the figures are ordered by. */
  readonly aim: CoachAim;
  /** Every discard valued by the analyser, best first for the aim (the suggestion may differ). */
  readonly figures: readonly DiscardFigures[];
  /**
   * Aim "win" only (issue 36: it says where it gives up points): the discard the aim "points" would
   * suggest, when it has more points to expect than this suggestion. Null otherwise, and where the
   * reason is the danger, a bigger hand or a hand with no chance left.
   */
  readonly givesUp: TileKind | null;
}

/** A sign that an opponent may be ready, read from what the table shows. */
export type ThreatSign =
  /** The chance (percent) that he is ready, read from his own signs (readiness.ts). */
  | { readonly type: 'ready'; readonly chance: number }
  /** His latest discard, late, was a middle tile from his hand (readiness.ts). */
  | { readonly type: 'middleFromHand' }
  | { readonly type: 'sets'; readonly count: number }
  /** His sets are all of one suit; `honours`: some of them are honour sets (2.1.1 rather than 2.1.2). */
  | { readonly type: 'oneSuit'; readonly suit: number; readonly honours: boolean }
  /** He has thrown many suited tiles and not one of this suit: a one-suit hand (2.1), maybe concealed. */
  | { readonly type: 'keepsSuit'; readonly suit: number }
  | { readonly type: 'drawStreak'; readonly count: number }
  | { readonly type: 'lateWall'; readonly live: number };

/**
 * A pattern a reason names as the plan: one of the coach's "Patterns in reach" (CoachAdvice.patterns),
 * so the person finds it in the list the panel shows.
 */
export interface PlanPattern {
  readonly id: PatternId;
  /** Its value (§10); per set for 3.1. */
  readonly points: number;
  readonly suit: number | null;
  readonly tile: TileKind | null;
}

/**
 * Why the coach suggests its discard. Every field is a fact of the position the words state as it
 * is (test: reasons.test.ts checks each against the analyser, the view and the shading).
 */
export type DiscardReason =
  /**
   * The analyser's best for the aim is also among the most efficient tiles (fewest tiles from
   * ready, most live acceptance). `plan`: the most valuable pattern going for costs nothing.
   */
  | { readonly type: 'efficiency'; readonly plan: PlanPattern | null }
  /** Leaves the hand ready: the waits (CoachAdvice.waits) say on what; `plan`: what every wait scores. */
  | { readonly type: 'waits'; readonly plan: PlanPattern | null }
  /**
   * Not the most efficient tile (`instead`), yet the analyser's best for the aim: a better chance
   * to win than `instead` (aim "win"), or as many points and a better chance (aim "points").
   */
  | { readonly type: 'chance'; readonly instead: TileKind }
  /**
   * Not the most efficient tile (`instead`): more points to expect than `instead`, the aim's best.
   * `pattern`: a pattern of the shown list that the suggestion keeps closer than `instead` does.
   * `trade`: the suggestion's chance to win is lower than `instead`'s (points bought with speed).
   * `slower`: it leaves the hand a tile further from ready than `instead`.
   */
  | {
      readonly type: 'value';
      readonly instead: TileKind;
      readonly pattern: PlanPattern | null;
      readonly trade: boolean;
      readonly slower: boolean;
    }
  /**
   * Aim "points", the policy's choice where the analyser's best for points is `instead`: a better
   * chance to win than `instead`, for fewer points (a hand you win is one nobody else wins; the
   * strong level counts that).
   */
  | { readonly type: 'speed'; readonly instead: TileKind }
  /**
   * Aim "points", the policy's choice where the analyser's best for points is `instead` and the
   * figures are no better: more live tiles that help than `instead`, or (`closer`) a tile nearer
   * to ready.
   */
  | { readonly type: 'wider'; readonly instead: TileKind; readonly closer: boolean }
  /**
   * Aim "points", the policy's choice where the analyser's best for points is `instead` and no
   * figure favours it: both figures are estimates (far from ready), and the policy's look-ahead
   * (every next draw, decide.ts) rates the suggestion higher.
   */
  | { readonly type: 'judgement'; readonly instead: TileKind }
  /**
   * Aim "points": the analyser's figures for the suggestion and the most efficient tile (`instead`)
   * are the same; the policy chose between equals.
   */
  | { readonly type: 'even'; readonly instead: TileKind }
  /**
   * No discard leaves a chance to win before the wall ends (every figure is 0, the hand still a
   * tile or more from ready): the suggestion is the tile least likely to let another player win.
   */
  | { readonly type: 'noChance' }
  /**
   * The analyser's best tile (`instead`) is riskier to throw now than the suggestion (§12.3: the
   * discarder of a win pays): the danger outweighs what it gains.
   */
  | {
      readonly type: 'safety';
      readonly instead: TileKind;
      /**
       * How the shading marks `instead` (1 some risk, 2 risky, 3 dangerous; 0 not shaded: only
       * riskier than the suggestion, which the strong level's policy weighed).
       */
      readonly level: 0 | 1 | 2 | 3;
      readonly threat: Seat;
      readonly signs: readonly ThreatSign[];
      /** Why the suggestion is safer against that player. */
      readonly safer: 'passed' | 'discarded' | 'lessLikely';
      /**
       * The last tile that player threw from his hand, when `instead` sits one or two from it in
       * the same suit: a tile kept that long sat beside what he still holds (waitReading.ts).
       */
      readonly beside: TileKind | null;
    };

export interface KongAdvice {
  readonly kind: TileKind;
  readonly type: 'declareKong' | 'addToPung';
}

export interface WaitAdvice {
  readonly kind: TileKind;
  /** Copies this seat has not seen: in the wall or in other hands. */
  readonly unseen: number;
  /** The hand's score on this tile from a discard, and self-drawn (§9; 0: not a legal win). */
  readonly discardPoints: number;
  readonly selfDrawnPoints: number;
  /** The patterns the self-drawn win scores (§10 ids; none in a ruleset without patterns). */
  readonly patterns: readonly PatternId[];
}

export interface PatternChance {
  readonly id: PatternId;
  /** The pattern's value (§10); per set for 3.1. */
  readonly points: number;
  /** Tiles away from ready for a hand that has this pattern. */
  readonly shanten: number;
  /** As close as the fastest hand: going for it costs no extra tile. */
  readonly onTrack: boolean;
  /** The suit (0 bamboo, 1 characters, 2 dots) or the tile the pattern is about, if any. */
  readonly suit: number | null;
  readonly tile: TileKind | null;
}

export interface DangerMark {
  readonly kind: TileKind;
  /** 0 safe, 1 some risk, 2 risky, 3 dangerous. */
  readonly level: 0 | 1 | 2 | 3;
  /** Expected points lost by discarding it (danger.ts). */
  readonly risk: number;
}

/** A seat's answer to a tile on offer (the engine's reading of an action as one). */
export type { ClaimChoice };

export type ClaimReason =
  | { readonly type: 'win'; readonly points: number }
  | {
      readonly type: 'claim';
      readonly from: number;
      readonly to: number;
      readonly tilesFrom: number;
      readonly tilesTo: number;
      /**
       * A pattern the claim brings closer and that the analyser's best discard after it keeps on
       * track (so the next suggestion follows the plan this names), with its value (§10).
       */
      readonly gains: PlanPattern | null;
      readonly loses: readonly PatternId[];
    }
  | {
      readonly type: 'pass';
      /** The best claim on offer, what it would change, and what it would give up. */
      readonly claim: ClaimChoice;
      readonly from: number;
      readonly to: number;
      readonly loses: readonly PatternId[];
    };

export interface ClaimAdvice {
  readonly recommended: ClaimChoice;
  readonly reason: ClaimReason;
}
