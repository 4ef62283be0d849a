/**
 * The gentle check-in of an elevated turn (the crisis check found no crisis, but its model's
 * score sits between the two thresholds): no alarm, a warm and direct question about thoughts of
 * self-harm or of not wanting to live, and the SOS button. The state remembers when it was asked
 * and which phrasings, so the next turns stay attentive, no phrasing comes back, and a short
 * answer to it is read as one: "sì" is a disclosure (the crisis reply), "no" is thanked.
 */
import { normalizeText, rx, wordCount } from '../text/normalize';
import type { AiRequest, CrisisCategory, EngineState } from '../types';
import { paragraphs, type Ctx, type Draft } from './context';
import type { Composer } from './state';
import { carriesHeaviness } from './heaviness';
import { CHECK_IN } from './templates/check-in';
import { currentQuestion } from './thought-record-text';

/** After a check-in the next turns stay attentive: no offers, and no new question this soon. */
export const ATTENTIVE_TURNS = 3;
/** An answer to the question, not a new story (the rules read those). */
const MAX_ANSWER_WORDS = 12;

/** "Non lo so" or "forse" as the answer: the help is offered, as for a "yes". */
const UNSURE = rx(
  '^(?:(?:mah|beh|ehm|boh|well|hmm|um) (?:, )?)?(?:non lo so|non so|non saprei|boh|forse|maybe|i dont know|dont know|not sure|dunno|idk|perhaps)\\b',
);
/** "Non sto bene" anywhere in the answer says the same. */
const DISTRESS = rx(
  '\\b(?:non sto (?:per niente )?bene|im not (?:ok|okay|fine|alright|safe)|non sono al sicuro)\\b',
);
const NO = rx(
  '^(?:no|nope|nah|mai|never|per niente|assolutamente no|certo che no|non proprio|non ci penso|non mi capita|not really|not at all|of course not|i dont|i havent|i do not|i have not)\\b',
);
const YES = rx(
  '^(?:si|yes|yeah|yep|yup|ya|certo|esatto|purtroppo si|direi di si|credo di si|penso di si|temo di si|i think so|i do|i have|ci penso|ci ho pensato|ci sto pensando|mi capita|a volte|qualche volta|ogni tanto|spesso|sempre|ultimamente|da un po|sometimes|often|always|lately|all the time|every day|ogni giorno|un po|a bit|a little|kind of|sort of|probabilmente|probably)\\b',
);
/**
 * "Forse potrei studiare in biblioteca", "maybe I should just go for a walk": a "maybe" that
 * opens a proposal of the person's is the conversation going on, not an answer to the question.
 * The message is still read by the crisis check itself ("maybe I should just end it" is caught
 * there, in its own words).
 */
const PROPOSAL = rx(
  '^(?:(?:mah|beh|ehm|well|hmm|um) (?:, )?)?(?:forse|magari|maybe|perhaps|probabilmente|probably) (?:(?:io|i) )?(?:potrei|dovrei|posso|devo|provo|provero|faccio|faro|vado|andro|chiedo|chiamo|scrivo|comincio|inizio|esco|should|could|can|will|ll|might|may|try|go|call|ask|start|text|write)\\b',
);
const FINE = rx(
  '\\b(?:(?<!non )sto bene|(?<!non )va tutto bene|im fine|im ok|im okay|im alright|im safe|(?<!non )sono al sicuro)\\b',
);

/** Whether the previous reply asked the check-in question. */
function justAsked(state: EngineState): boolean {
  return state.elevatedAt >= 0 && state.turn - state.elevatedAt === 1;
}

/**
 * A short answer to the check-in question of the previous reply: 'yes' (including "I don't
 * know" and "maybe": when in doubt the help is offered), 'no', or null when the message is not
 * an answer to it.
 */
export function checkInAnswer(message: string, state: EngineState): 'yes' | 'no' | null {
  if (!justAsked(state) || wordCount(message) > MAX_ANSWER_WORDS) return null;
  const norm = normalizeText(message).text;
  if (DISTRESS.test(norm)) return 'yes';
  if (PROPOSAL.test(norm)) return null;
  if (UNSURE.test(norm)) return 'yes';
  if (NO.test(norm)) return 'no';
  // "Sì, ma sto bene" still says yes to the question: the help is offered.
  if (YES.test(norm)) return 'yes';
  return FINE.test(norm) ? 'no' : null;
}

/** The crisis a "yes" to the check-in question discloses (the question asks about ending one's life or self-harm). */
export function checkInDisclosure(message: string, state: EngineState): CrisisCategory | null {
  return checkInAnswer(message, state) === 'yes' ? 'suicide' : null;
}

/** Within a few turns of a check-in. */
export function attentive(state: EngineState): boolean {
  return state.elevatedAt >= 0 && state.turn - state.elevatedAt <= ATTENTIVE_TURNS;
}

/**
 * A routine phrasing is remembered in `elevatedAsked` as ROUTINE + its index, apart from the
 * heavy turn's phrasings (0, 1, …).
 */
const ROUTINE = 20;

/**
 * The check-in question with the SOS line, or null when one was asked lately or every phrasing has
 * been. A turn without heaviness gets the routine phrasing, once per conversation: the question is
 * still asked (an understated crisis often carries no heavy word), but nothing is read into words
 * that say none ("Quello che scrivi mi fa pensare che tu stia portando qualcosa di pesante" after
 * "tu cosa faresti al mio posto?").
 */
function askCheckIn(c: Composer, heavy: boolean): string | null {
  const st = c.state;
  if (attentive(st)) return null;
  const T = CHECK_IN[c.lang];
  const phrasings = heavy ? T.questions : T.routine;
  const base = heavy ? 0 : ROUTINE;
  if (!heavy && st.elevatedAsked.some((i) => i >= ROUTINE)) return null;
  const unused = phrasings.map((_, i) => base + i).filter((i) => !st.elevatedAsked.includes(i));
  if (!unused.length) return null;
  const i = unused[c.index('checkIn', unused.length)]!;
  st.elevatedAt = st.turn;
  st.elevatedAsked = [...st.elevatedAsked, i];
  return paragraphs(phrasings[i - base], c.pick('checkIn.sos', T.sos));
}

/** An elevated chat turn: the check-in question is the whole reply (a thought record waits). */
export function elevatedReply(ctx: Ctx): Draft | null {
  if (ctx.risk !== 'elevated') return null;
  // Right after a crisis reply the routine wording would sound detached: the question is personal.
  const last = ctx.c.state.lastCrisis;
  const afterCrisis = !!last && ctx.c.state.turn - last.turn <= 2;
  const question = askCheckIn(ctx.c, afterCrisis || carriesHeaviness(ctx.norm, ctx.req.history ?? []));
  return question ? { text: question, suggestions: [] } : null;
}

/** "No" to the check-in: thanks, then back to the thought record or on with the conversation. */
export function answeredNo(ctx: Ctx, rest: () => Draft): Draft {
  const { c } = ctx;
  const T = CHECK_IN[c.lang];
  const thanks = c.pick('checkIn.thanks', T.thanksForNo);
  const tr = c.state.thoughtRecord;
  if (tr)
    return {
      text: paragraphs(thanks, `${c.pick('checkIn.resume', T.resume)} ${currentQuestion(c, tr)}`),
      suggestions: [],
    };
  if (wordCount(ctx.message) <= 3)
    return { text: paragraphs(thanks, c.pick('checkIn.open', T.openAgain)), suggestions: [] };
  const draft = rest();
  return { ...draft, text: paragraphs(thanks, draft.text) };
}

/**
 * Care added to any reply of an elevated turn that did not ask the question: in a conversation a
 * short attentive line with the SOS button; in a one-shot module the same care said, not asked.
 */
export function withRiskCare(ctx: Ctx, draft: Draft): Draft {
  const st = ctx.c.state;
  if (ctx.risk !== 'elevated' || st.elevatedAt === st.turn) return draft;
  const T = CHECK_IN[ctx.lang];
  const conversation = ctx.req.feature === 'chat' || st.thoughtRecord !== null;
  const line = conversation
    ? ctx.c.pick('checkIn.attentive', T.attentive)
    : ctx.c.pick('checkIn.statement', T.statement);
  return { ...draft, text: paragraphs(draft.text, line) };
}

/** A reply that already asks about self-harm or not wanting to live. */
const ASKS = rx(
  '\\b(?:farti (?:del )?male|farsi (?:del )?male|non voler(?:e)? piu vivere|toglierti la vita|suicid\\w*|hurting yourself|hurt yourself|harming yourself|harm yourself|not wanting to live|not want to live|end(?:ing)? your life|kill(?:ing)? yourself|self ?harm\\w*)\\b',
);

/**
 * For a reply written by the external model on an elevated turn: the check-in it lacks (null
 * when it asked one itself, or one was asked lately), recorded in the state like the engine's.
 */
export function missingCheckIn(
  c: Composer,
  req: Pick<AiRequest, 'feature' | 'message'> & Partial<Pick<AiRequest, 'history'>>,
  text: string,
): string | null {
  const { feature } = req;
  const T = CHECK_IN[c.lang];
  if (feature !== 'chat')
    return ASKS.test(normalizeText(text).text) ? null : c.pick('checkIn.statement', T.statement);
  if (text.includes('?') && ASKS.test(normalizeText(text).text)) {
    c.state.elevatedAt = c.state.turn;
    return null;
  }
  return askCheckIn(c, carriesHeaviness(normalizeText(req.message).text, req.history ?? []));
}
