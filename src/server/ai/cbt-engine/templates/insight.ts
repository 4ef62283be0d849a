/** Saying back an insight of the person's own (insight.ts): {insight} is their clause in the second person. */
import type { Lang } from '../../types';

export interface InsightTemplates {
  back: string[];
  named: string[];
  worth: string[];
  ask: string[];
}

const IT: InsightTemplates = {
  back: [
    'Hai messo a fuoco una cosa importante: {insight}.',
    'Quello che hai notato conta davvero: {insight}.',
    'È un’osservazione tua, e preziosa: {insight}.',
  ],
  named: [
    'Hai messo a fuoco una cosa importante su di te.',
    'Quello che hai appena notato su di te conta davvero.',
  ],
  worth: [
    'Vedere lo schema da fuori è il primo passo per cambiarlo, perché ti dice dove puoi intervenire.',
    'Accorgersene non è poco: è proprio quello che permette di fermarsi un attimo prima, la prossima volta.',
  ],
  ask: [
    'Qual è il primo segnale che ti dice che sta per succedere di nuovo?',
    'Cosa potresti fare di diverso la prossima volta che lo senti arrivare, anche di piccolo?',
  ],
};

const EN: InsightTemplates = {
  back: [
    'You’ve put your finger on something important: {insight}.',
    'What you’ve noticed really matters: {insight}.',
    'That’s your own observation, and a valuable one: {insight}.',
  ],
  named: [
    'You’ve put your finger on something important about yourself.',
    'What you’ve just noticed about yourself really matters.',
  ],
  worth: [
    'Seeing the pattern from the outside is the first step to changing it, because it shows you where you can step in.',
    'Noticing it is no small thing: it’s exactly what lets you pause a moment earlier next time.',
  ],
  ask: [
    'What’s the first sign that tells you it’s about to happen again?',
    'What could you do differently next time you feel it coming, even something small?',
  ],
};

export const INSIGHT: Record<Lang, InsightTemplates> = { it: IT, en: EN };
