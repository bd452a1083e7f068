import type { ProgressKey } from './text.en';

/** Le parole della pagina dei progressi: arrivano con la pagina, non all'avvio. */
export const progressIt: { readonly [K in ProgressKey]: string } = {
  'progress.title': 'I tuoi progressi',
  'progress.loading': 'Leggo le tue partite…',
  'progress.unavailable':
    'I tuoi progressi non si possono leggere su questo dispositivo: il browser non lascia che Hu! conservi dati qui.',
  'progress.empty':
    'Ancora nessuna partita. Gioca una partita e qui vedrai i tuoi progressi: quanto giochi come il coach, i tuoi errori gravi, le tue vittorie.',
  'progress.rules': 'Regole',
  'progress.reviewing':
    'Il coach sta guardando le tue partite: {{done}} di {{total}} fatte. I numeri si completano man mano.',
  'progress.noStorage': 'Quello che il coach trova non si può conservare su questo dispositivo.',
  'progress.matches_one': 'Dalla tua ultima partita.',
  'progress.matches_other': 'Dalle tue {{count}} partite, la più vecchia a sinistra.',
  'progress.recent_other': 'ultime {{count}} partite',
  'progress.recent_one': 'ultima partita',
  'progress.all': 'tutte: {{value}}',
  'progress.lowerIsBetter': 'meno sono, meglio è',
  'progress.notReviewed': 'non ancora guardata',
  'progress.chart.summary_other':
    '{{title}}: {{first}} nella prima partita, {{last}} nell’ultima; {{recent}} nelle ultime {{count}} partite.',
  'progress.chart.summary_one': '{{title}}: {{last}} nella tua unica partita.',
  'progress.metric.coachMatch': 'Scarti come il coach',
  'progress.metric.bigPerHand': 'Errori gravi per mano',
  'progress.metric.winRate': 'Mani vinte',
  'progress.metric.dealInRate': 'Vincite sul tuo scarto',
  'progress.metric.pointsPerHand': 'Punti per mano',
  'progress.mistake.most': 'Il tuo errore grave più frequente: {{kind}} ({{count}} su {{total}}).',
  'progress.mistake.none':
    'Nessun errore grave nelle partite che il coach ha guardato. Ben giocato!',
  'progress.mistake.speed': 'tenere tessere che portano la mano al punto più lentamente',
  'progress.mistake.value': 'rinunciare a una mano che vale più punti',
  'progress.mistake.safety': 'scartare una tessera che può far vincere un avversario',
  'progress.mistake.claim':
    'chiamare uno scarto (o lasciarlo passare) contro il consiglio del coach',
  'progress.mistake.kong': 'dichiarare un kong, o non dichiararlo, contro il consiglio del coach',
  'progress.mistake.win': 'non prendere una vittoria',
};
