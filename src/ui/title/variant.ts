/**
 * Which title screen a person sees first: the HTML carries one pre-rendered title per language,
 * ruleset and first-run offer (./prerender.tsx), and the boot script (./boot.ts) shows the one
 * that fits the saved settings before any other script runs. When the app takes over it hydrates
 * that markup only if it would render exactly the same (main.tsx compares these keys).
 */
import type { Settings } from '../../store';
import type { UiLanguage } from '../i18n';

export interface TitleLook {
  readonly language: UiLanguage;
  readonly ruleset: string;
  readonly offered: boolean;
  readonly largeTiles: boolean;
  readonly colourBlind: boolean;
}

/** The key of a pre-rendered title (language, ruleset, offer), as the template names it. */
export function titleTemplateKey(look: Pick<TitleLook, 'language' | 'ruleset' | 'offered'>) {
  return `${look.language}.${look.ruleset}.${look.offered ? 'offer' : 'plain'}`;
}

/** The key of the title on screen: its template's, plus the classes the boot script added. */
export function titleVariantKey(look: TitleLook): string {
  return `${titleTemplateKey(look)}${look.largeTiles ? '.large' : ''}${look.colourBlind ? '.cb' : ''}`;
}

/** The tutorial's first-run offer shows until it is answered or a lesson is done. */
export function isTutorialOffered(settings: Settings): boolean {
  return settings.tutorialOffer === 'open' && settings.tutorialDone.length === 0;
}

export function titleLookOf(settings: Settings, language: UiLanguage): TitleLook {
  return {
    language,
    ruleset: settings.ruleset,
    offered: isTutorialOffered(settings),
    largeTiles: settings.largeTiles,
    colourBlind: settings.colourBlind,
  };
}
