/**
 * Both catalogues at once, with the words of the screens that load later, for tests (a component
 * renders at once, with no catalogue to wait for) and for tools. The app never imports this: it
 * loads the one language it speaks.
 */
import { calculatorEn } from '../calculator/text.en';
import { calculatorIt } from '../calculator/text.it';
import { historyEn } from '../history/text.en';
import { historyIt } from '../history/text.it';
import { reviewEn } from '../review/text.en';
import { reviewIt } from '../review/text.it';
import { rulesetsEn } from '../rulesets/text.en';
import { rulesetsIt } from '../rulesets/text.it';
import { matchEn } from '../match/text.en';
import { matchIt } from '../match/text.it';
import { settingsEn } from '../settings/text.en';
import { settingsIt } from '../settings/text.it';
import { progressEn } from '../progress/text.en';
import { progressIt } from '../progress/text.it';
import { drillsEn } from '../drills/text.en';
import { drillsIt } from '../drills/text.it';
import { en } from './text.en';
import { it } from './text.it';

export const BUNDLED = {
  en: {
    ...en,
    ...calculatorEn,
    ...historyEn,
    ...reviewEn,
    ...rulesetsEn,
    ...matchEn,
    ...settingsEn,
    ...progressEn,
    ...drillsEn,
  },
  it: {
    ...it,
    ...calculatorIt,
    ...historyIt,
    ...reviewIt,
    ...rulesetsIt,
    ...matchIt,
    ...settingsIt,
    ...progressIt,
    ...drillsIt,
  },
} as const;
