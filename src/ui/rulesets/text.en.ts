/**
 * The rulesets' own English words, every ruleset folder's catalogue together: the key type of the
 * app's translate, and the tests' bundled catalogue (../i18n/bundled.ts). Each folder's words join
 * the app's catalogues when its code loads (./text.ts).
 */
import { ravennaEn } from './ravenna/text.en';

export const rulesetsEn = { ...ravennaEn } as const;

export type RulesetsKey = keyof typeof rulesetsEn;
