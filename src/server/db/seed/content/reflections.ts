import type { Localized, ReflectionCategory, ReflectionPromptSeed, ReflectionSeed } from './types';

/**
 * Built-in daily reflections and journaling prompts, in Italian and English.
 * Self-help content only: it invites reflection, it does not diagnose or treat.
 */

export interface ReflectionCategoryInfo {
  id: ReflectionCategory;
  label: Localized<string>;
  description: Localized<string>;
}

export const reflectionCategories: ReflectionCategoryInfo[] = [
  {
    id: 'gratitude',
    label: { it: 'gratitudine', en: 'gratitude' },
    description: {
      it: "Accorgersi di ciò che di buono c'è, anche nelle giornate difficili.",
      en: 'Noticing what is good, even on difficult days.',
    },
  },
  {
    id: 'resilience',
    label: { it: 'resilienza', en: 'resilience' },
    description: {
      it: 'Come attraversi le difficoltà e che cosa ti aiuta a rimetterti in cammino.',
      en: 'How you move through hard times and what helps you get going again.',
    },
  },
  {
    id: 'self_awareness',
    label: { it: 'auto-consapevolezza', en: 'self-awareness' },
    description: {
      it: 'Conoscere meglio i tuoi pensieri, le tue emozioni e i tuoi bisogni.',
      en: 'Getting to know your thoughts, feelings and needs a little better.',
    },
  },
  {
    id: 'self_esteem',
    label: { it: 'auto-stima', en: 'self-esteem' },
    description: {
      it: 'Riconoscere il tuo valore e le tue qualità, senza doverli guadagnare ogni giorno.',
      en: 'Recognising your worth and your qualities, without having to earn them every day.',
    },
  },
  {
    id: 'self_compassion',
    label: { it: 'auto-compassione', en: 'self-compassion' },
    description: {
      it: 'Trattarti con la stessa gentilezza che riservi a una persona cara.',
      en: 'Treating yourself with the same kindness you would offer someone you love.',
    },
  },
  {
    id: 'mindfulness',
    label: { it: 'consapevolezza', en: 'mindfulness' },
    description: {
      it: 'Tornare al momento presente, con curiosità e senza giudizio.',
      en: 'Coming back to the present moment, with curiosity and without judgement.',
    },
  },
  {
    id: 'growth',
    label: { it: 'crescita', en: 'growth' },
    description: {
      it: "Imparare dall'esperienza e andare verso ciò che conta, un piccolo passo alla volta.",
      en: 'Learning from experience and moving towards what matters, one small step at a time.',
    },
  },
  {
    id: 'connection',
    label: { it: 'connessione', en: 'connection' },
    description: {
      it: 'I legami con gli altri, il sentirsi parte di qualcosa, il dare e il ricevere.',
      en: 'Your bonds with others, a sense of belonging, giving and receiving.',
    },
  },
  {
    id: 'flow',
    label: { it: 'flow', en: 'flow' },
    description: {
      it: 'I momenti in cui ciò che fai ti assorbe al punto da farti perdere la cognizione del tempo.',
      en: 'The moments when you are so absorbed in what you do that you lose track of time.',
    },
  },
];

export const reflectionPrompts: ReflectionPromptSeed[] = [
  // The 15 numbered prompts.
  {
    slug: 'prompt-better-than-expected',
    number: 1,
    category: 'gratitude',
    text: {
      it: 'Qual è una piccola cosa che oggi è andata meglio del previsto?',
      en: 'What is one small thing that went better than expected today?',
    },
  },
  {
    slug: 'prompt-most-frequent-emotion',
    number: 2,
    category: 'self_awareness',
    text: {
      it: "Quale emozione hai provato più spesso oggi? In quale momento l'hai notata di più?",
      en: 'Which emotion did you feel most often today? When did you notice it most?',
    },
  },
  {
    slug: 'prompt-what-would-you-tell-a-friend',
    number: 3,
    category: 'self_compassion',
    text: {
      it: 'Se una persona a cui vuoi bene avesse vissuto la tua stessa giornata, che cosa le diresti? Prova a dirlo anche a te.',
      en: 'If someone you love had lived through your day, what would you say to them? Try saying it to yourself too.',
    },
  },
  {
    slug: 'prompt-hard-time-you-came-through',
    number: 4,
    category: 'resilience',
    text: {
      it: 'Pensa a un periodo difficile che hai già superato. Che cosa ti ha aiutato ad andare avanti?',
      en: 'Think of a difficult time you have already come through. What helped you keep going?',
    },
  },
  {
    slug: 'prompt-body-right-now',
    number: 5,
    category: 'mindfulness',
    text: {
      it: 'Fermati un momento: che cosa senti nel corpo in questo istante? Descrivilo senza giudicarlo.',
      en: 'Pause for a moment: what can you feel in your body right now? Describe it without judging it.',
    },
  },
  {
    slug: 'prompt-qualities-others-see',
    number: 6,
    category: 'self_esteem',
    text: {
      it: 'Scrivi tre qualità che le persone vicine a te apprezzano, anche se fai fatica a crederci.',
      en: 'Write down three qualities that the people close to you appreciate in you, even if you find them hard to believe.',
    },
  },
  {
    slug: 'prompt-recent-easy-company',
    number: 7,
    category: 'connection',
    text: {
      it: "Con chi hai passato un momento sereno di recente? Che cosa ha reso bello quell'incontro?",
      en: 'Who did you spend an easy, pleasant moment with recently? What made that time together feel good?',
    },
  },
  {
    slug: 'prompt-learned-this-week',
    number: 8,
    category: 'growth',
    text: {
      it: 'Che cosa hai imparato su di te questa settimana, magari proprio da un errore?',
      en: 'What have you learned about yourself this week, perhaps from a mistake?',
    },
  },
  {
    slug: 'prompt-lost-track-of-time',
    number: 9,
    category: 'flow',
    text: {
      it: 'Quando ti è capitato, di recente, di perdere la cognizione del tempo facendo qualcosa? Che cosa stavi facendo?',
      en: 'When did you last lose track of time while doing something? What were you doing?',
    },
  },
  {
    slug: 'prompt-who-made-week-lighter',
    number: 10,
    category: 'gratitude',
    text: {
      it: "Chi ha reso la tua settimana un po' più leggera, anche solo con un piccolo gesto?",
      en: 'Who made your week a little lighter, even with a small gesture?',
    },
  },
  {
    slug: 'prompt-recurring-thought',
    number: 11,
    category: 'self_awareness',
    text: {
      it: "C'è un pensiero che oggi è tornato più volte? Che cosa ti diceva, e quanto ti sembra vero adesso?",
      en: 'Is there a thought that kept coming back today? What was it telling you, and how true does it seem now?',
    },
  },
  {
    slug: 'prompt-what-you-need-for-tomorrow',
    number: 12,
    category: 'resilience',
    text: {
      it: "Di che cosa hai bisogno, in concreto, per affrontare domani con un po' più di forza?",
      en: 'What do you need, in practical terms, to face tomorrow with a little more strength?',
    },
  },
  {
    slug: 'prompt-harsh-inner-voice',
    number: 13,
    category: 'self_compassion',
    text: {
      it: 'In quale momento, oggi, la tua voce interiore è stata più severa? Come potrebbe parlarti, invece, una voce gentile?',
      en: 'When was your inner voice harshest today? How might a kind voice speak to you instead?',
    },
  },
  {
    slug: 'prompt-unnoticed-achievement',
    number: 14,
    category: 'self_esteem',
    text: {
      it: 'Quale piccolo risultato di oggi merita un riconoscimento, anche se nessuno se ne è accorto?',
      en: 'Which small achievement of yours today deserves recognition, even if nobody else noticed it?',
    },
  },
  {
    slug: 'prompt-ordinary-moment-fresh-eyes',
    number: 15,
    category: 'mindfulness',
    text: {
      it: 'Descrivi un momento qualunque di oggi (un caffè, una strada, un suono) come se lo vivessi per la prima volta.',
      en: 'Describe an ordinary moment from today (a coffee, a street, a sound) as if you were experiencing it for the first time.',
    },
  },

  // Gratitude
  {
    slug: 'prompt-body-that-supported-you',
    number: null,
    category: 'gratitude',
    text: {
      it: 'Quale parte del tuo corpo ti ha sostenuto oggi, anche senza che te ne accorgessi?',
      en: 'Which part of your body supported you today, without you even noticing?',
    },
  },
  {
    slug: 'prompt-everyday-object',
    number: null,
    category: 'gratitude',
    text: {
      it: 'Quale oggetto di uso quotidiano ti semplifica la vita, e in che modo?',
      en: 'Which everyday object makes your life easier, and how?',
    },
  },
  {
    slug: 'prompt-moment-to-remember',
    number: null,
    category: 'gratitude',
    text: {
      it: 'Quale momento di oggi ti piacerebbe ricordare tra un anno? Descrivilo con qualche dettaglio.',
      en: 'Which moment from today would you like to remember a year from now? Describe it in some detail.',
    },
  },
  {
    slug: 'prompt-taken-for-granted',
    number: null,
    category: 'gratitude',
    text: {
      it: "C'è qualcosa che di solito dai per scontato e che oggi hai notato con occhi nuovi?",
      en: 'Is there something you usually take for granted that you noticed with fresh eyes today?',
    },
  },

  // Resilience
  {
    slug: 'prompt-three-resources',
    number: null,
    category: 'resilience',
    text: {
      it: 'Su quali tre risorse puoi contare quando le cose si fanno difficili? Pensa a persone, luoghi, abitudini.',
      en: 'What three resources can you count on when things get hard? Think of people, places, habits.',
    },
  },
  {
    slug: 'prompt-in-your-control',
    number: null,
    category: 'resilience',
    text: {
      it: 'Nella situazione che ti preoccupa di più in questo periodo, che cosa dipende da te? E che cosa no?',
      en: 'In the situation that worries you most at the moment, what is up to you? And what is not?',
    },
  },
  {
    slug: 'prompt-time-you-asked-for-help',
    number: null,
    category: 'resilience',
    text: {
      it: 'Ripensa a una volta in cui hai chiesto aiuto. Che cosa è successo dopo?',
      en: 'Think back to a time you asked for help. What happened next?',
    },
  },

  // Self-awareness
  {
    slug: 'prompt-energy-givers-and-drainers',
    number: null,
    category: 'self_awareness',
    text: {
      it: 'Che cosa ti ha dato energia oggi, e che cosa te ne ha tolta?',
      en: 'What gave you energy today, and what drained it?',
    },
  },
  {
    slug: 'prompt-where-stress-shows-up',
    number: null,
    category: 'self_awareness',
    text: {
      it: 'Come si fa sentire lo stress nel tuo corpo? Dove lo avverti per primo?',
      en: 'How does stress show up in your body? Where do you feel it first?',
    },
  },
  {
    slug: 'prompt-need-behind-emotion',
    number: null,
    category: 'self_awareness',
    text: {
      it: "Quale bisogno c'era dietro l'emozione più forte di oggi: riposo, vicinanza, spazio, riconoscimento, altro?",
      en: "What need was behind today's strongest emotion: rest, closeness, space, recognition, something else?",
    },
  },

  // Self-esteem
  {
    slug: 'prompt-faced-it-despite-fear',
    number: null,
    category: 'self_esteem',
    text: {
      it: 'Racconta una situazione in cui hai affrontato qualcosa nonostante la paura.',
      en: 'Describe a situation in which you faced something despite being afraid.',
    },
  },
  {
    slug: 'prompt-natural-strength',
    number: null,
    category: 'self_esteem',
    text: {
      it: 'Che cosa sai fare bene, ma ti viene così naturale da non farci più caso?',
      en: 'What do you do well that comes so naturally you no longer notice it?',
    },
  },
  {
    slug: 'prompt-week-through-friends-eyes',
    number: null,
    category: 'self_esteem',
    text: {
      it: 'Se guardassi la tua settimana con gli occhi di un amico, che cosa apprezzeresti?',
      en: "If you looked at your week through a friend's eyes, what would you appreciate?",
    },
  },

  // Self-compassion
  {
    slug: 'prompt-ten-minutes-of-care',
    number: null,
    category: 'self_compassion',
    text: {
      it: 'Di che cosa avresti bisogno adesso per prenderti cura di te, anche solo per dieci minuti?',
      en: 'What would you need right now to take care of yourself, even for just ten minutes?',
    },
  },
  {
    slug: 'prompt-recent-mistake-context',
    number: null,
    category: 'self_compassion',
    text: {
      it: 'Pensa a un errore recente. Che cosa stavi cercando di fare, e con quali risorse avevi a disposizione in quel momento?',
      en: 'Think of a recent mistake. What were you trying to do, and what resources did you have at that moment?',
    },
  },
  {
    slug: 'prompt-message-to-struggling-part',
    number: null,
    category: 'self_compassion',
    text: {
      it: 'Scrivi un breve messaggio alla parte di te che oggi ha fatto più fatica.',
      en: 'Write a short message to the part of you that struggled most today.',
    },
  },

  // Mindfulness
  {
    slug: 'prompt-sounds-near-and-far',
    number: null,
    category: 'mindfulness',
    text: {
      it: 'Quali suoni senti in questo momento, vicini e lontani? Ascoltali per un minuto, poi scrivi che cosa hai notato.',
      en: 'What sounds can you hear right now, near and far? Listen for a minute, then write down what you noticed.',
    },
  },
  {
    slug: 'prompt-one-mindful-routine',
    number: null,
    category: 'mindfulness',
    text: {
      it: 'Quale gesto quotidiano potresti fare domani con piena attenzione, come lavarti i denti o bere una tisana?',
      en: 'Which everyday activity could you do tomorrow with full attention, like brushing your teeth or drinking a cup of tea?',
    },
  },
  {
    slug: 'prompt-back-to-the-present',
    number: null,
    category: 'mindfulness',
    text: {
      it: 'Quando oggi la mente è corsa al futuro o al passato, che cosa ti ha riportato al presente?',
      en: 'When your mind raced ahead to the future or back to the past today, what brought you back to the present?',
    },
  },

  // Growth
  {
    slug: 'prompt-harder-a-year-ago',
    number: null,
    category: 'growth',
    text: {
      it: 'Che cosa sai fare oggi che un anno fa ti sembrava difficile?',
      en: 'What can you do today that seemed difficult a year ago?',
    },
  },
  {
    slug: 'prompt-one-realistic-step',
    number: null,
    category: 'growth',
    text: {
      it: 'Qual è un passo piccolo e realistico che potresti fare questa settimana verso qualcosa che conta per te?',
      en: 'What is one small, realistic step you could take this week towards something that matters to you?',
    },
  },
  {
    slug: 'prompt-value-in-practice',
    number: null,
    category: 'growth',
    text: {
      it: 'Quale valore vorresti che guidasse le tue scelte in questo periodo? Come si vedrebbe, in concreto, nella giornata di domani?',
      en: 'Which value would you like to guide your choices at the moment? What would it look like in practice tomorrow?',
    },
  },

  // Connection
  {
    slug: 'prompt-someone-to-hear-from',
    number: null,
    category: 'connection',
    text: {
      it: "C'è una persona che non senti da un po' e con cui ti farebbe piacere parlare? Che cosa vorresti dirle?",
      en: "Is there someone you haven't been in touch with for a while and would like to talk to? What would you like to tell them?",
    },
  },
  {
    slug: 'prompt-really-listened-to',
    number: null,
    category: 'connection',
    text: {
      it: 'Ricorda un momento in cui qualcuno ti ha ascoltato davvero. Che cosa ha fatto o detto?',
      en: 'Recall a time when someone really listened to you. What did they do or say?',
    },
  },
  {
    slug: 'prompt-small-kindness-tomorrow',
    number: null,
    category: 'connection',
    text: {
      it: 'Quale piccolo gesto gentile potresti fare domani per qualcuno, magari anche per uno sconosciuto?',
      en: 'What small kindness could you offer someone tomorrow, perhaps even a stranger?',
    },
  },

  // Flow
  {
    slug: 'prompt-activities-that-quiet-worry',
    number: null,
    category: 'flow',
    text: {
      it: "Quali attività ti assorbono al punto da far tacere le preoccupazioni, anche solo per un po'?",
      en: 'Which activities absorb you so fully that your worries go quiet, even for a while?',
    },
  },
  {
    slug: 'prompt-childhood-joy',
    number: null,
    category: 'flow',
    text: {
      it: "Che cosa ti piaceva fare nell'infanzia, per il puro gusto di farlo? Ne è rimasta una traccia nella tua vita di oggi?",
      en: 'What did you love doing as a child, just for the joy of it? Is there any trace of it in your life today?',
    },
  },
  {
    slug: 'prompt-focus-and-distraction',
    number: null,
    category: 'flow',
    text: {
      it: 'Che cosa ti aiuta a concentrarti e che cosa ti distrae di più? Che cosa potresti cambiare nei tuoi spazi o nei tuoi orari?',
      en: 'What helps you concentrate, and what distracts you most? What could you change in your space or your schedule?',
    },
  },
  {
    slug: 'prompt-right-sized-challenge',
    number: null,
    category: 'flow',
    text: {
      it: 'Quale attività ti piacerebbe imparare o riprendere, con una sfida della misura giusta: né troppo facile né troppo difficile?',
      en: 'Which activity would you like to learn or take up again, with a challenge of just the right size: not too easy, not too hard?',
    },
  },
];

export const reflections: ReflectionSeed[] = [
  // Gratitude
  {
    slug: 'small-things-count',
    category: 'gratitude',
    text: {
      it: {
        title: 'Le piccole cose contano',
        body: "Quando siamo in ansia, la mente va a caccia di pericoli: è il suo modo di proteggerci. Il risultato, però, è che ciò che va bene scivola via senza lasciare traccia. Notare le cose buone non significa negare le difficoltà, ma allargare lo sguardo per vedere il quadro intero. Il calore di una tazza tra le mani, un messaggio inatteso, la luce giusta a una finestra: sono dettagli piccoli, eppure allenano l'attenzione a posarsi anche su ciò che ti sostiene. Con il tempo, questa abitudine può rendere le giornate un po' più equilibrate.",
        question: 'Qual è una cosa piccola e buona che oggi rischiavi di non notare?',
      },
      en: {
        title: 'Small things count',
        body: 'When we feel anxious, the mind goes hunting for danger: it is its way of keeping us safe. The side effect is that what goes well slips past without leaving a trace. Noticing good things does not mean denying what is hard; it means widening your view so you can see the whole picture. The warmth of a mug in your hands, an unexpected message, the light falling just right through a window: small details, yet they train your attention to rest on what supports you too. Over time, this habit can make your days feel a little more balanced.',
        question: 'What is one small, good thing you might have missed today?',
      },
    },
  },
  {
    slug: 'gratitude-on-grey-days',
    category: 'gratitude',
    text: {
      it: {
        title: 'Gratitudine anche nei giorni grigi',
        body: "Ci sono giorni in cui la gratitudine sembra fuori luogo, quasi una forzatura. Va bene così: non si può provare gratitudine a comando, e nessuno ti chiede di fingere. Nei giorni grigi puoi cercare qualcosa di più modesto: un momento in cui la fatica si è fatta un po' più leggera, una persona che ti ha fatto compagnia, un pasto caldo, il letto che ti aspetta. Non serve che queste cose cancellino il resto. Basta che trovino un piccolo posto accanto a ciò che pesa. Anche questo è un modo di prenderti cura di te.",
        question: "Che cosa, oggi, ha reso la fatica un po' più sopportabile?",
      },
      en: {
        title: 'Gratitude on grey days',
        body: 'Some days gratitude feels out of place, almost forced. That is fine: you cannot feel grateful on command, and no one is asking you to pretend. On grey days you can look for something more modest: a moment when things felt a little lighter, someone who kept you company, a warm meal, the bed waiting for you. These things do not have to cancel out the rest. It is enough that they find a small place next to what feels heavy. That, too, is a way of looking after yourself.',
        question: "What made today's struggle a little more bearable?",
      },
    },
  },
  {
    slug: 'saying-thank-you-out-loud',
    category: 'gratitude',
    text: {
      it: {
        title: 'Dire grazie ad alta voce',
        body: 'La gratitudine cresce quando la condividiamo. Dire a qualcuno, con precisione, che cosa ha fatto per te e che effetto ti ha fatto rafforza il legame e fa bene a entrambi. Non serve un grande discorso: bastano un messaggio di due righe, un biglietto, una frase detta guardando negli occhi. «Grazie per avermi ascoltato ieri: dopo la nostra chiacchierata la giornata mi è sembrata più leggera.» Spesso le persone non sanno quanto un loro gesto sia stato importante per noi. Dirglielo è un piccolo regalo, che di solito torna indietro.',
        question: 'A chi potresti dire grazie questa settimana, e per che cosa, esattamente?',
      },
      en: {
        title: 'Saying thank you out loud',
        body: "Gratitude grows when we share it. Telling someone exactly what they did for you, and how it affected you, strengthens the bond and does you both good. It does not need to be a speech: a two-line message, a note or a sentence said while looking someone in the eye is enough. 'Thank you for listening yesterday: after our chat the day felt lighter.' People often have no idea how much one of their gestures meant to us. Telling them is a small gift, and it usually comes back.",
        question: 'Who could you thank this week, and for what, exactly?',
      },
    },
  },

  // Resilience
  {
    slug: 'resilience-is-not-never-falling',
    category: 'resilience',
    text: {
      it: {
        title: 'Resilienza non vuol dire non cadere mai',
        body: "Spesso immaginiamo la resilienza come la capacità di non lasciarsi mai scalfire dalle difficoltà. In realtà, anche le persone resilienti si scoraggiano, piangono, hanno paura, proprio come tutti. La differenza sta in ciò che succede dopo: con i loro tempi, trovano un modo per rimettersi in cammino. La resilienza non è un dono che si ha o non si ha. Si costruisce con cose piccole: chiedere aiuto, dormire abbastanza, mantenere qualche abitudine che dia struttura alla giornata, ricordare le volte in cui ce l'hai già fatta. Non devi essere forte tutto il tempo. Puoi essere fragile e, insieme, capace di rialzarti.",
        question: 'Quale piccola abitudine ti aiuta a rimetterti in piedi nei giorni difficili?',
      },
      en: {
        title: 'Resilience is not about never falling',
        body: 'We often picture resilience as never being dented by difficulty. In reality, resilient people get discouraged, cry and feel afraid, just like everyone else. The difference lies in what happens next: in their own time, they find a way to get going again. Resilience is not a gift you either have or lack. It is built from small things: asking for help, getting enough sleep, keeping a few habits that give your day some structure, remembering the times you have already made it through. You do not have to be strong all the time. You can be fragile and, at the same time, able to get back up.',
        question: 'Which small habit helps you get back on your feet on hard days?',
      },
    },
  },
  {
    slug: 'circle-of-control',
    category: 'resilience',
    text: {
      it: {
        title: 'Il cerchio del controllo',
        body: "Quando una situazione ci preoccupa, la mente tende a girare intorno a tutto ciò che non possiamo cambiare: le reazioni degli altri, il futuro, il passato. Un esercizio semplice è disegnare due cerchi, uno dentro l'altro. In quello interno scrivi ciò che dipende da te: le tue azioni, il modo in cui ti prepari, a chi chiedi aiuto, come ti tratti. In quello esterno, tutto il resto. Non si tratta di smettere di tenere alle cose che non controlli, ma di spostare le energie dove possono fare la differenza. Spesso basta una sola azione concreta per sentirsi meno in balìa degli eventi.",
        question: 'Nella situazione che ti pesa di più, qual è una cosa, anche piccola, che dipende da te?',
      },
      en: {
        title: 'The circle of control',
        body: "When something worries us, the mind tends to circle around everything we cannot change: other people's reactions, the future, the past. A simple exercise is to draw two circles, one inside the other. In the inner one, write what depends on you: your actions, how you prepare, who you ask for help, how you treat yourself. In the outer one, everything else. The point is not to stop caring about what lies outside your control, but to move your energy to where it can make a difference. Often a single concrete action is enough to feel less at the mercy of events.",
        question:
          'In the situation weighing on you most, what is one thing, however small, that is up to you?',
      },
    },
  },
  {
    slug: 'asking-for-help-is-strength',
    category: 'resilience',
    text: {
      it: {
        title: 'Chiedere aiuto è una forza',
        body: 'Molte persone vivono la richiesta di aiuto come una sconfitta, come se dovessero cavarsela da sole per valere qualcosa. Eppure nessuno attraversa i momenti difficili in completa solitudine: la resilienza è fatta anche di legami. Chiedere aiuto può voler dire confidarsi con un amico, farsi dare una mano in una faccenda pratica, oppure rivolgersi a un professionista, come il medico di base o uno psicologo, quando il peso diventa troppo grande. Riconoscere di avere bisogno degli altri non è un segno di debolezza. È un gesto di lucidità e di cura.',
        question: 'Di che tipo di aiuto avresti bisogno in questo periodo, e a chi potresti chiederlo?',
      },
      en: {
        title: 'Asking for help is a strength',
        body: 'Many people experience asking for help as a defeat, as if they had to manage alone to be worth anything. Yet no one gets through hard times entirely alone: resilience is also made of relationships. Asking for help can mean confiding in a friend, getting a hand with a practical task, or turning to a professional, such as your GP or a psychologist, when the weight becomes too much. Recognising that you need other people is not a sign of weakness. It is an act of clarity and of care.',
        question: 'What kind of help would you need at the moment, and who could you ask?',
      },
    },
  },

  // Self-awareness
  {
    slug: 'thoughts-are-not-facts',
    category: 'self_awareness',
    text: {
      it: {
        title: 'I pensieri non sono fatti',
        body: "Uno dei principi della terapia cognitivo-comportamentale è che il modo in cui interpretiamo una situazione influenza come ci sentiamo. Se un amico non risponde a un messaggio, il pensiero «ce l'ha con me» fa nascere un'emozione molto diversa da «sarà occupato». Spesso questi pensieri arrivano in automatico, così in fretta da sembrare verità. Accorgersene è il primo passo: puoi notarli, dare loro un nome e chiederti quali prove hai a favore e quali contro. Non si tratta di pensare positivo a tutti i costi, ma di guardare la realtà con più equilibrio.",
        question:
          'Quale pensiero automatico hai notato oggi? Esiste un modo più equilibrato di vedere la stessa situazione?',
      },
      en: {
        title: 'Thoughts are not facts',
        body: "One of the principles of cognitive behavioural therapy is that the way we interpret a situation shapes how we feel. If a friend does not reply to a message, the thought 'they're angry with me' creates a very different emotion from 'they're probably busy'. These thoughts often arrive automatically, so fast that they feel like the truth. Noticing them is the first step: you can spot them, name them and ask yourself what evidence you have for and against. This is not about positive thinking at all costs, but about seeing reality in a more balanced way.",
        question:
          'Which automatic thought did you notice today? Is there a more balanced way of seeing the same situation?',
      },
    },
  },
  {
    slug: 'naming-your-emotions',
    category: 'self_awareness',
    text: {
      it: {
        title: 'Dare un nome alle emozioni',
        body: "«Sto male» è una frase che contiene tante cose diverse: tristezza, paura, rabbia, stanchezza, delusione, solitudine. Quando riusciamo a distinguere meglio che cosa proviamo, diventa più facile capire di che cosa abbiamo bisogno. La tristezza può chiedere conforto, la rabbia un confine, la paura rassicurazione o preparazione, la stanchezza riposo. Alcune ricerche suggeriscono che mettere in parole un'emozione possa già attenuarne un po' l'intensità. Puoi provare così: fermati, chiediti «che cosa sento, esattamente?» e cerca la parola più vicina. Non esiste una risposta sbagliata.",
        question: 'Se dovessi scegliere una parola precisa per come stai adesso, quale sarebbe?',
      },
      en: {
        title: 'Naming your emotions',
        body: "'I feel bad' holds many different things: sadness, fear, anger, tiredness, disappointment, loneliness. When we can tell more precisely what we are feeling, it becomes easier to understand what we need. Sadness may ask for comfort, anger for a boundary, fear for reassurance or preparation, tiredness for rest. Some research suggests that simply putting a feeling into words can ease its intensity a little. You can try it like this: pause, ask yourself 'what exactly am I feeling?' and look for the closest word. There is no wrong answer.",
        question: 'If you had to choose one precise word for how you feel right now, what would it be?',
      },
    },
  },
  {
    slug: 'the-body-speaks-first',
    category: 'self_awareness',
    text: {
      it: {
        title: 'Il corpo parla per primo',
        body: "Spesso il corpo si accorge dello stress prima della mente. Le spalle che salgono verso le orecchie, la mascella serrata, lo stomaco chiuso, il respiro corto: sono segnali che arrivano prima di qualunque pensiero. Imparare a riconoscerli è utile, perché ti permette di intervenire presto, quando è ancora facile rallentare. Puoi fare un rapido controllo più volte al giorno: fronte, mascella, spalle, pancia, mani. Dove trovi tensione, prova a lasciarla andare con un'espirazione lunga. Non serve che sparisca del tutto: basta notarla e farle un po' di spazio.",
        question:
          'In quale parte del corpo senti per prima la tensione, e che cosa succede se le dedichi un respiro lento?',
      },
      en: {
        title: 'The body speaks first',
        body: 'The body often notices stress before the mind does. Shoulders creeping up towards your ears, a clenched jaw, a knotted stomach, shallow breathing: these signals can arrive before any thought. Learning to recognise them is useful, because it lets you step in early, while it is still easy to slow down. You can do a quick check a few times a day: forehead, jaw, shoulders, belly, hands. Where you find tension, try letting it go with a long out-breath. It does not have to disappear completely: noticing it and giving it a little room is enough.',
        question:
          'Where in your body do you feel tension first, and what happens when you give it one slow breath?',
      },
    },
  },

  // Self-esteem
  {
    slug: 'your-worth-is-not-a-grade',
    category: 'self_esteem',
    text: {
      it: {
        title: 'Il tuo valore non è un voto',
        body: "Molti di noi hanno imparato a misurare il proprio valore in base ai risultati: il lavoro, lo studio, l'aspetto, l'approvazione degli altri. Il problema è che i risultati cambiano, e con loro cambierebbe anche quanto pensiamo di valere. Un'autostima più stabile nasce dall'idea che il tuo valore come persona non va guadagnato ogni giorno. Puoi avere obiettivi, impegnarti, voler migliorare e, allo stesso tempo, riconoscere che meriti rispetto anche nei giorni in cui le cose non vanno come speravi. Le due cose non si escludono: anzi, si sostengono a vicenda.",
        question: 'Che cosa apprezzi di te che non dipende da nessun risultato?',
      },
      en: {
        title: 'Your worth is not a grade',
        body: "Many of us learned to measure our worth by results: work, studies, appearance, other people's approval. The trouble is that results change, and our sense of worth would change with them. Steadier self-esteem grows from the idea that your worth as a person does not have to be earned every day. You can have goals, work hard and want to improve, while also recognising that you deserve respect on the days when things do not go as you hoped. The two do not cancel each other out: in fact, they support each other.",
        question: 'What do you value about yourself that does not depend on any result?',
      },
    },
  },
  {
    slug: 'the-filter-that-discards-the-positive',
    category: 'self_esteem',
    text: {
      it: {
        title: 'Il filtro che scarta il positivo',
        body: "Quando l'autostima è bassa, la mente funziona un po' come un setaccio: trattiene le critiche e lascia passare i complimenti. Un errore diventa la prova di non valere niente, mentre un successo viene liquidato con un «è stata fortuna». Nella terapia cognitiva questo meccanismo si chiama squalificare il positivo, ed è molto comune. Per contrastarlo puoi tenere, per qualche settimana, un piccolo registro: ogni sera annota una cosa che hai fatto bene, un complimento ricevuto o una difficoltà affrontata. Non per vantarti, ma per offrire alla tua mente dati più completi.",
        question: 'Qual è un complimento recente che hai ricevuto e che hai fatto fatica ad accettare?',
      },
      en: {
        title: 'The filter that discards the positive',
        body: "When self-esteem is low, the mind works a bit like a sieve: it holds on to criticism and lets compliments slip through. A mistake becomes proof that you are worthless, while a success is brushed off as 'just luck'. In cognitive therapy this pattern is called disqualifying the positive, and it is very common. To counter it, you can keep a small log for a few weeks: each evening, note one thing you did well, a compliment you received or a difficulty you faced. Not to boast, but to give your mind more complete information.",
        question: 'What is a recent compliment you received and found hard to accept?',
      },
    },
  },
  {
    slug: 'speaking-to-yourself-with-respect',
    category: 'self_esteem',
    text: {
      it: {
        title: 'Parlarti con rispetto',
        body: "Prova a fare caso alle parole che usi con te durante la giornata. «Sono un disastro.» «Non ce la farò mai.» «Non ne faccio una giusta.» Se sentissi qualcuno parlare così a una persona a cui vuoi bene, probabilmente interverresti. Il dialogo interiore non è solo un rumore di fondo: influenza l'umore, la motivazione e il coraggio di provarci. Non si tratta di sostituirlo con frasi entusiaste a cui non credi, ma di renderlo più giusto. Invece di «non ne faccio una giusta» puoi dirti: «oggi ho sbagliato questa cosa, e ne ho fatte altre bene». È un cambiamento piccolo, ma ripetuto nel tempo fa la differenza.",
        question: 'Quale frase severa ti ripeti più spesso, e come potresti riformularla in modo più giusto?',
      },
      en: {
        title: 'Speaking to yourself with respect',
        body: "Try noticing the words you use with yourself during the day. 'I'm a mess.' 'I'll never manage it.' 'I can't get anything right.' If you heard someone speak like that to a person you love, you would probably step in. Your inner dialogue is not just background noise: it affects your mood, your motivation and your courage to try. The idea is not to replace it with cheerful slogans you do not believe, but to make it fairer. Instead of 'I can't get anything right', you might say 'I got this one thing wrong today, and I did other things well.' It is a small change, but repeated over time it makes a difference.",
        question:
          'Which harsh sentence do you repeat to yourself most often, and how could you rephrase it more fairly?',
      },
    },
  },

  // Self-compassion
  {
    slug: 'as-you-would-treat-a-friend',
    category: 'self_compassion',
    text: {
      it: {
        title: 'Come tratteresti un amico',
        body: "La psicologa Kristin Neff, tra le prime a studiare l'auto-compassione, la descrive con tre elementi: la gentilezza verso di sé, il riconoscimento che la sofferenza fa parte dell'esperienza umana comune, e la consapevolezza, cioè la capacità di stare con il dolore senza ingigantirlo né ignorarlo. In pratica, significa trattarti come tratteresti un amico in difficoltà. Non è autoindulgenza, né una scusa per arrendersi: le ricerche indicano che chi è più compassionevole con sé tende ad avere meno paura di sbagliare e a riprovarci più volentieri.",
        question: 'Che cosa diresti a un amico che sta vivendo quello che stai vivendo tu?',
      },
      en: {
        title: 'As you would treat a friend',
        body: 'Psychologist Kristin Neff, one of the first researchers to study self-compassion, describes it in three parts: kindness towards yourself, recognising that suffering is part of the shared human experience, and mindfulness, meaning the ability to stay with pain without blowing it up or pushing it away. In practice, it means treating yourself as you would treat a friend who is struggling. It is not self-indulgence or an excuse to give up: research suggests that people who are more compassionate towards themselves tend to fear failure less and are more willing to try again.',
        question: 'What would you say to a friend going through what you are going through?',
      },
    },
  },
  {
    slug: 'part-of-being-human',
    category: 'self_compassion',
    text: {
      it: {
        title: "Fa parte dell'essere umani",
        body: "Quando soffriamo, è facile pensare che stia capitando solo a noi e che gli altri siano tutti sereni e capaci. I social e le conversazioni di circostanza rafforzano questa impressione. In realtà ansia, tristezza, insicurezza e fatica fanno parte della vita di chiunque, anche di chi sembra non averne mai. Ricordarlo non rende il dolore meno reale, ma può toglierti un peso in più: quello della vergogna e dell'isolamento. Nel momento difficile puoi dirti: «Questo è un momento di sofferenza. Anche altre persone si sentono così. Posso essere gentile con me, adesso.»",
        question: 'In che modo ti aiuta ricordare che anche altre persone attraversano momenti come il tuo?',
      },
      en: {
        title: 'Part of being human',
        body: "When we are hurting, it is easy to believe it is happening only to us, and that everyone else is calm and capable. Social media and polite small talk reinforce that impression. In reality, anxiety, sadness, insecurity and exhaustion are part of everyone's life, even the lives of people who seem never to struggle. Remembering this does not make the pain less real, but it can lift an extra weight: the weight of shame and isolation. In a hard moment you might tell yourself: 'This is a moment of suffering. Other people feel this way too. May I be kind to myself right now.'",
        question: 'How does it help to remember that other people go through moments like yours?',
      },
    },
  },
  {
    slug: 'rest-does-not-have-to-be-earned',
    category: 'self_compassion',
    text: {
      it: {
        title: 'Il riposo non va guadagnato',
        body: 'Molti di noi si concedono una pausa solo dopo aver finito tutto, cioè quasi mai. Il riposo diventa un premio, e la stanchezza una colpa. Eppure il riposo non è un lusso: è ciò che permette al corpo e alla mente di recuperare, e senza di esso lo stress si accumula. Trattarti con compassione può voler dire fermarti prima di essere allo stremo, regalarti dieci minuti senza fare nulla di utile, andare a letto prima una sera. Non è pigrizia. È manutenzione, come mettere in carica il telefono prima che si spenga.',
        question: 'Quale piccola pausa potresti concederti domani, senza doverla meritare?',
      },
      en: {
        title: 'Rest does not have to be earned',
        body: 'Many of us only allow ourselves a break once everything is done, which means almost never. Rest becomes a reward, and tiredness a fault. Yet rest is not a luxury: it is what lets body and mind recover, and without it stress builds up. Treating yourself with compassion can mean stopping before you are completely worn out, giving yourself ten minutes of doing nothing useful, or going to bed earlier one evening. It is not laziness. It is maintenance, like charging your phone before the battery dies.',
        question: 'What small break could you give yourself tomorrow, without having to earn it?',
      },
    },
  },

  // Mindfulness
  {
    slug: 'autopilot',
    category: 'mindfulness',
    text: {
      it: {
        title: 'Il pilota automatico',
        body: "Quante volte ti è capitato di arrivare a destinazione senza ricordare il tragitto, o di finire un piatto senza averne sentito il sapore? È il pilota automatico: utile per risparmiare energie, ma quando diventa il modo abituale di vivere ci lascia in balìa delle preoccupazioni e dei pensieri che girano a vuoto. La consapevolezza, o mindfulness, è la pratica di riportare l'attenzione al momento presente, con curiosità e senza giudizio. Non serve svuotare la mente: si distrarrà di continuo, ed è normale. Ogni volta che te ne accorgi e torni al respiro o ai sensi, stai già praticando.",
        question: 'In quale momento di oggi eri davvero presente, e che cosa hai notato?',
      },
      en: {
        title: 'Autopilot',
        body: 'How often have you arrived somewhere without remembering the journey, or finished a meal without really tasting it? That is autopilot: useful for saving energy, but when it becomes our usual way of living, it leaves us at the mercy of worry and rumination. Mindfulness is the practice of bringing attention back to the present moment, with curiosity and without judgement. You do not need to empty your mind: it will wander again and again, and that is normal. Every time you notice and come back to your breath or your senses, you are already practising.',
        question: 'When were you truly present today, and what did you notice?',
      },
    },
  },
  {
    slug: 'thoughts-like-clouds',
    category: 'mindfulness',
    text: {
      it: {
        title: 'Osservare i pensieri come nuvole',
        body: "Nella pratica di consapevolezza si impara a osservare i pensieri invece di farsi trascinare. Un'immagine che aiuta è quella del cielo: i pensieri sono nuvole che passano, alcune chiare, altre scure e minacciose. Tu sei il cielo che le contiene, non le nuvole. Quando arriva un pensiero preoccupante, puoi notarlo e dirti: «Ecco un pensiero di preoccupazione». Non devi scacciarlo né metterti a discutere con lui. Lasciarlo passare, mentre torni a ciò che stai facendo, ne riduce il potere. All'inizio sembra difficile, ma con la pratica diventa più naturale.",
        question:
          'Quale pensiero, oggi, ha cercato di trascinarti via? Come sarebbe stato guardarlo passare?',
      },
      en: {
        title: 'Watching thoughts like clouds',
        body: "In mindfulness practice, you learn to watch your thoughts instead of being swept along by them. One helpful image is the sky: thoughts are clouds passing through, some light, others dark and threatening. You are the sky that holds them, not the clouds. When a worrying thought arrives, you can notice it and say to yourself: 'Here is a worry thought.' You do not need to chase it away or argue with it. Letting it pass while you return to what you are doing reduces its power. It feels hard at first, but with practice it becomes more natural.",
        question:
          'Which thought tried to sweep you away today? What would it have been like to watch it pass?',
      },
    },
  },
  {
    slug: 'one-breath-at-a-time',
    category: 'mindfulness',
    text: {
      it: {
        title: 'Un respiro alla volta',
        body: "Il respiro è sempre con te, ed è per questo che molte pratiche di consapevolezza lo usano come àncora. Non devi respirare in un modo particolare: basta notare l'aria che entra e che esce, il movimento della pancia o del petto, la piccola pausa tra un respiro e l'altro. Quando la mente si perde nel passato o nel futuro, il respiro ti riporta qui, nell'unico momento in cui puoi davvero agire. Anche tre respiri consapevoli, alla fermata dell'autobus o davanti al computer, possono interrompere la corsa dei pensieri.",
        question: 'In quali momenti della giornata potresti fermarti per tre respiri consapevoli?',
      },
      en: {
        title: 'One breath at a time',
        body: 'Your breath is always with you, which is why many mindfulness practices use it as an anchor. You do not need to breathe in any special way: just notice the air coming in and going out, the movement of your belly or chest, the small pause between one breath and the next. When your mind gets lost in the past or the future, the breath brings you back here, to the only moment in which you can actually act. Even three mindful breaths, taken at a bus stop or in front of your computer, can interrupt the rush of thoughts.',
        question: 'At which moments of your day could you pause for three mindful breaths?',
      },
    },
  },

  // Growth
  {
    slug: 'not-yet',
    category: 'growth',
    text: {
      it: {
        title: 'Non ancora',
        body: "La psicologa Carol Dweck ha descritto la differenza tra una mentalità fissa, per cui le capacità sono date una volta per tutte, e una mentalità di crescita, per cui si possono sviluppare con l'impegno, le strategie giuste e l'aiuto degli altri. Con la prima, un errore sembra un verdetto. Con la seconda, diventa un'informazione: che cosa non ha funzionato? Che cosa posso provare di diverso? Nessuno ha una mentalità di crescita tutto il tempo, e non c'è niente di male nello scoraggiarsi. Ma puoi allenarti ad aggiungere una parola ai tuoi pensieri: «Non ci riesco... ancora».",
        question: "C'è qualcosa che ti mette in difficoltà a cui potresti aggiungere la parola «ancora»?",
      },
      en: {
        title: 'Not yet',
        body: "Psychologist Carol Dweck described the difference between a fixed mindset, in which abilities are set once and for all, and a growth mindset, in which they can be developed through effort, good strategies and help from others. With the first, a mistake feels like a verdict. With the second, it becomes information: what didn't work? What could I try differently? Nobody has a growth mindset all the time, and there is nothing wrong with feeling discouraged. But you can practise adding one small word to your thoughts: 'I can't do this... yet.'",
        question: "Is there something you are struggling with that you could add the word 'yet' to?",
      },
    },
  },
  {
    slug: 'small-steps-clear-direction',
    category: 'growth',
    text: {
      it: {
        title: 'Passi piccoli, direzione chiara',
        body: "I grandi cambiamenti raramente avvengono tutti insieme. Più spesso sono il frutto di piccoli passi ripetuti: dieci minuti di camminata, una pagina letta, una telefonata rimandata da tempo. I passi piccoli hanno un vantaggio: sono realistici, quindi è più facile farli anche quando l'energia è poca, e ogni passo compiuto dà fiducia per il successivo. Se un obiettivo ti sembra troppo grande, chiediti: qual è la versione più piccola di questo passo che potrei fare oggi? Se ti sembra ancora troppo, dividila di nuovo. Non conta la velocità, conta la direzione.",
        question: 'Qual è la versione più piccola possibile di un passo che vorresti fare?',
      },
      en: {
        title: 'Small steps, clear direction',
        body: 'Big changes rarely happen all at once. More often they come from small steps repeated: ten minutes of walking, one page read, a phone call you have been putting off. Small steps have an advantage: they are realistic, so they are easier to take even when your energy is low, and each step you complete builds confidence for the next. If a goal feels too big, ask yourself: what is the smallest version of this step I could take today? If it still feels like too much, split it again. Speed does not matter; direction does.',
        question: 'What is the smallest possible version of a step you would like to take?',
      },
    },
  },
  {
    slug: 'living-by-your-values',
    category: 'growth',
    text: {
      it: {
        title: 'Vivere secondo i propri valori',
        body: "Gli obiettivi si raggiungono e si spuntano da una lista. I valori, invece, sono direzioni che ci accompagnano per tutta la vita: essere una persona affidabile, curiosa, gentile, coraggiosa. Quando l'ansia o la tristezza restringono il campo, ricollegarsi ai propri valori può restituire un senso a ciò che facciamo, anche nelle giornate faticose. Non serve aspettare di stare meglio per agire in linea con ciò che conta: spesso succede il contrario, e fare qualcosa di significativo aiuta anche l'umore a risalire. Oggi basta un gesto piccolo.",
        question:
          'Quale valore è importante per te in questo periodo, e quale piccolo gesto potrebbe esprimerlo domani?',
      },
      en: {
        title: 'Living by your values',
        body: 'Goals can be reached and ticked off a list. Values, on the other hand, are directions that stay with us throughout life: being reliable, curious, kind, brave. When anxiety or sadness narrow your world, reconnecting with your values can give meaning back to what you do, even on tiring days. You do not need to wait until you feel better to act in line with what matters: often it works the other way round, and doing something meaningful helps your mood lift too. Today, one small gesture is enough.',
        question:
          'Which value matters to you at the moment, and what small gesture could express it tomorrow?',
      },
    },
  },

  // Connection
  {
    slug: 'the-need-for-connection',
    category: 'connection',
    text: {
      it: {
        title: 'Il bisogno di legami',
        body: "Siamo fatti per vivere in relazione. Sentirsi parte di qualcosa e avere qualcuno con cui condividere una gioia o una preoccupazione è una delle basi del benessere, proprio come il sonno e il movimento. Quando siamo in ansia o giù di morale, però, viene spesso voglia di chiudersi: sembra più semplice, ma alla lunga la solitudine tende ad appesantire l'umore. Per coltivare i legami non servono grandi gesti. Un messaggio per chiedere «come stai?», un caffè con un collega, una telefonata breve. Conta più la qualità della quantità: anche una sola persona di fiducia fa la differenza.",
        question: 'Chi potresti contattare questa settimana, anche solo per un saluto?',
      },
      en: {
        title: 'The need for connection',
        body: "We are made to live in relationship. Feeling part of something, and having someone to share a joy or a worry with, is one of the foundations of wellbeing, just like sleep and movement. When we feel anxious or low, though, we often want to withdraw: it seems easier, but in the long run loneliness tends to weigh mood down. You do not need grand gestures to nurture your relationships. A message asking 'how are you?', a coffee with a colleague, a short phone call. Quality matters more than quantity: even one person you trust can make a difference.",
        question: 'Who could you get in touch with this week, even just to say hello?',
      },
    },
  },
  {
    slug: 'really-listening',
    category: 'connection',
    text: {
      it: {
        title: 'Ascoltare davvero',
        body: "Spesso, mentre qualcuno ci parla, stiamo già preparando la risposta, pensando a un consiglio o dando un'occhiata al telefono. Ascoltare davvero è più raro e più prezioso: significa dare all'altra persona tutta la tua attenzione, con curiosità, senza fretta di risolvere. A volte chi si confida non cerca soluzioni, ma la sensazione di essere capito. Puoi provarci nella prossima conversazione: metti via il telefono, guarda chi hai davanti, fai una domanda in più prima di dire la tua. Anche questo è un modo di coltivare i legami, e spesso chi si sente ascoltato impara ad ascoltare a sua volta.",
        question: "Ripensa a una conversazione recente: quanto eri presente mentre l'altra persona parlava?",
      },
      en: {
        title: 'Really listening',
        body: 'Often, while someone is talking to us, we are already preparing a reply, thinking of advice or glancing at our phone. Really listening is rarer and more precious: it means giving the other person your full attention, with curiosity and no rush to fix things. Sometimes people who confide in us are not looking for solutions but for the feeling of being understood. You can try it in your next conversation: put your phone away, look at the person in front of you, ask one more question before giving your view. This, too, nurtures relationships, and people who feel heard often learn to listen in return.',
        question: 'Think of a recent conversation: how present were you while the other person was speaking?',
      },
    },
  },
  {
    slug: 'boundaries-that-protect-relationships',
    category: 'connection',
    text: {
      it: {
        title: 'Confini che proteggono i legami',
        body: "Mettere un confine può sembrare il contrario della connessione, come se dire di no allontanasse gli altri. In realtà i confini chiari rendono le relazioni più sane: permettono di dare senza svuotarsi e di restare in relazione senza accumulare risentimento. Un confine può essere semplice: «Stasera non ce la faccio, ci sentiamo domani?» oppure «Ho bisogno di un po' di tempo per pensarci». All'inizio può far nascere un senso di colpa, ed è normale. Con la pratica diventa più facile riconoscere che prendersi cura di sé e prendersi cura degli altri non sono in competizione.",
        question:
          "C'è una situazione in cui vorresti dire un no gentile ma chiaro? Come potresti formularlo?",
      },
      en: {
        title: 'Boundaries that protect relationships',
        body: "Setting a boundary can feel like the opposite of connection, as if saying no would push people away. In fact, clear boundaries make relationships healthier: they let you give without running dry and stay close without building up resentment. A boundary can be simple: 'I can't make it tonight, shall we talk tomorrow?' or 'I need a little time to think about it.' At first it may stir up guilt, and that is normal. With practice it becomes easier to see that caring for yourself and caring for others are not in competition.",
        question:
          'Is there a situation where you would like to say a kind but clear no? How could you put it?',
      },
    },
  },

  // Flow
  {
    slug: 'when-time-disappears',
    category: 'flow',
    text: {
      it: {
        title: 'Quando il tempo sparisce',
        body: "Lo psicologo Mihaly Csikszentmihalyi ha chiamato flow, o flusso, lo stato in cui un'attività ci assorbe al punto da farci perdere la cognizione del tempo. Succede quando la sfida è all'altezza delle nostre capacità: né così facile da annoiarci, né così difficile da metterci in ansia. In quei momenti la voce critica si abbassa e le preoccupazioni restano sullo sfondo. Il flow può nascere in tante attività: cucinare, suonare, curare le piante, correre, disegnare, risolvere un problema al lavoro. Non è un privilegio riservato agli artisti: è un'esperienza che si può coltivare.",
        question: 'Quale attività ti fa perdere la cognizione del tempo nel modo più piacevole?',
      },
      en: {
        title: 'When time disappears',
        body: 'Psychologist Mihaly Csikszentmihalyi used the word flow for the state in which an activity absorbs us so completely that we lose track of time. It happens when the challenge matches our skills: not so easy that we get bored, not so hard that we become anxious. In those moments the critical voice quietens and worries stay in the background. Flow can arise in many activities: cooking, playing music, looking after plants, running, drawing, solving a problem at work. It is not a privilege reserved for artists: it is an experience you can cultivate.',
        question: 'Which activity makes you lose track of time in the most enjoyable way?',
      },
    },
  },
  {
    slug: 'one-thing-at-a-time',
    category: 'flow',
    text: {
      it: {
        title: 'Una cosa alla volta',
        body: "Saltare di continuo da un compito all'altro, tra notifiche, messaggi e finestre aperte, crea un senso di urgenza costante, ma spesso lascia dietro di sé stanchezza e confusione. Il flow, invece, ha bisogno di un'attenzione raccolta. Puoi creare le condizioni perché arrivi: scegli un'attività, metti il telefono in un'altra stanza, stabilisci un tempo preciso, per esempio venticinque minuti, e dedicati solo a quella. Se la mente scappa, riportala con gentilezza. Non è una gara di produttività: è un modo di abitare ciò che fai, e spesso lascia una sensazione di calma soddisfazione.",
        question: 'A quale attività potresti dedicare domani venticinque minuti senza interruzioni?',
      },
      en: {
        title: 'One thing at a time',
        body: 'Constantly switching between tasks, amid notifications, messages and open tabs, creates a sense of non-stop urgency, but it often leaves tiredness and confusion behind. Flow, on the other hand, needs gathered attention. You can set up the conditions for it: choose one activity, put your phone in another room, set a specific amount of time, say twenty-five minutes, and give yourself only to that. If your mind wanders off, gently bring it back. It is not a productivity contest: it is a way of inhabiting what you do, and it often leaves a feeling of calm satisfaction.',
        question: 'Which activity could you give twenty-five uninterrupted minutes to tomorrow?',
      },
    },
  },
  {
    slug: 'play-is-not-wasted-time',
    category: 'flow',
    text: {
      it: {
        title: 'Il gioco non è tempo perso',
        body: "Da adulti tendiamo a giudicare le attività in base alla loro utilità. Eppure molte delle esperienze di flow più intense nascono proprio dal gioco: costruire, inventare, muoversi, creare qualcosa per il puro piacere di farlo. Dedicare tempo a un hobby non è un capriccio: offre alla mente una pausa dalle preoccupazioni, restituisce energia e può migliorare l'umore. Se senti di aver perso il contatto con ciò che ti piace, parti dalla curiosità: che cosa ti attirava in passato? Che cosa ti incuriosisce oggi? Puoi provare senza impegno e senza l'obbligo di riuscire bene. Conta l'esperienza, non il risultato.",
        question: 'Quale attività, fatta solo per piacere, vorresti riportare nella tua settimana?',
      },
      en: {
        title: 'Play is not wasted time',
        body: 'As adults we tend to judge activities by how useful they are. Yet many of the most intense flow experiences come from play: building, inventing, moving, making something just for the pleasure of it. Spending time on a hobby is not self-indulgent: it gives the mind a break from worry, restores energy and can lift your mood. If you feel you have lost touch with what you enjoy, start from curiosity: what drew you in the past? What intrigues you today? You can try things with no commitment and no pressure to be good at them. The experience matters, not the result.',
        question: 'Which activity, done purely for pleasure, would you like to bring back into your week?',
      },
    },
  },
];
