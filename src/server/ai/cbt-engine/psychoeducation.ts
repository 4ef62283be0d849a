/**
 * Short psychoeducation in plain words for common wellbeing questions, CBT
 * informed. Never a diagnosis, never medication advice.
 */
import { rx } from '../text/normalize';
import type { Lang } from '../types';

export type PsyTopic =
  | 'panic'
  | 'worry'
  | 'anxiety'
  | 'procrastination'
  | 'self_esteem'
  | 'anger'
  | 'stress'
  | 'loneliness'
  | 'low_mood'
  | 'exams'
  | 'social_anxiety'
  | 'perfectionism'
  | 'boundaries'
  | 'breathing'
  | 'grief';

interface Block {
  body: string;
  tip: string;
  question: string;
}

export const PSY_TOPICS: Array<[PsyTopic, RegExp]> = [
  ['panic', rx('\\b(?:attacc\\w* di panico|panico|panic attacks?|panic)\\b')],
  [
    'worry',
    rx(
      '\\b(?:rimugin\\w*|ruminazion\\w*|pensieri (?:fissi|ossessivi|che girano)|preoccup\\w* (?:troppo|sempre|di tutto)|overthink\\w*|ruminat\\w*|worry (?:too much|all the time|about everything)|cant stop (?:thinking|worrying))\\b',
    ),
  ],
  [
    'exams',
    rx(
      '\\b(?:esam\\w*|interrogazion\\w*|ansia da prestazione|verifica|exams?|tests?|performance anxiety|presentation|presentazione)\\b',
    ),
  ],
  [
    'social_anxiety',
    rx(
      '\\b(?:ansia sociale|timidezza|timid\\w*|parlare in pubblico|giudizio degli altri|social anxiety|shy\\w*|public speaking|talking to people|what others think)\\b',
    ),
  ],
  [
    'procrastination',
    rx(
      '\\b(?:procrastin\\w*|rimand\\w*|non riesco a (?:iniziare|cominciare|studiare|concentrarmi)|motivazion\\w*|put(?:ting)? off|cant (?:start|get started|focus|concentrate)|motivation)\\b',
    ),
  ],
  ['perfectionism', rx('\\b(?:perfezionis\\w*|perfett\\w*|perfectionis\\w*|perfect)\\b')],
  [
    'self_esteem',
    rx(
      '\\b(?:autostima|sicurezza in me|fiducia in me|mi sento inferiore|self ?esteem|self ?confidence|confidence|self ?worth|insecur\\w*)\\b',
    ),
  ],
  [
    'anger',
    rx(
      '\\b(?:rabbia|arrabbi\\w*|scatti d ira|perdo la pazienza|anger|angry|temper|lose my temper|irritab\\w*)\\b',
    ),
  ],
  [
    'boundaries',
    rx('\\b(?:dire (?:di )?no|limiti|confini|assertiv\\w*|say(?:ing)? no|boundar\\w*|people ?pleas\\w*)\\b'),
  ],
  [
    'loneliness',
    rx(
      '\\b(?:solitudine|sol[oa] (?:tutto|sempre)|isolat\\w*|fare amicizia|lonel\\w*|isolated|make friends)\\b',
    ),
  ],
  [
    'low_mood',
    rx(
      '\\b(?:giu di morale|umore (?:basso|a terra|nero)|tristezza|nessuna voglia|apatia|low mood|feeling down|sadness|no energy|apathy|unmotivated)\\b',
    ),
  ],
  ['grief', rx('\\b(?:lutto|perdita di|e mort\\w|scompars\\w|grief|griev\\w*|passed away|loss of|died)\\b')],
  [
    'breathing',
    rx('\\b(?:respir\\w*|mindfulness|meditaz\\w*|meditare|breath\\w*|meditat\\w*|relax\\w*|rilass\\w*)\\b'),
  ],
  ['stress', rx('\\b(?:stress\\w*|burn ?out|esaurimento|sotto pressione|overwhelm\\w*|pressure)\\b')],
  [
    'anxiety',
    rx('\\b(?:ansia|ansios\\w*|preoccupazion\\w*|agitazion\\w*|anxiety|anxious|worr\\w*|nervous)\\b'),
  ],
];

export const PSY: Record<Lang, Record<PsyTopic, Block>> = {
  it: {
    panic: {
      body: 'Un attacco di panico è una scarica improvvisa del sistema d\u2019allarme del corpo: cuore che batte forte, fiato corto, vertigini, la sensazione di perdere il controllo. È molto spiacevole ma, pur facendo paura, tende a raggiungere il picco in pochi minuti e poi a scendere. Se però i sintomi sono nuovi o diversi dal solito, è giusto farli valutare da un medico.',
      tip: 'Quando arriva, prova a non combatterlo: rallenta l\u2019espirazione (inspira per 4, espira per 6) e ripeti dentro di te «è l\u2019allarme, non un pericolo, e passerà».',
      question: 'Ti va di raccontarmi cosa succede di solito appena prima che arrivi?',
    },
    worry: {
      body: 'Rimuginare dà l\u2019impressione di risolvere i problemi, ma spesso li fa solo girare in tondo. Una tecnica utile è il «tempo della preoccupazione»: un momento fisso della giornata in cui darsi il permesso di preoccuparsi, rimandando lì i pensieri che arrivano in altri momenti.',
      tip: 'Scegli 15 minuti al giorno, sempre alla stessa ora: quando una preoccupazione arriva fuori orario, annotala e dille «ci penso alle 18».',
      question: 'Quale preoccupazione torna più spesso in questo periodo?',
    },
    anxiety: {
      body: 'L\u2019ansia è un sistema d\u2019allarme utile, che a volte diventa troppo sensibile. Tende a crescere quando evitiamo le situazioni che ci spaventano: l\u2019evitamento dà sollievo subito, ma insegna alla mente che il pericolo era reale.',
      tip: 'Prova ad avvicinarti a ciò che temi a piccoli passi, partendo dal più facile, e resta nella situazione abbastanza da vedere l\u2019ansia scendere da sola.',
      question: 'Ci sono situazioni che in questo periodo tendi a evitare?',
    },
    procrastination: {
      body: 'Rimandare raramente è pigrizia: più spesso è un modo per evitare emozioni scomode, come la paura di non essere all\u2019altezza o la noia. La motivazione, poi, tende ad arrivare dopo aver iniziato, non prima.',
      tip: 'Prova la regola dei cinque minuti: impegnati a lavorarci solo cinque minuti, con il permesso di smettere dopo. Spesso il difficile è solo cominciare.',
      question: 'Cosa provi nel momento esatto in cui stai per iniziare e poi rimandi?',
    },
    self_esteem: {
      body: 'L\u2019autostima non è sentirsi sempre sicuri, ma trattarsi con rispetto anche quando le cose vanno male. Spesso la voce critica interna è molto più dura di quanto saremmo con chiunque altro.',
      tip: 'Per una settimana, la sera, annota tre cose che hai fatto o gestito, anche piccole. Serve ad allenare lo sguardo a notare anche quello che funziona.',
      question: 'Cosa ti dice di solito la tua voce critica, e con che tono?',
    },
    anger: {
      body: 'La rabbia è un\u2019emozione legittima che segnala un bisogno o un limite superato. Il problema non è provarla, ma agire d\u2019impulso quando è al massimo.',
      tip: 'Quando senti salire la rabbia, prova lo STOP: fermati, fai un respiro, osserva cosa senti nel corpo e cosa pensi, poi procedi scegliendo come rispondere.',
      question: 'Quali situazioni ti fanno scattare più spesso?',
    },
    stress: {
      body: 'Lo stress nasce quando le richieste superano le risorse che sentiamo di avere. Non tutto è nelle nostre mani, ma spesso qualcosa lo è.',
      tip: 'Dividi un foglio in due colonne: «posso influenzarlo» e «non dipende da me». Concentra le energie sulla prima e scegli una sola azione da fare oggi.',
      question: 'Cosa ti toglie più energia in questo periodo?',
    },
    loneliness: {
      body: 'La solitudine è un segnale, come la fame o la sete: ci dice che abbiamo bisogno di connessione. Quando dura a lungo, la mente tende a diventare più diffidente, e questo rende più difficile cercare gli altri.',
      tip: 'Parti da contatti piccoli e a bassa pressione: un messaggio a qualcuno, una chiacchiera con chi incontri spesso, un gruppo legato a un tuo interesse.',
      question: 'Con chi ti sentivi a tuo agio, in passato?',
    },
    low_mood: {
      body: 'Quando l\u2019umore è basso si tende a fare meno, e facendo meno l\u2019umore scende ancora. L\u2019attivazione comportamentale spezza questo circolo: si parte dall\u2019azione, anche piccola, senza aspettare di averne voglia.',
      tip: 'Scegli un\u2019attività piccola che un tempo ti dava piacere o soddisfazione e programmala per domani, con un orario preciso.',
      question: 'Cosa ti dava energia, prima di questo periodo?',
    },
    exams: {
      body: 'Un po\u2019 di ansia prima di una prova è normale e può persino aiutare la concentrazione. Diventa un ostacolo quando la mente si riempie di previsioni catastrofiche sull\u2019esito.',
      tip: 'Studia a blocchi di 25-30 minuti con brevi pause, e prima della prova fai qualche respiro lento ricordandoti una cosa che sai fare bene.',
      question: 'Qual è il pensiero che ti spaventa di più quando pensi all\u2019esame?',
    },
    social_anxiety: {
      body: 'Nell\u2019ansia sociale la mente si concentra molto su di sé e su come gli altri ci giudicano, e tende a sovrastimare quanto gli altri notino i nostri segnali di agitazione.',
      tip: 'Nella prossima conversazione, prova a spostare l\u2019attenzione fuori da te: cosa dice l\u2019altra persona, che espressione ha, cosa puoi chiederle.',
      question: 'In quali situazioni con gli altri ti senti più a disagio?',
    },
    perfectionism: {
      body: 'Il perfezionismo promette sicurezza, ma spesso porta a rimandare, a non finire le cose e a sentirsi mai abbastanza. «Fatto» spesso vale più di «perfetto».',
      tip: 'Scegli un compito di oggi e decidi in anticipo cosa vuol dire «abbastanza buono»; quando ci arrivi, fermati.',
      question: 'Cosa temi che succederebbe se qualcosa fosse solo «abbastanza buono»?',
    },
    boundaries: {
      body: 'Mettere dei limiti non è egoismo: è dire con chiarezza cosa va bene per te e cosa no. All\u2019inizio può far sentire in colpa, ed è normale.',
      tip: 'Prova un «no» gentile e breve, senza troppe giustificazioni: «Grazie per aver pensato a me, questa volta non riesco».',
      question: 'Con chi ti viene più difficile dire di no?',
    },
    breathing: {
      body: 'Respirare lentamente, allungando l\u2019espirazione, aiuta il corpo a passare dalla modalità allarme a quella di recupero. La mindfulness, invece, allena a notare pensieri ed emozioni senza farsi trascinare.',
      tip: 'Prova ora: inspira dal naso per 4 secondi, espira dalla bocca per 6, per due minuti. Se la mente vaga, riportala gentilmente al respiro.',
      question: 'In quali momenti della giornata ti sarebbe più utile una pausa così?',
    },
    grief: {
      body: 'Il lutto non segue tappe ordinate: possono alternarsi tristezza, rabbia, senso di colpa, sollievo e momenti di quasi normalità. Non esiste un modo giusto o un tempo giusto per soffrire una perdita.',
      tip: 'Concediti dei momenti dedicati al ricordo, per esempio scrivendo una lettera alla persona o guardando una foto, e lascia che il resto della giornata abbia anche spazi più leggeri.',
      question: 'Che cosa ti manca di più, in questo momento?',
    },
  },
  en: {
    panic: {
      body: 'A panic attack is a sudden surge of the body\u2019s alarm system: pounding heart, shortness of breath, dizziness, a feeling of losing control. It\u2019s very unpleasant and frightening, but it tends to peak within minutes and then come down. If the symptoms are new or different from usual, though, it\u2019s right to have them checked by a doctor.',
      tip: 'When it comes, try not to fight it: slow your out-breath (in for 4, out for 6) and tell yourself "this is the alarm, not a danger, and it will pass".',
      question: 'Would you like to tell me what usually happens just before it starts?',
    },
    worry: {
      body: 'Worrying feels like problem-solving, but often it just goes round in circles. One useful technique is "worry time": a fixed moment in the day when you allow yourself to worry, postponing to it the worries that show up at other times.',
      tip: 'Pick 15 minutes a day, always at the same time: when a worry shows up outside it, jot it down and tell it "I\u2019ll think about you at 6pm".',
      question: 'Which worry comes back most often at the moment?',
    },
    anxiety: {
      body: 'Anxiety is a useful alarm system that sometimes becomes too sensitive. It tends to grow when we avoid what scares us: avoidance brings instant relief, but teaches the mind that the danger was real.',
      tip: 'Try approaching what you fear in small steps, starting with the easiest, and stay long enough to see the anxiety come down on its own.',
      question: 'Are there situations you\u2019ve been avoiding lately?',
    },
    procrastination: {
      body: 'Putting things off is rarely laziness: more often it\u2019s a way to avoid uncomfortable feelings, like fear of not being good enough, or boredom. And motivation tends to come after starting, not before.',
      tip: 'Try the five-minute rule: commit to working on it for just five minutes, with permission to stop afterwards. Often starting is the only hard part.',
      question: 'What do you feel in the exact moment when you\u2019re about to start and then put it off?',
    },
    self_esteem: {
      body: 'Self-esteem isn\u2019t feeling confident all the time; it\u2019s treating yourself with respect even when things go wrong. Our inner critic is often far harsher than we would be with anyone else.',
      tip: 'For one week, each evening, note three things you did or handled, even small ones. It trains your eye to notice what works too.',
      question: 'What does your inner critic usually say, and in what tone?',
    },
    anger: {
      body: 'Anger is a legitimate emotion that signals a need or a crossed line. The problem isn\u2019t feeling it, but acting on impulse when it\u2019s at its peak.',
      tip: 'When you feel anger rising, try STOP: stop, take a breath, observe what you feel in your body and what you\u2019re thinking, then proceed by choosing how to respond.',
      question: 'Which situations set you off most often?',
    },
    stress: {
      body: 'Stress arises when demands exceed the resources we feel we have. Not everything is in our hands, but often something is.',
      tip: 'Split a page into two columns: "I can influence this" and "not up to me". Put your energy into the first and pick just one action for today.',
      question: 'What drains your energy most at the moment?',
    },
    loneliness: {
      body: 'Loneliness is a signal, like hunger or thirst: it tells us we need connection. When it lasts a long time, the mind tends to become more wary, which makes reaching out harder.',
      tip: 'Start with small, low-pressure contacts: a message to someone, a chat with someone you see often, a group around one of your interests.',
      question: 'Who did you feel at ease with in the past?',
    },
    low_mood: {
      body: 'When mood is low we tend to do less, and doing less lowers mood further. Behavioural activation breaks this loop: you start from action, even a small one, without waiting to feel like it.',
      tip: 'Choose one small activity that used to give you pleasure or a sense of achievement, and schedule it for tomorrow at a specific time.',
      question: 'What used to give you energy, before this period?',
    },
    exams: {
      body: 'Some anxiety before a test is normal and can even help concentration. It becomes an obstacle when the mind fills up with catastrophic predictions about the result.',
      tip: 'Study in 25-30 minute blocks with short breaks, and before the test take a few slow breaths while reminding yourself of one thing you do well.',
      question: 'What\u2019s the thought that scares you most when you think about the exam?',
    },
    social_anxiety: {
      body: 'In social anxiety the mind focuses a lot on ourselves and how others judge us, and tends to overestimate how much others notice our signs of nerves.',
      tip: 'In your next conversation, try shifting your attention outwards: what the other person says, their expression, what you could ask them.',
      question: 'In which social situations do you feel most uncomfortable?',
    },
    perfectionism: {
      body: 'Perfectionism promises safety, but often leads to putting things off, not finishing them, and never feeling enough. "Done" is often worth more than "perfect".',
      tip: 'Pick one task today and decide in advance what "good enough" means; when you get there, stop.',
      question: 'What do you fear would happen if something were just "good enough"?',
    },
    boundaries: {
      body: 'Setting limits isn\u2019t selfish: it\u2019s saying clearly what works for you and what doesn\u2019t. At first it can bring up guilt, and that\u2019s normal.',
      tip: 'Try a short, kind "no" without over-explaining: "Thanks for thinking of me, I can\u2019t this time."',
      question: 'Who do you find it hardest to say no to?',
    },
    breathing: {
      body: 'Breathing slowly, with a longer out-breath, helps the body move from alarm mode to recovery mode. Mindfulness trains you to notice thoughts and feelings without being swept away by them.',
      tip: 'Try it now: breathe in through your nose for 4 seconds and out through your mouth for 6, for two minutes. If your mind wanders, gently bring it back to the breath.',
      question: 'At what moments of your day would a pause like this help most?',
    },
    grief: {
      body: 'Grief doesn\u2019t follow neat stages: sadness, anger, guilt, relief and almost-normal moments can take turns. There\u2019s no right way or right time to grieve a loss.',
      tip: 'Give yourself dedicated moments for remembering, for example writing a letter to the person or looking at a photo, and let the rest of the day have lighter spaces too.',
      question: 'What do you miss most right now?',
    },
  },
};

export function psyTopicFor(norm: string): PsyTopic | null {
  for (const [id, re] of PSY_TOPICS) if (re.test(norm)) return id;
  return null;
}
