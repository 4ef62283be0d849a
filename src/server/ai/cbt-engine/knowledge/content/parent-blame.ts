/**
 * "Sono io che sbaglio qualcosa come madre?", "am I a bad dad?": a parent blaming themselves for a
 * child's difficulty. Many causes, the question itself shows care, "good enough" is what children
 * need, and the useful next step is looking at when it happens and asking the school or paediatrician.
 */
import type { KnowledgeEntry } from '../types';

export const PARENT_BLAME_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'parent_self_blame',
    kind: 'normal',
    keys: 'come madre=6, come padre=6, come genitore=6, come mamma=6, come papa=6, cattiva madre=7, cattivo padre=7, cattivo genitore=7, brutta madre=6, madre sbagliata=6, padre sbagliato=6, genitore sbagliato=6, sbaglio con mio figlio=6, sbaglio con mia figlia=6, sbaglio con i miei figli=6, colpa mia se mio figlio=6, colpa mia se mia figlia=6, as a mum=6, as a mom=6, as a mother=6, as a dad=6, as a father=6, as a parent=6, bad mum=7, bad mom=7, bad mother=7, bad dad=7, bad father=7, bad parent=7, failing my kids=6, failing my son=6, failing my daughter=6, my fault my son=5, my fault my daughter=5, sbaglio=1, colpa=1, fault=1, wrong=1',
    // A parent's tiredness or a question about a child is not self-blame: a word of blame must be there.
    requires:
      'sbagli=0, sbaglio=0, colpa=0, cattiv=0, brutta=0, fallit=0, incapace=0, inadeguat=0, brava=0, bravo=0, all altezza=0, wrong=0, fault=0, bad=0, failing=0, fail=0, terrible=0, useless=0, enough=0, abbastanza=0, blame=0',
    forms: ['is_this', 'normal', 'could', 'should', 'why'],
    topics: ['family'],
    it: {
      text: [
        [
          'Che tu te lo chieda dice già molto: i genitori che non ci tengono di solito non si fanno questa domanda.',
          'Le difficoltà di un bambino o di un ragazzo, come la distrazione a scuola, i capricci o la chiusura, hanno quasi sempre più cause insieme: l’età, il temperamento, il sonno, la scuola, i cambiamenti in famiglia; raramente una sola persona.',
          'Ai figli non serve un genitore perfetto, ma uno abbastanza buono, che sbaglia, se ne accorge e ripara. Più che cercare la colpa, aiuta osservare quando succede e parlarne con la maestra o con il pediatra.',
        ],
        [
          'Sentirsi in colpa come genitore è comunissimo, e di solito è il segno di quanto ti importa, non la prova di aver sbagliato.',
          'Quello che un figlio vive dipende da molte cose, non solo da te: tu sei una parte importante, non l’unica.',
          'Una domanda più utile di «è colpa mia?» è «cosa posso osservare e provare, adesso?»: per esempio notare in quali momenti succede, e chiedere a chi lo vede in altri contesti cosa nota.',
        ],
      ],
      followUp: [
        'In quali momenti noti di più la difficoltà?',
        'Con chi potresti parlarne, tra chi vede tuo figlio anche fuori casa?',
      ],
    },
    en: {
      text: [
        [
          'That you’re asking says a lot already: parents who don’t care don’t usually ask this question.',
          'A child’s or teenager’s difficulties, like being distracted at school, tantrums or withdrawing, nearly always have several causes at once: age, temperament, sleep, school, changes at home; rarely one person.',
          'Children don’t need a perfect parent but a good enough one, who gets it wrong, notices and repairs. Rather than looking for blame, it helps to notice when it happens and talk it over with the teacher or the paediatrician.',
        ],
        [
          'Feeling guilty as a parent is very common, and it is usually a sign of how much you care, not proof that you got it wrong.',
          'What a child goes through depends on many things, not only on you: you’re an important part of it, not the only one.',
          'A more useful question than “is it my fault?” is “what can I notice and try, now?”: for example noting when it happens, and asking someone who sees your child elsewhere what they notice.',
        ],
      ],
      followUp: [
        'When do you notice the difficulty most?',
        'Who could you talk it over with, among the people who see your child outside home?',
      ],
    },
  },
];
