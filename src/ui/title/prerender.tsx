/**
 * Build-time rendering of the title screen (issue 17): the whole app as it first renders with no
 * match on, once per language, ruleset and first-run offer, so the page paints its title from the
 * HTML and the app hydrates it instead of drawing it again. Run by the build (vite.config.ts)
 * through Vite's server-side module loader; never part of the app's bundle.
 */
import { renderToString } from 'react-dom/server';
import type { StateStorage } from 'zustand/middleware';
import { RULESET_IDS } from '../../engine';
import { StoreProvider, createAppStore } from '../../store';
import { App } from '../App';
import { LANGUAGES, createI18n } from '../i18n';
import { BUNDLED } from '../i18n/bundled';
import { titleTemplateKey } from './variant';

/** Nothing is saved at build time. */
const NO_STORAGE: StateStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
};

export interface PrerenderedTitle {
  /** titleTemplateKey of the look it was rendered with. */
  readonly key: string;
  readonly html: string;
}

/** Every title: for each language, the default ruleset first, the offer before the plain title. */
export function prerenderTitles(): PrerenderedTitle[] {
  const titles: PrerenderedTitle[] = [];
  for (const language of LANGUAGES)
    for (const ruleset of RULESET_IDS)
      for (const offered of [true, false]) {
        const store = createAppStore({ storage: NO_STORAGE });
        store.getState().updateSettings({
          language,
          ruleset,
          tutorialOffer: offered ? 'open' : 'closed',
        });
        const i18n = createI18n(language, BUNDLED);
        titles.push({
          key: titleTemplateKey({ language, ruleset, offered }),
          html: renderToString(
            <StoreProvider store={store}>
              <App i18n={i18n} />
            </StoreProvider>,
          ),
        });
      }
  return titles;
}
