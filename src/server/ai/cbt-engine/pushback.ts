/**
 * Pushback ("this doesn't help", «facile dire "parlane con lei"»): say plainly they are right, name
 * what they turned down in their words, drop it, explain instead when they ask why, and ask what would
 * help.
 */
import { normalize, wordCount } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { readTopics } from './emotions';
import { conversationEmotion, knowledge, WHY } from './moves';
import { notAnsweredReply } from './not-answered';
import { rejectedThing } from './pushback-thing';
import { NO_STEPS, NO_STEPS_KEY } from './pushback-words';
import { fill } from './state';
import { MOVES } from './templates/moves';
import { REJECTED_LINES } from './templates/pushback-heard';
import { cantDo, ownSleep, techniqueNamed } from './turns';

const T = (ctx: Ctx) => MOVES[ctx.lang];

/** "voglio capire perché sto così", "I want to understand why": an explanation is what they ask for. */
const WANTS_WHY = /\b(?:capire|perche|understand|why)\b/;
const WHY_SLEEP = { it: 'Perché non riesco a dormire?', en: 'Why can’t I sleep?' } as const;
const CBT_MODEL_Q = {
  it: 'Come sono collegati pensieri, emozioni e comportamenti?',
  en: 'How are thoughts, feelings and behaviour connected?',
} as const;

/** Pushback about the replies themselves: they sound like a leaflet, a script, the same again. */
const GENERIC =
  /\b(?:opuscolo|manuale|volantino|robot|bot|generic[oah]?|preconfezionat\w*|ripeti|stess[ae] (?:cos[ae]|frasi|risposte)|leaflet|pamphlet|brochure|manual|textbook|script(?:ed)?|canned|generic|repeating|keep saying|lot of words|theoretical|teoric[oa]|in theory|in teoria)\b/;

/** Pushback: say plainly they are right, drop the technique, explain instead, ask what would help. */
/** "Voglio solo sfogarmi", "I just want to vent": to be listened to, nothing to do. */
const VENT_WISH =
  /\b(?:(?:voglio|vorrei|ho bisogno di) (?:solo |soltanto |solamente )?(?:sfogarmi|sfogare|essere ascoltat\w|che qualcuno mi ascolti)|i (?:just |only )?(?:want|need|wanna) to (?:vent|rant|let it out|be heard)|let me vent)\b/;

export function pushbackReply(ctx: Ctx): Draft {
  const { c } = ctx;
  const st = c.state;
  // What they name is what they turn down ("please don't say sleep hygiene"), not the last thing offered.
  const thing = rejectedThing(ctx.message, ctx.lang);
  const rejected = thing ? techniqueNamed(normalize(thing.thing)) : ctx.turn.rejects;
  if (rejected && !st.rejected.includes(rejected)) st.rejected = st.rejected.concat(rejected).slice(-5);
  if (NO_STEPS.test(ctx.norm)) st.used[NO_STEPS_KEY] = [st.turn];
  st.pushbackAt = st.turn;
  st.pendingOffer = null;
  const missed = notAnsweredReply(ctx);
  if (missed) return missed;
  // "smettila con gli esercizi, voglio solo sfogarmi": what would help is said already; listening it is.
  if (VENT_WISH.test(ctx.norm))
    return {
      text: paragraphs(c.pick('m.ks', T(ctx).pushbackSorry), c.pick('m.q.vent', T(ctx).ventOpen)),
      suggestions: [],
    };
  const emotion = conversationEmotion(ctx);
  // Sleep that will not come is explained as sleep, not as the tiredness it leaves.
  // About sleep: this turn, or a short one with no subject of its own after sleep came up (not «cose piacevoli…»).
  const sleep =
    ownSleep(ctx.norm) ||
    (wordCount(ctx.message) <= 8 &&
      ctx.req.history
        .filter((t) => t.role === 'user')
        .slice(-3)
        .some((t) => readTopics(normalize(t.content)).includes('sleep')));
  // An explanation when their words find one, when they ask to understand ("voglio capire perché") or
  // for sleep that will not come (why it cannot be forced);
  // "facile a dirsi" or "in my office it doesn't work like that" gets no lecture, only their reality heard.
  const understand = WANTS_WHY.test(ctx.norm) || sleep;
  // "please don't tell me to journal": their words name what they turn down, and its explanation would only
  // praise it ("breathing doesn't work for me" still finds what else helps).
  // "that's exactly what I can't do": the advice again, explained, would only say it louder.
  const promotes = ['writing', 'thought_record'].includes(techniqueNamed(ctx.norm) ?? '') || cantDo(ctx.norm);
  // «ti ho detto che non voglio esercizi» a few turns after sleep came up: no sleep advice either,
  // unless they ask why.
  const noAdvice = NO_STEPS.test(ctx.norm) && !WANTS_WHY.test(ctx.norm);
  const explanation =
    (promotes || noAdvice ? undefined : knowledge(ctx, ctx.message.trim() + '?')) ??
    (understand && !noAdvice
      ? (knowledge(ctx, sleep ? WHY_SLEEP[ctx.lang] : WHY[emotion ?? 'sadness']![ctx.lang]) ??
        knowledge(ctx, CBT_MODEL_Q[ctx.lang]))
      : c.pick('m.kr', T(ctx).pushbackReal));
  const q = T(ctx).quick;
  // One question only: the explanation's own follow-up gives way to asking what would help.
  const told = explanation
    ?.split('\n\n')
    .filter((p, i, all) => i < all.length - 1 || !p.trim().endsWith('?'));
  // "I've tried the pomodoro thing": what they turned down, in their words, instead of a line that fits any pushback.
  const heard =
    thing && fill(c.pick(`m.kt.${thing.form}`, REJECTED_LINES[ctx.lang][thing.form]), { thing: thing.thing });
  const lead = GENERIC.test(normalize(ctx.message))
    ? c.pick('m.kg', T(ctx).pushbackGeneric)
    : (heard ?? c.pick('m.ks', T(ctx).pushbackSorry));
  return {
    text: paragraphs(
      lead,
      // What they tried or asked not to hear is not explained back to them, unless they ask why.
      ...(heard &&
      (thing.form !== 'cant' || T(ctx).pushbackReal.includes(explanation ?? '')) &&
      !WANTS_WHY.test(ctx.norm)
        ? []
        : (told ?? [])),
      c.pick('m.ka', T(ctx).pushbackAsk),
    ),
    suggestions: [],
    quickReplies: [q.why, q.vent, q.practical],
  };
}
