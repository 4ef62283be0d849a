/**
 * Is this a question, and what does it ask for? Read on normalised text (no accents, lower case,
 * chat abbreviations expanded), so "cosè", "cos'è" and "perche" without a "?" still count.
 */
import { normalize, rx } from '../../text/normalize';
import type { Lang } from '../../types';
import type { QuestionForm } from './types';

// Words people put before the question itself: "ok ma perché...", "scusa, cos'è...", "so how do I...".
const LEAD =
  '(?:(?:ok|okay|ma|e|allora|quindi|pero|scusa|senti|ciao|ehi|dimmi|una domanda|nel frattempo|intanto|in pratica|in concreto|comunque|e invece|so|and|but|ok so|hey|hi|sorry|well|also|then|meanwhile|in the meantime|quick question|honestly|tipo|vabe|vabbe|beh|mah|insomma|cmq|like|ok but|okay but)\\s+(?:,\\s+)?)*';

const OPENERS_IT = [
  'cos e',
  'cose (?:il|la|lo|l|un|una|uno|i|gli|le|questo|questa|quello|quella)',
  'cosa (?:e|sono|vuol dire|vuole dire|significa|intendi|posso|potrei|devo|dovrei|faccio|fare|succede|mi consigli|ne pensi)',
  'che (?:cos|cosa|differenza|significa|vuol dire|posso|devo|faccio)',
  'come (?:faccio|si fa|si|posso|potrei|fare|mai|funziona|smetto|capisco|riconosco|trovo|gestisco|supero|mi|ti|devo|dovrei|e possibile|reagisco|rispondo|reagire|rispondere|dico)',
  'perche',
  'come (?:glielo|gliela|gliele|gliene|glieli|lo|la|le|li|gli|ne|ci) \\w+',
  'chissa (?:se|come|perche|quando)',
  'a (?:cosa|che) (?:serve|servono|servirebbe)|a che pro',
  'e (?:normale|grave|vero|possibile|giusto|sbagliato|egoista|pericoloso|un problema|colpa mia|strano|brutto|infantile|esagerato|ridicolo|assurdo|cattivo)',
  'secondo te',
  // "e se mi dice di no", "ma se poi sbaglio": a worry asked, with or without its question mark.
  // ("e se mi interrompe ancora gli dico «…»" is what they will do in that case: no question.)
  '(?:e se|ma se poi)(?! \\w+(?: \\w+){0,6} (?:gli |le |lo |la )?(?:dico|rispondo|esco|me ne vado|chiamo|scrivo|chiedo|faccio)\\b)',
  // "cosa sbaglio?", "cosa le dico", "che rispondo se…": what to do or say, asked in the first person.
  '(?:cosa|che) (?:(?:gli|le|ci|mi) )?(?:sbaglio|dico|rispondo|scrivo|chiedo|porto|provo|cambio|miglioro)',
  '(?:pensi|credi|dici) (?:che|sia|di)',
  '(?:puo|potrebbe|possono|potrebbero) essere',
  '(?:puoi|potresti|mi puoi|mi potresti)',
  '(?:sai|conosci|mi sai dire|mi chiedo|vorrei sapere|vorrei capire|non capisco) (?:se|come|cosa|cos|perche|quale|quali|quanto|dove|chi|qualche)',
  '(?:mi )?(?:spieghi|spiegami|consigli|consigliami|aiuti a capire)',
  '(?:dovrei|devo preoccuparmi|posso|si puo|ci sono|c e un modo|esiste|serve|servono|funziona|ha senso)',
  // "va bene leggere o fa brutta figura", "va bene se glielo dico": whether something is all right.
  'va bene (?:se|\\w+(?:are|ere|ire))',
  'quale|quali|quanto (?:dura|durano|costa|tempo|ci vuole|ci mette|bisogna)',
  // "quante ore dovrei studiare al giorno", "quanto devo dormire": how much, without a question mark.
  'quant[oaie] (?:\\w+ )?(?:dovrei|devo|posso|potrei|serv\\w+|bisogna|conviene|ci vogliono|ci vuole|si deve|si dovrebbe|e giusto)',
  // "in quanto tempo si esce…", "tra quanto noterò…", "ogni quanto la devo fare": how long, how often.
  '(?:in|tra|fra|dopo|entro|ogni) quanto',
  '(?:a chi|dove) (?:mi )?(?:posso|devo|rivolg|trov|vado|andare)',
  'sei (?:un|una|umano|umana|vero|vera|reale|davvero)',
  // Content-free questions to the companion, often written without a question mark.
  '(?:tu )?(?:che|cosa) ne pensi|tu (?:cosa|che) (?:faresti|dici|pensi|mi consigli)|(?:cosa|che) faresti|al mio posto',
  '(?:quindi|adesso|ora|allora|e poi|e allora)$|(?:adesso|ora|quindi) (?:cosa|che) (?:faccio|si fa)',
  // "dove si conosce gente…", "quanto deve durare…", "chi posso sentire": asked without a question mark.
  // "dove lavoro…", "chi mi conosce sa…", "quando sono in ansia…" stay statements: only asking verbs count.
  'dove (?:si|(?:mi |lo |la |li |le |ne )?(?:posso|potrei|devo|dovrei|conviene|trovo|cerco|conosco|incontro|comincio|inizio|parto))',
  'chi (?:(?:mi |ci |lo |la )?(?:posso|potrei|devo|dovrei|chiamo|sento|puo|potrebbe)|e che)',
  'quando (?:conviene|e il momento|e meglio|e il caso|si (?:deve|dovrebbe|capisce|sa))',
  // "fa davvero male al sonno lo schermo": whether something is bad or good for you.
  '(?:fa|fanno) (?:davvero |proprio |cosi )?(?:male|bene)',
  'quant[oaie] (?:\\w+ )?(?:deve|devono|dovrebbe|dovrebbero)',
  'c e (?:un modo|qualcosa|qualche|un trucco|una regola)',
  '(?:migliora|migliorera|passera|guariro|andra meglio|funziona davvero|serve davvero|serve a qualcosa)',
  'quando (?:passa|passera|finisce|finira|smettero|smetto|staro|migliora|migliorera)',
  // "come inizio il discorso…", "da dove comincio per…": how to begin, without a question mark.
  '(?:come|da dove) (?:comincio|inizio|parto|attacco|affronto|mi preparo|mi comporto)',
];

const OPENERS_EN = [
  'what(?:s| is| are| does| do| can| should| could| happens| if)',
  'how (?:do|does|can|could|should|to|come|long|much|many|is|are|would|am|was|will)',
  'why',
  // "we're moving…" is read "were moving": "were" opens a question only before its subject ("were you…").
  '(?:is|are|am|was|does|did|can|could|should|would|will|may|might|shall|isnt|arent|doesnt|shouldnt|wouldnt) \\w+|were (?:you|they|there|we|i|he|she|it|people|your|my|the|those|these)\\b',
  'do (?:you|i|we|they|people|my|these|those|most|other|others)',
  'i (?:wonder|was wondering|want to know|would like to know|d like to know|dont understand) (?:if|why|whether|how|what|when)',
  'tell me|explain|any (?:tips|advice|ideas)|where (?:can|do|does|did|should|to|would|could)|who (?:can|should|do)|which|recommend',
  'what (?:would|now|next|then|to|else)|now what|so what$|then what',
  // "who hires a 55 year old these days", "who would want…": asked of the world, often without "?".
  'who (?:would|will|wants|even|hires|employs|takes|cares)',
  'when (?:does|do|will|is|can|should|did|am)',
  // "and if I panic there", "what if she says no" without its question mark.
  // ("and if I can't keep up I'll just ease off" is a plan for that case, not a question.)
  '(?:and|but) if(?!.*\\bi ?(?:ll|will)\\b)',
];

/** "mi aiuta o peggiora le cose", "does it help or not": an either-or asked without its question mark. */
const EITHER = rx(
  [
    '\\b(?:aiuta|serve|funziona|peggiora) o (?:peggiora|no|non \\w+|aiuta|migliora)\\b',
    // "aiuta davvero o e solo un modo per distrarsi", "does it actually help or is it just…".
    '\\b(?:aiuta|serve|funziona|helps?|works?)(?: \\w+){1,2} (?:o (?:e|sono|solo)|or (?:is|am|just))\\b',
    '\\b(?:help|helps|work|works) or (?:not|make (?:it|things) worse)\\b',
    // "è stupido o funziona davvero", "la evito o no", "le chiedo di lui o lascio stare": a choice between two.
    '\\b(?:e|sono) (?:\\w+ )?(?:stupid\\w*|inutil\\w*|utile|utili|sbagliat\\w*|giust\\w*|meglio|esagerat\\w*|normale|grave|trop\\w*) o\\b',
    '\\b\\w+ o (?:no|non|funziona|serve|aiuta|basta|devo|dovrei|e meglio|conviene|rischio|lascio|aspetto|faccio finta|sto|resto|mi tengo)\\b(?! (?:lei|lui|loro)\\b)',
    '\\b(?:or (?:not|should i|do i|is (?:it|that|this) (?:just|really|actually|better)|am i|would it|does it|just (?:leave|let|wait|ignore|drop))|or leave it|or let it (?:go|slide))\\b',
    // "gli scrivo io o sembro disperata", "do I text him or will I look desperate": a choice and how it looks.
    '\\b\\w+ (?:io )?o (?:sembro|passo per|faccio la figura)\\b|\\bor (?:do|will|would) i (?:look|seem|sound|come across)\\b',
  ].join('|'),
);

/**
 * "e la mattina dell'esame cosa faccio per non agitarmi", "cosa si fa con le sue cose": what to do,
 * asked in the middle of a sentence without its question mark.
 */
const WHAT_TO_DO = rx('\\b(?:cosa|che) (?:faccio|si fa|posso fare|dovrei fare|devo fare) (?:per|con|quando|se)\\b');

/** "cosa sbaglio secondo te", "ci vado o no, che dici": a question closed by a tag. */
const TAG_END = rx(
  '\\b(?:secondo te|che dici|che ne dici|tu che dici|cosa ne pensi|che ne pensi|what do you think|do you think|or not|o no)$',
);

const QUESTION_RE: Record<Lang, RegExp> = {
  it: rx(`^${LEAD}(?:${OPENERS_IT.join('|')})\\b`),
  en: rx(`^${LEAD}(?:${OPENERS_EN.join('|')})\\b`),
};

/** Sentences of a normalised text, split on its punctuation tokens. */
function sentencesOf(norm: string): string[] {
  return norm
    .split(/\s*[.!;:,"]\s*/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** True for a question mark, or a sentence that opens like a question in either language. */
export function isQuestion(text: string, lang: Lang): boolean {
  if (typeof text !== 'string' || !text.trim()) return false;
  // «mi chiede "e le ragazze?" con una faccia strana»: a question quoted inside a statement is not asked.
  const outside = text.replace(QUOTED, ' ');
  const own = outside.trim().split(/\s+/).length >= 3 ? outside : text;
  if (own.includes('?')) return true;
  return isQuestionNorm(normalize(own), lang);
}

/** Words in quotation marks: "…", “…”, «…». */
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»/gu;

/** Texting short forms that open a question: "cm faccio", "y do i", "wat can i". */
const SHORT_OPENERS: Record<string, string> = {
  cm: 'come',
  cme: 'come',
  xke: 'perche',
  xk: 'perche',
  hw: 'how',
  y: 'why',
  wat: 'what',
  wht: 'what',
};

export function isQuestionNorm(text: string, lang: Lang): boolean {
  if (text.includes('?')) return true;
  const norm = text
    .split(' ')
    .map((w) => SHORT_OPENERS[w] ?? w)
    .join(' ');
  const first = QUESTION_RE[lang];
  const other = QUESTION_RE[lang === 'it' ? 'en' : 'it'];
  return sentencesOf(norm).some(
    (s) =>
      first.test(s) ||
      other.test(s) ||
      EITHER.test(s) ||
      WHAT_TO_DO.test(s) ||
      (TAG_END.test(s) && s.split(' ').length >= 3),
  );
}

const TELL = rx(
  '\\b(?:come (?:faccio a |posso |si fa a )?(?:capire|capisco|riconosc\\w*|sapere|so)|how (?:do|can|would) (?:i|you) (?:tell|know|recogni[sz]e|spot)|how to (?:tell|know|spot|recogni[sz]e)|whats the difference)\\b',
);

const FORM_RES: Array<[QuestionForm, RegExp]> = [
  [
    'what',
    rx(
      '\\b(?:cos e|cose (?:il|la|lo|l|un|una|uno|i|gli|le)|cosa (?:e|sono|vuol dire|vuole dire|significa|intendi per)|che (?:cos|cosa e|cosa sono|significa|vuol dire)|significato|definizione|in cosa consiste|come funziona|spieg\\w*|whats|what (?:is|are|does|do you mean)|meaning|mean by|define|definition|explain|how does \\w+ work)\\b',
    ),
  ],
  [
    'is_this',
    rx(
      '(?<!\\b(?:cos|cosa|cose|che) )\\b(?:e (?:un|una|uno|questo|questa|davvero)|si tratta di|questo e|questa e|sto (?:\\w+ando|\\w+endo|facendo)|(?<!\\b(?:what|how|why|where|when|who) )is (?:this|that|it)|am i|are these)\\b',
    ),
  ],
  [
    'how',
    rx(
      '\\b(?:come (?:faccio|posso|potrei|si fa|fare|smetto|smettere|fermo|gestisco|supero|combatto|esco|ne esco|evito|devo|dovrei|mi|affronto|trovo|trovare|cerco|dico|dire|ritrovo|recupero|miglioro|si migliora|aumento|riesco|metto|mando|li mando|la mando|lo mando|tratteng\\w*|calmo|lascio|ricomincio)|cosa (?:posso|devo|dovrei) fare|che (?:cosa )?(?:posso|devo|dovrei) fare|(?:cosa|che) faccio|consigl\\w*|suggeriment\\w*|strategi\\w*|aiutami a|mi aiuti a|how (?:do|can|could|should) (?:i|we|you)|how to|help me (?:with|to|deal|cope|manage|handle)|what (?:can|should|could|do) i do|tips?|advice|strateg\\w*|any ideas)\\b',
    ),
  ],
  [
    'why',
    rx(
      '\\b(?:perche|come mai|why|how come|da dove (?:viene|vengono|nasce|nascono|arriva)|where does \\w+ come from)\\b',
    ),
  ],
  [
    'normal',
    rx(
      '\\b(?:ha senso(?! (?:\\w+(?:arl|erl|irl|arm|erm|irm)[oaie]|ridar\\w*|rifar\\w*|rifiut\\w*|chieder\\w*|cambiar\\w*|lasciar\\w*|aspettar\\w*|iscriver\\w*|andar\\w*|prender\\w*|comprar\\w*|dir\\w*|scriver\\w*|parlar\\w*|provar\\w*|fare|farl\\w*)\\b)|e giusto|e esagerato|sto esagerando|is it reasonable|makes sense|am i overreacting|is it fair|e normale|normale (?:che|sentir|avere|essere|provare)|sono normale|e strano|e sbagliato|is (?:it|this|that) normal|normal to|am i normal|is it (?:weird|wrong|ok|okay) (?:to|that|if)|is it common)\\b',
    ),
  ],
  [
    'could',
    rx(
      '\\b(?:puo essere|potrebbe essere|possono essere|potrebbero essere|(?:pensi|credi|dici) (?:che )?(?:sia|possa)|e grave|qualcosa di grave|e pericoloso|devo preoccuparmi|dovrei preoccuparmi|could (?:it|this|that|they) be|might (?:it|this|that) be|is (?:it|this|that) (?:serious|dangerous|bad)|something serious|should i (?:be )?worr\\w*)\\b',
    ),
  ],
  [
    'should',
    rx(
      '\\b(?:(?:dovrei|devo|posso|potrei|mi conviene|e meglio) (?:prendere|assumere|usare|smettere|sospendere|aumentare|diminuire|prenderne)|should i (?:take|use|stop|try|start)|can i (?:take|use|stop|try)|is it (?:ok|okay|safe|fine) to (?:take|use|stop|mix)|quante? (?:ne )?prendo|how (?:much|many) should i)\\b',
    ),
  ],
  [
    'where',
    rx(
      '\\b(?:a chi (?:mi )?(?:posso|devo|potrei) (?:rivolg\\w*|chiedere)|dove (?:posso |devo )?(?:trov\\w*|cerc\\w*|rivolg\\w*|andare|vado)|come (?:trovo|trovare|cerco|cercare|scelgo|scegliere)|where (?:can|do|should|could) i|who (?:can|should|do) i|how (?:do|can) i find)\\b',
    ),
  ],
];

/** The forms a normalised question shows; "how can I tell if..." is recognition, not a how-to. */
export function questionForms(norm: string): Set<QuestionForm> {
  const out = new Set<QuestionForm>();
  for (const [form, re] of FORM_RES) if (re.test(norm)) out.add(form);
  if (TELL.test(norm)) {
    out.add('is_this');
    out.delete('how');
  }
  return out;
}
