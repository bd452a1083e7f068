/** Le parole di ciascun regolamento, i cataloghi delle sue cartelle insieme (./text.en.ts). */
import { ravennaIt } from './ravenna/text.it';
import type { RulesetsKey } from './text.en';

export const rulesetsIt: Readonly<Record<RulesetsKey, string>> = { ...ravennaIt };
