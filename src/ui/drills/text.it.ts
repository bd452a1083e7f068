/** Le parole italiane degli esercizi: arrivano con gli esercizi, non all'avvio. */
import type { DrillsKey } from './text.en';

export const drillsIt: { readonly [K in DrillsKey]: string } = {
  'drills.title': 'Cosa scarteresti?',
  'drills.intro':
    'Una domanda che sbagli torna dopo 1, 3, 7 giorni e oltre, finché non rispondi giusto due volte di fila.',
  'drills.daily.title': 'Le {{count}} di oggi',
  'drills.daily.intro':
    'Posizioni dalle partite di Hu!, ognuna insegna un’idea: ogni giorno una serie nuova.',
  'drills.daily.rules': 'Regole delle posizioni di oggi',
  'drills.daily.done': '{{done}} di {{count}} fatte oggi',
  'drills.daily.start': 'Inizia le posizioni di oggi',
  'drills.daily.continue': 'Continua',
  'drills.daily.finished': 'Per oggi hai finito: domani posizioni nuove.',
  'drills.daily.allLearnt': 'Hai imparato ogni posizione di queste regole. Ben fatto!',
  'drills.daily.failed':
    'Non è stato possibile caricare le posizioni di oggi. Chiudi gli esercizi e riaprili.',
  'drills.daily.question': 'Posizioni di oggi: {{n}} di {{count}} ({{rules}}).',
  'drills.builtinFrom': 'Una posizione dalle partite di Hu! ({{rules}}).',
  'drills.deck.title': 'I tuoi errori',
  'drills.deck.intro':
    'Ogni errore grave che il coach trova nelle tue partite torna qui come domanda, con le posizioni del giorno che hai sbagliato.',
  'drills.idea': 'L’idea',
  'drills.idea.efficiency': 'Efficienza delle tessere',
  'drills.idea.efficiency.text':
    'Tieni le tessere che portano la mano pronta più in fretta, con più tessere ancora da venire che la aiutano.',
  'drills.idea.pattern': 'Una combinazione che vale di più',
  'drills.idea.pattern.text':
    'La tessera più veloce non è sempre la migliore: tenere una combinazione che vale di più può rendere più punti di una mano rapida ma povera.',
  'drills.idea.doublings': 'I raddoppi di Ravenna',
  'drills.idea.doublings.text':
    'Ogni raddoppio moltiplica il punteggio per 2: un tris di draghi o del tuo vento, o una mano di un solo seme con onori. Tieni le tessere che possono diventarlo.',
  'drills.idea.safety': 'Uno scarto sicuro a fine mano',
  'drills.idea.safety.text':
    'A fine mano un avversario può essere pronto: chi scarta la sua tessera vincente paga. Scarta una tessera che ha meno probabilità di farlo vincere, anche se la tua mano preferiva l’altra.',
  'drills.idea.claim': 'Chiamare o passare',
  'drills.idea.claim.text':
    'Chiama uno scarto quando il gruppo avvicina la tua mano alla vittoria senza perdere più di quanto guadagna; lascialo andare quando costa velocità o una mano migliore.',
  'drills.loading': 'Leggo i tuoi esercizi…',
  'drills.unavailable':
    'Gli esercizi non si possono leggere su questo dispositivo: il browser non lascia che Hu! conservi dati qui.',
  'drills.empty':
    'Ancora nessun esercizio. Gioca una partita: gli errori gravi che il coach vi trova arrivano qui come domande.',
  'drills.due_one': '{{count}} domanda in attesa',
  'drills.due_other': '{{count}} domande in attesa',
  'drills.later_one': '{{count}} torna più avanti',
  'drills.later_other': '{{count}} tornano più avanti',
  'drills.retired_one': '{{count}} imparata',
  'drills.retired_other': '{{count}} imparate',
  'drills.start': 'Inizia',
  'drills.noneDue': 'Nessuna domanda in attesa ora: la prossima torna il {{date}}.',
  'drills.allLearnt': 'Hai imparato ogni domanda. Ben fatto!',
  'drills.from': 'Dalla tua partita del {{date}}, mano {{hand}}.',
  'drills.wall_one': '{{count}} tessera rimasta nel muro',
  'drills.wall_other': '{{count}} tessere rimaste nel muro',
  'drills.question.turn': 'Tocca a te: tocca la tessera che scarteresti.',
  'drills.question.claim': '{{name}} ha scartato {{tile}}. Cosa fai?',
  'drills.seat': '{{name}} ({{wind}})',
  'drills.noDiscards': 'Nessuno scarto ancora',
  'drills.thinking': 'Il coach sta guardando la tua risposta…',
  'drills.failed': 'Il coach non è riuscito a guardare questa risposta. Riprova la domanda.',
  'drills.right': 'Giusto!',
  'drills.wrong': 'Non è la mossa del coach.',
  'drills.learnt': 'Giusto due volte di fila: hai imparato questa domanda.',
  'drills.learntAtOnce': 'Giusto al primo colpo: hai imparato questa posizione.',
  'drills.again_one': 'Torna domani.',
  'drills.again_other': 'Torna tra {{count}} giorni.',
  'drills.best': 'Gli scarti migliori',
  'drills.next': 'Prossima domanda',
  'drills.back': 'Torna agli esercizi',
};
