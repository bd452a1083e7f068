/**
 * The UI's registry of rulesets (design.md: one per layer): what each ruleset draws beyond what
 * the engine's `Ruleset` already says (clockwise seating, the last live tile, the coach, the
 * options a player sets). Adding a ruleset adds one entry here and its name to the catalogues
 * (`ruleset.<id>`, read by `rulesetName` in ./format.ts, which the title screen needs at
 * start-up without loading this registry); no component compares an id.
 */
import type { ComponentType } from 'react';
import { useMemo } from 'react';
import type { GameOptions, HandResult, PlayerView, RulesetId } from '../engine';
import type { BuiltinDrillSet } from '../store/history';
import type { CoachKey } from './coach/text.en';
import type { MessageKey, Translate } from './i18n';
import { patternName, useT } from './i18n';
import { scoreLines } from './ravenna/model';

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
}

type Win = Extract<HandResult, { kind: 'win' }>;

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

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

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
}

export const RULESET_DRAWINGS: Readonly<Record<RulesetId, RulesetDrawing>> = {
  'zung-jung': {
    resultBody: null,
    drillSet: () => import('../store/matchAnalysis/drillSet.zung-jung').then((m) => m.drillSet),
    sheetBalances: false,
    noWinnerKey: 'sheet.draw',
    tableOptions: null,
    wordsContext: null,
    history: {
      markName: patternName,
      // §9: the counted patterns and their points; none is a chicken hand worth 1 (§8.2).
      winLines: (t, result) =>
        result.score.counted.length === 0
          ? [{ id: 'chicken', label: t('result.chicken'), value: '1' }]
          : result.score.counted.map((p) => ({
              id: p.id,
              label: patternName(t, p.id),
              value: String(p.points),
            })),
    },
    coach: {
      kong: 'coach.kong',
      more: 'coach.more',
      scoring: 'coach.patterns.none',
      patterns: true,
      eastDouble: false,
    },
  },
  ravenna: {
    resultBody: () => import('./ravenna/RavennaResult'),
    drillSet: () => import('../store/matchAnalysis/drillSet.ravenna').then((m) => m.drillSet),
    sheetBalances: true,
    noWinnerKey: 'sheet.void',
    // Three of the four options of ravenna.md §13; the deal passes are the total of "Deal n of N".
    tableOptions: (t, { ravenna }) =>
      ravenna === undefined
        ? null
        : t('table.ravennaOptions', {
            limit: ravenna.limit,
            balance: ravenna.startingBalance,
            broke: t(ravenna.stopWhenBroke ? 'table.ravennaStops' : 'table.ravennaPlaysOn'),
          }),
    // glossary.md: Tris, Poker, Scala, Mah Jong, pedina, Muraglia (RAV); ravenna.md §1.3.
    wordsContext: 'ravenna',
    history: {
      // `limit.<hand>` and `dbl.<doubling>` (engine: ravenna.scoringMarks) are the result's words.
      // Mark ids are the engine's pattern-id strings, not yet a union of ids.
      markName: (t, id) => capitalised(t(`rav.${id}` as MessageKey)),
      // §10.5: the winner's table points, bonuses, doublings, limit and score.
      winLines: (t, result) =>
        result.ravenna === undefined
          ? []
          : scoreLines(t, result.ravenna.scores[result.winner], result.ravenna.limit),
    },
    coach: {
      kong: 'coach.kong.ravenna',
      more: 'coach.more.ravenna',
      scoring: 'coach.scoring.ravenna',
      patterns: false,
      eastDouble: true,
    },
  },
};

/**
 * A translate function that speaks a ruleset's own words: the catalogue's `k_<context>` variant
 * of a key where the ruleset has one (RulesetDrawing.wordsContext), the plain key elsewhere. Works
 * on any i18next translate of that shape (the app's `Translate`, the coach's own namespace): a
 * Ravenna match says "Tris" where Zung Jung says "Pung" without a component asking which rules
 * are played.
 */
export function rulesetWords<
  F extends (key: never, vars?: Record<string, string | number>) => string,
>(translate: F, ruleset: RulesetId): F {
  const context = RULESET_DRAWINGS[ruleset].wordsContext;
  if (context === null) return translate;
  const inContext = (key: never, vars?: Record<string, string | number>) =>
    translate(key, { ...vars, context });
  return inContext as F;
}

/** The app's translate in the words of the ruleset being played (see `rulesetWords`). */
export function useRulesetT(ruleset: RulesetId): Translate {
  const t = useT();
  return useMemo(() => rulesetWords(t, ruleset), [t, ruleset]);
}

/** What a player calls to claim a discard or go out, as buttons and replays name the call. */
export type Call = 'chow' | 'pung' | 'kong' | 'win';

/**
 * The word of a call in a ruleset and the translate's language: "Pung" / "Tris", "Hu!" /
 * "Mah Jong" (glossary.md §5). For the coach, which speaks in its own namespace.
 */
export function callWord(t: Translate, ruleset: RulesetId, call: Call | 'pass'): string {
  return rulesetWords(t, ruleset)(`call.${call}`);
}

/** A kind of declared set in a ruleset's words: "pung" / "Tris", "concealed kong" / "Poker coperto". */
export function setWord(
  t: Translate,
  ruleset: RulesetId,
  set: 'chow' | 'pung' | 'kong' | 'concealedKong',
): string {
  return rulesetWords(t, ruleset)(`set.${set}`);
}
