/**
 * Le parole italiane del tutorial, con i termini di shared/rules/glossary.md. Si caricano con il
 * tutorial (text.ts), non con l'app. `{{east}}`, `{{west}}` e `{{north}}` sono i nomi dei giocatori
 * del computer ai tavoli delle lezioni (la persona siede a Sud).
 */
import type { TutorialCatalogue } from './text.en';

export const tutorialIt: TutorialCatalogue = {
  'tutorial.title': 'Impara a giocare',
  'tutorial.intro':
    '{{count}} brevi lezioni di pochi minuti ciascuna. Al tavolo giochi mani vere con le regole vere; le tue partite restano come sono.',
  'tutorial.lessonNumber': 'Lezione {{n}}',
  'tutorial.done': 'Fatta',
  'tutorial.step': 'Passo {{n}} di {{count}}',
  'tutorial.back': 'Indietro',
  'tutorial.continue': 'Continua',
  'tutorial.finish': 'Concludi la lezione',
  'tutorial.allLessons': 'Tutte le lezioni',
  'tutorial.complete.title': 'Lezione completata!',
  'tutorial.complete.next': 'Prossima: {{lesson}}',
  'tutorial.complete.last':
    'Hai completato tutte le lezioni: ora puoi giocare una vera partita contro {{east}}, {{west}} e {{north}}.',
  'tutorial.complete.nextButton': 'Lezione successiva',
  'tutorial.complete.play': 'Gioca una partita',
  'tutorial.watch': 'Gli altri giocano il loro turno…',
  'tutorial.tryAgain': 'Riprova',
  'tutorial.points': '{{points}} punti',
  'tutorial.total': 'Totale',
  'tutorial.youPay': 'tu',
  'tutorial.instruction': 'Istruzioni della lezione',

  'tutorial.label.bamboo': 'Bambù',
  'tutorial.label.characters': 'Caratteri',
  'tutorial.label.dots': 'Palle',
  'tutorial.label.winds': 'Venti',
  'tutorial.label.dragons': 'Draghi',
  'tutorial.label.ravenna.exposedPung': 'tris scoperto da 2 a 8: 2',
  'tutorial.label.ravenna.concealedPung': 'tris coperto di 9: 8',
  'tutorial.label.ravenna.exposedKong': 'poker scoperto di draghi: 16',
  'tutorial.label.ravenna.dragonPair': 'coppia di draghi: 2',
  'tutorial.label.ravenna.dragonPung': 'tris di un drago: ×2',
  'tutorial.label.ravenna.ownWind': 'il tuo vento (qui Sud): ×2',
  'tutorial.label.ravenna.ownFlower': 'il tuo fiore (il 2 per Sud): ×2',
  'tutorial.label.chow': 'chi',
  'tutorial.label.pung': 'pung',
  'tutorial.label.kong': 'kong',
  'tutorial.label.pair': 'coppia',
  'tutorial.label.exposedPung': 'il tuo pung chiamato',
  'tutorial.label.drawn': 'pescata dopo',

  'tutorial.lesson.tiles.title': 'Tessere e insiemi',
  'tutorial.lesson.tiles.summary': 'Le tessere e gli insiemi che formano una mano.',
  'tutorial.lesson.turns.title': 'Pescare e scartare',
  'tutorial.lesson.turns.summary': 'I tuoi primi turni al tavolo.',
  'tutorial.lesson.claiming.title': 'Chiamare',
  'tutorial.lesson.claiming.summary': 'Prendere uno scarto per un pung o un chi.',
  'tutorial.lesson.kongs.title': 'I kong',
  'tutorial.lesson.kongs.summary': 'Quattro tessere uguali e la tessera di rimpiazzo.',
  'tutorial.lesson.winning.title': 'Chiudere',
  'tutorial.lesson.winning.summary': 'Completa la mano e dichiara Hu!',
  'tutorial.lesson.scoring.title': 'Il punteggio Zung Jung',
  'tutorial.lesson.scoring.summary': 'Le combinazioni, la mano del pollo e il limite.',
  'tutorial.lesson.payments.title': 'I pagamenti',
  'tutorial.lesson.payments.summary': 'Chi paga il vincitore, e quanto.',
  'tutorial.lesson.inRavenna.title': 'Il gioco di Ravenna',
  'tutorial.lesson.inRavenna.summary': 'Cosa cambia: chiamate, punti in tavola, raddoppi ed Est.',

  'tutorial.tiles.suits':
    'Il mahjong si gioca con 136 tessere. Quasi tutte appartengono a tre semi numerati da 1 a 9: Bambù, Caratteri e Palle. Di ogni tessera ci sono quattro copie.',
  'tutorial.tiles.honours':
    'Le altre tessere sono gli Onori: quattro Venti (Est, Sud, Ovest, Nord) e tre Draghi (Rosso, Verde, Bianco). Gli Onori non hanno numeri, quindi non formano mai una scala.',
  'tutorial.tiles.sets':
    'Una mano si costruisce con gli insiemi. Il chi (la scala) è formato da tre numeri consecutivi dello stesso seme. Il pung (il tris) è formato da tre tessere uguali, il kong da quattro. La coppia è formata da due tessere uguali.',
  'tutorial.tiles.hand':
    'Una mano vincente è formata da quattro insiemi e una coppia: 14 tessere. Ne tieni 13, e l’ultima la peschi dal muro o la prendi da un altro giocatore.',
  'tutorial.tiles.quiz.question': 'Quale tessera forma un chi con queste due?',
  'tutorial.tiles.quiz.right':
    'Giusto: 4, 5 e 6 di Palle sono tre numeri consecutivi dello stesso seme.',
  'tutorial.tiles.quiz.wrong':
    'Non proprio: un chi è formato da tre numeri consecutivi dello stesso seme. Quale tessera di Palle manca?',

  'tutorial.turns.intro':
    'Tutti cominciano con 13 tessere. Est, il mazziere, ne prende una quattordicesima e gioca per primo. Nel tuo turno peschi una tessera dal muro, poi ne scarti una scoperta al centro. I turni vanno Est, Sud, Ovest, Nord: in senso antiorario intorno al tavolo.\nLe ultime 14 tessere del muro sono il muro morto, tenuto da parte per le tessere di rimpiazzo.',
  'tutorial.turns.play.1':
    'Tu sei Sud, in basso. {{east}} (Est) ha scartato e tu hai pescato il 6 di Bambù, messo da parte a destra. Ora scarta una tessera: il Vento Nord non si lega a niente. {{Verb}}lo, poi {{verb}}lo di nuovo.',
  'tutorial.turns.play.1.wrong':
    'Quella tessera fa parte di un insieme, o quasi: tienila. Scarta il Vento Nord, che non si lega a niente.',
  'tutorial.turns.play.2':
    '{{west}}, {{north}} e {{east}} hanno pescato e scartato, ciascuno al suo turno. Tocca di nuovo a te: hai pescato il Drago Bianco. Non aiuta la tua mano: scartalo.',
  'tutorial.turns.play.2.wrong':
    'Tieni le tessere che lavorano insieme. Il Drago Bianco che hai appena pescato non serve a niente: scartalo.',
  'tutorial.turns.play.done':
    'Questo è il ritmo del gioco: peschi una tessera, ne scarti una. Ora alla tua mano manca una sola tessera per chiudere: un 6 o un 9 di Palle.',

  'tutorial.claiming.play.1':
    '{{east}} ha scartato il 5 di Palle. Tu ne hai due, e tre tessere uguali formano un pung. Chiamalo: {{verb}} Pung.',
  'tutorial.claiming.play.1.wrong':
    'Potresti lasciarlo passare, ma questa tessera ti completa un insieme. {{Verb}} Pung.',
  'tutorial.claiming.play.2':
    'Il tuo pung è scoperto davanti a te, con la tessera chiamata girata. Dopo una chiamata non peschi: scarti e basta. Scarta il Vento Nord.',
  'tutorial.claiming.play.2.wrong':
    'Tieni le altre tessere: è il Vento Nord quella che non si lega a niente.',
  'tutorial.claiming.play.3':
    '{{east}} ha scartato il 4 di Caratteri: con il tuo 5 e il tuo 6 forma un chi. Puoi chiamare un chi solo sullo scarto del giocatore alla tua sinistra, che gioca subito prima di te. È {{east}}: {{verb}} Chi.',
  'tutorial.claiming.play.3.wrong':
    'Questa tessera forma una scala con il tuo 5 e il tuo 6 di Caratteri. {{Verb}} Chi.',
  'tutorial.claiming.play.4': 'Ora scarta il Vento Sud, la tua ultima tessera isolata.',
  'tutorial.claiming.play.4.wrong': 'Il Vento Sud non si lega a niente: scartalo.',
  'tutorial.claiming.play.done':
    'Due insiemi chiamati, e alla tua mano manca una tessera per chiudere. Dopo una chiamata il gioco riprende da chi ha chiamato.',
  'tutorial.claiming.order':
    'Chiunque può chiamare uno scarto per un pung o un kong; per un chi può chiamarlo solo il giocatore successivo. Se più giocatori vogliono la stessa tessera, ha la precedenza chi chiude, poi il pung o il kong, poi il chi.\nPuoi sempre passare. Gli insiemi chiamati sono esposti: tutti li vedono.',

  'tutorial.kongs.play.1':
    'Hai pescato il quarto 8 di Bambù. Quattro tessere uguali formano un kong: {{verb}} Kong per dichiararlo.',
  'tutorial.kongs.play.1.wrong':
    'Tieni insieme i tuoi quattro 8 di Bambù e dichiarali: {{verb}} Kong.',
  'tutorial.kongs.play.2':
    'Hai pescato tu tutte e quattro le tessere, quindi il tuo kong è coperto: le tessere esterne sono a faccia in giù. Un kong conta come un insieme ma usa quattro tessere, perciò hai preso una tessera di rimpiazzo dal muro morto: il 9 di Caratteri. Ora scarta il Vento Nord.',
  'tutorial.kongs.play.2.wrong': 'Il resto della mano lavora insieme: scarta il Vento Nord.',
  'tutorial.kongs.play.3':
    '{{west}} ha scartato il 5 di Palle, e tu hai gli altri tre. Chiamalo per un kong: {{verb}} Kong.',
  'tutorial.kongs.play.3.wrong':
    'Con tre 5 di Palle in mano, il quarto forma un kong, non solo un pung. {{Verb}} Kong.',
  'tutorial.kongs.play.4':
    'Dopo ogni kong prendi una tessera di rimpiazzo: questa volta il Drago Rosso. Non ti serve: scartalo.',
  'tutorial.kongs.play.4.wrong':
    'Scarta il Drago Rosso che hai appena pescato: non si lega a niente.',
  'tutorial.kongs.play.done':
    'Due kong! Dichiarare un kong è sempre una tua scelta, e ogni kong porta una tessera di rimpiazzo.',
  'tutorial.kongs.small':
    'Ancora un tipo: se hai chiamato un pung e poi peschi la sua quarta tessera, nel tuo turno puoi aggiungerla. È un piccolo kong esposto. Ma se la tessera aggiunta completa la mano di un altro giocatore, quel giocatore può prenderla e chiudere: è rubare un kong.',

  'tutorial.winning.selfDrawn.1':
    'Alla tua mano manca una tessera: tre chi, una coppia di Draghi Rossi e 7-8 di Caratteri che aspettano un 6 o un 9. Hai pescato il 9 di Caratteri! {{Verb}} Hu! per dichiarare la vincita.',
  'tutorial.winning.selfDrawn.1.wrong':
    'Non scartarlo: con il 9 di Caratteri la tua mano è completa. {{Verb}} Hu!',
  'tutorial.winning.selfDrawn.done':
    'Chiudere con una tessera pescata da te è una vincita pescata: ciascuno degli altri tre ti paga.',
  'tutorial.winning.onDiscard.1':
    'Una nuova mano. Hai pescato un secondo 2 di Caratteri: una coppia. Scarta il Vento Nord e ti mancherà una sola tessera, un 6 o un 9 di Caratteri.',
  'tutorial.winning.onDiscard.1.wrong':
    'Ogni altra tessera sta in un insieme, nella coppia o nel 7-8 di Caratteri: scarta il Vento Nord.',
  'tutorial.winning.onDiscard.2':
    '{{north}} ha scartato il 6 di Caratteri: la tua tessera vincente! Puoi chiudere sullo scarto di chiunque. {{Verb}} Hu!',
  'tutorial.winning.onDiscard.2.wrong':
    'Passando lasceresti andare la tua tessera vincente. {{Verb}} Hu!',
  'tutorial.winning.onDiscard.done':
    'Hai chiuso sullo scarto di {{north}}. Anche il tuo pung di Draghi Verdi vale punti: i Draghi sono Onori con valore.',
  'tutorial.winning.special':
    'Oltre a quattro insiemi e una coppia, chiudono anche due mani speciali: Tutte coppie, e Tredici lanterne meravigliose (un 1 e un 9 di ogni seme, ogni Vento e ogni Drago, più una seconda copia di una di queste tessere).',

  'tutorial.scoring.chicken':
    'Segna punti solo chi vince. Una mano vale la somma dei punti delle sue combinazioni. Una mano vincente senza nessuna combinazione è la mano del pollo e vale 1 punto, come questa.',
  'tutorial.scoring.patterns':
    'Alcune combinazioni che incontrerai spesso. Si sommano: una mano con più combinazioni le conta tutte. Gli Onori con valore contano per ogni pung di Draghi o del proprio vento.',
  'tutorial.scoring.quiz.question':
    'Hai pescato il 5 di Bambù e chiuso con questa mano. Quanti punti vale?',
  'tutorial.scoring.quiz.right':
    'Giusto! Tutte scale, Tutto pescato e Senza Teste, 5 punti ciascuna.',
  'tutorial.scoring.quiz.wrong':
    'Non proprio. Cerca le combinazioni: i suoi insiemi sono tutti scale? Hai chiamato qualche insieme? C’è un 1, un 9 o un Onore?',
  'tutorial.scoring.limit':
    'I punti si sommano, ma una mano vale al massimo 320: il limite. Questa arriva a 340 e ne vale 320. Alcune combinazioni rare valgono da sole 320 o più (Quattro grandi benedizioni della Casa ne vale 400): contano da sole.',
  'tutorial.pattern.1.1': 'quattro scale e una coppia',
  'tutorial.pattern.1.2': 'nessun insieme chiamato (si può chiudere su uno scarto)',
  'tutorial.pattern.1.3': 'nessun 1, nessun 9, nessun Onore',
  'tutorial.pattern.3.1': 'ogni pung di Draghi o del proprio vento',
  'tutorial.pattern.4.1': 'quattro pung o kong e una coppia',
  'tutorial.pattern.2.1.1': 'un solo seme, con Onori',
  'tutorial.pattern.2.1.2': 'un solo seme, senza Onori',
  'tutorial.pattern.10.2': 'sette coppie',

  'tutorial.payments.selfDrawn':
    'Il vincitore incassa sempre tre volte il valore della mano. Dopo una vincita pescata, ciascuno degli altri tre paga il valore: qui {{west}} chiude pescando una mano da 30 punti. Se nessuno chiude, nessuno paga.',
  'tutorial.payments.small':
    'Dopo una vincita su scarto che vale fino a 25 punti è lo stesso: tutti pagano il valore, anche chi ha scartato. Qui {{north}} vince 20 punti sullo scarto di {{east}}.',
  'tutorial.payments.large':
    'Da 26 punti in su chi ha scartato paga di più: gli altri due pagano 25 ciascuno, e chi ha scartato paga il resto, tre volte il valore meno 50. Qui {{east}} vince 50 punti sullo scarto di {{west}}.',
  'tutorial.payments.quiz.question':
    '{{west}} vince una mano da 40 punti sul tuo scarto. Quanto paghi?',
  'tutorial.payments.quiz.right':
    'Giusto: gli altri due pagano 25 ciascuno, e tu paghi il resto, 3 × 40 − 50 = 70.',
  'tutorial.payments.quiz.wrong':
    'Non proprio. Oltre i 25 punti gli altri due pagano 25 ciascuno, e chi ha scartato paga il resto di 3 × 40.',

  'tutorial.inRavenna.play.1':
    '{{east}} ha scartato il 5 di Caratteri. Nel Zung Jung potresti prenderlo per una scala con il tuo 4 e il tuo 6; a Ravenna uno scarto non si chiama mai per una scala, se non per chiudere. Hai due 5: {{verb}} Tris.',
  'tutorial.inRavenna.play.1.wrong': 'Qui la chiamata possibile è il tris: {{verb}} Tris.',
  'tutorial.inRavenna.play.2':
    'Il tuo tris è scoperto davanti a te. Come nel Zung Jung, dopo una chiamata non peschi: scarta il Vento Nord.',
  'tutorial.inRavenna.play.2.wrong': 'Il Vento Nord non va con niente: scartalo.',
  'tutorial.inRavenna.play.done':
    'A Ravenna chiunque può chiamare uno scarto per un tris o un poker. Solo chi chiude con uno scarto può prenderlo per qualsiasi gruppo: una scala, un tris o la coppia.',
  'tutorial.inRavenna.tablePoints':
    'I gruppi valgono punti in tavola: un tris scoperto da 2 a 8 vale 2, di 1, di 9, di venti o di draghi 4. Un tris coperto vale il doppio, un poker quattro volte un tris. Una coppia di draghi o del tuo vento vale 2, ogni fiore o stagione 4 (a Ravenna si gioca sempre con loro); le scale non valgono nulla. La chiusura aggiunge 20, o 30 se i tuoi quattro gruppi sono tutte scale.',
  'tutorial.inRavenna.doublings':
    'Ogni raddoppio moltiplica il punteggio per 2: un tris o un poker di un drago o del tuo vento, il tuo fiore, la tua stagione (e per chi chiude, quattro tris, o un solo seme con onori). Tre raddoppi, o due con 30 punti in tavola, arrivano al limite: 200 punti, il massimo che una mano può valere.',
  'tutorial.inRavenna.quiz.question':
    'Chiudi con 12 punti in tavola, tra cui un tris di Draghi Rossi, e nessun altro raddoppio. Quanto vale la tua mano?',
  'tutorial.inRavenna.quiz.right':
    'Giusto: 12 + 20 per la chiusura = 32, raddoppiato per i draghi: 64.',
  'tutorial.inRavenna.quiz.wrong':
    'Non proprio. Prima aggiungi ai punti in tavola i 20 della chiusura, poi raddoppia una volta per il tris di draghi.',
  'tutorial.inRavenna.everybody':
    'A Ravenna ogni mano conta, non solo quella di chi chiude: anche gli altri contano i gruppi sul loro leggio. Chi chiude incassa il suo punteggio da ciascuno degli altri tre. Poi i tre che non hanno chiuso fanno i conti tra loro: ognuno paga a un altro la differenza tra i loro punteggi. Est paga e incassa il doppio in ogni pagamento.',
  'tutorial.inRavenna.east.question':
    'Sei Sud e chiudi con 40 punti. Quanto ti paga {{east}}, che è Est?',
  'tutorial.inRavenna.east.right':
    'Giusto: Est paga il doppio, 2 × 40 = 80. Gli altri due pagano 40 ciascuno.',
  'tutorial.inRavenna.east.wrong': 'Non proprio: Est paga, e incassa, il doppio.',
};
