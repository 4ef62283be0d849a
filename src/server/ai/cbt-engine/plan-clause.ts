/**
 * The clause of a plan to say back: never cut mid-phrase (nor at the colon of "1:1s" or "6:30"), the first of two acts when the whole is
 * too long, without the trailing "che ne dici?" (plan-action.ts, plan-action-en.ts).
 */

/** A clause of when longer than this is left out: the action alone reads better. */
export const LEAD_WORDS = 8;

/**
 * The action up to its first clause break, when that is 2 to max words: never cut mid-phrase. A "but"
 * that bounds the act stays with it ("andare al pranzo ma di andarmene alle 3", "go but leave at 3").
 */
export function wholeClause(action: string, max: number): string | null {
  const first = action
    .split(
      /\s*(?:[,;…]|(?<!\d):(?!\d))\s*|\.{3}\s*|\s+(?:ma(?! di \p{L}+(?:are|ere|ire|rmene|rsene|rtene)\b)|però|perché|anche se|che dici|che ne dici|because|but(?! (?:leave|stay|only|just|not|go home|head off|come home)\b)|so that|although|what do you think|so(?= (?:it|it's|its|i|i'm|im|that|we|he|she|they|there)\s)|cos[iì](?= (?:non|ho|posso|mi|almeno|so|vedo)\s))\s+/iu,
    )[0]!
    .trim();
  const n = first.split(/\s+/).length;
  return n >= 2 && n <= max
    ? first.replace(/\bma di (?=\p{L}+(?:are|ere|ire|rmene|rsene|rtene)\b)/iu, 'ma ')
    : null;
}

// "ask HR on Monday whether I can spend a week in Berlin": what is asked is the request itself.
const ASKED_IF = /\b(ask(?:ing)?\s+(?:\S+\s+){1,4}?)(if|whether)\s/iu;

/**
 * The first of two acts, or the act before its clause, when the whole is too long: "lo chiamo e gli
 * propongo di…" -> "lo chiamo", "ask my supervisor if I can stay on nights instead of flipping" -> "ask
 * my supervisor if I can stay on nights" (what is asked stays with the asking, when it fits).
 */
export function firstAct(action: string, max: number): string | null {
  const whole = wholeClause(action, max);
  if (whole) return whole;
  const asked = ASKED_IF.test(action) ? firstOf(action.replace(ASKED_IF, '$1\u0000$2 '), action, max) : null;
  return asked ?? firstOf(action, action, max);
}

const CLAUSE_END =
  /\s*(?:[,;…]|(?<!\d):(?!\d))\s*|\s+(?:e poi|e|prima di|invece di|così|cosi|perché|perche|and then|and|which|whether|if|before|after|so that|so|because|instead of|while|until|till)\s+/iu;
/** The same ends without the words of time, for an act too short to stand before them ("give myself | till…"). */
const CLAUSE_END_NOT_TIME =
  /\s*(?:[,;…]|(?<!\d):(?!\d))\s*|\s+(?:e poi|e|invece di|così|cosi|perché|perche|and then|and|which|whether|if|so that|so|because|instead of)\s+/iu;

function firstOf(kept: string, action: string, max: number): string | null {
  const cut = (end: RegExp) => kept.split(end)[0]!.replace('\u0000', '').trim();
  let first = cut(CLAUSE_END);
  if (first.split(/\s+/).length < 3) {
    const longer = cut(CLAUSE_END_NOT_TIME);
    if (longer.split(/\s+/).length <= max) first = longer;
  }
  if (first && first.split(/\s+/).length <= max && first !== action.trim()) return first;
  return first ? withoutTrailingPlace(first, max) : null;
}

/** A named place after the act that a long clause can lose: "… a vedere un paio di usate | a Sesto". */
const TRAILING_PHRASE =
  /\s+(?:a|in|da|al|alla|allo|ai|alle|nel|nella|sul|sulla|at|in|on|near|by)\s+(?:(?:via|piazza|corso|viale|the)\s+)?\p{Lu}\S*(?:\s+\p{Lu}\S*)?$/u;

/** The start of a relative clause, where a long act can be cut and still say what will be done. */
const RELATIVE = /\s+(?:that|which|where|who|che|dove|in cui)\s+/iu;

/**
 * One clause too long to say back whole: its last named place dropped, once or twice, and if it is
 * still too long what follows a relative pronoun, when what is left fits and still holds five words
 * ("andare con tuo fratello Alessio a vedere un paio di usate", without "a Sesto").
 */
function withoutTrailingPlace(clause: string, max: number): string | null {
  let cut = clause;
  for (let i = 0; i < 2 && cut.split(/\s+/).length > max; i++) cut = cut.replace(TRAILING_PHRASE, '');
  // "send all the parents a message this week about the rule | that everyone plays equal minutes".
  if (cut.split(/\s+/).length > max) cut = cut.split(RELATIVE)[0]!;
  const n = cut.split(/\s+/).length;
  return cut !== clause && n >= 5 && n <= max ? cut : null;
}

export const tidy = (s: string) =>
  s
    .replace(/[.!?…,;:\s]+$/u, '')
    .replace(/(?:,\s*|\s+)(?:che dici|che ne dici|cosa ne pensi|what do you think|no)\s*$/iu, '');

/** What `read` makes of the first sentence of the message it can read (end punctuation left out). */
export function firstSentenceWith(message: string, read: (sentence: string) => string | null): string | null {
  for (const sentence of message.split(/(?<=[.!?])\s+|\n+/u)) {
    const back = read(sentence.replace(/[.!?…]+\s*$/u, ''));
    if (back) return back;
  }
  return null;
}

/** "and picking an aisle seat so I don't see out": a step added as a gerund, quoted from its verb. */
const GERUND_STEP = /^(?:and|also|plus|then)\s+(?:maybe\s+|also\s+)?(?=\p{L}{2,}ing\b)/iu;

export function gerundStep(message: string, max: number): string | null {
  const step = GERUND_STEP.exec(message);
  return step && wholeClause(tidy(message.slice(step[0].length)), max);
}
