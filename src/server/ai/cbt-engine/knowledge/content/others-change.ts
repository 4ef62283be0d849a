/**
 * "Pensi che lui cambierà?", "will she ever change?": nobody can know what another person will do;
 * what can be looked at is what they do rather than what they promise, and what the person needs.
 */
import type { KnowledgeEntry } from '../types';

export const OTHERS_CHANGE_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'other_will_change',
    kind: 'normal',
    keys: 'cambiera=6, cambieranno=5, cambiare mai=4, cambia mai=4, smettera=4, lo rifara=4, lo fara ancora=4, le persone cambiano=5, la gente cambia=5, una persona puo cambiare=5, will he change=6, will she change=6, will they change=6, he will change=6, she will change=6, they will change=6, he ll change=6, she ll change=6, they ll change=6, he ever change=6, she ever change=6, they ever change=6, can people change=5, people really change=5, do it again=3, cambiera qualcosa=-7, cambiera la situazione=-7, cambiera mai niente=-7, cambiera mai nulla=-7, will i change=-8, i ever change=-8, anything change=-7, things change=-7, things ever change=-8, things will change=-8',
    forms: ['could', 'is_this', 'normal', 'should'],
    topics: ['partner', 'family', 'friends'],
    it: {
      text: [
        [
          'Nessuno può sapere con certezza cosa farà un’altra persona, nemmeno chi la conosce bene: da qui non posso dirti se cambierà.',
          'Quello che puoi guardare è quello che fa, più di quello che promette: cosa è cambiato davvero nei gesti di tutti i giorni, e da quanto tempo.',
          'E conta anche quello di cui hai bisogno tu, qualunque cosa decida di fare l’altra persona: da lì puoi partire già adesso.',
        ],
        [
          'Se qualcuno cambierà è una domanda a cui nessuno può rispondere con sicurezza, e non sarebbe onesto da parte mia provarci.',
          'Le promesse dicono cosa una persona vorrebbe; i comportamenti, ripetuti nel tempo, dicono cosa sta succedendo davvero.',
          'Intanto puoi chiarire cosa ti serve per stare bene in questo rapporto, e quali limiti per te contano.',
        ],
      ],
      followUp: [
        'Cosa hai visto fare, non solo promettere, nelle ultime settimane?',
        'Di cosa avresti bisogno tu, in questo rapporto, per stare meglio?',
      ],
    },
    en: {
      text: [
        [
          'Nobody can know for sure what another person will do, not even someone who knows them well: from here I can’t tell you whether they will change.',
          'What you can look at is what they do rather than what they promise: what has really changed in everyday actions, and for how long.',
          'What you need counts too, whatever the other person decides to do: that is something you can start from right now.',
        ],
        [
          'Whether someone will change is a question nobody can answer with certainty, and it wouldn’t be honest of me to try.',
          'Promises tell you what a person would like; behaviour, repeated over time, tells you what is really happening.',
          'In the meantime you can get clear on what you need to feel okay in this relationship, and which limits matter to you.',
        ],
      ],
      followUp: [
        'What have you seen them do, not just promise, in the last few weeks?',
        'What would you need, in this relationship, to feel better?',
      ],
    },
  },
];
