/**
 * A plan said back as the person reads it: in the second person ("darmi un limite di un ora" ->
 * "darti un limite di un’ora", "spiegargli che ero stanca" -> "spiegargli che eri stanca", "limit
 * myself" -> "limit yourself"), the person's own present-tense verbs as infinitives ("esco dalla
 * stanza quando sento che sto per arrabbiarmi" -> "uscire dalla stanza quando senti che stai per
 * arrabbiarti"), with the elisions typed without an apostrophe restored; when a word of the first
 * person would be left, the plan is not quoted but named ("la tua idea per le slide", "your plan
 * for the slides").
 */
import { normalize } from '../text/normalize';
import type { Lang } from '../types';
import { secondVerb } from './answer-lead';
import { secondPerson } from './memory';
import { entroOfTime, isThirdPlural } from './second-person-it';
import { planTopic, type PlanTopic } from './plan-topic';
import { INFINITIVE_IT } from './plan-verbs-it';

/** A verb of the person's after these words ("che ero stanca", "se mi sveglio") is said back in the second person. */
const BEFORE_VERB = new Set([
  'che',
  'se',
  'quando',
  'perché',
  'perche',
  'mentre',
  'appena',
  'io',
  'non',
  'come',
  'dove',
]);
const CLITIC = new Set(['mi', 'me', 'ti', 'te', 'ci', 'ce', 'ne', 'gli', 'le', 'lo', 'la', 'li', 'non']);
/** Words in -o after "che", "se"… that are not the person's verbs. */
const NOT_VERB = new Set([
  // pronouns in -uno: «se qualcuno si lamenta» is no verb of the person's.
  'qualcuno',
  'ognuno',
  'nessuno',
  'ciascuno',
  'tutto',
  'questo',
  'quello',
  'solo',
  'molto',
  'troppo',
  'poco',
  'tanto',
  'dopo',
  'uno',
  'nessuno',
  'niente',
]);

/**
 * "che ero stanca" -> "che eri stanca", "se mi sveglio" -> "se mi svegli", "come mi sento" -> "come
 * ti senti": verbs after a conjunction or after the person's own "mi", clitics between.
 */
function verbsToSecondIt(text: string): string {
  const words = text.split(' ');
  return words
    .map((w, i) => {
      const bare = w.toLowerCase();
      if (
        !/^\p{L}+o$/u.test(bare) ||
        /mo$/u.test(bare) ||
        // "porto con me Gino": a name with its capital, inside the plan, is no verb of the person's.
        (i > 0 && /^\p{Lu}/u.test(w)) ||
        NOT_VERB.has(bare) ||
        entroOfTime(bare, words[i + 1]) ||
        // "chiedere se hanno la macchina aperta": theirs, not the person's.
        isThirdPlural(bare) ||
        (bare.length < 4 && bare !== 'ero' && bare !== 'sto' && bare !== 'so')
      )
        return w;
      let j = i - 1;
      let own = false;
      while (j >= 0 && CLITIC.has(words[j]!.toLowerCase()) && !BEFORE_VERB.has(words[j]!.toLowerCase())) {
        own ||= words[j]!.toLowerCase() === 'mi' || words[j]!.toLowerCase() === 'me';
        j--;
      }
      if (NOUN_TOO.has(bare) && ARTICLE_TOO.has((words[i - 1] ?? '').toLowerCase())) return w;
      return own || (j >= 0 && BEFORE_VERB.has(words[j]!.toLowerCase())) ? secondVerb(bare) : w;
    })
    .join(' ');
}

export { INFINITIVE_IT };

/** The person's verbs that are nouns too: "un passo", "lo studio", "il conto". */
export const NOUN_TOO = new Set([
  'registro',
  'passo',
  'porto',
  'invito',
  'studio',
  'fisso',
  'inizio',
  'respiro',
  'cammino',
  'conto',
  'fermo',
  'segno',
  'disegno',
  'uso',
  'resto',
  'riposo',
  'telefono',
  'sfogo',
  'ripasso',
  'lavoro',
  'sogno',
  'gioco',
  'ballo',
  'canto',
  'ritorno',
  'invio',
  'regalo',
]);

/** The person's verbs that read only as verbs ("esco", "scrivo"): one left in a plan said back would be read in their own voice. */
const OWN_VERB = new Set(Object.keys(INFINITIVE_IT).filter((w) => !NOUN_TOO.has(w)));

/** Clitics that are articles too: "che lo studio mi pesa" is about the study, not "che lo studi". */
const ARTICLE_TOO = new Set(['lo', 'la', 'le', 'gli', 'li']);

/** An infinitive with its clitic: "proporre" + "gli" -> "proporgli", "chiamare" + "la" -> "chiamarla". */
export const attach = (inf: string, clitic: string | undefined): string =>
  clitic ? inf.replace(/rre$/u, 'r').replace(/e$/u, '') + clitic.toLowerCase() : inf;

export const fold = (w: string) => w.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/**
 * "chiamare Elena e le propongo un aperitivo" -> "… e proporle un aperitivo", "fare un respiro e poi
 * parlo" -> "… e poi parlare": a verb joined by "e" follows the first.
 */
export function joinedInfinitives(action: string): string {
  return action.replace(
    /(?<!\p{L})e (poi |dopo |intanto )?(non )?(?:(gli|le|la|lo|li|ci|ne|mi) )?(\p{L}+)(?!\p{L})/giu,
    (all, then: string | undefined, non: string | undefined, clitic: string | undefined, verb: string) => {
      const inf = INFINITIVE_IT[fold(verb)];
      return inf ? `e ${then ?? ''}${non ?? ''}${attach(inf, clitic)}` : all;
    },
  );
}

/** "esco dalla stanza" -> "uscire dalla stanza", "gli scrivo" -> "scrivergli": a plan that opens on the person's verb. */
function leadingInfinitive(text: string): string {
  const m = /^(non )?(?:(gli|le|la|lo|li|ci|ne|mi) )?(\p{L}+)(?!\p{L})/iu.exec(text);
  const inf = m && INFINITIVE_IT[fold(m[3]!)];
  return m && inf ? `${m[1] ?? ''}${attach(inf, m[2])}${text.slice(m[0].length)}` : text;
}

/** Feminine nouns starting with a vowel: "un ora" -> "un’ora" (a masculine "un amico" stays as it is). */
const FEMININE_VOWEL =
  /\bun (ora|oretta|amica|altra|idea|occhiata|uscita|email|app|attività|abitudine|esperienza|alternativa|agenda|aula|offerta|opportunità|insalata|amicizia)(?!\p{L})/giu;

/** Elisions typed without an apostrophe, restored: "un ora", "un po", "c è", "l esame", "quattr occhi". */
export function elideIt(text: string): string {
  return text
    .replace(FEMININE_VOWEL, 'un’$1')
    .replace(/\bun po\b(?!['’])/giu, 'un po’')
    .replace(
      /\b(l|c|d|m|t|s|v|all|dell|nell|sull|dall|coll|quell|quest|quattr|sant|senz)\s+(?=[aeiouhàèéìòù])/giu,
      '$1’',
    );
}

// "ci siamo capiti": a verb of "we" is not turned, so the plan is named instead.
const LEFT_IT = /(?<!\p{L})(?:io|me|mi|mio|mia|miei|mie|noi|nostr[oaie]|\p{L}+iamo)(?!\p{L})/iu;
const LEFT_EN = /\b(?:i|me|my|mine|myself|we|our|us)\b/i;

/** The plan in the second person, tidied; null when a word of the first person would still be read. */
export function sayBack(text: string, lang: Lang): string | null {
  if (lang === 'en') {
    const out = secondPerson(text, 'en')
      // "I'll just ease off the resistance": said back as "ease off the resistance".
      .replace(/^just\s+(?=\S+\s+\S)/iu, '')
      .replace(/\byou am\b/g, 'you are')
      .replace(/\byou was\b/g, 'you were')
      .replace(/\bi['’]ll\b/gi, 'you’ll')
      .replace(/\bi['’]ve\b/gi, 'you’ve')
      .replace(/\bi['’]d\b/gi, 'you’d');
    return LEFT_EN.test(out.replace(/[’']/g, ' ')) ? null : out;
  }
  // "solo noi due" -> "solo voi due": the person and someone else, said back.
  const out = elideIt(secondPerson(verbsToSecondIt(joinedInfinitives(leadingInfinitive(text.trim()))), 'it'))
    .replace(/(?<!\p{L})noi(?!\p{L})/gu, 'voi')
    .replace(/(?<!\p{L})nostr([oaie])(?!\p{L})/gu, 'vostr$1')
    // "dove andavamo insieme" -> "dove andavate insieme": the imperfect's "we" turns regularly.
    .replace(/(?<=\p{L}{2})vamo(?!\p{L})/gu, 'vate');
  // A present "we" ("le teniamo") has no regular second person: not quoted.
  if (/\p{L}{2}iamo(?!\p{L})/u.test(out)) return null;
  return LEFT_IT.test(out) || ownVerbLeft(out) ? null : out;
}

/** True when a verb of the person's own ("esco", "scrivo") is still in the text. */
function ownVerbLeft(text: string): boolean {
  return (text.match(/\p{L}+/gu) ?? []).some((w) => OWN_VERB.has(fold(w)));
}

const NAME_IT: Record<PlanTopic, string> = {
  loan: 'la tua idea di chiedere un prestito',
  ask: 'la tua richiesta',
  talk: 'la tua idea di parlarne',
  money: 'la tua idea per i conti',
  sleep: 'la tua idea per il sonno',
  study: 'la tua idea per lo studio',
  exercise: 'la tua idea di muoverti',
  social: 'la tua idea di conoscere gente',
  limit: 'la tua idea di darti un limite',
  quit: 'la tua idea di lasciare quell’abitudine',
  routine: 'la tua idea di farlo con regolarità',
};
const NAME_EN: Record<PlanTopic, string> = {
  loan: 'your plan to ask for a loan',
  ask: 'your request',
  talk: 'your plan to talk',
  money: 'your plan for the money',
  sleep: 'your plan for sleep',
  study: 'your study plan',
  exercise: 'your plan to get moving',
  social: 'your plan to meet people',
  limit: 'your plan to set yourself a limit',
  quit: 'your plan to drop that habit',
  routine: 'your plan to make it a routine',
};

/** The person's own words are quoted back only up to this many. */
export const PLAN_QUOTE_WORDS = 6;

/** Named plans read as a name, not an action: templates that need an action leave them out. */
export const NAMED_PLAN =
  /^(?:la tua idea|la tua richiesta|your plan|your study plan|your request|your idea)\b/u;

/** The plan named rather than quoted: "per le slide" -> "la tua idea per le slide", else by what it is about. */
export function namePlan(message: string, lang: Lang): string {
  const purpose =
    lang === 'it'
      ? /\bper (il|lo|la|i|gli|le) (\p{L}{3,})(?!\p{L})/iu.exec(message)
      : /\bfor (the|my) ([a-z]{3,})\b/i.exec(message);
  if (purpose) {
    const [, art, noun] = purpose;
    return lang === 'it'
      ? `la tua idea per ${art!.toLowerCase()} ${noun!.toLowerCase()}`
      : `your plan for ${art!.toLowerCase() === 'my' ? 'your' : 'the'} ${noun!.toLowerCase()}`;
  }
  const topic = planTopic(normalize(message));
  if (topic) return (lang === 'it' ? NAME_IT : NAME_EN)[topic];
  return lang === 'it' ? 'la tua idea' : 'your idea';
}

/** A plan kept as an action is said back; one kept only as the person's clause ("magari sabato vado…") reads badly inside a sentence and is left out. */
const QUOTED_PLAN =
  /^(?:magari|forse|mi sa che|pensavo|avevo in mente|domani|stasera|potrei|e se|what if|maybe|i was thinking|i guess|i think|one idea|i could|i might|tomorrow|tonight|quello che hai in mente|what you have in mind|la tua idea|la tua richiesta|your plan|your study plan|your request|your idea)\b/iu;

/** True when the plan kept is an action that reads well inside a sentence ("chiamare tua sorella"). */
export const planReadsAsAction = (plan: string): boolean => !QUOTED_PLAN.test(plan);
