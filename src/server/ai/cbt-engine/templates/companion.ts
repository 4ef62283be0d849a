/**
 * Questions about the companion itself ("sei un robot?", "are you a real therapist?"): an honest
 * answer that takes up the word the person used, then what it can and cannot do. Several variants
 * each, so a second question of the kind is not met with the same sentences.
 */
import type { Lang } from '../../types';

export type AskedAs = 'cbt' | 'bot' | 'human' | 'therapist' | 'psychologist' | 'doctor';

export interface CompanionTemplates {
  /** {word}: the person's own word ("robot", "bot", "IA"), for 'bot'. */
  lead: Record<AskedAs, string[]>;
  body: string[];
  /** "Mi puoi aiutare davvero?": what it can do, honestly, and one question. */
  canHelp: string[];
  canHelpAsk: string[];
  /** "Can you help while I wait (for a referral, a therapist)?": what the time of waiting can hold. */
  whileWaiting: string[];
}

const IT: CompanionTemplates = {
  lead: {
    cbt: [
      'Non è una terapia cognitivo-comportamentale vera e propria: sono un chatbot, un assistente di intelligenza artificiale che usa alcune idee della CBT, come guardare da vicino i pensieri e provare piccoli passi.',
      'Sono un chatbot, non una terapia: un assistente di intelligenza artificiale che prende in prestito alcuni strumenti della terapia cognitivo-comportamentale.',
    ],
    bot: [
      'Sì, in un certo senso sono un {word}: un programma di intelligenza artificiale, non una persona.',
      'Sì, sono un programma di intelligenza artificiale (un {word}, se vuoi): dall’altra parte non c’è una persona in carne e ossa.',
    ],
    human: [
      'No, non sono una persona: sono un assistente di intelligenza artificiale.',
      'No, dall’altra parte non c’è una persona in carne e ossa: sono un assistente di intelligenza artificiale.',
    ],
    therapist: [
      'No, non sono un terapeuta: sono un assistente di intelligenza artificiale.',
      'No, un terapeuta è una persona formata per farlo, e io sono un assistente di intelligenza artificiale.',
    ],
    psychologist: [
      'No, non sono uno psicologo: sono un assistente di intelligenza artificiale.',
      'No, uno psicologo è un professionista in carne e ossa, e io sono un assistente di intelligenza artificiale.',
    ],
    doctor: [
      'No, non sono un medico: sono un assistente di intelligenza artificiale, e non posso visitarti né fare diagnosi.',
      'No, non sono un medico e non posso darti pareri medici: sono un assistente di intelligenza artificiale.',
    ],
  },
  body: [
    'Posso ascoltarti e proporti strumenti della terapia cognitivo-comportamentale, ma non sostituisco un professionista; in caso di emergenza, chiama il 112.',
    'Quello che posso fare è aiutarti a mettere in ordine i pensieri e proporti esercizi pratici; per una valutazione o una terapia serve un professionista, e per un’emergenza il 112.',
  ],
  canHelp: [
    'Posso aiutarti in alcune cose, con onestà sui limiti: ascoltarti senza giudicare, aiutarti a guardare i pensieri che pesano da un’altra prospettiva e trovare insieme piccoli passi concreti. Non sostituisco uno psicologo o il medico, e se il peso è grande è giusto rivolgersi anche a loro.',
    'Aiutarti davvero, per me, vuol dire darti uno spazio per mettere in ordine quello che provi e qualche strumento pratico da provare nella vita di tutti i giorni. Non è una terapia e non la sostituisce, ma può essere un buon inizio.',
  ],
  canHelpAsk: ['Da cosa vorresti partire?', 'Cosa ti servirebbe di più adesso?'],
  whileWaiting: [
    'Mentre aspetti, possiamo lavorare su quello che pesa di più adesso, per esempio le preoccupazioni che girano in tondo: guardarle da vicino, metterle per iscritto e scegliere piccoli passi. Non sostituisce il percorso che ti aspetta, ma può rendere l’attesa più leggera, e se nel frattempo stai peggio il medico di base resta il riferimento.',
  ],
};

const EN: CompanionTemplates = {
  lead: {
    cbt: [
      'It isn’t CBT therapy itself: I’m a chatbot, an AI assistant that uses some CBT ideas, like looking closely at thoughts and trying small steps.',
      'I’m a chatbot, not therapy: an AI assistant that borrows some tools from cognitive behavioural therapy.',
    ],
    bot: [
      'Yes, in a way I’m a {word}: an artificial intelligence program, not a person.',
      'Yes, I’m an AI program (a {word}, if you like): there’s no flesh-and-blood person on the other side.',
    ],
    human: [
      'No, I’m not a person: I’m an AI assistant.',
      'No, there’s no flesh-and-blood person on the other side: I’m an AI assistant.',
    ],
    therapist: [
      'No, I’m not a therapist: I’m an AI assistant.',
      'No, a therapist is a person trained to do that work, and I’m an AI assistant.',
    ],
    psychologist: [
      'No, I’m not a psychologist: I’m an AI assistant.',
      'No, a psychologist is a qualified professional, and I’m an AI assistant.',
    ],
    doctor: [
      'No, I’m not a doctor: I’m an AI assistant, and I can’t examine you or make a diagnosis.',
      'No, I’m not a doctor and can’t give medical opinions: I’m an AI assistant.',
    ],
  },
  body: [
    'I can listen and offer tools from cognitive behavioural therapy, but I’m not a substitute for a professional; in an emergency, call 112.',
    'What I can do is help you sort through your thoughts and suggest practical exercises; an assessment or therapy needs a professional, and an emergency needs 112.',
  ],
  canHelp: [
    'I can help with some things, and I’ll be honest about the limits: listening without judging, helping you look at heavy thoughts from another angle, and finding small concrete steps together. I’m not a substitute for a psychologist or your GP, and if the weight is big it’s right to turn to them too.',
    'Really helping, for me, means giving you a space to sort out what you feel and a few practical tools to try in everyday life. It isn’t therapy and doesn’t replace it, but it can be a good start.',
  ],
  canHelpAsk: ['Where would you like to start?', 'What would help you most right now?'],
  whileWaiting: [
    'While you wait, we can work on what weighs most right now, for example worries that go round in circles: looking at them closely, writing them down and choosing small steps. It won’t replace the treatment you’re waiting for, but it can make the wait lighter, and if things get worse meanwhile your GP is still the one to contact.',
  ],
};

export const COMPANION: Record<Lang, CompanionTemplates> = { it: IT, en: EN };
