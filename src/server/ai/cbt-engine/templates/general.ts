/**
 * A question no knowledge entry answers: a short, honest general answer drawn from what the
 * question asks (why / how / yes-or-no) and the conversation's topic or feeling, then one question.
 * Several variants each: the Composer skips any already said in the conversation.
 */
import type { Lang } from '../../types';
import type { EmotionId, TopicId } from '../emotions';

export type GeneralForm = 'why' | 'how' | 'yesno' | 'other';
export type GeneralTheme = TopicId | EmotionId | 'generic';

export interface GeneralTemplates {
  lead: Record<GeneralForm, string[]>;
  /** A yes-or-no question's own subject, in the second person: {subject} */
  subject: string[];
  /** One sentence of content on the theme, and the question that follows it. */
  theme: Partial<Record<GeneralTheme, { say: string[]; ask: string[] }>> & { generic: { say: string[]; ask: string[] } };
}

const IT: GeneralTemplates = {
  lead: {
    why: [
      'Di solito dietro c’è più di un motivo: quello che sta succedendo adesso, quanta stanchezza o pressione porti addosso, e abitudini di pensiero che si sono formate nel tempo.',
      'Raramente c’è una sola causa: contano la situazione, il corpo (sonno, stanchezza) e il modo in cui abbiamo imparato a leggere le cose.',
    ],
    how: [
      'Quello che funziona più spesso è partire dal pezzo più piccolo e concreto, provarlo una volta e guardare com’è andata, invece di cercare la soluzione perfetta.',
      'Di solito aiuta dividere la cosa in passi piccoli e scegliere il primo che dipende solo da te.',
    ],
    yesno: [
      'Da qui non posso darti un sì o un no sicuro, ma posso dirti cosa di solito conta.',
      'Una risposta secca da qui non sarebbe onesta, però qualcosa di utile si può dire.',
    ],
    other: ['Ti dico quello che so in generale, poi lo adattiamo a te.', 'In generale posso dirti questo.'],
  },
  subject: [
    'Se {subject}, da qui non posso saperlo con certezza, ma posso dirti cosa di solito conta in casi come questo.',
    'Non posso sapere con certezza se {subject}: ti dico quello che di solito conta, poi lo guardiamo insieme.',
  ],
  theme: {
    work: {
      say: ['Al lavoro pesa soprattutto quello che sentiamo di non controllare: separare ciò che dipende da te da ciò che dipende da altri aiuta a scegliere dove mettere energia.', 'Spesso aiuta anche mettere un confine chiaro tra lavoro e resto della giornata: un orario in cui stacchi, un piccolo rito che segna la fine.'],
      ask: ['Nella tua situazione di lavoro, cosa dipende da te e cosa no?', 'Cosa ti pesa di più, il carico di lavoro o i rapporti con le persone?'],
    },
    study: {
      say: ['Con lo studio aiutano blocchi brevi e regolari e il ripasso attivo (ripetere a voce, fare esercizi) più delle ore passate sul libro.', 'Quando lo studio sembra una montagna, conviene fissare obiettivi piccoli e precisi, come un capitolo o dieci esercizi, invece di «studiare tutto il giorno».'],
      ask: ['Come stai organizzando lo studio, in questi giorni?', 'Quale sarebbe un obiettivo piccolo e preciso per domani?'],
    },
    partner: {
      say: ['In una relazione le cose si muovono quando ciascuno parla di quello che prova e di cosa gli serve, più che di cosa sbaglia l’altro.', 'Nei momenti di tensione aiuta scegliere un momento tranquillo per parlarne e partire da un fatto preciso, non da un «tu fai sempre».'],
      ask: ['Cosa vorresti che l’altra persona capisse, se potesse ascoltarti davvero?', 'Qual è la cosa più importante che vorresti dire, se ci fosse un momento tranquillo?'],
    },
    family: {
      say: ['In famiglia i ruoli si ripetono da anni, e cambiarli richiede piccoli passi chiari più che una grande discussione.', 'Con i familiari aiuta dire quello che serve a te in una frase semplice e concreta, senza dover prima convincere gli altri di avere ragione.'],
      ask: ['Quale sarebbe un piccolo cambiamento che ti farebbe stare meglio in famiglia?', 'Cosa ti servirebbe, in concreto, dalla tua famiglia in questo periodo?'],
    },
    friends: {
      say: ['Le amicizie crescono con la ripetizione: vedersi spesso, anche per poco, conta più delle grandi occasioni.', 'Nelle amicizie spesso il primo passo sembra più rischioso di quanto sia: un messaggio semplice di solito è accolto meglio di come temiamo.'],
      ask: ['Con chi ti senti più a tuo agio, in questo periodo?', 'C’è qualcuno a cui potresti scrivere due righe in questi giorni?'],
    },
    health: {
      say: ['Per ogni dubbio sulla salute la persona giusta è il medico di base, che può visitarti; il 112 serve per i segnali di emergenza, come un dolore forte e improvviso o un respiro che fa fatica.', 'Mentre aspetti di parlarne con il medico di base, aiuta scrivere cosa senti, da quando e cosa lo fa cambiare, invece di cercare i sintomi su internet; per i segnali di emergenza c’è il 112.'],
      ask: ['Riesci a sentire il tuo medico di base nei prossimi giorni?', 'Cosa ti spaventa di più, in questo momento?'],
    },
    money: {
      say: ['Con i soldi aiuta separare il problema pratico dall’ansia: mettere per iscritto cifre e scadenze reali e scegliere un solo passo, come informarsi presso un CAF o un’associazione dei consumatori.', 'Quando i soldi preoccupano, guardare i numeri per intero fa paura ma di solito dà più controllo che evitarli; e le difficoltà economiche non dicono niente del tuo valore.'],
      ask: ['Qual è la scadenza o la cifra che ti preoccupa di più, adesso?', 'Quale passo pratico, anche piccolo, potresti fare questa settimana?'],
    },
    sleep: {
      say: ['Per il sonno conta soprattutto la regolarità: alzarsi alla stessa ora e tenere il letto solo per dormire.', 'Se la notte la testa corre, aiuta scrivere i pensieri su un foglio prima di andare a letto, e alzarsi per un po’ se il sonno non arriva.'],
      ask: ['A che ora ti svegli di solito, e quanto cambia da un giorno all’altro?', 'Cosa ti passa per la testa quando non riesci a dormire?'],
    },
    self: {
      say: ['Quando il giudizio su di sé è duro, aiuta guardarsi come si guarderebbe un amico nella stessa situazione.', 'Un errore o un momento difficile dicono qualcosa di una situazione, non di chi sei tu per intero.'],
      ask: ['Cosa diresti a un amico che si facesse la stessa domanda?', 'Che cosa, di te, un amico apprezzerebbe anche in un momento come questo?'],
    },
    anxiety: {
      say: ['L’ansia tende a crescere quando evitiamo quello che temiamo, e a calare quando lo affrontiamo a piccoli passi.', 'L’ansia dice «pericolo» anche quando il pericolo non c’è: chiederti quanto è probabile davvero quello che temi, e cosa faresti se succedesse, spesso la ridimensiona.'],
      ask: ['Qual è la cosa che temi di più, in questa situazione?', 'Quanto ti sembra probabile, da 0 a 100, che succeda davvero quello che temi?'],
    },
    sadness: {
      say: ['Quando l’umore è basso, la voglia spesso arriva dopo il gesto, non prima: una piccola cosa fatta conta più di una grande decisa.', 'Quando si è giù, il rischio è ritirarsi da tutto, e il ritiro a sua volta abbassa l’umore: rompere il cerchio con un gesto piccolo conta più di quanto sembri.'],
      ask: ['C’è una piccola cosa che di solito ti fa un po’ di bene?', 'Cosa hai smesso di fare, da quando ti senti così?'],
    },
    anger: {
      say: ['La rabbia di solito segnala un bisogno o un limite che è stato toccato: capire quale aiuta a dirlo senza esplodere.', 'Prima di rispondere a caldo aiuta lasciare passare qualche minuto: la rabbia scende, e quello che vuoi dire resta, detto meglio.'],
      ask: ['Quale bisogno tuo ti sembra sia stato toccato?', 'Cosa vorresti che l’altra persona capisse, al di là della rabbia?'],
    },
    stress: {
      say: ['Quando le cose sono troppe, aiuta scriverle tutte e scegliere solo la prossima, lasciando il resto sulla carta.', 'Lo stress cala quando qualcosa torna nelle tue mani: anche una sola cosa tolta dalla lista, delegata o rimandata apertamente, alleggerisce.'],
      ask: ['Quale sarebbe la prossima cosa, una sola, da fare?', 'C’è una cosa che potresti togliere, rimandare o chiedere a qualcun altro?'],
    },
    loneliness: {
      say: ['La solitudine si allenta con contatti piccoli e ripetuti più che con un grande incontro.', 'La solitudine non vuol dire che ci sia qualcosa di sbagliato in te: capita a moltissime persone, soprattutto nei periodi di cambiamento, e di solito passa con piccoli passi.'],
      ask: ['Chi potresti sentire questa settimana, anche solo con un messaggio?', 'Quale luogo o attività potrebbe farti incontrare persone con cui hai qualcosa in comune?'],
    },
    guilt: {
      say: ['Il senso di colpa è utile quando ci spinge a riparare, e pesa inutilmente quando diventa un giudizio su chi siamo.', 'Chiedersi cosa si sapeva in quel momento, e non solo cosa si sa adesso, rende il giudizio su di sé più giusto.'],
      ask: ['C’è qualcosa che potresti fare per riparare, o è una colpa che non ti spetta?', 'Cosa sapevi davvero, in quel momento?'],
    },
    generic: {
      say: ['Spesso aiuta guardare un momento preciso: cosa è successo, cosa hai pensato e cosa hai fatto dopo.', 'Di solito aiuta partire da quello che dipende da te e lasciare per un momento da parte quello che non puoi controllare.'],
      ask: ['Tu, finora, cosa avevi pensato di fare?', 'Quale ti sembrerebbe un primo passo possibile, anche piccolo?', 'Cosa, in tutto questo, dipende da te?'],
    },
  },
};

const EN: GeneralTemplates = {
  lead: {
    why: [
      'There’s usually more than one reason: what is happening right now, how tired or pressured you are, and habits of thinking that formed over time.',
      'There’s rarely a single cause: the situation counts, so does your body (sleep, tiredness), and so does the way we learned to read things.',
    ],
    how: [
      'What works most often is starting from the smallest concrete piece, trying it once and seeing how it went, rather than looking for the perfect solution.',
      'It usually helps to split it into small steps and pick the first one that depends only on you.',
    ],
    yesno: [
      'I can’t give you a sure yes or no from here, but I can tell you what usually matters.',
      'A flat answer from here wouldn’t be honest, but there is something useful to say.',
    ],
    other: ['Here is what I know in general, and then we can fit it to you.', 'In general, I can tell you this.'],
  },
  subject: [
    'Whether {subject}, I can’t know for sure from here, but I can tell you what usually matters in cases like this.',
    'I can’t tell for certain whether {subject}, but here is what usually counts, and then we can look at it together.',
  ],
  theme: {
    work: {
      say: ['At work, what weighs most is what we feel we can’t control: separating what depends on you from what depends on others helps you choose where to put your energy.', 'It often helps to draw a clear line between work and the rest of the day: a time when you stop, a small ritual that marks the end.'],
      ask: ['In your work situation, what depends on you and what doesn’t?', 'What weighs more, the workload or the people?'],
    },
    study: {
      say: ['With studying, short regular blocks and active recall (saying it out loud, doing exercises) help more than hours spent reading.', 'When studying feels like a mountain, small precise goals, like one chapter or ten exercises, work better than “studying all day”.'],
      ask: ['How are you organising your studying these days?', 'What would be one small, precise goal for tomorrow?'],
    },
    partner: {
      say: ['In a relationship, things move when each person talks about what they feel and need, more than about what the other gets wrong.', 'In tense moments it helps to pick a calm time to talk and start from one specific fact, not from a “you always”.'],
      ask: ['What would you want the other person to understand, if they could really hear you?', 'What is the most important thing you’d want to say, given a calm moment?'],
    },
    family: {
      say: ['In families, roles repeat for years, and changing them takes small clear steps more than one big argument.', 'With family it helps to say what you need in one simple, concrete sentence, without first having to convince anyone that you’re right.'],
      ask: ['What small change would make things feel better at home?', 'What would you need, concretely, from your family right now?'],
    },
    friends: {
      say: ['Friendships grow through repetition: seeing each other often, even briefly, matters more than big occasions.', 'In friendships the first step often feels riskier than it is: a simple message is usually welcomed more than we fear.'],
      ask: ['Who do you feel most at ease with at the moment?', 'Is there someone you could send a couple of lines to in the next few days?'],
    },
    health: {
      say: ['For any health doubt the right person is your GP, who can examine you; 112 is for emergency signs, like sudden severe pain or breathing that is a struggle.', 'While you wait to talk to your GP, it helps to write down what you feel, since when and what makes it change, instead of searching symptoms online; for emergency signs there’s 112.'],
      ask: ['Could you get in touch with your GP in the next few days?', 'What scares you most right now?'],
    },
    money: {
      say: ['With money, it helps to separate the practical problem from the worry: write down the real figures and deadlines and pick one step, like getting free advice from a debt charity or advice service.', 'When money is a worry, looking at the full numbers is scary but usually gives more control than avoiding them; and money trouble says nothing about your worth.'],
      ask: ['Which deadline or amount worries you most right now?', 'What practical step, even a small one, could you take this week?'],
    },
    sleep: {
      say: ['For sleep, regularity matters most: getting up at the same time and keeping the bed for sleeping.', 'If your mind races at night, it helps to write your thoughts on paper before bed, and to get up for a while if sleep doesn’t come.'],
      ask: ['What time do you usually wake up, and how much does it vary?', 'What goes through your mind when you can’t sleep?'],
    },
    self: {
      say: ['When your judgement of yourself is harsh, it helps to look at yourself as you would at a friend in the same spot.', 'A mistake or a hard moment says something about a situation, not about the whole of who you are.'],
      ask: ['What would you tell a friend who asked you the same thing?', 'What would a friend value in you even at a moment like this?'],
    },
    anxiety: {
      say: ['Anxiety tends to grow when we avoid what we fear, and to ease when we face it in small steps.', 'Anxiety says “danger” even when there is none: asking how likely the feared thing really is, and what you’d do if it happened, often cuts it down to size.'],
      ask: ['What is it you fear most in this situation?', 'How likely does it seem, from 0 to 100, that what you fear will really happen?'],
    },
    sadness: {
      say: ['When mood is low, the wish to do things often comes after the action, not before: one small thing done counts more than a big one planned.', 'When you feel low, the risk is withdrawing from everything, and withdrawing lowers mood further: breaking the circle with one small act matters more than it seems.'],
      ask: ['Is there one small thing that usually does you a bit of good?', 'What have you stopped doing since you’ve been feeling like this?'],
    },
    anger: {
      say: ['Anger usually signals a need or a limit that was crossed: knowing which helps you say it without exploding.', 'Before answering in the heat of the moment, it helps to let a few minutes pass: the anger drops, and what you want to say stays, said better.'],
      ask: ['Which need of yours feels like it was stepped on?', 'What would you want the other person to understand, beyond the anger?'],
    },
    stress: {
      say: ['When there is too much, it helps to write everything down and choose only the next thing, leaving the rest on paper.', 'Stress eases when something is back in your hands: even one thing taken off the list, handed over or openly postponed lightens the load.'],
      ask: ['What would the next single thing to do be?', 'Is there one thing you could drop, postpone or ask someone else to do?'],
    },
    loneliness: {
      say: ['Loneliness eases with small, repeated contacts more than with one big meeting.', 'Feeling lonely doesn’t mean something is wrong with you: it happens to a great many people, especially in times of change, and it usually eases with small steps.'],
      ask: ['Who could you reach this week, even with a short message?', 'What place or activity might bring you into contact with people who share something with you?'],
    },
    guilt: {
      say: ['Guilt is useful when it pushes us to repair, and weighs for nothing when it turns into a verdict on who we are.', 'Asking what you knew at the time, not only what you know now, makes the judgement on yourself fairer.'],
      ask: ['Is there something you could do to repair it, or is this guilt that isn’t yours to carry?', 'What did you really know at that moment?'],
    },
    generic: {
      say: ['It often helps to look at one specific moment: what happened, what you thought, and what you did next.', 'It usually helps to start from what depends on you and set aside, for a moment, what you can’t control.'],
      ask: ['What had you been thinking of doing so far?', 'What would feel like a possible first step, even a small one?', 'What, in all of this, depends on you?'],
    },
  },
};

export const GENERAL: Record<Lang, GeneralTemplates> = { it: IT, en: EN };
