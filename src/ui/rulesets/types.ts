/** What each ruleset's entry of the UI's registry (./index.ts) draws. */
import type { ComponentType } from 'react';
import type { BuiltinDrillSet } from '../../analysis';
import type { GameOptions, HandResult, PlayerView } from '../../engine';
import type { CoachKey } from '../coach/text.en';
import type { MessageKey, Translate } from '../i18n';

export interface ResultBodyProps {
  readonly view: PlayerView;
  readonly result: HandResult;
}

export interface RulesetDrawing {
  /**
   * The body of the end-of-hand dialog, loaded when a hand ends (its code stays out of the
   * start-up JavaScript); null draws the shared win details and payments of zung-jung.md §12.
   */
  readonly resultBody: (() => Promise<{ default: ComponentType<ResultBodyProps> }>) | null;
  /** The score sheet adds a row of balances, the starting stake plus the total (ravenna.md §1.2). */
  readonly sheetBalances: boolean;
  /** The score sheet's word for a hand nobody won: a draw (§8), or a void hand (ravenna.md §8). */
  readonly noWinnerKey: MessageKey;
  /**
   * The match's options in a few words for the table's information strip (short enough for a
   * 360 px phone), or null when the strip has nothing to add to the hand and the round.
   */
  readonly tableOptions: ((t: Translate, options: GameOptions) => string | null) | null;
  /** The coach's words that differ by ruleset. */
  readonly coach: CoachWords;
  /**
   * The i18next context of the ruleset's own words (glossary.md), or null when the catalogues'
   * plain keys are its words: a key `k` has a variant `k_<context>` wherever the ruleset says it
   * otherwise (Ravenna's "Tris", "Poker", "Mah Jong" and "pedina" for Zung Jung's "pung", "kong",
   * "Hu!" and "tessera"), and falls back to `k` everywhere else. Read through `rulesetWords`.
   */
  readonly wordsContext: string | null;
  /** How History tells what a win scored, in the ruleset's own terms (issue 35). */
  readonly history: HistoryWords;
  /** The built-in drills (issue 37), each set its own chunk, loaded when the drills open. */
  readonly drillSet: () => Promise<BuiltinDrillSet>;
  /**
   * The options a player sets for a new match beyond the shared rules (Ravenna's four of
   * ravenna.md §13), drawn in the new-match screen's rules; null when there are none.
   */
  readonly matchOptions: ComponentType<MatchOptionsProps> | null;
  /**
   * The match's options in plain words after the ruleset's name (a match's rules line), or null
   * for the shared words of the flowers (Zung Jung §14).
   */
  readonly ruleWords: (t: Translate, options: Partial<GameOptions>) => readonly string[] | null;
  /** The stake each player starts with, shown added to his running total (ravenna.md §1.2). */
  readonly startingBalance: (options: GameOptions) => number;
  /**
   * Whose deal this is, counted from the first, of the deals that end the match (ravenna.md
   * R-14); null where a match is not counted in deals.
   */
  readonly dealOf: (view: PlayerView) => { readonly n: number; readonly total: number } | null;
}

export interface MatchOptionsProps {
  /**
   * Tells the new-match screen whether a field holds a value the engine accepts: it starts a
   * match only when all do.
   */
  readonly onValidity: (field: string, valid: boolean) => void;
}

/** A won hand's result. */
export type Win = Extract<HandResult, { kind: 'win' }>;

/** One line of what a won hand scored, as the replay's last step shows it. */
export interface WinLine {
  /** What it stands for: a pattern id, `chicken`, or a line of a Ravenna score's working. */
  readonly id: string;
  readonly label: string;
  /** Which ones, where the label names a kind (Ravenna's doublings, its limit hand). */
  readonly detail?: string;
  /** Its points, or a Ravenna score's working: "5", "+20", "×4", "(10 + 20) × 2 = 60". */
  readonly value: string;
  /** The line that sums up the others. */
  readonly total?: boolean;
}

export interface HistoryWords {
  /**
   * A scoring mark by name (the engine's `scoringMarks` ids): a Zung Jung pattern, a Ravenna
   * limit hand or doubling. A win with none is the catalogue's `history.stats.plain` in the
   * ruleset's words (a chicken hand; a Ravenna hand with no doublings).
   */
  readonly markName: (t: Translate, id: string) => string;
  /** What a won hand scored, line by line, in the ruleset's terms. */
  readonly winLines: (t: Translate, result: Win) => readonly WinLine[];
}

export interface CoachWords {
  /** Why a kong is worth declaring. */
  readonly kong: CoachKey;
  /** The heading of what scores in the details (Ravenna's "Scoring"; Zung Jung lists its patterns). */
  readonly more: CoachKey;
  /** What the toggle shows when no pattern list is drawn: how hands score in this ruleset. */
  readonly scoring: CoachKey;
  /** Whether the coach lists patterns in reach (the bots' registry gives them). */
  readonly patterns: boolean;
  /** Whether East collects (and pays) double, worth telling an East player (ravenna.md §11.1). */
  readonly eastDouble: boolean;
  /** The values the `scoring` words read from the match's options (Ravenna's limit). */
  readonly scoringVars: (options: GameOptions) => Record<string, number>;
}
