import type { Lang } from '../../types';

export interface CheckInTemplates {
  /** Warm, direct check-in questions for an elevated turn; each is asked at most once per conversation. */
  questions: string[];
  /**
   * The same question for an elevated turn that carries no heaviness ("tu cosa faresti al mio
   * posto?"): asked as a routine one, at most once per conversation, with nothing read into the
   * person's words.
   */
  routine: string[];
  /** Said after the question: the SOS button is always there. */
  sos: string[];
  /** For the one-shot modules, where nobody answers back: the same care, said rather than asked. */
  statement: string[];
  /** "No" to the question: thanks, and the conversation goes on. */
  thanksForNo: string[];
  openAgain: string[];
  /** Within a thought record: back to its step. */
  resume: string[];
  /** A later turn that still sounds heavy, once the question has been asked. */
  attentive: string[];
}

export const CHECK_IN: Record<Lang, CheckInTemplates> = {
  it: {
    questions: [
      'Quello che scrivi mi fa pensare che tu stia portando qualcosa di pesante. Ti capita di pensare di farti del male o di non voler più vivere?',
      'Mi sembra un periodo davvero pesante per te. Te lo chiedo con semplicità, perché mi importa: ti capita di pensare di farti del male, o di non voler più vivere?',
      'Certe giornate pesano più di altre, e la tua sembra una di quelle. Posso chiederti una cosa in modo diretto? In questi giorni hai pensato di farti del male o di non voler più vivere?',
      'Sento quanta fatica c\u2019è in quello che racconti. A volte, quando il dolore è così forte, arrivano pensieri molto cupi. Ti capita di pensare di farti del male o di non voler più vivere?',
    ],
    routine: [
      'Ti faccio una domanda che ogni tanto faccio a chiunque mi scriva, senza nessun allarme: in questo periodo ti capita di pensare di farti del male o di non voler più vivere?',
      'Prima di andare avanti, una domanda che faccio ogni tanto, per prendermi cura di chi mi scrive: ti è capitato di pensare di farti del male o di non voler più vivere?',
    ],
    sos: [
      'Qualunque sia la risposta, il pulsante SOS è sempre lì, in qualsiasi momento.',
      'E se ti senti in pericolo, il pulsante SOS è sempre lì, anche adesso.',
    ],
    statement: [
      'Quello che scrivi mi fa pensare che tu stia portando qualcosa di pesante. Se ti capita di pensare di farti del male o di non voler più vivere, non tenerlo per te: il pulsante SOS è sempre lì, e in chat possiamo parlarne con calma.',
      'Tra queste righe sento molta fatica. Se a volte arrivano pensieri di farti del male o di non voler più vivere, parlane con qualcuno: il pulsante SOS è sempre lì, in qualsiasi momento.',
    ],
    thanksForNo: [
      'Grazie per avermi risposto, e per la sincerità. Se un giorno le cose dovessero cambiare, puoi sempre dirmelo.',
      'Mi fa piacere saperlo, e grazie per avermelo detto. Se in qualsiasi momento quei pensieri arrivassero, puoi parlarmene.',
    ],
    openAgain: ['Ti va di raccontarmi cosa ti pesa di più in questo periodo?', 'Da dove vuoi partire?'],
    resume: ['Se ti va, riprendiamo da dove eravamo.', 'Quando vuoi, andiamo avanti con il diario.'],
    attentive: [
      'Resto qui con te. Se in qualsiasi momento ti senti in pericolo, il pulsante SOS è sempre lì.',
      'Ti ascolto con attenzione. Ricorda che il pulsante SOS è sempre a disposizione, per qualunque momento difficile.',
    ],
  },
  en: {
    questions: [
      'What you write makes me think you\u2019re carrying something heavy. Do you ever have thoughts of hurting yourself or of not wanting to live anymore?',
      'It sounds like things have been really heavy lately. I\u2019d like to ask you simply, because it matters to me: are you having thoughts of hurting yourself, or of not wanting to live?',
      'Some days weigh more than others, and yours sounds like one of them. Can I ask you something directly? Have you been thinking about hurting yourself or about not wanting to live?',
      'I can hear how much strain there is in what you\u2019re telling me. Sometimes, when the pain is this strong, very dark thoughts come up. Are you having thoughts of hurting yourself or of not wanting to live?',
    ],
    routine: [
      'Let me ask you something I ask everyone now and then, with no alarm behind it: lately, have you had thoughts of hurting yourself or of not wanting to live?',
      'Before we go on, a question I ask from time to time, because I care about whoever writes to me: have you had any thoughts of hurting yourself or of not wanting to live?',
    ],
    sos: [
      'Whatever your answer, the SOS button is always there, at any moment.',
      'And if you feel in danger, the SOS button is always there, right now too.',
    ],
    statement: [
      'What you write makes me think you\u2019re carrying something heavy. If you ever have thoughts of hurting yourself or of not wanting to live, please don\u2019t keep them to yourself: the SOS button is always there, and we can talk about it calmly in the chat.',
      'I can feel a lot of strain in these lines. If thoughts of hurting yourself or of not wanting to live ever come up, talk to someone about them: the SOS button is always there, at any moment.',
    ],
    thanksForNo: [
      'Thank you for answering me, and for being honest. If things ever change, you can always tell me.',
      'I\u2019m glad to hear that, and thank you for telling me. If those thoughts ever do come, you can talk to me about them.',
    ],
    openAgain: [
      'Would you like to tell me what\u2019s weighing on you most at the moment?',
      'Where would you like to start?',
    ],
    resume: [
      'If you like, let\u2019s pick up where we were.',
      'Whenever you\u2019re ready, let\u2019s carry on with the thought record.',
    ],
    attentive: [
      'I\u2019m staying right here with you. If at any point you feel in danger, the SOS button is always there.',
      'I\u2019m listening carefully. Remember that the SOS button is always available, for any hard moment.',
    ],
  },
};
