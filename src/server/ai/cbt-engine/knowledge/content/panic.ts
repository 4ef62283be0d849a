/** Panic, managing anxiety day to day, calming down now, and whether breathing really helps. */
import type { KnowledgeEntry } from '../types';

const PANIC_KEYS = 'panico=4, panic=4, attacchi di panico=1, panic attacks=1';

export const PANIC_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'panic_what',
    kind: 'definition',
    keys: PANIC_KEYS,
    forms: ['what', 'why', 'could', 'normal', 'is_this'],
    topics: ['panic'],
    it: {
      text: [
        [
          'Un attacco di panico è una scarica improvvisa del sistema d’allarme: il cuore accelera, il respiro si fa corto, possono arrivare vertigini, formicolii, sudore e la paura di svenire o di perdere il controllo.',
          'È un’esperienza molto intensa ma, anche se fa paura, il picco di solito arriva entro una decina di minuti e poi l’ondata cala da sola.',
          'Se però i sintomi sono nuovi, diversi dal solito o li senti per la prima volta, è giusto farli valutare da un medico.',
        ],
        [
          'Durante il panico il corpo reagisce come se ci fosse un pericolo immediato, anche quando non c’è: adrenalina, respiro veloce e battito forte servono a prepararti a scappare o a difenderti.',
          'Le sensazioni spaventano, e la paura delle sensazioni aggiunge altro allarme: è questo circolo a far salire l’attacco.',
          'Sapere che sono sensazioni scomode ma passeggere aiuta già a spezzarlo un po’, e se è la prima volta che ti succede vale la pena parlarne con il medico di base.',
        ],
      ],
      followUp: [
        'Cosa noti per primo, nel corpo, quando sta per arrivare?',
        'Cosa ti dici, di solito, nel momento in cui comincia?',
      ],
    },
    en: {
      text: [
        [
          'A panic attack is a sudden surge of the body’s alarm system: the heart speeds up, breathing gets short, and there may be dizziness, tingling, sweating and a fear of fainting or losing control.',
          'It’s a very intense experience but, frightening as it is, it usually peaks within about ten minutes and then the wave eases on its own.',
          'If the symptoms are new, different from usual or you’re having them for the first time, though, it’s right to have them checked by a doctor.',
        ],
        [
          'During panic the body reacts as if there were immediate danger, even when there isn’t: adrenaline, fast breathing and a pounding heart are there to get you ready to run or defend yourself.',
          'The sensations are scary, and the fear of the sensations adds more alarm: that loop is what drives the attack up.',
          'Knowing they’re uncomfortable but temporary already helps break it a little, and if it’s the first time it has happened, it’s worth mentioning to your GP.',
        ],
      ],
      followUp: [
        'What do you notice first in your body when it’s about to start?',
        'What do you usually tell yourself as it begins?',
      ],
    },
  },
  {
    id: 'panic_help',
    kind: 'how_to',
    keys: `${PANIC_KEYS}, durante=1, quando arriva=1, during=1`,
    forms: ['how'],
    topics: ['panic'],
    it: {
      text: [
        [
          'Quando arriva, prova a non combatterlo e a non scappare: ricordati che è l’allarme e non un pericolo, e che passerà.',
          'Rallenta l’espirazione, per esempio inspirando per quattro secondi ed espirando per sei, e appoggia bene i piedi a terra notando cinque cose che vedi intorno a te.',
          'Dopo, quando torna la calma, evita di rinunciare al posto in cui è successo: tornarci aiuta il cervello a non associarlo al pericolo.',
        ],
        [
          'Un aiuto pratico è dare un nome a quello che succede, «è un attacco di panico, sale e poi scende», e lasciare che l’ondata passi senza cercare di fermarla a tutti i costi.',
          'Intanto concentrati su qualcosa di concreto, come la sensazione dei piedi sul pavimento o un oggetto da descrivere nei dettagli, mentre respiri lentamente.',
          'Se gli attacchi si ripetono, parlarne con il medico di base o con uno psicologo è utile: il panico risponde bene alla CBT.',
        ],
      ],
      followUp: [
        'Cosa hai provato finora, e cosa ti ha aiutato almeno un po’?',
        'In quali posti o momenti ti è capitato più spesso?',
      ],
    },
    en: {
      text: [
        [
          'When it comes, try not to fight it or run from it: remind yourself that it’s the alarm, not a danger, and that it will pass.',
          'Slow your out-breath, for example breathing in for four seconds and out for six, and plant your feet on the ground while you notice five things you can see around you.',
          'Afterwards, once you’re calm again, try not to give up the place where it happened: going back helps your brain stop linking it with danger.',
        ],
        [
          'A practical help is naming what’s happening, "this is a panic attack, it rises and then it falls", and letting the wave pass without trying to stop it at all costs.',
          'Meanwhile focus on something concrete, like the feeling of your feet on the floor or an object you describe in detail, while you breathe slowly.',
          'If the attacks keep happening, talking to your GP or a psychologist is worthwhile: panic responds well to CBT.',
        ],
      ],
      followUp: [
        'What have you tried so far, and what helped even a little?',
        'Where or when has it happened most often?',
      ],
    },
  },
  {
    id: 'anxiety_manage',
    kind: 'how_to',
    keys: 'ansia$=3, ansie$=2, ansios=2, anxiety=3, anxious=2, gestir=1, combatter=1, ridurre=1, manage=1, cope=1, coping=1, deal with=1, reduce=1',
    forms: ['how'],
    topics: ['anxiety'],
    it: {
      text: [
        [
          'Con l’ansia funziona più un insieme di piccole abitudini che una tecnica magica: movimento regolare, sonno il più possibile stabile, meno caffeina e qualche pausa vera nella giornata.',
          'Sul piano dei pensieri aiuta accorgersi dei «e se…» e chiedersi quanto sono probabili, e cosa faresti se succedessero davvero.',
          'Sul piano dei comportamenti la regola d’oro è non evitare: avvicinarsi a piccoli passi a ciò che spaventa è quello che, col tempo, abbassa l’allarme.',
        ],
        [
          'Un buon punto di partenza è tenere per una settimana un piccolo diario: quando sale l’ansia, cosa stava succedendo, cosa hai pensato e cosa hai fatto dopo.',
          'Così diventano visibili gli inneschi e le abitudini che la mantengono, come controllare, cercare rassicurazioni o rinunciare.',
          'Poi scegli un solo cambiamento piccolo alla volta, e se l’ansia ti limita molto da settimane, parlarne con il medico di base o con uno psicologo è un passo utile.',
        ],
      ],
      followUp: [
        'In quale momento della giornata l’ansia si fa sentire di più?',
        'Quale piccolo cambiamento ti sembra più alla tua portata, questa settimana?',
      ],
    },
    en: {
      text: [
        [
          'With anxiety, a set of small habits works better than any magic technique: regular movement, sleep as steady as you can manage, less caffeine and a few real breaks in the day.',
          'For thoughts, it helps to notice the "what ifs" and ask how likely they are, and what you’d do if they really happened.',
          'For behaviour, the golden rule is not to avoid: approaching what scares you in small steps is what turns the alarm down over time.',
        ],
        [
          'A good starting point is keeping a small diary for a week: when anxiety rises, what was happening, what you thought and what you did next.',
          'That makes the triggers visible, along with the habits that keep it going, like checking, seeking reassurance or pulling out of things.',
          'Then pick one small change at a time, and if anxiety has been limiting you a lot for weeks, talking to your GP or a psychologist is a useful step.',
        ],
      ],
      followUp: [
        'At what time of day do you feel anxiety most?',
        'Which small change feels most within reach this week?',
      ],
    },
  },
  {
    id: 'calm_now',
    kind: 'how_to',
    keys: 'calmarmi=4, calmarsi=4, mi calmo=4, calmarti=3, calmare=3, tranquillizzar=3, rilassarmi=3, calm down=4, calm myself=4, calm$=2, relax$=2, subito=1, adesso=1, right now=1, quickly=1, grounding=4, 5 4 3 2 1=4',
    forms: ['how'],
    topics: ['anxiety', 'panic'],
    it: {
      text: [
        [
          'Per calmarti in fretta prova il grounding 5-4-3-2-1: nomina cinque cose che vedi, quattro che puoi toccare, tre suoni che senti, due odori e un sapore.',
          'Nel frattempo lascia che l’espirazione sia un po’ più lunga dell’inspirazione, senza forzare.',
          'Non serve che l’agitazione sparisca: basta che scenda di un gradino perché tu possa scegliere il passo successivo.',
        ],
        [
          'Una strada rapida passa dal corpo: bagna i polsi o il viso con acqua fresca, oppure stringi forte i pugni per cinque secondi e poi lasciali andare, un paio di volte.',
          'Poi prova a descrivere, ad alta voce o dentro di te, quello che hai intorno, con calma e nei dettagli.',
          'Se l’agitazione è forte, anche camminare per qualche minuto aiuta il corpo a smaltire l’adrenalina.',
        ],
      ],
      followUp: [
        'Dove sei in questo momento, e cosa hai intorno?',
        'Quale di questi ti sembra più facile da provare adesso?',
      ],
    },
    en: {
      text: [
        [
          'To calm down quickly, try 5-4-3-2-1 grounding: name five things you can see, four you can touch, three sounds you can hear, two smells and one taste.',
          'Meanwhile let your out-breath be a little longer than your in-breath, without forcing it.',
          'The agitation doesn’t need to vanish: it only needs to drop one notch for you to choose your next step.',
        ],
        [
          'A quick route goes through the body: run cool water over your wrists or face, or clench your fists hard for five seconds and then let go, a couple of times.',
          'Then try describing what’s around you, out loud or in your head, slowly and in detail.',
          'If the agitation is strong, walking for a few minutes also helps your body burn off the adrenaline.',
        ],
      ],
      followUp: [
        'Where are you right now, and what’s around you?',
        'Which of these feels easiest to try right now?',
      ],
    },
  },
  {
    id: 'breathing_works',
    kind: 'why',
    keys: 'respir=3, breath=3, esercizi di respir=4, breathing exercises=4, rilassament=2, relaxation=2, non funziona=2, non mi aiuta=2, non serve=2, davvero=1, doesnt work=2, didnt work=2, not working=2, doesnt help=2, really=1, actually=1, worse=1, peggio=1, fiato corto=-6, short of breath=-6, shortness of breath=-6, breathless=-6, chest=-3, petto=-3, difficolta a respirare=-6, fatica a respirare=-6, non riesco a respirare=-6, manca il respiro=-6, manca l aria=-6, difficulty breathing=-6, trouble breathing=-6, cant breathe=-6',
    forms: ['why', 'could', 'what', 'how', 'is_this'],
    topics: ['breathing'],
    it: {
      text: [
        [
          'Per molte persone respirare lentamente aiuta: un’espirazione più lunga dell’inspirazione manda al corpo un segnale di calma.',
          'Non funziona però come un interruttore, e se la usi per far sparire l’ansia a tutti i costi può diventare un’altra cosa da controllare, e a volte la peggiora.',
          'Funziona meglio se la alleni nei momenti tranquilli, qualche minuto al giorno, così ti è familiare quando ti serve.',
        ],
        [
          'Funziona per molte persone, ma non per tutte: se la respirazione non fa per te, non c’è niente di sbagliato in te, e ci sono molte altre strade.',
          'Alcune persone si trovano meglio con il movimento, come una camminata veloce, con il rilassamento muscolare, o con il grounding: nominare cinque cose che vedi, quattro che tocchi, tre che senti.',
          'Altre volte aiuta di più accettare l’ansia per qualche minuto, lasciandola salire e scendere, invece di cercare di spegnerla.',
        ],
      ],
      followUp: [
        'Quando hai provato a respirare così, cosa è successo di preciso?',
        'Tra movimento, rilassamento muscolare e grounding, quale ti incuriosisce di più?',
      ],
    },
    en: {
      text: [
        [
          'For many people slow breathing does help: an out-breath longer than the in-breath sends the body a signal of calm.',
          'It isn’t a switch, though, and if you use it to make anxiety vanish at all costs it can become one more thing to control, and sometimes makes things worse.',
          'It works best if you practise it at calm moments, a few minutes a day, so it feels familiar when you need it.',
        ],
        [
          'It works for many people, but not for everyone: if breathing exercises aren’t for you, there’s nothing wrong with you, and there are plenty of other routes.',
          'Some people do better with movement, like a brisk walk, with muscle relaxation, or with grounding: naming five things you see, four you can touch, three you can hear.',
          'At other times it helps more to accept the anxiety for a few minutes, letting it rise and fall, instead of trying to switch it off.',
        ],
      ],
      followUp: [
        'When you tried breathing that way, what happened exactly?',
        'Out of movement, muscle relaxation and grounding, which one are you most curious about?',
      ],
    },
  },
];
