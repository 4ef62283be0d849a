/** Phrasings for "non è quello che ti ho chiesto", "you didn't answer my question" (not-answered.ts). */
import type { Lang } from '../../types';

export interface NotAnsweredTemplates {
  sorry: string[];
  /** Their question said back; {quote} is its words. */
  asked: string[];
  /** One question: the same question in other words, so the next answer can fit. */
  ask: string[];
}

export const NOT_ANSWERED_LINES: Record<Lang, NotAnsweredTemplates> = {
  it: {
    sorry: [
      'Hai ragione, non ho risposto alla tua domanda: scusami.',
      'Giusto, la mia risposta è andata da un’altra parte rispetto a quello che mi chiedevi.',
    ],
    asked: ['Mi chiedevi: «{quote}».', 'La tua domanda era: «{quote}».'],
    ask: [
      'Me la ridici con altre parole, magari con un dettaglio in più? Così provo a risponderti in modo più preciso.',
      'Cosa vorresti sapere, di preciso? Se me lo scrivi in un altro modo, ci riprovo.',
    ],
  },
  en: {
    sorry: [
      'You’re right, I didn’t answer your question: I’m sorry.',
      'Fair enough, my answer went somewhere other than what you asked.',
    ],
    asked: ['You asked: “{quote}”.', 'Your question was: “{quote}”.'],
    ask: [
      'Could you put it another way, maybe with one more detail? Then I can try to answer more precisely.',
      'What would you like to know, exactly? If you write it another way, I’ll try again.',
    ],
  },
};
