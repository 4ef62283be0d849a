/**
 * "Si può superare la paura di guidare o me la tengo a vita?", "will I ever get over my fear of
 * lifts?": a fear tied to one situation is not for life; avoidance keeps it strong, small repeated
 * steps weaken it. How to go about it step by step stays with anxiety_exposure, anxiety in general
 * with anxiety_unlearn.
 */
import type { KnowledgeEntry } from '../types';

export const FEAR_LASTING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'fear_not_for_life',
    kind: 'why',
    keys: 'si puo superare=4, si supera=3, supera la paura=4, superarla=3, superabil=3, si vince=3, si puo vincere=4, vincere la paura=3, a$ vita=1, per tutta la vita=1, per$ sempre=1, resta per sempre=2, rimane per sempre=2, passera mai=3, andra mai via=3, me la tengo=3, tenermela=3, guarir=2, for life=1, forever=1, for ever=1, rest of my life=1, be overcome=4, overcome=2, ever overcome=4, get over=3, ever get over=3, get over my fear=5, get over the fear=5, get over a fear=5, get over this fear=5, get over fear=5, ever go away=4, go away=2, stuck with=2, guidare=2, autostrada=2, ascensore=2, aereo=1, volare=1, cani$=1, ragni=1, altezz=1, driving=2, drive$=1, motorway=2, highway=2, lift$=1, lifts=1, elevator=2, spiders=1, dogs$=1, heights=1',
    requires:
      'paura di=0, paura del=0, paura dei=0, paura della=0, paura delle=0, paura dell=0, paura degli=0, la paura=0, questa paura=0, sta paura=0, mia paura=0, fobi=0, terror=0, fear=0, phobi=0, scared of=0, afraid of=0',
    forms: ['could', 'is_this', 'normal'],
    topics: ['anxiety', 'avoidance'],
    it: {
      text: [
        [
          'Nella maggior parte dei casi si può ridurre molto, e non è detto che resti per tutta la vita: le paure legate a una situazione precisa, come guidare in autostrada, volare o prendere l’ascensore, sono tra quelle che cambiano di più con la pratica graduale.',
          'La paura resta forte finché la si evita, perché ogni rinuncia conferma alla mente che il pericolo era vero; quando invece ci si avvicina a piccoli passi e si resta nella situazione finché l’agitazione scende, perde forza.',
          'Con la guida, per esempio, si può partire da un tratto breve e conosciuto, magari con qualcuno accanto, e allungarlo poco alla volta.',
        ],
        [
          'Una paura che dura da anni può sembrare parte del carattere, ma non è un tratto fisso: è un allarme che ha imparato a scattare in quella situazione, e quello che si impara si può cambiare.',
          'Quello che funziona è una scala di passi, dal più facile al più difficile, ripetendo ciascuno finché diventa quasi noioso prima di passare al successivo.',
          'Se preferisci non fare questo percorso senza aiuto, uno psicologo può accompagnarti a costruirlo: con paure di questo tipo è un lavoro che spesso dà buoni risultati.',
        ],
      ],
      followUp: [
        'Quale sarebbe il primo gradino, il più facile, da cui potresti partire?',
        'Cosa hai smesso di fare per via di questa paura, e ti piacerebbe riprendere?',
      ],
    },
    en: {
      text: [
        [
          'For most people it can shrink a lot, and it doesn’t have to be for life: fears tied to a particular situation, like driving on the motorway, flying or taking lifts, are among the ones that change most with gradual practice.',
          'A fear stays strong as long as it’s avoided, because each time you back out your mind takes it as proof the danger was real; when you approach it in small steps and stay until the nerves come down, it loses its grip.',
          'With driving, for example, you might start with a short, familiar stretch, perhaps with someone beside you, and lengthen it bit by bit.',
        ],
        [
          'A fear you’ve had for years can feel like part of who you are, but it isn’t a fixed trait: it’s an alarm that learned to go off in that situation, and what has been learned can change.',
          'What works is a ladder of steps from easiest to hardest, repeating each one until it feels almost boring before moving on to the next.',
          'If you’d rather not do this on your own, a psychologist can help you build the ladder: with fears like this, that kind of work often goes well.',
        ],
      ],
      followUp: [
        'What would be the first, easiest step you could start from?',
        'What have you stopped doing because of this fear that you’d like to get back to?',
      ],
    },
  },
];
