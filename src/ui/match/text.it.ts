/** Le parole del menu del tavolo e della nuova partita: arrivano con loro, non all'avvio. */
import type { MatchKey } from './text.en';

export const matchIt: { readonly [K in MatchKey]: string } = {
  'match.menu.title': 'Menu',
  'match.resume': 'Riprendi la partita',
  'match.new': 'Nuova partita',
  'match.leave.question':
    'Lasciare questa partita? Una mano è in corso. La partita resta nello Storico come non finita, con ogni mano giocata da rivedere.',
  'match.leave.confirm': 'Lasciala',
  'match.leave.cancel': 'Continua a giocare',
  'match.setup.title': 'Nuova partita',
  'match.setup.start': 'Inizia la partita',
  'match.setup.cancel': 'Annulla',
  'match.setup.note':
    'Queste regole e opzioni valgono per la partita che inizi ora e per le prossime.',
  'match.setup.invalid': 'Scrivi un numero intero da 1 a {{max}}.',
  'match.rules': 'Questa partita',
  'match.flowers.on': 'Fiori e stagioni',
  'match.flowers.halved': 'Fiori e stagioni, punti dimezzati',
  'match.flowers.off': 'Senza fiori',
  'match.practice': 'Allenamento (annulla)',
  'match.serious': 'Seria',
  'match.ravenna.limit': 'Limite',
  'match.ravenna.startingBalance': 'Saldo iniziale',
  'match.ravenna.dealPasses': 'Passaggi del mazziere',
  'match.ravenna.stopWhenBroke': 'Fine quando un giocatore è al verde',
  'match.ravenna.limitShown': 'Limite {{points}}',
  'match.ravenna.startingBalanceShown': 'Saldo iniziale {{points}}',
  'match.ravenna.dealPassesShown': 'Passaggi del mazziere {{count}}',
  'match.ravenna.stopsWhenBroke': 'Finisce quando un giocatore è al verde',
  'match.ravenna.playsOn': 'Continua anche se un giocatore è al verde',
};
