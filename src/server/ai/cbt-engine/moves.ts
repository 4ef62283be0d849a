/**
 * Conversational moves of the chat: answer the question asked (knowledge/, or an honest reply
 * when no entry fits), build on the person's own plan and ask how it went, hear pushback and
 * change approach, and offer choices when the person has few words.
 */
import { normalize, rx } from '../text/normalize';
import { paragraphs, personTurns, type Ctx, type Draft } from './context';
import { isClearlyPositive, isSetback, readEmotions } from './emotions';
import { generalAnswer } from './general';
import { whatToSayReply } from './what-to-say';
import { timeOrWorthReply } from './time-and-worth';
import { askFocus, contentStems, fittingLead, takesUp } from './answer-lead';
import { answerQuestion, answerWithEntry, KNOWLEDGE_ENTRIES, type KnowledgeAnswer } from './knowledge/index';
import { griefEntry, healthWorry, knowledgeContext, withSubject } from './question-context';
import { startFromSubject } from './definition-lead';
import { ANSWER_LEAD } from './templates/answer-lead';
import { alreadySaid } from './memory';
import { conversationDomain, fitScripts } from './example-scripts';
import { planAction, planClause } from './plan-action';
import { NAMED_PLAN, namePlan, PLAN_QUOTE_WORDS, planReadsAsAction, sayBack } from './plan-say';
import { fill, quote, wholeQuote } from './state';
import { MOVES } from './templates/moves';
import { planSpeechReply, speechOf } from './plan-speech';
import { secondAct } from './plan-second';
import { PLAN_TOPICS } from './templates/plan-topics';
import { planPerson, planTopic } from './plan-topic';
import { audienceReply } from './audience';
import { toldAlready } from './told-already';
import { reactionReply } from './reaction';
import { choiceReply } from './choice';
import { planNextReply } from './plan-next';
import { planWorthReply } from './plan-worth';

const T = (ctx: Ctx) => MOVES[ctx.lang];

export function knowledge(ctx: Ctx, text: string, withFollowUp = true): string | undefined {
  const ans = answerQuestion(text, ctx.lang, knowledgeContext(ctx));
  if (!ans) return undefined;
  const follow = withFollowUp ? freshFollowUp(ctx, ans) : undefined;
  return paragraphs(fitScripts(ans.text, conversationDomain(ctx), ctx.lang), follow);
}

/** The answer's follow question, or the entry's other one, unless said already or just answered ("for three weeks"). */
function freshFollowUp(ctx: Ctx, ans: KnowledgeAnswer): string | undefined {
  const fresh = (q: string | undefined): q is string =>
    !!q && !alreadySaid(ctx.said, q) && !toldAlready(ctx, q);
  if (fresh(ans.followUp)) return ans.followUp;
  return KNOWLEDGE_ENTRIES.find((e) => e.id === ans.id)?.[ctx.lang].followUp.find(fresh);
}

/**
 * A question: the knowledge's answer, or a short general answer on the conversation's theme and
 * one question ("how long does it take?" and "does it really work?" first, on what they point back
 * to: time-and-worth.ts; "e se si arrabbia?", about another person's reaction, before them: reaction.ts).
 * An answer that does not take up the person's words opens with a sentence built on them
 * (answer-lead.ts; before an answer that fits, their words only); a medicine or health answer always
 * carries the emergency number.
 */
export function questionReply(ctx: Ctx): Draft {
  return (
    audienceReply(ctx) ??
    reactionReply(ctx) ??
    planWorthReply(ctx) ??
    planNextReply(ctx) ??
    timeOrWorthReply(ctx) ??
    choiceReply(ctx) ??
    knownAnswer(ctx) ??
    whatToSayReply(ctx) ??
    generalAnswer(ctx)
  );
}

/** A panic attack named as such ("attacco di panico", "panic attack") is answered as one. */
// Built with rx(): the text it reads has its doubled letters squeezed («ataco di panico», "panic atack").
const PANIC_ATTACK = rx('\\b(?:attacc\\w* di panico|attacchi di panico|panic attacks?)\\b');

/**
 * Entries whose answer is the whole reply: "è normale ricontrollare?" is not answered "sì, è normale"
 * first; nor is a health worry ("e se fosse qualcosa ai polmoni?") met with "you'd have more options" before the GP.
 */
const NO_LEAD: ReadonlySet<string> = new Set(['checking_reassurance']);

/** The knowledge's answer to the question, opened on the person's words when it needs it; null when no entry fits. */
export function knownAnswer(ctx: Ctx): Draft | null {
  const asked = withSubject(ctx);
  const found0 = answerQuestion(asked, ctx.lang, knowledgeContext(ctx));
  // "how do I stop panicking until the appointment?" in a conversation about a symptom or a test is a
  // worry about health, not a panic attack: the health-anxiety answer (GP, the checking loop, 112).
  const health = found0?.id.startsWith('panic_') && healthWorry(ctx) && !PANIC_ATTACK.test(ctx.norm);
  const form = askFocus(ctx.message, ctx.lang);
  // "what if it turns out to be something bad?" while waiting for a test, once the symptom's own answer
  // was given: what helps through the wait (GP, 112).
  const waiting = form?.form === 'whatif' && found0?.kind !== 'health' && healthWorry(ctx);
  const grief = griefEntry(ctx, found0?.id, found0?.kind);
  const ans = grief
    ? (answerWithEntry(grief, asked, ctx.lang, knowledgeContext(ctx)) ?? found0)
    : health
      ? (answerWithEntry('health_anxiety', asked, ctx.lang, knowledgeContext(ctx)) ?? found0)
      : waiting
        ? (answerWithEntry('waiting_results', asked, ctx.lang, knowledgeContext(ctx)) ?? found0)
        : found0;
  if (!ans) return null;
  // "è grave se gli riscrivo?" asks whether it is wrong, not about the body: no health answer without health in the words.
  if (ans.kind === 'health' && form?.form === 'okay' && !healthWorry(ctx)) return null;
  const found =
    (health || waiting || grief ? undefined : knowledge(ctx, asked)) ??
    fitScripts(
      paragraphs(ans.text, waiting || grief ? ans.followUp : undefined),
      conversationDomain(ctx),
      ctx.lang,
    );
  const answer = startFromSubject(ctx.message, found, ctx.lang);
  // A lead on the person's words only when the question has words of its own to take up ("why me?" has none).
  // "e se fosse grave?" before a health answer: the fear named ("È comprensibile chiederti se fosse grave…").
  const healthWhatIf = (ans.kind === 'health' || waiting) && form?.form === 'whatif';
  const lead =
    takesUp(ctx.message, answer.split('\n\n')[0]!) || !contentStems(ctx.message).size || NO_LEAD.has(ans.id)
      ? undefined
      : healthWhatIf
        ? form.focus && fill(ctx.c.pick('al.hw', ANSWER_LEAD[ctx.lang].healthWhatIf), { focus: form.focus })
        : fittingLead(ctx);
  const urgent = (ans.kind === 'medication' || ans.kind === 'health') && !/\b112\b/.test(answer);
  const emergency = urgent ? ctx.c.pick('al.112', ANSWER_LEAD[ctx.lang].emergency) : undefined;
  return {
    text: paragraphs(lead, emergency ? insertBeforeQuestion(answer, emergency) : answer),
    suggestions: [],
  };
}

/** A line added to an answer before its closing question, so the question stays last. */
function insertBeforeQuestion(answer: string, line: string): string {
  const parts = answer.split('\n\n');
  const last = parts[parts.length - 1]!;
  return last.trim().endsWith('?') && parts.length > 1
    ? paragraphs(...parts.slice(0, -1), line, last)
    : paragraphs(answer, line);
}

// A time already given ("stasera", "alle 18", "on Monday"): the plan is not asked "when" again. Letters
// around it are checked as letters (\b would miss the end of "lunedì").
const TIME_WORD =
  /(?<![\p{L}\p{N}])(?:stasera|stanotte|stamattina|oggi pomeriggio|domani(?: mattina| sera| pomeriggio)?|dopodomani|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|(?:questo|nel) (?:weekend|fine settimana)|quest[’' ]?(?:estate|inverno|autunno)|questa primavera|questo mese|il mese prossimo|this (?:summer|winter|spring|autumn|month)|next month|(?:la )?prossima settimana|(?<!\b(?:fino|dalle \d{1,2}(?:[:.]\d{2})?) )alle \d{1,2}(?:[:.]\d{2})?|dopo (?:pranzo|cena|il lavoro|la scuola|le lezioni)|prima di (?:cena|pranzo|dormire|andare a letto)|stasera|tonight|this (?:evening|morning|afternoon|weekend)|tomorrow(?: morning| evening| afternoon)?|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next week|at \d{1,2}(?::\d{2})?(?: ?[ap]m)?|after (?:lunch|dinner|work|school|class)|before (?:bed|dinner|lunch)|(?:on|at|over) the weekend|(?:on )?the \d{1,2}(?:st|nd|rd|th)|il \d{1,2}(?: (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre))?(?! ?%))(?![\p{L}\p{N}])/iu;

export function timeWord(message: string): string | undefined {
  // "instead of googling at 1am": the time of what the plan replaces is not the plan's.
  const own = message.replace(
    /\b(?:instead of|rather than|invece di|invece che|al posto di)\b[^,.;!?]*/giu,
    '',
  );
  // "quest estate" typed without its apostrophe is said back with it.
  return TIME_WORD.exec(own)?.[0]
    .toLowerCase()
    .replace(/^quest[' ]?(?=estate|inverno|autunno)/, 'quest’');
}

/** A plan that already says its first move ("I'll write down what to say first", «prima mi preparo le domande»). */
const FIRST_MOVE_TOLD =
  /\b(?:first|to start with|per prima cosa|per cominciare|prima (?:di tutto|mi|scrivo|faccio|preparo|chiamo|guardo|leggo|metto))\b/;

/** A plan for when something happens: its moment is the event itself. */
const ON_EVENT = rx(
  '^(?:(?:e|and|ok|okay|allora|so|then|poi|ma|but) )*(?:se|if|la prossima volta|next time|quando|when|whenever|ogni volta che)\\b',
);

/** A plan of the person's: said back in their words, made small, one obstacle, a check-in. */
export function planReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  const speech = speechOf(ctx.message);
  if (speech) {
    const text = ctx.lang === 'it' ? `dire «${speech}»` : `say “${speech}”`;
    st.openPlan = { text, turn: st.turn, asked: false, obstacleAsked: true };
    return planSpeechReply(ctx, speech);
  }
  const action = planAction(ctx.message, ctx.lang);
  // Words that cannot be turned to the second person are not quoted: the plan is named instead.
  const raw = wholeQuote(ctx.message, PLAN_QUOTE_WORDS) || planClause(ctx.message, PLAN_QUOTE_WORDS);
  const turned = raw ? sayBack(raw, ctx.lang) : null;
  // Quote marks only around the person's words as they were; words turned to the second person are
  // said as an action ("chiedere aiuto alla tua collega"), or not at all when they still open on a hedge.
  const own = turned && (turned === raw || planReadsAsAction(turned)) ? turned : null;
  const name = namePlan(ctx.message, ctx.lang);
  const quoted = own && own === raw ? (ctx.lang === 'it' ? `«${own}»` : `“${own}”`) : own;
  // "…il 25 e alle 19 faccio la videochiamata": the second act is said back too, when the whole stays short.
  const second = action && secondAct(ctx.message, action, ctx.lang);
  const whole = second && `${action} ${ctx.lang === 'it' ? 'e' : 'and'} ${second}`;
  const plan = (whole && whole.split(/\s+/).length <= 24 ? whole : action) ?? (quoted || name);
  const followOn = st.openPlan && st.openPlan.turn >= 0 && st.turn - st.openPlan.turn <= 3;
  st.openPlan = { text: action ?? name, turn: st.turn, asked: false };
  const named = !action && !own;
  const back = fill(c.pick(named ? 'm.pbn' : 'm.pb', named ? T(ctx).planBackNamed : T(ctx).planBack), {
    plan,
  });
  // The step and the obstacle fit what the plan is about (a loan, a talk, sleep, a run…).
  const topic = planTopic(action ?? ctx.message);
  const lines = topic ? PLAN_TOPICS[ctx.lang][topic] : null;
  const tip = lines ? c.pick(`m.pt.${topic}`, lines.tip) : undefined;
  const who = planPerson(action ?? ctx.message, ctx.lang);
  const obstacle = lines
    ? fill(c.pick(`m.pto.${topic}`, lines.obstacle), { who })
    : c.pick('m.po', T(ctx).planObstacle);
  const said = timeWord(ctx.message);
  const when =
    said && ctx.lang === 'en' ? said.replace(/\b[a-z]+day\b/, (d) => d[0]!.toUpperCase() + d.slice(1)) : said;
  // One question a turn: the obstacle that fits what the plan does, when one does; otherwise the
  // first move (a time given) or when to start. The other comes on the turn after (planDetailReply).
  // "…, I'll write down what to say first": the first move is told already, so the obstacle is asked.
  const firstTold = FIRST_MOVE_TOLD.test(ctx.norm);
  // "se mi interrompe ancora gli dico…", "next time I'll…": the moment is the event, so not "which day?".
  const onEvent = ON_EVENT.test(ctx.norm);
  // "first one's thursday 6.30pm" told a few turns before: the plan's moment is known, so not "which day?".
  const toldBefore = !when && personTurns(ctx, 5).some((t) => !!timeWord(t));
  const asksObstacle = followOn || !!lines || (!!when && firstTold) || onEvent || toldBefore;
  const question = asksObstacle
    ? obstacle
    : when
      ? fill(c.pick('m.pw', T(ctx).planSmallWhen), { when })
      : c.pick('m.ps', T(ctx).planSmall);
  st.openPlan.obstacleAsked = asksObstacle;
  // A time the plan already has, and that the words said back do not carry, is acknowledged.
  const hasWhen =
    asksObstacle && when && !normalize(back).includes(normalize(when))
      ? fill(c.pick('m.phw', T(ctx).planHasWhen), { when })
      : undefined;
  const lead = [back, tip, hasWhen].filter(Boolean).join(' ');
  return { text: paragraphs(lead, question), suggestions: [] };
}

const PLACE_OR_COMPANY =
  /^(?:(?:sì|si|ok|okay|yes|yeah|magari|forse|maybe|probably|probabilmente)[,\s]+)*(?:in|a|al|alla|allo|ai|alle|ad|con|da|dal|dalla|dai|nel|nella|nei|sul|sulla|vicino|at|with|from|on|by|near|outside|inside|fuori|dentro)\b/iu;

/** The turn right after a plan, giving its when or where: tied to the plan. */
export function planDetailReply(ctx: Ctx): Draft | null {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.turn < 0 || st.turn - p.turn !== 1 || ctx.distortions.length > 0) return null;
  const when = timeWord(ctx.message);
  const kinds = when ? ['situation', 'rating', 'yes', 'low'] : ['situation', 'rating', 'yes'];
  if (!kinds.includes(ctx.turn.kind) || ctx.message.length > 160) return null;
  // Without a time, only a few words ("in biblioteca") give the plan its place; a longer statement says something else.
  if (!when && ctx.message.trim().split(/\s+/).length > 6) return null;
  // …and only a place or a company ("in biblioteca", "con Giulia"), not a feeling ("il silenzio mi pesa").
  if (!when && !PLACE_OR_COMPANY.test(ctx.message.trim())) return null;
  const named = NAMED_PLAN.test(p.text);
  const text = fill(
    ctx.c.pick(named ? 'm.pdn' : 'm.pd', named ? T(ctx).planDetailNamed : T(ctx).planDetail),
    {
      plan: p.text,
    },
  );
  // The obstacle, unless the plan's own reply asked it already: then the check-in offer alone.
  const obstacle = p.obstacleAsked ? undefined : ctx.c.pick('m.po', T(ctx).planObstacle);
  p.obstacleAsked = true;
  return { text: paragraphs(text, obstacle, ctx.c.pick('m.pc', T(ctx).planCheckIn)), suggestions: [] };
}

const HARD =
  /\b(?:male|non (?:ci )?sono riuscit\w*|non ce l ho fatta|non e andata|peggio|badly|didnt|did not|couldnt|worse|not great|failed)\b/;

/** The person tells how the plan went. */
export function planReportReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  st.openPlan = null;
  const hard =
    HARD.test(ctx.norm) ||
    isSetback(ctx.norm) ||
    (readEmotions(ctx.norm).primary !== null && !isClearlyPositive(ctx.norm));
  const lead = c.pick(hard ? 'm.rh' : 'm.rg', hard ? T(ctx).reportHard : T(ctx).reportGood);
  return { text: paragraphs(lead, c.pick('m.ra', T(ctx).reportAsk)), suggestions: [] };
}

/** "How did it go?" for an open plan from earlier (this conversation or the last one). */
export function planCheckLine(ctx: Ctx): string | undefined {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.asked) return undefined;
  // Only in a later conversation: within the same one, the plan ("domani gli chiedo") has not happened yet.
  const due = p.turn < 0;
  if (!due || ['plan', 'plan_report', 'pushback', 'question', 'closing'].includes(ctx.turn.kind))
    return undefined;
  p.asked = true;
  const named = NAMED_PLAN.test(p.text);
  return fill(ctx.c.pick(named ? 'm.phn' : 'm.ph', named ? T(ctx).planAskHowNamed : T(ctx).planAskHow), {
    plan: p.text,
  });
}

/** The feeling of the conversation so far, for an explanation instead of another exercise. */
export function conversationEmotion(ctx: Ctx): string | null {
  if (ctx.emotions.primary) return ctx.emotions.primary;
  const users = ctx.req.history
    .filter((t) => t.role === 'user')
    .slice(-4)
    .reverse();
  for (const t of users) {
    const e = readEmotions(normalize(t.content)).primary;
    if (e) return e;
  }
  return null;
}

export const WHY: Record<string, Record<'it' | 'en', string>> = {
  anxiety: { it: 'Perché mi viene così tanta ansia?', en: 'Why do I get so anxious?' },
  stress: { it: 'Da dove viene tutto questo stress?', en: 'Why do I feel so stressed?' },
  sadness: { it: 'Perché mi sento giù e triste?', en: 'Why do I feel so low and sad?' },
  anger: { it: 'Perché mi arrabbio così tanto?', en: 'Why do I get so angry?' },
  guilt: { it: 'Perché mi sento sempre in colpa?', en: 'Why do I feel so guilty?' },
  shame: { it: 'Perché provo tanta vergogna?', en: 'Why do I feel so much shame?' },
  loneliness: { it: 'Da dove viene questa solitudine?', en: 'Why do I feel so lonely?' },
  tiredness: { it: 'Da dove viene tutta questa stanchezza?', en: 'Why am I always so tired?' },
};

// Few words ("boh", "ok"): one menu of choices, then something else each time (low.ts).
export { lowReply, personBack } from './low';

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
    for (const [k, label] of Object.entries(MOVES[lang].quick))
      if (normalize(label) === n) return k as keyof (typeof MOVES)['it']['quick'];
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
