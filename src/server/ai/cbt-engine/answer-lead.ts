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
import { isQuestion } from './knowledge/question';
import { english, type AskFocus } from './ask-english';
import { eitherOr, namedBefore } from './either-or';
import { fitFocus } from './focus-fit';

export type { AskFocus } from './ask-english';
export { clauseToSecond, secondVerb } from './second-person-it';
import { clauseToSecond } from './second-person-it';

const CLITIC = '(?:mi|ti|gli|le|lo|la|li|ne|ci|si|glielo|gliela|melo|mela|mene)';
const INFINITIVE = new RegExp(`^\\p{L}+(?:are|ere|ire|rre|(?:ar|er|ir|r)${CLITIC})$`, 'u');

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
/** A trailing aside that is no part of what is asked: "…, genuinely asking", "… lol", «…, sul serio». */
const ASIDE_END =
  /(?:[,\s]+(?:(?:i'm |im )?genuinely asking|(?:i'm |im )?(?:just|honestly) asking|honestly|seriously|for real|tbh|lol|lmao|haha\w*|ahah\w*|sul serio|davvero|onestamente|seriamente|sinceramente|chiedo (?:davvero|sul serio|per davvero)))+\s*[?!.…]*\s*$/iu;
const clean = (s: string) =>
  s
    .replace(/[?!.…]+\s*$/u, '')
    .replace(ASIDE_END, '')
    .replace(/[?!.…]+\s*$/u, '')
    .replace(/\s+/g, ' ')
    .trim();
const short = (s: string | null | undefined, max = 10): string | undefined => fitFocus(s, max);

function infinitivePhrase(rest: string): string | undefined {
  const first = rest.replace(/^non /u, '').split(' ')[0] ?? '';
  if (!INFINITIVE.test(first.toLowerCase())) return undefined;
  // "rimediare quando la vado a prendere" -> "…quando la vai a prendere": the verbs of a clause after it are the person's too.
  const sub = /\s(?:quando|se|mentre|appena|perché|perche)\s/u.exec(rest);
  const clause = sub ? clauseToSecond(rest.slice(sub.index + 1)) : null;
  return short(
    clause ? `${secondPerson(rest.slice(0, sub!.index), 'it')} ${clause}` : secondPerson(rest, 'it'),
  );
}

/** "come si esce da…" -> "uscire da…": the impersonal verb said as the infinitive. */
const IMPERSONAL: Record<string, string> = {
  esce: 'uscire',
  fa: 'fare',
  dice: 'dire',
  conosce: 'conoscere',
  prende: 'prendere',
  smette: 'smettere',
  vince: 'vincere',
  combatte: 'combattere',
  sopravvive: 'sopravvivere',
  riconosce: 'riconoscere',
  sente: 'sentire',
  mette: 'mettere',
  riempiono: 'riempire',
  riempie: 'riempire',
  chiede: 'chiedere',
  scrive: 'scrivere',
};

function impersonal(verb: string): string | undefined {
  if (IMPERSONAL[verb]) return IMPERSONAL[verb];
  if (/isc(?:e|ono)$/u.test(verb)) return verb.replace(/isc(?:e|ono)$/u, 'ire');
  if (/\p{L}{3,}(?:a|ano)$/u.test(verb)) return verb.replace(/(?:a|ano)$/u, 'are');
  return undefined;
}

/** "cosa faccio se mi fanno una domanda…" -> "gestire il momento in cui ti fanno una domanda…". */
function whenItalian(q: string): string | undefined {
  const m =
    /\b(?:cosa|che) (?:cosa )?(?:posso fare|devo fare|dovrei fare|faccio|si fa) (quando|se|nei momenti in cui) (.+)$/u.exec(
      q,
    );
  if (!m) return undefined;
  const clause = clauseToSecond(m[2]!);
  return clause
    ? short(`gestire ${m[1] === 'se' ? 'il momento in cui' : 'i momenti in cui'} ${clause}`, 15)
    : undefined;
}

function howItalian(q: string): string | undefined {
  const a = /\bcome (?:faccio|posso|potrei|si fa|devo|dovrei|riesco) (?:a|ad|per) (.+)$/u.exec(q);
  if (a) return infinitivePhrase(a[1]!);
  const when = whenItalian(q);
  if (when) return when;
  const si = /\bcome si (\p{L}+)\b(.*)$/u.exec(q);
  const inf = si && impersonal(si[1]!);
  if (si && inf) return short(`${inf}${secondPerson(si[2] ?? '', 'it')}`);
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
  /\b(?:(?:che|cosa) ne pensi|tu (?:cosa|che) (?:faresti|ne pensi|dici|pensi|mi consigli)(?: al (?:mio posto|posto mio))?|(?:cosa|che) (?:faresti|farebbe)(?: tu| lei)?(?: al (?:mio posto|posto mio))?|al (?:mio posto|posto mio) (?:cosa|che) faresti|tu come la vedi|secondo te)$/u;
/** "devo sentire i professori secondo te?": the tag asks an opinion on what comes before it. */
const OPINION_TAG = /[, ]+(?:secondo te|che (?:ne )?dici|tu che (?:ne )?dici|(?:tu )?che ne pensi)$/u;

/** "devo andare dal medico?": whether to have it seen is answered (the knowledge: yes, the GP; 112 for signs of an emergency), not weighed. */
const DOCTOR_IT =
  /^(?:(?:davvero|forse|secondo te|ancora) )*(?:andare|andarci|farmi vedere|farlo vedere|farla vedere|sentire|chiamare|prenotare|fare una visita)\b.*\b(?:medic\w*|dottor\w*|pronto soccorso|guardia medica|specialist\w*|visita|112|118)\b/u;

function italian(q: string, thing?: string): AskFocus | null {
  if (NEXT_IT.test(q)) return { form: 'next' };
  const core = q.replace(OPINION_TAG, '');
  if (core !== q && core.split(' ').length >= 2) return italian(core, thing) ?? { form: 'opinion' };
  if (OPINION_IT.test(q)) return { form: 'opinion' };
  const decision =
    /(?:^|\s)(?:dovrei|devo|mi conviene|conviene|faccio bene a|[eè] meglio|sarebbe meglio|[eè] giusto) (?:(?:davvero|forse|secondo te|ancora) )*(.+)$/u.exec(
      q,
    );
  // "quante ore dovrei studiare?" asks how much, not whether: the knowledge answers it.
  if (decision && (DOCTOR_IT.test(decision[1]!) || /^(?:ma |e )?quant[oaie]\b/u.test(q))) return null;
  if (decision && /\b(?:secondo te|dovrei|faccio bene|mi conviene|meglio|giusto)\b/u.test(q)) {
    // "che dovrei fare, chiamarla io?": the way the person names after "fare" is the choice.
    const named = /^fare,\s*(.+)$/u.exec(decision[1]!)?.[1];
    // "dovrei bloccarla o sarebbe infantile?": the judgement after "o" is no second way; the act is the focus.
    const act = (named ?? decision[1]!).replace(/\s+o (?:sarebbe|e|è|sembrerebbe|passerei per) .*$/u, '');
    const focus = infinitivePhrase(act);
    if (focus || /\bsecondo te\b|\bdovrei\b/u.test(q)) return { form: 'decision', focus };
  }
  // "devo dirlo alle risorse umane?" asks whether to do it, like "dovrei".
  const must = /^(?:ma |quindi |allora )?devo (.+)$/u.exec(q);
  const mustFocus = must && !DOCTOR_IT.test(must[1]!) ? infinitivePhrase(must[1]!) : undefined;
  if (mustFocus) return { form: 'decision', focus: mustFocus };
  // "sarebbe esagerato chiedere un giorno libero?": whether to do it, weighed like "dovrei".
  const judged =
    /^(?:ma |e )?sarebbe (?:strano|esagerato|da pazzi|sbagliato|un errore|troppo|eccessivo|scortese|maleducato) (?:se )?(.+)$/u.exec(
      q,
    );
  const judgedFocus = judged && infinitivePhrase(judged[1]!.split(/ o (?!meno\b)/u)[0]!);
  if (judgedFocus) return { form: 'decision', focus: judgedFocus };
  const either = eitherOr(q, thing, 'it');
  if (either) return either;
  const normal = /(?:^|\s)[eè] (?:normale|comune|strano) (che )?(.+)$/u.exec(q);
  // "è normale che il mio capo urli?" asks about someone else's behaviour: no "sì, è normale" before it.
  if (normal?.[1] && OTHER_SUBJECT_IT.test(normal[2]!)) return null;
  if (normal) {
    const focus = normal[1] ? clauseToSecond(normal[2]!) : infinitivePhrase(normal[2]!);
    return { form: 'normal', focus: focus ? short(`${normal[1] ? 'che ' : ''}${focus}`, 12) : undefined };
  }
  // "è sbagliato se a volte urlo?", "è egoista volere la casa tranquilla?": whether it is wrong.
  const okay =
    /(?:^|\s)[eè] (sbagliato|egoista|grave|brutto|da egoisti|esagerato|cattivo|infantile|ridicolo|assurdo) (che |se )?(.+)$/u.exec(
      q,
    );
  if (okay) {
    const rest = okay[2] ? clauseToSecond(okay[3]!) : infinitivePhrase(okay[3]!);
    return { form: 'okay', focus: rest ? short(`${okay[1]} ${okay[2] ?? ''}${rest}`, 12) : undefined };
  }
  // "ha senso chiedere aiuto ai miei o…", "serve davvero iniziare da poco?", "è utile fare simulazioni?".
  const worth =
    /^(?:ma |e )?(?:ha (?:davvero )?senso|serve (?:davvero |a qualcosa )?|[eè] utile|aiuta (?:davvero )?|funziona (?:davvero )?|vale (?:davvero )?la pena(?: di)?)\s*(.+)$/u.exec(
      q,
    );
  if (worth) return { form: 'worth', focus: infinitivePhrase(worth[1]!.split(/ o (?!meno\b)/u)[0]!) };
  if (/\bcome (?:faccio|posso|potrei|si fa|devo|dovrei|riesco|si \p{L}+|\p{L}+o)\b/u.test(q)) {
    const focus = howItalian(q);
    if (focus) return { form: 'how', focus };
  }
  const when = whenItalian(q);
  if (when) return { form: 'how', focus: when };
  const self = /^(?:io )?sono (?:davvero |proprio )?((?:un|una|uno|un') ?\p{L}+(?: \p{L}+)?)$/u.exec(q);
  if (self) return { form: 'self', focus: short(self[1]!.replace("un' ", "un'"), 4) };
  const whatIf = /^(?:ma |e )?e se (.+)$/u.exec(q) ?? /^(?:ma )?se (.+)$/u.exec(q);
  if (whatIf) return { form: 'whatif', focus: short(clauseToSecond(whatIf[1]!)) };
  const why = /\b(?:perché|perche|come mai) (.+)$/u.exec(q);
  // "perché mi sembra di…": the person's "mi" said back is enough ("ti sembra di…").
  const whyFocus =
    why && (clauseToSecond(why[1]!, true) ?? (/^mi /u.test(why[1]!) ? clauseToSecond(why[1]!) : null));
  if (why) return { form: 'why', focus: short(whyFocus) };
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
      .replace(
        /^(?:(?:ok|okay|allora|quindi|ma|e(?! (?:normale|grave|giusto|sbagliato|egoista|utile|meglio|strano|brutto|comune|esagerato|cattivo)\b)|so|but|and|well|hey|ciao|scusa|sorry)[, ]+)+/u,
        '',
      ),
  );
  // "è normale avere così paura da grandi? ho 38 anni": the sentence with the question mark is the question.
  const parts = q.split(/(?<=[.!?])\s+/u);
  const end = parts.at(-1) ?? q;
  const last =
    (end.includes('?') || isQuestion(end, lang) ? undefined : parts.findLast((p) => p.includes('?'))) ?? end;
  const thing = namedBefore(expanded.toLowerCase().replace(/[’]/g, "'"));
  return lang === 'it'
    ? (italian(clean(last), thing) ?? english(clean(last)))
    : (english(clean(last)) ?? italian(clean(last), thing));
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
const OTHER_SUBJECT_IT =
  /^(?:(?:un|una|uno|il|lo|la|i|gli|le|mio|mia|miei|mie|tuo|tua|suo|sua|certa|certe|certi|questo|questa|quel|quella)\s+\p{L}+|lui|lei|loro|qualcuno|la gente|nessuno)\b/u;
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

/**
 * Forms whose lead says something general ("start from the smallest step", "it wouldn't be the end",
 * "there is rarely one cause"): before an answer that fits it would stand in its way, so only their
 * words are taken up ("To respond without making it worse, here's what tends to help most.").
 */
const BRIDGED = new Set(['how', 'whatif', 'why'] as const);
const isBridged = (form: string | undefined): form is 'how' | 'whatif' | 'why' => BRIDGED.has(form as 'how');

/** The lead before a knowledge answer that fits: for those forms their words only, else the form's lead. */
export function fittingLead(ctx: Ctx): string | undefined {
  const f = askFocus(ctx.message, ctx.lang);
  const form = f?.form;
  if (!isBridged(form)) return answerLead(ctx)?.line;
  const bridge = ANSWER_LEAD[ctx.lang].bridge[form];
  return f?.focus ? fill(ctx.c.pick(`al.br.${form}`, bridge), { focus: f.focus }) : undefined;
}
