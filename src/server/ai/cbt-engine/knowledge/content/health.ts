/**
 * Questions about the body. The companion never says what a symptom is: every wording says it
 * cannot tell, names the GP, and gives the signs that mean 112 now.
 */
import type { KnowledgeEntry, QuestionForm } from '../types';

const HEALTH_FORMS: QuestionForm[] = ['could', 'normal', 'is_this', 'what', 'why', 'how', 'should'];
const GP_FOLLOW_IT = 'Riesci a sentire il tuo medico di base nei prossimi giorni?';
const GP_FOLLOW_EN = 'Could you get in touch with your GP in the next few days?';

export const HEALTH_ENTRIES: KnowledgeEntry[] = [
  {
    id: 'health_chest_pain',
    kind: 'health',
    keys: 'dolore al petto=5, male al petto=5, dolore toracic=5, petto=3, peso sul petto=5, oppressione=2, fitta al cuore=4, infarto=4, chest pain=5, chest=3, tight chest=5, chest tightness=5, pain in my chest=5, heart attack=4',
    forms: HEALTH_FORMS,
    topics: ['health'],
    it: {
      text: [
        [
          'Il dolore al petto va sempre preso sul serio, e io non posso capire da cosa dipenda: anche quando poi risulta legato all’ansia, serve che lo valuti un medico.',
          'Chiama subito il 112 se il dolore è forte o opprimente, si allarga al braccio, alla mandibola o alla schiena, o arriva con sudore freddo, fiato corto, nausea o svenimento.',
          'Se invece è un fastidio lieve che conosci già, parlane al più presto con il medico di base.',
        ],
        [
          'Non posso dirti se è il cuore, l’ansia o altro: sul dolore al petto nessuno dovrebbe tirare a indovinare.',
          'Se è in corso adesso ed è intenso, o c’è affanno, sudorazione, nausea o un dolore che scende lungo il braccio, chiama il 112 ora, senza aspettare che passi.',
          'Se è già passato, o è lieve e ricorrente, prendi appuntamento con il medico di base nei prossimi giorni e raccontagli quando compare.',
        ],
      ],
      followUp: ['In questo momento il dolore c’è ancora?', GP_FOLLOW_IT],
    },
    en: {
      text: [
        [
          'Chest pain always deserves to be taken seriously, and I can’t tell what’s causing it: even when it turns out to be linked to anxiety, a doctor needs to check it.',
          'Call 112 (or your local emergency number) straight away if the pain is strong or crushing, spreads to your arm, jaw or back, or comes with a cold sweat, breathlessness, nausea or fainting.',
          'If it’s a mild discomfort you already know, talk to your GP as soon as you can.',
        ],
        [
          'I can’t tell you whether it’s your heart, anxiety or something else: with chest pain nobody should guess.',
          'If it’s happening now and it’s intense, or there’s breathlessness, sweating, nausea or pain running down your arm, call 112 or your local emergency number now, without waiting for it to pass.',
          'If it has already passed, or it’s mild and keeps coming back, book an appointment with your GP in the next few days and tell them when it happens.',
        ],
      ],
      followUp: ['Is the pain there right now?', GP_FOLLOW_EN],
    },
  },
  {
    id: 'health_palpitations',
    kind: 'health',
    keys: 'palpitazion=4, tachicardi=4, extrasistol=4, battito=3, cuore che batte=4, cuore batte=3, cuore accelera=3, batte forte=3, palpitation=4, heart racing=4, racing heart=4, heart pounding=4, pounding heart=4, heartbeat=3, heart beat=3, heart rate=3, skipped beat=4, skipping beats=4, irregular heart=4, il cuore o=4, cuore o l ansia=5, cuore o ansia=5, cuore o e ansia=5, problema al cuore=4, problemi al cuore=4, problema di cuore=4, my heart or=4, heart or anxiety=5, heart or panic=5, heart problem=4, something wrong with my heart=5',
    forms: HEALTH_FORMS,
    topics: ['health'],
    it: {
      text: [
        [
          'Le palpitazioni possono avere tante cause, dall’ansia alla caffeina fino a problemi del cuore o della tiroide, e io non posso capire quale sia la tua.',
          'Parlane con il medico di base, che può ascoltarti, misurare il battito e, se serve, chiederti un elettrocardiogramma.',
          'Chiama subito il 112 se il battito accelerato arriva insieme a dolore al petto, fiato corto, svenimento o la sensazione di stare per svenire.',
        ],
        [
          'Non posso dirti da cosa dipendono: il cuore che batte forte è frequente con l’ansia, ma va comunque controllato da un medico, soprattutto se è una cosa nuova.',
          'Il primo passo è il medico di base, e può essergli utile sapere quando succede, quanto dura e cosa stavi facendo.',
          'Se però le palpitazioni si accompagnano a dolore o peso al petto, respiro difficile, confusione o svenimento, chiama il 112 senza aspettare.',
        ],
      ],
      followUp: [GP_FOLLOW_IT, 'Quando ti capita, di solito, e cosa stai facendo in quel momento?'],
    },
    en: {
      text: [
        [
          'Palpitations can have many causes, from anxiety and caffeine to heart or thyroid problems, and I can’t tell which applies to you.',
          'Talk to your GP, who can listen to your heart, check your pulse and, if needed, arrange an ECG.',
          'Call 112 or your local emergency number straight away if a racing heart comes with chest pain, breathlessness, fainting or feeling about to faint.',
        ],
        [
          'I can’t tell you what’s behind them: a pounding heart is common with anxiety, but it still needs checking by a doctor, especially if it’s new.',
          'Your GP is the first step, and it helps them to know when it happens, how long it lasts and what you were doing.',
          'If the palpitations come with pain or pressure in your chest, difficulty breathing, confusion or fainting, call 112 or your local emergency number without waiting.',
        ],
      ],
      followUp: [GP_FOLLOW_EN, 'When does it usually happen, and what are you doing at the time?'],
    },
  },
  {
    id: 'health_headache',
    kind: 'health',
    keys: 'mal di testa=4, cefale=4, emicrani=4, testa mi fa male=4, testa che mi fa male=4, male alla testa=4, headache=4, migraine=4, head hurts=4, head pain=4',
    forms: HEALTH_FORMS,
    topics: ['health'],
    it: {
      text: [
        [
          'Il mal di testa ha molte cause, spesso legate a tensione, poco sonno o poca acqua, ma da qui non posso capire quale sia la tua.',
          'Se è frequente, diverso dal solito o ti preoccupa, il medico di base è la persona giusta con cui parlarne.',
          'Chiama subito il 112 se arriva all’improvviso ed è fortissimo, il peggiore che tu abbia mai avuto, o se compare con febbre e collo rigido, confusione, difficoltà a parlare, debolezza di un lato del corpo, o dopo un colpo alla testa.',
        ],
        [
          'Non posso valutare da cosa dipende il tuo mal di testa, e non vorrei rassicurarti o spaventarti senza basi.',
          'Annota per qualche giorno quando arriva, quanto dura e cosa lo accompagna, e porta queste note al medico di base: gli saranno molto utili.',
          'Se invece compare in modo violento e improvviso, o insieme a vista doppia, bocca storta, parole confuse, vomito ripetuto o svenimento, chiama il 112.',
        ],
      ],
      followUp: ['Da quanto tempo ti capita, e com’è cambiato ultimamente?', GP_FOLLOW_IT],
    },
    en: {
      text: [
        [
          'Headaches have many causes, often linked to tension, too little sleep or too little water, but from here I can’t tell what’s behind yours.',
          'If it’s frequent, different from usual or worrying you, your GP is the right person to talk to.',
          'Call 112 or your local emergency number straight away if it comes on suddenly and is extremely severe, the worst you’ve ever had, or comes with fever and a stiff neck, confusion, trouble speaking, weakness on one side of the body, or after a blow to the head.',
        ],
        [
          'I can’t assess what’s causing your headache, and I wouldn’t want to reassure or scare you without grounds.',
          'For a few days, note when it starts, how long it lasts and what comes with it, and take those notes to your doctor (your GP): they’ll help a lot.',
          'If it comes on violently and suddenly, or together with double vision, a drooping face, slurred words, repeated vomiting or fainting, call 112 or your local emergency number.',
        ],
      ],
      followUp: ['How long has this been happening, and has it changed lately?', GP_FOLLOW_EN],
    },
  },
  {
    id: 'health_mole',
    kind: 'health',
    keys: 'skin cancer=5, cancro della pelle=5, tumore della pelle=5, neo$=4, nei$=1, nei strani=3, macchia sulla pelle=4, macchie sulla pelle=4, dermatolog=3, melanom=3, mole$=4, moles$=4, skin spot=4, spot on my skin=4, dermatologist=3, melanoma=3',
    forms: HEALTH_FORMS,
    topics: ['health'],
    it: {
      text: [
        [
          'Non posso valutare un neo, nemmeno da una descrizione: serve che lo veda un medico.',
          'Parlane con il medico di base, che può guardarlo e, se lo ritiene utile, mandarti dal dermatologo; digli se è cambiato di forma, colore o dimensione, se prude o sanguina.',
          'Di solito un neo non è un’urgenza, ma il 112 resta il numero per segnali gravi come un sanguinamento che non si ferma, difficoltà a respirare o dolore forte al petto.',
        ],
        [
          'Da qui non posso dirti se un neo va bene o no: la valutazione si fa guardandolo, a volte con uno strumento apposito.',
          'Prendi appuntamento dal medico di base, e nel frattempo puoi fotografarlo accanto a un righello per avere un confronto nel tempo.',
          'In genere non è una cosa da pronto soccorso: il 112 serve per segnali d’allarme come un’emorragia che non si arresta, uno svenimento o il respiro che manca.',
        ],
      ],
      followUp: [
        'Riesci a prendere appuntamento dal medico di base nei prossimi giorni?',
        'Cosa ti preoccupa di più, mentre aspetti di farlo vedere?',
      ],
    },
    en: {
      text: [
        [
          'I can’t assess a mole, not even from a description: a doctor needs to see it.',
          'Talk to your GP, who can look at it and, if they think it’s useful, refer you to a dermatologist; tell them if it has changed shape, colour or size, or if it itches or bleeds.',
          'A mole is usually not an emergency, but 112 or your local emergency number is still the one to call for serious signs like bleeding that won’t stop, difficulty breathing or severe chest pain.',
        ],
        [
          'From here I can’t tell you whether a mole is fine or not: it has to be looked at, sometimes with a special instrument.',
          'Book an appointment with your GP, and meanwhile you could photograph it next to a ruler so you can compare over time.',
          'It’s generally not something for A&E: 112 or your local emergency number is for warning signs like bleeding that won’t stop, fainting or struggling to breathe.',
        ],
      ],
      followUp: [
        'Could you book an appointment with your GP in the next few days?',
        'What worries you most while you wait to have it checked?',
      ],
    },
  },
  {
    id: 'health_blood_tests',
    kind: 'health',
    keys: 'esami del sangue=4, esame del sangue=4, analisi del sangue=4, sangu=3, emocrom=4, referto=3, valori=2, analisi=2, analisi 1=-9, analisi 2=-9, analisi matematica=-9, analisi uno=-9, analisi due=-9, colesterol=3, glicemi=3, globuli=3, blood test=4, blood tests=1, blood work=4, bloodwork=4, blood results=4, lab results=4, test results=2, cholesterol=3, white blood=3, red blood=3, blood sugar=3',
    forms: HEALTH_FORMS,
    topics: ['health'],
    it: {
      text: [
        [
          'Non posso interpretare i tuoi esami del sangue: i valori vanno letti insieme alla tua storia e ai sintomi, e un valore fuori dall’intervallo di riferimento va spiegato da un medico.',
          'La persona giusta per spiegarteli è il medico di base o chi li ha prescritti: può valutare se serve fare qualcosa o ripeterli.',
          'Se nel frattempo stai male all’improvviso, con dolore al petto, fiato corto, svenimento o confusione, chiama il 112.',
        ],
        [
          'Da qui non posso dirti cosa significano quei risultati, e cercarli su internet rischia di spaventarti più del necessario.',
          'Porta il referto al medico di base, magari con le domande scritte: è il modo più sicuro per capire cosa vogliono dire per te.',
          'Per sintomi forti e improvvisi, come dolore al petto che si allarga, respiro difficile, debolezza di un lato del corpo o svenimento, chiama subito il 112.',
        ],
      ],
      followUp: [
        'Riesci a sentire il tuo medico nei prossimi giorni per farteli spiegare?',
        'Quale domanda vorresti fare al medico su quei risultati?',
      ],
    },
    en: {
      text: [
        [
          'I can’t interpret your blood tests: results have to be read alongside your history and symptoms, and a value outside the reference range needs a doctor to explain it.',
          'The right person to go through them with you is your GP, or whoever ordered them: they can judge whether anything needs doing or repeating.',
          'If you suddenly feel unwell in the meantime, with chest pain, breathlessness, fainting or confusion, call 112 or your local emergency number.',
        ],
        [
          'From here I can’t tell you what those results mean, and looking them up online can frighten you more than it needs to.',
          'Take the report to your GP, ideally with your questions written down: it’s the safest way to understand what they mean for you.',
          'For sudden, severe symptoms such as chest pain that spreads, difficulty breathing, weakness on one side of the body or fainting, call 112 or your local emergency number straight away.',
        ],
      ],
      followUp: [
        'Could you speak to your doctor in the next few days to go through them?',
        'What would you like to ask the doctor about those results?',
      ],
    },
  },
];
