/**
 * The tutorial's words: added to the app's i18next instance when the tutorial first opens (they
 * stay out of the start-up JavaScript), and a translate function that knows the lesson keys and
 * fills in the computer players' names at the lesson tables.
 */
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Seat } from '../../engine';
import { seatingFor } from '../../tutorial';
import type { LessonData, LessonId } from '../../tutorial';
import { TUTORIAL_SEAT } from '../../tutorial';
import type { MessageKey, Translate } from '../i18n';
import { pointerVerbs, useFinePointer } from '../i18n';
import type { TutorialKey } from './text.en';
import { tutorialEn } from './text.en';
import { tutorialIt } from './text.it';

export type { TutorialKey } from './text.en';

const added = new WeakSet<I18n>();
const TUTORIAL_NS = 'tutorial';

/** Adds the tutorial's catalogues to `i18n`, once per instance. */
export function addTutorialText(i18n: I18n): void {
  if (added.has(i18n)) return;
  added.add(i18n);
  // A namespace of its own: the app's catalogue of a language is loaded only when that language is
  // spoken (src/ui/i18n), and a tutorial bundle under 'translation' would make it look loaded.
  i18n.addResourceBundle('en', TUTORIAL_NS, tutorialEn, true, false);
  i18n.addResourceBundle('it', TUTORIAL_NS, tutorialIt, true, false);
}

export type TutorialT = (
  key: TutorialKey | MessageKey,
  vars?: Record<string, string | number>,
) => string;

/** The player at each seat of a lesson table (the person is player 0). */
export const LESSON_PLAYERS = seatingFor(TUTORIAL_SEAT);

export function useTutorialT(): TutorialT {
  const { t, i18n } = useTranslation();
  const fine = useFinePointer();
  addTutorialText(i18n);
  return useMemo(() => {
    const translate = t as unknown as (key: string, vars?: Record<string, unknown>) => string;
    const name = (seat: Seat) => translate(`player.${LESSON_PLAYERS[seat]}`);
    const names = { east: name(0 as Seat), west: name(2 as Seat), north: name(3 as Seat) };
    // "Tap" on a touch screen, "click" with a mouse.
    const verbs = pointerVerbs(translate as Translate, fine);
    // Lesson words first, then the app's own (tile names, buttons).
    return (key, vars) =>
      translate(key, { ...names, ...verbs, ...vars, ns: [TUTORIAL_NS, 'translation'] });
  }, [t, fine]);
}

/** The numbers of a table step's moves, from 1: `'1' | '2'` for two moves. */
type MoveNumbers<
  M extends readonly unknown[],
  Before extends readonly unknown[] = [],
> = Before['length'] extends M['length']
  ? never
  : `${[...Before, M[number]]['length']}` | MoveNumbers<M, [...Before, M[number]]>;

/**
 * The words a step of lesson `L` needs, by its kind: an explanation's text; a question, its
 * reply to the right and to a wrong answer; a table's instruction for each move of the person,
 * a hint after a wrong one, and a closing line.
 */
type StepWords<L extends string, S> = S extends {
  readonly kind: 'explain';
  readonly id: infer Id extends string;
}
  ? `tutorial.${L}.${Id}`
  : S extends { readonly kind: 'quiz'; readonly id: infer Id extends string }
    ? `tutorial.${L}.${Id}.${'question' | 'right' | 'wrong'}`
    : S extends {
          readonly kind: 'table';
          readonly id: infer Id extends string;
          readonly moves: infer M extends readonly unknown[];
        }
      ? `tutorial.${L}.${Id}.${'done' | MoveNumbers<M> | `${MoveNumbers<M>}.wrong`}`
      : never;

type LessonWords<Lesson> = Lesson extends {
  readonly id: infer L extends string;
  readonly steps: readonly (infer S)[];
}
  ? `tutorial.lesson.${L}.${'title' | 'summary'}` | StepWords<L, S>
  : never;

/** Compiles only when every key `K` names is in the tutorial's catalogues (text.en.ts). */
type InCatalogue<K extends TutorialKey> = K;

/**
 * Every key the lessons as written need (../../tutorial `LessonData`): a lesson, step or move
 * without its words in the catalogue does not compile.
 */
export type LessonKey = InCatalogue<LessonWords<LessonData[number]>>;

const TUTORIAL_KEYS: ReadonlySet<string> = new Set(Object.keys(tutorialEn));

/** Whether a key built from a lesson's ids at run time is one of the catalogue's. */
function isTutorialKey(key: string): key is TutorialKey {
  return TUTORIAL_KEYS.has(key);
}

/**
 * A lesson step's words, `tutorial.<lesson>.<step><suffix>`. The lesson, step and move are known
 * only at run time, so the key is checked against the catalogue here (`LessonKey` has the
 * compiler check them all); one it lacks shows as i18next shows a key it lacks: the key.
 */
export function stepText(t: TutorialT, lesson: LessonId, step: string, suffix = ''): string {
  const key = `tutorial.${lesson}.${step}${suffix}`;
  return isTutorialKey(key) ? t(key) : key;
}

export function lessonTitleKey(lesson: LessonId): TutorialKey {
  return `tutorial.lesson.${lesson}.title`;
}

export function lessonSummaryKey(lesson: LessonId): TutorialKey {
  return `tutorial.lesson.${lesson}.summary`;
}

/** Texts are written with a line break between paragraphs. */
export function paragraphs(text: string): string[] {
  return text.split('\n').filter((p) => p.trim() !== '');
}
