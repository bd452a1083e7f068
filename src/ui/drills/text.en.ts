/** The drills' English words: they load with the drills, not at start-up. */
export const drillsEn = {
  'drills.title': 'What would you discard?',
  'drills.intro':
    'Every big mistake the coach finds in your matches comes back here as a question. Answer it right twice in a row and it is learnt; miss it and it comes back after 1, 3, 7 days and more.',
  'drills.loading': 'Reading your drills…',
  'drills.unavailable':
    'The drills cannot be read on this device: the browser does not let Hu! keep data here.',
  'drills.empty':
    'No drill yet. Play a match: the big mistakes the coach finds in it come here as questions.',
  'drills.due_one': '{{count}} question waiting',
  'drills.due_other': '{{count}} questions waiting',
  'drills.later_one': '{{count}} coming back later',
  'drills.later_other': '{{count}} coming back later',
  'drills.retired_one': '{{count}} learnt',
  'drills.retired_other': '{{count}} learnt',
  'drills.start': 'Start',
  'drills.noneDue': 'No question is waiting now: the next one comes back on {{date}}.',
  'drills.allLearnt': 'Every question is learnt. Well done!',
  'drills.from': 'From your match of {{date}}, hand {{hand}}.',
  'drills.wall_one': '{{count}} tile left in the wall',
  'drills.wall_other': '{{count}} tiles left in the wall',
  'drills.question.turn': 'Your turn: tap the tile you would discard.',
  'drills.question.claim': '{{name}} discarded {{tile}}. What do you do?',
  'drills.seat': '{{name}} ({{wind}})',
  'drills.noDiscards': 'No discard yet',
  'drills.thinking': 'The coach is looking at your answer…',
  'drills.failed': 'The coach could not look at this answer. Try the question again.',
  'drills.right': 'Right!',
  'drills.wrong': 'Not the coach’s move.',
  'drills.learnt': 'Right twice in a row: this question is learnt.',
  'drills.again_one': 'It comes back tomorrow.',
  'drills.again_other': 'It comes back in {{count}} days.',
  'drills.best': 'The best discards',
  'drills.next': 'Next question',
  'drills.back': 'Back to the drills',
} as const;

export type DrillsKey = keyof typeof drillsEn;
