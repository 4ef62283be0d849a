/**
 * An insight of the person's own ("forse il problema è che quando sono stanca non mi fermo mai",
 * "I think the problem is I never say no"): said back in their words, in the second person, valued
 * as theirs, and carried one step on with a question about what they could do with it. No plan is
 * kept: an insight is not yet a step.
 */
import type { Lang } from '../types';
import { clauseToSecond, secondVerb } from './second-person-it';
import { paragraphs, type Ctx, type Draft } from './context';
import { INFINITIVE_IT, sayBack } from './plan-say';
import { fill } from './state';
import { INSIGHT } from './templates/insight';

const START: Record<Lang, RegExp> = {
  it: /^(?:(?:ok|allora|quindi|boh|ecco|sì|si|mah|cioè|cioe)[,\s]+)*(?:(?:forse|mi sa che|credo che|penso che|secondo me)\s+(?:il (?:vero )?problema|il punto|la verità|la verita|il fatto)\s+(?:è|e)\s+che|.*?\b(?:mi rendo conto che|mi sono res[oa] conto che|ho capito che|sto capendo che|forse (?:è|e) perch[ée]|forse dipende dal fatto che|forse dipende da))\s+(.+)$/iu,
  en: /^(?:(?:ok|so|yeah|hmm|well)[,\s]+)*(?:(?:maybe|i think|i guess|perhaps)\s+(?:the (?:real )?problem is|the thing is|the truth is|it['’]?s because|that['’]?s because)(?:\s+that)?|.*?\bi\s+(?:realise|realize|realised|realized|see now|get now|just realised|just realized|['’]?ve realised|['’]?ve realized|['’]?ve noticed|noticed)\s+that)\s+(.+)$/iu,
};

const MAX_WORDS = 16;

/** "quando sono stanca non mi fermo mai e poi esplodo" -> "quando sei stanca non ti fermi mai e poi esplodi". */
function turnIt(clause: string): string | null {
  const first = clauseToSecond(clause);
  if (!first) return null;
  const words = first.split(' ');
  const out = words
    .map((w, i) => {
      const prev = (words[i - 1] ?? '').toLowerCase();
      const verb = !!INFINITIVE_IT[w.toLowerCase()] || (prev === 'poi' && /^\p{L}{3,}o$/u.test(w));
      return verb && /^(?:e|poi|ma|o|anche)$/u.test(prev) ? secondVerb(w) : w;
    })
    .join(' ');
  return /(?<!\p{L})(?:io|me|mi|mio|mia|miei|mie)(?!\p{L})/iu.test(out) ? null : out;
}

/** The insight's own clause, turned to the second person, or null when it does not come out cleanly. */
export function insightClause(message: string, lang: Lang): string | null {
  const m = START[lang].exec(message.trim()) ?? START[lang === 'it' ? 'en' : 'it'].exec(message.trim());
  const clause = m?.[1]
    ?.replace(/[.!…\s]+$/u, '')
    .split(/[.;!?]/u)[0]
    ?.trim();
  if (!clause || clause.split(/\s+/).length > MAX_WORDS || clause.split(/\s+/).length < 2) return null;
  return lang === 'it' ? turnIt(clause) : sayBack(clause, 'en');
}

export function insightReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const T = INSIGHT[ctx.lang];
  const clause = insightClause(ctx.message, ctx.lang);
  const back = clause ? fill(c.pick('in.back', T.back), { insight: clause }) : c.pick('in.named', T.named);
  return {
    text: paragraphs(`${back} ${c.pick('in.worth', T.worth)}`, c.pick('in.ask', T.ask)),
    suggestions: [],
  };
}
