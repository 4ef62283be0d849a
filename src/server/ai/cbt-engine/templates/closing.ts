/**
 * Phrasings for a closing turn (closing.ts): "grazie, ci provo", "ok grazie, a domani", "that helps,
 * goodnight". A short warm close: what they take away (their plan, when one is open) and an
 * invitation to come back. No question, no new exercise. Placeholders: {plan}.
 */
import type { Lang } from '../../types';

export type ClosingFlavour = 'night' | 'better' | 'helped' | 'enough' | 'thanks' | 'bye';

export interface ClosingTemplates {
  lead: Record<ClosingFlavour, string[]>;
  /** {plan}: the plan as an action ("chiamare tua sorella"). */
  plan: string[];
  /** {plan}: the plan named ("la tua idea per le slide"). */
  planNamed: string[];
  /** "Ci provo" with no plan in words: what they try is theirs. */
  trying: string[];
  /** An invitation to come back, after a plan. */
  inviteAfterPlan: string[];
  invite: string[];
  /** A close in the middle of a thought record: it stays where it is, and can be taken up again. */
  recordPaused: string[];
}

const IT: ClosingTemplates = {
  lead: {
    night: [
      'Buonanotte, e grazie di aver condiviso tutto questo con me.',
      'Buonanotte. Spero che tu riesca a riposare un po’.',
      'Buonanotte, allora: per oggi hai già fatto abbastanza.',
    ],
    better: [
      'Mi fa davvero piacere sapere che ti senti un po’ meglio.',
      'Che bello leggere che va un po’ meglio: tienilo stretto.',
    ],
    helped: [
      'Mi fa piacere che ti sia stato utile.',
      'Che bello che ti sia servito: una parte del merito è tua, perché ci hai dedicato del tempo.',
    ],
    enough: [
      'Va benissimo fermarsi qui per oggi.',
      'Certo, per oggi può bastare così.',
      'Va bene, chiudiamo qui per oggi, con calma.',
    ],
    thanks: [
      'Grazie a te per avermi raccontato tutto questo.',
      'Di niente, mi ha fatto piacere parlarne con te.',
      'Grazie a te: non è scontato fermarsi a guardare come si sta.',
    ],
    bye: ['A presto, allora, e abbi cura di te.', 'Va bene, intanto abbi cura di te.', 'Va bene, a presto.'],
  },
  plan: [
    'Porti con te un passo scelto da te: {plan}.',
    'Ti porti via il tuo piano: {plan}. Non deve venire perfetto per contare.',
    'Resta il tuo passo: {plan}. Anche farlo a metà è già qualcosa.',
  ],
  planNamed: [
    'Porti con te {plan}, e l’hai trovata tu.',
    'Ti porti via {plan}: non deve venire perfetta per contare.',
  ],
  trying: [
    'Quello che hai deciso di provare è tuo: anche farlo a metà conta.',
    'Provarci è già un passo, comunque vada.',
  ],
  inviteAfterPlan: [
    'Quando vuoi, torna a raccontarmi com’è andata: sono qui.',
    'Se ti va, poi mi racconti com’è andata; io sono qui.',
    'Sono qui quando vorrai raccontarmi com’è andata.',
  ],
  invite: [
    'Sono qui ogni volta che avrai voglia di tornare.',
    'Quando vuoi riprendere il discorso, io sono qui.',
    'Qui trovi sempre qualcuno che ascolta, quando ne hai bisogno.',
  ],
  recordPaused: [
    'Il diario dei pensieri può restare qui per ora: quello che hai scritto finora conta già. Quando vuoi, scrivimi «riprendiamo» e ripartiamo da dove eravamo.',
    'Lasciamo il diario dei pensieri a metà, va benissimo così: lo tengo da parte, e con un «riprendiamo» ripartiamo da lì.',
  ],
};

const EN: ClosingTemplates = {
  lead: {
    night: [
      'Goodnight, and thank you for sharing all this with me.',
      'Goodnight. I hope you manage to get some rest.',
      'Goodnight, then: you’ve done enough for today.',
    ],
    better: [
      'I’m really glad to hear you feel a bit better.',
      'It’s lovely to read that things feel a little better: hold on to that.',
    ],
    helped: [
      'I’m glad it was useful.',
      'It’s good that it helped: part of the credit is yours, for taking the time.',
    ],
    enough: [
      'It’s completely fine to stop here for today.',
      'Of course, that’s enough for today.',
      'Okay, let’s leave it here for today, no rush.',
    ],
    thanks: [
      'Thank you for telling me all this.',
      'You’re welcome, I’m glad we talked it through.',
      'Thank you too: taking a moment to notice how you are is no small thing.',
    ],
    bye: [
      'Talk soon, then, and take care of yourself.',
      'Okay, take good care of yourself in the meantime.',
      'Okay, see you soon.',
    ],
  },
  plan: [
    'You’re taking a step of your own with you: {plan}.',
    'You leave with your plan: {plan}. It doesn’t have to go perfectly to count.',
    'Your step is still there: {plan}. Even doing half of it is something.',
  ],
  planNamed: [
    'You’re taking {plan} with you, and you found it yourself.',
    'You leave with {plan}: it doesn’t have to go perfectly to count.',
  ],
  trying: [
    'What you’ve decided to try is yours: even doing half of it counts.',
    'Giving it a go is already a step, however it turns out.',
  ],
  inviteAfterPlan: [
    'Whenever you like, come back and tell me how it went: I’m here.',
    'If you feel like it, tell me later how it went; I’ll be here.',
    'I’m here whenever you want to tell me how it went.',
  ],
  invite: [
    'I’m here whenever you feel like coming back.',
    'Whenever you want to pick this up again, I’m here.',
    'There’s always someone here to listen, whenever you need it.',
  ],
  recordPaused: [
    'The thought record can wait here for now: what you’ve written so far already counts. Whenever you like, write “let’s continue” and we’ll pick up where we left off.',
    'Let’s leave the thought record halfway, that’s completely fine: I’ll keep it aside, and a “let’s continue” takes us back to it.',
  ],
};

export const CLOSING: Record<Lang, ClosingTemplates> = { it: IT, en: EN };
