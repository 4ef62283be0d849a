/**
 * The subject of a yes-or-no question in the person's own words, said back in the second person
 * ("secondo te ce l'ha con me?" -> "ce l'ha con te", "is it silly to grieve for a pet?" -> "it is
 * silly to grieve for a pet"), so a general answer starts from what was asked and not from the topic.
 * Undefined when the words cannot be said back cleanly.
 */
import type { Lang } from '../types';
import { clauseToSecond } from './answer-lead';
import { secondPerson } from './memory';

const MAX_WORDS = 10;

const LEAD_IT =
  /^(?:(?:ma|e|allora|quindi|ok|scusa|senti)[, ]+)*(?:secondo te[, ]*|(?:tu )?(?:pensi|credi|dici) che |mi chiedo se |vorrei sapere se |è vero che |e vero che )?/u;
const LEAD_EN = /^(?:(?:but|and|so|ok|okay|well)[, ]+)*(?:do you think |i wonder if |i was wondering if )?/u;
/** An English yes-or-no question: the verb first, then a pronoun ("is it…", "will she…"); a longer subject cannot be told from its verb. */
const INVERTED_EN =
  /^(am|is|are|was|were|can|could|should|will|would|might)\s+(it|this|that|he|she|they|we|i)\s+(.+)$/u;

const clean = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[?!.…]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();

const fits = (s: string | null | undefined) => {
  const n = s ? s.split(' ').length : 0;
  return s && n >= 2 && n <= MAX_WORDS && !/[?;:,«»"“”]/u.test(s) ? s : undefined;
};

function italian(q: string): string | undefined {
  const had = LEAD_IT.exec(q)?.[0] ?? '';
  const rest = q.slice(had.length).trim();
  // Questions with a question word ("come…", "cosa…", "perché…") have their own leads.
  // "il resto quando lo faccio?" asks when, wherever its question word stands.
  if (
    !rest ||
    /^(?:come|cosa|che|perch|quando|quanto|quale|quali|dove|chi|se)\b/u.test(rest) ||
    /\b(?:come|cosa|perch\p{L}*|quando|quanto|quanta|quanti|dove|chi)\b/u.test(rest)
  )
    return undefined;
  if (
    !had &&
    !/^(?:è|e|ce|c'è|ci|sono|sei|ho|posso|devo|si può|può|puo|serve|ha|hanno|mi|ti|lo|la|le|gli)\b/u.test(
      rest,
    )
  )
    return undefined;
  return fits(clauseToSecond(rest));
}

function english(q: string): string | undefined {
  const rest = q.replace(LEAD_EN, '');
  const m = INVERTED_EN.exec(rest);
  if (!m) return undefined;
  const [, verb, who, what] = m;
  const subject = who === 'i' ? 'you' : who!;
  const aux = who === 'i' && verb === 'am' ? 'are' : verb!;
  return fits(secondPerson(`${subject} ${aux} ${what}`, 'en').replace(/\byou is\b/gu, 'you are'));
}

export function questionSubject(message: string, lang: Lang): string | undefined {
  const q = clean(message.split(/(?<=[.!?])\s+/u).pop() ?? message);
  if (!q) return undefined;
  return lang === 'it' ? italian(q) : english(q);
}
