/**
 * The ordinary reply to a situation or a feeling: say back what the person wrote (a short phrase
 * of theirs, the feeling in their own word) and add ONE move that fits: a question about the
 * thought, a link to something said earlier, a small step tied to the topic, or a piece of
 * psychoeducation from knowledge/. The same move is never used twice in a row.
 */
import { normalize, rx, wordCount } from '../text/normalize';
import type { Lang } from '../types';
import { clauseToSecond } from './answer-lead';
import { paragraphs, writesInLowercase, type Ctx } from './context';
import { expectedHappyLine } from './expected-happy';
import { NO_STEPS_KEY } from './pushback-words';
import { patternLine } from './pattern-reflect';
import { isSetback, readEmotions, readTopics, type EmotionId } from './emotions';
import { tellsEpisode } from './episode';
import { toldAlready } from './told-already';
import { ownSleep } from './turns';
import { secondPerson } from './memory';
import { knowledge, personBack, WHY } from './moves';
import { fill, quote } from './state';
import { PARAPHRASE } from './templates/paraphrase';
import {
  breakupLine,
  carerLine,
  condolenceLine,
  decisionLine,
  lossAsks,
  fittingStep,
  tellsLoss,
} from './small-step';
import { REFLECT } from './templates/reflect';
import { FOLLOW_TOPIC } from './templates/follow-topic';

export type ReflectMove = 'trap' | 'knowledge' | 'link' | 'step' | 'socratic';
const MOVES: ReflectMove[] = ['trap', 'knowledge', 'link', 'step', 'socratic'];
const MOVE_KEY = 'r.move';

/** The person's words in the language's quotation marks. */
export const q = (lang: Lang, s: string): string => (lang === 'it' ? `«${s}»` : `“${s}”`);

const CLAUSE =
  /[.!?;\n…]+|:(?!\d)\s*|,\s*|\s+(?:perch[eé]|ma|però|pero|e poi|quindi|because|but|and then|so)\s+|\s+(?:e|and)\s+(?=(?:mi|ti|io|sono|ho|non|adesso|ora|i|im|now|it)\b)/iu;
/** Who is speaking, not what weighs: an age, a job, a city ("ho 22 anni", "faccio l'avvocato a Perugia"). */
const AGE_ONLY =
  /^(?:(?:io\s+)?(?:ho|i['’]?m|i am)\s+\d+\s*(?:anni|years?(?:\s+old)?)|(?:\p{L}+\s+){0,3}(?:ha|hanno|ho)\s+\d+\s+anni|(?:io\s+)?(?:faccio|fai)\s+(?:il|la|l['’]\s*|lo)\s*\p{L}+(?:\s+(?:in|di|a|da)\s+\p{L}+)*|(?:\p{L}+\s+){0,2}da quando (?:ho|avevo|hai|aveva) \d+ anni)$/iu;
const SKIP_FIRST = /^(?:di|a|da|in|con|su|per|e|o|ok|okay|of|to|on|at|and|or|yeah|with|for)$/i;
const SKIP_LAST =
  /^(?:di|a|da|in|con|su|per|e|o|il|la|lo|un|una|del|della|al|alla|nel|nella|mio|mia|miei|mie|questo|questa|quel|quella|of|to|on|at|and|or|with|for|the|an|front|my|your|his|her|our|their|this|that|since)$/i;
const POSSESSIVE = /^(?:mio|mia|miei|mie|tuo|tua|suo|sua|my|your|his|her|our|their)$/i;

// A lead-in of time or place ("Oggi al lavoro", "A scuola", "Yesterday at work") is left out of the quote.
const TIME_LEAD = /^(?:oggi|ieri|stamattina|stasera|stanotte|poi|allora|today|yesterday|tonight|then|so)$/i;
const PLACE_LEAD = /^(?:a|al|allo|alla|in|nel|nella|at|in)$/i;

/** At most nine words, never the opening of a long message (the reply does not echo it). */
function fragment(clause: string, message: string): string {
  const all = clause.split(/\s+/).filter(Boolean);
  const head = normalize(message.slice(0, 40));
  const tooMuch = (ws: string[]): boolean =>
    ws.length > 9 || (message.length > 40 && normalize(ws.join(' ')).includes(head));
  let from = 0;
  if (all.length > 5 && TIME_LEAD.test(all[0]!)) from = 1;
  if (all.length - from > 5 && PLACE_LEAD.test(all[from]!)) from += 2;
  while (all.length - from > 9) from++;
  if (from > 0 && POSSESSIVE.test(all[from]!)) from--;
  let to = all.length;
  while (to - from > 3 && tooMuch(all.slice(from, to))) to--;
  while (to - from > 3 && SKIP_LAST.test(all[to - 1]!)) to--;
  while (to - from > 3 && SKIP_FIRST.test(all[from]!)) from++;
  return all.slice(from, to).join(' ');
}

/** "Mi sento sola da quando…": the part after the words of the feeling, when enough is left. */
function afterFeeling(clause: string, feeling?: EmotionId | null): string {
  const words = clause.split(/\s+/);
  if (!feeling) return clause;
  for (let i = 1; i <= words.length - 4; i++)
    if (readEmotions(normalize(words.slice(0, i).join(' '))).emotions.includes(feeling))
      return words.slice(i).join(' ');
  return clause;
}

/** The clause that tells what happened (not the one naming the feeling), short enough to quote. */
export function keyPhrase(
  message: string,
  feelingWord?: string,
  feeling?: EmotionId | null,
  capitalIsName = false,
): string {
  const clauses = message
    .split(CLAUSE)
    .map((s) => s?.trim() ?? '')
    // "ho 22 anni" tells who is speaking, not what weighs: not the phrase to say back.
    .filter((s) => wordCount(s) >= 3 && !AGE_ONLY.test(s));
  const avoid = feelingWord ? normalize(feelingWord) : undefined;
  const names = (c: string): boolean =>
    avoid ? normalize(c).includes(avoid) : !!feeling && readEmotions(normalize(c)).emotions.includes(feeling);
  const situation = clauses.find((c) => !names(c)) ?? afterFeeling(clauses[0] ?? message, feeling);
  const chosen = fragment(situation, message);
  const quoted = quote(chosen, 80);
  return capitalIsName
    ? quoted
    : quoted.replace(/^(\p{Lu})(\p{Ll})/u, (_, a: string, b: string) => a.toLowerCase() + b);
}

/** The word the person used for the feeling ("umiliato", "overwhelmed"), when one word carries it. */
export function ownFeelingWord(message: string, primary: EmotionId): string | undefined {
  for (const w of message.split(/[^\p{L}']+/u)) {
    if (w.length < 4) continue;
    if (readEmotions(normalize(w)).emotions.includes(primary)) return w.toLowerCase();
  }
  return undefined;
}

/** Quoting the person's words is kept for some turns only: at most once in this many. */
const QUOTE_EVERY_TURNS = 3;
const QUOTE_KEY = 'r.quoted';

/** A quote is a short phrase (at most this many words) that carries the person's own feeling word. */
const QUOTE_MAX_WORDS = 6;
const PARAPHRASE_MAX_WORDS = 10;
const LAUGH = /\s*\b(?:a?h(?:ah)+\w*|(?:he){2,}\w*|lol|lmao|xd)\b/giu;
const EN_SUBJECT = /^(?:i|i'm|i’m|im|ive|i've|my|our|we|he|she|they|it|the|this)\b/iu;
const CONDITIONAL = /\b(\p{L}{2,})rei\b/gu;
const FIRST_IT = /\b(?:io|me|mi|ero|avevo|facevo|stavo|andavo|volevo|potevo|dovevo|sarei)\b/iu;
const NOUN_SUBJECT = /^\p{L}+o\s+(?:mi|ti|ci|si|ne|lo|la|gli|le|ha|ho|e|è)\b/iu;

/** A paraphrase reads less like an echo than a quote: at most once in this many turns. */
const PARAPHRASE_EVERY_TURNS = 2;
const PARA_KEY = 'r.para';

/** True when the person's words were quoted (or, with `key`, paraphrased) within `every` turns. */
function echoedLately(ctx: Ctx, key = QUOTE_KEY, every = QUOTE_EVERY_TURNS): boolean {
  const last = ctx.c.state.used[key]?.[0];
  return last !== undefined && ctx.c.state.turn - last < every;
}

/** A phrase may be quoted when it is a whole short clause of the message that names their feeling. */
function mayQuote(ctx: Ctx, phrase: string, word: string | undefined): boolean {
  const p = normalize(phrase);
  if (!p || wordCount(phrase) > QUOTE_MAX_WORDS || wordCount(phrase) < 2) return false;
  const feels = word ? p.includes(normalize(word)) : readEmotions(p).emotions.length > 0;
  return feels && ctx.message.split(CLAUSE).some((c) => c && normalize(c) === p);
}

const COURTESY = rx(
  '^(?:buongiorno|buonasera|buon pomeriggio|salve|ciao|hi|hello|hey|good (?:morning|evening|afternoon)|scus\\w*|sorry)\\b',
);
const TO_COMPANION: Record<Lang, RegExp> = {
  it: rx(
    '\\b(?:(?:ti|te) (?:l )?(?:ho|avevo|sto|stavo|dico|dicevo|chiedo|chiedevo|ripeto|scrivo)|(?:non )?mi dica|non mi dire|non dirmi|(?:mi|ci) (?:avete|avevate|hai|avevi) (?:detto|consigliato|scritto|suggerito|chiesto))\\b',
  ),
  en: /\byou\b/,
};

/** The phrase said back in the second person, unquoted ("dormi male", "your boss ignores you"), or undefined. */
export function paraphrase(phrase: string, lang: Lang): string | undefined {
  // "capo mi ha criticato": a noun before a clitic is the subject, not a verb of the person's.
  if (lang === 'it' && NOUN_SUBJECT.test(phrase)) return undefined;
  // "non è quello che ti ho chiesto", "you never listen": words to the companion are not their story;
  // nor is a greeting or an apology for how they write ("buonasera, scusi se scrivo male").
  if (TO_COMPANION[lang].test(normalize(phrase)) || COURTESY.test(normalize(phrase))) return undefined;
  phrase = phrase.replace(LAUGH, '').trim();
  // "ci siamo lasciati" has no regular second person said back; "non è che sto malissimo" is no statement to echo.
  if (lang === 'it' && /(?:\p{L}{2}iamo|\bsiamo)(?!\p{L})|^non (?:è|e) che\b/iu.test(phrase))
    return undefined;
  const para =
    lang === 'it'
      ? clauseToSecond(phrase.replace(CONDITIONAL, '$1resti'))
      : secondPerson(phrase, 'en').replace(/\byou am\b/g, 'you are');
  if (lang === 'it' && para && FIRST_IT.test(para)) return undefined;
  // Nothing turned to the second person ("la sera guardo il telefono"): a first-person verb the
  // rules do not know may be left in it, so the clause is not said back.
  if (lang === 'it' && para && normalize(para) === normalize(phrase)) return undefined;
  if (!para || wordCount(para) < 2 || wordCount(para) > PARAPHRASE_MAX_WORDS) return undefined;
  if (lang === 'en' && /\b(?:i|me|my|mine|myself|im)\b/i.test(para)) return undefined;
  return para;
}

function paraphraseLine(ctx: Ctx, phrase: string): string | undefined {
  // Only a whole clause of theirs, so a cut-off fragment is never said back as if it were a sentence.
  const p = normalize(phrase);
  if (!ctx.message.split(CLAUSE).some((c) => c && normalize(c) === p)) return undefined;
  // "ma l'igiene del sonno la conosco": said back without its "ma" ("Mi dici che ma…" would not read).
  const own = phrase.replace(/^(?:ma|però|pero|but)\s+/iu, '');
  if (ctx.lang === 'en' && !EN_SUBJECT.test(own)) return undefined;
  const para = paraphrase(own, ctx.lang);
  if (!para) return undefined;
  const P = PARAPHRASE[ctx.lang];
  const primary = ctx.emotions.primary;
  // "Sei stanca" already names the tiredness: "…, e si sente la stanchezza" would say it twice.
  const named = !!primary && readEmotions(normalize(para)).emotions.includes(primary);
  if (primary && primary !== 'positive' && !named)
    return fill(ctx.c.pick('r.pf', P.feeling), { para, feeling: REFLECT[ctx.lang].feeling[primary] });
  return fill(ctx.c.pick('r.pp', P.plain), { para });
}

/** The feeling and the topic named in plain words, without quoting. */
function namedLine(ctx: Ctx, setback: boolean): string {
  const { c, lang } = ctx;
  const R = REFLECT[lang];
  const primary = ctx.emotions.primary;
  const feeling = primary ? R.feeling[primary] : undefined;
  const topicId = ctx.topics[0];
  const topic = topicId ? R.topicName[topicId] : undefined;
  if (setback && (!feeling || primary === 'positive')) return c.pick('r.n.sb', R.named.setback);
  if (feeling && topic) return fill(c.pick('r.n.ft', R.named.feelingTopic), { feeling, topic });
  if (feeling) return fill(c.pick('r.n.f', R.named.feeling), { feeling });
  if (topic) return fill(c.pick('r.n.t', R.named.topic), { topic });
  return c.pick('r.n.p', R.named.plain);
}

/** One sentence that says back the feeling and topic, and now and then a whole short phrase of the person's. */
export function reflectLine(ctx: Ctx): string {
  const { c, lang } = ctx;
  const R = REFLECT[lang];
  // A death told for the first time is met with condolence, once in a conversation.
  const condolence = condolenceLine(ctx);
  if (condolence) return condolence;
  const told = breakupLine(ctx) ?? decisionLine(ctx) ?? carerLine(ctx) ?? expectedHappyLine(ctx);
  if (told) return told;
  const setback = isSetback(ctx.norm);
  // "I haven't opened it since", "keep googling it": what the pattern does, rather than an echo or a bare "I'm with you".
  const pattern = setback ? undefined : patternLine(ctx);
  if (pattern) return pattern;
  const primary = ctx.emotions.primary;
  const word = primary ? ownFeelingWord(ctx.message, primary) : undefined;
  const phrase = keyPhrase(ctx.message, word, primary, writesInLowercase(ctx));
  if (!mayQuote(ctx, phrase, word) || echoedLately(ctx)) {
    // A long phrase, or one without their feeling word, is said back in the second person instead.
    const para =
      setback || echoedLately(ctx, PARA_KEY, PARAPHRASE_EVERY_TURNS)
        ? undefined
        : paraphraseLine(ctx, phrase);
    if (para) c.state.used[PARA_KEY] = [c.state.turn];
    return para ?? namedLine(ctx, setback);
  }
  c.state.used[QUOTE_KEY] = [c.state.turn];
  const quoted = q(lang, phrase);
  const phraseHasWord = word && normalize(phrase).includes(normalize(word));
  if (primary && word && !phraseHasWord)
    return fill(c.pick('r.w', R.withWord), { quote: quoted, word: q(lang, word) });
  if (primary) return fill(c.pick('r.f', R.withFeeling), { quote: quoted, feeling: R.feeling[primary] });
  return fill(c.pick(setback ? 'r.sb' : 'r.p', setback ? R.setback : R.plain), { quote: quoted });
}

const sameFeeling = (ctx: Ctx, text: string): boolean =>
  !!ctx.emotions.primary && readEmotions(normalize(text)).primary === ctx.emotions.primary;

/** Something the person said earlier in this conversation, to link to. */
function earlierThread(ctx: Ctx): string | undefined {
  const st = ctx.c.state;
  const person = st.people[st.people.length - 1];
  const now = normalize(ctx.message);
  const related = (text: string): boolean => readTopics(normalize(text)).some((t) => ctx.topics.includes(t));
  if (person && !now.includes(normalize(person).split(' ').pop()!) && related(person))
    return fill(ctx.c.pick('r.lp', REFLECT[ctx.lang].linkPerson), { person: personBack(person, ctx.lang) });
  const earlier = ctx.req.history
    .filter((t) => t.role === 'user' && wordCount(t.content) >= 4 && normalize(t.content) !== now)
    .slice(0, -1)
    .reverse()
    .find((t) => related(t.content) || sameFeeling(ctx, t.content));
  if (!earlier) return undefined;
  return fill(ctx.c.pick('r.le', REFLECT[ctx.lang].linkEarlier), {
    earlier: q(ctx.lang, keyPhrase(earlier.content)),
  });
}

const SLEEP_Q: Record<Lang, string> = { it: 'Perché non riesco a dormire?', en: 'Why can’t I sleep?' };

/** The feeling named in so many words ("ho sempre l'ansia"), not read from "ho paura di disturbare". */
const FEELING_NAMED = rx(
  '\\b(?:ansia|ansios\\w*|agitat\\w*|panico|trist\\w*|giu di morale|depress\\w*|arrabbiat\\w*|rabbia|stress\\w*|stanc\\w*|sfinit\\w*|in colpa|sensi di colpa|vuot[oa]|mi sento sol[oa]|solitudine|anxiety|anxious|panic\\w*|sad|sadness|low|depressed|angry|anger|tired|exhausted|guilty|guilt|empty|lonely)\\b',
);
/** Two sentences of psychoeducation on the feeling or the topic, only when an entry clearly fits. */
function knowledgeLine(ctx: Ctx): string | undefined {
  const primary = ctx.emotions.primary;
  // The person's own sleep: "stanotte si è alzata tre volte" is the one they care for, not insomnia.
  const sleep = ctx.topics.includes('sleep') && ownSleep(ctx.norm);
  // A general explanation of a feeling only for a feeling named as such.
  if (!sleep && !FEELING_NAMED.test(ctx.norm)) return undefined;
  const question = sleep ? SLEEP_Q[ctx.lang] : primary ? WHY[primary]?.[ctx.lang] : undefined;
  if (!question) return undefined;
  const text = knowledge(ctx, question, false);
  if (!text) return undefined;
  const sentences = text
    .split(/(?<=[.!?])\s+/u)
    .slice(0, 2)
    .join(' ');
  return paragraphs(sentences, ctx.c.pick('r.kq', REFLECT[ctx.lang].knowledgeAsk));
}

function lastMove(ctx: Ctx): ReflectMove | undefined {
  const i = ctx.c.state.used[MOVE_KEY]?.[0];
  return i === undefined ? undefined : MOVES[i];
}

/** The move of the reply that returned this state, if it was an ordinary reply (the turn has moved on by one). */
export function lastReflectMove(state: {
  used: Record<string, number[]>;
  turn: number;
}): ReflectMove | undefined {
  const [i, turn] = state.used[MOVE_KEY] ?? [];
  return i === undefined || turn !== state.turn - 1 ? undefined : MOVES[i];
}

function record(ctx: Ctx, move: ReflectMove): void {
  ctx.c.state.used[MOVE_KEY] = [MOVES.indexOf(move), ctx.c.state.turn];
}

/**
 * The move for this turn and its text. `trap` is the caller's (chat.ts names the thinking trap);
 * the others are written here. Order: the trap when there is one, then a rotation that skips
 * the move used last.
 */
export function chooseMove(ctx: Ctx, trap: boolean): { move: ReflectMove; text?: string } {
  const last = lastMove(ctx);
  if (trap && last !== 'trap') {
    record(ctx, 'trap');
    return { move: 'trap' };
  }
  const rotation: ReflectMove[] = ['socratic', 'knowledge', 'step', 'link'];
  const start = ctx.c.state.turn % rotation.length;
  const order = rotation.slice(start).concat(rotation.slice(0, start));
  // «non voglio esercizi» said earlier: no step again in this conversation.
  const noSteps = !!ctx.c.state.used[NO_STEPS_KEY];
  for (const move of order) {
    if (move === last || (noSteps && move === 'step')) continue;
    const text = moveText(ctx, move);
    if (!text) continue;
    record(ctx, move);
    return { move, text };
  }
  // Nothing else fits: a step tied to what was said, or else a question again rather than a stock step.
  const step = noSteps ? undefined : fittingStep(ctx);
  if (!step) {
    record(ctx, 'socratic');
    return { move: 'socratic', text: moveText(ctx, 'socratic') };
  }
  record(ctx, 'step');
  return { move: 'step', text: step };
}

/**
 * "What was your first thought in that moment?" only for a turn that tells an episode; a fear ahead
 * gets the worry questions, good news "what helped?", and a state or a lasting situation a question
 * that follows it (what weighs most, what would help, what they have tried).
 */
function socraticGroup(ctx: Ctx): 'thought' | 'worry' | 'follow' | 'good' {
  const episode = tellsEpisode(ctx.norm);
  if (ctx.emotions.primary === 'anxiety' && !episode) return 'worry';
  if (episode) return 'thought';
  return !ctx.emotions.primary && ctx.emotions.emotions.includes('positive') ? 'good' : 'follow';
}

function moveText(ctx: Ctx, move: ReflectMove): string | undefined {
  if (move === 'knowledge') return knowledgeLine(ctx);
  if (move === 'link') return earlierThread(ctx);
  // A step only where it can be tied to what the person said; otherwise the rotation moves on.
  if (move === 'step') return fittingStep(ctx);
  if (move === 'socratic') {
    // After a death is told: about the one who died and the days since, not "since when?" or "what did you think?".
    if (ctx.c.state.used['loss'] || tellsLoss(ctx.norm)) return ctx.c.pick('r.q.loss', lossAsks(ctx));
    const group = socraticGroup(ctx);
    // A situation with a topic of its own is followed on that topic first ("the nearest deadline" for money).
    const topic = group === 'follow' ? ctx.topics.find((t) => FOLLOW_TOPIC[ctx.lang][t]) : undefined;
    const own = topic
      ? FOLLOW_TOPIC[ctx.lang][topic]!.filter((q) => !ctx.c.stale(q) && !toldAlready(ctx, q))
      : [];
    if (own.length) return ctx.c.pick(`r.q.t.${topic}`, own);
    const options = REFLECT[ctx.lang].socratic[group].filter((q) => !toldAlready(ctx, q));
    return ctx.c.pick(`r.q.${group}`, options.length ? options : REFLECT[ctx.lang].socratic[group]);
  }
  return undefined;
}
