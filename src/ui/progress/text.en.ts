/** The progress page's English words: they load with the page, not at start-up. */
export const progressEn = {
  'progress.title': 'Your progress',
  'progress.loading': 'Reading your matches…',
  'progress.unavailable':
    'Your progress cannot be read on this device: the browser does not let Hu! keep data here.',
  'progress.empty':
    'No match yet. Play a match and your progress shows here: how often you play like the coach, your big mistakes, your wins.',
  'progress.rules': 'Rules',
  'progress.reviewing':
    'The coach is looking at your matches: {{done}} of {{total}} done. The figures fill in as it goes.',
  'progress.noStorage': 'What the coach finds cannot be kept on this device.',
  'progress.matches_one': 'From your last match.',
  'progress.matches_other': 'From your {{count}} matches, oldest on the left.',
  'progress.recent_other': 'last {{count}} matches',
  'progress.recent_one': 'last match',
  'progress.all': 'all: {{value}}',
  'progress.lowerIsBetter': 'fewer is better',
  'progress.notReviewed': 'not looked at yet',
  'progress.chart.summary_other':
    '{{title}}: {{first}} in your first match, {{last}} in your last; {{recent}} over the last {{count}} matches.',
  'progress.chart.summary_one': '{{title}}: {{last}} in your only match.',
  'progress.metric.coachMatch': 'Discards like the coach’s',
  'progress.metric.bigPerHand': 'Big mistakes a hand',
  'progress.metric.winRate': 'Hands won',
  'progress.metric.dealInRate': 'Wins on your discard',
  'progress.metric.pointsPerHand': 'Points a hand',
  'progress.mistake.most': 'Your most frequent big mistake: {{kind}} ({{count}} of {{total}}).',
  'progress.mistake.none': 'No big mistake in the matches the coach has looked at. Well played!',
  'progress.mistake.speed': 'keeping tiles that bring your hand to ready more slowly',
  'progress.mistake.value': 'giving up a hand worth more points',
  'progress.mistake.safety': 'throwing a tile that could pay an opponent’s win',
  'progress.mistake.claim': 'claiming a discard (or letting one go) against the coach’s advice',
  'progress.mistake.kong': 'declaring a kong, or not, against the coach’s advice',
  'progress.mistake.win': 'not taking a win',
} as const;

export type ProgressKey = keyof typeof progressEn;
