/**
 * Words of the settings screen that load with it, not at start-up: what each opponent level really
 * does (src/bots/levels.ts), so a person picks an opponent knowingly.
 */
export const settingsEn = {
  'settings.level.beginner.about':
    'plays only to get ready fast, now and then throws a worse tile, and never defends.',
  'settings.level.standard.about':
    'aims for the patterns that pay, and defends once someone looks close to winning or the wall runs low.',
  'settings.level.strong.about':
    'reads each player’s discards to tell who is close to winning, on which tiles and for how much, defends against that player only, looks one draw ahead, picks its discard near ready with the coach’s own numbers and goes for rare patterns too.',
} as const;

export type SettingsKey = keyof typeof settingsEn;
