/**
 * An unwanted thought of doing harm, told with dread ("mi arriva il pensiero: e se spingessi quel
 * signore sui binari", "I keep getting thoughts of pushing someone onto the tracks"): heard without
 * alarm and without judgement, then what unwanted thoughts are (the knowledge's own entry). The
 * crisis check has already read the message: a wish or a plan to hurt someone never reaches here.
 * Such an act is never a plan to say back (intrusive-words.ts, turns.ts).
 */
import { rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { HARM_ACT, THOUGHT_FRAME } from './intrusive-words';
import { answerWithEntry, isQuestion } from './knowledge/index';
import { splitSentences } from './memory';
import { INTRUSIVE } from './templates/intrusive';

/** "non lo voglio fare, mi fa orrore", "I'd never do it": the thought disowned. */
const HORROR = rx(
  '\\b(?:non lo (?:voglio|vorrei) (?:fare|mai)|non (?:lo )?farei mai|mi fa orrore|mi fa schifo|mi terrorizza|non ho mai fatto male|(?:i d|id|i would) never (?:do|act)|i dont want to (?:do|act on) (?:it|that)|horrif\\w*|it disgusts me|terrifies me|never hurt (?:anyone|anybody|a fly))\\b',
);
const KEY = 'intrusive';
/** Turns after the thought was last spoken of in which horror, safety behaviours and questions are read as about it. */
const FOLLOW_TURNS = 3;

/** Keeping away from the edge, hands in pockets: what people do to feel safe from the thought. */
const SAFETY = rx(
  '\\b(?:attaccat\\w* al muro|in fondo al(?:la)? (?:banchina|binario|marciapiede)|lontan\\w* dal bordo|mani in tasca|evito (?:i|le|di stare)|non (?:mi avvicino|tengo|prendo) (?:piu )?(?:il|i|la|le|in mano)|nascost\\w* i coltelli|(?:stand|stay|keep) (?:at the back|away from|against the wall)|hands in my pockets|hid(?:e|den)? the knives|avoid (?:being|holding|standing))\\b',
);
/** A question about the thoughts themselves: are they common, what do they say of me, why. */
const ABOUT_THOUGHTS = rx(
  '\\b(?:pensier\\w*|cervello|mente|capita (?:anche )?(?:ad|a) altr\\w*|solo io|persona cattiva|cattiv\\w*|normale|thoughts?|brain|mind|just me|only me|anyone else|other people|bad person|normal)\\b',
);

/** The reply to an unwanted thought of harm told, and to what follows it (horror, safety, questions); null otherwise. */
export function intrusiveReply(ctx: Ctx): Draft | null {
  const { c } = ctx;
  const T = INTRUSIVE[ctx.lang];
  const told = HARM_ACT.test(ctx.norm) && THOUGHT_FRAME.test(ctx.norm);
  // What follows is read as about the thought for a few turns after it was last spoken of.
  const at = ctx.c.state.used[KEY]?.[0];
  const before = at !== undefined && ctx.c.state.turn - at <= FOLLOW_TURNS;
  const question = isQuestion(ctx.message, ctx.lang);
  const horror = before && !question && HORROR.test(ctx.norm);
  const safety = before && !question && SAFETY.test(ctx.norm);
  const asks = before && question && ABOUT_THOUGHTS.test(ctx.norm);
  if (!told && !horror && !safety && !asks) return null;
  c.state.used[KEY] = [c.state.turn];
  const recent = ctx.req.history.filter((t) => t.role === 'assistant').flatMap((t) => splitSentences(t.content));
  const entry = answerWithEntry('unwanted_thoughts', ctx.message, ctx.lang, { recent, seed: c.index('intrusive', 7) });
  const ask = c.pick('intr.a', T.ask);
  if (safety) return { text: paragraphs(c.pick('intr.s', T.safety), ask), suggestions: [] };
  if (horror) return { text: paragraphs(c.pick('intr.h', T.horror), ask), suggestions: [] };
  if (asks) return entry ? { text: paragraphs(entry.text, entry.followUp), suggestions: [] } : null;
  return { text: paragraphs(c.pick('intr.t', T.told), entry?.text, entry?.followUp ?? ask), suggestions: [] };
}
