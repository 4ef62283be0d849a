/** Phrasings for a brief hopeless thought about the situation (hopeless.ts). One question, no menu. */
import type { Lang } from '../../types';

export interface HopelessTemplates {
  lead: string[];
  /** One small way in, ending on its one question. */
  move: string[];
}

export const HOPELESS_LINES: Record<Lang, HopelessTemplates> = {
  it: {
    lead: [
      'Quando una cosa pesa da tanto, è comprensibile arrivare a pensare che non cambierà: spesso è la stanchezza che parla, e la prendo sul serio.',
      'Dopo tanto tempo così, il pensiero «non cambierà niente» viene quasi da sé, e ha senso che tu ti senta così.',
    ],
    move: [
      'Non serve crederci per fare un esperimento piccolo: scegliere una sola cosa, minuscola, e guardare se sposta qualcosa anche di poco. Se dovessi sceglierne una, quale sarebbe?',
      'A volte non cambia tutto, ma una parte sì. C’è stato un momento, anche breve, in cui pesava un po’ meno, e cosa c’era di diverso allora?',
    ],
  },
  en: {
    lead: [
      'When something has weighed on you for a long time, it makes sense to end up thinking it won’t change: often that’s tiredness talking, and I take it seriously.',
      'After so long like this, the thought “nothing will change” comes almost by itself, and it makes sense that you feel that way.',
    ],
    move: [
      'You don’t have to believe in it to try one small experiment: pick a single, tiny thing and see whether it shifts anything, even a little. If you had to pick one, what would it be?',
      'Sometimes not everything changes, but a part does. Was there a moment, even a short one, when it weighed a bit less, and what was different then?',
    ],
  },
};
