/**
 * Conversation memory: the people, places and plans the person named (in their own words, to
 * reflect them back), the techniques offered and turned down, and every sentence already said,
 * so the companion never says the same sentence twice in a conversation.
 */
import { hashString } from '../text/hash';
import { normalize } from '../text/normalize';
import type { ChatTurn, EngineState, Lang } from '../types';
import { MAX_SAID } from './state';
import { CHECK_IN } from './templates/check-in';
import { techniqueNamed } from './turns';
import { isHeardLine } from './templates/pushback-heard';

const PEOPLE_IT =
  'sorella|fratello|madre|padre|mamma|papà|papa|capo|capa|collega|colleghi|ragazzo|ragazza|fidanzato|fidanzata|marito|moglie|compagno|compagna|amica|amico|amiche|amici|coinquilino|coinquilina|figlio|figlia|nonna|nonno|psicologa|psicologo|medico|dottoressa|prof|professoressa|professore|vicina|vicino|suocera|zia|zio|cugina|cugino';
const PEOPLE_EN =
  'sister|brother|mum|mom|mother|dad|father|boss|manager|colleague|coworker|boyfriend|girlfriend|partner|husband|wife|friend|friends|flatmate|roommate|son|daughter|grandma|grandad|grandmother|grandfather|therapist|doctor|gp|teacher|neighbour|neighbor|aunt|uncle|cousin';
const PERSON_IT = new RegExp(`\\b((?:(?:il|la|i|le) )?(?:mio|mia|miei|mie) (?:${PEOPLE_IT}))\\b`, 'iu');
const PERSON_EN = new RegExp(`\\b(my (?:${PEOPLE_EN}))\\b`, 'i');
const PLACE = /(?:^|[^.!?]\s)((?:a|in|at|to|from|da) [A-ZÀ-Ý][\p{L}'-]{2,})/u;

/**
 * Possessives and clitics turned to the second person, to say the person's words back, with the verbs
 * that can only be the person's own ("posso fermarmi" -> "puoi fermarti"); "our" is the person's and
 * someone else's ("our last conversation" -> "your last conversation").
 */
const SECOND_IT: Record<string, string> = {
  mio: 'tuo',
  mia: 'tua',
  miei: 'tuoi',
  mie: 'tue',
  me: 'te',
  mi: 'ti',
  io: 'tu',
  sono: 'sei',
  ho: 'hai',
  posso: 'puoi',
  devo: 'devi',
  voglio: 'vuoi',
  riesco: 'riesci',
};
const SECOND_EN: Record<string, string> = {
  my: 'your',
  me: 'you',
  i: 'you',
  myself: 'yourself',
  mine: 'yours',
  im: 'you’re',
  "i'm": 'you’re',
  am: 'are',
  our: 'your',
  ours: 'yours',
};

/** Words in -rmi that are not an infinitive with "mi": "fermi", "vermi". */
const NOT_CLITIC = new Set(['fermi', 'vermi', 'termi', 'armi', 'dormi', 'formi']);

/** Before "sono", a plural subject ("le mie amiche sono", "queste sono", "loro sono"): "sono" is theirs. */
const PLURAL_BEFORE =
  /(?:^|\s)(?:le|i|gli|queste|questi|quelle|quelli|loro|tutti|tutte|molti|molte|alcuni|alcune|entrambi|entrambe|certi|certe|tanti|tante|mie|miei|tue|tuoi)(?:\s+\p{L}+){0,2}\s*$/iu;
/** After "sono", a plural noun or a number ("sono cose che capitano", "sono tre giorni"): not the person's "I am". */
const PLURAL_AFTER =
  /^\s+(?:cose|giorni|settimane|mesi|anni|ore|persone|problemi|sciocchezze|stupidaggini|cavolate|dettagli|tante|tanti|troppe|troppi|molte|molti|tutte|tutti|due|tre|quattro|cinque|sei|sette|otto|dieci|\d+)\b/iu;

/** Whether a "sono" between these words belongs to a plural subject, not to the person. */
export function sonoIsTheirs(before: string, after: string): boolean {
  // "tutte le sere sono stanca": a singular word after it is the person's own state.
  if (/^\s+\p{L}+[oa](?!\p{L})/u.test(after) && !/^\s+(?:tanto|molto|poco|troppo|tutto|loro)\b/u.test(after))
    return false;
  return PLURAL_BEFORE.test(before) || PLURAL_AFTER.test(after);
}

export function secondPerson(text: string, lang: Lang): string {
  const map = lang === 'it' ? SECOND_IT : SECOND_EN;
  const parts = text.split(/(\s+)/);
  return parts
    .map((w, i) => {
      const bare = w.toLowerCase().replace(/[’]/g, "'");
      if (
        lang === 'it' &&
        bare === 'sono' &&
        sonoIsTheirs(parts.slice(0, i).join(''), parts.slice(i + 1).join(''))
      )
        return w;
      if (bare in map) return map[bare]!;
      if (lang === 'it' && /^\p{L}{2,}(?:rmi|rmelo|rmela|rmene)$/u.test(w) && !NOT_CLITIC.has(bare))
        return w.replace(/rm(i|elo|ela|ene)$/u, 'rt$1');
      return w;
    })
    .join('');
}

const add = (list: string[], v: string, max: number): string[] =>
  list
    .filter((x) => x.toLowerCase() !== v.toLowerCase())
    .concat(v)
    .slice(-max);

/** Remember who and where the person mentioned (their words, most recent last). */
export function rememberNames(state: EngineState, message: string, lang: Lang): void {
  const person =
    (lang === 'it' ? PERSON_IT : PERSON_EN).exec(message) ??
    (lang === 'it' ? PERSON_EN : PERSON_IT).exec(message);
  if (person) state.people = add(state.people, person[1]!.toLowerCase(), 6);
  const place = PLACE.exec(message);
  if (place) state.places = add(state.places, place[1]!, 4);
}

export function clipWords(s: string, max: number): string {
  const w = s.trim().split(/\s+/);
  return w.length <= max ? w.join(' ') : w.slice(0, max).join(' ') + '…';
}

/** The sentences of a reply, as the person reads them. */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?…])\s+|\n+/u).filter((s) => s.trim().length > 0);
}

const sentenceKey = (s: string): number =>
  hashString(
    normalize(s)
      .replace(/[^a-z0-9 ]/g, '')
      .trim(),
  );
const counts = (s: string): boolean => (normalize(s).match(/[a-z0-9]+/g) ?? []).length >= 3;

// The check-in question and the SOS reminder are care, not phrasing: they are said whenever due.
let careKeys: Set<number> | undefined;
function isCare(key: number): boolean {
  careKeys ??= new Set(
    Object.values(CHECK_IN)
      .flatMap((t) => Object.values(t) as string[][])
      .flat()
      .flatMap(splitSentences)
      .map(sentenceKey),
  );
  return careKeys.has(key);
}

/** Hashes of every sentence said so far: the state's, and the replies still in the history. */
export function saidSet(state: EngineState, history: ChatTurn[]): Set<number> {
  const set = new Set(state.said);
  for (const t of history)
    if (t.role === 'assistant') for (const s of splitSentences(t.content)) set.add(sentenceKey(s));
  return set;
}

/** True when this sentence (or a whole option made of sentences) was already said. */
export function alreadySaid(said: Set<number>, text: string): boolean {
  return splitSentences(text).some((s) => counts(s) && said.has(sentenceKey(s)));
}

/**
 * A sentence that says back the plan the person made on this turn ("…scrivere solo che arrivi il 2
 * febbraio"): their own choice, kept even when it names something turned down earlier ("writing").
 */
function ownPlanBack(sentence: string, state: EngineState): boolean {
  const plan = state.openPlan;
  return !!plan && plan.turn === state.turn && plan.text.length > 0 && sentence.includes(plan.text);
}

/**
 * Drop every sentence already said, or naming a technique the person turned down; record what
 * stays as said and as offered. Paragraph breaks are kept.
 */
export function keepFresh(text: string, state: EngineState, said: Set<number>): string {
  const paragraphs = text.split(/\n{2,}/).map((p) =>
    p
      .split(/(?<=[.!?…])\s+/u)
      .filter((s) => {
        if (!s.trim()) return false;
        const technique = isHeardLine(s) || ownPlanBack(s, state) ? undefined : techniqueNamed(normalize(s));
        if (technique && state.rejected.includes(technique)) return false;
        const key = sentenceKey(s);
        return !(counts(s) && said.has(key) && !isCare(key));
      })
      .join(' '),
  );
  const out = paragraphs.filter((p) => p.trim()).join('\n\n');
  for (const s of splitSentences(out)) {
    if (counts(s)) said.add(sentenceKey(s));
    const technique = isHeardLine(s) ? undefined : techniqueNamed(normalize(s));
    if (technique && !state.offered.includes(technique))
      state.offered = state.offered.concat(technique).slice(-5);
  }
  state.said = [...new Set([...state.said, ...splitSentences(out).filter(counts).map(sentenceKey)])].slice(
    -MAX_SAID,
  );
  return out;
}
