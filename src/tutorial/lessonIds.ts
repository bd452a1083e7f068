/**
 * The lessons of "Learn to play", in order. Their steps and tables are in ./lessons.ts,
 * which loads with the tutorial; the title screen's offer counts the lessons from this list
 * without loading them (the start-up JavaScript has a budget, test/e2e/bundle.test.ts).
 */
export const LESSON_IDS = [
  'tiles',
  'turns',
  'claiming',
  'kongs',
  'winning',
  'scoring',
  'payments',
  'inRavenna',
] as const;

export type LessonId = (typeof LESSON_IDS)[number];
