/** Phrasings for a what-if about an audience (audience.ts): kinder than feared, one light sentence ready, one question. */
import type { Lang } from '../../types';

export interface AudienceTemplates {
  lead: string[];
  prepare: string[];
  ask: string[];
}

export const AUDIENCE: Record<Lang, AudienceTemplates> = {
  it: {
    lead: [
      'Un pubblico di solito è più gentile e più distratto di come lo immaginiamo: chi ascolta vuole che vada bene, e un silenzio non è un giudizio su di te.',
      'È una paura comunissima, ma di solito la gente ricorda il tono caldo di chi parla molto più di una battuta che non è arrivata.',
    ],
    prepare: [
      'Aiuta avere pronta una frase leggera per andare avanti, per esempio «Va be’, questa era per me», detta con un sorriso: spesso strappa proprio la risata che mancava.',
      'Può aiutare decidere prima cosa farai in quel caso: un respiro, uno sguardo a una persona amica tra chi ascolta, e avanti con la frase dopo.',
    ],
    ask: [
      'Quale frase ti piacerebbe avere pronta, se succedesse?',
      'Chi, tra chi ascolterà, potrebbe essere il tuo volto amico?',
    ],
  },
  en: {
    lead: [
      'An audience is usually kinder and less attentive than we imagine: the people listening want it to go well, and a silence is not a verdict on you.',
      'It’s a very common fear, but people tend to remember the warmth of whoever is speaking far more than a joke that didn’t land.',
    ],
    prepare: [
      'It helps to have one light line ready to carry on, like “well, that one was for me”, said with a smile: it often gets the very laugh that was missing.',
      'It can help to decide now what you’ll do in that moment: one breath, a glance at a friendly face in the room, and on to the next line.',
    ],
    ask: [
      'What line would you like to have ready, if it happened?',
      'Who in the room could be your friendly face?',
    ],
  },
};
