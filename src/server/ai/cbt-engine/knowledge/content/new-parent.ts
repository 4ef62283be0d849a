/**
 * The first weeks with a baby: not feeling the rush of love straight away, low mood or tiredness
 * after the birth, and who to talk to (GP, midwife, family health clinic; 112 for thoughts of harm);
 * and a small child's first weeks at nursery, with tears at the goodbye.
 */
import type { KnowledgeEntry } from '../types';
import { lc } from './wording';


export const NEW_PARENT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'after_birth_feelings',
    kind: 'normal',
    keys: 'dopo il parto=5, incinta=-6, gravidanza=-6, pregnant=-6, pregnancy=-6, post partum=5, postpartum=5, neomamm=4, neopap=4, baby blues=5, depressione post=5, amore enorme=3, amore travolgente=3, legame con il bambino=4, legame con la bambina=4, bimba di=2, bimbo di=2, neonat=2, allattament=2, poppat=2, con chi potrei parlarne=2, con chi parlarne=2, pediatra=2, ostetric=3, consultorio=2, after the birth=5, after giving birth=5, postnatal=5, post natal=5, new mum=4, new mom=4, new parent=3, bond with the baby=4, bonding=3, love my baby=3, my newborn=3, health visitor=3, midwife=3, who could i talk to=2, who can i talk to=2',
    requires:
      'parto=0, partum=0, neomamm=0, neopap=0, baby=0, bimb=0, neonat=0, allattament=0, poppat=0, pediatra=0, birth=0, postnatal=0, post natal=0, newborn=0, new mum=0, new mom=0, health visitor=0, settimane=0, weeks old=0',
    forms: ['normal', 'how', 'where', 'is_this'],
    topics: ['family'],
    it: lc(
      [
        'Non sentire subito un amore travolgente è molto più comune di quanto si racconti: per tante persone il legame con il bambino cresce piano, giorno dopo giorno, tra poppate, sonno a pezzi e stanchezza.',
        'Nelle prime settimane sbalzi d’umore, pianto facile e la sensazione di fare tutto in automatico capitano spesso, e di solito si attenuano da soli entro un paio di settimane.',
        'Se invece durano di più, o l’umore resta basso con poca voglia di tutto o tanta ansia, parlane presto: si può affrontare bene.',
      ],
      [
        'Per parlarne vanno bene il medico di base, l’ostetrica e il consultorio familiare della tua zona, che segue proprio il periodo dopo il parto; anche la pediatra o il pediatra possono essere un primo contatto e indirizzarti.',
        'Dirlo non è una lamentela e non vuol dire non voler bene al bambino: è il modo più rapido per ricevere sostegno, anche pratico.',
        'Se ti vengono pensieri di farti del male o di fare del male al bambino, chiama subito il 112.',
      ],
      [
        'Chi, tra le persone che ti seguono, ti sembra più facile da chiamare?',
        'Come stai dormendo, in questi giorni, quando riesci?',
      ],
    ),
    en: lc(
      [
        'Not feeling an overwhelming rush of love straight away is far more common than people say: for many, the bond with the baby grows slowly, day by day, through feeds, broken sleep and tiredness.',
        'In the first weeks mood swings, crying easily and feeling as if you’re doing everything on autopilot happen a lot, and they usually ease by themselves within a couple of weeks.',
        'If they last longer, or your mood stays low with little interest in anything or a lot of anxiety, talk about it soon: it can be treated well.',
      ],
      [
        'Good people to talk to are your GP, your midwife or health visitor, who are there for exactly this time after the birth; the baby’s doctor can also be a first contact and point you on.',
        'Saying it isn’t complaining and doesn’t mean you don’t love your baby: it’s the quickest way to get support, practical support included.',
        'If you have thoughts of harming yourself or the baby, call 112 or your local emergency number straight away.',
      ],
      [
        'Which of the people looking after you would feel easiest to call?',
        'How are you sleeping these days, when you can?',
      ],
    ),
  },
  {
    id: 'nursery_settling',
    kind: 'normal',
    keys: 'nido=4, asilo=3, inserimento=5, ambientamento=5, educatric=2, piange quando la lascio=5, piange quando lo lascio=5, piange tutte le mattine=3, andare via veloce=4, andarmene veloce=4, salutarla=2, salutarlo=2, crudele=2, quanto dura=3, questa fase=2, daycare=5, nursery=4, preschool=4, kindergarten=3, drop off=4, drop offs=4, cries when i leave=5, settling in=5, settle in=4, sneak out=4, leave quickly=4, cruel=2, how long=2, this phase=2',
    requires:
      'nido, asilo, inserimento, ambientamento, educatric, daycare, nursery, preschool, kindergarten, drop off, drop offs, settling in',
    forms: ['normal', 'how', 'should', 'why', 'is_this'],
    topics: ['family'],
    it: lc(
      [
        'Le lacrime al momento del saluto sono la parte più comune dell’inserimento: di solito durano da qualche giorno a tre o quattro settimane, e spesso si calmano pochi minuti dopo che il genitore è uscito.',
        'Un saluto breve e sempre uguale, un bacio, una frase, «torno dopo la merenda», e poi uscire davvero, aiuta più di un addio lungo: non è crudeltà, è prevedibilità, e i bambini piccoli si fidano di ciò che si ripete.',
        'Il nodo che senti tu è altrettanto normale: chiedere alle educatrici come va dopo che sei uscito o uscita può tranquillizzarti più di qualsiasi ragionamento.',
      ],
      [
        'È una fase che attraversano quasi tutti: per molti bambini ci vogliono due o tre settimane perché il nido diventi un posto conosciuto, a volte con qualche passo indietro dopo un weekend o una malattia.',
        'Il pianto al saluto dice che il legame con te è forte, non che il nido vada male; di solito si consola in fretta, e le educatrici possono dirti quanto.',
        'Andare via con un rito breve e sempre uguale è più gentile che allungare o sparire di nascosto: così impara che tu saluti, esci e poi torni.',
      ],
      ['Cosa ti dicono le educatrici di come sta, dopo che te ne vai?', 'Quale piccolo rito di saluto potresti ripetere ogni mattina?'],
    ),
    en: lc(
      [
        'Tears at goodbye are the most common part of settling in: they usually last from a few days to three or four weeks, and often calm down a few minutes after the parent has left.',
        'A short goodbye that is always the same, a kiss, one sentence, "I’ll be back after snack time", and then really leaving, helps more than a long farewell: it isn’t cruel, it’s predictable, and small children trust what repeats.',
        'The knot you feel is just as normal: asking the staff how things go after you leave can reassure you more than any reasoning.',
      ],
      [
        'Almost every child goes through this: for many it takes two or three weeks for nursery to become a familiar place, sometimes with a step back after a weekend or an illness.',
        'Crying at goodbye shows the bond with you is strong, not that nursery is going badly; most children settle quickly, and the staff can tell you how quickly.',
        'Leaving with a short ritual that is always the same is kinder than dragging it out or slipping away unseen: that way your child learns that you say goodbye, go, and come back.',
      ],
      ['What do the staff tell you about how your child is after you leave?', 'What small goodbye ritual could you repeat every morning?'],
    ),
  },
];
