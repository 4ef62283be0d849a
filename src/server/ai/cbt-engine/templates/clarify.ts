/**
 * Follow-ups on the companion's own words: "in che senso?" and "what do you mean?" get the last
 * point said again more simply, with an everyday example; "e se non funziona?" gets a concrete
 * plan B for the technique just proposed.
 */
import type { Lang } from '../../types';
import type { GeneralTheme } from './general';

export type Technique =
  'breathing' | 'writing' | 'sleep' | 'movement' | 'talk' | 'task' | 'attention' | 'thinking' | 'generic';

export interface ClarifyTemplates {
  /** Opens the simpler explanation; {again} is the point said in other words. */
  simpler: string[];
  /** When the person asked "in pratica?" / "how, in practice?". */
  practice: string[];
  /** When no other wording of the point is left: the example carries it. */
  plain: string[];
  example: Partial<Record<GeneralTheme, string[]>> & { generic: string[] };
  check: string[];
  /** "E se non funziona?": {focus} is their clause in the second person. */
  fallbackLead: string[];
  fallbackLeadBare: string[];
  fallback: Record<Technique, string[]>;
  fallbackClose: string[];
}

const IT: ClarifyTemplates = {
  simpler: [
    'Te lo dico in modo più semplice: {again}',
    'In altre parole: {again}',
    'Provo a spiegarmi meglio: {again}',
  ],
  practice: ['In pratica vuol dire questo: {again}', 'Messo in pratica, è così: {again}'],
  plain: [
    'In pratica, l’idea è partire da una cosa sola, piccola e concreta, e vedere cosa cambia.',
    'Intendo una cosa più semplice di come suona, e un esempio la rende più chiara.',
  ],
  example: {
    work: [
      'Per esempio: se il capo ti scrive alle nove di sera, invece di rispondere subito puoi decidere che la risposta arriva domattina, e notare che non succede nulla di grave.',
    ],
    study: [
      'Per esempio: invece di «oggi studio tutto il capitolo», ti dici «adesso leggo due pagine e poi mi ripeto a voce cosa ho capito».',
    ],
    partner: [
      'Per esempio: invece di «tu non mi ascolti mai», provi con «ieri, quando ho parlato della mia giornata e hai preso il telefono, mi è sembrato di non contare».',
    ],
    family: [
      'Per esempio: invece di spiegare per mezz’ora perché hai ragione, dici una frase sola, come «domenica non riesco a venire, ci vediamo sabato».',
    ],
    friends: [
      'Per esempio: un messaggio breve come «mi è venuta voglia di sentirti, come stai?» spesso basta a riaprire la porta.',
    ],
    sleep: [
      'Per esempio: se alle tre il sonno non arriva e la testa gira, ti alzi, vai in un’altra stanza con una luce bassa, leggi qualche pagina e torni a letto solo quando ti cadono gli occhi.',
    ],
    anxiety: [
      'Per esempio: se pensi «all’esame farò scena muta», ti chiedi quante volte è successo davvero e cosa faresti se capitasse, invece di dare il pensiero per certo.',
    ],
    stress: [
      'Per esempio: con dieci cose in testa, le scrivi tutte su un foglio e scegli solo quella da fare nella prossima mezz’ora; le altre restano sulla carta, non in testa.',
    ],
    sadness: [
      'Per esempio: nei giorni pesanti non aspetti di avere voglia di uscire, ma fai dieci minuti a piedi lo stesso e poi guardi se è cambiato qualcosa, anche di poco.',
    ],
    anger: [
      'Per esempio: quando senti la mascella stringersi, dici «ne parliamo tra dieci minuti», esci dalla stanza e riprendi il discorso quando il corpo si è calmato.',
    ],
    self: [
      'Per esempio: se sbagli una cosa al lavoro, invece di «sono un incapace» ti dici quello che diresti a un amico: «hai sbagliato una cosa, e questo non dice chi sei».',
    ],
    guilt: [
      'Per esempio: invece di ripetere «ho rovinato tutto», guardi cosa puoi sistemare adesso, come una telefonata o delle scuse semplici, e lasci andare il resto.',
    ],
    loneliness: [
      'Per esempio: invece di aspettare che qualcuno ti cerchi, scegli una persona e le scrivi una domanda concreta, come «ti va un caffè sabato?».',
    ],
    generic: [
      'Per esempio: invece di «devo sistemare la mia vita», scegli una cosa sola che puoi fare oggi in dieci minuti, la fai e poi guardi come ti senti.',
      'Per esempio: quando arriva un pensiero come «andrà tutto male», lo scrivi, e accanto scrivi un fatto che lo confermi e uno che lo smentisca.',
    ],
  },
  check: ['Detta così ti torna di più?', 'Così è più chiaro, o preferisci che faccia un altro esempio?'],
  fallbackLead: [
    'Se {focus}, non hai sbagliato niente: vuol dire solo che quella strada, così com’è, per te non basta, e se ne può provare un’altra.',
    'Se {focus} la prima volta, è normale: quasi nessuna tecnica funziona subito, e capire cosa non va è già un passo avanti.',
  ],
  fallbackLeadBare: [
    'Se non funziona subito non hai sbagliato niente: quasi nessuna tecnica funziona alla prima, e capire cosa non va è già un passo avanti.',
  ],
  fallback: {
    breathing: [
      'Con il respiro, un piano B è allungare solo l’espirazione, come se soffiassi su una candela senza spegnerla, oppure spostare l’attenzione fuori, sui piedi appoggiati a terra e sui rumori della stanza.',
    ],
    writing: [
      'Se scrivere ti blocca, puoi dirlo a voce in un messaggio vocale per te, oppure scrivere tre parole soltanto invece di frasi intere.',
    ],
    sleep: [
      'Per il sonno, se non ti riaddormenti dopo una ventina di minuti, meglio alzarsi e fare una cosa noiosa con poca luce che restare a lottare nel letto; e la sera dopo tieni lo stesso orario di sveglia.',
    ],
    movement: [
      'Se camminare ti sembra troppo, la versione più piccola conta lo stesso: cinque minuti sotto casa, o anche solo aprire la finestra e stare in piedi un momento alla luce.',
    ],
    talk: [
      'Se parlarne a voce non va come speri, puoi scrivere prima due righe con la cosa più importante, oppure rimandare a un momento più tranquillo e dirlo in una frase sola.',
    ],
    task: [
      'Se non riesci a cominciare, rendi il primo passo ridicolmente piccolo: aprire il file, scrivere un titolo, mettere un timer di cinque minuti, e fermarti lì se vuoi.',
    ],
    attention: [
      'Se la mente scappa di continuo, va benissimo: l’esercizio è proprio accorgersene e tornare, e puoi accorciarlo a due minuti o farlo a occhi aperti, camminando.',
    ],
    thinking: [
      'Se la risposta al pensiero non ti convince, non serve crederci subito: basta una frase appena più equilibrata, anche solo «forse non è del tutto così».',
    ],
    generic: [
      'Un piano B concreto è rendere il passo più piccolo, cambiarlo di momento o farlo con qualcuno accanto, e guardare cosa cambia.',
    ],
  },
  fallbackClose: [
    'E se dopo qualche tentativo senti che così non basta, parlarne con il medico di base o con uno psicologo è una strada in più, non una sconfitta.',
  ],
};

const EN: ClarifyTemplates = {
  simpler: [
    'Let me put it more simply: {again}',
    'In other words: {again}',
    'Let me say it another way: {again}',
  ],
  practice: ['In practice it means this: {again}', 'Put into practice, it looks like this: {again}'],
  plain: [
    'In practice, the idea is to start from one small, concrete thing and see what changes.',
    'I mean something simpler than it sounds, and an example makes it clearer.',
  ],
  example: {
    work: [
      'For example: if your boss emails at nine at night, you can decide the reply goes out tomorrow morning, and notice that nothing terrible happens.',
    ],
    study: [
      'For example: instead of “today I’ll study the whole chapter”, you tell yourself “now I’ll read two pages and then say out loud what I understood”.',
    ],
    partner: [
      'For example: instead of “you never listen to me”, you try “yesterday, when I talked about my day and you picked up your phone, I felt pushed aside”.',
    ],
    family: [
      'For example: instead of explaining for half an hour why you’re right, you say one sentence, like “I can’t come on Sunday, let’s see each other on Saturday”.',
    ],
    friends: [
      'For example: a short message like “I felt like hearing from you, how are you?” is often enough to open the door again.',
    ],
    sleep: [
      'For example: if you’re still awake at three and your head is racing, you get up, go to another room with a dim light, read a few pages and go back to bed only when your eyes get heavy.',
    ],
    anxiety: [
      'For example: if you think “I’ll go blank in the exam”, you ask yourself how often that has really happened and what you’d do if it did, instead of taking the thought as certain.',
    ],
    stress: [
      'For example: with ten things in your head, you write them all down and pick only the one for the next half hour; the others stay on the paper, not in your head.',
    ],
    sadness: [
      'For example: on heavy days you don’t wait to feel like going out, you walk for ten minutes anyway and then notice whether anything shifted, even a little.',
    ],
    anger: [
      'For example: when you feel your jaw tighten, you say “let’s talk in ten minutes”, leave the room, and pick it up again once your body has calmed down.',
    ],
    self: [
      'For example: if you get something wrong at work, instead of “I’m useless” you tell yourself what you’d tell a friend: “you made a mistake, you are not a mistake”.',
    ],
    guilt: [
      'For example: instead of repeating “I ruined everything”, you look at what you can put right now, like a call or a simple apology, and let the rest go.',
    ],
    loneliness: [
      'For example: instead of waiting for someone to reach out, you pick one person and send a concrete question, like “fancy a coffee on Saturday?”.',
    ],
    generic: [
      'For example: instead of “I need to sort my life out”, you pick one thing you can do today in ten minutes, do it, and then notice how you feel.',
      'For example: when a thought like “it’s all going to go wrong” comes, you write it down, and next to it one fact that supports it and one that doesn’t.',
    ],
  },
  check: ['Does it make more sense put that way?', 'Is that clearer, or would another example help?'],
  fallbackLead: [
    'If {focus}, you haven’t done anything wrong: it only means that road, as it is, isn’t enough for you yet, and there is another one to try.',
    'If {focus} the first time, that’s normal: hardly any technique works straight away, and seeing what gets in the way is already a step forward.',
  ],
  fallbackLeadBare: [
    'If it doesn’t work straight away, you haven’t done anything wrong: hardly any technique works the first time, and seeing what gets in the way is already a step forward.',
  ],
  fallback: {
    breathing: [
      'With breathing, a plan B is to lengthen only the out-breath, as if blowing on a candle without putting it out, or to move your attention outside, to your feet on the floor and the sounds in the room.',
    ],
    writing: [
      'If writing makes you freeze, you can say it out loud in a voice note to yourself, or write just three words instead of whole sentences.',
    ],
    sleep: [
      'For sleep, if you can’t drift off again after twenty minutes or so, it’s better to get up and do something dull in dim light than to keep fighting in bed; and the next morning keep the same wake-up time.',
    ],
    movement: [
      'If a walk feels like too much, the smallest version still counts: five minutes outside your door, or even just opening the window and standing in the light for a moment.',
    ],
    talk: [
      'If talking it through doesn’t go the way you hope, you can write down the one thing that matters most first, or wait for a calmer moment and say it in a single sentence.',
    ],
    task: [
      'If you can’t get started, make the first step ridiculously small: open the file, write a title, set a five-minute timer, and stop there if you want.',
    ],
    attention: [
      'If your mind keeps wandering off, that’s fine: the exercise is exactly noticing and coming back, and you can shorten it to two minutes or do it with your eyes open, walking.',
    ],
    thinking: [
      'If the answer to the thought doesn’t convince you, you don’t have to believe it straight away: a sentence that is just a little more balanced is enough, even “maybe it isn’t entirely like that”.',
    ],
    generic: [
      'A concrete plan B is to make the step smaller, move it to another moment or do it with someone beside you, and see what changes.',
    ],
  },
  fallbackClose: [
    'And if after a few tries you feel it isn’t enough on your own, talking to your GP or a psychologist is one more road, not a defeat.',
  ],
};

export const CLARIFY: Record<Lang, ClarifyTemplates> = { it: IT, en: EN };
