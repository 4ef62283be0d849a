/**
 * Checking and asking for reassurance ("è normale ricontrollare la porta?", "why do I keep asking if
 * he still loves me?"). Never a plain "yes, it's normal": that would be one more reassurance. The
 * answer is warm, says why checking and reassurance feed the doubt, and what helps instead.
 */
import type { KnowledgeEntry } from '../types';

export const CHECKING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'checking_reassurance',
    kind: 'normal',
    keys: 'ricontroll=4, controllo la porta=4, controllare la porta=4, controllo il gas=4, controllare il gas=4, spento il gas=3, chiuso la porta=3, chiusa la porta=3, porta chiusa=2, serratura=2, controllo tre volte=4, controllare tre volte=4, rassicur=3, chiedere conferma=3, chiedo conferma=3, check the stove=4, check the door=4, checking the door=4, checking the stove=4, stove=2, locked the door=3, door is locked=3, check it that many=4, checking=3, reassurance=4, reassure=3, keep asking=3',
    forms: ['normal', 'why', 'how', 'what', 'is_this'],
    topics: ['anxiety'],
    it: {
      text: [
        [
          'Ricontrollare la porta o il gas quando si è in ansia capita a molte persone, e chiedere conferma viene spontaneo: il guaio è che il sollievo dura poco.',
          'Ogni controllo, come ogni rassicurazione, insegna al cervello che il dubbio era pericoloso e andava sistemato subito, così la volta dopo torna più forte e chiede un altro controllo: è il circolo che tiene in piedi l’ansia.',
          'Aiuta fare un solo controllo, con attenzione, e poi sopportare il dubbio qualche minuto in più ogni volta; se i controlli ti portano via molto tempo o ti fanno stare male ogni giorno, il medico di base o uno psicologo possono aiutarti.',
        ],
        [
          'Il bisogno di controllare di nuovo non vuol dire che ti manchi attenzione: è l’ansia che chiede una certezza, e la certezza che cerca non arriva mai del tutto.',
          'Rassicurarsi, da soli o chiedendo agli altri, calma per qualche minuto e poi il dubbio ritorna: per questo le rassicurazioni finiscono per alimentare il circolo invece di chiuderlo.',
          'Un esercizio utile è controllare una volta sola dicendo ad alta voce cosa vedi, poi rimandare ogni nuovo controllo di qualche minuto; se ti limita molto nella vita di tutti i giorni, parlane con il medico di base o con uno psicologo.',
        ],
      ],
      followUp: [
        'Quanto tempo ti portano via i controlli, in una giornata?',
        'Cosa ti dice la mente, nel momento in cui senti il bisogno di ricontrollare?',
      ],
    },
    en: {
      text: [
        [
          'Going back to check the door or the stove when you’re anxious happens to a lot of people, and asking for reassurance comes naturally: the trouble is that the relief doesn’t last.',
          'Each check, like each reassurance, teaches your brain that the doubt was dangerous and had to be settled at once, so next time it comes back stronger and asks for another check: that is the loop that keeps anxiety going.',
          'It helps to check once, carefully, and then sit with the doubt a few minutes longer each time; if checking takes up a lot of your time or upsets you every day, your GP or a psychologist can help.',
        ],
        [
          'Needing to check again doesn’t mean you’re careless: it’s anxiety asking for certainty, and the certainty it wants never quite arrives.',
          'Reassuring yourself, or asking others to, calms things for a few minutes and then the doubt returns: that’s why reassurance ends up feeding the loop instead of closing it.',
          'A useful exercise is to check once while saying out loud what you see, then put off each new check by a few minutes; if it gets in the way of daily life a lot, talk to your GP or a psychologist.',
        ],
      ],
      followUp: [
        'How much of your day does the checking take up?',
        'What does your mind tell you at the moment you feel the urge to check again?',
      ],
    },
  },
];
