import type { Lang, ThoughtRecordStep } from '../../types';

export interface ThoughtRecordTemplates {
  intro: string[];
  /** A paused record picked up again: its current question follows. */
  resume: string[];
  /** Back to the step after a question or a plan answered in the middle of the record (thought-record-aside.ts). */
  aside: string[];
  /** A worry about the exercise itself asked mid-record ("what if I can't think of a balanced thought?"). */
  stuck: string[];
  /** "How long does it take to work?" asked mid-record: about the record itself. */
  works: string[];
  /** The situation step asked again (the first is the usual one). */
  askSituation: string[];
  /** {thought} */
  introWithThought: string[];
  askThought: string[];
  /** {feeling}: an emotion and its rating given at the thought step, kept; the thought is asked. */
  feelingFirst: string[];
  askEmotion: string[];
  /** {emotion} {max} */
  reaskIntensity: string[];
  /** {word} {max}: the answer was "molto", "a lot", not a number. */
  reaskVague: string[];
  /** {n}: a bare number after a 0-100 question, from someone who has not used a scale yet. */
  askScale: string[];
  reaskEmotion: string[];
  /** {thought} */
  askEvidenceFor: string[];
  askEvidenceAgainst: string[];
  /** {question} */
  againstHint: string[];
  askBalanced: string[];
  /** {balanced} */
  balancedHint: string[];
  /** {emotion} {max}; every rating question also has {max} (10 or 100) and {example}. */
  askRerate: string[];
  askRerateNoEmotion: string[];
  reaskRerate: string[];
  summaryHeader: string[];
  labels: { situation: string; thought: string; emotion: string; balanced: string; from: string; to: string };
  /** {change}: «Da 7 a 4 su 10», «Dall'80% al 40%»; {delta}: «tre punti», «40 punti». */
  deltaDown: string[];
  deltaSame: string[];
  /** {change} {delta} */
  deltaUp: string[];
  /** {name} */
  distortionNote: string[];
  closing: string[];
  stopped: string[];
  /** A bare thanks in the middle of the record: the step's question follows. */
  welcome: string[];
  empty: string[];
  explain: Record<ThoughtRecordStep, string>;
  /** The word used when no emotion name was given. */
  thisFeeling: string;
}

const IT: ThoughtRecordTemplates = {
  resume: ['Eccoci di nuovo al diario dei pensieri: riprendiamo da dove eravamo.', 'Ripartiamo da lì, con calma.'],
  aside: ['E ora, se ti va, torniamo al diario dei pensieri.', 'Poi riprendiamo il diario da dove eravamo.'],
  askSituation: ['Cosa è successo, in poche righe?', 'Raccontami il momento da cui partiamo: dove eri, con chi, cosa è successo?'],
  works: [
    'Di solito il diario dei pensieri comincia a funzionare dopo qualche settimana di pratica, qualche volta a settimana: con l’allenamento i pensieri automatici si notano prima e pesano meno. Già la prima volta, però, aiuta vedere un pensiero scritto, fuori dalla testa.',
  ],
  stuck: [
    'Va benissimo così: qui nessun passo ha una risposta giusta. Se non ti viene niente, puoi scrivere «non so» e ti propongo io un pensiero, che poi cambi finché non suona come tuo.',
  ],
  intro: [
    'Bene, facciamolo insieme, un passo alla volta. Puoi fermarti quando vuoi scrivendo «basta».\n\nPrimo passo, la situazione: cosa è successo? Dove ti trovavi, con chi, quando? Bastano poche righe, come se descrivessi una fotografia.',
    'Volentieri. Il diario dei pensieri aiuta a separare i fatti dalle interpretazioni. Se a un certo punto vuoi interrompere, scrivi pure «stop».\n\nPartiamo dalla situazione: che cosa è successo, concretamente?',
  ],
  introWithThought: [
    'Bene, lavoriamo su questo pensiero: «{thought}». Un passo alla volta, e puoi fermarti quando vuoi scrivendo «basta».\n\nPrima di tutto, la situazione: cosa stava succedendo quando ti è venuto in mente?',
  ],
  feelingFirst: [
    'Mi segno l’emozione, {feeling}: ci servirà tra poco. Ora il pensiero: quale frase ti è passata per la testa in quel momento?',
    '{feeling}: la teniamo per il passo dopo. E cosa hai pensato, in quel momento? Scrivi la frase così com’era.',
  ],
  askThought: [
    'Ora il pensiero automatico: in quel momento, cosa ti è passato per la testa? Prova a scriverlo con le parole esatte che ti sono venute in mente.',
    'Quale pensiero è arrivato, in quel momento? A volte è una frase, a volte un\u2019immagine: scrivilo così com\u2019era.',
  ],
  askEmotion: [
    'Che emozione hai provato, e quanto era forte da 0 a {max}? Usa pure le tue parole, per esempio: «ansia, {example}».',
    'E cosa hai sentito, a livello di emozioni? Chiamalo come lo chiameresti tu, e dammi anche un numero da 0 a {max} per l\u2019intensità.',
  ],
  reaskIntensity: [
    'Quanto era intensa l\u2019emozione che hai chiamato «{emotion}», da 0 a {max}? Anche un numero a occhio va benissimo.',
    'Se dovessi dare un numero a «{emotion}», da 0 (per niente) a {max} (il massimo), quale sarebbe?',
  ],
  reaskVague: [
    '«{word}» è già una risposta. Per confrontarla alla fine mi serve però un numero: da 0 a {max}, quale sarebbe?',
    'Capisco, «{word}». Se dovessi tradurlo in un numero da 0 a {max}, dove lo metteresti?',
  ],
  askScale: ['Solo per capire bene: {n} su 10 o {n} su 100?'],
  reaskEmotion: [
    'E che emozione era? Ansia, tristezza, rabbia, vergogna, frustrazione... anche più di una va bene.',
  ],
  askEvidenceFor: [
    'Adesso facciamo un po\u2019 gli investigatori. Quali fatti sembrano confermare il pensiero «{thought}»? Solo fatti, non interpretazioni.',
    'Ora guardiamo le prove. Cosa, nei fatti, sembra dare ragione al pensiero «{thought}»?',
  ],
  askEvidenceAgainst: [
    'E quali fatti non si incastrano del tutto con quel pensiero? Pensa a volte in cui è andata diversamente, o a cosa ti direbbe una persona che ti vuole bene.',
    'Adesso l\u2019altra colonna: cosa va contro quel pensiero, o lo rende meno vero di come sembrava?',
  ],
  againstHint: ['Nessun problema, qui ci si blocca spesso. Prova a partire da questa domanda: {question}'],
  askBalanced: [
    'Mettendo insieme le due colonne, come potresti riformulare il pensiero in modo più equilibrato, tenendo conto di tutti i fatti? Non deve essere positivo a tutti i costi, solo più giusto.',
    'Ora proviamo a scrivere un pensiero alternativo: qualcosa di realistico, che tenga insieme sia le prove a favore sia quelle contro.',
  ],
  balancedHint: [
    'Nessun problema, è la parte più difficile. Potrebbe essere qualcosa come: «{balanced}». Puoi tenerlo così (scrivi «sì») oppure riscriverlo con parole tue.',
  ],
  askRerate: [
    'Rileggendo questo pensiero più equilibrato, quanto è forte adesso l\u2019emozione che avevi chiamato «{emotion}», da 0 a {max}?',
    'Ultimo passo: dopo aver scritto il pensiero alternativo, quanto senti adesso «{emotion}», da 0 a {max}?',
  ],
  askRerateNoEmotion: [
    'Ultimo passo: rileggendo il pensiero equilibrato, quanto è forte adesso quello che provavi, da 0 a {max}?',
  ],
  reaskRerate: ['Mi basta un numero da 0 a {max}, anche approssimativo.'],
  summaryHeader: ['Ecco il tuo diario dei pensieri:', 'Ecco cosa abbiamo messo insieme:'],
  labels: {
    situation: 'Situazione',
    thought: 'Pensiero automatico',
    emotion: 'Emozione',
    balanced: 'Pensiero equilibrato',
    from: 'da',
    to: 'a',
  },
  deltaDown: [
    '{change}: {delta} in meno. È un cambiamento reale, frutto del tuo lavoro.',
    '{change}: {delta} in meno. Hai fatto qualcosa di concreto per te.',
  ],
  deltaSame: [
    'L\u2019intensità è rimasta simile, e va bene così: a volte i pensieri cambiano prima delle emozioni, che hanno bisogno di un po\u2019 più di tempo.',
  ],
  deltaUp: [
    '{change}: l\u2019intensità è un po\u2019 salita. Succede, quando si guarda da vicino qualcosa che fa male. Prenditi un momento per respirare; possiamo riprenderlo anche più avanti.',
  ],
  distortionNote: [
    'Nel pensiero iniziale c\u2019era un po\u2019 di «{name}»: riconoscerlo è già metà del lavoro.',
  ],
  closing: [
    'Se vuoi, rileggi il pensiero equilibrato stasera, o la prossima volta che quel pensiero torna a bussare.',
    'Puoi tenere questo riepilogo e tornarci quando ti serve.',
  ],
  stopped: [
    'Va benissimo, ci fermiamo qui. Hai già fatto un passo importante. Se vorrai riprendere, basta chiedermelo.',
    'Certo, lo interrompiamo. Grazie per quello che hai condiviso finora.',
  ],
  welcome: ['Figurati, grazie a te. Quando vuoi, riprendiamo da qui.', 'Di niente. Se ti va, continuiamo da dove eravamo.'],
  empty: ['Prenditi pure il tuo tempo. Anche una riga va bene.'],
  explain: {
    situation:
      'La situazione è semplicemente il fatto: cosa è successo, dove e con chi, senza giudizi. Per esempio: «martedì in riunione il mio capo ha criticato la mia relazione».',
    thought:
      'Il pensiero automatico è la frase che ti passa per la testa in modo quasi istantaneo, per esempio «farò una figuraccia» o «non valgo niente».',
    emotion:
      'Si tratta di dare un nome a quello che hai provato (ansia, tristezza, rabbia, vergogna...) e un numero da 0 a {max} per dire quanto era forte.',
    evidence_for:
      'Sono i fatti concreti che sembrano confermare il pensiero: cose che una telecamera potrebbe registrare, non impressioni.',
    evidence_against:
      'Sono i fatti che il pensiero lascia fuori: eccezioni, volte in cui è andata diversamente, cose che altri noterebbero.',
    balanced:
      'È una versione più completa del pensiero iniziale, che tiene conto di tutte le prove. Non deve essere ottimista, solo più realistica.',
    rerate:
      'Si tratta di valutare di nuovo l\u2019emozione, da 0 a {max}, dopo aver riletto il pensiero equilibrato.',
  },
  thisFeeling: 'questa emozione',
};

const EN: ThoughtRecordTemplates = {
  resume: ['Back to the thought record: let’s pick up where we left off.', 'Let’s start again from there, no rush.'],
  aside: ['Now, if you like, back to the thought record.', 'Then we pick up the record where we were.'],
  askSituation: ['What happened, in a few lines?', 'Tell me the moment we start from: where were you, who with, what happened?'],
  works: [
    'A thought record usually starts to work after a few weeks of practice, a few times a week: with practice you notice automatic thoughts sooner and they weigh less. Even the first time, though, it helps to see a thought written down, outside your head.',
  ],
  stuck: [
    'That’s completely fine: no step here has a right answer. If nothing comes to mind, you can write "I don’t know" and I’ll suggest a thought, which you can change until it sounds like you.',
  ],
  intro: [
    'Great, let\u2019s do it together, one step at a time. You can stop whenever you like by writing "stop".\n\nFirst step, the situation: what happened? Where were you, who with, when? A few lines are enough, as if you were describing a photo.',
    'Gladly. A thought record helps separate facts from interpretations. If at any point you want to stop, just write "stop".\n\nLet\u2019s start with the situation: what actually happened?',
  ],
  introWithThought: [
    'Okay, let\u2019s work on this thought: "{thought}". One step at a time, and you can stop whenever you like by writing "stop".\n\nFirst, the situation: what was happening when it came to mind?',
  ],
  feelingFirst: [
    'I’ll note the feeling, {feeling}: we’ll need it in a moment. Now the thought: what sentence went through your mind then?',
    '{feeling}: we’ll keep it for the next step. And what did you think in that moment? Write the sentence as it was.',
  ],
  askThought: [
    'Now the automatic thought: in that moment, what went through your mind? Try to write it in the exact words that came to you.',
    'What thought showed up in that moment? Sometimes it\u2019s a sentence, sometimes an image: write it down as it was.',
  ],
  askEmotion: [
    'What emotion did you feel, and how strong was it from 0 to {max}? Your own words are best, for example: "anxiety, {example}".',
    'And what did you feel, emotionally? Call it what you would call it, and give me a number from 0 to {max} for the intensity too.',
  ],
  reaskIntensity: [
    'How intense was the feeling you called "{emotion}", from 0 to {max}? A rough number is perfectly fine.',
    'If you had to put a number on "{emotion}", from 0 (not at all) to {max} (the most), what would it be?',
  ],
  reaskVague: [
    '"{word}" is already an answer. To compare it at the end, though, I need a number: from 0 to {max}, what would it be?',
    'I see, "{word}". If you turned that into a number from 0 to {max}, where would you put it?',
  ],
  askScale: ['Just to be sure I read it right: {n} out of 10, or {n} out of 100?'],
  reaskEmotion: [
    'And what emotion was it? Anxiety, sadness, anger, shame, frustration... more than one is fine too.',
  ],
  askEvidenceFor: [
    'Now let\u2019s be detectives for a moment. What facts seem to support the thought "{thought}"? Just facts, not interpretations.',
    'Now let\u2019s look at the evidence. What, in the facts, seems to back up the thought "{thought}"?',
  ],
  askEvidenceAgainst: [
    'And what facts don\u2019t quite fit that thought? Think of times it went differently, or what someone who cares about you would say.',
    'Now the other column: what goes against that thought, or makes it less true than it seemed?',
  ],
  againstHint: [
    'No problem, this is where people often get stuck. Try starting from this question: {question}',
  ],
  askBalanced: [
    'Putting the two columns together, how could you rephrase the thought in a more balanced way that accounts for all the facts? It doesn\u2019t have to be positive at all costs, just fairer.',
    'Now let\u2019s write an alternative thought: something realistic that holds both the evidence for and against.',
  ],
  balancedHint: [
    'No problem, this is the hardest part. It could be something like: "{balanced}". You can keep it as it is (write "yes") or rewrite it in your own words.',
  ],
  askRerate: [
    'Reading this more balanced thought, how strong is the feeling you called "{emotion}" now, from 0 to {max}?',
    'Last step: after writing the alternative thought, how much "{emotion}" do you feel now, from 0 to {max}?',
  ],
  askRerateNoEmotion: [
    'Last step: reading the balanced thought, how strong is what you were feeling now, from 0 to {max}?',
  ],
  reaskRerate: ['A number from 0 to {max} is all I need, even a rough one.'],
  summaryHeader: ['Here is your thought record:', 'Here\u2019s what we put together:'],
  labels: {
    situation: 'Situation',
    thought: 'Automatic thought',
    emotion: 'Emotion',
    balanced: 'Balanced thought',
    from: 'from',
    to: 'to',
  },
  deltaDown: [
    '{change}: {delta} lower. That\u2019s a real change, and it came from your work.',
    '{change}: {delta} lower. You did something concrete for yourself.',
  ],
  deltaSame: [
    'The intensity stayed about the same, and that\u2019s okay: sometimes thoughts shift before feelings do, and feelings need a little more time.',
  ],
  deltaUp: [
    '{change}: the intensity went up a little. That happens when we look closely at something painful. Take a moment to breathe; we can also come back to it later.',
  ],
  distortionNote: ['The original thought had a touch of "{name}": noticing it is already half the work.'],
  closing: [
    'If you like, reread the balanced thought tonight, or next time that thought comes knocking.',
    'You can keep this summary and come back to it whenever you need.',
  ],
  stopped: [
    'That\u2019s absolutely fine, we\u2019ll stop here. You\u2019ve already taken an important step. If you want to pick it up again, just ask.',
    'Of course, let\u2019s stop. Thank you for what you\u2019ve shared so far.',
  ],
  welcome: ['You\u2019re welcome. Whenever you\u2019re ready, we can carry on from here.', 'Any time. If you like, let\u2019s pick up where we were.'],
  empty: ['Take your time. Even one line is fine.'],
  explain: {
    situation:
      'The situation is just the facts: what happened, where and with whom, without judgement. For example: "on Tuesday in the meeting my boss criticised my report".',
    thought:
      'The automatic thought is the sentence that pops into your head almost instantly, like "I\u2019ll make a fool of myself" or "I\u2019m worthless".',
    emotion:
      'It means naming what you felt (anxiety, sadness, anger, shame...) and giving it a number from 0 to {max} for how strong it was.',
    evidence_for:
      'These are concrete facts that seem to support the thought: things a camera could record, not impressions.',
    evidence_against:
      'These are the facts the thought leaves out: exceptions, times it went differently, things others would notice.',
    balanced:
      'It\u2019s a fuller version of the original thought that takes all the evidence into account. It doesn\u2019t need to be optimistic, just more realistic.',
    rerate: 'It means rating the feeling again, from 0 to {max}, after reading the balanced thought.',
  },
  thisFeeling: 'this feeling',
};

export const THOUGHT_RECORD_TEMPLATES: Record<Lang, ThoughtRecordTemplates> = { it: IT, en: EN };
