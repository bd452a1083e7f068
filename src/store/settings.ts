/**
 * The player's settings: persisted (zustand `persist`, versioned with a `migrate` for every bump,
 * design.md habit 11) and validated on load, so a corrupt or foreign saved value falls back to the
 * default instead of breaking the app.
 */
import type { CoachAim } from '../worker/protocol';
import type { GameOptions, PlayerOption, RulesetId, RulesetSetup } from '../engine';
import { DEFAULT_RULESET_ID, RULESET_IDS, RULESET_SETUPS, setupOf } from '../engine/setup';
import type { Level } from '../worker/protocol';

export type Language = 'en' | 'it';
export type BotSpeed = 'slow' | 'normal' | 'fast' | 'instant';
export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'off';
/** The coach's hints (issue 7): none, shown as the person plays, or shown once the person chose. */
export type HintMode = 'off' | 'live' | 'afterChoice';
/** A practice match allows taking moves back (issue 7); a serious one never does. */
export type MatchMode = 'serious' | 'practice';
/** The rules of the next match (issue 8): one of the engine's rulesets. */
export type Rules = RulesetId;

/**
 * The options a player chooses for the next match, under the engine's names (`PlayerOption`):
 * flowers and their halving (zung-jung.md §14), and each ruleset's own in its slot (Ravenna's
 * four, ravenna.md §13). They shape the wall and the scoring, so they start with a match; a match
 * keeps its own.
 */
export type PlayerOptions = {
  readonly [K in PlayerOption]-?: Exclude<GameOptions[K], undefined>;
};

export interface Settings extends PlayerOptions {
  /** null: follow the browser's language. */
  readonly language: Language | null;
  /** Level of each opponent, players 1..3 (players keep their index while seats rotate). */
  readonly botLevels: readonly [Level, Level, Level];
  readonly botSpeed: BotSpeed;
  readonly animationSpeed: AnimationSpeed;
  /** The ruleset of the next match; like the rule options below, a match keeps its own. */
  readonly ruleset: Rules;
  /** For the next match: like the rule options, a match keeps the mode it started with. */
  readonly matchMode: MatchMode;
  readonly hints: HintMode;
  /** What the coach's suggested discard aims for (issues 16, 36): the most points, or more wins for fewer points. */
  readonly coachAim: CoachAim;
  readonly largeTiles: boolean;
  readonly colourBlind: boolean;
  /** A visible countdown that passes a claim for the player when it runs out. */
  readonly claimCountdown: boolean;
  /**
   * The coach's legend of its numbers (issue 35) has had its first hand in the strip; from then on
   * it is read in the coach's details.
   */
  readonly coachLegendSeen: boolean;
  readonly sound: boolean;
  readonly vibration: boolean;
  /** Tutorial lessons finished, by lesson id (src/tutorial/lessons.ts). */
  readonly tutorialDone: readonly string[];
  /** The title screen's first-run offer of the tutorial: still open, or answered (taken, "Not now"). */
  readonly tutorialOffer: 'open' | 'closed';
}

/**
 * The setup of the ruleset that offers each player option: the option's default and its checks are
 * that ruleset's own (the first to offer it, should two).
 */
const OFFERED_BY: ReadonlyMap<PlayerOption, RulesetSetup> = new Map(
  Object.values(RULESET_SETUPS)
    .flatMap((setup) => setup.playerOptions.map((name) => [name, setup] as const))
    .reverse(),
);

/** Each player option as its ruleset's defaults have it. */
function playerOptionDefaults(): PlayerOptions {
  const defaults: Record<string, unknown> = {};
  for (const [name, setup] of OFFERED_BY) {
    const resolved = setup.resolveOptions();
    if (!resolved.ok) throw new Error(`${setup.id}'s default options: ${resolved.error.message}`);
    defaults[name] = resolved.value[name];
  }
  // Every PlayerOption is some ruleset's (the engine's type says so): each key is set above.
  return defaults as unknown as PlayerOptions;
}

// The saved settings keep the order of their keys: flowers and their halving after the ruleset,
// each ruleset's own options after the feedback settings.
const { flowers, halveFlowers, ...rulesetOptions } = playerOptionDefaults();

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  botLevels: ['standard', 'standard', 'standard'],
  botSpeed: 'normal',
  animationSpeed: 'normal',
  ruleset: DEFAULT_RULESET_ID,
  flowers,
  halveFlowers,
  matchMode: 'serious',
  hints: 'live',
  coachAim: 'points',
  largeTiles: false,
  colourBlind: false,
  claimCountdown: true,
  coachLegendSeen: false,
  sound: true,
  vibration: true,
  ...rulesetOptions,
  tutorialDone: [],
  tutorialOffer: 'open',
};

export const SETTINGS_VERSION = 3;

/**
 * Brings settings saved by an older version to this one, before they are sanitized (design.md
 * habit 11, one step per bump). 1 → 2: `hints` went from on/off to a mode (on = live hints).
 * 2 → 3: the coach's default aim became the most points (issue 36); "win", the old default that
 * nearly everyone kept, moves to it — the new name of "win" says what it costs, and it stays a tap away.
 */
export function migrateSettings(persisted: unknown, version: number): { settings: unknown } {
  const state = (typeof persisted === 'object' && persisted !== null ? persisted : {}) as {
    settings?: unknown;
  };
  let settings = state.settings;
  if (version < 2 && typeof settings === 'object' && settings !== null) {
    const hints = (settings as { hints?: unknown }).hints;
    if (typeof hints === 'boolean') settings = { ...settings, hints: hints ? 'live' : 'off' };
  }
  if (version < 3 && typeof settings === 'object' && settings !== null) {
    if ((settings as { coachAim?: unknown }).coachAim === 'win')
      settings = { ...settings, coachAim: 'points' };
  }
  return { ...state, settings };
}

const CHOICES: { readonly [K in keyof Settings]?: readonly unknown[] } = {
  language: ['en', 'it', null],
  botSpeed: ['slow', 'normal', 'fast', 'instant'],
  animationSpeed: ['slow', 'normal', 'fast', 'off'],
  hints: ['off', 'live', 'afterChoice'],
  coachAim: ['points', 'win'],
  matchMode: ['serious', 'practice'],
  ruleset: RULESET_IDS,
  tutorialOffer: ['open', 'closed'],
};
/** How many of the three opponents play at the strong level: the coach's chance knows the table. */
export function strongOpponentsOf(settings: Pick<Settings, 'botLevels'>): number {
  return settings.botLevels.filter((level) => level === 'strong').length;
}

const LEVELS: readonly Level[] = ['beginner', 'standard', 'strong'];

/** Well-formed lesson ids, each once; anything else saved there is dropped. */
function lessonIds(values: readonly unknown[]): string[] {
  const ids = values.filter(
    (v): v is string => typeof v === 'string' && /^[a-z][a-zA-Z0-9-]{0,31}$/.test(v),
  );
  return [...new Set(ids)].slice(0, 32);
}

/**
 * Settings whose check is more than a list of choices: each returns the value to keep, or
 * undefined to fall back to the default.
 */
const CHECKS: { readonly [K in keyof Settings]?: (value: unknown) => Settings[K] | undefined } = {
  botLevels: (value) =>
    Array.isArray(value) && value.length === 3 && value.every((l) => LEVELS.includes(l as Level))
      ? ([...value] as unknown as Settings['botLevels'])
      : undefined,
  tutorialDone: (value) => (Array.isArray(value) ? lessonIds(value) : undefined),
};

function isPlayerOption(key: string): key is PlayerOption {
  for (const name of OFFERED_BY.keys()) if (name === key) return true;
  return false;
}

/** Keeps every well-formed saved value and replaces the rest by its default. */
export function sanitizeSettings(saved: unknown): Settings {
  if (typeof saved !== 'object' || saved === null) return DEFAULT_SETTINGS;
  const input = saved as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = input[key];
    const choices = CHOICES[key];
    const check = CHECKS[key];
    if (isPlayerOption(key)) {
      // A player option: the engine's own checks of it (a boolean for flowers; for Ravenna's,
      // whole numbers from 1 and a boolean, ravenna.md §13).
      const resolved = OFFERED_BY.get(key)?.resolveOptions({ [key]: value });
      if (resolved?.ok === true) out[key] = resolved.value[key];
    } else if (check !== undefined) {
      const kept = check(value);
      if (kept !== undefined) out[key] = kept;
    } else if (choices !== undefined) {
      if (choices.includes(value)) out[key] = value;
    } else if (typeof value === 'boolean') {
      out[key] = value;
    }
  }
  return out as unknown as Settings;
}

/** Milliseconds a bot waits before acting, so a person can follow the play. */
export const BOT_DELAY_MS: Readonly<Record<BotSpeed, number>> = {
  slow: 1100,
  normal: 600,
  fast: 250,
  instant: 0,
};

/** Seconds the claim bar waits before passing for the player (when the countdown is on). */
export const CLAIM_COUNTDOWN_S = 10;

/**
 * Whether the claim countdown runs: only when it is switched on and the coach is off, so a person
 * reading the coach's advice on a claim never loses the claim to the clock.
 */
export function claimCountdownRuns(settings: Settings): boolean {
  return settings.claimCountdown && settings.hints === 'off';
}

/**
 * The options a match of the chosen ruleset starts with: the ones its rules let the player choose
 * (`Ruleset.playerOptions`); the rest are fixed by the rules (Ravenna's flowers, ravenna.md §1.1).
 */
export function matchOptionsOf(settings: Settings): Partial<Record<PlayerOption, unknown>> {
  return Object.fromEntries(
    setupOf(settings.ruleset).playerOptions.map((name) => [name, settings[name]]),
  );
}
