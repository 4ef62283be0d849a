/**
 * Someone close has died (reflect.ts): the condolence said once, and the small steps offered after it.
 * A relationship that has ended is met once too, as the loss it is (BREAKUP).
 */
import type { Lang } from '../../types';

export interface LossTemplates {
  /** Said once in a conversation, before anything else. */
  condolence: string[];
  /** For remembering and company (never a tidy desk). */
  step: string[];
  /** The one question of a reply after a death is told: about the one who died and the days since, never "when did it start?". */
  ask: string[];
}

export const LOSS: Record<Lang, LossTemplates> = {
  it: {
    condolence: [
      'Mi dispiace tanto per la tua perdita: è un dolore grande, e qui c’è tutto lo spazio che ti serve.',
      'Mi dispiace davvero molto. Perdere qualcuno di caro scuote tutto, e non c’è un modo giusto di viverlo.',
    ],
    step: [
      'scrivi qualche riga a questa persona, come se potesse leggerle: cosa ti manca, o cosa non hai fatto in tempo a dirle.',
      'scegli una foto o un oggetto che te la ricorda e concediti qualche minuto con quel ricordo, senza fretta.',
      'chiama o scrivi a qualcuno che ha conosciuto chi hai perso: condividere un ricordo fa sentire meno soli.',
    ],
    ask: [
      'Ti va di raccontarmi qualcosa di chi hai perso?',
      'Come sono stati per te questi giorni, da quando è successo?',
      'C’è un ricordo che in questi giorni ti torna spesso?',
      'Chi hai vicino, in questo periodo, con cui poterne parlare?',
    ],
  },
  en: {
    condolence: [
      'I’m so sorry for your loss: it’s a deep pain, and there is all the room you need for it here.',
      'I’m really sorry. Losing someone close shakes everything, and there’s no right way to go through it.',
    ],
    step: [
      'write a few lines to this person, as if they could read them: what you miss, or what you didn’t get to say.',
      'pick a photo or an object that reminds you of them and give yourself a few minutes with that memory, unhurried.',
      'call or message someone who knew them: sharing a memory makes you feel less alone.',
    ],
    ask: [
      'Would you like to tell me something about them?',
      'How have these days been for you, since it happened?',
      'Is there a memory that keeps coming back to you these days?',
      'Who do you have close by at the moment, to talk about it with?',
    ],
  },
};

/** Said once when the person tells that a relationship has ended: a loss, whoever decided. */
export const BREAKUP: Record<Lang, string[]> = {
  it: [
    'Mi dispiace. La fine di una storia è una perdita vera, anche quando a deciderlo è stata l’altra persona, e fa male in tanti piccoli punti della giornata.',
    'Mi dispiace molto. Quando finisce una relazione non si perde solo una persona, ma anche le abitudini e il futuro che si immaginava insieme.',
  ],
  en: [
    'I’m sorry. The end of a relationship is a real loss, even when it was the other person’s decision, and it hurts in lots of small places in the day.',
    'I’m really sorry. When a relationship ends you lose not only a person, but the habits and the future you pictured together.',
  ],
};
