/**
 * Conversational moves of the chat: answer the question asked (knowledge/, or an honest reply
 * when no entry fits), build on the person's own plan and ask how it went, hear pushback and
 * change approach, and offer choices when the person has few words.
 */
import { normalize } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { isClearlyPositive, isSetback, readEmotions } from './emotions';
import { answerQuestion } from './knowledge/index';
import { alreadySaid, clipWords, planAction, secondPerson, splitSentences } from './memory';
import { fill, quote } from './state';
import { MOVES } from './templates/moves';

const T = (ctx: Ctx) => MOVES[ctx.lang];

/** Sentences said so far (the knowledge avoids repeating them). */
function recentSentences(ctx: Ctx): string[] {
  return ctx.req.history.filter((t) => t.role === 'assistant').flatMap((t) => splitSentences(t.content));
}

export function knowledge(ctx: Ctx, text: string, withFollowUp = true): string | undefined {
  const ans = answerQuestion(text, ctx.lang, {
    topics: [...ctx.topics, ...ctx.c.state.lastDistortions],
    recent: recentSentences(ctx),
    seed: ctx.c.index('knowledge', 1_000_003),
  });
  if (!ans) return undefined;
  const follow = withFollowUp && ans.followUp && !alreadySaid(ctx.said, ans.followUp) ? ans.followUp : undefined;
  return paragraphs(ans.text, follow);
}

/** A question: the knowledge's answer, or an honest reply that reflects it and asks one precise thing. */
export function questionReply(ctx: Ctx): Draft {
  const answer = knowledge(ctx, ctx.message);
  if (answer) return { text: answer, suggestions: [] };
  const { c } = ctx;
  const question = `«${quote(ctx.message, 80).replace(/\?+$/, '')}»`.replace(/«/g, ctx.lang === 'it' ? '«' : '“').replace(/»/g, ctx.lang === 'it' ? '»' : '”');
  return {
    text: paragraphs(
      `${fill(c.pick('m.uq', T(ctx).unknownQuestion), { question })} ${c.pick('m.ug', T(ctx).unknownGeneral)}`,
      c.pick('m.ua', T(ctx).unknownAsk),
    ),
    suggestions: [],
  };
}

// A time already given ("stasera", "alle 18", "on Monday"): the plan is not asked "when" again.
const TIME_WORD =
  /\b(?:stasera|stanotte|stamattina|oggi pomeriggio|domani(?: mattina| sera| pomeriggio)?|dopodomani|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|(?:questo|nel) (?:weekend|fine settimana)|(?:la )?prossima settimana|alle \d{1,2}(?:[:.]\d{2})?|dopo (?:pranzo|cena|il lavoro|la scuola|le lezioni)|prima di (?:cena|pranzo|dormire|andare a letto)|stasera|tonight|this (?:evening|morning|afternoon|weekend)|tomorrow(?: morning| evening| afternoon)?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next week|at \d{1,2}(?::\d{2})?(?: ?[ap]m)?|after (?:lunch|dinner|work|school|class)|before (?:bed|dinner|lunch))\b/iu;

export function timeWord(message: string): string | undefined {
  return TIME_WORD.exec(message)?.[0].toLowerCase();
}

/** A plan of the person's: said back in their words, made small, one obstacle, a check-in. */
export function planReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  const action = planAction(ctx.message, ctx.lang);
  const plan = action ?? (ctx.lang === 'it' ? `«${quote(ctx.message, 90)}»` : `“${quote(ctx.message, 90)}”`);
  const followOn = st.openPlan && st.openPlan.turn >= 0 && st.turn - st.openPlan.turn <= 3;
  st.openPlan = { text: clipWords(action ?? quote(ctx.message, 90), 14), turn: st.turn, asked: false };
  const back = fill(c.pick('m.pb', T(ctx).planBack), { plan });
  const when = timeWord(ctx.message);
  const small = followOn
    ? undefined
    : when
      ? fill(c.pick('m.pw', T(ctx).planSmallWhen), { when })
      : c.pick('m.ps', T(ctx).planSmall);
  return {
    text: paragraphs(back, small, c.pick('m.po', T(ctx).planObstacle), c.pick('m.pc', T(ctx).planCheckIn)),
    suggestions: [],
  };
}

/** The turn right after a plan, giving its when or where: tied to the plan. */
export function planDetailReply(ctx: Ctx): Draft | null {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.turn < 0 || st.turn - p.turn !== 1 || ctx.distortions.length > 0) return null;
  if (!['situation', 'rating', 'yes'].includes(ctx.turn.kind) || ctx.message.length > 160) return null;
  const text = fill(ctx.c.pick('m.pd', T(ctx).planDetail), { quote: quote(ctx.message, 70), plan: p.text });
  return { text: paragraphs(text, ctx.c.pick('m.po', T(ctx).planObstacle), ctx.c.pick('m.pc', T(ctx).planCheckIn)), suggestions: [] };
}

const HARD = /\b(?:male|non (?:ci )?sono riuscit\w*|non ce l ho fatta|non e andata|peggio|badly|didnt|did not|couldnt|worse|not great|failed)\b/;

/** The person tells how the plan went. */
export function planReportReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  st.openPlan = null;
  const hard =
    HARD.test(ctx.norm) ||
    isSetback(ctx.norm) ||
    (readEmotions(ctx.norm).primary !== null && !isClearlyPositive(ctx.norm));
  const lead = fill(c.pick(hard ? 'm.rh' : 'm.rg', hard ? T(ctx).reportHard : T(ctx).reportGood), { quote: quote(ctx.message, 80) });
  return { text: paragraphs(lead, c.pick('m.ra', T(ctx).reportAsk)), suggestions: [] };
}

/** "How did it go?" for an open plan from earlier (this conversation or the last one). */
export function planCheckLine(ctx: Ctx): string | undefined {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.asked) return undefined;
  const due = p.turn < 0 || st.turn - p.turn >= 4;
  if (!due || ['plan', 'plan_report', 'pushback', 'question'].includes(ctx.turn.kind)) return undefined;
  p.asked = true;
  return fill(ctx.c.pick('m.ph', T(ctx).planAskHow), { plan: p.text });
}

/** The feeling of the conversation so far, for an explanation instead of another exercise. */
function conversationEmotion(ctx: Ctx): string | null {
  if (ctx.emotions.primary) return ctx.emotions.primary;
  const users = ctx.req.history.filter((t) => t.role === 'user').slice(-4).reverse();
  for (const t of users) {
    const e = readEmotions(normalize(t.content)).primary;
    if (e) return e;
  }
  return null;
}

export const WHY: Record<string, Record<'it' | 'en', string>> = {
  anxiety: { it: 'Perché mi viene così tanta ansia?', en: 'Why do I get so anxious?' },
  stress: { it: 'Perché mi sento così stressato?', en: 'Why do I feel so stressed?' },
  sadness: { it: 'Perché mi sento giù e triste?', en: 'Why do I feel so low and sad?' },
  anger: { it: 'Perché mi arrabbio così tanto?', en: 'Why do I get so angry?' },
  guilt: { it: 'Perché mi sento sempre in colpa?', en: 'Why do I always feel guilty?' },
  shame: { it: 'Perché provo tanta vergogna?', en: 'Why do I feel so much shame?' },
  loneliness: { it: 'Perché mi sento così solo?', en: 'Why do I feel so lonely?' },
  tiredness: { it: 'Perché sono sempre così stanco?', en: 'Why am I always so tired?' },
};

/** Pushback: say plainly they are right, drop the technique, explain instead, ask what would help. */
export function pushbackReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  const rejected = ctx.turn.rejects;
  if (rejected && !st.rejected.includes(rejected)) st.rejected = st.rejected.concat(rejected).slice(-5);
  st.pushbackAt = st.turn;
  st.pendingOffer = null;
  const emotion = conversationEmotion(ctx);
  const explanation =
    knowledge(ctx, ctx.message.trim() + '?') ?? knowledge(ctx, WHY[emotion ?? 'sadness']![ctx.lang]);
  const q = T(ctx).quick;
  return {
    text: paragraphs(c.pick('m.ks', T(ctx).pushbackSorry), explanation, c.pick('m.ka', T(ctx).pushbackAsk)),
    suggestions: [],
    quickReplies: [q.why, q.vent, q.practical],
  };
}

/** "Boh", "ok", "non so": a few choices, never the same reply twice. */
export function lowReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  const q = T(ctx).quick;
  const person = st.people[st.people.length - 1];
  const lead = fill(c.pick('m.ll', T(ctx).lowLead), { quote: quote(ctx.message, 30) });
  const ask = person ? fill(c.pick('m.lp', T(ctx).lowPerson), { person: personBack(person, ctx.lang) }) : undefined;
  const options = st.rejected.includes('exercise_item') ? [q.talk, q.vent, q.why] : [q.talk, q.exercise, q.vent];
  const choose = fill(c.pick('m.la', T(ctx).lowAsk), { options: optionsInWords(options, ctx.lang) });
  return { text: paragraphs(`${lead} ${ask ?? choose}`, ask ? choose : undefined), suggestions: [], quickReplies: options };
}

/** The quick-reply labels as a phrase, so the text reads well without the buttons. */
export function optionsInWords(labels: string[], lang: 'it' | 'en'): string {
  const words = labels.map((l) => secondPerson(l.charAt(0).toLowerCase() + l.slice(1), lang));
  return `${words.slice(0, -1).join(', ')} ${lang === 'it' ? 'o' : 'or'} ${words[words.length - 1]}`;
}

const DI: Record<string, string> = { il: 'del', la: 'della', i: 'dei', le: 'delle', lo: 'dello' };

/** "la mia prof" said back as "della tua prof", "my brother" as "your brother". */
export function personBack(person: string, lang: 'it' | 'en'): string {
  const theirs = secondPerson(person, lang);
  if (lang === 'en') return theirs;
  const m = /^(il|la|i|le|lo) (.+)$/.exec(theirs);
  return m ? `${DI[m[1]!]} ${m[2]}` : `di ${theirs}`;
}

/** The last resort when every phrasing was already said: the person's own words and a question. */
export function ownWordsLine(ctx: Ctx): string {
  const words = quote(ctx.message, 60) || (ctx.lang === 'it' ? 'quello che provi' : 'what you feel');
  for (const t of T(ctx).fallback) {
    const line = fill(t, { quote: words });
    if (!alreadySaid(ctx.said, line)) return line;
  }
  return fill(T(ctx).fallback[0]!, { quote: words });
}

/** Which quick reply the person picked, if the message is one of the labels. */
export function quickChoice(ctx: Ctx): keyof (typeof MOVES)['it']['quick'] | null {
  const n = normalize(ctx.message);
  for (const lang of ['it', 'en'] as const)
    for (const [k, label] of Object.entries(MOVES[lang].quick)) if (normalize(label) === n) return k as keyof (typeof MOVES)['it']['quick'];
  return null;
}

/** A health worry told as a statement: the knowledge's wording (GP, 112 for emergency signs). */
export function healthReply(ctx: Ctx): Draft | null {
  const answer = knowledge(ctx, ctx.message.trim().replace(/[.!]+$/, '') + '?');
  if (!answer) return null;
  return { text: paragraphs(ctx.c.pick('m.hl', T(ctx).healthLead), answer), suggestions: [] };
}

/** The person picked one of the quick replies. */
export function quickChoiceReply(ctx: Ctx): Draft | null {
  const choice = quickChoice(ctx);
  if (!choice || choice === 'exercise' || choice === 'practical') return null;
  if (choice === 'why') {
    const emotion = conversationEmotion(ctx) ?? 'sadness';
    const text = knowledge(ctx, WHY[emotion]![ctx.lang]);
    if (text) return { text, suggestions: [] };
  }
  const group = choice === 'vent' ? T(ctx).ventOpen : T(ctx).talkOpen;
  return { text: ctx.c.pick(`m.q.${choice}`, group), suggestions: [] };
}
