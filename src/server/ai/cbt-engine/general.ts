/**
 * The answer to a question no knowledge entry fits: never a stock non-answer, but a short honest
 * general answer shaped by what the question asks (why / how / yes-or-no) and drawn from the
 * conversation's topic or feeling (this message first, then the last few), and one question.
 */
import { normalize } from '../text/normalize';
import { paragraphs, personTurns, type Ctx, type Draft } from './context';
import { carriedTopics, readEmotions, type EmotionId, type TopicId } from './emotions';
import { answerLead } from './answer-lead';
import { opinionWithPlan } from './opinion-plan';
import { fill } from './state';
import { questionForms } from './knowledge/question';
import { questionSubject } from './question-subject';
import { questionKindAnswer } from './question-kinds';
import { mentionsHealth } from './turns';
import { ANSWER_LEAD, type AskForm } from './templates/answer-lead';
import { GENERAL, type GeneralForm, type GeneralTheme } from './templates/general';

function formOf(norm: string): GeneralForm {
  const forms = questionForms(norm);
  if (forms.has('why')) return 'why';
  if (forms.has('how') || forms.has('where')) return 'how';
  if (forms.has('is_this') || forms.has('could') || forms.has('normal') || forms.has('should'))
    return 'yesno';
  if (
    /^(?:(?:e|ma|and|but|so) )?(?:sono|sei|e|ho|posso|devo|dovrei|am|is|are|do|does|did|can|should|could|would|will)\b/.test(
      norm,
    )
  )
    return 'yesno';
  return 'other';
}

const EMOTION_THEMES: ReadonlySet<EmotionId> = new Set([
  'anxiety',
  'sadness',
  'anger',
  'stress',
  'loneliness',
  'guilt',
]);

/** How many of the person's turns before this one may still give the answer its theme. */
const THEME_TURNS = 2;

/**
 * The theme of the conversation: a topic or feeling this message carries, else one the last two user
 * turns carry. A topic read from people in general ("certa gente") or from someone named only as
 * company ("con mio padre accanto") does not count, nor one from further back: with no theme the
 * answer keeps to the question's own form and words ('generic').
 */
export function conversationTheme(ctx: Ctx): GeneralTheme {
  const texts = [ctx.norm, ...personTurns(ctx, THEME_TURNS).map(normalize)];
  const themes = GENERAL[ctx.lang].theme;
  // This message's topic or feeling first; then a topic of the last turns (a boss in the turn before)
  // before a passing feeling of theirs: the question is usually about the situation.
  const topicOf = (norm: string) => carriedTopics(norm).find((t: TopicId) => themes[t]);
  const emotionOf = (norm: string) => {
    const e = readEmotions(norm).primary;
    return e && EMOTION_THEMES.has(e) ? e : undefined;
  };
  // A body or a doctor a few turns back is the theme only of a question about it: "devo costringerlo o
  // lasciarlo a casa?" after a stomach ache the doctor found nothing in is about the child, not the wait.
  const earlierOf = (norm: string) =>
    carriedTopics(norm).find((t: TopicId) => themes[t] && (t !== 'health' || mentionsHealth(texts[0]!)));
  return (
    topicOf(texts[0]!) ??
    emotionOf(texts[0]!) ??
    texts.map(earlierOf).find(Boolean) ??
    texts.map(emotionOf).find(Boolean) ??
    'generic'
  );
}

/** What follows the lead for a decision (a way to weigh it) or "is it normal" (when to ask for help). */
function formLine(ctx: Ctx, form: AskForm | undefined): string | undefined {
  const A = ANSWER_LEAD[ctx.lang];
  if (form === 'decision' || form === 'choice') return ctx.c.pick('al.weigh', A.weigh);
  if (form === 'normal') return ctx.c.pick('al.care', A.normalCare);
  return undefined;
}

const REPEATS = [/guadagn|\bgain/i, /sei mesi|six months/i];

/** After a decision the question back continues the weighing, on the person's words when they came out. */
function decisionAnswer(ctx: Ctx, lead: string, focus: string | undefined): Draft {
  const A = ANSWER_LEAD[ctx.lang];
  // The question does not repeat the way to weigh it the lead already gave (gains and losses, six months on).
  const echoes = (q: string) => REPEATS.some((re) => re.test(lead) && re.test(q));
  const fresh = (list: string[]) => (list.some((q) => !echoes(q)) ? list.filter((q) => !echoes(q)) : list);
  const ask = focus
    ? fill(ctx.c.pick('al.da', fresh(A.decisionAsk)), { focus })
    : ctx.c.pick('al.db', fresh(A.decisionAskBare));
  return { text: paragraphs(lead, ask), suggestions: [] };
}

export function generalAnswer(ctx: Ctx): Draft {
  const G = GENERAL[ctx.lang];
  const theme = conversationTheme(ctx);
  const content = G.theme[theme] ?? G.theme.generic;
  const form = formOf(ctx.norm);
  const own = answerLead(ctx);
  // "tu cosa faresti al mio posto?" after a plan of theirs: that plan, named.
  const planned = own?.form === 'opinion' ? opinionWithPlan(ctx) : null;
  if (planned) return planned;
  // "how will I know when it's time?", "who do I tell first?": the kind of question has an answer of its own.
  const kinded = questionKindAnswer(ctx);
  if (kinded) return kinded;
  // A yes-or-no question no lead took up is named in the person's own words before the general part.
  const subject =
    !own && form !== 'why' && form !== 'how' ? questionSubject(ctx.message, ctx.lang) : undefined;
  const named = subject ? fill(ctx.c.pick('g.subject', G.subject), { subject }) : undefined;
  const lead = [own?.line ?? named ?? ctx.c.pick(`g.l.${form}`, G.lead[form]), formLine(ctx, own?.form)]
    .filter(Boolean)
    .join(' ');
  // A choice between two ways ("…o lascio stare?") has its first way as focus, not an infinitive to ask about.
  if (own?.form === 'decision' || own?.form === 'choice')
    return decisionAnswer(ctx, lead, own.form === 'decision' ? own.focus : undefined);
  const say = ctx.c.pick(`g.s.${theme}`, content.say);
  const fresh = (s: string) => !ctx.c.stale(s);
  const generic = G.theme.generic;
  const body = fresh(say) ? say : generic.say.find(fresh);
  const asks = [...content.ask, ...generic.ask].filter(fresh);
  const ask = asks.length ? ctx.c.pick(`g.a.${theme}`, asks) : undefined;
  return { text: paragraphs(body ? `${lead} ${body}` : lead, ask), suggestions: [] };
}
