/**
 * Few words in a row ("boh", "non so", "ok", "idk"): the menu of choices is offered once in a
 * conversation. After it, something different each time: one small suggestion tied to the feeling
 * the person spoke of earlier (or simply staying with them), then a single yes-or-no question with
 * its two quick replies, and a reply that follows their yes or no. Never the same sentence twice.
 */
import { normalize } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { readEmotions } from './emotions';
import { is } from './intents';
import { alreadySaid, secondPerson } from './memory';
import { fill, wholeQuote } from './state';
import { LOW, type LowFeeling } from './templates/low';
import { MOVES } from './templates/moves';
import { NAMED_PLAN } from './plan-say';

const T = (ctx: Ctx) => MOVES[ctx.lang];

type Stage = 'menu' | 'suggest' | 'stay' | 'question' | 'answer';
const STAGES: Stage[] = ['menu', 'suggest', 'stay', 'question', 'answer'];
/** state.used[LOW_KEY] = [low replies so far, the stage of the last one, its turn]. */
const LOW_KEY = 'm.low';
/** After the menu, in this order, again and again. */
const AFTER_MENU: Stage[] = ['suggest', 'question', 'stay'];

const OPTION_SETS = (q: (typeof MOVES)['it']['quick'], noExercise: boolean): string[][] =>
  noExercise
    ? [
        [q.talk, q.vent, q.why],
        [q.why, q.practical, q.vent],
      ]
    : [
        [q.talk, q.exercise, q.vent],
        [q.why, q.practical, q.talk],
        [q.vent, q.why, q.exercise],
      ];

/** The menu sentence: one whole sentence that lists the options, never one already said. */
function menu(ctx: Ctx): { line: string; options: string[] } {
  const { c } = ctx;
  const sets = OPTION_SETS(T(ctx).quick, c.state.rejected.includes('exercise_item'));
  for (const options of sets) {
    const words = optionsInWords(options, ctx.lang);
    const fresh = T(ctx)
      .lowAsk.map((t) => fill(t, { options: words }))
      .filter((l) => !alreadySaid(ctx.said, l));
    if (fresh.length) return { line: c.pick('m.la', fresh), options };
  }
  const options = sets[0]!;
  return { line: fill(T(ctx).lowAsk[0]!, { options: optionsInWords(options, ctx.lang) }), options };
}

/** True when a menu of choices was already said in this conversation (whatever its wording). */
function menuSaid(ctx: Ctx): boolean {
  const q = T(ctx).quick;
  return [...OPTION_SETS(q, false), ...OPTION_SETS(q, true)].some((options) =>
    T(ctx).lowAsk.some((t) => alreadySaid(ctx.said, fill(t, { options: optionsInWords(options, ctx.lang) }))),
  );
}

function menuReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  const person = st.people[st.people.length - 1];
  const short = wholeQuote(ctx.message, 3);
  const leads = T(ctx).lowLead.filter((l) => short || !l.includes('{quote}'));
  const lead = fill(c.pick('m.ll', leads), { quote: short });
  const ask = person
    ? fill(c.pick('m.lp', T(ctx).lowPerson), { person: personBack(person, ctx.lang) })
    : undefined;
  const { line, options } = menu(ctx);
  return {
    text: paragraphs(`${lead} ${ask ?? line}`, ask ? line : undefined),
    suggestions: [],
    quickReplies: options,
  };
}

/** The feeling the person named in this conversation, latest first. */
function earlierFeeling(ctx: Ctx): LowFeeling | null {
  if (ctx.emotions.primary && ctx.emotions.primary !== 'positive') return ctx.emotions.primary;
  const users = ctx.req.history.filter((t) => t.role === 'user').reverse();
  for (const t of users) {
    const e = readEmotions(normalize(t.content)).primary;
    if (e && e !== 'positive') return e;
  }
  return null;
}

/** One small suggestion tied to their feeling, unless they turned suggestions down or none is left. */
function suggestLine(ctx: Ctx): string | undefined {
  const feeling = earlierFeeling(ctx);
  if (!feeling || ctx.c.state.pushbackAt >= 0) return undefined;
  const fresh = LOW[ctx.lang].suggest[feeling].filter((l) => !alreadySaid(ctx.said, l));
  if (!fresh.length) return undefined;
  return paragraphs(ctx.c.pick(`m.ls.${feeling}`, fresh), ctx.c.pick('m.lse', LOW[ctx.lang].suggestEnd));
}

function stageReply(ctx: Ctx, stage: Stage): Draft {
  const L = LOW[ctx.lang];
  const { c } = ctx;
  if (stage === 'menu') return menuReply(ctx);
  if (stage === 'question')
    return { text: c.pick('m.lq', L.yesNo), suggestions: [], quickReplies: [L.yes, L.no] };
  if (stage === 'answer')
    return {
      text: is.no(ctx.norm) ? c.pick('m.lan', L.answerNo) : c.pick('m.lay', L.answerYes),
      suggestions: [],
    };
  const dontKnow = is.dontKnow(ctx.norm) && L.stayDontKnow.some((l) => !alreadySaid(ctx.said, l));
  const stay = dontKnow ? c.pick('m.lsd', L.stayDontKnow) : c.pick('m.lst', L.stay);
  const text = (stage === 'suggest' ? suggestLine(ctx) : undefined) ?? stay;
  return { text, suggestions: [] };
}

// "boh", "idk", "meh": not knowing, as opposed to an "ok" that agrees.
const UNSURE =
  /^(?:boh|bho|mah|meh|mh|hmm|hm|eh|dunno|idk|non lo so|nn so|nn lo so|non so|i dunno|no idea|not sure)\b/;

/** "Boh" to the question about a plan made in the last two turns: the plan kept, smallest first, once. */
function afterPlanReply(ctx: Ctx): Draft | null {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.turn < 0 || st.turn - p.turn > 2 || !p.text.trim() || st.used['m.lpl']) return null;
  if (!is.dontKnow(ctx.norm) && !UNSURE.test(ctx.norm)) return null;
  // "your plan, to go to the baby group": an English action reads as what the plan is.
  const vars = {
    plan: p.text,
    planTo: NAMED_PLAN.test(p.text) || ctx.lang === 'it' ? p.text : `to ${p.text}`,
  };
  const fresh = LOW[ctx.lang].afterPlan.filter((l) => !alreadySaid(ctx.said, fill(l, vars)));
  if (!fresh.length) return null;
  return { text: fill(ctx.c.pick('m.lpl', fresh), vars), suggestions: [] };
}

/** "Boh", "ok", "non so": the menu once, then something different each time. */
export function lowReply(ctx: Ctx): Draft {
  const planned = afterPlanReply(ctx);
  if (planned) return planned;
  const st = ctx.c.state;
  const [count = 0, last = -1, lastTurn = -1] = st.used[LOW_KEY] ?? [];
  const answered =
    STAGES[last] === 'question' && lastTurn === st.turn - 1 && (is.yes(ctx.norm) || is.no(ctx.norm));
  const shown = count > 0 || menuSaid(ctx);
  const stage: Stage = answered
    ? 'answer'
    : !shown
      ? 'menu'
      : AFTER_MENU[Math.max(0, count - 1) % AFTER_MENU.length]!;
  // Written again as the newest key, so a long conversation's older groups are dropped before it.
  delete st.used[LOW_KEY];
  st.used[LOW_KEY] = [Math.min(count + 1, 1000), STAGES.indexOf(stage), st.turn];
  return stageReply(ctx, stage);
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
