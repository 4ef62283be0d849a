/**
 * Italian words of the first person said back in the second ("mi blocco quando studio" -> "ti
 * blocchi quando studi"): the verbs after a clitic or a conjunction, the irregular ones, the clitics.
 */
import { secondPerson, sonoIsTheirs } from './memory';

/** First-person verbs said back in the second person. */
const IRREGULAR: Record<string, string> = {
  sono: 'sei',
  ero: 'eri',
  ho: 'hai',
  sto: 'stai',
  faccio: 'fai',
  vado: 'vai',
  posso: 'puoi',
  devo: 'devi',
  voglio: 'vuoi',
  so: 'sai',
  do: 'dai',
  dico: 'dici',
  esco: 'esci',
  riesco: 'riesci',
  tengo: 'tieni',
  vengo: 'vieni',
  rimango: 'rimani',
  scelgo: 'scegli',
  bevo: 'bevi',
  spengo: 'spegni',
  tolgo: 'togli',
  salgo: 'sali',
  vorrei: 'vorresti',
  potrei: 'potresti',
  dovrei: 'dovresti',
  avrei: 'avresti',
};
const AFTER_VERB = new Set([
  'mi',
  'ti',
  'ci',
  'ne',
  'lo',
  'la',
  'li',
  'gli',
  'le',
  'non',
  'quando',
  'mentre',
  'se',
  'appena',
  'che',
  'perche',
  'perché',
  'io',
]);
/** Words in -o that are not verbs, even in a verb's place. */
const NOT_VERB = new Set([
  // pronouns in -uno: «se qualcuno si lamenta» is no verb of the person's.
  'qualcuno',
  'ognuno',
  'nessuno',
  'ciascuno',
  'tempo',
  'lavoro',
  'modo',
  'solo',
  'molto',
  'troppo',
  'tanto',
  'poco',
  'dopo',
  'quando',
  'come',
  'sempre',
  'ancora',
  'questo',
  'quello',
  'niente',
  'nessuno',
  'tutto',
  'proprio',
  'stesso',
  'almeno',
  'subito',
  'presto',
  'fuori',
  'dentro',
  'uno',
  'mio',
  'tuo',
  'suo',
  'loro',
  'io',
  'lo',
  'no',
  // Adverbs and nouns in -o that open a clause ("adesso sto meglio", "tipo 7 su 10"): not verbs.
  'adesso',
  'tipo',
  'certo',
  'davvero',
  'ovvio',
  'chiaro',
  'spesso',
  'appunto',
  'meno',
  'giusto',
  'vero',
  'ecco',
  'sicuro',
  'caso',
  'anno',
  'mondo',
  'motivo',
  'periodo',
  'momento',
  'giorno',
  'bello',
  'brutto',
  'nuovo',
  'vecchio',
  'primo',
  'ultimo',
  'secondo',
  'terzo',
  'medico',
  'gruppo',
  'marito',
  'figlio',
  'fratello',
  'ragazzo',
  'capo',
  'amico',
  'sabato',
  'scorso',
  'prossimo',
  'mattino',
  'pomeriggio',
  'piccolo',
  'senso',
  'pezzo',
  'punto',
  'posto',
  'resto',
  'bisogno',
  'sonno',
  // Nouns of care and everyday things in -o: «la chemio», «la radio», «un video», «la foto».
  'chemio',
  'radio',
  'video',
  'foto',
  'auto',
  'euro',
  // Clitics joined together ("glielo dico"): not verbs.
  'glielo',
  'melo',
  'telo',
  'celo',
  'selo',
]);

export function secondVerb(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  // "mi sentirei", "vorrei": the conditional ("ti sentiresti").
  if (/[aei]rei$/.test(w)) return w.replace(/rei$/, 'resti');
  if (/sco$/.test(w)) return w.replace(/o$/, 'i');
  // "stringo", "piango", "leggo": verbs in -gere keep the soft sound ("stringi"); "allungo" is -are.
  if (/(?:ng|gg)o$/.test(w) && !/(?:lung|lungh)o$/.test(w)) return w.replace(/o$/, 'i');
  if (/[cg]o$/.test(w)) return w.replace(/o$/, 'hi');
  if (/io$/.test(w)) return w.replace(/o$/, '');
  return w.replace(/o$/, 'i');
}

/**
 * An Italian clause in the first person said back in the second ("mi blocco quando studio" ->
 * "ti blocchi quando studi"), or null when a verb cannot be told from a noun with confidence.
 */
/** "mi hanno promossa", "mi guardano", "mi vogliono bene": they do it, not the person (left as it is). */
const FIRST_PERSON_NO = new Set([
  'dono',
  'perdono',
  'abbandono',
  'condono',
  'suono',
  'risuono',
  'tono',
  'allontano',
]);
export const isThirdPlural = (word: string): boolean =>
  /(?:anno|[^i]ano|[^iu]ono|gliono)$/.test(word) && !FIRST_PERSON_NO.has(word);

const AUXILIARY =
  /(?:^|\s)(?:ho|hai|ha|abbiamo|avete|hanno|avevo|avrei|sono|sei|è|siamo|ero|sarei|stato|stata)(?:\s+(?:appena|già|gia|mai|sempre|ancora|anche|poi|davvero|finalmente|solo|non))*$/iu;

const PLURAL_SUBJECT =
  /(?:^|\s)(?:le|i|gli|queste|questi|quelle|quelli|tante|tanti|molte|molti|tutte|tutti|certe|certi|alcune|alcuni)\s+\p{L}+(?:\s+\p{L}+)?$/iu;

/** What follows "entro" when it sets a time ("entro fine mese", "entro lunedì", "entro le 8"). */
const TIME_AFTER =
  /^(?:fine|il|la|lo|le|i|l['’]\p{L}*|un|una|due|tre|pochi|poche|qualche|stasera|stanotte|domani|oggi|questa|questo|quest['’]\p{L}*|mezzanotte|mezzogiorno|lunedì|lunedi|martedì|martedi|mercoledì|mercoledi|giovedì|giovedi|venerdì|venerdi|sabato|domenica|\d+)$/iu;

/** "entro fine mese": a preposition of time, never the person's "entro" ("entri"). */
export function entroOfTime(word: string, next: string | undefined): boolean {
  return word === 'entro' && TIME_AFTER.test(next ?? '');
}

export function clauseToSecond(clause: string, needVerb = false): string | null {
  const words = clause.split(/\s+/).filter(Boolean);
  // "le teniamo ancora un po": a "we" has no safe second person here ("teniami" would be no word).
  if (words.some((w) => /^\p{L}{2,}iamo$/u.test(w.toLowerCase()))) return null;
  // "dove andavamo" -> "dove andavate": the imperfect's "we" turns regularly.
  for (let i = 0; i < words.length; i++) words[i] = words[i]!.replace(/(?<=\p{L}{2})vamo$/u, 'vate');
  let verbs = 0;
  const out = words.map((w, i) => {
    const bare = w.toLowerCase();
    const prev = (words[i - 1] ?? '').toLowerCase();
    // "le turbolenze sono pericolose": "sono" after a plural subject is theirs, not the person's.
    if (
      bare === 'sono' &&
      (PLURAL_SUBJECT.test(words.slice(Math.max(0, i - 3), i).join(' ')) ||
        sonoIsTheirs(words.slice(0, i).join(' '), ` ${words.slice(i + 1).join(' ')}`))
    )
      return w;
    if (IRREGULAR[bare]) return (verbs++, IRREGULAR[bare]);
    // "ho appena ricevuto": a participle after its auxiliary stays as it is ("hai appena ricevuto").
    if (/(?:at|ut|it)o$/.test(bare) && AUXILIARY.test(words.slice(Math.max(0, i - 3), i).join(' ')))
      return w;
    // "l'arco trema": a word after an elided article is a noun, never a verb of the person's.
    if (/^(?:l|un|dell|all|nell|sull|dall|quell|quest|d)['’]/u.test(bare)) return w;
    if (
      bare.length >= 4 &&
      /(?:o|[aei]rei)$/.test(bare) &&
      !NOT_VERB.has(bare) &&
      !entroOfTime(bare, words[i + 1]) &&
      !isThirdPlural(bare) &&
      // "che mi tremino le mani": a subjunctive whose subject comes after it, not the person's verb.
      !(prev === 'mi' && /(?:ino|iano)$/.test(bare) && /^(?:le|i|gli)$/i.test(words[i + 1] ?? '')) &&
      (i === 0 || AFTER_VERB.has(prev))
    )
      return (verbs++, secondVerb(bare));
    return w;
  });
  // "perché proprio a me" has no verb of the person's to say back: "Se proprio a te…" would not read.
  if (needVerb && verbs === 0) return null;
  const text = secondPerson(out.join(' '), 'it');
  return /\b(?:io|mio|mia|miei|mie)\b/i.test(text) ? null : text;
}
