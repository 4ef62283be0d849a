/**
 * What a direct question asks, in the person's own words, so the answer can start from them:
 * a decision ("dovrei cambiare lavoro?", "should I quit?"), whether something is normal, how to do
 * something, a "what if…" worry, or a why. The words come back in the second person ("ci penso"
 * -> "ci pensi", "my boss" -> "your boss"); when they cannot be said back cleanly the form alone
 * shapes the lead.
 */
import type { Lang } from '../types';
import type { Ctx } from './context';
import { secondPerson } from './memory';
import { fill } from './state';
import { ANSWER_LEAD, type AskForm } from './templates/answer-lead';

export interface AskFocus {
  form: AskForm;
  /** The person's words to build on, in the second person; absent when none came out cleanly. */
  focus?: string;
}

const CLITIC = '(?:mi|ti|gli|le|lo|la|li|ne|ci|si|glielo|gliela|melo|mela|mene)';
const INFINITIVE = new RegExp(`^\\p{L}+(?:are|ere|ire|rre|(?:ar|er|ir|r)${CLITIC})$`, 'u');

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
};
/** "come smetto di…" -> "smettere di…". */
const HOW_VERBS: Record<string, string> = {
  smetto: 'smettere',
  gestisco: 'gestire',
  supero: 'superare',
  affronto: 'affrontare',
  evito: 'evitare',
  trovo: 'trovare',
  dico: 'dire',
  capisco: 'capire',
  fermo: 'fermare',
  combatto: 'combattere',
  miglioro: 'migliorare',
  calmo: 'calmare',
  convinco: 'convincere',
  spiego: 'spiegare',
  reagisco: 'reagire',
  esco: 'uscire',
  faccio: 'fare',
  tolgo: 'togliere',
  organizzo: 'organizzare',
  rilasso: 'rilassare',
  concentro: 'concentrare',
  addormento: 'addormentare',
  parlo: 'parlare',
  chiedo: 'chiedere',
  ritrovo: 'ritrovare',
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
]);

export function secondVerb(word: string): string {
  const w = word.toLowerCase();
  if (IRREGULAR[w]) return IRREGULAR[w];
  if (/sco$/.test(w)) return w.replace(/o$/, 'i');
  if (/[cg]o$/.test(w)) return w.replace(/o$/, 'hi');
  if (/io$/.test(w)) return w.replace(/o$/, '');
  return w.replace(/o$/, 'i');
}

/**
 * An Italian clause in the first person said back in the second ("mi blocco quando studio" ->
 * "ti blocchi quando studi"), or null when a verb cannot be told from a noun with confidence.
 */
export function clauseToSecond(clause: string, needVerb = false): string | null {
  const words = clause.split(/\s+/).filter(Boolean);
  let verbs = 0;
  const out = words.map((w, i) => {
    const bare = w.toLowerCase();
    const prev = (words[i - 1] ?? '').toLowerCase();
    if (IRREGULAR[bare]) return (verbs++, IRREGULAR[bare]);
    if (bare.length >= 4 && /o$/.test(bare) && !NOT_VERB.has(bare) && (i === 0 || AFTER_VERB.has(prev)))
      return (verbs++, secondVerb(bare));
    return w;
  });
  // "perché proprio a me" has no verb of the person's to say back: "Se proprio a te…" would not read.
  if (needVerb && verbs === 0) return null;
  const text = secondPerson(out.join(' '), 'it');
  return /\b(?:io|mio|mia|miei|mie)\b/i.test(text) ? null : text;
}

const clean = (s: string) =>
  s
    .replace(/[?!.…]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
const short = (s: string | null | undefined, max = 10): string | undefined =>
  s && s.split(' ').length <= max && !/[?;:]/.test(s) ? s : undefined;

function infinitivePhrase(rest: string): string | undefined {
  const first = rest.replace(/^non /u, '').split(' ')[0] ?? '';
  return INFINITIVE.test(first.toLowerCase()) ? short(secondPerson(rest, 'it')) : undefined;
}

function howItalian(q: string): string | undefined {
  const a = /\bcome (?:faccio|posso|potrei|si fa|devo|dovrei|riesco) (?:a|ad|per) (.+)$/u.exec(q);
  if (a) return infinitivePhrase(a[1]!);
  const b = new RegExp(`\\bcome (?:(${CLITIC}) )?(\\p{L}+o)\\b(.*)$`, 'u').exec(q);
  const verb = b && HOW_VERBS[b[2]!];
  if (!b || !verb) return undefined;
  const clitic = b[1] ? secondPerson(b[1], 'it') : '';
  return short(`${clitic ? verb.replace(/e$/, '') + clitic : verb}${secondPerson(b[3] ?? '', 'it')}`);
}

/** "e quindi?", "cosa dovrei fare?", "so what now?": the next step. "che ne pensi?", "what would you do?": an opinion. */
const NEXT_IT =
  /^(?:(?:e|ma|allora|ok) )*(?:quindi|adesso|ora|e poi|poi|allora|e allora)(?: (?:che|cosa) (?:faccio|si fa|succede))?$|\b(?:cosa|che) (?:cosa )?(?:dovrei|devo|posso|potrei) fare(?: adesso| ora| quindi| allora)?$|^(?:e )?(?:adesso|ora|quindi) (?:cosa|che) (?:faccio|posso fare|devo fare)$/u;
const OPINION_IT =
  /\b(?:(?:che|cosa) ne pensi|tu (?:cosa|che) (?:faresti|ne pensi|dici|pensi|mi consigli)|(?:cosa|che) faresti(?: tu)?(?: al mio posto)?|al mio posto (?:cosa|che) faresti|tu come la vedi|secondo te)$/u;
const NEXT_EN =
  /^(?:(?:so|and|ok|okay|well) )*(?:what now|now what|what next|what then|so what|then what)$|\bwhat (?:should|can|could|do) i do(?: now| next| then| about it)?$/u;
const OPINION_EN =
  /\bwhat (?:do|would) you (?:think|do|suggest|say)(?: in my (?:place|shoes)| if you were me)?$|\bwhat would you do\b|\bwhats your (?:opinion|take)$/u;

function italian(q: string): AskFocus | null {
  if (NEXT_IT.test(q)) return { form: 'next' };
  if (OPINION_IT.test(q)) return { form: 'opinion' };
  const decision =
    /(?:^|\s)(?:dovrei|devo|mi conviene|conviene|faccio bene a|è meglio|sarebbe meglio) (?:(?:davvero|forse|secondo te|ancora) )*(.+)$/u.exec(
      q,
    );
  if (decision && /\b(?:secondo te|dovrei|faccio bene|mi conviene|meglio)\b/u.test(q)) {
    const focus = infinitivePhrase(decision[1]!);
    if (focus || /\bsecondo te\b|\bdovrei\b/u.test(q)) return { form: 'decision', focus };
  }
  // "devo dirlo alle risorse umane?" asks whether to do it, like "dovrei".
  const must = /^(?:ma |quindi |allora )?devo (.+)$/u.exec(q);
  const mustFocus = must ? infinitivePhrase(must[1]!) : undefined;
  if (mustFocus) return { form: 'decision', focus: mustFocus };
  const normal = /(?:^|\s)è (?:normale|comune|strano) (che )?(.+)$/u.exec(q);
  if (normal) {
    const focus = normal[1] ? clauseToSecond(normal[2]!) : infinitivePhrase(normal[2]!);
    return { form: 'normal', focus: focus ? short(`${normal[1] ? 'che ' : ''}${focus}`, 12) : undefined };
  }
  if (/\bcome (?:faccio|posso|potrei|si fa|devo|dovrei|riesco|\p{L}+o)\b/u.test(q)) {
    const focus = howItalian(q);
    if (focus) return { form: 'how', focus };
  }
  const self = /^(?:io )?sono (?:davvero |proprio )?((?:un|una|uno|un') ?\p{L}+(?: \p{L}+)?)$/u.exec(q);
  if (self) return { form: 'self', focus: short(self[1]!.replace("un' ", "un'"), 4) };
  const whatIf = /^(?:ma |e )?e se (.+)$/u.exec(q) ?? /^(?:ma )?se (.+)$/u.exec(q);
  if (whatIf) return { form: 'whatif', focus: short(clauseToSecond(whatIf[1]!)) };
  const why = /\b(?:perché|perche|come mai) (.+)$/u.exec(q);
  if (why) return { form: 'why', focus: short(clauseToSecond(why[1]!, true)) };
  return null;
}

const secondEn = (s: string) => short(secondPerson(s, 'en').replace(/\byou am\b/g, 'you are'));

function english(q: string): AskFocus | null {
  if (NEXT_EN.test(q)) return { form: 'next' };
  if (OPINION_EN.test(q)) return { form: 'opinion' };
  const decision = /\b(?:should i|do you think i should|would it be better to|is it better to) (.+)$/u.exec(
    q,
  );
  if (decision && !/^do\b/.test(decision[1]!)) return { form: 'decision', focus: secondEn(decision[1]!) };
  const normal = /\bis (?:it|this) (?:normal|common|ok|okay|weird) (to|that) (.+)$/u.exec(q);
  if (normal) {
    const focus = secondEn(normal[2]!);
    return { form: 'normal', focus: focus ? `${normal[1]} ${focus}` : undefined };
  }
  if (/\bam i normal\b|\bis (?:it|this|that) normal\b/u.test(q)) return { form: 'normal' };
  const self = /^am i (?:really |just )?((?:a|an) \p{L}+(?: \p{L}+)?)$/u.exec(q);
  if (self) return { form: 'self', focus: self[1] };
  const how =
    /\bhow (?:do|can|could|should|would) i (.+)$/u.exec(q) ??
    /\bhow to (.+)$/u.exec(q) ??
    /\bhow (?:do|can|does) (?:people|adults|you|one|someone) (.+)$/u.exec(q);
  if (how) return { form: 'how', focus: secondEn(how[1]!) };
  const whatIf = /\bwhat if (.+)$/u.exec(q);
  if (whatIf) return { form: 'whatif', focus: secondEn(whatIf[1]!) };
  const why = /\bwhy (?:do|does|did|am|can['’]?t|cant|don['’]?t|dont|is|are) (i|it|my) (.+)$/u.exec(q);
  if (why) {
    const verb = /\bwhy (\S+)/u.exec(q)![1]!;
    const who = why[1] === 'i' ? 'you' : why[1] === 'my' ? 'your' : 'it';
    const aux = /^(?:am|do|does|did)$/.test(verb) ? (verb === 'am' ? 'are' : '') : verb.replace(/['’]/g, '’');
    const focus = who === 'you' ? secondEn(`you${aux ? ` ${aux}` : ''} ${why[2]}`) : undefined;
    return { form: 'why', focus };
  }
  if (/^(?:so |but )?why\b/u.test(q)) return { form: 'why' };
  return null;
}

/** Texting short forms, so "cm faccio a nn dormire" reads as a question. */
const SHORT: Record<string, string> = {
  cm: 'come',
  nn: 'non',
  xke: 'perché',
  xk: 'perché',
  cn: 'con',
  sn: 'sono',
  hw: 'how',
  y: 'why',
  u: 'you',
};

/** The form of a direct question and the person's words to build the answer on, or null. */
export function askFocus(message: string, lang: Lang): AskFocus | null {
  const expanded = message
    .split(/(\s+)/)
    .map((w) => SHORT[w.toLowerCase()] ?? w)
    .join('');
  const q = clean(
    expanded
      .toLowerCase()
      .replace(/[’]/g, "'")
      .replace(/^(?:(?:ok|okay|allora|quindi|ma|e|so|but|and|well|hey|ciao|scusa|sorry)[, ]+)+/u, ''),
  );
  const last = q.split(/(?<=[.!?])\s+/u).pop() ?? q;
  return lang === 'it'
    ? (italian(clean(last)) ?? english(clean(last)))
    : (english(clean(last)) ?? italian(clean(last)));
}

/** The opening sentence of the answer, on the person's words when they came out cleanly. */
export function answerLead(ctx: Ctx): { form: AskForm; line: string; focus?: string } | null {
  const f = askFocus(ctx.message, ctx.lang);
  if (!f) return null;
  const T = ANSWER_LEAD[ctx.lang];
  // "e quindi?" is answered "Quindi…", "e adesso?" "Adesso…": a bare lead on the person's own word reads as a reply.
  const bare = T.bare[f.form].filter((v) => takesUp(ctx.message, v));
  const line = f.focus
    ? fill(ctx.c.pick(`al.${f.form}`, T.lead[f.form]), { focus: f.focus })
    : bare.length
      ? ctx.c.pick(`ab.${f.form}.own`, bare)
      : ctx.c.pick(`ab.${f.form}`, T.bare[f.form]);
  return { form: f.form, line, focus: f.focus };
}

const STOP = new Set(
  'come cosa quando anche molto ancora questo questa quello quella sempre tutto tutti niente qualcosa perche essere avere stato stata fare potrei dovrei what when have does should could would about from into than then your this that with just'.split(
    ' ',
  ),
);
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The content words of a text (five-letter stems of words of four letters or more). */
export function contentStems(text: string): Set<string> {
  return new Set(
    (fold(text).match(/\p{L}{4,}/gu) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 5)),
  );
}

/** True when an answer takes up at least one of the question's own words. */
export function takesUp(question: string, answer: string): boolean {
  const asked = contentStems(question);
  return [...contentStems(answer)].some((w) => asked.has(w));
}
