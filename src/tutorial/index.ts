/**
 * "Learn to play" (issue 38 moved it out of the store): the lessons' ids (./lessonIds.ts, which
 * the title's offer counts at start-up), their content (./lessons.ts and each ruleset's own in
 * ./rulesets/) and the scripted driver of a lesson's table (./driver.ts: its own store, the bots'
 * scripted moves on timers). The lessons and the driver load with the tutorial screen.
 */
export { LESSON_IDS } from './lessonIds';
export type { LessonId } from './lessonIds';
export { LESSONS, TUTORIAL_SEAT, lessonById, nextLesson } from './lessons';
export type {
  ExpectedMove,
  Figure,
  GroupLabel,
  Lesson,
  LessonData,
  Step,
  TaughtPatternId,
} from './lessons';
export {
  WRONG_MOVE,
  createLessonTable,
  expectedActions,
  lessonGame,
  matchesMove,
  scriptedMove,
  seatingFor,
  startLessonTable,
} from './driver';
export type { LessonProgress, LessonTable, LessonTableOptions, TableStep } from './driver';
