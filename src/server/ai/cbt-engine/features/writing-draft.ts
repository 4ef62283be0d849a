/**
 * A short draft in the writing module (a sentence or two): the reply starts from the person's
 * own words, quoting how they began, and builds the writing prompt on them rather than on a
 * generic theme. The module's form sends the draft after a fixed lead line (WRITING_DRAFT_LEAD),
 * which is how the engine tells it from the topic.
 */
import { quote } from '../state';
import type { Lang } from '../../types';

/** The line before the draft in the module's message (ai-modules.compose.ts writes it). */
export const WRITING_DRAFT_LEAD: Record<Lang, string> = {
  it: 'Quello che ho scritto finora:',
  en: 'What I have written so far:',
};

interface DraftText {
  started: string;
  noticed: string;
  lead: string;
  fromLast: string;
  fromThere: string;
  pause: string;
  wish: string;
  kinder: string;
  close: string;
}

const TEXT: Record<Lang, DraftText> = {
  it: {
    started: 'Hai già cominciato, e l\u2019inizio c\u2019è: «{first}».',
    noticed: 'Tra le tue parole sento soprattutto {emotions}.',
    lead: 'Ecco come proseguire, per 10-15 minuti, partendo da quello che hai scritto:',
    fromLast:
      'Riparti da «{last}» e continua senza fermarti: cosa è successo subito prima, e cosa subito dopo?',
    fromThere: 'Riparti da lì e continua senza fermarti: cosa è successo subito prima, e cosa subito dopo?',
    pause:
      'Quando arrivi al punto che ti tocca di più, fermati un momento: cosa senti nel corpo, e cosa ti stai dicendo?',
    wish: 'Scrivi cosa vorresti che qualcuno capisse di questa situazione, anche se non l\u2019hai mai detto ad alta voce.',
    kinder: 'Se trovi frasi dure verso di te, riscrivile come le direbbe una persona che ti vuole bene.',
    close: 'Negli ultimi minuti rileggi tutto e chiediti: di cosa avrei bisogno adesso?',
  },
  en: {
    started: 'You\u2019ve already started, and the beginning is there: "{first}".',
    noticed: 'In your words I hear mostly {emotions}.',
    lead: 'Here\u2019s how to carry on, for 10-15 minutes, starting from what you wrote:',
    fromLast:
      'Pick up from "{last}" and keep writing without stopping: what happened just before, and just after?',
    fromThere:
      'Pick up from there and keep writing without stopping: what happened just before, and just after?',
    pause:
      'When you reach the part that touches you most, pause for a moment: what do you feel in your body, and what are you telling yourself?',
    wish: 'Write what you wish someone understood about this situation, even if you\u2019ve never said it out loud.',
    kinder:
      'If you find harsh sentences about yourself, rewrite them the way someone who loves you would say them.',
    close: 'In the last few minutes, read it all back and ask yourself: what do I need right now?',
  },
};

/** The topic and the draft of a writing module message, when it carries a draft. */
export function splitDraft(message: string): { topic: string; draft: string } | null {
  for (const lead of Object.values(WRITING_DRAFT_LEAD)) {
    const at = message.lastIndexOf(lead);
    if (at < 0) continue;
    const draft = message.slice(at + lead.length).trim();
    return draft ? { topic: message.slice(0, at).trim(), draft } : null;
  }
  return null;
}

/**
 * The prompt built on a short draft: how it began, the feelings heard in it, then steps that
 * carry on from its last sentence. `emotions` is the feelings' names ("tristezza e solitudine").
 */
export function draftPrompt(
  lang: Lang,
  draft: string,
  { emotions, selfCritical }: { emotions: string | undefined; selfCritical: boolean },
): string {
  const T = TEXT[lang];
  const sentences = draft
    .split(/(?<=[.!?\u2026])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => /\p{L}/u.test(s));
  const first = quote(sentences[0] ?? draft, 90);
  const last = sentences.length > 1 ? quote(sentences.at(-1)!, 90) : null;
  const opening = [
    T.started.replace('{first}', first),
    emotions ? T.noticed.replace('{emotions}', emotions) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const steps = [
    last ? T.fromLast.replace('{last}', last) : T.fromThere,
    T.pause,
    selfCritical ? T.kinder : T.wish,
    T.close,
  ].map((s, i) => `${i + 1}. ${s}`);
  return `${opening}\n\n${T.lead}\n${steps.join('\n')}`;
}
