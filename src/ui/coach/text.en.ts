/**
 * The coach's words, in their own i18next namespace: they load with the coach's code (a lazy
 * chunk), not with the app's start-up. Plain words for a beginner: "tiles away from ready", not
 * "shanten". Pattern, tile and player names come from the main catalogues (glossary.md).
 */
export const coachEn = {
  'coach.title': 'Coach',
  'coach.complete': 'Your hand is complete',
  'coach.ready': 'Ready! One more tile wins',
  'coach.away.one': '1 tile away from ready',
  'coach.away.other': '{{count}} tiles away from ready',
  'coach.help.none': 'no useful tile is left unseen',
  'coach.readyMeans': 'Ready means one tile away from a winning hand.',
  'coach.helpKinds.other': '{{kinds}} kinds of tile help you, {{count}} copies still hidden',
  'coach.odds.tiny': 'less than 1 in 100',
  'coach.odds.oneIn': 'about 1 in {{n}}',
  'coach.expect.little': 'under 1 point',
  'coach.expect.one': 'about 1 point',
  'coach.expect.other': 'about {{points}} points',
  'coach.options': 'Best discards',
  'coach.option':
    '{{tile}}: chance to win {{chance}} ({{percent}}), {{points}} to expect ({{expected}}){{estimate}}',
  'coach.option.estimate': ', estimated',
  'coach.option.suggested': 'suggested',
  'coach.odds.short.tiny': '<1 in 100',
  'coach.odds.short.oneIn': '1 in {{n}}',
  'coach.expect.short.little': '<1 pt',
  'coach.expect.short.one': '≈1 pt',
  'coach.expect.short.other': '≈{{points}} pts',
  'coach.more': 'Patterns',
  'coach.win': 'You can win now: {{points}} points. Call Hu!',
  'coach.kong': 'Declare the kong of {{tile}}: One Kong adds 5 points and you draw a new tile.',
  'coach.discard': 'Discard {{tile}}: {{why}}',
  'coach.discardInstead': 'Discard {{tile}} rather than {{instead}}: {{why}}',
  'coach.sign.keepsSuit': 'has not thrown a single {{suit}} tile',
  'coach.safer.discarded': '{{name}} discarded {{tile}} earlier.',
  'coach.safer.lessLikely': '{{tile}} is less likely to complete that hand.',
  'coach.suit.0': 'Bamboo',
  'coach.suit.1': 'Characters',
  'coach.suit.2': 'Dots',
  'coach.waits': 'Waiting on',
  'coach.left.one': '1 left',
  'coach.left.other': '{{count}} left',
  'coach.left.none': 'none left',
  'coach.points.one': '{{points}} pt',
  'coach.points.other': '{{points}} pts',
  'coach.winning.none': 'no winning tile left',
  'coach.selfDrawn': '{{points}} self-drawn',
  'coach.wait': '{{tile}}: {{left}}, {{points}} points on a discard, {{self}} self-drawn',
  'coach.deadWait': 'Every copy of your winning tiles is in sight: change your wait.',
  'coach.patterns': 'Patterns in reach',
  'coach.patterns.none':
    'No pattern is close: any winning hand still scores (a chicken hand is 1 point).',
  'coach.pattern.onTrack': 'on track',
  'coach.pattern.ready': 'ready',
  'coach.pattern.away.one': '1 tile away',
  'coach.pattern.away.other': '{{count}} tiles away',
  'coach.pattern.each': '{{points}} pts each',
  'coach.danger':
    'Someone may be close to winning: tinted tiles are risky to discard (darker is riskier).',
  'coach.claim.win': 'Coach: call Hu! It wins {{points}} points.',
  'coach.claim.closer':
    'Coach: {{claim}}. It brings you closer to ready ({{from}} → {{to}} tiles away).',
  'coach.claim.ready': 'Coach: {{claim}}. You will be ready.',
  'coach.claim.wider': 'Coach: {{claim}}. Many more tiles will help ({{to}} instead of {{from}}).',
  'coach.claim.value': 'Coach: {{claim}}. It makes your hand worth more.',
  'coach.claim.gains': 'It brings {{pattern}} ({{points}} points) closer.',
  'coach.claim.loses': 'It gives up {{patterns}}.',
  'coach.pass.noProgress': 'Coach: pass. {{claim}} would not bring you closer to ready.',
  'coach.pass.loses':
    'Coach: pass. {{claim}} would bring you closer, but it gives up {{patterns}}.',
  'coach.pass.value': 'Coach: pass. Your hand is worth more as it is.',
  'coach.and': '{{a}} and {{b}}',
  'coach.review.title': 'Your last move',
  'coach.review.waiting': 'Practice mode: the coach comments after each of your moves.',
  'coach.review.thinking': 'The coach is looking at your move…',
  'coach.review.discardSame': 'You discarded {{tile}}, as the coach would: {{why}}',
  'coach.review.discardOther':
    'You discarded {{tile}}. The coach would discard {{advice}}: {{why}}',
  'coach.review.after':
    'After yours: {{away}}, {{count}} tiles help. After the coach’s: {{adviceAway}}, {{adviceCount}} tiles help.',
  'coach.review.claimSame': 'You chose {{choice}}: the coach agrees.',
  'coach.review.claimOther': 'You chose {{choice}}; the coach would choose {{advice}}.',
  'coach.review.kong': 'You declared a kong.',
  'coach.review.win': 'You called Hu!',
  'coach.choice.pass': 'Pass',
  'coach.kong.ravenna':
    'Declare the kong of {{tile}}: a kong scores four times a pung, and you draw a replacement tile.',
  'coach.more.ravenna': 'Scoring',
  'coach.scoring.ravenna':
    'Every hand scores, yours too when another player wins: pungs and kongs (double for 1s, 9s, winds and dragons, double again when concealed), a pair of dragons or of your own wind, 4 for each flower, 20 for going out. Each pung of dragons or of your own wind, your own flower and your own season doubles the score; the limit is {{limit}}.',
  'coach.eastDouble':
    'As East you collect double if you win, and pay double if another player wins.',
  'coach.helpKinds.one.one': '1 kind of tile helps you, 1 copy still hidden',
  'coach.helpKinds.one.other': '1 kind of tile helps you, {{count}} copies still hidden',
  'coach.odds.none': 'no chance to win',
  'coach.odds.tenths': 'about {{n}} in 10',
  'coach.odds.sure': 'almost sure',
  'coach.odds.short.none': 'no chance',
  'coach.odds.short.tenths': '{{n}} in 10',
  'coach.odds.short.sure': 'near sure',
  'coach.why.efficiencyWin': 'it keeps the most useful tiles and the best chance to win.',
  'coach.why.efficiencyPoints': 'it keeps the most useful tiles and the most points to expect.',
  'coach.why.efficiencyPlan':
    'it keeps the most useful tiles, on the way to {{pattern}} ({{value}} points).',
  'coach.why.waits': 'you are ready, waiting on {{waits}} ({{left}}).',
  'coach.why.waitsPlan':
    'you are ready for {{pattern}} ({{value}} points), waiting on {{waits}} ({{left}}).',
  'coach.why.waitsDead': 'you are ready on {{waits}}, but every copy is in sight.',
  'coach.why.chance': 'a better chance to win ({{chance}}, against {{insteadChance}}).',
  'coach.why.chanceSlight': 'a slightly better chance to win.',
  'coach.why.chancePoints': 'as many points to expect, and a better chance to win.',
  'coach.why.value': 'more points to expect ({{points}}, against {{insteadPoints}}).',
  'coach.why.valueSlight': 'slightly more points to expect.',
  'coach.why.valuePattern':
    '{{pattern}} ({{value}} points) stays in reach: {{points}} to expect, against {{insteadPoints}}.',
  'coach.why.valuePatternSlight':
    '{{pattern}} ({{value}} points) stays in reach: slightly more points to expect.',
  'coach.why.trade': 'You win a little less often, but for more.',
  'coach.why.givesUp':
    'It wins more often; {{tile}} would bring more points ({{points}} to expect, against {{mine}}).',
  'coach.why.givesUpSlight': 'It wins more often; {{tile}} would bring slightly more points.',
  'coach.why.slower': 'It leaves you one more tile from ready.',
  'coach.why.noChance':
    'your own draws can no longer win this hand before the wall ends, so throw the tile least likely to let another player win.',
  'coach.why.noChanceShort': 'your draws can no longer win: throw the safest tile.',
  'coach.why.safety': '{{instead}} is {{danger}} now.',
  'coach.why.safetyReady': '{{instead}} is {{danger}} now: {{name}} may be ready ({{chance}}).',
  'coach.why.safer': 'it is less likely to let another player win.',
  'coach.why.saferReady':
    'it is less likely to let another player win: {{name}} may be ready ({{chance}}).',
  'coach.why.speed':
    'a better chance to win ({{chance}}, against {{insteadChance}}), for fewer points: when you win, nobody else does.',
  'coach.why.speedShort': 'a better chance to win, for fewer points.',
  'coach.why.wider': 'it keeps more useful tiles ({{tiles}}, against {{insteadTiles}}).',
  'coach.why.widerShort': 'it keeps more useful tiles.',
  'coach.why.closer': 'it leaves your hand a step closer to ready.',
  'coach.why.even': 'just as good by the numbers: the same chance and points.',
  'coach.why.evenTiny': 'just as good.',
  'coach.why.judgementTiny': 'looking further ahead, it does better.',
  'coach.why.judgement':
    'the numbers put the other tile ahead, but this far from ready they are only estimates (≈): looking at every next draw, this one does better.',
  'coach.why.judgementShort':
    'this far from ready the numbers are only estimates (≈); looking further ahead, this one does better.',
  'coach.why.signs': '{{first}}: {{rest}}.',
  'coach.danger.1': 'a little risky',
  'coach.danger.2': 'risky',
  'coach.danger.3': 'dangerous',
  'coach.sign.ready': '{{name}} may be ready ({{chance}})',
  'coach.sign.sets.one': '1 set on the table',
  'coach.sign.sets.other': '{{count}} sets on the table',
  'coach.sign.oneSuit': 'all in {{suit}}',
  'coach.sign.oneSuitHonours': 'all {{suit}} or honours',
  'coach.sign.drawStreak.one': 'threw the tile just drawn',
  'coach.sign.drawStreak.other': 'threw the tile just drawn {{count}} times in a row',
  'coach.sign.middleFromHand': 'just gave up a middle tile kept for a long time',
  'coach.sign.lateWall.one': 'only 1 tile left in the wall',
  'coach.sign.lateWall.other': 'only {{count}} tiles left in the wall',
  'coach.safer.passed':
    '{{name}} let {{tile}} go by without winning on it, and that hand has not changed since.',
  'coach.danger.beside':
    '{{instead}} sits close to {{tile}}, the last tile {{name}} threw from the hand: a tile kept that long sat beside the tiles still held.',
  'coach.winning.one': '1 winning tile left',
  'coach.winning.other': '{{count}} winning tiles left',
  'coach.details': 'Details',
  'coach.details.title': 'The coach in detail',
  'coach.details.close': 'Close the details',
  'coach.section.hand': 'Your hand',
  'coach.section.why': 'Why',
  'coach.section.numbers': 'How to read the numbers and colours',
  'coach.legend':
    'Chance: how often you win this hand at this table, on a discard or by your own draw, with the others trying to win first · pts: the points you can expect on average (a hand you do not win counts 0).',
  'coach.legend.short': 'Below: chance to win · points to expect',
  'coach.expected':
    'Here your chance to win is {{chance}}: counting each win by how likely it is, that makes {{points}} to expect.',
  'coach.expected.plan':
    '{{pattern}} ({{value}} points) is in reach, and your chance to win is {{chance}}: counting each win by how likely it is, that makes {{points}} to expect.',
  'coach.expected.waitsPlan':
    'Every win here scores {{pattern}} ({{value}} points), and your chance to win is {{chance}}: counting each win by how likely it is, that makes {{points}} to expect.',
  // Ravenna's words (glossary.md): a Ravenna match reads these through rulesetWords (ui/rulesets).
  'coach.ready_ravenna': 'Ready! One more tile wins',
  'coach.away.one_ravenna': '1 tile away from ready',
  'coach.away.other_ravenna': '{{count}} tiles away from ready',
  'coach.help.none_ravenna': 'no useful tile is left unseen',
  'coach.readyMeans_ravenna': 'Ready means one tile away from a winning hand.',
  'coach.helpKinds.other_ravenna':
    '{{kinds}} kinds of tile help you, {{count}} copies still hidden',
  'coach.win_ravenna': 'You can win now: {{points}} points. Call Mah Jong!',
  'coach.sign.keepsSuit_ravenna': 'has not thrown a single {{suit}} tile',
  'coach.winning.none_ravenna': 'no winning tile left',
  'coach.deadWait_ravenna': 'Every copy of your winning tiles is in sight: change your wait.',
  'coach.danger_ravenna':
    'Someone may be close to winning: tinted tiles are risky to discard (darker is riskier).',
  'coach.claim.win_ravenna': 'Coach: call Mah Jong! It wins {{points}} points.',
  'coach.claim.closer_ravenna':
    'Coach: {{claim}}. It brings you closer to ready ({{from}} → {{to}} tiles away).',
  'coach.claim.wider_ravenna':
    'Coach: {{claim}}. Many more tiles will help ({{to}} instead of {{from}}).',
  'coach.review.after_ravenna':
    'After yours: {{away}}, {{count}} tiles help. After the coach’s: {{adviceAway}}, {{adviceCount}} tiles help.',
  'coach.review.kong_ravenna': 'You declared a kong.',
  'coach.review.win_ravenna': 'You called Mah Jong!',
  'coach.helpKinds.one.one_ravenna': '1 kind of tile helps you, 1 copy still hidden',
  'coach.helpKinds.one.other_ravenna': '1 kind of tile helps you, {{count}} copies still hidden',
  'coach.why.efficiencyWin_ravenna': 'it keeps the most useful tiles and the best chance to win.',
  'coach.why.wider_ravenna': 'it keeps more useful tiles ({{tiles}}, against {{insteadTiles}}).',
  'coach.why.widerShort_ravenna': 'it keeps more useful tiles.',
  'coach.why.judgement_ravenna':
    'the numbers put the other tile ahead, but this far from ready they are only estimates (≈): looking at every next draw, this one does better.',
  'coach.why.efficiencyPoints_ravenna':
    'it keeps the most useful tiles and the most points to expect.',
  'coach.why.efficiencyPlan_ravenna':
    'it keeps the most useful tiles, on the way to {{pattern}} ({{value}} points).',
  'coach.why.slower_ravenna': 'It leaves you one more tile from ready.',
  'coach.why.noChance_ravenna':
    'your own draws can no longer win this hand before the wall ends, so throw the tile least likely to let another player win.',
  'coach.why.noChanceShort_ravenna': 'your draws can no longer win: throw the safest tile.',
  'coach.sign.drawStreak.one_ravenna': 'threw the tile just drawn',
  'coach.sign.drawStreak.other_ravenna': 'threw the tile just drawn {{count}} times in a row',
  'coach.sign.middleFromHand_ravenna': 'just gave up a middle tile kept for a long time',
  'coach.sign.lateWall.one_ravenna': 'only 1 tile left in the wall',
  'coach.sign.lateWall.other_ravenna': 'only {{count}} tiles left in the wall',
  'coach.danger.beside_ravenna':
    '{{instead}} sits close to {{tile}}, the last tile {{name}} threw from the hand: a tile kept that long sat beside the tiles still held.',
  'coach.winning.one_ravenna': '1 winning tile left',
  'coach.winning.other_ravenna': '{{count}} winning tiles left',
} as const;

export type CoachKey = keyof typeof coachEn;
