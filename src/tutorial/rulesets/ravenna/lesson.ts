/**
 * The lesson of what changes in Ravenna (ravenna.md §0), for a player who knows Zung Jung: its
 * tables are played by Ravenna's rules, so it names the ruleset.
 */
import { ravenna } from '../../../engine';
import type { Lesson } from '../../types';

export const IN_RAVENNA = {
  // What changes in the game played in Ravenna (ravenna.md §0), for a player who knows Zung Jung.
  id: 'inRavenna',
  ruleset: ravenna.id,
  rules: ['§6.1', '§6.2', '§6.3', '§10.1', '§10.2', '§10.3', '§10.4', '§11'],
  steps: [
    {
      kind: 'table',
      id: 'play',
      rig: {
        // East throws the 5 of Characters, the tile held apart (§4.1): South could chow it in
        // Zung Jung with 4 and 6, but in Ravenna only the pung is offered (§6.2).
        hands: [
          '1c 1c 2c 2c 9c 9c 1d 1d 9b 9b we we dr 5c',
          '5c 5c 4c 6c 1b 2b 3b 7b 8b 9d 9d wn ws',
          '',
          '',
        ],
      },
      moves: [{ type: 'claimPung' }, { type: 'discard', tile: 'wn' }],
    },
    {
      kind: 'explain',
      id: 'tablePoints',
      figure: {
        kind: 'tiles',
        groups: ['5b 5b 5b', '9c 9c 9c', 'dr dr dr dr', 'dg dg'],
        labels: [
          'tutorial.label.ravenna.exposedPung',
          'tutorial.label.ravenna.concealedPung',
          'tutorial.label.ravenna.exposedKong',
          'tutorial.label.ravenna.dragonPair',
        ],
      },
    },
    {
      kind: 'explain',
      id: 'doublings',
      figure: {
        kind: 'tiles',
        groups: ['dr dr dr', 'ws ws ws', 'f2'],
        labels: [
          'tutorial.label.ravenna.dragonPung',
          'tutorial.label.ravenna.ownWind',
          'tutorial.label.ravenna.ownFlower',
        ],
      },
    },
    { kind: 'quiz', id: 'quiz', choices: [32, 52, 64, 200], answer: 64 },
    { kind: 'explain', id: 'everybody' },
    { kind: 'quiz', id: 'east', choices: [40, 80, 120, 160], answer: 80 },
  ],
} as const satisfies Lesson;
