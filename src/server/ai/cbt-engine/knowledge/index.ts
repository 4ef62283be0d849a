/**
 * The companion's psychoeducation knowledge: answers the question the person asked, in 2-4 plain
 * sentences and a follow-up question, or returns null so the conversation layer can reflect and ask.
 *
 *   const answer = answerQuestion(message, lang, { topics, recent: sentencesAlreadySaid, seed });
 */
import { normalize, rx } from '../../text/normalize';
import type { Lang } from '../../types';
import { KNOWLEDGE_ENTRIES } from './content/index';
import { bestEntry, buildIndex } from './match';
import { askedStems, pickFollowUp, pickWording, saidText } from './pick';
import { isQuestionNorm, questionForms } from './question';
import type { KnowledgeAnswer, KnowledgeContext } from './types';

export { isQuestion } from './question';
export { KNOWLEDGE_ENTRIES } from './content/index';
export type { KnowledgeAnswer, KnowledgeContext } from './types';

// A question that touches self-harm or suicide is never answered with psychoeducation: the safety
// layer and the conversation layer handle it.
const RISK = rx(
  '\\b(?:suicid\\w*|uccidermi|ammazzarmi|togliermi la vita|farla finita|farmi del male|autolesion\\w*|tagliarmi|voglia di morire|voglio morire|pensieri? (?:di|sulla) morte|kill myself|killing myself|end my life|end it all|hurt myself|hurting myself|self ?harm\\w*|cutting myself|want to die|wanna die|wish i was dead|wish i were dead|overdose|thoughts (?:of|about) (?:death|dying))\\b',
);

/** Texting short forms the normaliser leaves alone ("cm faccio", "hw do i"). */
const SHORT_FORMS: Record<string, string> = { cm: 'come', cme: 'come', hw: 'how', wat: 'what', wht: 'what', abt: 'about', bc: 'because' };

let index: ReturnType<typeof buildIndex> | undefined;

/** The answer to a question about wellbeing, or null when it is not a question or no entry fits well. */
export function answerQuestion(text: string, lang: Lang, ctx: KnowledgeContext = {}): KnowledgeAnswer | null {
  if (typeof text !== 'string') return null;
  const norm = normalize(text)
    .split(' ')
    .map((w) => SHORT_FORMS[w] ?? w)
    .join(' ');
  if (!norm || !isQuestionNorm(norm, lang) || RISK.test(norm)) return null;
  index ??= buildIndex(KNOWLEDGE_ENTRIES);
  const words = norm
    .split(' ')
    .filter((w) => /^[\p{L}\p{N}]/u.test(w));
  const forms = questionForms(norm);
  const input = { words, forms, topics: ctx.topics ?? [] };
  // When everything the best entry says was already said, the next entry that fits answers instead
  // (not after a health or medicine answer: without its pointer to the GP and 112 nothing is said).
  const skip = new Set<number>(careerNotCarer(text) ? carerEntries() : []);
  for (let tries = 0; tries < 2; tries++) {
    const best = bestEntry(KNOWLEDGE_ENTRIES, index, input, skip);
    if (best < 0) return null;
    const found = answerFrom(best, norm, lang, ctx, forms);
    if (found || ['health', 'medication'].includes(KNOWLEDGE_ENTRIES[best]!.kind)) return found;
    skip.add(best);
  }
  return null;
}

/**
 * "career" and "carer" read alike once doubled letters are squeezed: a question about a career, with
 * no one looked after in it, is never answered about caring for someone.
 */
const CAREER = /\bcareers?\b/i;
const CARING = /\b(?:carers?|caregiv\w*|caring for|look(?:ing)? after)\b/i;
const careerNotCarer = (text: string) => CAREER.test(text) && !CARING.test(text);
const CARER_IDS = new Set(['carer_support', 'life_caregiver']);
const carerEntries = () => KNOWLEDGE_ENTRIES.flatMap((e, i) => (CARER_IDS.has(e.id) ? [i] : []));

/** The answer of the entry with this id to a question, or null (no such entry, or all of it said). */
export function answerWithEntry(id: string, text: string, lang: Lang, ctx: KnowledgeContext = {}): KnowledgeAnswer | null {
  const i = KNOWLEDGE_ENTRIES.findIndex((e) => e.id === id);
  const norm = normalize(text);
  return i < 0 ? null : answerFrom(i, norm, lang, ctx, questionForms(norm));
}

function answerFrom(
  best: number,
  norm: string,
  lang: Lang,
  ctx: KnowledgeContext,
  forms: ReturnType<typeof questionForms>,
): KnowledgeAnswer | null {
  const entry = KNOWLEDGE_ENTRIES[best]!;
  const content = entry[lang] ?? entry.it;
  const said = saidText(ctx.recent);
  const seed = Number.isFinite(ctx.seed) ? ctx.seed! : 0;
  const sentences = pickWording(content, entry.kind, seed, said, askedStems(norm), forms.has('what'));
  if (!sentences) return null;
  return {
    id: entry.id,
    text: sentences.join(' '),
    followUp: pickFollowUp(content, seed, said),
    kind: entry.kind,
  };
}
