/**
 * The first sentence of an answer to a direct question, built on the person's own words
 * ({focus}: "cambiare lavoro", "ci pensi ancora dopo tre giorni", "say no to people"), so the
 * answer starts from what they asked. One set per form of question (answer-lead.ts); several
 * variants each, the Composer skips any already said.
 */
import type { Lang } from '../../types';

export type AskForm =
  | 'decision'
  | 'choice'
  | 'normal'
  | 'okay'
  | 'worth'
  | 'how'
  | 'whatif'
  | 'why'
  | 'self'
  | 'next'
  | 'opinion';

const NEXT_IT = [
  'Quindi, in pratica, ti proporrei di partire da una cosa sola, piccola e concreta, invece di cercare di risolvere tutto insieme.',
  'Adesso, secondo me, il passo più utile è il più piccolo: uno che dipende solo da te e che puoi fare già nei prossimi giorni.',
  'Da qui in avanti conviene scegliere un solo punto su cui muoversi, quello che dipende di più da te, e lasciare il resto per dopo.',
];
const OPINION_IT = [
  'Ti dico sinceramente come la vedo: non posso mettermi davvero al tuo posto, ma partirei da quello che dipende da te.',
  'Se fossi al tuo posto farei un passo piccolo alla volta, cominciando da quello che è nelle tue mani, e lascerei il resto per dopo.',
  'Penso che tu stia già facendo una cosa importante, cioè fermarti a guardare la situazione invece di subirla.',
];
const NEXT_EN = [
  'So, in practice, I’d suggest starting from one thing only, small and concrete, rather than trying to sort everything at once.',
  'For now, the most useful step is usually the smallest: one that depends only on you and that you could take in the next few days.',
  'From here it helps to pick just one point to move on, the one that depends most on you, and leave the rest for later.',
];
const OPINION_EN = [
  'Honestly, here’s how I see it: I can’t really stand in your shoes, but I’d start from what depends on you.',
  'If I were in your place I’d take one small step at a time, starting with what’s in your hands, and leave the rest for later.',
  'What I think is that you’re already doing something important: stopping to look at the situation instead of just enduring it.',
];

export interface AnswerLeadTemplates {
  /** {focus} */
  lead: Record<AskForm, string[]>;
  /** The same forms when the question gives no clean words to build on. */
  bare: Record<AskForm, string[]>;
  /** Before a knowledge answer that fits: their words taken up, and nothing general said. {focus} */
  bridge: Record<'how' | 'whatif' | 'why', string[]>;
  /** After a decision: a way to think it through, not a verdict. */
  weigh: string[];
  /** The one question back after a decision, continuing the weighing: {focus} */
  decisionAsk: string[];
  decisionAskBare: string[];
  /** After "is it normal…": when it is worth asking for help. */
  normalCare: string[];
  /** A medicine or health answer that lacks the emergency number. */
  emergency: string[];
  /** "e se fosse grave?" before a health answer: the fear named, nothing promised. {focus} */
  healthWhatIf: string[];
}

const IT: AnswerLeadTemplates = {
  lead: {
    decision: [
      'Se {focus} sia la scelta giusta puoi deciderlo solo tu, ma posso aiutarti a pensarci con più calma.',
      'Su {focus} non posso darti un verdetto, e non sarebbe giusto: la decisione è tua, però ci si può ragionare bene.',
    ],
    choice: [
      'Se {focus} o no puoi deciderlo solo tu, ma ci sono cose che aiutano a scegliere.',
      'Se {focus} o no è una scelta tua, e si può fare con più calma guardando un paio di cose.',
    ],
    normal: [
      'Sì, è normale {focus}: succede a molte più persone di quanto si pensi, soprattutto quando qualcosa ci tocca da vicino.',
      'È più comune di quanto sembri, quindi sì, è normale {focus}; conta soprattutto quanto ti pesa e per quanto tempo.',
    ],
    okay: [
      'Chiederti se sia {focus} dice già quanto ci tieni: succede a molte persone, e conta soprattutto cosa ne fai dopo.',
      'Che sia {focus} è una domanda che si fanno in tanti: di solito conta meno il singolo momento e più cosa ne fai dopo.',
    ],
    worth: [
      'Se {focus} serva davvero dipende anche da come lo fai: ti dico cosa di solito conta.',
      'Chiederti se abbia senso {focus} è giusto: ti dico quello che di solito aiuta a valutarlo.',
    ],
    how: [
      'Per {focus}, di solito funziona partire dal passo più piccolo e concreto, provarlo una volta e guardare com’è andata.',
      'Per {focus} non c’è una ricetta unica, ma aiuta dividere la cosa in passi piccoli e cominciare da quello che dipende solo da te.',
    ],
    whatif: [
      'Se {focus}, non sarebbe la fine: la preoccupazione tende a ingrandire il problema e a far sembrare piccole le tue risorse.',
      'Anche se {focus}, avresti più strade di quante la paura ti lasci vedere adesso, e potresti affrontarle un passo alla volta.',
    ],
    why: [
      'Se {focus}, di solito non c’è una causa sola: contano la situazione, quanto sei sotto pressione e abitudini di pensiero che si sono formate nel tempo.',
      'Se {focus}, raramente è per un motivo solo: entrano in gioco quello che stai vivendo adesso, il corpo (sonno, stanchezza) e il modo in cui hai imparato a leggere le cose.',
    ],
    self: [
      'Chiederti se sei {focus} dice già quanto ci tieni, e un momento difficile non basta a definire chi sei.',
      'Il fatto che ti domandi se sei {focus} mostra attenzione, non indifferenza: un singolo episodio non è la misura di una persona.',
    ],
    next: NEXT_IT,
    opinion: OPINION_IT,
  },
  bare: {
    decision: [
      'Una decisione così puoi prenderla solo tu, ma posso aiutarti a pensarci con più calma.',
      'Non posso darti un verdetto, e non sarebbe giusto: la decisione è tua, però ci si può ragionare bene.',
    ],
    choice: [
      'È una scelta tua, ma ci sono cose che aiutano a farla con più calma.',
      'Puoi deciderlo solo tu, però qualcosa che aiuta a scegliere c’è.',
    ],
    normal: [
      'Sì, è normale: succede a molte più persone di quanto si pensi, e non dice niente di sbagliato su di te.',
      'È più comune di quanto sembri, quindi sì, è normale; conta soprattutto quanto ti pesa e per quanto tempo.',
    ],
    okay: [
      'Te lo chiedi perché ci tieni, e questo conta: succede a molte persone, e di solito pesa meno il singolo momento di cosa ne fai dopo.',
      'Farsi questa domanda è già un segno di attenzione: capita a tanti, e conta soprattutto cosa ne fai dopo.',
    ],
    worth: [
      'Dipende anche da come lo fai, ma posso dirti cosa di solito conta.',
      'La risposta onesta è «dipende»: ti dico quello che di solito fa la differenza.',
    ],
    how: [
      'Di solito funziona partire dal passo più piccolo e concreto, provarlo una volta e guardare com’è andata.',
      'Non c’è una ricetta unica, ma aiuta dividere la cosa in passi piccoli e cominciare da quello che dipende solo da te.',
    ],
    whatif: [
      'Anche se succedesse, non sarebbe la fine: la preoccupazione tende a ingrandire il problema e a far sembrare piccole le tue risorse.',
      'Se andasse così avresti più strade di quante la paura ti lasci vedere adesso, e potresti affrontarle un passo alla volta.',
    ],
    why: [
      'Di solito non c’è una causa sola: contano la situazione, quanto sei sotto pressione e abitudini di pensiero che si sono formate nel tempo.',
      'Raramente è per un motivo solo: entrano in gioco quello che stai vivendo adesso, il corpo (sonno, stanchezza) e il modo in cui hai imparato a leggere le cose.',
    ],
    self: [
      'Il fatto che te lo chieda dice già quanto ci tieni, e un momento difficile non basta a definire chi sei.',
      'Farsi questa domanda mostra attenzione, non indifferenza: un singolo episodio non è la misura di una persona.',
    ],
    next: NEXT_IT,
    opinion: OPINION_IT,
  },
  bridge: {
    how: [
      'Per {focus}, ti dico quello che di solito aiuta di più.',
      'Ci sono modi concreti per {focus}: te ne dico alcuni.',
    ],
    whatif: [
      'Se {focus}, ci sono cose concrete che puoi fare: te ne dico alcune.',
      'Anche se {focus}, sapere in anticipo cosa fare aiuta: ecco qualcosa di concreto.',
    ],
    why: [
      'Se {focus}, c’è un perché che si può capire: te lo spiego in breve.',
      'Quando {focus}, capire da dove viene aiuta già un po’: te lo spiego in breve.',
    ],
  },
  weigh: [
    'Un modo che aiuta: scrivi cosa guadagni e cosa perdi con ciascuna strada, guarda quale rispetta di più ciò che per te conta, e chiediti cosa consiglieresti a un amico nella stessa situazione.',
    'Aiuta non decidere quando l’emozione è al massimo, immaginarti tra sei mesi con ciascuna scelta e chiederti cosa diresti a un amico che ti facesse la stessa domanda.',
  ],
  decisionAsk: [
    'Se decidessi di {focus}, cosa guadagneresti e cosa rischieresti?',
    'Pensando di {focus}, quale parte ti preoccupa di più, e quale invece ti darebbe sollievo?',
    'Tra sei mesi, come pensi che ti sentiresti se avessi scelto di {focus}, e come se non l’avessi fatto?',
  ],
  decisionAskBare: [
    'Guardando le strade che hai davanti, cosa guadagneresti e cosa rischieresti con ciascuna?',
    'Quale delle scelte ti sembra più vicina a ciò che per te conta?',
  ],
  normalCare: [
    'Vale la pena parlarne con il medico di base o con uno psicologo se dura da settimane, se ti toglie il sonno o se ti impedisce di fare le cose di ogni giorno.',
    'Se però va avanti da settimane o ti limita nella vita di tutti i giorni, il medico di base o uno psicologo possono aiutarti a capirci di più.',
  ],
  healthWhatIf: ['È comprensibile chiederti se {focus}, soprattutto mentre aspetti una risposta.'],
  emergency: [
    'Se hai già preso qualcosa e ti senti male, per esempio con forte sonnolenza, respiro difficile o confusione, chiama subito il 112.',
  ],
};

const EN: AnswerLeadTemplates = {
  lead: {
    decision: [
      'Whether to {focus} is something only you can decide, but I can help you think it through more calmly.',
      'On whether to {focus} I can’t give you a verdict, and it wouldn’t be fair to: the choice is yours, but it can be thought through well.',
    ],
    choice: [
      'Whether {focus} or not is your call, but a few things can help you choose.',
      'Whether {focus} or not is yours to decide; here’s what usually helps to weigh it.',
    ],
    normal: [
      'Yes, it’s normal {focus}: it happens to far more people than you’d think, especially when something matters to us.',
      'It’s more common than it seems, so yes, it’s normal {focus}; what matters most is how much it weighs on you and for how long.',
    ],
    okay: [
      'Asking whether it’s {focus} already shows how much you care: it happens to many people, and what matters most is what you do with it afterwards.',
      'Whether it’s {focus} is something many people ask themselves: usually the single moment matters less than what you do with it afterwards.',
    ],
    worth: [
      'Whether it helps to {focus} depends partly on how you do it: here’s what usually matters.',
      'It’s fair to ask whether it’s worth trying to {focus}: here’s what usually helps to judge it.',
    ],
    how: [
      'To {focus}, what usually works is starting from the smallest concrete step, trying it once and seeing how it went.',
      'There’s no single recipe to {focus}, but it helps to split it into small steps and begin with the one that depends only on you.',
    ],
    whatif: [
      'If {focus}, it wouldn’t be the end: worry tends to make the problem look bigger and your resources look smaller.',
      'Even if {focus}, you’d have more options than fear lets you see right now, and you could take them one step at a time.',
    ],
    why: [
      'When {focus}, there’s usually more than one reason: the situation, how much pressure you’re under, and habits of thinking that formed over time.',
      'If {focus}, it’s rarely for one reason only: what you’re going through now, your body (sleep, tiredness) and the way you learned to read things all play a part.',
    ],
    self: [
      'Asking whether you’re {focus} already shows how much you care, and one hard moment isn’t enough to define who you are.',
      'Wondering whether you’re {focus} is a sign of care, not indifference: a single episode isn’t the measure of a person.',
    ],
    next: NEXT_EN,
    opinion: OPINION_EN,
  },
  bare: {
    decision: [
      'A decision like this is yours to make, but I can help you think it through more calmly.',
      'I can’t give you a verdict, and it wouldn’t be fair to: the choice is yours, but it can be thought through well.',
    ],
    choice: [
      'It’s your call, but a few things can help you make it more calmly.',
      'Only you can decide, but there are things that help to choose.',
    ],
    normal: [
      'Yes, it’s normal: it happens to far more people than you’d think, and it says nothing wrong about you.',
      'It’s more common than it seems, so yes, it’s normal; what matters most is how much it weighs on you and for how long.',
    ],
    okay: [
      'You’re asking because you care, and that counts: it happens to many people, and the single moment usually matters less than what you do with it afterwards.',
      'Asking this is already a sign of care: it happens to lots of people, and what matters most is what you do with it afterwards.',
    ],
    worth: [
      'It depends partly on how it’s done, but I can tell you what usually matters.',
      'The honest answer is “it depends”: here’s what usually makes the difference.',
    ],
    how: [
      'What usually works is starting from the smallest concrete step, trying it once and seeing how it went.',
      'There’s no single recipe, but it helps to split it into small steps and begin with the one that depends only on you.',
    ],
    whatif: [
      'Even if it happened, it wouldn’t be the end: worry tends to make the problem look bigger and your resources look smaller.',
      'If it went that way you’d have more options than fear lets you see right now, and you could take them one step at a time.',
    ],
    why: [
      'There’s usually more than one reason: the situation, how much pressure you’re under, and habits of thinking that formed over time.',
      'It’s rarely for one reason only: what you’re going through now, your body (sleep, tiredness) and the way you learned to read things all play a part.',
    ],
    self: [
      'Asking yourself this already shows how much you care, and one hard moment isn’t enough to define who you are.',
      'Wondering about it is a sign of care, not indifference: a single episode isn’t the measure of a person.',
    ],
    next: NEXT_EN,
    opinion: OPINION_EN,
  },
  bridge: {
    how: [
      'To {focus}, here’s what tends to help most.',
      'There are concrete ways to {focus}; here are a few.',
    ],
    whatif: [
      'If {focus}, there are concrete things you can do; here are a few.',
      'Even if {focus}, knowing in advance what to do helps; here’s something concrete.',
    ],
    why: [
      'When {focus}, there’s a reason that can be understood; let me explain it briefly.',
      'If {focus}, understanding where it comes from already helps a little; here it is briefly.',
    ],
  },
  weigh: [
    'One way that helps: write down what you gain and what you lose with each option, see which one fits best with what matters to you, and ask yourself what you’d advise a friend in the same spot.',
    'It helps not to decide when the feeling is at its peak, to picture yourself six months on with each choice, and to ask what you’d tell a friend who asked you the same question.',
  ],
  decisionAsk: [
    'If you decided to {focus}, what would you gain and what would you risk?',
    'Thinking about whether to {focus}, which part worries you most, and which would be a relief?',
    'Six months from now, how do you think you’d feel if you had chosen to {focus}, and how if you hadn’t?',
  ],
  decisionAskBare: [
    'Looking at the options in front of you, what would you gain and what would you risk with each?',
    'Which of the choices feels closer to what matters to you?',
  ],
  normalCare: [
    'It’s worth talking to your GP or a psychologist if it has lasted for weeks, keeps you from sleeping or stops you doing everyday things.',
    'If it goes on for weeks or gets in the way of everyday life, though, your GP or a psychologist can help you make sense of it.',
  ],
  healthWhatIf: ['It’s understandable to fear that {focus}, especially while you’re waiting for an answer.'],
  emergency: [
    'If you’ve already taken something and feel unwell, for example very drowsy, short of breath or confused, call 112 or your local emergency number straight away.',
  ],
};

export const ANSWER_LEAD: Record<Lang, AnswerLeadTemplates> = { it: IT, en: EN };
