/**
 * The tutorial's lessons (issue 7 item 3) as data: short steps that explain with tiles drawn on the
 * page, ask a question, or seat the person at a real table built from a rigged wall
 * (zung-jung.md §4.2 deal order, `GameConfig.rig`). At a table step the person must make the
 * listed moves in order; every move is judged by the engine's own rules, and the computer players
 * follow a fixed script (tutorial.ts), so a lesson plays the same every time.
 *
 * Texts are not here: the UI finds each step's words by its lesson and step ids
 * (`tutorial.<lesson>.<step>…`, src/ui/tutorial/text.en.ts and text.it.ts).
 *
 * At every table the person sits South (seat 1): Bianca is East and plays first, Marco West,
 * Ling North. Bianca is on the person's left, so only her discards can be chowed (§5.3).
 */
import type { Seat } from '../engine';
import type { Lesson, LessonId } from './types';
import { RULESET_LESSONS } from './rulesets';

export type {
  ExpectedMove,
  Figure,
  GroupLabel,
  Lesson,
  LessonId,
  Step,
  TaughtPatternId,
} from './types';
export { TUTORIAL_SEAT } from './types';

const EAST = 0 as Seat;
const SOUTH = 1 as Seat;
const WEST = 2 as Seat;
const NORTH = 3 as Seat;

/**
 * The lessons as written, literal (`as const`): the UI's compiler checks against this type that
 * its catalogues hold the words of every lesson, step and move (src/ui/tutorial/text.ts).
 */
const LESSON_DATA = [
  {
    id: 'tiles',
    rules: ['§1.1', '§1.3', '§1.4', '§8.1'],
    steps: [
      {
        kind: 'explain',
        id: 'suits',
        figure: {
          kind: 'tiles',
          layout: 'rows',
          groups: [
            '1b 2b 3b 4b 5b 6b 7b 8b 9b',
            '1c 2c 3c 4c 5c 6c 7c 8c 9c',
            '1d 2d 3d 4d 5d 6d 7d 8d 9d',
          ],
          labels: ['tutorial.label.bamboo', 'tutorial.label.characters', 'tutorial.label.dots'],
        },
      },
      {
        kind: 'explain',
        id: 'honours',
        figure: {
          kind: 'tiles',
          layout: 'rows',
          groups: ['we ws ww wn', 'dr dg dw'],
          labels: ['tutorial.label.winds', 'tutorial.label.dragons'],
        },
      },
      {
        kind: 'explain',
        id: 'sets',
        figure: {
          kind: 'tiles',
          groups: ['3d 4d 5d', '7c 7c 7c', '2b 2b 2b 2b', 'dr dr'],
          labels: [
            'tutorial.label.chow',
            'tutorial.label.pung',
            'tutorial.label.kong',
            'tutorial.label.pair',
          ],
        },
      },
      {
        kind: 'explain',
        id: 'hand',
        figure: {
          kind: 'tiles',
          groups: ['1b 2b 3b', '5c 5c 5c', '6d 7d 8d', '4b 5b 6b', 'ww ww'],
        },
      },
      {
        kind: 'quiz',
        id: 'quiz',
        figure: { kind: 'tiles', groups: ['4d 6d'] },
        choices: ['5b', '5d', '7d', '6c'],
        answer: '5d',
      },
    ],
  },
  {
    id: 'turns',
    rules: ['§2.2', '§4.2', '§5.1', '§5.2'],
    steps: [
      { kind: 'explain', id: 'intro' },
      {
        kind: 'table',
        id: 'play',
        rig: {
          hands: [
            '9b 9b 1c 1c 9c 9c 1d 1d we we dr dr dg ww',
            '1b 2b 3b 5c 6c 7c 2d 3d 4d 7d 8d 6b wn',
            '',
            '',
          ],
          // South, West, North, East, South.
          draws: '6b dg ww dr dw',
        },
        moves: [
          { type: 'discard', tile: 'wn' },
          { type: 'discard', tile: 'dw' },
        ],
      },
    ],
  },
  {
    id: 'claiming',
    rules: ['§5.3', '§5.4', '§5.5'],
    steps: [
      {
        kind: 'table',
        id: 'play',
        rig: {
          hands: [
            '1c 1c 2c 2c 9c 9c 1d 1d 9b 9b we we dr 5d',
            '5d 5d 5c 6c 1b 2b 3b 7b 8b 9d 9d wn ws',
            '',
            '',
          ],
          // After South's pung: West, North, East.
          draws: 'dr ww 4c',
        },
        moves: [
          { type: 'claimPung' },
          { type: 'discard', tile: 'wn' },
          { type: 'claimChow', lowest: '4c' },
          { type: 'discard', tile: 'ws' },
        ],
      },
      { kind: 'explain', id: 'order' },
    ],
  },
  {
    id: 'kongs',
    rules: ['§6.1', '§6.2', '§6.3', '§6.4', '§7'],
    steps: [
      {
        kind: 'table',
        id: 'play',
        rig: {
          hands: [
            '1c 1c 9c 1d 1d 9d 9d we we ww ww dr dr dg',
            '8b 8b 8b 5d 5d 5d 2c 3c 4c 7d 8d 9c wn',
            '',
            '',
          ],
          // South, West.
          draws: '8b 5d',
          replacements: '9c dr',
        },
        moves: [
          { type: 'declareKong', tile: '8b' },
          { type: 'discard', tile: 'wn' },
          { type: 'claimKong' },
          { type: 'discard', tile: 'dr' },
        ],
      },
      {
        kind: 'explain',
        id: 'small',
        figure: {
          kind: 'tiles',
          groups: ['6b 6b 6b', '6b'],
          labels: ['tutorial.label.exposedPung', 'tutorial.label.drawn'],
        },
      },
    ],
  },
  {
    id: 'winning',
    rules: ['§8.1', '§8.3', '§5.3', '§10.2'],
    steps: [
      {
        kind: 'table',
        id: 'selfDrawn',
        rig: {
          hands: [
            '1b 1b 9b 9b 1d 1d 9d 9d we we ww ww wn dg',
            '2c 3c 4c 6b 7b 8b 3d 4d 5d 7c 8c dr dr',
            '',
            '',
          ],
          draws: '9c',
        },
        moves: [{ type: 'declareWin' }],
      },
      {
        kind: 'table',
        id: 'onDiscard',
        rig: {
          hands: [
            '1b 1b 9b 9b 1d 1d 9d 9d we we ws ws wn ww',
            'dg dg dg 6b 7b 8b 3d 4d 5d 7c 8c 2c wn',
            '',
            '',
          ],
          // South, West, North.
          draws: '2c dr 6c',
        },
        moves: [{ type: 'discard', tile: 'wn' }, { type: 'claimWin' }],
      },
      {
        kind: 'explain',
        id: 'special',
        figure: {
          kind: 'tiles',
          groups: [
            '2b 2b 5c 5c 7c 7c 3d 3d 8d 8d we we dg dg',
            '1b 9b 1c 9c 1d 9d we ws ww wn dr dg dw dw',
          ],
          labels: ['zj.10.2', 'zj.10.1'],
          layout: 'rows',
        },
      },
    ],
  },
  {
    id: 'scoring',
    rules: ['§9.1', '§9.3', '§9.4', '§9.5', '§10'],
    steps: [
      {
        kind: 'explain',
        id: 'chicken',
        figure: {
          kind: 'hand',
          hand: '[2b 3b 4b] [9c 9c 9c] 5d 6d 7d 1d 1d 3c 4c',
          win: '5c',
          from: 'discard',
          seat: SOUTH,
          breakdown: true,
        },
      },
      {
        kind: 'explain',
        id: 'patterns',
        figure: {
          kind: 'patterns',
          ids: ['1.1', '1.2', '1.3', '3.1', '4.1', '2.1.1', '2.1.2', '10.2'],
        },
      },
      {
        kind: 'quiz',
        id: 'quiz',
        figure: {
          kind: 'hand',
          hand: '2b 3b 4b 5c 6c 7c 3d 4d 5d 6d 7d 8d 5b',
          win: '5b',
          from: 'wall',
          seat: SOUTH,
        },
        choices: [5, 10, 15, 30],
        answer: 15,
      },
      {
        kind: 'explain',
        id: 'limit',
        figure: {
          kind: 'hand',
          hand: '1c 1c 1c 2c 2c 2c 3c 3c 3c 9c 9c 5c 5c',
          win: '5c',
          from: 'wall',
          seat: SOUTH,
          breakdown: true,
        },
      },
    ],
  },
  {
    id: 'payments',
    rules: ['§12.1', '§12.2', '§12.3', '§12.6'],
    steps: [
      {
        kind: 'explain',
        id: 'selfDrawn',
        figure: { kind: 'payments', value: 30, winner: WEST, responsible: null },
      },
      {
        kind: 'explain',
        id: 'small',
        figure: { kind: 'payments', value: 20, winner: NORTH, responsible: EAST },
      },
      {
        kind: 'explain',
        id: 'large',
        figure: { kind: 'payments', value: 50, winner: EAST, responsible: WEST },
      },
      {
        kind: 'quiz',
        id: 'quiz',
        choices: [25, 40, 70, 120],
        answer: 70,
        reveal: { kind: 'payments', value: 40, winner: WEST, responsible: SOUTH },
      },
    ],
  },
  ...RULESET_LESSONS,
] as const satisfies readonly Lesson[];

export type LessonData = typeof LESSON_DATA;

export const LESSONS: readonly Lesson[] = LESSON_DATA;

export function lessonById(id: string): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}

/** The lesson after `id`, or null after the last one. */
export function nextLesson(id: LessonId): Lesson | null {
  const at = LESSONS.findIndex((lesson) => lesson.id === id);
  return LESSONS[at + 1] ?? null;
}
