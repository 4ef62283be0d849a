/**
 * What helps to weigh a choice asked ("la evito o no?", "should I bring it up or let it go?"), by
 * its kind (choice.ts): avoiding something feared, raising something with someone. The choice stays
 * the person's; these say what usually matters for that kind of choice, then one question.
 */
import type { Lang } from '../../types';

export type ChoiceKind = 'avoid' | 'raise';

export interface ChoiceTemplates {
  say: Record<ChoiceKind, string[]>;
  ask: Record<ChoiceKind, string[]>;
  /** The question back when the decision came out in the person's words ("dirglielo"): {focus} */
  askFocus: Record<ChoiceKind, string[]>;
}

const IT: ChoiceTemplates = {
  say: {
    avoid: [
      'Evitare quello che ci ha spaventato dà sollievo subito, ma di solito è proprio così che la paura resta: ogni volta che si evita, il cervello registra «era davvero pericoloso». Non serve affrontare tutto adesso: ci si può avvicinare a gradini, per esempio prima in un orario tranquillo e con qualcuno accanto, poi senza accompagnamento, poi in un momento più trafficato.',
      'Rimandare per qualche giorno sembra la scelta prudente, ma più si rimanda più il timore cresce. Aiuta invece scegliere un passo un po’ scomodo ma fattibile, ripeterlo finché l’ansia scende da sola, e solo allora passare al successivo.',
    ],
    raise: [
      'Prima di decidere aiuta chiederti cosa vorresti ottenere: chiarire un dubbio, far sapere che una cosa ti è pesata, o solo non tenertela dentro. Lasciar correre va bene se ti scivola davvero addosso; se invece ci ripensi da giorni, di solito pesa di più tacere.',
      'Se scegli di parlarne, conta il come più del se: un momento tranquillo, non a caldo, e una frase che parte da te e dai fatti invece che da un’accusa, per esempio «ci ho ripensato e vorrei parlarne un attimo con te». Detta così, di solito non peggiora le cose.',
    ],
  },
  ask: {
    avoid: [
      'Quale sarebbe il gradino più piccolo che ti sentiresti di provare questa settimana?',
      'Cosa ti servirebbe accanto, la prima volta, per sentirti abbastanza al sicuro da provarci?',
    ],
    raise: [
      'Cosa vorresti ottenere, se decidessi di parlarne?',
      'Se tra una settimana ci stessi ancora pensando, cosa ti direbbe questo?',
    ],
  },
  askFocus: {
    avoid: ['Se decidessi di {focus}, quale piccolo passo verso quello che temi potresti comunque tenere?'],
    raise: [
      'Se decidessi di {focus}, cosa vorresti ottenere da quella conversazione?',
      'Pensando di {focus}, cosa ti preoccupa di più, e cosa invece ti darebbe sollievo?',
    ],
  },
};

const EN: ChoiceTemplates = {
  say: {
    avoid: [
      'Avoiding what frightened us brings relief straight away, but that is usually how the fear stays: each time we avoid it, the brain notes “it really was dangerous”. You don’t need to face all of it now: you can get closer in steps, for example first at a quiet time with someone beside you, then on your own, then at a busier moment.',
      'Putting it off for a few days feels like the careful choice, but the longer it’s put off the bigger the fear grows. What helps instead is choosing a step that is a bit uncomfortable but doable, repeating it until the anxiety drops by itself, and only then moving to the next one.',
    ],
    raise: [
      'Before deciding, it helps to ask yourself what you’d want from it: to clear up a doubt, to let them know something weighed on you, or just not to keep it inside. Letting it go is fine if it really slides off you; if you’ve been turning it over for days, staying quiet usually weighs more.',
      'If you choose to raise it, the how matters more than the whether: a calm moment, not in the heat of it, and a sentence that starts from you and the facts rather than an accusation, like “I’ve been thinking about it and I’d like to talk for a minute”. Put that way, it rarely makes things worse.',
    ],
  },
  ask: {
    avoid: [
      'What would the smallest step be that you’d feel up to trying this week?',
      'What would you need beside you the first time to feel safe enough to try?',
    ],
    raise: [
      'What would you want to come out of it, if you decided to bring it up?',
      'If you were still thinking about it a week from now, what would that tell you?',
    ],
  },
  askFocus: {
    avoid: ['If you decided to {focus}, what small step towards what you fear could you still keep?'],
    raise: [
      'If you decided to {focus}, what would you want to come out of that conversation?',
      'Thinking about whether to {focus}, which part worries you most, and which would be a relief?',
    ],
  },
};

export const CHOICE: Record<Lang, ChoiceTemplates> = { it: IT, en: EN };
