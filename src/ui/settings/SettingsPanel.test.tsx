/**
 * The settings panel inside the real app: every control changes the store's settings, and the
 * app follows at once (language, display); rule options wait for the next match (§14).
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../../store';
import type { Settings } from '../../store';
import { BUNDLED } from '../i18n/bundled';
import { renderApp, testStore } from '../test-utils';

async function openSettings(settings: Partial<Settings> = {}) {
  // The panel's chunk (with its stylesheet) loaded first: a cold first load could outlast the
  // render's wait for the lazy screens.
  await import('./SettingsPanel');
  const store = testStore({ settings });
  store.getState().openScreen('settings');
  return renderApp({ store });
}

describe('SettingsPanel', () => {
  it('switches the language to Italian: the setting and the visible strings change', async () => {
    const { store } = await openSettings();
    expect(screen.getByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'it' },
    });
    expect(store.getState().settings.language).toBe('it');
    expect(await screen.findByRole('dialog', { name: 'Impostazioni' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nuova partita' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('it');
    // And back.
    fireEvent.change(screen.getByRole('combobox', { name: 'Lingua' }), {
      target: { value: 'en' },
    });
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument();
  });

  it('follows the browser again when "As the browser" is chosen after English (regression)', async () => {
    // Bug: the i18next instance made for a saved language had no detector, so "As the browser"
    // fell back to English on an Italian browser until the app was reloaded.
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['it-IT', 'it']);
    try {
      const { store } = await openSettings({ language: 'en' });
      fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
        target: { value: 'auto' },
      });
      expect(store.getState().settings.language).toBeNull();
      expect(await screen.findByRole('dialog', { name: 'Impostazioni' })).toBeInTheDocument();
    } finally {
      languages.mockRestore();
    }
  });

  it('turns each switch on and off in the store', async () => {
    // Hints off: with them on, the countdown's switch is held off (next test).
    const { store } = await openSettings({ hints: 'off' });
    const switches: [string, keyof Settings][] = [
      ['Flowers and seasons', 'flowers'],
      ['Halve flower and season points', 'halveFlowers'],
      ['Claim countdown', 'claimCountdown'],
      ['Large tiles', 'largeTiles'],
      ['Colour-blind palette', 'colourBlind'],
      ['Sounds', 'sound'],
      ['Vibration', 'vibration'],
    ];
    for (const [name, key] of switches) {
      const control = screen.getByRole('switch', { name });
      const before = store.getState().settings[key];
      expect(control).toHaveProperty('checked', before);
      fireEvent.click(control);
      expect(store.getState().settings[key], name).toBe(!before);
      expect(control).toHaveProperty('checked', !before);
    }
  });

  it('shows the countdown as it really is: off and held while the hints are on, with why', async () => {
    // Issue 35: the switch showed on while its note said the countdown was off with hints.
    const { store } = await openSettings({ hints: 'live', claimCountdown: true });
    const countdown = screen.getByRole('switch', { name: 'Claim countdown' });
    expect(countdown).not.toBeChecked();
    expect(countdown).toBeDisabled();
    expect(countdown).toHaveAccessibleDescription(BUNDLED.en['settings.claimCountdown.coach']);
    // The person's own choice is kept, and shown again once the hints are off.
    fireEvent.change(screen.getByRole('combobox', { name: 'Hints' }), {
      target: { value: 'off' },
    });
    expect(store.getState().settings.claimCountdown).toBe(true);
    expect(countdown).toBeChecked();
    expect(countdown).toBeEnabled();
    expect(countdown).not.toHaveAccessibleDescription(BUNDLED.en['settings.claimCountdown.coach']);
    fireEvent.click(countdown);
    expect(store.getState().settings.claimCountdown).toBe(false);
    // Hints after the choice hold it off too.
    fireEvent.change(screen.getByRole('combobox', { name: 'Hints' }), {
      target: { value: 'afterChoice' },
    });
    expect(countdown).toBeDisabled();
    expect(countdown).not.toBeChecked();
  });

  it('applies the display switches to the app at once', async () => {
    const { container } = await openSettings();
    const app = container.querySelector('.app')!;
    expect(app).not.toHaveClass('app--large');
    fireEvent.click(screen.getByRole('switch', { name: 'Large tiles' }));
    expect(app).toHaveClass('app--large');
    fireEvent.click(screen.getByRole('switch', { name: 'Colour-blind palette' }));
    expect(app).toHaveClass('app--cb');
  });

  it('sets each opponent’s level on its own', async () => {
    const { store } = await openSettings();
    expect(store.getState().settings.botLevels).toEqual(DEFAULT_SETTINGS.botLevels);
    fireEvent.change(screen.getByRole('combobox', { name: 'Marco' }), {
      target: { value: 'strong' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ling' }), {
      target: { value: 'beginner' },
    });
    expect(store.getState().settings.botLevels).toEqual(['standard', 'strong', 'beginner']);
    expect(screen.getByRole('combobox', { name: 'Marco' })).toHaveValue('strong');
    expect(screen.getByRole('combobox', { name: 'Bianca' })).toHaveValue('standard');
  });

  it('sets the opponents’ speed and the animation speed', async () => {
    const { store } = await openSettings();
    fireEvent.change(screen.getByRole('combobox', { name: 'Opponents’ speed' }), {
      target: { value: 'instant' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Animations' }), {
      target: { value: 'off' },
    });
    expect(store.getState().settings.botSpeed).toBe('instant');
    expect(store.getState().settings.animationSpeed).toBe('off');
  });

  it('applies the rule options from the next match only (§14)', async () => {
    const store = testStore();
    store.getState().startMatch('before');
    store.getState().openScreen('settings');
    await renderApp({ store });
    fireEvent.click(screen.getByRole('switch', { name: 'Flowers and seasons' }));
    expect(store.getState().game!.config.options.flowers).toBe(false);
    store.getState().startMatch('after');
    expect(store.getState().game!.config.options.flowers).toBe(true);
  });

  it('closes with the close button and with Escape', async () => {
    const { store } = await openSettings();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().screen).toBe('table');
    act(() => store.getState().openScreen('settings'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says what each opponent level does, in English and in Italian (issue 18)', async () => {
    for (const language of ['en', 'it'] as const) {
      const catalogue = BUNDLED[language];
      const { unmount } = await openSettings({ language });
      const notes = document.querySelector('.level-notes');
      expect(notes).not.toBeNull();
      const rows = [...notes!.querySelectorAll('div')].map((row) => row.textContent);
      expect(rows).toEqual(
        (['beginner', 'standard', 'strong'] as const).map(
          (level) =>
            `${catalogue[`settings.level.${level}`]}${catalogue[`settings.level.${level}.about`]}`,
        ),
      );
      // Three different descriptions: a level's words are never another's.
      expect(new Set(rows).size).toBe(3);
      unmount();
    }
  });
});
