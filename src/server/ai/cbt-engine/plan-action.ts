/**
 * The person's plan in their own words, to say it back: an action ("chiedere a tuo fratello di
 * contribuire", "call your sister") when the wording gives one cleanly, else the clause that holds
 * the plan, to quote ("magari domani gli scrivo"), else null.
 */
import type { Lang } from '../types';
import { attach, fold, INFINITIVE_IT, joinedInfinitives, NOUN_TOO, sayBack } from './plan-say';
import { beforeRelative, presentPlanActionEn } from './plan-action-en';
import { firstAct, firstSentenceWith, gerundStep, LEAD_WORDS, tidy, wholeClause } from './plan-clause';
import { BASE_EN } from './plan-words';
import { unslip } from './plan-unslip';

// Hedges before the plan itself: "forse", "magari", "pensavo di", "mi sa che devo", "I think", "maybe".
const PLAN_START_IT =
  /\b(?:(?:forse|allora|magari|sì|si|ok|anche)[,\s]+)*(?:potrei(?:\s+anche)?|dovrei|posso|potremmo|possiamo|dovremmo|proverei|provo ad?|provo|vorrei provare ad?|voglio provare ad?|ho deciso di|(?:ho pensato|penso|pensavo|stavo pensando|sto pensando)(?:\s+(?:anche|pure|invece|quasi))?\s+di|avevo in mente di|ho in mente di|mi piacerebbe|ho intenzione di|conto di|cercherò di|mi propongo di|proverò ad?|provero ad?|mi sa che (?:devo|dovrei|potrei|posso|mi conviene)|un[’']idea (?:è|sarebbe)(?: di)?|l[’']idea è(?: di)?|e se provassi a)\s+(?:anche\s+|magari\s+|provare a\s+|iniziare a\s+|cominciare a\s+)*(.+)/iu;
const PLAN_START_EN = new RegExp(
  String.raw`\b(?:(?:maybe|perhaps|yes|yeah|ok|okay|so|and|i think|i guess|i suppose)[,\s]+)*(?:i could(?:\s+(?:also|always|just|maybe|even))?|i might|we could(?:\s+(?:also|always|just|maybe|even))?|we might|i should|i will|i'll|i’ll|i ll|ill(?=\s+(?:${BASE_EN})\b)|(?:maybe|perhaps)(?=\s+(?:just\s+|also\s+)?(?:${BASE_EN})\b)|(?:maybe|perhaps) i(?=\s+(?:just\s+|also\s+|first\s+)?(?:${BASE_EN})\b)|i am going to|i'm going to|i’m going to|i'm gonna|i’m gonna|gonna|going to|i've decided to|i’ve decided to|i decided to|i want to|i plan to|i'm planning to|i’m planning to|i think i'll|i think i’ll|i guess i could|i suppose i could|i was thinking (?:that )?i(?:['’]d| would| could| might)|i['’]d(?=\s+(?:just\s+|also\s+|first\s+)?(?:${BASE_EN}|start|give)\b)|what if i tried|what if i|one idea is|an idea would be|the idea is|my plan is)\s+(?:probably\s+|really\s+)?(?:try to\s+|to\s+)?(.+)`,
  'iu',
);
// "I was thinking of calling my sister": the -ing action is said back as it is.
const THINKING_EN =
  /\b(?:i was thinking|i['’]ve been thinking|i['’]m thinking|i am thinking|i['’]ve thought|i thought|i['’]ve been looking at) (?:of|about|into) (\w+ing\b.*)/iu;
// "and try a small breakfast first", "then ring the school": one more step, said as the plan goes on.
const MORE_EN = new RegExp(
  String.raw`^(?:and|then|also|plus)\s+(?:also\s+|then\s+|maybe\s+)?((?:${BASE_EN})\b.*)`,
  'iu',
);
// "e se gli scrivessi?" -> "scrivergli"; "e se chiedessi" -> "chiedere".
const IF_IT =
  /\be se (?:(?:invece|magari)\s+)?(?:(gli|le|la|lo|ci|ne|mi)\s+)?(\p{L}+?)(assi|essi|issi)\b(.*)/iu;
// "proponessi" -> "proporre", "traducessi" -> "tradurre": the stem of the imperfect subjunctive is not the infinitive's.
const SUBJ_IRREGULAR: Record<string, string> = {
  fac: 'fare',
  dic: 'dire',
  bev: 'bere',
  propon: 'proporre',
  pon: 'porre',
  dispon: 'disporre',
  impon: 'imporre',
  traduc: 'tradurre',
  riduc: 'ridurre',
  conduc: 'condurre',
  produc: 'produrre',
};
const SUBJ_END: Record<string, string> = { assi: 'are', essi: 'ere', issi: 'ire' };

/** "asked" -> "ask", "tried" -> "try", "went" -> "go": the base form after "what if I…". */
const PAST_EN: Record<string, string> = {
  went: 'go',
  told: 'tell',
  spoke: 'speak',
  wrote: 'write',
  took: 'take',
  made: 'make',
  did: 'do',
  said: 'say',
  sent: 'send',
  left: 'leave',
  got: 'get',
  gave: 'give',
  ran: 'run',
  kept: 'keep',
  moved: 'move',
  invited: 'invite',
  used: 'use',
  closed: 'close',
  scheduled: 'schedule',
  practised: 'practise',
  practiced: 'practice',
  phoned: 'phone',
  shared: 'share',
  saved: 'save',
  chose: 'choose',
  woke: 'wake',
  bought: 'buy',
};

function basePast(word: string): string {
  const w = word.toLowerCase();
  if (PAST_EN[w]) return PAST_EN[w];
  if (/ied$/.test(w)) return w.replace(/ied$/, 'y');
  if (/([bdgmnpt])\1ed$/.test(w)) return w.slice(0, -3);
  if (/ed$/.test(w) && w.length > 4) return w.slice(0, -2);
  return word;
}

/** The act up to five words after a time, and those words ("col caffè", "in pausa pranzo"), or null. */
function actAfterTime(s: string): { time: string; rest: string } | null {
  const words = s.trim().split(/\s+/);
  if (OWN_ACT_IT.test(s.trim()) && INFINITIVE_IT[fold(OWN_ACT_IT.exec(s.trim())![3]!)]) return null;
  for (let k = 1; k <= 5 && k < words.length; k++) {
    const w = fold(words[k]!);
    if (!INFINITIVE_IT[w] || (NOUN_TOO.has(w) && articleBefore(fold(words[k - 1]!), w))) continue;
    let start = k;
    while (start > 1 && CLITIC_IT.has(fold(words[start - 1]!))) start--;
    // "stasera ti scrivo": an act towards the companion is not said back as the person's own.
    if (fold(words[start - 1]!) === 'ti') return null;
    return { time: words.slice(0, start).join(' ').replace(/,$/u, ''), rest: words.slice(start).join(' ') };
  }
  return null;
}

function ifAction(s: string): string | null {
  const m = IF_IT.exec(s);
  if (!m) return null;
  const stem = m[2]!;
  const inf = SUBJ_IRREGULAR[stem.toLowerCase()] ?? stem + SUBJ_END[m[3]!.toLowerCase()]!;
  // "proporre" + "le" -> "proporle", "fare" + "gli" -> "fargli".
  const verb = m[1] ? inf.replace(/rre$/, 'r').replace(/e$/, '') + m[1].toLowerCase() : inf;
  return `${verb}${m[4] ?? ''}`;
}

function actionIn(raw: string, lang: Lang): string | null {
  const s = unslip(raw);
  if (lang === 'it') {
    const viaIf = ifAction(s);
    if (viaIf) return viaIf;
  }
  const thinking = lang === 'en' ? (THINKING_EN.exec(s) ?? MORE_EN.exec(s.trim())) : null;
  if (thinking) return thinking[1]!;
  const m =
    (lang === 'it' ? PLAN_START_IT : PLAN_START_EN).exec(s) ??
    (lang === 'it' ? PLAN_START_EN : PLAN_START_IT).exec(s);
  // "I'm going to the library at 9": a place after "going to" is no act (the present reading takes it).
  if (
    !m ||
    (/going to\s+$/iu.test(m[0].slice(0, m[0].length - m[1]!.length)) &&
      /^(?:the|a|an|my|work|school|bed)\b/iu.test(m[1]!))
  )
    return null;
  // "stasera provo la meditazione…": a thing to try, not a verb, keeps its "provare".
  const tried = /\bprov(?:o|erei|erò|ero)\s+$/iu.test(m[0].slice(0, m[0].length - m[1]!.length));
  const rest =
    tried &&
    !/^\p{L}+(?:are|ere|ire|rre|r(?:mi|ti|gli|le|lo|la|ne|ci|si))\b/iu.test(
      m[1]!.replace(/^(?:a|ad)\s+/iu, ''),
    )
      ? `provare ${m[1]!}`
      : m[1]!;
  // "forse potremmo farci aiutare": a plan of "we", said back to them as "farvi aiutare".
  if (/\b(?:potremmo|possiamo|dovremmo)\s+$/iu.test(m[0].slice(0, m[0].length - m[1]!.length)))
    return rest.replace(/^(\p{L}+?(?:ar|er|ir|r))ci\b/u, '$1vi').replace(/^ci\s/u, 'vi ');
  if (lang === 'en' && /what if i\s*$/i.test(s.slice(0, m.index + m[0].length - rest.length).trim())) {
    const [first, ...more] = rest.split(/\s+/);
    return [basePast(first!), ...more].join(' ');
  }
  return rest;
}

/**
 * The plan as an action in the second person, or null when the wording does not give one cleanly
 * (the caller then quotes the clause that holds it, planClause).
 */
export function planAction(message: string, lang: Lang): string | null {
  for (const s of message.split(/(?<=[.!?])\s+|\n+/u)) {
    const action = actionIn(s, lang);
    if (!action) continue;
    // "magari provo ad andare in palestra": the action starts at the verb, not at "ad".
    const first = firstAct(tidy(lang === 'it' ? action.replace(/^(?:a|ad)\s+/iu, '') : action), 14);
    const whole = lang === 'en' && first ? moreActsEn(first, action) : first;
    const back =
      whole &&
      (sayBack(lang === 'it' ? joinedInfinitives(whole) : whole, lang) ?? beforeRelative(whole, lang));
    if (back) return back;
  }
  return lang === 'it'
    ? (presentPlanAction(message) ?? infinitivePlanIt(message))
    : presentPlanActionEn(message);
}

// "e guardare il conto una volta a settimana, il venerdì alle 10": a step added, said as an infinitive.
const INFINITIVE_START_IT =
  /^(?:(?:e|poi|anche|pure|magari|forse)\s+)+((?!(?:essere|avere|stare|sentire|sentirmi|diventare|sembrare)\b)\p{L}{3,}(?:are|ere|ire)\b.*)$/iu;

function infinitivePlanIt(message: string): string | null {
  const act = firstAct(tidy(INFINITIVE_START_IT.exec(message.trim())?.[1] ?? ''), 12);
  return act ? sayBack(joinedInfinitives(act), 'it') : null;
}

// "screenshot it, send it to my sister…, then archive the chat": the next steps, each from its verb.
const NEXT_ACT_EN = new RegExp(
  String.raw`^(?:then\s+|and\s+(?:then\s+)?)?(?:${BASE_EN}|screenshot|archive|mute|unfollow|delete)\b`,
  'iu',
);

/**
 * A first act of two or three words ("screenshot it") followed by more acts in the same sentence, each
 * cut before its purpose ("so it exists somewhere"): the acts together, up to three and 16 words.
 */
function moreActsEn(first: string, action: string): string {
  if (first.split(/\s+/).length > 3) return first;
  const acts = [first];
  for (const piece of action
    .slice(first.length)
    .split(/\s*,\s*/u)
    .slice(1)) {
    const act = piece.split(/\s+(?:so|so that|because|cause|to make sure)\s+/iu)[0]!.trim();
    if (!NEXT_ACT_EN.test(act) || acts.length === 3) break;
    acts.push(act);
  }
  const joined = acts.join(', ');
  return acts.length > 1 && joined.split(/\s+/).length <= 16 ? joined : first;
}

const CLAUSE_START =
  /\b(?:magari|forse|mi sa che|pensavo|avevo in mente|domani|stasera|potrei|e se|what if|maybe|i was thinking|i guess|i think|one idea|i could|i might|tomorrow|tonight)\b/iu;

/** The clause that holds the plan, from its first plan word, to quote when no action comes out cleanly. */
export function planClause(message: string, maxWords = 12): string | null {
  for (const s of message.split(/(?<=[.!?])\s+|\n+/u)) {
    const m = CLAUSE_START.exec(s);
    if (!m) continue;
    const clause = wholeClause(tidy(s.slice(m.index)), maxWords);
    if (clause) return clause;
  }
  // "la prossima volta che mi sale la rabbia esco dalla stanza": the act itself, from its verb (with its
  // clitic), never one that is denied or told about ("esercizi che non faccio mai, magari li faccio…").
  for (const act of message.matchAll(ACT_START)) {
    if (/\b(?:non|che|mai)\s+$/iu.test(message.slice(0, act.index))) continue;
    const clause = wholeClause(tidy(message.slice(act.index)), maxWords);
    if (clause) return clause;
  }
  // "and picking an aisle seat so I don't see out": a step added as a gerund.
  return gerundStep(message, maxWords);
}
const ACT_START =
  /\b(?:(?:li|lo|la|le|gli|ci|ne)\s+)?(?:esco|chiamo|scrivo|vado|parlo|lascio|spengo|metto|preparo|provo|chiedo|tolgo|faccio|I['’]ll|I will|I['’]m going to|going to)\s/giu;

// Before the person's own verb: hedges ("magari", "quasi quasi"), a time ("domani", "la prossima volta") and a clause of
// when ("quando mi sale la rabbia", "la prossima volta che lo vedo"), said after the action.
const HEDGE_IT =
  /^(?:(?:sì|si|ok|okay|allora|dai|ecco|va bene|magari|forse|penso che|credo che|pensavo che|mi sa che|quasi quasi|ho deciso che|almeno|intanto|per ora|per adesso|quindi|e|poi|anzi|proviamo)(?:[,\s]+|$))*/iu;
const WHEN_IT =
  /^(?:da )?(?:(?:il |la )?prossim[oa] (?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica|weekend|fine settimana)(?: mattina| sera| pomeriggio)?|stasera|stanotte|domattina|domani(?: mattina| sera| pomeriggio)?|oggi(?: pomeriggio)?|dopo (?:l['’]\s?|il |lo |la |i |gli |le )\p{L}+(?: di \p{L}+)?|(?:la|il) (?:settimana|domenica|sabato|luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|giorno|weekend|mese) dopo|dopo|(?:quest[oa] )?(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)(?: mattina| sera| pomeriggio)?|questa settimana|per (?:una|un|qualche|due|tre) (?:settimana|settimane|mese|mesi|giorni)|nel weekend|questo weekend|(?:questo|nel) fine settimana|la settimana prossima|la prossima settimana|quest[’' ]?(?:estate|inverno|autunno)|questa primavera|questo mese|il mese prossimo|(?:dal)?la prossima volta|(?:al|alla) prossim[oa] (?:seduta|visita|riunione|lezione|incontro|colloquio|appuntamento|sessione)|la prima volta|(?:il giorno|la sera|la mattina) (?:prima|stess[ao]|dopo)|(?:il giorno|la sera|la mattina) (?:del|della|dell[’' ]?)\s?\p{L}+|(?:ora|adesso|oggi) in poi|d[’' ]ora in poi|(?:la|di) (?:sera|mattina)|il pomeriggio|la prima settimana|il [0-9]{1,2}(?![0-9]))(?!\p{L})[,\s]*/iu;
const SUB_IT =
  /^(?:che|quando|se|appena|non appena|ogni volta che|tutte le volte che|nel momento in cui|prima di|dopo aver|dopo|invece di)(?!\p{L})/iu;
const CLITIC_IT = new Set(['gli', 'le', 'la', 'lo', 'li', 'ci', 'ne', 'mi', 'non']);
/** "fare un passo", "il mio studio": a word that is a noun too, after these, is the noun. */
const DETERMINER_IT = new Set([
  'un',
  'uno',
  'il',
  'lo',
  'la',
  'i',
  'gli',
  'le',
  'al',
  'del',
  'nel',
  'sul',
  'dal',
  'col',
  'mio',
  'tuo',
  'suo',
  'questo',
  'quel',
  'quello',
  'primo',
  'ogni',
  'piccolo',
  'bel',
  'lungo',
  'altro',
]);
const SECOND_OWN_ACT_IT =
  /\s+e\s+(?:(?:gli|le|la|lo|li|ci|ne|mi|ti)\s+)?(?!(?:io|poi|ancora|solo|magari)\b)(\p{L}+o)\s+(?:il|lo|la|i|gli|le|un|una|uno|a|ad|in|con|per|tutt\p{L}*)\b.*$/u;
const OWN_ACT_IT = /^(non )?(?:(gli|le|la|lo|li|ci|ne|mi) )?(\p{L}+)(?!\p{L})(.*)$/iu;

/**
 * True when `det` is an article of the noun `w` ("il porto", "la spesa"). "lo" is an article only
 * before s + consonant, z, gn, ps, x, y: in «lo porto a prendere un gelato» it is a pronoun.
 */
function articleBefore(det: string, w: string): boolean {
  if (!DETERMINER_IT.has(det)) return false;
  return det !== 'lo' || /^(?:s[^aeiou]|z|gn|ps|x|y)/u.test(w);
}

/** Where the person's own act starts after a clause of when ("quando sento che sto per esplodere | esco"), or -1. */
function actAfterClause(words: string[], from: number): number {
  let k = from;
  while (k < words.length && CLITIC_IT.has(fold(words[k]!))) k++;
  // The clause's own verb ("quando torno a casa") is not the act.
  for (k += 1; k < words.length; k++) {
    const w = fold(words[k]!);
    if (!INFINITIVE_IT[w] || (NOUN_TOO.has(w) && articleBefore(fold(words[k - 1] ?? ''), w))) continue;
    let start = k;
    while (start > from + 1 && CLITIC_IT.has(fold(words[start - 1]!))) start--;
    return start;
  }
  return -1;
}

/**
 * "domani chiamo il mio amico Luca" -> "chiamare il tuo amico Luca domani", "la prossima volta che mi
 * sale la rabbia esco dalla stanza" -> "uscire dalla stanza la prossima volta che ti sale la rabbia";
 * null when the verb is not a known one.
 */
export function presentPlanAction(message: string): string | null {
  return firstSentenceWith(message, presentIn);
}

function presentIn(sentence: string): string | null {
  let s = sentence.trim().replace(HEDGE_IT, '');
  const when = WHEN_IT.exec(s);
  const time = when ? when[0].replace(/[,\s]+$/u, '').toLowerCase() : '';
  s = s.slice(when?.[0].length ?? 0);
  let lead = '';
  const sub = SUB_IT.exec(s);
  if (sub && (sub[0].toLowerCase() !== 'che' || time)) {
    const comma = s.indexOf(',');
    const words = s.replace(/,/g, ' , ').split(/\s+/).filter(Boolean);
    const subWords = sub[0].split(' ').length;
    const cut = comma > 0 ? words.indexOf(',') + 1 : actAfterClause(words, subWords);
    if (cut <= subWords) return null;
    // «invece di chiedergli cos'ha | lo porto…»: what they will not do is no time of the act.
    lead = /^invece di$/iu.test(sub[0]) ? '' : words.slice(0, comma > 0 ? cut - 1 : cut).join(' ');
    s = words.slice(cut).join(' ').replace(/ ,/g, ',');
  }
  // "sabato mattina col caffè | apro la scatola": words between the time and the act belong to the time.
  const later = time && !lead ? actAfterTime(s) : null;
  const detail = later ? later.time : '';
  if (later) s = later.rest;
  const m = OWN_ACT_IT.exec(s.trim());
  const verb = m && INFINITIVE_IT[fold(m[3]!)];
  if (!m || !verb) return null;
  // "apro la scatola e divido gli scontrini": a second act of the person's own this cannot turn is left out.
  // "organizzo io qualcosa", "li porto io a colazione": the "io" that stresses who acts is not said back.
  const after = (m[4] ?? '').replace(/^\s+io(?!\p{L})/u, '');
  const second = SECOND_OWN_ACT_IT.exec(after);
  const rest = second && !INFINITIVE_IT[fold(second[1]!)] ? after.slice(0, second.index) : after;
  const act =
    firstAct(tidy(`${m[1] ?? ''}${attach(verb, m[2])}${rest}`), 12) ??
    (rest.trim() ? null : attach(verb, m[2]));
  if (detail) lead = detail;
  if (!act) return null;
  // "la prossima volta" alone adds nothing to the act; a clause of when is kept when short.
  const whenBack = lead
    ? `${time ? `${time} ` : ''}${lead}`
    : /^(?:dal)?la prossima volta$/.test(time)
      ? ''
      : time;
  const full = whenBack && whenBack.split(' ').length <= LEAD_WORDS ? `${act} ${whenBack}` : act;
  if (act.split(' ').length < 2 && full === act) return null;
  const short = firstAct(act.replace(/\s+e\s+.*$/u, ''), 12);
  return (
    sayBack(joinedInfinitives(full), 'it') ??
    (full !== act ? sayBack(joinedInfinitives(act), 'it') : null) ??
    (short && short !== act && whenBack ? sayBack(joinedInfinitives(`${short} ${whenBack}`), 'it') : null)
  );
}
