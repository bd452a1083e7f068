/**
 * The title painted from the HTML (issue 17 item 1): the build renders every variant with the
 * app's own components, the boot script shows the person's before any other script runs, and the
 * app hydrates exactly what is on screen. These tests run the real pieces in jsdom: the same
 * prerender the build runs, the boot script's very text, and React's hydrateRoot.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../test/helpers/store';
import { DEFAULT_RULESET_ID, RULESET_IDS } from '../../engine';
import type { Settings } from '../../store';
import { LESSON_IDS } from '../../tutorial';
import {
  SETTINGS_KEY,
  SETTINGS_VERSION,
  StoreProvider,
  createAppStore,
  sanitizeSettings,
} from '../../store';
import { App } from '../App';
import { LANGUAGES, createI18n, currentLanguage } from '../i18n';
import { BUNDLED } from '../i18n/bundled';
import {
  BOOT_SETTINGS_KEY,
  EARLY_TAP,
  MATCH_OPEN_KEY,
  TITLE_BOOT_SCRIPT,
  TITLES_TEMPLATE_ID,
} from './boot';
import { prerenderTitles } from './prerender';
import { titleLookOf, titleVariantKey } from './variant';

const titles = prerenderTitles();

/** The page as the build writes it: the default title in #root, every variant in a template. */
function writePage(): HTMLElement {
  const variants = titles.map((t) => `<div data-title="${t.key}">${t.html}</div>`).join('');
  document.body.innerHTML =
    `<div id="root" data-title="${titles[0]!.key}">${titles[0]!.html}</div>` +
    `<template id="${TITLES_TEMPLATE_ID}">${variants}</template>`;
  return document.getElementById('root')!;
}

function setBrowserLanguages(languages: readonly string[]): void {
  Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });
}

function runBootScript(): void {
  // The very text the page carries; it must never throw, whatever is saved.
  new Function(TITLE_BOOT_SCRIPT)();
}

afterEach(() => {
  localStorage.clear();
  setBrowserLanguages(['en-US', 'en']);
  document.body.innerHTML = '';
});

describe('the pre-rendered titles', () => {
  it('cover every language, ruleset and first-run offer, the default first', () => {
    expect(titles).toHaveLength(LANGUAGES.length * RULESET_IDS.length * 2);
    expect(titles[0]!.key).toBe(`en.${DEFAULT_RULESET_ID}.offer`);
    expect(new Set(titles.map((t) => t.key)).size).toBe(titles.length);
  });

  it('speak the language of their variant', () => {
    const italian = titles.find((t) => t.key === `it.${DEFAULT_RULESET_ID}.plain`)!;
    expect(italian.html).toContain(BUNDLED.it['app.newMatch']);
    expect(italian.html).not.toContain(BUNDLED.en['app.newMatch']);
    const offer = titles.find((t) => t.key === `en.${DEFAULT_RULESET_ID}.offer`)!;
    expect(offer.html).toContain(
      BUNDLED.en['tutorial.offer.text'].replace('{{count}}', String(LESSON_IDS.length)),
    );
    for (const { key, html } of titles) {
      const [language, ruleset] = key.split('.') as ['en' | 'it', string];
      expect(html).toContain(`>${BUNDLED[language][`ruleset.${ruleset}` as 'ruleset.ravenna']}<`);
    }
  });
});

describe('the boot script', () => {
  it('reads the settings where the store saves them', () => {
    expect(BOOT_SETTINGS_KEY).toBe(SETTINGS_KEY);
  });

  const saved: ReadonlyArray<[string, readonly string[], unknown]> = [
    ['nothing saved, an English browser', ['en-GB'], undefined],
    ['nothing saved, an Italian browser', ['it-IT', 'en'], undefined],
    ['nothing saved, German then Italian', ['de-DE', 'it'], undefined],
    ['nothing saved, a browser the app does not speak', ['fr-FR'], undefined],
    ['Italian chosen in an English browser', ['en-GB'], { language: 'it' }],
    ['Ravenna, offer answered', ['it-IT'], { ruleset: 'ravenna', tutorialOffer: 'closed' }],
    ['a lesson done', ['en'], { tutorialDone: ['tiles'] }],
    ['large tiles, colour-blind palette', ['en'], { largeTiles: true, colourBlind: true }],
    ['a ruleset this version lacks', ['en'], { ruleset: 'riichi' }],
    ['nonsense values', ['it'], { language: 42, largeTiles: 'yes', tutorialDone: 'all' }],
  ];
  for (const [name, languages, settings] of saved)
    it(`shows the title the app would render: ${name}`, async () => {
      setBrowserLanguages(languages);
      if (settings !== undefined)
        localStorage.setItem(
          SETTINGS_KEY,
          JSON.stringify({ state: { settings }, version: SETTINGS_VERSION }),
        );
      const root = writePage();
      runBootScript();

      // What main.tsx computes after the store and i18n have read the same things.
      const store = createAppStore({ storage: localStorage });
      const chosen: Settings = store.getState().settings;
      const i18n = createI18n(chosen.language, BUNDLED);
      const expected = titleVariantKey(titleLookOf(chosen, currentLanguage(i18n)));
      expect(root.getAttribute('data-title')).toBe(expected);
      expect(document.documentElement.lang).toBe(currentLanguage(i18n));
      expect(root.querySelectorAll('.title-screen')).toHaveLength(1);
      expect(root.querySelector('.app')!.className).toBe(
        `app${chosen.largeTiles ? ' app--large' : ''}${chosen.colourBlind ? ' app--cb' : ''}`,
      );
    });

  it('keeps the default title when the save is not JSON', () => {
    localStorage.setItem(SETTINGS_KEY, '{not json');
    const root = writePage();
    runBootScript();
    expect(root.getAttribute('data-title')).toBe(titles[0]!.key);
    expect(sanitizeSettings(undefined).language).toBeNull();
  });

  it('keeps a button tapped before the app took over, and only then', () => {
    const root = writePage();
    runBootScript();
    const kept = window as unknown as Record<string, unknown>;
    const newMatch = screen.getByRole('button', { name: BUNDLED.en['app.newMatch'] });
    fireEvent.click(newMatch);
    expect(kept[EARLY_TAP]).toBe(newMatch);
    // Taps outside the title are not the app's to replay.
    delete kept[EARLY_TAP];
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    fireEvent.click(elsewhere);
    expect(kept[EARLY_TAP]).toBeUndefined();
    // Once the app has the title, React handles taps itself.
    root.setAttribute('data-hydration', 'hydrated');
    fireEvent.click(newMatch);
    expect(kept[EARLY_TAP]).toBeUndefined();
  });

  it('shows no title when a match is on: the reload opens on the table', () => {
    localStorage.setItem(MATCH_OPEN_KEY, '1');
    const root = writePage();
    runBootScript();
    expect(root.getAttribute('data-title')).toBe('match');
    expect(root.childElementCount).toBe(0);
  });
});

describe('the app taking over the painted title', () => {
  for (const title of titles)
    it(`hydrates ${title.key} without a mismatch, and its buttons then work`, async () => {
      const [language, ruleset, offer] = title.key.split('.');
      const root = writePage();
      root.innerHTML = title.html;
      const store = createAppStore({ storage: memoryStorage() });
      store.getState().updateSettings({
        language: language as 'en' | 'it',
        ruleset: ruleset as Settings['ruleset'],
        tutorialOffer: offer === 'offer' ? 'open' : 'closed',
      });
      const i18n = createI18n(language as 'en' | 'it', BUNDLED);
      const painted = root.querySelector('.title-screen');
      const mismatches: unknown[] = [];
      await act(async () => {
        hydrateRoot(
          root,
          <StoreProvider store={store}>
            <App i18n={i18n} />
          </StoreProvider>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      expect(mismatches).toEqual([]);
      // Hydrated, not redrawn: the very element the HTML painted is still there, still naming
      // the rules the person chose.
      expect(root.querySelector('.title-screen')).toBe(painted);
      expect(root.querySelector('.title-system')!.textContent).toBe(
        BUNDLED[language as 'en' | 'it'][`ruleset.${ruleset}` as 'ruleset.ravenna'],
      );
      fireEvent.click(
        screen.getByRole('button', { name: BUNDLED[language as 'en' | 'it']['app.settings'] }),
      );
      expect(store.getState().screen).toBe('settings');
      // The settings come with the screens' chunk, loaded on that tap: the test ends once they are
      // up, not while React is still to draw them.
      expect(
        await screen.findByRole(
          'dialog',
          { name: BUNDLED[language as 'en' | 'it']['settings.title'] },
          { timeout: 10_000 },
        ),
      ).toBeInTheDocument();
    });
});
