/**
 * The first weeks with a baby: not feeling the rush of love straight away, low mood or tiredness
 * after the birth, and who to talk to (GP, midwife, family health clinic; 112 for thoughts of harm).
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
];
