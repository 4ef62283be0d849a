/**
 * The chat feature of the built-in engine. One reply = listen and reflect the
 * feeling -> name a thinking trap gently with a balanced alternative and a
 * Socratic question (or plain psychoeducation and an open question) -> a
 * fitting exercise from the library when useful -> one small concrete step
 * (or an offer to do a thought record together). An elevated turn asks the
 * check-in question instead (check-in.ts).
 */
import { distortionInfo } from '../distortions';
import { wordCount } from '../text/normalize';
import { freshBalanced, ownBalancedPrompt } from './balanced';
import { answeredNo, attentive, checkInAnswer, elevatedReply } from './check-in';
import { asksCanHelp, canHelpReply, identityReply } from './companion';
import { followUpReply } from './clarify';
import { CHAT, paragraphs, type Ctx, type Draft } from './context';
import { earlierTopics, isClearlyPositive } from './emotions';
import { aboutPet } from './question-context';
import { is } from './intents';
import { PSY, psyTopicFor } from './psychoeducation';
import { fill, quote, rememberSuggestion } from './state';
import {
  healthReply,
  knownAnswer,
  lowReply,
  planCheckLine,
  planDetailReply,
  planReply,
  planReportReply,
  questionReply,
  quickChoiceReply,
} from './moves';
import { pushbackReply } from './pushback';
import { NO_STEPS_KEY } from './pushback-words';
import { closingReply } from './closing';
import { insightReply } from './insight';
import { explainAccepted, openingReply, panicNowReply } from './opening';
import { stepTakenReply } from './step-taken';
import { audienceReply } from './audience';
import { hopelessReply } from './hopeless';
import { formalNote } from './formal-address';
import { intrusiveReply } from './intrusive';
import { lowMoodReply } from './low-mood';
import { reactionReply } from './reaction';
import { closesExercise } from './closing-words';
import { committedForLater, planFollowUpReply } from './plan-followup';
import { checkedAlready, healthStatementReply, isHealthStatement } from './health-statement';
import { chooseMove, reflectLine } from './reflect';
import { needsFor, pickSuggestions } from './suggest';
import { continueThoughtRecord, resumeThoughtRecord, startThoughtRecord } from './thought-record';
import { thoughtRecordAside } from './thought-record-aside';
import type { StepKey } from './templates/types';

const OFFER_EVERY_TURNS = 4;
const SUGGEST_EVERY_TURNS = 2;
/** A "sì" still accepts the thought-record offer when another message came in between. */
const OFFER_VALID_TURNS = 2;

const reply = (text: string): Draft => ({ text, suggestions: [] });

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
  // «non voglio esercizi» said earlier: no exercise or meditation is put forward unless asked for (force).
  if (!due || (!force && st.used[NO_STEPS_KEY])) return [];
  let needs = needsFor(
    ctx.req.feature,
    ctx.emotions.emotions,
    ctx.topics,
    ctx.distortions.map((d) => d.id),
    ctx.norm,
  );
  if (!needs.length && force)
    needs = st.lastDistortions.length ? ['rumination', 'stress'] : ['anxiety', 'stress'];
  const picked = pickSuggestions(ctx.c, ctx.req.library, needs, max);
  for (const p of picked) rememberSuggestion(st, p.slug);
  return picked;
}

/**
 * Name the strongest thinking trap, offer an alternative thought this conversation has not
 * heard yet (or, when none is left, ask for the person's own) and a question.
 */
export function distortionMove(ctx: Ctx, withQuestion: boolean): string | undefined {
  const d = ctx.distortions[0];
  if (!d) return undefined;
  const T = CHAT[ctx.lang];
  const info = distortionInfo(d.id, ctx.lang);
  const description = info.description;
  const ev = d.evidence;
  const canQuote =
    ev &&
    wordCount(ev) >= 2 &&
    wordCount(ev) <= 8 &&
    ev.length <= 60 &&
    ev.length < ctx.message.trim().length * 0.7;
  const lead = canQuote
    ? fill(ctx.c.pick('dlq', T.distortionLeadQuote), { quote: quote(ev, 70), name: info.name, description })
    : fill(ctx.c.pick('dl', T.distortionLead), { name: info.name, description });
  const alternative = freshBalanced(ctx.c, d.id);
  if (!alternative) return `${lead} ${ownBalancedPrompt(ctx.c)}`;
  const balanced = fill(ctx.c.pick('bal', T.balancedLead), { balanced: alternative });
  const question = withQuestion ? ctx.c.pick(`q.${d.id}`, info.questions) : undefined;
  return paragraphs(`${lead} ${balanced}`, question);
}

/** "Sì" to the thought-record offer, right after it or one message later; "no" right after it. */
function offerReply(ctx: Ctx): Draft | null {
  const { c, norm } = ctx;
  const st = c.state;
  if (st.pendingOffer !== 'thought_record') return null;
  const since = st.turn - st.lastOfferTurn;
  if (since <= OFFER_VALID_TURNS && is.yes(norm)) return reply(startThoughtRecord(c, ctx));
  if (since >= OFFER_VALID_TURNS) {
    st.pendingOffer = null;
    return null;
  }
  if (!is.no(norm)) return null;
  st.pendingOffer = null;
  if (!st.rejected.includes('thought_record')) st.rejected = st.rejected.concat('thought_record').slice(-5);
  const T = CHAT[ctx.lang];
  return reply(`${c.pick('decline', T.declineOffer)} ${c.pick('socratic', T.socratic)}`);
}

/** Short messages with an intent of their own: greetings, thanks, questions about the assistant, out of scope. */
function intentReply(ctx: Ctx): Draft | null {
  const { c, norm, message } = ctx;
  const T = CHAT[ctx.lang];
  // "does a thought record help with jealousy?" asks about it (answered as a question); "can we do one?" asks for it.
  if (is.startThoughtRecord(norm) && (ctx.turn.kind !== 'question' || is.asksToDo(norm)))
    return reply(startThoughtRecord(c, ctx));
  if (is.stop(norm) && wordCount(message) <= 3) return reply(c.pick('nothingToStop', T.nothingToStop));
  const hasContent = ctx.emotions.emotions.length > 0 || ctx.distortions.length > 0;
  if (is.greetingOnly(norm)) {
    const returning = ctx.req.history.some((t) => t.role === 'assistant');
    return reply(returning ? c.pick('greetR', T.greetingReturning) : c.pick('greet', T.greeting));
  }
  if (is.thanksOnly(norm) && !hasContent) return reply(c.pick('thanks', T.thanks));
  if (is.bye(norm) && !hasContent && ctx.turn.kind !== 'question') return reply(c.pick('bye', T.bye));
  if (is.identity(norm)) return identityReply(ctx);
  if (asksCanHelp(norm)) return canHelpReply(ctx);
  if (is.capabilities(norm)) return reply(c.pick('capabilities', T.capabilities));
  // A question about medicines gets the knowledge's answer to it when one fits.
  const asked = ctx.turn.kind === 'question' && is.medication(norm) ? knownAnswer(ctx) : null;
  if (asked) return asked;
  if (is.medication(norm) && !aboutPet(ctx)) return reply(c.pick('medication', T.medication));
  if (is.diagnosis(norm)) return reply(c.pick('diagnosis', T.diagnosis));
  const midway = ctx.req.history.some((t) => t.role === 'user');
  if (is.unrelated(norm, earlierTopics(ctx.req.history).length > 0, midway) && !hasContent)
    return reply(c.pick('unrelated', T.unrelated));
  return null;
}

function afterCrisisLine(ctx: Ctx): string | undefined {
  const st = ctx.c.state;
  return st.lastCrisis && st.turn - st.lastCrisis.turn <= 2
    ? ctx.c.pick('afterCrisis', CHAT[ctx.lang].afterCrisis)
    : undefined;
}

/** Good news, with nothing to untangle. */
function positiveReply(ctx: Ctx): Draft {
  const T = CHAT[ctx.lang];
  const draft: Draft = { text: '', suggestions: suggest(ctx) };
  draft.text = paragraphs(
    `${ctx.c.pick('positive', T.positive)} ${ctx.c.pick('positiveQ', T.positiveQuestion)}`,
    suggestionLine(ctx, draft),
    smallStep(ctx, 'positive'),
  );
  return draft;
}

/** "What can I do?": something to try now (the five-minute rule for putting things off), and an item. */
function exerciseReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const T = CHAT[ctx.lang];
  const primary = ctx.emotions.primary;
  const draft: Draft = { text: '', suggestions: suggest(ctx, 2, true) };
  const reflect = primary ? c.pick(`reflect.${primary}`, T.reflect[primary]) : undefined;
  const now =
    psyTopicFor(ctx.norm) === 'procrastination'
      ? PSY[ctx.lang].procrastination.tip
      : c.pick('breath', T.quickBreathing);
  draft.text = paragraphs(
    afterCrisisLine(ctx),
    reflect,
    `${c.pick('exIntro', T.exerciseIntro)} ${now}`,
    suggestionLine(ctx, draft),
  );
  return draft;
}

/**
 * The ordinary reply: the person's words and feeling said back, then one move (reflect.ts): the
 * thinking trap (or the thought-record offer), a question, a link, a step or psychoeducation.
 */
function listenReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  const d = ctx.distortions[0];
  // Soon after a check-in, or on a heavy turn, no exercise is offered: listening comes first.
  const offer =
    !!d &&
    d.score >= 0.6 &&
    !attentive(st) &&
    ctx.risk === 'none' &&
    !st.rejected.includes('thought_record') &&
    (st.lastOfferTurn < 0 || st.turn - st.lastOfferTurn >= OFFER_EVERY_TURNS);
  const chosen = chooseMove(ctx, !!d);
  const draft: Draft = { text: '', suggestions: ctx.emotions.primary || d ? suggest(ctx) : [] };
  let move = chosen.text;
  if (chosen.move === 'trap') {
    move = distortionMove(ctx, !offer);
    if (offer) {
      st.pendingOffer = 'thought_record';
      st.lastOfferTurn = st.turn;
      move = paragraphs(move, c.pick('offer', CHAT[ctx.lang].offerThoughtRecord));
    }
  }
  draft.text = paragraphs(afterCrisisLine(ctx), reflectLine(ctx), move, suggestionLine(ctx, draft));
  return draft;
}

/** Turns with a move of their own (moves.ts): pushback, plans, questions, few words, health worries. */
function turnReply(ctx: Ctx, first: boolean): Draft | null {
  const kind = ctx.turn.kind;
  if (first) {
    if (kind === 'pushback') return pushbackReply(ctx);
    if (kind === 'plan_report') return planReportReply(ctx);
    // A closing ends on what the person takes away (closing.ts), with or without a plan.
    if (kind === 'closing') return closingReply(ctx);
    // "e se spingessi quel signore sui binari": an unwanted thought, heard without alarm (intrusive.ts).
    const intrusive = intrusiveReply(ctx);
    if (intrusive) return intrusive;
    // "tanto non cambierà niente": taken seriously, then one small way in (hopeless.ts).
    const hopeless = hopelessReply(ctx);
    if (hopeless) return hopeless;
    // "ok, ci provo lunedì" or "il problema è che…" right after a plan is about that plan.
    const followUp = planFollowUpReply(ctx);
    if (followUp) return followUp;
    if (kind === 'plan') return planReply(ctx);
    if (kind === 'insight') return insightReply(ctx);
    return quickChoiceReply(ctx);
  }
  // "what if they don't reply?" is about their reaction, not a plan B for a technique.
  if (kind === 'question')
    return audienceReply(ctx) ?? reactionReply(ctx) ?? followUpReply(ctx) ?? questionReply(ctx);
  // "stasera" right after a plan is its time, not a low-engagement reply.
  const detail = planDetailReply(ctx);
  if (detail) return detail;
  if (kind === 'low') return lowReply(ctx);
  // A symptom told as a statement (a lump, a mole that changed) gets the GP pointer, not a technique.
  if (kind === 'health')
    return isHealthStatement(ctx.norm) || checkedAlready(ctx.norm)
      ? healthStatementReply(ctx)
      : healthReply(ctx);
  return null;
}

function conversationReply(ctx: Ctx): Draft {
  if (ctx.c.state.thoughtRecord) {
    // "grazie, per oggi basta" closes warmly; an answer to the step that merely holds a "grazie" is the answer.
    if (closesExercise(ctx.message, ctx.norm)) return closingReply(ctx);
    return thoughtRecordAside(ctx) ?? reply(continueThoughtRecord(ctx.c, ctx).text);
  }
  // "riprendiamo" (or asking for the exercise again) picks up a record a goodbye left halfway.
  if (ctx.c.state.pausedThoughtRecord && (is.resume(ctx.norm) || is.startThoughtRecord(ctx.norm)))
    return reply(resumeThoughtRecord(ctx.c));
  // "sì" to the offer to explain what they did not understand (opening.ts) gets the explanation.
  const direct =
    explainAccepted(ctx) ??
    turnReply(ctx, true) ??
    offerReply(ctx) ??
    intentReply(ctx) ??
    turnReply(ctx, false);
  if (direct) return direct;
  // Low mood lasting weeks: validation and the GP or a psychologist, not a body symptom's 112 (low-mood.ts).
  const lowMood = lowMoodReply(ctx);
  if (lowMood) return lowMood;
  if (isHealthStatement(ctx.norm)) return healthStatementReply(ctx);
  // A situation the conversation opens with, and a change already made, are met as what they are.
  const situation = panicNowReply(ctx) ?? openingReply(ctx) ?? stepTakenReply(ctx);
  if (situation) return situation;
  // Good news is met as good news, even when a word of it looks like a thinking trap.
  if (isClearlyPositive(ctx.norm)) return positiveReply(ctx);
  if (is.wantsExercise(ctx.norm) && ctx.distortions.length === 0) return exerciseReply(ctx);
  return listenReply(ctx);
}

/**
 * An elevated turn asks the check-in question; a question is still answered first and a plan
 * still said back (their statements only, so the check-in is the one question).
 */
function elevatedTurn(ctx: Ctx): Draft | null {
  const check = elevatedReply(ctx);
  const kind = ctx.turn.kind;
  if (!check || ctx.c.state.thoughtRecord) return check;
  // A statement is said back first, so the question comes after the person was heard, not instead.
  if (kind !== 'question' && kind !== 'plan')
    return wordCount(ctx.message) >= 5 ? { ...check, text: paragraphs(reflectLine(ctx), check.text) } : check;
  const core = kind === 'plan' ? planReply(ctx) : questionReply(ctx);
  const statements = core.text.split(/\n{2,}/).filter((p) => !p.trim().endsWith('?'));
  return { ...check, text: paragraphs(...statements.slice(0, kind === 'plan' ? 1 : 3), check.text) };
}

export function chatReply(ctx: Ctx): Draft {
  if (checkInAnswer(ctx.message, ctx.c.state) === 'no') return answeredNo(ctx, () => conversationReply(ctx));
  const elevated = elevatedTurn(ctx);
  // «Mi scusi, Lei crede che…»: the «tu» of the replies is said once, not left to look careless.
  const formal = elevated ? undefined : formalNote(ctx);
  const draft = elevated ?? conversationReply(ctx);
  const check = ctx.c.state.thoughtRecord || committedForLater(ctx) ? undefined : planCheckLine(ctx);
  return formal || check ? { ...draft, text: paragraphs(formal, draft.text, check) } : draft;
}
