/**
 * The tutorial's English words. They load with the tutorial (text.ts adds them to i18next), not
 * with the app: the start-up JavaScript has a budget (test/e2e/bundle.test.ts). Each lesson step
 * finds its words by lesson and step id (src/store/tutorialLessons.ts); `{{east}}`, `{{west}}` and
 * `{{north}}` are the computer players' names at the lesson tables (the person sits South).
 */
export const tutorialEn = {
  'tutorial.title': 'Learn to play',
  'tutorial.intro':
    '{{count}} short lessons of a few minutes each. At the table you play real hands with the real rules; your own matches are not touched.',
  'tutorial.lessonNumber': 'Lesson {{n}}',
  'tutorial.done': 'Done',
  'tutorial.step': 'Step {{n}} of {{count}}',
  'tutorial.back': 'Back',
  'tutorial.continue': 'Continue',
  'tutorial.finish': 'Finish the lesson',
  'tutorial.allLessons': 'All lessons',
  'tutorial.complete.title': 'Lesson complete!',
  'tutorial.complete.next': 'Next: {{lesson}}',
  'tutorial.complete.last':
    'You have finished every lesson: you are ready for a real match against {{east}}, {{west}} and {{north}}.',
  'tutorial.complete.nextButton': 'Next lesson',
  'tutorial.complete.play': 'Play a match',
  'tutorial.watch': 'The others are taking their turns…',
  'tutorial.tryAgain': 'Try again',
  'tutorial.points': '{{points}} points',
  'tutorial.total': 'Total',
  'tutorial.youPay': 'you',
  'tutorial.instruction': 'Lesson instructions',

  'tutorial.label.bamboo': 'Bamboo',
  'tutorial.label.characters': 'Characters',
  'tutorial.label.dots': 'Dots',
  'tutorial.label.winds': 'Winds',
  'tutorial.label.dragons': 'Dragons',
  'tutorial.label.ravenna.exposedPung': 'exposed pung of 2–8: 2',
  'tutorial.label.ravenna.concealedPung': 'concealed pung of 9s: 8',
  'tutorial.label.ravenna.exposedKong': 'exposed kong of dragons: 16',
  'tutorial.label.ravenna.dragonPair': 'pair of dragons: 2',
  'tutorial.label.ravenna.dragonPung': 'any dragon pung: ×2',
  'tutorial.label.ravenna.ownWind': 'your own wind (South here): ×2',
  'tutorial.label.ravenna.ownFlower': 'your own flower (2 for South): ×2',
  'tutorial.label.chow': 'chow',
  'tutorial.label.pung': 'pung',
  'tutorial.label.kong': 'kong',
  'tutorial.label.pair': 'pair',
  'tutorial.label.exposedPung': 'your claimed pung',
  'tutorial.label.drawn': 'drawn later',

  'tutorial.lesson.tiles.title': 'Tiles and sets',
  'tutorial.lesson.tiles.summary': 'The tiles, and the sets a hand is made of.',
  'tutorial.lesson.turns.title': 'Drawing and discarding',
  'tutorial.lesson.turns.summary': 'Your first turns at the table.',
  'tutorial.lesson.claiming.title': 'Claiming',
  'tutorial.lesson.claiming.summary': 'Take a discard for a pung or a chow.',
  'tutorial.lesson.kongs.title': 'Kongs',
  'tutorial.lesson.kongs.summary': 'Four of a kind, and the replacement tile.',
  'tutorial.lesson.winning.title': 'Winning',
  'tutorial.lesson.winning.summary': 'Complete your hand and call Hu!',
  'tutorial.lesson.scoring.title': 'How Zung Jung scores',
  'tutorial.lesson.scoring.summary': 'Patterns, the chicken hand and the limit.',
  'tutorial.lesson.payments.title': 'How payments work',
  'tutorial.lesson.payments.summary': 'Who pays the winner, and how much.',
  'tutorial.lesson.inRavenna.title': 'Playing in Ravenna',
  'tutorial.lesson.inRavenna.summary': 'What changes: claims, table points, doublings and East.',

  'tutorial.tiles.suits':
    'Mahjong is played with 136 tiles. Most of them belong to three suits numbered 1 to 9: Bamboo, Characters and Dots. There are four copies of every tile.',
  'tutorial.tiles.honours':
    'The other tiles are the honours: four winds (East, South, West, North) and three dragons (Red, Green, White). Honours have no numbers, so they never make a sequence.',
  'tutorial.tiles.sets':
    'A hand is built from sets. A chow is three numbers in a row of one suit. A pung is three identical tiles, a kong four. A pair is two identical tiles.',
  'tutorial.tiles.hand':
    'A winning hand is four sets and a pair: 14 tiles. You hold 13, and the last one you draw from the wall or take from another player.',
  'tutorial.tiles.quiz.question': 'Which tile turns these two into a chow?',
  'tutorial.tiles.quiz.right': 'Right: 4, 5 and 6 of Dots are three numbers in a row of one suit.',
  'tutorial.tiles.quiz.wrong':
    'Not quite: a chow is three numbers in a row of the same suit. Which Dots tile is missing?',

  'tutorial.turns.intro':
    'Everyone starts with 13 tiles. East, the dealer, takes a 14th and plays first. On your turn you draw a tile from the wall, then discard one face up in the middle. Turns go East, South, West, North: counter-clockwise around the table.\nThe last 14 tiles of the wall are the dead wall, kept for replacement tiles.',
  'tutorial.turns.play.1':
    'You are South, at the bottom. {{east}} (East) has discarded, and you have drawn the 6 of Bamboo, set apart on the right. Now discard one tile: the North wind goes with nothing. {{Verb}} it, then {{verb}} it again.',
  'tutorial.turns.play.1.wrong':
    'That tile is part of a set, or nearly: keep it. Discard the North wind, which goes with nothing.',
  'tutorial.turns.play.2':
    '{{west}}, {{north}} and {{east}} each drew and discarded in turn. Your turn again: you drew the White Dragon. It does not help your hand: discard it.',
  'tutorial.turns.play.2.wrong':
    'Keep the tiles that work together. The White Dragon you just drew helps nothing: discard it.',
  'tutorial.turns.play.done':
    'That is the rhythm of the game: draw one, discard one. Your hand now needs a single tile to win, a 6 or a 9 of Dots.',

  'tutorial.claiming.play.1':
    '{{east}} discarded the 5 of Dots. You hold two of them, and three identical tiles make a pung. Claim it: {{verb}} Pung.',
  'tutorial.claiming.play.1.wrong':
    'You could let it go, but this tile completes a set for you. {{Verb}} Pung.',
  'tutorial.claiming.play.2':
    'Your pung lies face up in front of you, the claimed tile turned. After a claim you do not draw: you just discard. Discard the North wind.',
  'tutorial.claiming.play.2.wrong':
    'Keep your other tiles: the North wind is the one that goes with nothing.',
  'tutorial.claiming.play.3':
    '{{east}} discarded the 4 of Characters: with your 5 and 6 it makes a chow. You may chow only the discard of the player on your left, who plays just before you. That is {{east}}: {{verb}} Chow.',
  'tutorial.claiming.play.3.wrong':
    'This tile makes a sequence with your 5 and 6 of Characters. {{Verb}} Chow.',
  'tutorial.claiming.play.4': 'Now discard the South wind, your last lonely tile.',
  'tutorial.claiming.play.4.wrong': 'The South wind goes with nothing: discard it.',
  'tutorial.claiming.play.done':
    'Two sets claimed, and your hand needs one tile to win. After a claim, play goes on from the player who claimed.',
  'tutorial.claiming.order':
    'Anyone may claim a discard for a pung or a kong; only the next player may claim it for a chow. If several players want the same tile, a win comes first, then a pung or a kong, then a chow.\nYou may always pass. Claimed sets are exposed: everybody sees them.',

  'tutorial.kongs.play.1':
    'You drew the fourth 8 of Bamboo. Four identical tiles make a kong: {{verb}} Kong to declare it.',
  'tutorial.kongs.play.1.wrong':
    'Keep your four 8s of Bamboo together and declare them: {{verb}} Kong.',
  'tutorial.kongs.play.2':
    'You drew all four tiles yourself, so your kong is concealed: its outer tiles lie face down. A kong counts as one set but uses four tiles, so you took a replacement tile from the dead wall: the 9 of Characters. Now discard the North wind.',
  'tutorial.kongs.play.2.wrong': 'The rest of your hand works together: discard the North wind.',
  'tutorial.kongs.play.3':
    '{{west}} discarded the 5 of Dots, and you hold the other three. Claim it for a kong: {{verb}} Kong.',
  'tutorial.kongs.play.3.wrong':
    'With three 5s of Dots in your hand, the fourth makes a kong, not just a pung. {{Verb}} Kong.',
  'tutorial.kongs.play.4':
    'After every kong you take a replacement tile: this time the Red Dragon. It does not help: discard it.',
  'tutorial.kongs.play.4.wrong': 'Discard the Red Dragon you just drew: it goes with nothing.',
  'tutorial.kongs.play.done':
    'Two kongs! Declaring a kong is always your choice, and every kong brings a replacement tile.',
  'tutorial.kongs.small':
    'One more kind: when you have claimed a pung and later draw its fourth tile, you may add it on your turn. That is a small exposed kong. But if the added tile completes another player’s hand, that player may take it and win: robbing a kong.',

  'tutorial.winning.selfDrawn.1':
    'Your hand is one tile from complete: three chows, a pair of Red Dragons, and 7-8 of Characters waiting for a 6 or a 9. You drew the 9 of Characters! {{Verb}} Hu! to declare your win.',
  'tutorial.winning.selfDrawn.1.wrong':
    'Do not throw it away: with the 9 of Characters your hand is complete. {{Verb}} Hu!',
  'tutorial.winning.selfDrawn.done':
    'A win on a tile you drew yourself is self-drawn: each of the three others pays you.',
  'tutorial.winning.onDiscard.1':
    'A new hand. You drew a second 2 of Characters: a pair. Discard the North wind, and one tile will complete your hand, a 6 or a 9 of Characters.',
  'tutorial.winning.onDiscard.1.wrong':
    'Every other tile is in a set, in the pair or in 7-8 of Characters: discard the North wind.',
  'tutorial.winning.onDiscard.2':
    '{{north}} discarded the 6 of Characters: your winning tile! You may win on anybody’s discard. {{Verb}} Hu!',
  'tutorial.winning.onDiscard.2.wrong': 'Passing would let your winning tile go by. {{Verb}} Hu!',
  'tutorial.winning.onDiscard.done':
    'You won on {{north}}’s discard. Your pung of Green Dragons scored too: dragons are valuable honours.',
  'tutorial.winning.special':
    'Besides four sets and a pair, two special hands win too: Seven Pairs, and Thirteen Terminals (one of every 1, 9, wind and dragon, plus a second of any one of them).',

  'tutorial.scoring.chicken':
    'Only the winner scores. A hand is worth the sum of the points of its patterns. A winning hand with no pattern at all is a chicken hand, worth 1 point, like this one.',
  'tutorial.scoring.patterns':
    'Some patterns you will meet often. They add up: a hand with several patterns scores them all. A Value Honor counts for every pung of dragons, or of your own seat wind.',
  'tutorial.scoring.quiz.question':
    'You drew the 5 of Bamboo and won with this hand. How many points is it worth?',
  'tutorial.scoring.quiz.right':
    'Right! All Sequences, Concealed Hand and No Terminals, 5 points each.',
  'tutorial.scoring.quiz.wrong':
    'Not quite. Look for patterns: are all its sets chows? Did you claim any set? Is there a 1, a 9 or an honour?',
  'tutorial.scoring.limit':
    'Points add up, but a hand is worth at most 320: the limit. This one adds up to 340 and scores 320. A few rare patterns are worth 320 or more alone (Big Four Winds is 400): they count by themselves.',
  'tutorial.pattern.1.1': 'four chows and a pair',
  'tutorial.pattern.1.2': 'no claimed set (winning on a discard is allowed)',
  'tutorial.pattern.1.3': 'no 1, no 9, no honour',
  'tutorial.pattern.3.1': 'each pung of dragons or of your seat wind',
  'tutorial.pattern.4.1': 'four pungs or kongs and a pair',
  'tutorial.pattern.2.1.1': 'one suit, with honours',
  'tutorial.pattern.2.1.2': 'one suit only',
  'tutorial.pattern.10.2': 'seven pairs',

  'tutorial.payments.selfDrawn':
    'The winner always collects three times the value of the hand. After a self-drawn win each of the three others pays the value: here {{west}} self-draws a 30-point hand. If nobody wins, nobody pays.',
  'tutorial.payments.small':
    'After a win on a discard worth up to 25 points it is the same: everybody pays the value, the discarder too. Here {{north}} wins 20 points on {{east}}’s discard.',
  'tutorial.payments.large':
    'From 26 points up, the discarder pays more: the two others pay 25 each, and the discarder pays the rest, three times the value minus 50. Here {{east}} wins 50 points on {{west}}’s discard.',
  'tutorial.payments.quiz.question':
    '{{west}} wins a 40-point hand on your discard. How much do you pay?',
  'tutorial.payments.quiz.right':
    'Right: the two others pay 25 each, and you pay the rest, 3 × 40 − 50 = 70.',
  'tutorial.payments.quiz.wrong':
    'Not quite. Above 25 points the two others pay 25 each, and the discarder pays the rest of 3 × 40.',

  'tutorial.inRavenna.play.1':
    '{{east}} discarded the 5 of Characters. In Zung Jung you could take it for a chow with your 4 and 6; in Ravenna a discard is never claimed for a chow, except to go out. You hold two 5s: {{verb}} Pung.',
  'tutorial.inRavenna.play.1.wrong': 'A pung is the claim on offer here: {{verb}} Pung.',
  'tutorial.inRavenna.play.2':
    'Your pung lies exposed in front of you. As in Zung Jung, after a claim you do not draw: discard the North wind.',
  'tutorial.inRavenna.play.2.wrong': 'The North wind goes with nothing: discard it.',
  'tutorial.inRavenna.play.done':
    'In Ravenna anyone may claim a discard for a pung or a kong. Only the player who goes out with a discard may take it for any set: a chow, a pung or the pair.',
  'tutorial.inRavenna.tablePoints':
    'Sets score table points: an exposed pung of 2 to 8 scores 2, of 1s, 9s, winds or dragons 4. A concealed pung scores double, a kong four times a pung. A pair of dragons or of your own wind scores 2, each flower or season 4 (Ravenna always plays with them); chows score nothing. Going out adds 20, or 30 when your four sets are all chows.',
  'tutorial.inRavenna.doublings':
    'Doublings multiply the score by 2 each: a pung or kong of any dragon or of your own wind, your own flower, your own season (and for the winner, four pungs, or one suit with honours). Three doublings, or two with 30 table points, reach the limit: 200 points, the most a hand can score.',
  'tutorial.inRavenna.quiz.question':
    'You go out with 12 table points, a pung of Red Dragons among them, and no other doubling. What is your score?',
  'tutorial.inRavenna.quiz.right':
    'Right: 12 + 20 for going out = 32, doubled for the dragons: 64.',
  'tutorial.inRavenna.quiz.wrong':
    'Not quite. First add the 20 for going out to the table points, then double once for the dragon pung.',
  'tutorial.inRavenna.everybody':
    'In Ravenna every hand counts, not only the winner’s: the others score the sets on their racks too. The winner collects his score from each of the three others. Then the three who did not win settle among themselves: each pays another the difference between their scores. East pays and collects double in every payment.',
  'tutorial.inRavenna.east.question':
    'You sit South and go out with a score of 40. How much does {{east}}, who is East, pay you?',
  'tutorial.inRavenna.east.right':
    'Right: East pays double, 2 × 40 = 80. The two others pay 40 each.',
  'tutorial.inRavenna.east.wrong': 'Not quite: East pays, and collects, double.',
} as const;

export type TutorialKey = keyof typeof tutorialEn;
export type TutorialCatalogue = { readonly [K in TutorialKey]: string };
