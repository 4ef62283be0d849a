/** Rumination, worry time, the circle of control and behavioural activation. */
import type { KnowledgeEntry } from '../types';

export const COPING_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'coping_rumination',
    kind: 'how_to',
    keys: 'rimugin=4, ruminazion=4, ripensarci=4, ripenso=3, continuo a ripensar=4, lasciar perdere=3, lasciarlo andare=3, let it go=3, replay=3, replaying=4, smettere di pensar=4, smetto di pensar=4, non pensarci=4, pensarci=2, pensarl=1, stop thinking about=4, stop thinking=3, pensieri che girano=3, penso troppo=3, pensare troppo=3, girare in tondo=3, in loop=2, problem solving=3, risolvere i problemi=3, overthink=4, ruminat=4, thinking too much=3, think too much=3, going round in circles=3, stuck in my head=3, spiral=4, in spirale=3, mind racing=3, mente che corre=3',
    forms: ['what', 'how', 'why'],
    topics: ['worry', 'rumination'],
    it: {
      text: [
        [
          'Rimuginare e risolvere un problema sembrano simili, ma portano in posti diversi: la soluzione arriva a un passo concreto, il rimuginio gira in tondo sulle stesse domande, «perché è successo?», «e se…?».',
          'Un test semplice: dopo dieci minuti che ci pensi, hai un’idea in più su cosa fare, o ti senti solo peggio?',
          'Se ti senti peggio è rimuginio, e la cosa più utile è spostare l’attenzione su un’attività che impegni davvero mani e testa.',
        ],
        [
          'Il rimuginio dà l’illusione di tenere le cose sotto controllo, ed è per questo che è così difficile smettere.',
          'Per uscirne aiuta trasformare la domanda astratta in una concreta: non «perché mi succede sempre?», ma «qual è una cosa piccola che posso fare entro domani?».',
          'Se adesso non c’è niente da fare, annota il pensiero e riporta l’attenzione a quello che hai davanti, anche cento volte: ogni volta è allenamento.',
        ],
      ],
      followUp: [
        'Su cosa ti ritrovi a rimuginare più spesso?',
        'C’è un passo concreto, anche piccolo, dentro il problema che ti gira in testa?',
      ],
    },
    en: {
      text: [
        [
          'Ruminating and solving a problem feel alike, but they lead to different places: problem solving ends in a concrete step, rumination circles the same questions, "why did this happen?", "what if…?".',
          'A simple test: after ten minutes of thinking about it, do you have one more idea about what to do, or do you just feel worse?',
          'If you feel worse it’s rumination, and the most useful thing is to move your attention to something that really occupies your hands and mind.',
        ],
        [
          'Rumination gives the illusion of keeping things under control, which is why it’s so hard to stop.',
          'To get out of it, turn the abstract question into a concrete one: not "why does this always happen to me?" but "what’s one small thing I can do by tomorrow?".',
          'If there’s nothing to do right now, jot the thought down and bring your attention back to what’s in front of you, a hundred times if needed: each time is practice.',
        ],
      ],
      followUp: [
        'What do you find yourself going over most often?',
        'Is there a concrete step, however small, inside the problem that keeps circling?',
      ],
    },
  },
  {
    id: 'coping_worry_time',
    kind: 'how_to',
    keys: 'tempo della preoccupazion=4, momento della preoccupazion=4, rimandare le preoccupazion=4, preoccup=2, worry time=4, worry period=4, postpone worr=4, worry=2, worrying=1, worried=1, worries=1',
    forms: ['what', 'how'],
    topics: ['worry'],
    it: {
      text: [
        [
          'Il tempo della preoccupazione è una tecnica della CBT: scegli 15-20 minuti al giorno, sempre alla stessa ora e non a ridosso del sonno, da dedicare apposta alle preoccupazioni.',
          'Quando una preoccupazione arriva fuori orario, annotala in due parole, dille «ci penso alle 18» e torna a quello che stavi facendo.',
          'All’ora stabilita rileggi la lista: molte preoccupazioni avranno perso forza, e per le altre puoi chiederti se c’è un passo concreto da fare.',
        ],
        [
          'L’idea non è smettere di preoccuparsi, ma decidere quando farlo: le preoccupazioni diventano appuntamenti invece di interruzioni continue.',
          'Tieni con te un foglietto o una nota sul telefono, e ogni volta che arriva un pensiero parcheggialo lì fino al momento stabilito.',
          'Dopo qualche giorno di pratica molte persone scoprono di avere più controllo di quanto pensassero su quando preoccuparsi.',
        ],
      ],
      followUp: [
        'Quale orario della giornata potrebbe funzionare per te?',
        'Quale preoccupazione metteresti per prima nella lista di oggi?',
      ],
    },
    en: {
      text: [
        [
          'Worry time is a CBT technique: pick 15-20 minutes a day, always at the same time and not close to bedtime, set aside on purpose for worrying.',
          'When a worry shows up outside that slot, jot it down in a couple of words, tell it "I’ll think about you at 6" and go back to what you were doing.',
          'At the set time, read the list again: many worries will have lost their grip, and for the rest you can ask whether there’s a concrete step to take.',
        ],
        [
          'The idea isn’t to stop worrying, but to decide when to do it: worries become appointments instead of constant interruptions.',
          'Keep a scrap of paper or a note on your phone, and each time a worry arrives, park it there until the set time.',
          'After a few days of practice, many people find they have more say than they thought over when they worry.',
        ],
      ],
      followUp: ['What time of day might work for you?', 'Which worry would go first on today’s list?'],
    },
  },
  {
    id: 'coping_control',
    kind: 'how_to',
    keys: 'cerchio del controllo=4, cerchi del controllo=4, posso controllare=4, dipende da me=3, sotto il mio controllo=4, fuori dal mio controllo=4, controllo=1, circle of control=4, circles of control=4, can i control=4, can control=3, in my control=4, out of my control=4, up to me=3, cant control=3, control$=1',
    forms: ['what', 'how'],
    topics: ['stress', 'control'],
    it: {
      text: [
        [
          'Un esercizio utile è disegnare tre cerchi: al centro ciò che dipende da te, come le tue azioni, le tue parole e il modo in cui ti prendi cura di te; intorno ciò che puoi influenzare, come le relazioni; fuori ciò che non controlli, come il passato o le scelte degli altri.',
          'Lo stress cresce quando spendiamo le energie sul cerchio più esterno.',
          'Scegli una cosa del cerchio centrale su cui agire oggi, e per il resto prova a dirti «lo vedo, ma non tocca a me risolverlo».',
        ],
        [
          'Di solito possiamo controllare molto meno di quanto vorremmo, ma più di quanto pensiamo: il nostro comportamento, le nostre scelte, a chi chiediamo aiuto, come rispondiamo.',
          'Non possiamo controllare i pensieri degli altri, i risultati finali o le cose già successe.',
          'Quando tutto sembra troppo, fai due liste, «dipende da me» e «non dipende da me», e metti le energie solo nella prima.',
        ],
      ],
      followUp: [
        'Nella situazione che stai vivendo, cosa c’è nel cerchio di ciò che dipende da te?',
        'Quale cosa fuori dal tuo controllo ti sta prendendo più energie?',
      ],
    },
    en: {
      text: [
        [
          'A useful exercise is drawing three circles: in the middle what’s up to you, like your actions, your words and how you look after yourself; around it what you can influence, like relationships; outside what you don’t control, like the past or other people’s choices.',
          'Stress grows when we spend our energy on the outer circle.',
          'Pick one thing from the middle circle to act on today, and for the rest try telling yourself "I see it, but it’s not mine to fix".',
        ],
        [
          'We can usually control much less than we’d like, but more than we think: our behaviour, our choices, who we ask for help, how we respond.',
          'We can’t control other people’s thoughts, final outcomes or things that have already happened.',
          'When everything feels like too much, make two lists, "up to me" and "not up to me", and put your energy only into the first.',
        ],
      ],
      followUp: [
        'In what you’re going through, what sits in the circle of things that are up to you?',
        'Which thing outside your control is taking most of your energy?',
      ],
    },
  },
  {
    id: 'coping_activation',
    kind: 'how_to',
    keys: 'attivazione comportamental=4, nessuna voglia=3, non ho voglia=3, voglia di fare=3, non ho energi=3, senza energi=3, motivazion=2, motivarmi=4, motivarsi=4, giu di morale=3, umore basso=3, umore a terra=3, apatia=3, apatic=3, behavioural activation=4, behavioral activation=4, no motivation=3, motivation=2, get motivated=4, motivate myself=4, feel nothing=2, no energy=3, low mood=3, feeling down=3, dont feel like=3, feel like doing=3, unmotivated=3',
    forms: ['what', 'how', 'why'],
    topics: ['low_mood'],
    it: {
      text: [
        [
          'Quando l’umore è giù si tende a fare meno, e fare meno abbassa ancora l’umore: l’attivazione comportamentale spezza questo circolo partendo dall’azione, senza aspettare di averne voglia.',
          'Scegli un’attività piccola che un tempo ti dava piacere o soddisfazione, anche dieci minuti di camminata o una telefonata, e fissala in agenda con un orario preciso.',
          'Dopo, annota com’è andata e il tuo umore da 0 a 10: spesso l’umore segue l’azione, non il contrario.',
        ],
        [
          'La motivazione di solito arriva dopo aver cominciato, non prima: per questo aspettare di «sentirsela» può voler dire aspettare a lungo.',
          'L’attivazione comportamentale propone di programmare ogni giorno qualche attività piccola, un misto di cose piacevoli e di cose che danno un senso di risultato, come riordinare un cassetto.',
          'Se l’umore resta molto basso per più di un paio di settimane, è importante parlarne anche con il medico di base.',
        ],
      ],
      followUp: [
        'Cosa ti dava piacere o soddisfazione prima di questo periodo?',
        'Quale attività piccola potresti mettere in agenda per domani?',
      ],
    },
    en: {
      text: [
        [
          'When mood is low we tend to do less, and doing less lowers mood further: behavioural activation breaks the loop by starting from action, without waiting to feel like it.',
          'Pick a small activity that used to give you pleasure or a sense of achievement, even a ten-minute walk or a phone call, and put it in your diary at a set time.',
          'Afterwards, note how it went and your mood from 0 to 10: mood often follows action, not the other way round.',
        ],
        [
          'Motivation usually comes after starting, not before: that’s why waiting to "feel up to it" can mean waiting a long time.',
          'Behavioural activation suggests planning a few small activities each day, a mix of pleasant things and things that give a sense of achievement, like tidying a drawer.',
          'If your mood stays very low for more than a couple of weeks, it’s important to talk to your GP as well.',
        ],
      ],
      followUp: [
        'What used to give you pleasure or a sense of achievement before this period?',
        'What small activity could you put in your diary for tomorrow?',
      ],
    },
  },
];
