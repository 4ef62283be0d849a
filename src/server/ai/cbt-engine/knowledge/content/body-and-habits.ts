/**
 * Everyday questions about the body and habits under strain: crying, stress felt in the body,
 * comparing oneself with others, eating to calm down, going outside (and the phone it competes with).
 */
import type { KnowledgeEntry } from '../types';

export const BODY_HABIT_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'crying',
    kind: 'normal',
    keys: 'piangere=4, piango=4, pianto=3, lacrime=4, mi viene da piangere=5, cry$=4, crying=4, cried=3, tears=4, lutto=-4, morto=-4, morta=-4, scomparso=-4, passed away=-4, died=-4, grief=-4, grieve=-4, loss=-3',
    forms: ['normal', 'why', 'how', 'is_this'],
    it: {
      text: [
        [
          'Piangere è normale, anche quando sembra succedere per niente: spesso è il modo in cui il corpo scarica una tensione accumulata nei giorni, più che la reazione a quel momento preciso.',
          'Non è un segno di debolezza né qualcosa di sbagliato: dopo un pianto molte persone si sentono un po’ più leggere.',
          'Se capita quasi ogni giorno da settimane, o si accompagna a un umore sempre basso, vale la pena parlarne con il medico di base.',
        ],
        [
          'Le lacrime arrivano spesso quando si è stanchi o sotto pressione da tempo, anche se il motivo del momento sembra piccolo.',
          'Se devi trattenerle per un po’, aiuta respirare lentamente espirando a lungo, premere i piedi a terra e concederti più tardi un momento tutto tuo per lasciarle andare.',
        ],
      ],
      followUp: [
        'In questi giorni senti più stanchezza o più pressione del solito?',
        'C’è un momento della giornata in cui ti capita più spesso?',
      ],
    },
    en: {
      text: [
        [
          'Crying is normal, even when it seems to come out of nowhere: often it’s the body letting off tension built up over days, more than a reaction to that exact moment.',
          'It isn’t weakness and it isn’t wrong: after a cry many people feel a little lighter.',
          'If it happens almost every day for weeks, or comes with a mood that stays low, it’s worth talking to your GP.',
        ],
        [
          'Tears often come when you’ve been tired or under pressure for a while, even if the reason in the moment looks small.',
          'If you need to hold them back for a bit, it helps to breathe out slowly, press your feet into the floor and give yourself a private moment later to let them out.',
        ],
      ],
      followUp: [
        'Have you been more tired or under pressure than usual lately?',
        'Is there a time of day when it happens more often?',
      ],
    },
  },
  {
    id: 'body_stress',
    kind: 'why',
    keys: 'stomaco=4, mal di pancia=4, pancia=2, tremano=4, tremore=3, mani che tremano=5, tremo$=3, corpo=1, stanchi anche se=4, anche se dormo=4, anche se dormi=4, stomach=4, tummy=3, shake=3, shaking=3, tremble=3, hands shake=5, even though i sleep=4, body=1',
    forms: ['why', 'could', 'normal', 'how'],
    it: {
      text: [
        [
          'Lo stress e l’ansia si sentono nel corpo perché attivano l’allarme dell’organismo: l’adrenalina fa tremare le mani, accelera il cuore, chiude lo stomaco e, se dura a lungo, lascia addosso stanchezza anche dopo aver dormito.',
          'Sono reazioni sgradevoli ma innocue in sé, e calano quando l’allarme si spegne: respirare piano, muoversi un po’ e ridurre la caffeina aiuta.',
          'Se un sintomo è nuovo, forte o non passa, il medico di base è la persona giusta per controllarlo; per un dolore forte al petto o un respiro che fa fatica c’è il 112.',
        ],
        [
          'Il corpo prepara all’azione anche quando il pericolo è solo una presentazione o una scadenza: per questo lo stomaco si stringe o le mani tremano proprio nei momenti che contano.',
          'Più lo si combatte, più si nota; di solito funziona meglio accettarlo («è solo adrenalina») e dare al corpo un modo di scaricarla, come due minuti di respiro lento o una camminata.',
        ],
      ],
      followUp: ['In quali momenti lo senti di più nel corpo?', 'Cosa fai di solito quando succede?'],
    },
    en: {
      text: [
        [
          'Stress and anxiety show up in the body because they switch on its alarm: adrenaline makes your hands shake, speeds up your heart, tightens your stomach and, if it lasts, leaves you tired even after sleeping.',
          'These reactions are unpleasant but harmless in themselves, and they ease as the alarm switches off: slow breathing, some movement and less caffeine help.',
          'If a symptom is new, strong or won’t go away, your GP is the right person to check it; for strong chest pain or struggling to breathe, call 112.',
        ],
        [
          'The body gets ready for action even when the danger is only a talk or a deadline: that’s why your stomach knots or your hands shake exactly in the moments that matter.',
          'The more you fight it, the more you notice it; it usually works better to accept it (“it’s just adrenaline”) and give your body a way to burn it off, like two minutes of slow breathing or a walk.',
        ],
      ],
      followUp: ['When do you feel it most in your body?', 'What do you usually do when it happens?'],
    },
  },
  {
    id: 'comparison',
    kind: 'how_to',
    keys: 'invidi=4, invidios=4, paragon=4, mi confronto=4, confrontarmi=4, confronto con gli altri=4, envy=4, envious=4, jealous of my friend=4, comparing myself=5, compare myself=5, comparison=3, better than me=3, happy for them=5, happy for her=5, happy for him=5, felice per lei=5, felice per lui=5, felice per loro=5, gioire per=4, curated=5, highlight reel=5, filtered=2, patinat=4, vetrina=3, tutto finto=4, all fake=4',
    forms: ['how', 'normal', 'why'],
    it: {
      text: [
        [
          'Paragonarsi agli altri e provare un po’ di invidia è umano, e non fa di te una cattiva persona: di solito l’invidia indica qualcosa che desideri anche tu.',
          'Il confronto però è truccato: metti a fianco il dentro di te, con tutti i dubbi, e il fuori degli altri, solo la parte che mostrano.',
          'Aiuta spostare il paragone su di te nel tempo, com’eri sei mesi fa e come sei adesso, e chiederti cosa ti dice l’invidia di quello che vorresti.',
        ],
        [
          'Quando ti accorgi di paragonarti, puoi fermarti e chiederti: «cosa vedo di questa persona, e cosa invece non vedo?».',
          'La gioia per qualcuno e un po’ di tristezza per sé possono stare insieme: non serve scegliere uno dei due sentimenti.',
        ],
      ],
      followUp: [
        'Cosa ti dice questo confronto di quello che vorresti per te?',
        'Con chi ti capita di paragonarti più spesso?',
      ],
    },
    en: {
      text: [
        [
          'Comparing yourself with others and feeling some envy is human, and it doesn’t make you a bad person: envy usually points at something you want too.',
          'The comparison is rigged, though: you set your inside, with all its doubts, next to other people’s outside, only the part they show.',
          'It helps to compare yourself with yourself over time, how you were six months ago and how you are now, and to ask what the envy says about what you’d like.',
        ],
        [
          'When you catch yourself comparing, you can pause and ask: “what do I see of this person, and what don’t I see?”.',
          'Being happy for someone and a bit sad for yourself can sit together: you don’t have to choose one feeling.',
        ],
      ],
      followUp: [
        'What does this comparison tell you about what you’d like for yourself?',
        'Who do you compare yourself with most often?',
      ],
    },
  },
  {
    id: 'emotional_eating',
    kind: 'why',
    keys: 'cibo=3, mangio quando=4, mangio tanto=4, mangio tantissimo=4, fame nervosa=5, abbuffat=4, mangiare per=3, emotional eating=5, eat when=4, comfort eating=5, comfort food=4, binge=4, food calms=4, fame emotiv=5',
    forms: ['why', 'how', 'normal'],
    it: {
      text: [
        [
          'Il cibo calma perché dà un sollievo rapido e sicuro: il gusto, il gesto e il senso di pienezza spengono per un momento la tensione, e la mente impara a cercarlo ogni volta che sale il nervoso.',
          'Non è mancanza di forza di volontà; aiuta fermarsi un attimo prima, chiedersi «ho fame o è il nervoso?» e avere pronta un’altra cosa che calma, come un tè caldo o due minuti fuori.',
          'Se ti capita spesso e ti fa stare male, parlarne con il medico di base o con uno psicologo può aiutare.',
        ],
        [
          'Mangiare per calmarsi è una strategia che il corpo conosce bene: funziona subito, ma dura poco e spesso lascia senso di colpa.',
          'Invece di vietartelo, prova ad aspettare dieci minuti facendo altro: spesso l’onda passa, e se non passa mangi con calma, senza punirti.',
        ],
      ],
      followUp: ['In quali momenti ti capita di più?', 'Cosa senti poco prima di andare a cercare il cibo?'],
    },
    en: {
      text: [
        [
          'Food calms you because it gives quick, reliable relief: the taste, the ritual and feeling full switch the tension off for a moment, and the mind learns to reach for it whenever stress rises.',
          'It isn’t a lack of willpower; it helps to pause first, ask “am I hungry or am I wound up?” and have another soothing thing ready, like a hot drink or two minutes outside.',
          'If it happens often and makes you feel bad, talking to your GP or a psychologist can help.',
        ],
        [
          'Eating to calm down is a strategy the body knows well: it works straight away, but it doesn’t last and often leaves guilt behind.',
          'Rather than banning it, try waiting ten minutes doing something else: often the wave passes, and if it doesn’t, you eat calmly, without punishing yourself.',
        ],
      ],
      followUp: ['When does it happen most?', 'What do you feel just before you reach for food?'],
    },
  },
  {
    id: 'outside_social',
    kind: 'how_to',
    keys: 'uscire di casa=3, all aperto=4, aria aperta=4, camminare=3, camminata=3, passeggiat=3, going outside=4, go outside=3, fresh air=4, walking=3, walk help=4',
    forms: ['how', 'why', 'could', 'is_this'],
    it: {
      text: [
        [
          'Uscire e camminare aiuta davvero l’umore: luce, movimento e un po’ di distanza dai pensieri abbassano la tensione, e bastano dieci-venti minuti a passo tranquillo per sentire una differenza.',
          'I social, al contrario, spesso lasciano peggio di prima: si scorre senza fine, ci si paragona alle vite migliori degli altri e il tempo passa senza ricaricare.',
          'Una regola semplice è scambiare un po’ dell’uno con l’altro: meno minuti di scorrimento, qualche minuto in più fuori.',
        ],
        [
          'Il movimento all’aria aperta è uno dei modi più semplici per alleggerire una giornata pesante, anche quando non se ne ha voglia.',
          'Con telefono e social aiuta mettere limiti concreti, come niente telefono a letto o l’app spostata fuori dalla schermata principale, e notare come ti senti dopo.',
        ],
      ],
      followUp: [
        'Come ti senti di solito dopo un po’ di tempo fuori, rispetto a dopo il telefono?',
        'Quale piccolo limite ti sembra fattibile questa settimana?',
      ],
    },
    en: {
      text: [
        [
          'Going outside and walking really does help mood: light, movement and a bit of distance from your thoughts lower the tension, and ten to twenty minutes at an easy pace is enough to feel a difference.',
          'Social media, on the other hand, often leaves you worse than before: you scroll without end, compare yourself with other people’s best moments and the time goes by without recharging you.',
          'A simple rule is to trade some of one for the other: fewer minutes scrolling, a few more minutes outside.',
        ],
        [
          'Moving in the fresh air is one of the simplest ways to lighten a heavy day, even when you don’t feel like it.',
          'With your phone and social media it helps to set concrete limits, like no phone in bed or the app moved off your home screen, and to notice how you feel afterwards.',
        ],
      ],
      followUp: [
        'How do you usually feel after some time outside, compared with after your phone?',
        'Which small limit feels doable this week?',
      ],
    },
  },
];
