/**
 * The person's words said back in the second person, without quotes ("la tua amica non ti
 * risponde", "your boss criticised you in the meeting"): how a reflection takes up what happened
 * when a quote would be long or carry no feeling word of theirs. {para} {feeling}
 */
import type { Lang } from '../../types';

export interface ParaphraseTemplates {
  plain: string[];
  feeling: string[];
}

export const PARAPHRASE: Record<Lang, ParaphraseTemplates> = {
  it: {
    plain: [
      'Mi dici che {para}: vorrei capire meglio come la stai vivendo.',
      'Quindi {para}: è un pezzo importante di quello che stai vivendo.',
      'Se ho capito bene, {para}, e ha senso che ti occupi la testa.',
    ],
    feeling: [
      'Mi racconti che {para}, e ci sento dentro {feeling}.',
      'Quindi {para}: capisco che porti con te {feeling}.',
      'Se ho capito bene, {para}, e si sente {feeling}.',
    ],
  },
  en: {
    plain: [
      'You’re telling me {para}, and I’d like to understand how it feels for you.',
      'So {para}: that’s an important piece of what you’re going through.',
      'If I’ve understood, {para}, and it makes sense that it’s on your mind.',
    ],
    feeling: [
      'You’re telling me {para}, and I can hear the {feeling} in it.',
      'So {para}, and you’re carrying some {feeling} with it.',
      'If I’ve understood, {para}, and there is {feeling} in that.',
    ],
  },
};
