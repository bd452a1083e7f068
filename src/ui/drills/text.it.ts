/** Le parole italiane degli esercizi: arrivano con gli esercizi, non all'avvio. */
import type { DrillsKey } from './text.en';

export const drillsIt: { readonly [K in DrillsKey]: string } = {
  'drills.title': 'Cosa scarteresti?',
  'drills.intro':
    'Ogni errore grave che il coach trova nelle tue partite torna qui come domanda. Rispondi giusto due volte di fila e l’hai imparata; se sbagli torna dopo 1, 3, 7 giorni e oltre.',
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
  'drills.again_one': 'Torna domani.',
  'drills.again_other': 'Torna tra {{count}} giorni.',
  'drills.best': 'Gli scarti migliori',
  'drills.next': 'Prossima domanda',
  'drills.back': 'Torna agli esercizi',
};
