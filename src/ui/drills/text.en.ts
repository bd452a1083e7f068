/** The drills' English words: they load with the drills, not at start-up. */
export const drillsEn = {
  'drills.title': 'What would you discard?',
  'drills.intro':
    'A question you miss comes back after 1, 3, 7 days and more, until you answer it right twice in a row.',
  'drills.daily.title': 'Today’s {{count}}',
  'drills.daily.intro':
    'Positions from Hu!’s own games, each teaching one idea: a new set every day.',
  'drills.daily.rules': 'Rules of today’s positions',
  'drills.daily.done': '{{done}} of {{count}} done today',
  'drills.daily.start': 'Start today’s positions',
  'drills.daily.continue': 'Go on',
  'drills.daily.finished': 'All done for today: new positions tomorrow.',
  'drills.daily.allLearnt': 'You have learnt every position of these rules. Well done!',
  'drills.daily.failed':
    'Today’s positions could not be loaded. Close the drills and open them again.',
  'drills.daily.question': 'Today’s positions: {{n}} of {{count}} ({{rules}}).',
  'drills.builtinFrom': 'A position from Hu!’s own games ({{rules}}).',
  'drills.deck.title': 'Your mistakes',
  'drills.deck.intro':
    'Every big mistake the coach finds in your matches comes back here as a question, with the positions of the day you missed.',
  'drills.idea': 'The idea',
  'drills.idea.efficiency': 'Tile efficiency',
  'drills.idea.efficiency.text':
    'Keep the tiles that bring your hand to ready fastest, with the most tiles still to come that help it.',
  'drills.idea.pattern': 'A pattern worth more',
  'drills.idea.pattern.text':
    'The fastest tile is not always the best: keeping a pattern that scores more can be worth more points than a quicker, cheaper hand.',
  'drills.idea.doublings': 'Ravenna’s doublings',
  'drills.idea.doublings.text':
    'Each doubling multiplies your score by 2: a pung of dragons or of your own wind, or a hand of one suit with honours. Keep the tiles that can become one.',
  'drills.idea.safety': 'A safe discard late in the hand',
  'drills.idea.safety.text':
    'Late in the hand an opponent may be ready: the one who discards his winning tile pays for it. Throw a tile less likely to let him win, even if your hand liked the other better.',
  'drills.idea.claim': 'Claim or pass',
  'drills.idea.claim.text':
    'Claim a discard when the set brings your hand closer to winning without giving up more than it gains; let it go when it costs speed or a better hand.',
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
  'drills.learntAtOnce': 'Right at first sight: this position is learnt.',
  'drills.again_one': 'It comes back tomorrow.',
  'drills.again_other': 'It comes back in {{count}} days.',
  'drills.best': 'The best discards',
  'drills.next': 'Next question',
  'drills.back': 'Back to the drills',
} as const;

export type DrillsKey = keyof typeof drillsEn;
