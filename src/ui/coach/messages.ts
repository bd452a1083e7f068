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
  'coach.helpKinds.one': '1 kind of tile helps you, {{count}} copies still hidden',
  'coach.helpKinds.oneCopy': '1 kind of tile helps you, 1 copy still hidden',
  'coach.helpKinds.other': '{{kinds}} kinds of tile help you, {{count}} copies still hidden',
  'coach.why.efficiencyWin': 'it keeps the most tiles that help you, and the best chance to win.',
  'coach.why.efficiencyPoints':
    'it keeps the most tiles that help you, and the most points to expect.',
  'coach.why.waits': 'you are then ready on {{waits}}, {{count}} copies still hidden.',
  'coach.why.waitsOne': 'you are then ready on {{waits}}, 1 copy still hidden.',
  'coach.why.waitsDead': 'you are then ready on {{waits}}, but every copy is in sight.',
  'coach.why.chance': 'it gives a better chance to win: {{chance}}, against {{insteadChance}}.',
  'coach.why.chancePoints': 'you can expect more points: {{points}}, against {{insteadPoints}}.',
  'coach.odds.none': 'no chance left',
  'coach.odds.tiny': 'less than 1 in 100',
  'coach.odds.oneIn': 'about 1 in {{n}}',
  'coach.odds.tenths': 'about {{n}} in 10',
  'coach.odds.sure': 'almost certain',
  'coach.expect.little': 'under 1 point',
  'coach.expect.one': 'about 1 point',
  'coach.expect.other': 'about {{points}} points',
  'coach.options': 'Best discards',
  'coach.options.win': 'chance to win',
  'coach.options.points': 'points to expect',
  'coach.option':
    '{{tile}}: chance to win {{chance}} ({{percent}}), {{points}} to expect ({{expected}}){{estimate}}',
  'coach.option.estimate': ', estimated',
  'coach.option.suggested': 'suggested',
  // The same, short enough for three side by side in a phone's coach strip.
  'coach.odds.short.none': 'no chance',
  'coach.odds.short.tiny': '<1 in 100',
  'coach.odds.short.oneIn': '1 in {{n}}',
  'coach.odds.short.tenths': '{{n}} in 10',
  'coach.odds.short.sure': 'near sure',
  'coach.expect.short.little': '<1 pt',
  'coach.expect.short.one': '≈1 pt',
  'coach.expect.short.other': '≈{{points}} pts',
  'coach.more': 'Patterns',
  'coach.hidePatterns': 'Hide patterns',

  'coach.win': 'You can win now: {{points}} points. Call Hu!',
  'coach.kong': 'Declare the kong of {{tile}}: One Kong adds 5 points and you draw a new tile.',
  'coach.discard': 'Discard {{tile}}: {{why}}',
  'coach.discardInstead': 'Discard {{tile}} rather than {{instead}}: {{why}}',
  'coach.why.value': 'it keeps a {{points}}-point {{pattern}} in reach.',
  'coach.why.valueHand':
    'your hand stays worth more (about {{points}} points instead of {{insteadPoints}}).',
  'coach.why.safety': '{{instead}} is dangerous now.',
  'coach.why.noChance':
    'no discard leaves you a chance to win before the wall ends, so throw the tile least likely to let another player win.',

  'coach.discard.slower': 'It costs one tile of speed.',
  'coach.discard.fewer':
    'Fewer tiles help ({{count}} instead of {{instead}}), but the points are worth it.',
  'coach.sign.ready': '{{name}} may be ready (about {{chance}}%)',
  'coach.sign.sets': '{{count}} sets on the table',
  'coach.sign.oneSuit': 'all in {{suit}}',
  'coach.sign.keepsSuit': 'has not thrown a single {{suit}} tile',
  'coach.sign.drawStreak': 'threw the tile just drawn {{count}} times in a row',
  'coach.sign.middleFromHand': 'just gave up a middle tile he had kept',
  'coach.sign.lateWall': 'only {{count}} tiles left in the wall',
  'coach.safer.passed':
    '{{name}} let {{tile}} go by without winning on it, and his hand has not changed since.',
  'coach.danger.beside':
    '{{instead}} sits close to {{tile}}, the last tile {{name}} threw from his hand: a tile kept that long sat beside the ones he still holds.',
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
  'coach.winning.one': '1 winning tile left',
  'coach.winning.other': '{{count}} winning tiles left',
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
  'coach.hideMore.ravenna': 'Hide scoring',
  'coach.scoring.ravenna':
    'Every hand scores, yours too when another player wins: pungs and kongs (double for 1s, 9s, winds and dragons, double again when concealed), a pair of dragons or of your own wind, 4 for each flower, 20 for going out. Each pung of dragons or of your own wind, your own flower and your own season doubles the score; the limit is {{limit}}.',
  'coach.eastDouble':
    'As East you collect double if you win, and pay double if another player wins.',
} as const;

export type CoachKey = keyof typeof coachEn;

export const coachIt: { readonly [K in CoachKey]: string } = {
  'coach.title': 'Coach',
  'coach.complete': 'La tua mano è completa',
  'coach.ready': 'A punto! Una tessera e vinci',
  'coach.away.one': 'Ti manca 1 tessera per essere a punto',
  'coach.away.other': 'Ti mancano {{count}} tessere per essere a punto',
  'coach.help.none': 'nessuna tessera utile è ancora nascosta',
  'coach.readyMeans': 'A punto vuol dire a una tessera da una mano vincente.',
  'coach.helpKinds.one': 'ti aiuta 1 tipo di tessera, {{count}} copie ancora nascoste',
  'coach.helpKinds.oneCopy': 'ti aiuta 1 tipo di tessera, 1 copia ancora nascosta',
  'coach.helpKinds.other': 'ti aiutano {{kinds}} tipi di tessera, {{count}} copie ancora nascoste',
  'coach.why.efficiencyWin':
    'tiene il maggior numero di tessere utili e la migliore probabilità di vincere.',
  'coach.why.efficiencyPoints':
    'tiene il maggior numero di tessere utili e il miglior punteggio atteso.',
  'coach.why.waits': 'così sei a punto su {{waits}}, {{count}} copie ancora nascoste.',
  'coach.why.waitsOne': 'così sei a punto su {{waits}}, 1 copia ancora nascosta.',
  'coach.why.waitsDead': 'così sei a punto su {{waits}}, ma ogni copia è già in vista.',
  'coach.why.chance': 'dà più probabilità di vincere: {{chance}}, contro {{insteadChance}}.',
  'coach.why.chancePoints': 'puoi aspettarti più punti: {{points}}, contro {{insteadPoints}}.',
  'coach.odds.none': 'nessuna probabilità',
  'coach.odds.tiny': 'meno di 1 su 100',
  'coach.odds.oneIn': 'circa 1 su {{n}}',
  'coach.odds.tenths': 'circa {{n}} su 10',
  'coach.odds.sure': 'quasi certa',
  'coach.expect.little': 'meno di 1 punto',
  'coach.expect.one': 'circa 1 punto',
  'coach.expect.other': 'circa {{points}} punti',
  'coach.options': 'Scarti migliori',
  'coach.options.win': 'probabilità di vincere',
  'coach.options.points': 'punti attesi',
  'coach.option':
    '{{tile}}: probabilità di vincere {{chance}} ({{percent}}), {{points}} attesi ({{expected}}){{estimate}}',
  'coach.option.estimate': ', stima',
  'coach.option.suggested': 'consigliato',
  'coach.odds.short.none': 'nessuna',
  'coach.odds.short.tiny': '<1 su 100',
  'coach.odds.short.oneIn': '1 su {{n}}',
  'coach.odds.short.tenths': '{{n}} su 10',
  'coach.odds.short.sure': 'quasi certa',
  'coach.expect.short.little': '<1 pt',
  'coach.expect.short.one': '≈1 pt',
  'coach.expect.short.other': '≈{{points}} pt',
  'coach.more': 'Combinazioni',
  'coach.hidePatterns': 'Nascondi combinazioni',

  'coach.win': 'Puoi vincere ora: {{points}} punti. Chiama Hu!',
  'coach.kong':
    'Dichiara il kong di {{tile}}: Un Kong vale 5 punti e peschi una tessera di rimpiazzo.',
  'coach.discard': 'Scarta {{tile}}: {{why}}',
  'coach.discardInstead': 'Scarta {{tile}} invece di {{instead}}: {{why}}',
  'coach.why.value': 'tiene a portata {{pattern}} da {{points}} punti.',
  'coach.why.valueHand':
    'la mano resta più ricca (circa {{points}} punti invece di {{insteadPoints}}).',
  'coach.why.safety': 'ora {{instead}} è pericoloso.',
  'coach.why.noChance':
    'nessuno scarto ti lascia una probabilità di vincere prima che finisca il muro, quindi scarta la tessera che ha meno probabilità di far vincere un altro giocatore.',

  'coach.discard.slower': 'Costa una tessera di velocità.',
  'coach.discard.fewer':
    'Ti aiutano meno tessere ({{count}} invece di {{instead}}), ma i punti valgono la pena.',
  'coach.sign.ready': '{{name}} potrebbe essere a punto (circa {{chance}}%)',
  'coach.sign.sets': '{{count}} insiemi in tavola',
  'coach.sign.oneSuit': 'tutti di {{suit}}',
  'coach.sign.keepsSuit': 'non ha scartato nemmeno una tessera di {{suit}}',
  'coach.sign.drawStreak': 'ha scartato la tessera appena pescata {{count}} volte di fila',
  'coach.sign.middleFromHand': 'ha appena lasciato una tessera centrale che teneva',
  'coach.sign.lateWall': 'restano solo {{count}} tessere nel muro',
  'coach.safer.passed':
    '{{name}} ha lasciato passare {{tile}} senza vincere, e da allora la sua mano non è cambiata.',
  'coach.danger.beside':
    "{{instead}} è vicina a {{tile}}, l'ultima tessera che {{name}} ha scartato dalla mano: una tessera tenuta così a lungo stava accanto a quelle che tiene ancora.",
  'coach.safer.discarded': '{{name}} ha già scartato {{tile}}.',
  'coach.safer.lessLikely': 'È meno probabile che {{tile}} completi quella mano.',
  'coach.suit.0': 'Bambù',
  'coach.suit.1': 'Caratteri',
  'coach.suit.2': 'Palle',

  'coach.waits': 'Aspetti',
  'coach.left.one': 'ne resta 1',
  'coach.left.other': 'ne restano {{count}}',
  'coach.left.none': 'non ne restano',
  'coach.points.one': '{{points}} pt',
  'coach.points.other': '{{points}} pt',
  'coach.winning.one': 'resta 1 tessera vincente',
  'coach.winning.other': 'restano {{count}} tessere vincenti',
  'coach.winning.none': 'non resta nessuna tessera vincente',
  'coach.selfDrawn': '{{points}} pescando',
  'coach.wait': '{{tile}}: {{left}}, {{points}} punti su scarto, {{self}} pescando',
  'coach.deadWait': 'Tutte le copie delle tue tessere vincenti sono in vista: cambia attesa.',

  'coach.patterns': 'Combinazioni a portata',
  'coach.patterns.none':
    'Nessuna combinazione è vicina: ogni mano vincente vale comunque (la mano del pollo vale 1 punto).',
  'coach.pattern.onTrack': 'sulla buona strada',
  'coach.pattern.ready': 'a punto',
  'coach.pattern.away.one': 'a 1 tessera',
  'coach.pattern.away.other': 'a {{count}} tessere',
  'coach.pattern.each': '{{points}} pt ciascuno',

  'coach.danger':
    'Qualcuno potrebbe essere vicino a vincere: le tessere colorate sono rischiose da scartare (più scure, più rischiose).',

  'coach.claim.win': 'Coach: chiama Hu! Vinci {{points}} punti.',
  'coach.claim.closer': 'Coach: {{claim}}. Ti avvicina al punto (da {{from}} a {{to}} tessere).',
  'coach.claim.ready': 'Coach: {{claim}}. Sarai a punto.',
  'coach.claim.wider':
    'Coach: {{claim}}. Ti aiuteranno molte più tessere ({{to}} invece di {{from}}).',
  'coach.claim.value': 'Coach: {{claim}}. La mano vale di più.',
  'coach.claim.gains': 'Avvicina {{pattern}} ({{points}} punti).',
  'coach.claim.loses': 'Rinunci a {{patterns}}.',
  'coach.pass.noProgress': 'Coach: passa. {{claim}} non ti avvicina al punto.',
  'coach.pass.loses': 'Coach: passa. {{claim}} ti avvicina, ma rinunci a {{patterns}}.',
  'coach.pass.value': 'Coach: passa. La mano vale di più così com’è.',
  'coach.and': '{{a}} e {{b}}',

  'coach.review.title': 'La tua ultima mossa',
  'coach.review.waiting': 'Modalità pratica: il coach commenta dopo ogni tua mossa.',
  'coach.review.thinking': 'Il coach sta guardando la tua mossa…',
  'coach.review.discardSame': 'Hai scartato {{tile}}, come farebbe il coach: {{why}}',
  'coach.review.discardOther': 'Hai scartato {{tile}}. Il coach scarterebbe {{advice}}: {{why}}',
  'coach.review.after':
    'Dopo il tuo: {{away}}, ti aiutano {{count}} tessere. Dopo quello del coach: {{adviceAway}}, {{adviceCount}} tessere.',
  'coach.review.claimSame': 'Hai scelto {{choice}}: il coach è d’accordo.',
  'coach.review.claimOther': 'Hai scelto {{choice}}; il coach sceglierebbe {{advice}}.',
  'coach.review.kong': 'Hai dichiarato un kong.',
  'coach.review.win': 'Hai chiamato Hu!',
  'coach.choice.pass': 'Passo',
  'coach.kong.ravenna':
    'Dichiara il poker di {{tile}}: un poker vale quattro volte un tris e peschi una pedina di rimpiazzo.',
  'coach.more.ravenna': 'Punteggio',
  'coach.hideMore.ravenna': 'Nascondi punteggio',
  'coach.scoring.ravenna':
    'Ogni mano conta, anche la tua quando vince un altro: tris e poker (doppio per 1, 9, venti e draghi, doppio ancora se coperti), una coppia di draghi o del tuo vento, 4 per ogni fiore, 20 per la chiusura. Ogni tris di draghi o del tuo vento, il tuo fiore e la tua stagione raddoppiano il punteggio; il limite è {{limit}}.',
  'coach.eastDouble': 'Da Est incassi il doppio se vinci, e paghi il doppio se vince un altro.',
};
