/**
 * The wording of follow-ups on the companion's own words, read on normalised text: "in che
 * senso?", "what do you mean?" ask for an explanation; "e se non funziona?" for a plan B. Kept apart
 * so the turn reader can tell them from pushback without the reply code.
 */
import { rx } from '../text/normalize';

const CLARIFY_RE = rx(
  '^(?:(?:ma|e|scusa|ok|si|and|but|sorry|so|ok so|um|hm)\\s+)*(?:in che senso|cioe(?: in pratica| cosa| come)?|(?:che|cosa) (?:cosa )?intendi(?: dire)?(?: in pratica)?|(?:che|cosa) vuoi dire|(?:che|cosa) vuol dire|non (?:ho capito|capisco)(?: bene)?|(?:mi )?(?:fai|faresti|puoi fare|potresti fare) un esempio|(?:per|ad) esempio|tipo(?: cosa| come)?|come|come in pratica|in pratica|(?:e |ma )?come (?:lo|la|si) (?:faccio|fa)(?: in pratica)?|(?:mi )?spieghi meglio|(?:me lo |me la )?(?:puoi|potresti) spiegare (?:meglio|in modo piu semplice|piu semplicemente)|what do you mean(?: by that| exactly)?|meaning|like what|such as|how|how so|how exactly|for example|for instance|an example|give me an example|what does that mean|i dont (?:get it|understand|follow)|can you explain(?: that| it| what you mean)?(?: more simply| again| better)?|explain(?: that| it)?(?: more simply| again| better)?|in practice|how do i do that(?: in practice)?|huh)(?:\\s*\\?)*$',
);
const FALLBACK_IT = rx(
  '^(?:(?:ma|e|ok|pero|allora)\\s+)*se (?:poi |invece |anche cosi |alla fine )?(?:non (?:mi |ci )?(?:funziona|funzionano|serve|servono|aiuta|passa|cambia niente|cambia nulla|riesco|riesco a \\w+|ce la faccio|mi riesce|funziona niente|funziona nulla|mi addormento lo stesso)|mollo|mi blocco|mi distraggo|mi arrendo|fallisco)\\b',
);
const FALLBACK_EN = rx(
  '\\b(?:what|and) if (?:it|that|this|they|nothing) (?:doesnt|does not|dont|didnt|wont|still doesnt|works|helps)|\\bwhat if i (?:cant|can not|cannot|dont manage|give up|quit|still cant|mess it up)\\b',
);

/** True for "in che senso?", "what do you mean?" and the like, said after a reply of the companion. */
export function isClarify(norm: string): boolean {
  return CLARIFY_RE.test(norm);
}

/** True for "e se non funziona?", "what if I can't?": a question about the technique failing. */
export function isFallbackAsk(norm: string): boolean {
  return FALLBACK_IT.test(norm) || FALLBACK_EN.test(norm);
}
