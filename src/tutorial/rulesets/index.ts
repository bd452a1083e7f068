/**
 * The tutorial's registry of rulesets (design.md: one registry per layer): the lessons a ruleset
 * other than Zung Jung adds, after the lessons of the game itself, in the order of
 * ./lessonIds.ts. Adding a ruleset's lesson is one folder here and one entry below.
 */
import type { Lesson } from '../types';
import { IN_RAVENNA } from './ravenna/lesson';

export const RULESET_LESSONS: readonly Lesson[] = [IN_RAVENNA];
