/**
 * `hu calibrate --hands N --seed S [--ruleset …] [--aim win|points]` (issue 36 item 3): does the
 * chance the coach shows come true at the table?
 *
 * A player who follows the coach sits with three standard bots (the app's default table), and
 * holds every seat in turn (each deal is played four times, as `simulate --duplicate` does). At
 * each of his turns, the chance shown beside the coach's suggestion is recorded; when the hand
 * ends, every record of it is matched with what happened: he won the hand (on a discard or by his
 * own draw) or not. The report is the reliability table — bins of the chance shown (0–2%, 2–5%,
 * 5–10%, then tenths) with the decisions in each, their mean chance shown, and how often those
 * hands were won (and won by the player's own draw) — and the Brier score of the chance shown.
 *
 * The coach shows the chance at the table (src/bots/coach/tableChance.ts: discard wins counted, and
 * the others winning first), fitted on self-play by scripts/fit-table-chance.ts; it knows who sits
 * at the table (`--opponents standard|strong`: three of them). The solo model's chance
 * (shared/contract.md § `analyse`: "if nobody else wins, by your own draw") is scored beside it.
 */
import type { CoachAim } from '../bots/coach';
import { DEFAULT_AIM, coach } from '../bots/coach';
import { tableThreatsOf } from '../bots/coach/coach';
import type { TableContext } from '../bots/coach/tableChance';
import { tableContextOf } from '../bots/coach/tableChance';
import { knowledgeOf } from '../bots/knowledge';
import { followCoach } from '../bots/coach/follow';
import type { Decide } from '../bots';
import { decide, playMatch } from '../bots';
import type { GameState, RulesetId } from '../engine';
import { DEFAULT_RULESET_ID, Rng, currentPlayers, seedRng } from '../engine';
import { duplicateSeating, gameOptionsOf, round } from './simulate';

export interface CalibrateOptions {
  /** Hands played: hands / 4 deals × 4 seatings (a multiple of 4). */
  readonly hands: number;
  readonly seed: string;
  readonly ruleset?: RulesetId;
  readonly aim?: CoachAim;
  /** The three opponents' level: the chance shown knows it. */
  readonly opponents?: TableOpponents;
}

export const TABLE_OPPONENTS = ['standard', 'strong'] as const;
export type TableOpponents = (typeof TABLE_OPPONENTS)[number];

export interface ReliabilityBin {
  /** The bin holds chances shown in [from, to) (the last one includes 1). */
  readonly from: number;
  readonly to: number;
  readonly decisions: number;
  /** Mean chance shown in the bin, null when it is empty. */
  readonly meanShown: number | null;
  /** Share of those decisions whose hand the player won, null when empty. */
  readonly observedWinRate: number | null;
  /** Share of those decisions whose hand the player won by his own draw. */
  readonly observedSelfDrawnRate: number | null;
}

export interface CalibrateReport {
  readonly ruleset: RulesetId;
  readonly aim: CoachAim;
  readonly opponents: TableOpponents;
  readonly hands: number;
  /** Hands the coach-follower won, and of those by his own draw. */
  readonly handsWon: number;
  readonly handsWonSelfDrawn: number;
  readonly decisions: number;
  /** Which chance the coach shows: at the table (tableChance.ts). */
  readonly shown: 'table';
  readonly bins: readonly ReliabilityBin[];
  /** Mean of (chance shown − won)² over the decisions. */
  readonly brier: number;
  /** The same for the solo model's chance. */
  readonly brierSolo: number;
  /** The Brier score of always showing the overall win rate: what a chance must beat to say anything. */
  readonly brierBaseRate: number;
}

/** The bins' edges: 0–2%, 2–5%, 5–10%, then tenths. */
export const BIN_EDGES = [0, 0.02, 0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] as const;

export function binOf(chance: number): number {
  const last = BIN_EDGES.slice(0, -1).findLastIndex((from) => chance >= from);
  // A chance below every bin (below 0, or NaN) counts in the first.
  return Math.max(0, last);
}

interface Shown {
  /** The chance the coach showed beside its suggestion. */
  readonly chance: number;
  /** The solo model's chance for the same discard. */
  readonly solo: number;
}

/** One decision as the fitting script reads it: what was shown, the table, and the outcome. */
export interface CalibrationRecord extends Shown, Outcome {
  readonly context: TableContext;
  /** The hand it was taken in, counted from 0 over the run. */
  readonly hand: number;
}

interface Outcome {
  readonly won: boolean;
  readonly selfDrawn: boolean;
}

export function calibrate(options: CalibrateOptions): CalibrateReport {
  const ruleset = options.ruleset ?? DEFAULT_RULESET_ID;
  const aim = options.aim ?? DEFAULT_AIM;
  const opponents = options.opponents ?? 'standard';
  const played = calibrationRecords(options);
  return {
    ...reportOf(ruleset, aim, opponents, played.hands, played.records),
    handsWon: played.handsWon,
    handsWonSelfDrawn: played.handsWonSelfDrawn,
  };
}

/**
 * Plays the games of a calibration run and returns every decision's record: the chance shown,
 * the solo chance, the table's context (tableChance.ts's inputs) and whether the hand was won.
 */
export function calibrationRecords(options: CalibrateOptions): {
  readonly hands: number;
  readonly handsWon: number;
  readonly handsWonSelfDrawn: number;
  readonly records: CalibrationRecord[];
} {
  if (!Number.isInteger(options.hands) || options.hands < 4 || options.hands % 4 !== 0)
    throw new Error('--hands must be a positive multiple of 4 (deals × 4 seatings)');
  const ruleset = options.ruleset ?? DEFAULT_RULESET_ID;
  const aim = options.aim ?? DEFAULT_AIM;
  const opponents = options.opponents ?? 'standard';
  const strongOpponents = opponents === 'strong' ? 3 : 0;
  const records: CalibrationRecord[] = [];
  let pending: Array<Shown & { readonly context: TableContext }> = [];
  const follower: Decide = (view, rng) => {
    const advice = coach(view, aim, strongOpponents);
    const discard = advice.discard;
    if (discard !== null) {
      const kind = discard.recommended.kind;
      const shown = discard.figures.find((f) => f.kind === kind);
      if (shown !== undefined) {
        const k = knowledgeOf(view);
        const least = Math.min(...discard.figures.map((f) => f.shanten));
        const context = tableContextOf(k, tableThreatsOf(view, k), strongOpponents, least);
        pending.push({ chance: shown.tableChance, solo: shown.winChance, context });
      }
    }
    return followCoach(view, rng, aim, advice);
  };
  const opponent: Decide = (view, rng) => decide(view, rng, opponents);
  const players = [follower, opponent, opponent, opponent] as const;
  let hands = 0;
  let handsWon = 0;
  let handsWonSelfDrawn = 0;
  const onHandEnd = (state: GameState) => {
    const phase = state.hand.phase;
    if (phase.kind !== 'handOver') return;
    hands++;
    const result = phase.result;
    const seatOfFollower = currentPlayers(state).indexOf(0);
    const won = result.kind === 'win' && result.winner === seatOfFollower;
    const selfDrawn = won && result.kind === 'win' && result.winFrom === 'wall';
    if (won) handsWon++;
    if (selfDrawn) handsWonSelfDrawn++;
    for (const shown of pending) records.push({ ...shown, won, selfDrawn, hand: hands - 1 });
    pending = [];
  };
  const rng = new Rng(seedRng(`${options.seed}/bots`));
  const gameOptions = gameOptionsOf(ruleset, false);
  for (let deal = 0; hands < options.hands; deal++) {
    for (let rotation = 0; rotation < 4; rotation++) {
      pending = [];
      playMatch(
        {
          ruleset,
          seed: `${options.seed}:${deal}`,
          options: gameOptions,
          rig: { seating: duplicateSeating(rotation) },
        },
        players,
        rng,
        { onHandEnd },
        { maxHands: 1 },
      );
    }
  }
  return { hands, handsWon, handsWonSelfDrawn, records };
}

export function reportOf(
  ruleset: RulesetId,
  aim: CoachAim,
  opponents: TableOpponents,
  hands: number,
  records: ReadonlyArray<Shown & Outcome>,
): Omit<CalibrateReport, 'handsWon' | 'handsWonSelfDrawn'> {
  const bins: ReliabilityBin[] = [];
  let from: number = BIN_EDGES[0];
  for (const to of BIN_EDGES.slice(1)) {
    const b = bins.length;
    const inBin = records.filter((r) => binOf(r.chance) === b);
    const mean = (f: (r: Shown & Outcome) => number) =>
      inBin.length === 0 ? null : round(inBin.reduce((s, r) => s + f(r), 0) / inBin.length, 4);
    bins.push({
      from,
      to,
      decisions: inBin.length,
      meanShown: mean((r) => r.chance),
      observedWinRate: mean((r) => (r.won ? 1 : 0)),
      observedSelfDrawnRate: mean((r) => (r.selfDrawn ? 1 : 0)),
    });
    from = to;
  }
  const n = Math.max(1, records.length);
  const brier = records.reduce((s, r) => s + (r.chance - (r.won ? 1 : 0)) ** 2, 0) / n;
  const brierSolo = records.reduce((s, r) => s + (r.solo - (r.won ? 1 : 0)) ** 2, 0) / n;
  const baseRate = records.filter((r) => r.won).length / n;
  const brierBaseRate = records.reduce((s, r) => s + (baseRate - (r.won ? 1 : 0)) ** 2, 0) / n;
  return {
    ruleset,
    aim,
    opponents,
    hands,
    decisions: records.length,
    shown: 'table',
    bins,
    brier: round(brier, 5),
    brierSolo: round(brierSolo, 5),
    brierBaseRate: round(brierBaseRate, 5),
  };
}
