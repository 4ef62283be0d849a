/**
 * Someone close has died (reflect.ts): the condolence said once, and the small steps offered after it.
 * A relationship that has ended is met once too, as the loss it is (BREAKUP), and so is the daily care of
 * someone ill (CARER), whose steps are then about help and a little room for the one who cares.
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

/** Said once when the person tells a decision that changes a life: leaving a partner, a job, a country. */
export const BIG_DECISION: Record<Lang, string[]> = {
  it: [
    'È una decisione grande, e prenderla costa: anche quando è quella giusta, di solito porta con sé sollievo e paura insieme, e un po’ di dolore per quello che si lascia.',
    'Una scelta così cambia molte cose, e ha senso che dentro ci siano sentimenti diversi, anche opposti: non serve metterli in ordine subito.',
  ],
  en: [
    'That’s a big decision, and taking it costs something: even when it’s the right one, it usually brings relief and fear together, and some grief for what you leave behind.',
    'A choice like this changes a lot, and it makes sense to feel different things about it, even opposite ones: they don’t need sorting out straight away.',
  ],
};

/** Said once when the person tells that they look after someone ill; then the steps fit a carer. */
export const CARER: Record<Lang, { told: string[]; unrecognised: string[]; step: string[] }> = {
  it: {
    told: [
      'Prendersi cura ogni giorno di una persona che ami, mentre la malattia la cambia, è un carico grande, fatto di stanchezza e di dolore insieme.',
      'Assistere qualcuno di caro, giorno e notte, chiede tantissimo, e spesso chi si prende cura resta senza nessuno che si prenda cura di lui o di lei.',
    ],
    unrecognised: [
      'Non essere riconosciuti dalla persona con cui si è condivisa una vita è uno dei dolori più grandi di questa malattia: è un lutto che arriva mentre la persona è ancora lì, ed è normale che faccia così male.',
    ],
    step: [
      'scrivi una cosa, anche piccola, che qualcun altro potrebbe fare al posto tuo questa settimana, e il nome di chi potresti chiedere.',
      'scegli dieci minuti solo tuoi nella giornata di domani, anche solo un caffè seduto o seduta fuori, e tienili come un appuntamento.',
      'scrivi le due o tre domande che vorresti fare al medico o ai servizi la prossima volta, così non devi tenerle a mente.',
    ],
  },
  en: {
    told: [
      'Looking after someone you love every day, while the illness changes them, is a heavy load, made of tiredness and grief together.',
      'Caring for someone close, day and night, asks a great deal, and the one who cares is often left with nobody caring for them.',
    ],
    unrecognised: [
      'Not being recognised by the person you have shared a life with is one of the hardest pains of this illness: a grief that comes while they are still there, and it makes sense that it hurts so much.',
    ],
    step: [
      'write down one thing, however small, that someone else could do in your place this week, and the name of who you could ask.',
      'choose ten minutes of tomorrow that are only yours, even just a coffee sitting outside, and keep them like an appointment.',
      'write down the two or three questions you’d like to ask the doctor or the care team next time, so you don’t have to carry them in your head.',
    ],
  },
};
