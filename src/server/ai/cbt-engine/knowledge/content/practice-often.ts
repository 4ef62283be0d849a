/**
 * "Quante volte al giorno dovrei farla?", "how often should I do the breathing?": how often to
 * practise a calming technique (breathing, relaxation, meditation) so it is there when needed.
 */
import type { KnowledgeEntry } from '../types';

export const PRACTICE_OFTEN_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'practice_how_often',
    kind: 'how_to',
    keys: 'quante volte=4, ogni quanto=4, quanto spesso=4, quanti minuti=3, al giorno=2, how often=4, how many times=4, how many minutes=3, a day=2, per day=2, every day=1',
    // A technique named, here or in the turn before ("come si fa la respirazione lenta?" … "quante volte?").
    requires:
      'respir=0, rilassament=0, meditaz=0, mindfulness=0, grounding=0, breath=0, relax=0, meditat=0, esercizio=0, exercise=0',
    forms: ['how', 'what', 'should'],
    topics: ['breathing', 'anxiety', 'panic'],
    it: {
      text: [
        [
          'Funziona meglio poco e spesso: cinque minuti, due o tre volte al giorno, in momenti tranquilli, come al risveglio, in pausa pranzo o prima di dormire.',
          'Allenarla quando stai già abbastanza bene è il punto: così diventa familiare, e nei momenti difficili il corpo la riconosce invece di doverla imparare sul momento.',
          'Dopo una o due settimane di pratica regolare di solito viene più naturale, e puoi usarla anche per un minuto solo, quando senti salire la tensione.',
        ],
        [
          'Non serve tanto tempo: qualche minuto al giorno conta più di mezz’ora una volta ogni tanto.',
          'Molte persone la legano a un gesto che fanno già, come il caffè del mattino o il momento in cui spengono il computer, così non devono ricordarsene.',
          'Se un giorno salta, nessun problema: si riprende il giorno dopo, senza recuperare.',
        ],
      ],
      followUp: [
        'A quale momento della tua giornata potresti agganciarla?',
        'Quale momento tranquillo della giornata hai già, anche breve?',
      ],
    },
    en: {
      text: [
        [
          'Little and often works best: five minutes, two or three times a day, at calm moments, like when you wake up, at lunch or before bed.',
          'Practising when you’re already fairly okay is the point: it becomes familiar, so in a hard moment your body recognises it instead of having to learn it on the spot.',
          'After a week or two of regular practice it usually comes more naturally, and you can use it for just a minute when you feel tension rising.',
        ],
        [
          'It doesn’t take much time: a few minutes a day counts for more than half an hour once in a while.',
          'Many people tie it to something they already do, like the morning coffee or switching the computer off, so they don’t have to remember it.',
          'If you skip a day, that’s fine: you pick it up the next day, without making up for it.',
        ],
      ],
      followUp: [
        'Which moment of your day could you hook it onto?',
        'What calm moment do you already have in your day, even a short one?',
      ],
    },
  },
];
