/**
 * Questions people ask in these conversations that the broader entries answered only by topic:
 * waking early in the night, whether someone is upset with them, parents who argue, what writing
 * thoughts down is for, unwanted thoughts, and grief for a pet.
 */
import type { KnowledgeEntry } from '../types';

export const ASKED_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'sleep_early_waking',
    kind: 'why',
    keys: 'sveglio presto=5, sveglio sempre presto=5, sveglio sempre alle=5, sveglio alle=5, svegli alle=4, sveglio all alba=5, alle 4$=3, alle 5$=3, alle tre$=3, alle quattro$=3, alle cinque$=3, troppo presto=2, wake up so early=6, wake up early=5, waking up early=5, wake so early=5, wake early=4, early waking=5, wake up at 4=5, wake up at 5=5, 4am$=3, 5am$=3, too early=2, tornare a letto=3, torno a letto=3, go back to bed=3',
    // "la vado a prendere alle 4" is no waking: the hour counts only with sleep in the words.
    requires:
      'svegli=0, sveglio=0, dorm=0, sonno=0, letto=0, notte=0, alba=0, riaddorm=0, wake=0, waking=0, woke=0, sleep=0, awake=0, night=0, bed=0, 4am=0, 5am=0, 3am=0',
    forms: ['why', 'how', 'normal'],
    topics: ['sleep'],
    it: {
      text: [
        [
          'Svegliarsi verso le 4 o le 5 e non riprendere sonno succede spesso nei periodi di stress: nelle prime ore del mattino il corpo alza già gli ormoni dell’attivazione, come il cortisolo, e una mente carica di pensieri si accende più facilmente.',
          'Aiuta non guardare l’ora: se dopo una ventina di minuti il sonno non torna, alzati, fai qualcosa di tranquillo con la luce bassa e torna a letto quando senti sonno.',
          'Un quaderno accanto al letto, su cui scrivere la preoccupazione e il primo passo per domani, aiuta la mente a lasciarla lì fino al mattino.',
        ],
        [
          'Un risveglio all’alba che si ripete è uno dei modi più comuni in cui stress e preoccupazioni si fanno sentire nel sonno, e di solito si attenua quando il carico si alleggerisce.',
          'Invece di restare a letto a contare le ore che mancano alla sveglia, gira l’orologio verso il muro e, se dopo una ventina di minuti sei ancora lì a girarti, alzati per un po’ in un’altra stanza.',
          'Di giorno, dieci minuti dedicati alle preoccupazioni, scritte su un quaderno con un possibile passo per ciascuna, tolgono materiale ai pensieri delle 4 del mattino.',
        ],
      ],
      followUp: [
        'Quando ti svegli a quell’ora, qual è il primo pensiero che arriva?',
        'Cosa fai, di solito, nei minuti dopo il risveglio?',
      ],
    },
    en: {
      text: [
        [
          'Waking around 4 or 5 and not getting back to sleep is common in stressful times: in the early morning the body is already raising its alerting hormones, like cortisol, and a mind full of worries switches on more easily.',
          'It helps not to check the clock: if sleep hasn’t come back after about twenty minutes, get up, do something quiet in dim light, and go back to bed when you feel sleepy.',
          'A notebook by the bed, where you write down the worry and the first step for tomorrow, helps your mind leave it there until morning.',
        ],
        [
          'Waking at dawn again and again is one of the most common ways stress and worry show up in sleep, and it usually eases as the load gets lighter.',
          'Instead of lying there counting the hours until the alarm, turn the clock to the wall, and if you’re still tossing after twenty minutes or so, get up for a while in another room.',
          'During the day, ten minutes set aside for worries, written in a notebook with one possible step for each, leaves less for the 4 a.m. thoughts to chew on.',
        ],
      ],
      followUp: [
        'When you wake at that hour, what is the first thought that comes?',
        'What do you usually do in the minutes after you wake up that early?',
      ],
    },
  },
  {
    id: 'others_upset',
    kind: 'normal',
    keys: 'ce l ha con me=6, what did i do wrong=4, what have i done wrong=4, cosa ho sbagliato=3, ce l abbia con me=6, arrabbiat con me=5, offes con me=5, non mi risponde=4, non risponde=3, mi ignora=4, mi evita=4, angry with me=6, angry at me=6, mad at me=6, upset with me=6, annoyed with me=6, ignoring me=4, avoiding me=4, not replying=4, hasnt replied=4, hasnt answered=4, doesnt reply=4, wont reply=4, unanswered=4, no reply=3, left on read=5, didnt reply=4, visualizzat=3, senza risposta=4',
    forms: ['is_this', 'could', 'normal', 'why', 'should'],
    it: {
      text: [
        [
          'Da qui non posso sapere cosa pensa davvero quella persona, e finché non glielo chiedi non puoi saperlo con certezza neanche tu.',
          'Quando qualcuno si allontana o non risponde, la mente tende a riempire il silenzio con la spiegazione peggiore, mentre spesso dietro ci sono stanchezza, impegni o pensieri suoi che con te non c’entrano.',
          'Un messaggio semplice e senza accuse, come «è da un po’ che non ci sentiamo, va tutto bene tra noi?», di solito chiarisce più di tante ipotesi.',
        ],
        [
          'Il silenzio di un’altra persona è come uno schermo bianco: ci proiettiamo sopra le nostre paure più che i suoi pensieri.',
          'Prova a elencare le spiegazioni possibili, non solo quella che ti spaventa: di solito ce ne sono almeno tre, e alcune non riguardano te.',
          'Se il dubbio ti pesa, chiedere con calma e in modo diretto è quasi sempre meglio che restare a indovinare.',
        ],
      ],
      followUp: [
        'Quali altre spiegazioni potrebbero esserci, oltre a quella che temi?',
        'Cosa ti piacerebbe chiedere, se potessi farlo senza paura della risposta?',
      ],
    },
    en: {
      text: [
        [
          'I can’t know from here what that person really thinks, and until you ask, you can’t know it for sure either.',
          'When someone goes quiet or pulls back, the mind tends to fill the silence with the worst explanation, while often it’s tiredness, busy days or worries of their own that have nothing to do with you.',
          'A simple message with no blame in it, like “you’ve felt far away lately, are we okay?”, usually clears things up better than any amount of guessing.',
        ],
        [
          'Someone else’s silence is like a blank screen: we project our own fears onto it more than their thoughts.',
          'Try listing the possible explanations, not only the one that scares you: there are usually at least three, and some have nothing to do with you.',
          'If the doubt weighs on you, asking calmly and directly is nearly always better than staying stuck guessing.',
        ],
      ],
      followUp: [
        'What other explanations might there be, besides the one you fear?',
        'What would you like to ask, if you could do it without fearing the answer?',
      ],
    },
  },
];
