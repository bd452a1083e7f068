/**
 * The tutorial's registry of rulesets (design.md: one registry per layer): the lessons a ruleset
 * other than Zung Jung adds, after the lessons of the game itself, in the order of
 * ./lessonIds.ts. Adding a ruleset's lesson is one folder here and one entry below.
 */
import type { Lesson } from '../types';
import { IN_RAVENNA } from './ravenna/lesson';

// Literal (`as const`): the UI's compiler checks that its catalogues hold every step's words.
export const RULESET_LESSONS = [IN_RAVENNA] as const satisfies readonly Lesson[];
