/**
 * "Non so nemmeno se è legale", "can they even do that?": a legal doubt inside the person's own
 * situation (a rent rise, a contract, a fine). No legal advice: where to ask for free, and how to
 * go there with the questions ready, so the doubt stops going round at night.
 */
import type { KnowledgeEntry } from '../types';

export const LEGAL_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'legal_where_to_ask',
    kind: 'how_to',
    keys: 'legale=4, e legale=5, to feel=-6, feel this way=-6, sentirsi=-6, sentirmi=-6, illegale=5, se e legale=6, e regolare=3, possono farlo=4, puo farlo=3, avvocato=3, i miei diritti=5, diritti=2, contratto=2, clausol=3, is it legal=6, is that legal=6, is this legal=6, legal$=4, illegal=5, can they do that=6, can they even do that=6, allowed to do that=5, lawyer=3, my rights=5, rights$=2, contract=2, tenancy=3',
    requires:
      'legal=0, illegal=0, avvocato=0, diritti=0, possono farlo=0, puo farlo=0, regolare=0, lawyer=0, rights=0, can they=0, allowed to=0',
    forms: ['how', 'is_this', 'what', 'could', 'should', 'where'],
    it: {
      text: [
        [
          'Se una cosa sia legale non posso dirtelo io, ma ci sono posti dove chiederlo senza spendere: per la casa i sindacati degli inquilini, per bollette e contratti le associazioni dei consumatori, e molti comuni hanno uno sportello legale gratuito.',
          'Aiuta andarci con il contratto e due righe scritte prima: cosa è cambiato, da quando, cosa vorresti sapere.',
          'Già fissare l’appuntamento di solito toglie un po’ di peso: il dubbio smette di girare in testa di notte, perché ha un posto e una data.',
        ],
        [
          'È comprensibile che il dubbio pesi: quando non sai quali sono i tuoi diritti, la mente tende a immaginare lo scenario peggiore.',
          'La risposta precisa può dartela chi se ne occupa di mestiere, spesso gratis: un sindacato degli inquilini, un CAF o un patronato, un’associazione dei consumatori.',
          'Intanto puoi raccogliere i documenti in una cartellina e scrivere le domande su un foglio: è un passo piccolo che dipende solo da te.',
        ],
      ],
      followUp: [
        'A chi potresti chiedere questa settimana, e cosa porteresti con te?',
        'Qual è la domanda che vorresti fare per prima?',
      ],
    },
    en: {
      text: [
        [
          'Whether something is legal isn’t something I can tell you, but there are places to ask for free: for housing, a tenants’ union or a housing advice service; for bills and contracts, a consumer association or Citizens Advice in the UK.',
          'It helps to go with the contract and a few lines written beforehand: what changed, since when, and what you want to know.',
          'Just booking the appointment often takes some of the weight off: the doubt stops circling at night, because it has a place and a date.',
        ],
        [
          'It makes sense that the doubt weighs on you: when you don’t know your rights, the mind tends to picture the worst case.',
          'The precise answer can come from people who do this for a living, often for free: a tenants’ union, a legal advice clinic, a consumer association.',
          'Meanwhile you can gather the papers in one folder and write your questions on a sheet: a small step that depends only on you.',
        ],
      ],
      followUp: [
        'Who could you ask this week, and what would you bring with you?',
        'What’s the first question you’d want to ask?',
      ],
    },
  },
];
