/** The words of the table's menu and the new-match screen: they load with them, not at start-up. */
export const matchEn = {
  'match.menu.title': 'Menu',
  'match.resume': 'Resume the match',
  'match.new': 'New match',
  'match.leave.question':
    'Leave this match? A hand is being played. The match is kept in the History as unfinished, every hand so far ready to replay.',
  'match.leave.confirm': 'Leave it',
  'match.leave.cancel': 'Keep playing',
  'match.setup.title': 'New match',
  'match.setup.start': 'Start the match',
  'match.setup.cancel': 'Cancel',
  'match.setup.note':
    'These rules and options apply to the match you start now, and to the next ones.',
  'match.setup.invalid': 'Give a whole number from 1 to {{max}}.',
  'match.rules': 'This match',
  'match.flowers.on': 'Flowers and seasons',
  'match.flowers.halved': 'Flowers and seasons, points halved',
  'match.flowers.off': 'No flowers',
  'match.practice': 'Practice (undo)',
  'match.serious': 'Serious',
  'match.ravenna.limit': 'Limit',
  'match.ravenna.startingBalance': 'Starting balance',
  'match.ravenna.dealPasses': 'Deal passes',
  'match.ravenna.stopWhenBroke': 'End when a player is broke',
  'match.ravenna.limitShown': 'Limit {{points}}',
  'match.ravenna.startingBalanceShown': 'Starting balance {{points}}',
  'match.ravenna.dealPassesShown': 'Deal passes {{count}}',
  'match.ravenna.stopsWhenBroke': 'Ends when a player is broke',
  'match.ravenna.playsOn': 'Goes on when a player is broke',
} as const;

export type MatchKey = keyof typeof matchEn;
