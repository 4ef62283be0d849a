/**
 * "Cosa si fa con le sue cose, le ciotole, la cuccia?", "what do I do with her clothes?": the
 * belongings of someone (or an animal) who has died. No hurry and no right way; keeping a few
 * things and giving the rest away is common, and it can be done with someone and in steps.
 */
import type { KnowledgeEntry } from '../types';

/** A loss, or things that only an animal leaves behind: the question is about what remains. */
const LOSS =
  'mort=0, perso=0, perdita=0, lutto=0, manca=0, non c e piu=0, addormentare=0, scompars=0, andat=0, ciotol=0, cuccia=0, guinzaglio=0, lettiera=0, died=0, passed=0, lost=0, loss=0, grie=0, death=0, gone=0, bowl=0, bowls=0, leash=0, litter=0';

export const BELONGINGS_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'grief_belongings',
    kind: 'normal',
    keys: 'le sue cose=4, sue cose=3, i suoi vestiti=4, suoi vestiti=3, la sua roba=4, sua roba=3, ciotol=4, cuccia=4, guinzaglio=4, giochin=2, la sua stanza=3, buttare=2, regalare=2, donare=2, tenere=1, his things=4, her things=4, their things=3, his stuff=4, her stuff=4, his clothes=4, her clothes=4, bowls=4, bowl=3, leash=4, toys=2, give away=2, throw away=2, throw out=2, keep=1',
    requires: LOSS,
    forms: ['how', 'what', 'should', 'normal', 'is_this'],
    topics: ['family'],
    it: {
      text: [
        [
          'Non c’è un momento giusto per decidere cosa fare delle sue cose: puoi lasciarle dove sono finché ti fa bene vederle, e sarai tu ad accorgerti di quando è ora.',
          'Molte persone tengono uno o due oggetti che raccontano il legame, una ciotola, un collare, un maglione, e il resto lo donano, per esempio a un rifugio o a chi ne ha bisogno: sapere che servirà a qualcuno a volte aiuta.',
          'Se ti va, fallo con qualcuno accanto, e concediti di fermarti a metà se diventa troppo.',
        ],
        [
          'Con le cose di chi non c’è più non serve avere fretta: mettere via tutto subito o tenere tutto per sempre sono due estremi, e in mezzo c’è molto spazio.',
          'Può aiutare scegliere prima cosa tenere come ricordo, poi cosa donare, e solo alla fine cosa lasciare andare.',
          'Qualunque cosa decidi, non cancella il legame: gli fa solo spazio in un’altra forma.',
        ],
      ],
      followUp: ['C’è un oggetto che sai già di voler tenere?', 'Con chi ti piacerebbe decidere cosa farne?'],
    },
    en: {
      text: [
        [
          'There’s no right moment to decide what to do with their things: you can leave them where they are for as long as it helps to see them, and you’ll notice when it’s time.',
          'Many people keep one or two things that tell the story of the bond, a bowl, a collar, a jumper, and give the rest away, to a shelter or to someone who needs it: knowing it will be of use can help.',
          'If you like, do it with someone beside you, and let yourself stop halfway if it gets too much.',
        ],
        [
          'With the things of someone who’s gone there’s no need to hurry: clearing everything at once or keeping everything forever are two extremes, with a lot of room in between.',
          'It can help to choose first what to keep as a memory, then what to give away, and only at the end what to let go of.',
          'Whatever you decide doesn’t erase the bond: it just makes room for it in another form.',
        ],
      ],
      followUp: [
        'Is there one thing you already know you want to keep?',
        'Who would you like to decide this with?',
      ],
    },
  },
];
