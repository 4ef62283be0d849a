/**
 * The person's plan in their own words, to say it back: an action ("chiedere a tuo fratello di
 * contribuire", "call your sister") when the wording gives one cleanly, else the clause that holds
 * the plan, to quote ("magari domani gli scrivo"), else null.
 */
import type { Lang } from '../types';
import { sayBack } from './plan-say';
import { repairSlips } from './plan-words';

// Hedges before the plan itself: "forse", "magari", "pensavo di", "mi sa che devo", "I think", "maybe".
const PLAN_START_IT =
  /\b(?:(?:forse|allora|magari|sì|si|ok|anche)[,\s]+)*(?:potrei(?:\s+anche)?|dovrei|posso|proverei|provo a|provo|vorrei provare a|voglio provare a|ho deciso di|ho pensato di|penso di|pensavo di|stavo pensando di|sto pensando di|avevo in mente di|ho in mente di|mi piacerebbe|ho intenzione di|conto di|cercherò di|mi propongo di|proverò a|provero a|mi sa che (?:devo|dovrei|potrei|posso|mi conviene)|un[’']idea (?:è|sarebbe)(?: di)?|l[’']idea è(?: di)?|e se provassi a)\s+(?:anche\s+|magari\s+|provare a\s+|iniziare a\s+|cominciare a\s+)*(.+)/iu;
const PLAN_START_EN =
  /\b(?:(?:maybe|perhaps|yes|yeah|ok|okay|so)[,\s]+)*(?:i could(?:\s+(?:also|always|just|maybe|even))?|i might|i should|i will|i'll|i’ll|i am going to|i'm going to|i’m going to|i'm gonna|i’m gonna|gonna|going to|i've decided to|i’ve decided to|i decided to|i want to|i plan to|i'm planning to|i’m planning to|i think i'll|i think i’ll|i guess i could|i suppose i could|what if i tried|what if i|one idea is|an idea would be|the idea is|my plan is)\s+(?:probably\s+|really\s+)?(?:try to\s+|to\s+)?(.+)/iu;
// "I was thinking of calling my sister": the -ing action is said back as it is.
const THINKING_EN =
  /\b(?:i was thinking|i['’]ve been thinking|i['’]m thinking|i am thinking) (?:of|about) (\w+ing\b.*)/iu;
// "e se gli scrivessi?" -> "scrivergli"; "e se chiedessi" -> "chiedere".
const IF_IT =
  /\be se (?:(?:invece|magari)\s+)?(?:(gli|le|la|lo|ci|ne|mi)\s+)?(\p{L}+?)(assi|essi|issi)\b(.*)/iu;
const SUBJ_IRREGULAR: Record<string, string> = { fac: 'fare', dic: 'dire', bev: 'bere' };
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

/** The action up to its first clause break, when that is 2 to max words: never cut mid-phrase. */
function wholeClause(action: string, max: number): string | null {
  const first = action
    .split(
      /\s*[,;:…]\s*|\.{3}\s*|\s+(?:ma|però|perché|anche se|che dici|che ne dici|because|but|so that|although|what do you think)\s+/iu,
    )[0]!
    .trim();
  const n = first.split(/\s+/).length;
  return n >= 2 && n <= max ? first : null;
}

const tidy = (s: string) =>
  s
    .replace(/[.!?…,;:\s]+$/u, '')
    .replace(/(?:,\s*|\s+)(?:che dici|che ne dici|cosa ne pensi|what do you think|no)\s*$/iu, '');

function ifAction(s: string): string | null {
  const m = IF_IT.exec(s);
  if (!m) return null;
  const stem = m[2]!;
  const inf = SUBJ_IRREGULAR[stem.toLowerCase()] ?? stem + SUBJ_END[m[3]!.toLowerCase()]!;
  const verb = m[1] ? inf.replace(/e$/, '') + m[1].toLowerCase() : inf;
  return `${verb}${m[4] ?? ''}`;
}

/** Plan words typed with one slipped letter, repaired in the person's own text: "i coud write…". */
const SLIP_FIX = new Set(['could', 'maybe', 'might', 'should', 'probably', 'potrei', 'magari', 'pensavo', 'domani', 'stasera']);
function unslip(s: string): string {
  return s
    .replace(/\p{L}+/gu, (w) => {
      const fixed = repairSlips(w.toLowerCase());
      return fixed !== w.toLowerCase() && SLIP_FIX.has(fixed) ? fixed : w;
    })
    .replace(/\btomorow\b/giu, 'tomorrow');
}

function actionIn(raw: string, lang: Lang): string | null {
  const s = unslip(raw);
  if (lang === 'it') {
    const viaIf = ifAction(s);
    if (viaIf) return viaIf;
  }
  const thinking = lang === 'en' ? THINKING_EN.exec(s) : null;
  if (thinking) return thinking[1]!;
  const m =
    (lang === 'it' ? PLAN_START_IT : PLAN_START_EN).exec(s) ??
    (lang === 'it' ? PLAN_START_EN : PLAN_START_IT).exec(s);
  if (!m) return null;
  // "stasera provo la meditazione…": a thing to try, not a verb, keeps its "provare".
  const tried = /\bprov(?:o|erei|erò|ero)\s+$/iu.test(m[0].slice(0, m[0].length - m[1]!.length));
  const rest = tried && !/^\p{L}+(?:are|ere|ire|rre|r(?:mi|ti|gli|le|lo|la|ne|ci|si))\b/iu.test(m[1]!.replace(/^(?:a|ad)\s+/iu, ''))
    ? `provare ${m[1]!}`
    : m[1]!;
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
    const whole = wholeClause(tidy(lang === 'it' ? action.replace(/^(?:a|ad)\s+/iu, '') : action), 14);
    const back = whole && sayBack(lang === 'it' ? joinedInfinitives(whole) : whole, lang);
    if (back) return back;
  }
  return lang === 'it' ? presentPlanAction(message) : null;
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
  // "la prossima volta che mi sale la rabbia esco dalla stanza": the act itself, from its verb.
  const act = ACT_START.exec(message);
  return act ? wholeClause(tidy(message.slice(act.index)), maxWords) : null;
}
const ACT_START =
  /\b(?:esco|chiamo|scrivo|vado|parlo|lascio|spengo|metto|preparo|provo|chiedo|tolgo|faccio|I['’]ll|I will|I['’]m going to|going to)\s/iu;

/** First-person verbs of a plan said back as infinitives: "domani chiamo Luca" -> "chiamare Luca domani". */
const INFINITIVE_IT: Record<string, string> = {
  chiamo: 'chiamare',
  chiamero: 'chiamare',
  scrivo: 'scrivere',
  scrivero: 'scrivere',
  vado: 'andare',
  andro: 'andare',
  parlo: 'parlare',
  parlero: 'parlare',
  chiedo: 'chiedere',
  chiedero: 'chiedere',
  provo: 'provare',
  provero: 'provare',
  faccio: 'fare',
  faro: 'fare',
  inizio: 'iniziare',
  comincio: 'cominciare',
  esco: 'uscire',
  passo: 'passare',
  prenoto: 'prenotare',
  cerco: 'cercare',
  metto: 'mettere',
  spengo: 'spegnere',
  porto: 'portare',
  invito: 'invitare',
  propongo: 'proporre',
  dico: 'dire',
  diro: 'dire',
  organizzo: 'organizzare',
  leggo: 'leggere',
  cammino: 'camminare',
  corro: 'correre',
  torno: 'tornare',
  preparo: 'preparare',
  lascio: 'lasciare',
  telefono: 'telefonare',
  mando: 'mandare',
  compro: 'comprare',
  prendo: 'prendere',
  sento: 'sentire',
  spiego: 'spiegare',
  iscrivo: 'iscrivere',
  studio: 'studiare',
  apro: 'aprire',
  chiudo: 'chiudere',
  rispondo: 'rispondere',
  stacco: 'staccare',
  sistemo: 'sistemare',
  ripeto: 'ripetere',
  riprendo: 'riprendere',
  ricomincio: 'ricominciare',
  tolgo: 'togliere',
  fisso: 'fissare',
  scelgo: 'scegliere',
  bevo: 'bere',
  mangio: 'mangiare',
  guardo: 'guardare',
  aspetto: 'aspettare',
  ascolto: 'ascoltare',
  finisco: 'finire',
  cancello: 'cancellare',
  vedo: 'vedere',
  simulo: 'simulare',
  ripasso: 'ripassare',
};

/** An infinitive with its clitic: "proporre" + "gli" -> "proporgli", "chiamare" + "la" -> "chiamarla". */
const attach = (inf: string, clitic: string | undefined): string =>
  clitic ? inf.replace(/rre$/u, 'r').replace(/e$/u, '') + clitic.toLowerCase() : inf;

const fold = (w: string) => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** "chiamare Elena e le propongo un aperitivo" -> "… e proporle un aperitivo": a verb joined by "e" follows the first. */
function joinedInfinitives(action: string): string {
  return action.replace(
    /(?<!\p{L})e (non )?(?:(gli|le|la|lo|li|ci|ne|mi) )?(\p{L}+)(?!\p{L})/giu,
    (all, non: string | undefined, clitic: string | undefined, verb: string) => {
      const inf = INFINITIVE_IT[fold(verb)];
      return inf ? `e ${non ?? ''}${attach(inf, clitic)}` : all;
    },
  );
}
const PRESENT_PLAN_IT =
  /^(?:(?:sì|si|ok|okay|allora|dai|ecco|va bene|magari|forse|penso che|credo che|mi sa che|quasi quasi|e)[,\s]+)*((?:da )?(?:stasera|stanotte|domattina|domani(?: mattina| sera| pomeriggio)?|oggi(?: pomeriggio)?|dopo|(?:luned[iì]|marted[iì]|mercoled[iì]|gioved[iì]|venerd[iì]|sabato|domenica)(?: mattina| sera| pomeriggio)?|questa settimana|nel weekend))?[,\s]*(?:(gli|le|la|lo|ci|ne|mi)\s+)?(\p{L}+)(?!\p{L})(.*)$/iu;

/** "domani chiamo il mio amico Luca" -> "chiamare il tuo amico Luca domani"; null when the verb is not a known one. */
export function presentPlanAction(message: string): string | null {
  const m = PRESENT_PLAN_IT.exec(message.trim());
  const verb = m && INFINITIVE_IT[fold(m[3]!)];
  if (!m || !verb) return null;
  const rest = wholeClause(tidy(`${attach(verb, m[2])}${m[4] ?? ''}`), 12);
  return rest ? sayBack(joinedInfinitives(`${rest}${m[1] ? ` ${m[1].toLowerCase()}` : ''}`), 'it') : null;
}
