/**
 * i18n with i18next (detection from the browser, switchable at run time through the settings).
 * Keys are flat because pattern ids contain dots; `useT` gives components a typed translate.
 * The app loads only the catalogue of the language it speaks (i18next-resources-to-backend, a
 * chunk precached by the service worker): the other one is not start-up weight. Tests hand both
 * catalogues in at once (./bundled.ts).
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { PlayerIndex, TileKind } from '../../engine';
import { rankOf, suitOf } from '../../engine/setup';
import resourcesToBackend from 'i18next-resources-to-backend';
import type { MessageKey as CoreKey } from './text.en';

import type { CalculatorKey } from '../calculator/text.en';
import type { HistoryKey } from '../history/text.en';
import type { ReviewKey } from '../review/text.en';
import type { RulesetsKey } from '../rulesets/text.en';
import type { MatchKey } from '../match/text.en';
import type { SettingsKey } from '../settings/text.en';
import type { ProgressKey } from '../progress/text.en';
import type { DrillsKey } from '../drills/text.en';

type CatalogueKey =
  | CoreKey
  | CalculatorKey
  | HistoryKey
  | ReviewKey
  | RulesetsKey
  | MatchKey
  | SettingsKey
  | ProgressKey
  | DrillsKey;

/**
 * A key written in plural forms (`k_one`, `k_other`: i18next's plural keys) is asked for as `k`
 * with a `count`, and i18next picks the form the language's plural rules give for it.
 */
type PluralOf<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/** Every key: the start-up catalogue's and those of the screens that load later. */
export type MessageKey = CatalogueKey | PluralOf<CatalogueKey>;
export const LANGUAGES = ['en', 'it'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

export { pointerVerbs, useFinePointer } from './pointer';

export type Catalogue = Readonly<Record<string, string>>;

/** The words of screens that load later (history, calculator): both languages of each. */
export type FeatureCatalogue = Readonly<Record<UiLanguage, Catalogue>>;

const features: FeatureCatalogue[] = [];
/** The app's instances (those that load their catalogues), to give them a feature's words. */
const loadingInstances = new Set<I18n>();

/**
 * Called by a lazily loaded screen when its code arrives: its words join every instance's
 * catalogue for the languages already loaded, and any language loaded later.
 */
export function registerCatalogue(feature: FeatureCatalogue): void {
  if (features.includes(feature)) return;
  features.push(feature);
  for (const instance of loadingInstances)
    for (const language of LANGUAGES)
      if (instance.hasResourceBundle(language, 'translation'))
        instance.addResourceBundle(language, 'translation', feature[language], true, false);
}

/** Loads a language's catalogue on demand (each is its own chunk), with the features' words. */
function loadCatalogue(language: string): Promise<Catalogue> {
  const core =
    language === 'it'
      ? import('./text.it').then((m) => m.it)
      : import('./text.en').then((m) => m.en);
  const lang: UiLanguage = language === 'it' ? 'it' : 'en';
  return core.then((words) => Object.assign({}, words, ...features.map((f) => f[lang])));
}

const loading = new WeakMap<I18n, Promise<unknown>>();
/** The settings' choice each instance follows now: a language, or null for the browser's. */
const followed = new WeakMap<I18n, string | null>();

/**
 * An i18next instance. With no `language` it follows the browser (navigator.languages, so "it-IT"
 * speaks Italian); anything but Italian falls back to English. Without `catalogues` the one it
 * needs is loaded: wait for `whenLoaded` before the first render.
 */
export function createI18n(
  language?: UiLanguage | null,
  catalogues?: Readonly<Record<UiLanguage, Catalogue>>,
): I18n {
  const instance = i18next.createInstance();
  // The detector is always there: a language given here wins, and choosing "as the browser"
  // later (changeLanguage() with no language) must detect the browser's language again.
  instance.use(LanguageDetector);
  instance.use(initReactI18next);
  if (catalogues === undefined) {
    instance.use(resourcesToBackend(loadCatalogue));
    loadingInstances.add(instance);
  }
  const init = instance.init({
    ...(catalogues === undefined
      ? {}
      : { resources: { en: { translation: catalogues.en }, it: { translation: catalogues.it } } }),
    ...(language ? { lng: language } : {}),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    // Italian needs no English underneath (the catalogues have the same keys, catalogue.test.ts),
    // so an Italian start loads one catalogue.
    fallbackLng: (code: string) => (code.startsWith('it') ? [] : ['en']),
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    detection: { order: ['navigator'], caches: [] },
    initAsync: catalogues === undefined,
  });
  loading.set(instance, init);
  followed.set(instance, language ?? null);
  return instance;
}

/**
 * Speaks the settings' choice of language (null: the browser's, detected again). A choice the
 * instance already follows changes nothing: i18next would announce a change all the same and every
 * text on screen would render again, right after the app has taken the title over (issue 17).
 */
export function followLanguageSetting(instance: I18n, language: string | null): Promise<void> {
  if (followed.get(instance) === language) return Promise.resolve();
  followed.set(instance, language);
  return instance.changeLanguage(language ?? undefined).then(() => undefined);
}

/** Resolves when the instance has the catalogue of the language it speaks. */
export function whenLoaded(instance: I18n): Promise<void> {
  return (loading.get(instance) ?? Promise.resolve()).then(() => undefined);
}

/** The language the instance speaks now, reduced to one the app has. */
export function currentLanguage(instance: I18n): UiLanguage {
  const lng = (instance.resolvedLanguage ?? instance.language ?? 'en').slice(0, 2);
  return lng === 'it' ? 'it' : 'en';
}

export function useT(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}

const SUIT_KEYS = ['tile.bamboo', 'tile.characters', 'tile.dots'] as const;
const NAMED_KEYS_FROM = 27;
/** The honours and the bonus tiles by kind from 27 (East Wind) to 41 (Winter). */
const NAMED_KEYS = [
  'tile.27',
  'tile.28',
  'tile.29',
  'tile.30',
  'tile.31',
  'tile.32',
  'tile.33',
  'tile.34',
  'tile.35',
  'tile.36',
  'tile.37',
  'tile.38',
  'tile.39',
  'tile.40',
  'tile.41',
] as const;

/** The accessible name of a tile kind: "5 of Bamboo", "5 di Bambù", "Red Dragon". */
export function tileName(t: Translate, kind: TileKind): string {
  const suitKey = SUIT_KEYS[suitOf(kind)];
  if (suitKey !== undefined) return t(suitKey, { n: rankOf(kind) });
  const named = NAMED_KEYS[kind - NAMED_KEYS_FROM];
  if (named === undefined) throw new Error(`No tile of kind ${kind}`);
  return t(named);
}

/** A player's name: "You" for player 0, the opponents' names for 1..3. */
export function playerName(t: Translate, player: PlayerIndex): string {
  return t(`player.${player}`);
}

/** The person at the table: player 0, "You" (the others are the computer's players). */
const PERSON = 0;

/** A key with a `.you` variant: a sentence whose verb or possessive changes for the person. */
export type PersonalKey = {
  [K in MessageKey]: `${K}.you` extends MessageKey ? K : never;
}[MessageKey];

/**
 * A sentence about a player, `{{name}}` filled in: about the person it is the key's `.you`
 * variant, where the verb and the possessive agree with "you" ("On your discard", "Sul tuo
 * scarto", "Paghi tu") — never the name "You" / "Tu" glued into a sentence about someone else
 * ("Sullo scarto di Tu", "Tu paga").
 */
export function aboutPlayer(
  t: Translate,
  key: PersonalKey,
  player: PlayerIndex,
  vars: Record<string, string | number> = {},
): string {
  return player === PERSON
    ? t(`${key}.you`, vars)
    : t(key, { ...vars, name: playerName(t, player) });
}
