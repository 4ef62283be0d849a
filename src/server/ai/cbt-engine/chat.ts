/**
 * The chat feature of the built-in engine. One reply = listen and reflect the
 * feeling -> name a thinking trap gently with a balanced alternative and a
 * Socratic question (or plain psychoeducation and an open question) -> a
 * fitting exercise from the library when useful -> one small concrete step
 * (or an offer to do a thought record together).
 */
import { distortionInfo } from '../distortions';
import { wordCount } from '../text/normalize';
import { CHAT, paragraphs, type Ctx, type Draft } from './context';
import { is } from './intents';
import { fill, quote, rememberSuggestion } from './state';
import { needsFor, pickSuggestions } from './suggest';
import { continueThoughtRecord, startThoughtRecord } from './thought-record';
import type { StepKey } from './templates/types';

const OFFER_EVERY_TURNS = 4;
const SUGGEST_EVERY_TURNS = 2;

function suggestionLine(ctx: Ctx, draft: Draft): string | undefined {
  const s = draft.suggestions[0];
  if (!s) return undefined;
  const T = CHAT[ctx.lang];
  return fill(ctx.c.pick(`sugg.${s.kind}`, T.suggestion[s.kind]), { title: s.title });
}

function smallStep(ctx: Ctx, key: StepKey): string {
  const T = CHAT[ctx.lang];
  return `${ctx.c.pick('stepLead', T.stepLead)} ${ctx.c.pick(`step.${key}`, T.step[key])}`;
}

function suggest(ctx: Ctx, max = 1, force = false): Draft['suggestions'] {
  const st = ctx.c.state;
  const due = force || st.lastSuggestionTurn < 0 || st.turn - st.lastSuggestionTurn >= SUGGEST_EVERY_TURNS;
  if (!due) return [];
  let needs = needsFor(
    ctx.req.feature,
    ctx.emotions.emotions,
    ctx.topics,
    ctx.distortions.map((d) => d.id),
  );
  if (!needs.length && force)
    needs = st.lastDistortions.length ? ['rumination', 'stress'] : ['anxiety', 'stress'];
  const picked = pickSuggestions(ctx.c, ctx.req.library, needs, max);
  for (const p of picked) rememberSuggestion(st, p.slug);
  return picked;
}

/** Name the strongest thinking trap, offer a balanced thought and a question. */
export function distortionMove(ctx: Ctx, withQuestion: boolean): string | undefined {
  const d = ctx.distortions[0];
  if (!d) return undefined;
  const T = CHAT[ctx.lang];
  const info = distortionInfo(d.id, ctx.lang);
  const description = info.description;
  const ev = d.evidence;
  const canQuote = ev && wordCount(ev) >= 2 && ev.length <= 80 && ev.length < ctx.message.trim().length * 0.7;
  const lead = canQuote
    ? fill(ctx.c.pick('dlq', T.distortionLeadQuote), { quote: quote(ev, 70), name: info.name, description })
    : fill(ctx.c.pick('dl', T.distortionLead), { name: info.name, description });
  const balanced = fill(ctx.c.pick('bal', T.balancedLead), { balanced: info.balancedExample });
  const question = withQuestion ? ctx.c.pick(`q.${d.id}`, info.questions) : undefined;
  return paragraphs(`${lead} ${balanced}`, question);
}

export function chatReply(ctx: Ctx): Draft {
  const { c, norm, message } = ctx;
  const T = CHAT[ctx.lang];
  const st = c.state;
  const input = { message, norm };

  if (st.thoughtRecord) {
    const r = continueThoughtRecord(c, input);
    return { text: r.text, suggestions: [] };
  }
  if (st.pendingOffer === 'thought_record') {
    st.pendingOffer = null;
    if (is.yes(norm)) return { text: startThoughtRecord(c, input), suggestions: [] };
    if (is.no(norm)) {
      const key: StepKey = ctx.emotions.primary ?? 'generic';
      return {
        text: paragraphs(
          `${c.pick('decline', T.declineOffer)} ${c.pick('socratic', T.socratic)}`,
          smallStep(ctx, key),
        ),
        suggestions: [],
      };
    }
  }
  if (is.startThoughtRecord(norm)) return { text: startThoughtRecord(c, input), suggestions: [] };
  if (is.stop(norm) && wordCount(message) <= 3)
    return { text: c.pick('nothingToStop', T.nothingToStop), suggestions: [] };

  const hasContent = ctx.emotions.emotions.length > 0 || ctx.distortions.length > 0;
  if (is.greetingOnly(norm)) {
    const returning = ctx.req.history.some((t) => t.role === 'assistant');
    return {
      text: returning ? c.pick('greetR', T.greetingReturning) : c.pick('greet', T.greeting),
      suggestions: [],
    };
  }
  if (is.thanksOnly(norm) && !hasContent) return { text: c.pick('thanks', T.thanks), suggestions: [] };
  if (is.bye(norm) && !hasContent) return { text: c.pick('bye', T.bye), suggestions: [] };
  if (is.identity(norm)) return { text: c.pick('identity', T.identity), suggestions: [] };
  if (is.capabilities(norm)) return { text: c.pick('capabilities', T.capabilities), suggestions: [] };
  if (is.medication(norm)) return { text: c.pick('medication', T.medication), suggestions: [] };
  if (is.diagnosis(norm)) return { text: c.pick('diagnosis', T.diagnosis), suggestions: [] };
  if (is.unrelated(norm) && !hasContent) return { text: c.pick('unrelated', T.unrelated), suggestions: [] };

  const afterCrisis =
    st.lastCrisis && st.turn - st.lastCrisis.turn <= 2 ? c.pick('afterCrisis', T.afterCrisis) : undefined;
  const primary = ctx.emotions.primary;

  if (!primary && ctx.emotions.emotions.includes('positive') && ctx.distortions.length === 0) {
    const draft: Draft = { text: '', suggestions: suggest(ctx) };
    draft.text = paragraphs(
      `${c.pick('positive', T.positive)} ${c.pick('positiveQ', T.positiveQuestion)}`,
      suggestionLine(ctx, draft),
      smallStep(ctx, 'positive'),
    );
    return draft;
  }

  if (is.wantsExercise(norm) && ctx.distortions.length === 0) {
    const draft: Draft = { text: '', suggestions: suggest(ctx, 2, true) };
    const reflect = primary ? c.pick(`reflect.${primary}`, T.reflect[primary]) : undefined;
    draft.text = paragraphs(
      afterCrisis,
      reflect,
      `${c.pick('exIntro', T.exerciseIntro)} ${c.pick('breath', T.quickBreathing)}`,
      suggestionLine(ctx, draft),
    );
    return draft;
  }

  // Listen and reflect.
  let p1 = primary
    ? c.pick(`reflect.${primary}`, T.reflect[primary])
    : c.pick('reflectGeneric', T.reflectGeneric);
  if (primary && ctx.emotions.intense) p1 += ' ' + c.pick('intense', T.reflectIntense);
  const topic = ctx.topics[0];
  if (topic && (ctx.distortions.length === 0 || c.index('topic', 3) === 0))
    p1 += ' ' + c.pick(`topic.${topic}`, T.topic[topic]);

  // Name a thinking trap, or normalise and ask.
  const d = ctx.distortions[0];
  const offer =
    !!d && d.score >= 0.6 && (st.lastOfferTurn < 0 || st.turn - st.lastOfferTurn >= OFFER_EVERY_TURNS);
  const p2 = d
    ? distortionMove(ctx, !offer)
    : `${c.pick(`norm.${primary ?? 'generic'}`, T.normalise[primary ?? 'generic'])} ${c.pick('socratic', T.socratic)}`;

  // A fitting exercise, then one small step or the offer.
  const draft: Draft = { text: '', suggestions: primary || d ? suggest(ctx) : [] };
  let p3: string;
  if (offer) {
    st.pendingOffer = 'thought_record';
    st.lastOfferTurn = st.turn;
    p3 = c.pick('offer', T.offerThoughtRecord);
  } else p3 = smallStep(ctx, primary ?? 'generic');
  draft.text = paragraphs(afterCrisis, p1, p2, suggestionLine(ctx, draft), p3);
  return draft;
}
