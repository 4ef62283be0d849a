/**
 * Sleep (the basics of CBT for insomnia, no medicines or supplements), studying with anxiety, a
 * blank mind in an exam, and interview or presentation nerves. School "esami" are not blood tests.
 */
import type { KnowledgeEntry } from '../types';

const NOT_BLOOD = 'sangu=-9, analisi=-6, referto=-6, blood=-9, lab$=-6';

export const SLEEP_STUDY_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'sleep_basics',
    kind: 'how_to',
    keys: 'dorm=3, il sonno=3, del sonno=3, di sonno=3, ho sonno=3, nel sonno=3, insonni=4, addormentar=4, addorment=4, dormire=1, riposare=1, non riesco a dormire=4, sleep=3, insomnia=4, fall asleep=4, falling asleep=4, cant sleep=4, sleeping=2, asleep=2, cannot sleep=4',
    forms: ['how', 'why', 'what'],
    topics: ['sleep'],
    it: {
      text: [
        [
          'Per il sonno contano soprattutto le abitudini: svegliati alla stessa ora ogni mattina, anche nel fine settimana e anche dopo una brutta notte, perché è la sveglia fissa a regolare l’orologio interno.',
          'Usa il letto solo per dormire: se dopo una ventina di minuti il sonno non arriva, alzati, fai qualcosa di tranquillo con la luce bassa e torna a letto quando arriva il sonno.',
          'Nelle ore prima di dormire abbassa luci e schermi, ed evita caffè, tè ed energy drink dal primo pomeriggio.',
        ],
        [
          'Il sonno non si può forzare: più ci si sforza di dormire, più la mente si attiva, ed è per questo che le strategie della CBT per l’insonnia puntano a togliere pressione.',
          'Vai a letto solo quando hai davvero sonno, non solo stanchezza, e tieni fisso l’orario della sveglia: il bisogno di sonno si accumula e le notti diventano più compatte.',
          'Nell’ultima ora crea un piccolo rituale senza schermi, come una doccia calda o una lettura leggera, ed evita i pisolini lunghi durante il giorno.',
        ],
      ],
      followUp: [
        'A che ora ti svegli di solito, e cambia molto da un giorno all’altro?',
        'Cosa fai, di solito, nell’ultima ora prima di andare a letto?',
      ],
    },
    en: {
      text: [
        [
          'With sleep, habits matter most: get up at the same time every morning, weekends included and even after a bad night, because a fixed wake-up time is what sets your body clock.',
          'Keep the bed for sleep: if after about twenty minutes sleep isn’t coming, get up, do something quiet in dim light, and go back to bed when you feel sleepy.',
          'In the hours before bed, turn down lights and screens, and avoid coffee, tea and energy drinks from early afternoon.',
        ],
        [
          'Sleep can’t be forced: the harder you try, the more alert your mind gets, which is why CBT for insomnia focuses on taking the pressure off.',
          'Go to bed only when you’re actually sleepy, not just tired, and keep your alarm time fixed: sleep pressure builds up and nights become more solid.',
          'In the last hour, create a small screen-free routine, like a warm shower or some light reading, and avoid long naps during the day.',
        ],
      ],
      followUp: [
        'What time do you usually wake up, and does it vary a lot from day to day?',
        'What do you usually do in the last hour before bed?',
      ],
    },
  },
  {
    id: 'sleep_night_waking',
    kind: 'how_to',
    keys: 'mi sveglio di notte=5, sveglio di notte=5, svegli notturni=5, risvegli=4, riaddorment=5, mi sveglio alle=4, wake up at night=5, waking up at night=5, wake up in the night=5, wake up in the middle=5, back to sleep=5, middle of the night=3, 3am$=2, 4am$=2, tornare a letto=4, torno a letto=4, alzarsi o restare=5, alzarmi o restare=5, restare a letto=3, get up or stay=5, stay in bed=3, rimettermi a letto=4, go back to bed=4, getting back into bed=4, fissare il soffitto=5, fisso il soffitto=5, resto qui a letto=4, resto a letto=3, staring at the ceiling=5, stare at the ceiling=5, lying here awake=5, lie here awake=5',
    forms: ['how', 'why', 'normal'],
    topics: ['sleep'],
    it: {
      text: [
        [
          'Svegliarsi durante la notte è normale, capita a tutti più volte; il problema nasce quando restiamo lì a preoccuparci di non riaddormentarci.',
          'Se dopo una ventina di minuti non riprendi sonno, alzati, vai in un’altra stanza con la luce bassa e fai qualcosa di noioso o rilassante, poi torna a letto quando senti sonno.',
          'Evita di guardare l’ora e il telefono: contare le ore che mancano alla sveglia accende proprio l’allarme che tiene svegli.',
        ],
        [
          'Di notte i problemi sembrano più grandi, perché la mente è stanca e il pensiero critico è al minimo: vale la pena ricordarsi «ci penso domattina».',
          'Se un pensiero non ti lascia, scrivilo su un foglio accanto al letto insieme al primo passo da fare domani, così la mente può lasciarlo andare.',
          'Quando il sonno non torna, meglio non restare a lottare nel letto: alzati, fai qualcosa di tranquillo con poca luce e torna a letto quando il sonno si fa sentire di nuovo.',
          'E tieni fissa la sveglia del mattino anche dopo una notte agitata: è il modo migliore per dormire meglio la notte dopo.',
        ],
      ],
      followUp: [
        'Cosa ti passa per la testa, di solito, quando ti svegli di notte?',
        'Cosa fai adesso quando non riesci a riaddormentarti?',
      ],
    },
    en: {
      text: [
        [
          'Waking in the night is normal, everyone does it several times; the problem starts when we lie there worrying about not getting back to sleep.',
          'If after about twenty minutes you haven’t drifted off, get up, go to another room with dim light and do something dull or relaxing, then go back to bed when you feel sleepy.',
          'Avoid checking the time or your phone: counting the hours until the alarm switches on the very alarm that keeps you awake.',
        ],
        [
          'At night problems look bigger, because the mind is tired and critical thinking is at its lowest: it’s worth reminding yourself "I’ll think about it in the morning".',
          'If a thought won’t let go, write it on a notepad by the bed with the first step for tomorrow, so your mind can put it down.',
          'When sleep doesn’t come back, it’s better not to lie there fighting it: get up, do something quiet in low light, and go back to bed when you feel sleepy again.',
          'And keep your morning alarm fixed even after a restless night: it’s the best way to sleep better the following night.',
        ],
      ],
      followUp: [
        'What usually goes through your mind when you wake up at night?',
        'What do you do now when you can’t get back to sleep?',
      ],
    },
  },
  {
    id: 'study_exam',
    kind: 'how_to',
    keys: `esam=3, interrogazion=3, maturita=3, studi=2, ripass=2, memorizz=3, exam=3, test$=2, tests$=2, revise=3, revision=3, study=3, finals=3, memoris=2, memoriz=2, ${NOT_BLOOD}`,
    forms: ['how'],
    topics: ['exams'],
    it: {
      text: [
        [
          'Con l’ansia, rileggere e sottolineare danno la falsa sensazione di sapere; funziona molto meglio il richiamo attivo: chiudi il libro, prova a ripetere o a scrivere quello che ricordi e poi controlla.',
          'Fai spesso delle simulazioni, con domande o esercizi a tempo come se fossi all’esame: allenano la memoria e ti abituano a lavorare con un po’ di pressione.',
          'Studia a blocchi di 25-40 minuti con pause brevi, e ripassa gli stessi argomenti a distanza di qualche giorno invece di concentrare tutto la sera prima.',
        ],
        [
          'L’ansia da esame si abbassa quando lo studio diventa concreto: scrivi l’elenco degli argomenti, distribuiscili sui giorni e segna quello che hai fatto, così la mente vede i progressi invece del mucchio.',
          'Per ogni argomento prepara qualche domanda e rispondi a voce alta o per iscritto senza guardare: gli errori che trovi così sono preziosi, perché ti dicono cosa ripassare.',
          'E proteggi sonno, pasti e un po’ di movimento: un cervello riposato ricorda meglio di uno che ha studiato tutta la notte.',
        ],
      ],
      followUp: [
        'Come studi di solito, e quanto tempo passi a rileggere rispetto a metterti alla prova?',
        'Quale argomento ti preoccupa di più, e quale domanda potresti farti su quello?',
      ],
    },
    en: {
      text: [
        [
          'When you’re anxious, rereading and highlighting give a false feeling of knowing; active recall works much better: close the book, try to say or write down what you remember, then check.',
          'Do plenty of practice runs, with questions or timed exercises as if you were in the exam: they train your memory and get you used to working under a bit of pressure.',
          'Study in blocks of 25-40 minutes with short breaks, and revisit the same topics a few days apart instead of cramming everything the night before.',
        ],
        [
          'Exam anxiety eases when studying becomes concrete: list the topics, spread them across the days and tick off what you’ve done, so your mind sees progress instead of a pile.',
          'For each topic, prepare a few questions and answer them aloud or in writing without looking: the mistakes you find that way are precious, because they show you what to go over.',
          'And protect your sleep, meals and a bit of movement: a rested brain remembers better than one that studied all night.',
        ],
      ],
      followUp: [
        'How do you usually study, and how much time goes on rereading compared with testing yourself?',
        'Which topic worries you most, and what question could you ask yourself about it?',
      ],
    },
  },
];
