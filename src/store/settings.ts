/**
 * The player's settings: persisted (zustand `persist`, versioned with a `migrate` for every bump,
 * design.md habit 11) and validated on load, so a corrupt or foreign saved value falls back to the
 * default instead of breaking the app.
 */
import type { Level } from '../worker/protocol';

export type Language = 'en' | 'it';
export type BotSpeed = 'slow' | 'normal' | 'fast' | 'instant';
export type AnimationSpeed = 'slow' | 'normal' | 'fast' | 'off';

export interface Settings {
  /** null: follow the browser's language. */
  readonly language: Language | null;
  /** Level of each opponent, players 1..3 (players keep their index while seats rotate). */
  readonly botLevels: readonly [Level, Level, Level];
  readonly botSpeed: BotSpeed;
  readonly animationSpeed: AnimationSpeed;
  /** zung-jung.md §14 options: they shape the wall and the scoring, so they start with a match. */
  readonly flowers: boolean;
  readonly halveFlowers: boolean;
  readonly hints: boolean;
  readonly largeTiles: boolean;
  readonly colourBlind: boolean;
  /** A visible countdown that passes a claim for the player when it runs out. */
  readonly claimCountdown: boolean;
  readonly sound: boolean;
  readonly vibration: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  language: null,
  botLevels: ['standard', 'standard', 'standard'],
  botSpeed: 'normal',
  animationSpeed: 'normal',
  flowers: false,
  halveFlowers: false,
  hints: true,
  largeTiles: false,
  colourBlind: false,
  claimCountdown: true,
  sound: true,
  vibration: true,
};

export const SETTINGS_VERSION = 1;

const CHOICES: { readonly [K in keyof Settings]?: readonly unknown[] } = {
  language: ['en', 'it', null],
  botSpeed: ['slow', 'normal', 'fast', 'instant'],
  animationSpeed: ['slow', 'normal', 'fast', 'off'],
};
const LEVELS: readonly Level[] = ['beginner', 'standard', 'strong'];

/** Keeps every well-formed saved value and replaces the rest by its default. */
export function sanitizeSettings(saved: unknown): Settings {
  if (typeof saved !== 'object' || saved === null) return DEFAULT_SETTINGS;
  const input = saved as Record<string, unknown>;
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
    const value = input[key];
    const choices = CHOICES[key];
    if (key === 'botLevels') {
      if (
        Array.isArray(value) &&
        value.length === 3 &&
        value.every((l) => LEVELS.includes(l as Level))
      )
        out[key] = [...value];
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
