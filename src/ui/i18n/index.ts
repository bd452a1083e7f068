/**
 * i18n with i18next (detection from the browser, switchable at run time through the settings).
 * Keys are flat because pattern ids contain dots; `useT` gives components a typed translate.
 */
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { TileKind } from '../../engine';
import { rankOf, suitOf } from '../../engine';
import type { MessageKey } from './en';
import { en } from './en';
import { it } from './it';

export type { MessageKey } from './en';
export const LANGUAGES = ['en', 'it'] as const;
export type UiLanguage = (typeof LANGUAGES)[number];

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * A ready i18next instance. With no `language` it follows the browser (navigator.languages, so
 * "it-IT" speaks Italian); anything but Italian falls back to English.
 */
export function createI18n(language?: UiLanguage | null): I18n {
  const instance = i18next.createInstance();
  // The detector is always there: a language given here wins, and choosing "as the browser"
  // later (changeLanguage() with no language) must detect the browser's language again.
  instance.use(LanguageDetector);
  instance.use(initReactI18next);
  void instance.init({
    resources: { en: { translation: en }, it: { translation: it } },
    ...(language ? { lng: language } : {}),
    supportedLngs: [...LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    detection: { order: ['navigator'], caches: [] },
    initAsync: false,
  });
  return instance;
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

/** The accessible name of a tile kind: "5 of Bamboo", "5 di Bambù", "Red Dragon". */
export function tileName(t: Translate, kind: TileKind): string {
  const suit = suitOf(kind);
  if (suit >= 0) return t(SUIT_KEYS[suit]!, { n: rankOf(kind) });
  return t(`tile.${kind}` as MessageKey);
}

/** A player's name: "You" for player 0, the opponents' names for 1..3. */
export function playerName(t: Translate, player: number): string {
  return t(`player.${player}` as MessageKey);
}

export function patternName(t: Translate, id: string): string {
  return t(`zj.${id}` as MessageKey);
}
