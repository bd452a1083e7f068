/**
 * The shapes of the tutorial's lessons (./lessons.ts and each ruleset's own, ./rulesets/).
 */
import type { RiggedWall, RulesetId, Seat, ZungJungPatternId } from '../engine';
import type { LessonId } from './lessonIds';

/** The person's seat at every lesson table. */
export const TUTORIAL_SEAT = 1 as Seat;

/** A move the lesson waits for; tiles in the project notation (`5d`, `wn`, …). */
export type ExpectedMove =
  | { readonly type: 'discard'; readonly tile: string }
  | { readonly type: 'declareKong'; readonly tile: string }
  | { readonly type: 'claimChow'; readonly lowest: string }
  | { readonly type: 'claimPung' | 'claimKong' | 'claimWin' | 'declareWin' | 'pass' };

/** The tutorial's names of a group of tiles (`tutorial.label.<name>` in the UI's catalogues). */
export type GroupName =
  | 'bamboo'
  | 'characters'
  | 'dots'
  | 'winds'
  | 'dragons'
  | 'chow'
  | 'pung'
  | 'kong'
  | 'pair'
  | 'exposedPung'
  | 'drawn'
  | 'ravenna.exposedPung'
  | 'ravenna.concealedPung'
  | 'ravenna.exposedKong'
  | 'ravenna.dragonPair'
  | 'ravenna.dragonPung'
  | 'ravenna.ownWind'
  | 'ravenna.ownFlower';

/**
 * A group's label, a message key: one of the tutorial's names, or a pattern's name (`zj.<id>`).
 * The UI translates it as it is, so its catalogues must hold every one (the compiler checks).
 */
export type GroupLabel = `tutorial.label.${GroupName}` | `zj.${ZungJungPatternId}`;

/** The patterns a lesson lists with a line of words each (`tutorial.pattern.<id>`, §10). */
export type TaughtPatternId = Extract<
  ZungJungPatternId,
  '1.1' | '1.2' | '1.3' | '3.1' | '4.1' | '2.1.1' | '2.1.2' | '10.2'
>;

/** What an explanation or a question draws. */
export type Figure =
  /** Groups of tiles, e.g. `['3d 4d 5d', '7c 7c 7c']`; `labels` name each group. */
  | {
      readonly kind: 'tiles';
      readonly groups: readonly string[];
      readonly labels?: readonly GroupLabel[];
      /** One group per line (the three suits), or side by side (a hand). */
      readonly layout?: 'rows' | 'inline';
    }
  /** A winning hand scored by the engine (§9): `[melds]` and concealed tiles, then the winning tile. */
  | {
      readonly kind: 'hand';
      readonly hand: string;
      readonly win: string;
      readonly from: 'wall' | 'discard';
      readonly seat: Seat;
      /** Show the engine's breakdown at once (otherwise only after a question is answered). */
      readonly breakdown?: boolean;
    }
  /** Pattern ids with their points from the engine's pattern table (§10). */
  | { readonly kind: 'patterns'; readonly ids: readonly TaughtPatternId[] }
  /** The payments of §12 for a hand of `value` points; `responsible` null for a self-drawn win. */
  | {
      readonly kind: 'payments';
      readonly value: number;
      readonly winner: Seat;
      readonly responsible: Seat | null;
    };

export type Step =
  | { readonly kind: 'explain'; readonly id: string; readonly figure?: Figure }
  | {
      readonly kind: 'quiz';
      readonly id: string;
      readonly figure?: Figure;
      /** Tiles in notation, or numbers of points. */
      readonly choices: readonly (string | number)[];
      readonly answer: string | number;
      /** Shown after the right answer (e.g. the hand's breakdown). */
      readonly reveal?: Figure;
    }
  | {
      readonly kind: 'table';
      readonly id: string;
      /** The first hand's wall (seat order East, South, West, North). */
      readonly rig: RiggedWall;
      readonly moves: readonly ExpectedMove[];
    };

export type { LessonId };

export interface Lesson {
  readonly id: LessonId;
  /** The rules its tables are played by; Zung Jung when absent. */
  readonly ruleset?: RulesetId;
  /** The rule sections the lesson teaches (zung-jung.md, or the ruleset's own document). */
  readonly rules: readonly string[];
  readonly steps: readonly Step[];
}
