/**
 * A plan that is a sentence made ready for a moment: «se mi interrompe ancora gli dico 'finisco un
 * attimo e poi ti ascolto'», "next time I'll just say 'can we pick this up tomorrow?'". The words are
 * said back as the person wrote them (no turning to the second person inside a quotation), with what
 * usually comes next: how the other might react, or trying the words aloud once.
 */
import { paragraphs, type Ctx, type Draft } from './context';
import { fill } from './state';
import { MOVES } from './templates/moves';

// A verb of saying, then the words in quotation marks of any kind.
const SPEECH =
  /\b(?:dico|dirò|diro|rispondo|risponderò|chiedo|scrivo|say|tell (?:him|her|them)|reply|answer|ask)\b[^'"«“‘]{0,20}?['"«“‘]([^'"»”’]{6,90})['"»”’]/iu;

/** The words the person has ready, or undefined. */
export function speechOf(message: string): string | undefined {
  return SPEECH.exec(message)?.[1]?.trim();
}

/** The reply to a plan made of ready words. */
export function planSpeechReply(ctx: Ctx, speech: string): Draft {
  const T = MOVES[ctx.lang];
  const said = fill(ctx.c.pick('m.psp', T.planSpeech), { speech });
  const asks = T.planSpeechAsk.filter((q) => !ctx.c.stale(q));
  return { text: paragraphs(said, asks.length ? ctx.c.pick('m.psa', asks) : undefined), suggestions: [] };
}
