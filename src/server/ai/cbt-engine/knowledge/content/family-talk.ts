/**
 * "Come ne parlo senza fargli pesare la mia delusione?": a parent about to talk with a child about
 * results, a choice or a setback. Listening first, the parent's feeling kept apart from the child's
 * worth, and the next step looked at together.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';

export const FAMILY_TALK_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'parent_talk_disappointment',
    kind: 'how_to',
    keys: 'fargli pesare=6, farle pesare=6, farglielo pesare=6, delusione=3, deluso=2, delusa=2, affrontare l argomento=4, parlarne con mio figlio=5, parlarne con mia figlia=5, my disappointment=6, disappointed in him=5, disappointed in her=5, talk to my son=4, talk to my daughter=4, talk to my kid=4, risultati=1, voti=2, bocciat=2, grades=2, results=1, failed=1',
    requires:
      'fargli pesare, farle pesare, farglielo pesare, mia delusione, parlarne con mio figlio, parlarne con mia figlia, my disappointment, disappointed in him, disappointed in her, talk to my son, talk to my daughter, talk to my kid',
    forms: ['how', 'should', 'could', 'what'],
    topics: ['relationship'],
    it: lc(
      [
        'La delusione che provi è legittima, ma è tua: aiuta dirtela prima da te, o con un’altra persona adulta, così quando ne parlate resta spazio per ascoltare.',
        'Scegli un momento tranquillo, non a caldo, e comincia con una domanda invece che con un giudizio, per esempio «come la stai vivendo tu?»; spesso dietro il «non mi importa» c’è più delusione di quanta ne mostri.',
        'Poi guardate insieme il passo dopo, non il voto: il messaggio che arriva è «sono dalla tua parte», ed è quello che conta di più.',
      ],
      [
        'Un modo per non far pesare la delusione è separare il risultato dalla persona: il voto dice qualcosa di quell’esame, non di quanto vale come persona né di quanto le vuoi bene.',
        'Più che spiegare, all’inizio conviene ascoltare: cosa ne pensa, cosa vorrebbe fare adesso, cosa le servirebbe da te.',
        'Se poi vuoi dirgli cosa provi, fallo in poche parole e in prima persona, «avevo paura per te», senza rimproveri, e chiudi su qualcosa di concreto da fare insieme.',
      ],
      ['Cosa vorresti che arrivasse, alla fine di quella conversazione?', 'In quale momento della settimana sarebbe più facile parlarne con calma?'],
    ),
    en: lc(
      [
        'The disappointment you feel is real, but it’s yours: it helps to acknowledge it first on your own, or with another adult, so that when you talk with your child there is room to listen.',
        'Pick a calm moment, not in the heat of it, and start with a question rather than a verdict, like "how are you feeling about it?"; often behind "I don’t care" there is more disappointment than shows.',
        'Then look at the next step together, not the grade: the message that gets through is "I’m on your side", and that matters most.',
      ],
      [
        'One way not to make them carry your disappointment is to keep the result apart from the person: the grade says something about that exam, not about what they’re worth or how much you love them.',
        'At first, listening works better than explaining: what they think, what they would like to do now, what they would need from you.',
        'If you want to say how you feel, keep it short and in the first person, "I was worried for you", with no reproach, and end on something concrete to do together.',
      ],
      ['What would you like your child to feel at the end of that conversation?', 'When in the week would it be easiest to talk about it calmly?'],
    ),
  },
];
