/**
 * Settings version 2 (issue 7): `hints` became a mode — off, live, after the person's choice. A
 * version-1 save keeps the person's choice (on → live hints, off → off); a version-2 save keeps its
 * mode; anything else falls back to the default. Version 3 (issue 36): the coach aims for the most
 * points by default; a save from before, where "win" was the default nearly everyone kept, moves to it.
 */
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/helpers/store';
import { DEFAULT_SETTINGS, SETTINGS_VERSION, migrateSettings, sanitizeSettings } from './settings';
import { SETTINGS_KEY, createAppStore } from './store';

function loaded(saved: unknown, version: number) {
  const storage = memoryStorage({
    [SETTINGS_KEY]: JSON.stringify({ state: { settings: saved }, version }),
  });
  return createAppStore({ storage }).getState().settings;
}

describe('settings version 2: hints as a mode', () => {
  it('is the version now persisted', () => {
    expect(SETTINGS_VERSION).toBe(3);
    const storage = memoryStorage();
    createAppStore({ storage }).getState().updateSettings({ hints: 'afterChoice' });
    const saved = JSON.parse(storage.data.get(SETTINGS_KEY)!) as { version: number };
    expect(saved.version).toBe(3);
  });

  it('migrates a version-1 save: hints on become live hints, hints off stay off', () => {
    expect(loaded({ hints: true, sound: false }, 1)).toEqual({
      ...DEFAULT_SETTINGS,
      hints: 'live',
      sound: false,
    });
    expect(loaded({ hints: false, botSpeed: 'fast' }, 1)).toEqual({
      ...DEFAULT_SETTINGS,
      hints: 'off',
      botSpeed: 'fast',
    });
    expect(loaded({ sound: false }, 1).hints).toBe(DEFAULT_SETTINGS.hints);
  });

  it('keeps a version-2 mode and drops what is not one', () => {
    expect(loaded({ hints: 'afterChoice' }, 2).hints).toBe('afterChoice');
    expect(loaded({ hints: 'off' }, 2).hints).toBe('off');
    expect(loaded({ hints: true }, 2).hints).toBe(DEFAULT_SETTINGS.hints);
    expect(loaded({ hints: 'always' }, 1).hints).toBe(DEFAULT_SETTINGS.hints);
  });

  it('defaults to live hints', () => {
    expect(DEFAULT_SETTINGS.hints).toBe('live');
    expect(sanitizeSettings({ hints: false }).hints).toBe('live');
  });

  it('migrateSettings never throws on foreign values', () => {
    for (const value of [null, undefined, 3, 'x', [], { settings: null }, { settings: 'x' }])
      expect(() => migrateSettings(value, 1)).not.toThrow();
    expect(migrateSettings({ settings: { hints: true } }, 1)).toEqual({
      settings: { hints: 'live' },
    });
    expect(migrateSettings({ settings: { hints: true } }, 2)).toEqual({
      settings: { hints: true },
    });
  });
});

describe('settings version 3: the coach aims for the most points (issue 36)', () => {
  it('is the default aim, and sanitizing keeps either aim', () => {
    expect(DEFAULT_SETTINGS.coachAim).toBe('points');
    expect(sanitizeSettings({ coachAim: 'win' }).coachAim).toBe('win');
    expect(sanitizeSettings({ coachAim: 'bigHands' }).coachAim).toBe('points');
  });

  it('moves an older save from the old default to the game’s real aim, keeping the rest', () => {
    expect(loaded({ coachAim: 'win', sound: false }, 2)).toEqual({
      ...DEFAULT_SETTINGS,
      coachAim: 'points',
      sound: false,
    });
    expect(loaded({ coachAim: 'win', hints: true }, 1)).toMatchObject({
      coachAim: 'points',
      hints: 'live',
    });
  });

  it('keeps "win" chosen since version 3', () => {
    expect(loaded({ coachAim: 'win' }, 3).coachAim).toBe('win');
    const storage = memoryStorage();
    createAppStore({ storage }).getState().updateSettings({ coachAim: 'win' });
    expect(createAppStore({ storage }).getState().settings.coachAim).toBe('win');
  });
});
