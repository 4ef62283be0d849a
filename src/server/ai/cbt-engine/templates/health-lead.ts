/** Phrasings for a health worry told as a statement (reflect.ts healthStatementReply). */
import type { Lang } from '../../types';

export interface HealthLeadTemplates {
  healthLead: string[];
  /** {quote}: a whole phrase of the person's, when one can be said back cleanly. */
  healthLeadQuote: string[];
  /** The GP for what lasts or changes, 112 only for emergency signs. */
  gp: string[];
}

export const HEALTH_LEAD: Record<Lang, HealthLeadTemplates> = {
  it: {
    healthLeadQuote: [
      'Mi racconti che {quote}, ed è comprensibile che ti preoccupi.',
      '{quote}: capisco che ti metta in allerta.',
    ],
    healthLead: [
      'È comprensibile che ti preoccupi: quando il corpo cambia o non passa, è giusto non ignorarlo.',
      'Capisco che questo ti metta in allerta, ed è giusto dargli attenzione.',
    ],
    gp: [
      'Un disturbo che dura o che cambia merita di essere visto: il tuo medico di base è la persona giusta per valutarlo, e puoi chiamarlo anche solo per toglierti il dubbio. Il 112 serve solo per i segnali di emergenza, come un dolore forte e improvviso, un respiro che fa fatica o uno svenimento.',
    ],
  },
  en: {
    healthLeadQuote: [
      'You tell me {quote}, and it makes sense that it worries you.',
      '{quote}: I understand it puts you on alert.',
    ],
    healthLead: [
      'It makes sense that this worries you: when something in your body changes or won’t go away, it’s right not to ignore it.',
      'I understand this puts you on alert, and it’s right to give it some attention.',
    ],
    gp: [
      'Something that lasts or changes deserves a proper look: your GP (medico di base) is the right person to check it, even just to settle the doubt. 112 or your local emergency number is only for emergency signs, like sudden severe pain, breathing that is a struggle, or fainting.',
    ],
  },
};
