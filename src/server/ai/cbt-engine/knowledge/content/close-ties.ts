/** Jealousy in a couple, caring for a relative, retirement and empty days, job rejections, a lump waiting for a visit. */
import type { KnowledgeEntry } from '../types';

export const CLOSE_TIES_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'health_lump',
    kind: 'health',
    keys: 'nodulo=5, noduli=4, bozzo=4, rigonfiament=3, linfonod=4, ghiandol=3, pallina sotto=4, lump=5, lumps=4, swollen gland=4, swollen glands=4, lymph node=4, bump on my=3, doesnt hurt=1, non fa male=1',
    forms: ['could', 'is_this', 'what', 'normal', 'how'],
    topics: ['health'],
    it: {
      text: [
        [
          'Da qui non posso dirti cosa sia un nodulo, né se il fatto che non faccia male voglia dire qualcosa: lo può valutare solo un medico, toccandolo e, se serve, con un esame.',
          'Fai bene a farlo vedere al medico di base: portagli scritto quando l’hai notato, quanto è grande e se è cambiato, così la visita è più utile.',
          'Nell’attesa non serve toccarlo o controllarlo di continuo; il 112 è per segnali gravi come difficoltà a respirare o a deglutire, febbre altissima o un dolore forte e improvviso.',
        ],
        [
          'Molti noduli hanno spiegazioni banali, come un linfonodo che reagisce a un’infezione, ma non si può sapere guardandoli da fuori: il dolore, o la sua assenza, da solo non basta a dirlo.',
          'La strada giusta è la visita dal medico di base, che deciderà se serve un’ecografia o altro; segnati le domande che vuoi fargli.',
          'Se nel frattempo compaiono respiro difficile, gonfiore che cresce in fretta o febbre alta con malessere forte, chiama il 112.',
        ],
      ],
      followUp: [
        'Quando hai la visita, e cosa vorresti chiedere al medico?',
        'Cosa fai di solito, nell’attesa, quando la preoccupazione sale?',
      ],
    },
    en: {
      text: [
        [
          'From here I can’t tell you what a lump is, or whether it not hurting means anything: only a doctor can assess it, by examining it and, if needed, with a test.',
          'You’re doing the right thing having your GP look at it: take a note of when you noticed it, how big it is and whether it has changed, so the appointment is more useful.',
          'While you wait there’s no need to keep touching or checking it; 112 or your local emergency number is for serious signs like trouble breathing or swallowing, a very high fever or sudden severe pain.',
        ],
        [
          'Many lumps have ordinary explanations, such as a lymph node reacting to an infection, but you can’t tell by looking from the outside: pain, or no pain, isn’t enough on its own to say.',
          'The right route is the appointment with your GP, who will decide whether a scan or anything else is needed; jot down the questions you want to ask.',
          'If in the meantime you get trouble breathing, swelling that grows fast or a high fever with feeling very unwell, call 112 or your local emergency number.',
        ],
      ],
      followUp: [
        'When is your appointment, and what would you like to ask the doctor?',
        'What do you usually do while you wait, when the worry rises?',
      ],
    },
  },
  {
    id: 'couple_jealousy',
    kind: 'how_to',
    keys: 'gelos=5, geloso=1, gelosa=1, controllo quando=3, controllo il suo=3, controllo il telefono=3, e online=2, ultimo accesso=4, jealous=5, jealousy=5, insecure in my relationship=4, check her phone=4, check his phone=4, new colleague=2, talks about=1, last online=4, last seen=4, when she was online=3, when he was online=3, stop checking when=3, checking when she=3, checking when he=3, checking if she=3, checking if he=3, controllare quando=3, smettere di controllare=2',
    forms: ['how', 'why', 'normal', 'what'],
    topics: ['partner'],
    it: {
      text: [
        [
          'La gelosia è un’emozione comune: segnala la paura di perdere qualcuno a cui tieni, e di per sé non dice niente di sbagliato su di te.',
          'Diventa un problema quando spinge a controllare, cioè guardare gli accessi, fare domande a raffica, cercare prove: il sollievo dura poco e il dubbio torna più forte.',
          'Quando sale, prova a fermarti e a chiederti «cosa so davvero, e cosa sto immaginando?», e rimanda il controllo di dieci minuti: spesso l’onda scende da sola.',
        ],
        [
          'Spesso la gelosia parla più delle nostre insicurezze e delle esperienze passate che di quello che fa l’altra persona.',
          'Parlarne aiuta se parti da te: «quando succede questo mi sento insicuro, mi aiuterebbe se…» apre una conversazione, un interrogatorio invece la chiude.',
          'Se ti accorgi che i controlli ti prendono molto tempo o rovinano la relazione, uno psicologo può aiutarti a lavorare proprio su questo circolo.',
        ],
      ],
      followUp: [
        'In quali momenti la gelosia sale di più?',
        'Cosa ti dici, in quei momenti, su di te e sulla relazione?',
      ],
    },
    en: {
      text: [
        [
          'Jealousy is a common emotion: it signals the fear of losing someone you care about, and in itself it says nothing wrong about you.',
          'It becomes a problem when it pushes you to check, like looking at when they were online, asking a string of questions or hunting for proof: the relief is short and the doubt comes back stronger.',
          'When it rises, try pausing to ask yourself "what do I actually know, and what am I imagining?", and put off the checking by ten minutes: the wave often drops by itself.',
        ],
        [
          'Jealousy often says more about our own insecurities and past experiences than about what the other person is doing.',
          'Talking about it helps if you start from yourself: "when this happens I feel insecure, it would help me if…" opens a conversation, whereas an interrogation closes it.',
          'If you notice the checking takes up a lot of your time or is hurting the relationship, a psychologist can help you work on exactly that loop.',
        ],
      ],
      followUp: [
        'When does the jealousy rise the most?',
        'What do you tell yourself, in those moments, about you and the relationship?',
      ],
    },
  },
  {
    id: 'life_caregiver',
    kind: 'how_to',
    keys: 'caregiver=5, starle vicino=1, stargli vicino=1, senza crollare=6, without falling apart=6, badante=3, assistenza domiciliar=5, aiuto in casa=4, mi occupo di mia=4, mi occupo io=3, accudir=4, alzheimer=4, demenz=4, ictus=3, anzian=2, servizi sociali=3, sollievo=2, carer=5, carers=5, caring for=4, looking after my=4, respite=5, home care=4, dementia=4, stroke=3, elderly=2',
    forms: ['how', 'where', 'normal', 'what'],
    topics: ['family'],
    it: {
      text: [
        [
          'Prendersi cura di un familiare è un lavoro vero, spesso a tempo pieno, e sentirsi esausti, irritati o persino arrabbiati con la persona che si assiste è molto comune: non ti rende una cattiva figlia o un cattivo figlio.',
          'Per l’aiuto pratico puoi rivolgerti ai servizi sociali del tuo Comune e al medico di base, che conoscono l’assistenza domiciliare e i centri diurni della zona, e alle associazioni dedicate, come quelle per l’Alzheimer.',
          'E prova a proteggere un piccolo spazio fisso per te ogni settimana: non è egoismo, è quello che ti permette di continuare.',
        ],
        [
          'Chi assiste qualcuno tende a mettere i propri bisogni all’ultimo posto, finché la stanchezza non presenta il conto.',
          'Fai una lista concreta di cosa ti servirebbe, come qualche ora libera, aiuto con la spesa o le notti, e chiedi una cosa precisa a una persona precisa: le richieste chiare ricevono più sì di un generico «aiutatemi».',
          'Esistono anche forme di sollievo, come i centri diurni o i ricoveri di sollievo per qualche giorno: i servizi sociali e il medico di base possono dirti cosa c’è vicino a te.',
        ],
      ],
      followUp: [
        'Di cosa avresti più bisogno, in concreto, questa settimana?',
        'Chi potrebbe prendere il tuo posto anche solo per qualche ora?',
      ],
    },
    en: {
      text: [
        [
          'Caring for a relative is real work, often full-time, and feeling exhausted, irritable or even angry with the person you look after is very common: it doesn’t make you a bad son or daughter.',
          'For practical help you can contact your local council’s adult social care and your GP, who know about home care and day centres near you, and dedicated charities, such as those for dementia or stroke.',
          'And try to protect a small fixed slot for yourself every week: that isn’t selfish, it’s what lets you keep going.',
        ],
        [
          'Carers tend to put their own needs last, until the tiredness sends the bill.',
          'Make a concrete list of what would help, like a few free hours or help with shopping or nights, and ask one specific person for one specific thing: clear requests get more yeses than a general "help me".',
          'There are also forms of respite, such as day centres or a few days of respite care: social services and your GP can tell you what’s available near you.',
        ],
      ],
      followUp: [
        'What would you need most, concretely, this week?',
        'Who could take your place even for a few hours?',
      ],
    },
  },
  {
    id: 'life_retirement',
    kind: 'how_to',
    keys: 'pensione=5, pensionat=5, in pensione=2, riempire le giornate=5, riempiono le giornate=5, giornate vuote=5, mi sento inutile=4, sentirmi utile=3, dopo una vita di lavoro=4, retire=5, retired=5, retirement=5, fill my days=5, empty days=4, feel useless=4, feel useful=3, purpose=3, scopo=3',
    forms: ['how', 'normal', 'what', 'why'],
    topics: ['loneliness'],
    it: {
      text: [
        [
          'Dopo la pensione molte persone si sentono vuote o inutili per un periodo: il lavoro dava ritmo, contatti e la sensazione di servire a qualcosa, e tutto questo va ricostruito in altro modo.',
          'Aiuta dare una forma alle giornate: un orario per alzarsi, una cosa fissa al mattino e un impegno con altre persone un paio di volte a settimana.',
          'Cerca attività che ti facciano sentire utile e in compagnia, come il volontariato, un corso, un orto condiviso o dare una mano a qualcuno, e provale senza l’obbligo di amarle subito.',
        ],
        [
          'Il senso di vuoto dopo una vita di lavoro è una reazione comune a un grande cambiamento, non un segno che qualcosa non va in te.',
          'L’umore segue più quello che facciamo che il contrario: piccole attività piacevoli o utili, messe in agenda, riportano energia prima della motivazione.',
          'Se il vuoto resta pesante per settimane o ti toglie la voglia di tutto, parlane con il medico di base: è un passo sensato, non un’esagerazione.',
        ],
      ],
      followUp: [
        'Cosa ti dava il lavoro che adesso ti manca di più?',
        'C’è un’attività che ti incuriosiva e per cui non avevi mai tempo?',
      ],
    },
    en: {
      text: [
        [
          'After retiring, many people feel empty or useless for a while: work gave rhythm, contact and the feeling of being useful, and all of that has to be rebuilt in other ways.',
          'It helps to give your days a shape: a time to get up, one fixed thing in the morning and a commitment with other people a couple of times a week.',
          'Look for activities that make you feel useful and in company, like volunteering, a course, a shared garden or helping someone out, and try them without having to love them straight away.',
        ],
        [
          'Feeling empty after a lifetime of work is a common reaction to a big change, not a sign that something is wrong with you.',
          'Mood follows what we do more than the other way round: small pleasant or useful activities, put in the diary, bring energy back before motivation does.',
          'If the emptiness stays heavy for weeks or takes away your interest in everything, talk to your GP: it’s a sensible step, not an overreaction.',
        ],
      ],
      followUp: [
        'What did work give you that you miss most now?',
        'Is there an activity you were curious about and never had time for?',
      ],
    },
  },
  {
    id: 'work_job_search',
    kind: 'how_to',
    keys: 'nessuno mi prende=5, nessuno mi ha pres=5, non mi prendono=5, non mi hanno pres=4, mi scartano=5, scartat=3, candidatur=4, cerco lavoro=4, cercare lavoro=4, colloqui andati male=5, tanti colloqui=4, rifiut=2, rifiutare il voto=-8, rifiuto il voto=-8, rifiutarlo=-3, job search=5, job hunting=5, applications=3, rejected=3, rejection=3, no one hires=5, nobody hires=5, keep getting rejected=5',
    forms: ['how', 'why', 'normal', 'what'],
    topics: ['work'],
    it: {
      text: [
        [
          'Nella ricerca di lavoro i no sono la norma anche per chi è bravo: contano il numero di candidati, il momento e cose che da fuori non si vedono, quindi un rifiuto dice poco su quanto vali.',
          'Per capire cosa migliorare, guarda i colloqui come dati: dopo ognuno scrivi due cose andate bene e una da cambiare, e quando puoi chiedi un breve feedback.',
          'Provare le risposte ad alta voce con qualcuno, meglio se con domande a sorpresa, rende il colloquio vero molto più familiare.',
        ],
        [
          'Tanti colloqui senza risultato pesano, e viene facile passare da «non mi hanno preso» a «non valgo niente»: il primo è un fatto, il secondo è una conclusione che i fatti non dimostrano.',
          'Tieni una routine di ricerca con orari e un limite, così non occupa tutta la giornata, e alterna candidature con cose che ti ricordano le tue capacità.',
          'Una simulazione di colloquio con un amico o con un servizio per l’impiego aiuta a trovare i punti deboli senza rischi.',
        ],
      ],
      followUp: [
        'In quale parte del colloquio senti di perdere terreno?',
        'Cosa ti dici, di solito, quando arriva un no?',
      ],
    },
    en: {
      text: [
        [
          'In a job search, noes are the norm even for good candidates: the number of applicants, the timing and things you can’t see from outside all count, so a rejection says little about your worth.',
          'To see what to improve, treat interviews as data: after each one write down two things that went well and one to change, and ask for brief feedback when you can.',
          'Practising your answers out loud with someone, ideally with surprise questions, makes the real interview much more familiar.',
        ],
        [
          'Lots of interviews with no result weigh on you, and it’s easy to slide from "they didn’t pick me" to "I’m worthless": the first is a fact, the second a conclusion the facts don’t prove.',
          'Keep a job-search routine with set hours and a limit, so it doesn’t take over the whole day, and mix applications with things that remind you of what you can do.',
          'A mock interview with a friend or a careers service helps you find the weak spots without any risk.',
        ],
      ],
      followUp: [
        'Which part of the interview do you feel you lose ground in?',
        'What do you usually tell yourself when a no arrives?',
      ],
    },
  },
];
