/**
 * "E poi?", "e il resto quando lo faccio?", "and once it's open, then what?", "treadmill forever?":
 * asked right after a plan, the question is about what comes after it. The answer gives the step
 * that usually follows, by what the plan (or the conversation) is about, opening on the person's own
 * condition ("once it's open" -> "Once it’s open,") or on the plan itself, and one question.
 */
import { normalize, rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { askFocus, takesUp } from './answer-lead';
import { secondPerson } from './memory';
import { planTopic, type PlanTopic } from './plan-topic';
import { fill } from './state';
import { PLAN_NEXT } from './templates/plan-next';
import { readTopics } from './emotions';

const AFTER = rx(
  '\\b(?:e poi|poi (?:che|cosa)|e dopo|dopo (?:che|cosa)|(?:e )?il resto|una volta (?:che|fatto|fatta|apert\\w*|finit\\w*)|then what(?= ?\\?|$)|and then(?= ?\\?|$| what\\b)|what next|what after|after that|once (?:it|its|i|ive|thats|that|the)|the rest|forever|per sempre)\\b',
);
const CONDITION_IT = /\b(una volta (?:che )?[^,?]+?|dopo che [^,?]+?)(?:,|\s+poi\b|\?|$)/iu;
const CONDITION_EN = /\b(once [^,?]+?|after [^,?]+?)(?:,|\s+then\b|\?|$)/iu;

const OPENER = /^(?:Dopo|Quando|Con|After|Once|When|With)\b[^,]*,\s*/u;

/** The conversation's topic when the plan names none ("opening it with my brother" about a statement). */
function topicOf(ctx: Ctx, plan: string): PlanTopic | 'generic' {
  const own = planTopic(plan);
  if (own) return own;
  const turns = ctx.req.history.filter((t) => t.role === 'user').map((t) => normalize(t.content));
  return turns.some((t) => readTopics(t).includes('money')) ? 'money' : 'generic';
}

/** The person's own condition said back ("once it's open" -> "Once it’s open,"), or undefined. */
function condition(ctx: Ctx): string | undefined {
  const m = (ctx.lang === 'it' ? CONDITION_IT : CONDITION_EN).exec(ctx.message.replace(/[’]/g, "'"));
  const said = m ? secondPerson(m[1]!.trim(), ctx.lang).replace(/'/g, '’') : undefined;
  return said && said.split(' ').length <= 8 ? said[0]!.toUpperCase() + said.slice(1) : undefined;
}

export function planNextReply(ctx: Ctx): Draft | null {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.turn < 0 || st.turn - p.turn > 2) return null;
  // "I've tried asking her before, she replies in one line" / "then what should I do": after pushback on
  // the plan, the question asks for another way, not the step after it.
  if (st.pushbackAt >= 0 && st.pushbackAt === st.turn - 1) return null;
  if (!AFTER.test(ctx.norm) && askFocus(ctx.message, ctx.lang)?.form !== 'next') return null;
  const T = PLAN_NEXT[ctx.lang];
  const next = T.next[topicOf(ctx, p.text)];
  const own = condition(ctx);
  // The person's condition takes the place of the line's own opening clause ("Dopo il primo passo,").
  const body = own ? `${own}, ${next.replace(OPENER, '')}` : next;
  // "e il resto?" is answered "Il resto viene dopo…": a lead on the person's own word first.
  const mine = T.lead.filter((l) => takesUp(ctx.message, l));
  const lead = own ? undefined : fill(ctx.c.pick('pn.lead', mine.length ? mine : T.lead), { plan: p.text });
  const asks = T.ask.filter((q) => !ctx.c.stale(q));
  return {
    text: paragraphs(lead ? `${lead} ${body}` : body, asks.length ? ctx.c.pick('pn.ask', asks) : undefined),
    suggestions: [],
  };
}
