/**
 * Phrasings for few words in a row ("boh", "non so", "ok") after the one menu of choices (low.ts):
 * staying with the person, one small suggestion tied to the feeling they spoke of earlier, a single
 * yes-or-no question, and the reply to that yes or no. None of them lists choices again.
 */
import type { Lang } from '../../types';
import type { EmotionId } from '../emotions';

export type LowFeeling = Exclude<EmotionId, 'positive'>;

export interface LowTemplates {
  stay: string[];
  /** After "non so", "idk": not knowing is fine. */
  stayDontKnow: string[];
  /** One low-effort suggestion, tied to the feeling the person named earlier; no question. */
  suggest: Record<LowFeeling, string[]>;
  suggestEnd: string[];
  /** A single question a yes or a no answers. */
  yesNo: string[];
  answerYes: string[];
  answerNo: string[];
  yes: string;
  no: string;
  /** "boh" right after a plan of theirs: the plan kept, in its smallest version. {plan}; {planTo}: "to go…" in English. */
  afterPlan: string[];
}

const IT: LowTemplates = {
  stayDontKnow: [
    'Va bene anche non sapere; sono qui.',
    'Non sapere va benissimo: non c’è fretta, e io ci sono.',
  ],
  stay: [
    'Non serve trovare le parole adesso: resto qui con te.',
    'Possiamo anche restare così, senza fretta. Io ci sono.',
    'Va bene così. Anche solo essere qui, adesso, conta.',
  ],
  suggest: {
    anxiety: [
      'Prima mi parlavi di preoccupazione: se ti va, scrivi su un foglio la cosa che ti preoccupa di più, solo quella, e lasciala lì fino a domani.',
    ],
    stress: [
      'Prima mi parlavi di tanta pressione: se ti va, scegli una sola cosa da togliere dalla lista di oggi, e lascia il resto a domani.',
    ],
    sadness: [
      'Prima mi parlavi di tristezza: se ti va, concediti una cosa piccola e gentile, come una canzone che ti piace o una doccia calda.',
    ],
    anger: [
      'Prima mi parlavi di rabbia: se ti va, prima di rispondere a chiunque, cambia stanza per cinque minuti e lascia scendere un po’ la tensione.',
    ],
    guilt: [
      'Prima mi parlavi di senso di colpa: se ti va, scrivi una frase che diresti a un amico nella tua situazione, e rileggila per te.',
    ],
    shame: [
      'Prima mi parlavi di vergogna: se ti va, pensa a una persona che ti vuole bene e a come guarderebbe quello che è successo, con più gentilezza di quella che ti dai tu.',
    ],
    loneliness: [
      'Prima mi parlavi di solitudine: se ti va, manda un messaggio breve a una persona con cui stai bene, anche solo un saluto.',
    ],
    tiredness: [
      'Prima mi parlavi di stanchezza: se ti va, concediti dieci minuti senza schermo, solo per riposare.',
    ],
  },
  suggestEnd: ['E se non ti va, va benissimo anche così.', 'È solo un’idea, niente che tu debba fare.'],
  yesNo: [
    'Una domanda sola, basta un sì o un no: oggi c’è stato un momento più pesante degli altri?',
    'Ti chiedo solo questo, con un sì o un no: c’è una cosa che ti gira in testa più del resto?',
    'Un sì o un no va benissimo: ti andrebbe di raccontarmi un pezzetto della giornata?',
  ],
  answerYes: [
    'Va bene. Raccontamelo come viene, anche in poche parole: ti leggo.',
    'Grazie. Scrivi pure come ti viene, anche in disordine: sono qui.',
  ],
  answerNo: [
    'Va bene, allora restiamo così, senza fretta. Se qualcosa cambia, sono qui.',
    'D’accordo, non serve forzare niente. Quando vorrai, sono qui.',
  ],
  yes: 'Sì',
  no: 'No',
  afterPlan: [
    'Non serve saperlo adesso. Per ora basta questo: {plan}, nella versione più piccola possibile, anche in una giornata storta.\n\nQuando l’avrai provato, mi racconti com’è andata?',
    'Va bene non avere ancora la risposta. Teniamo la tua strada così com’è, {plan}, e se qualcosa si mette di traverso ci pensiamo insieme quando succede.\n\nTi va di raccontarmi poi com’è andata?',
  ],
};

const EN: LowTemplates = {
  stayDontKnow: [
    'It’s okay not to know; I’m here.',
    'Not knowing is completely fine: there’s no rush, and I’m here.',
  ],
  stay: [
    'You don’t need to find the words right now: I’m staying here with you.',
    'We can just stay like this, no rush. I’m here.',
    'That’s fine. Just being here, right now, counts.',
  ],
  suggest: {
    anxiety: [
      'Earlier you spoke of worry: if you like, write the one thing that worries you most on a piece of paper, just that one, and leave it there until tomorrow.',
    ],
    stress: [
      'Earlier you spoke of a lot of pressure: if you like, pick one thing to take off today’s list, and leave the rest for tomorrow.',
    ],
    sadness: [
      'Earlier you spoke of sadness: if you like, give yourself one small kind thing, like a song you love or a warm shower.',
    ],
    anger: [
      'Earlier you spoke of anger: if you like, before replying to anyone, go to another room for five minutes and let the tension drop a little.',
    ],
    guilt: [
      'Earlier you spoke of guilt: if you like, write one sentence you’d say to a friend in your place, and read it back to yourself.',
    ],
    shame: [
      'Earlier you spoke of shame: if you like, think of someone who cares about you and how they would see what happened, more kindly than you see it yourself.',
    ],
    loneliness: [
      'Earlier you spoke of loneliness: if you like, send a short message to someone you feel good with, even just a hello.',
    ],
    tiredness: [
      'Earlier you spoke of tiredness: if you like, give yourself ten minutes away from screens, just to rest.',
    ],
  },
  suggestEnd: [
    'And if you don’t feel like it, that’s completely fine too.',
    'It’s only an idea, nothing you have to do.',
  ],
  yesNo: [
    'Just one question, a yes or a no is enough: was there a moment today that felt heavier than the rest?',
    'I’ll only ask this, yes or no: is there one thing going round your head more than the rest?',
    'A yes or a no is fine: would you like to tell me a little piece of your day?',
  ],
  answerYes: [
    'Okay. Tell me however it comes, even in a few words: I’m reading.',
    'Thank you. Write it as it comes, even if it’s messy: I’m here.',
  ],
  answerNo: [
    'That’s okay, let’s just stay like this, no rush. If anything changes, I’m here.',
    'Alright, no need to force anything. Whenever you like, I’m here.',
  ],
  yes: 'Yes',
  no: 'No',
  afterPlan: [
    'No need to know that now. For now this is enough: your plan, {planTo}, in the smallest version you can manage, even on a bad day.\n\nOnce you’ve tried it, will you tell me how it went?',
    'It’s fine not to have the answer yet. Let’s keep your plan as it is, {planTo}, and if something gets in the way we’ll look at it together when it happens.\n\nWould you tell me afterwards how it went?',
  ],
};

export const LOW: Record<Lang, LowTemplates> = { it: IT, en: EN };
