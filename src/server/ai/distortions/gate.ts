/**
 * What of a message may name a thinking trap. A question put to the companion ("cosa vuol dire
 * catastrofizzare?", "how do I stop overthinking?") and a constructive plan ("forse potrei
 * chiedere a mio fratello di contribuire", "I'll try to talk to my boss") are never labelled,
 * whatever the model reads in their words: naming a trap there would answer a request with a
 * diagnosis. So the message is cut into sentences and those are set aside before scoring, except
 * a worry phrased as a question ("e se mi licenziano?", "what if it's cancer?"), a statement with
 * a question tag ("sono un disastro, vero?") and what follows a contrast inside a plan ("ci provo,
 * ma tanto andrà male").
 */
import { normalizeText, rx, type NormalizedText } from '../text/normalize';

/** A sentence (or the tail of one) kept for scoring, as written, and its normalised form. */
export interface Statement {
  text: string;
  norm: NormalizedText;
}

const SENTENCE_RE = /[^.!?;\n]+(?:[.!?;]+|\n|$)/g;

/** A worry, not a request: "e se...?", "what if...?". */
const WHAT_IF_RE = rx(
  '^(?:(?:e|ma|and|but|ok|cioe|oddio|omg) )*(?:e se|se|ma se|what if|and if|but if|if)\\b',
);
/** "..., vero?", "..., right?": a statement asking to be confirmed (matched on the raw sentence). */
const TAG_RE = /,\s*(?:vero|no|giusto|eh|right|huh|innit|isn[’']?t it|aren[’']?t i|don[’']?t i)\s*\?+\s*$/i;
/** A request for information or help, even without a question mark. */
const ASK_RE = rx(
  '^(?:(?:ciao|ehi|hey|hi|scusa|sorry|ok|allora|so|quindi) )*(?:cosa (?:vuol dire|significa|e|sono|posso|devo|dovrei|faccio)|che (?:cosa|significa|vuol dire)|cos e|come (?:si fa|faccio|posso|potrei|funziona|smetto)|mi (?:spieghi|sai dire|aiuti|consigli)|puoi|potresti|sai (?:dirmi|se)|e normale|what (?:is|are|does|do|should|can)|whats|how (?:do|can|should|does)|can you|could you|is it normal|is it ok|explain|tell me)\\b',
);

const PLAN_VERB_IT =
  '(?:chiedere|parlar\\w*|provare|chiamar\\w*|scriver\\w*|cercare|iniziare|cominciare|prenotare|organizzar\\w*|dire(?:gli|le)?|spiegar\\w*|contattar\\w*|sentir\\w*|proporre|portare|prendermi|prendere|usare|segnar\\w*|dividere|delegare|rivolgermi|farmi aiutare|uscire|andare|tornare|riposar\\w*|fermarmi|respirare|studiare|preparar\\w*|allenarmi|informarmi|mandare|fissare)';
const PLAN_VERB_EN =
  '(?:try|ask|talk|speak|call|text|email|write|book|plan|start|tell|explain|reach out|go to|go for|look into|look for|practi[cs]e|prepare|study|make a list|split|share|delegate|schedule|contact|check|join|sign up|get help|message|apologi[sz]e|set|rest|take a break|breathe|see a|see my|sleep on it)';
/** An intention or a next step, first person. */
const PLAN_RE = rx(
  `^(?:(?:ok|okay|allora|quindi|forse|magari|intanto|domani|stasera|oggi|dopo|poi|so|maybe|perhaps|tomorrow|tonight|today|then|next time|la prossima volta|i think|penso che) )*(?:(?:potrei|posso|voglio|vorrei|ho deciso di|decido di|cerchero di|cerco di|mi impegno a|penso di|pensavo di|provero a|provo a|mi sa che) (?:\\w+ )?${PLAN_VERB_IT}|(?:chiedero|parlero|chiamero|scrivero|prenotero|comincero|iniziero|provero|ci provo|mi organizzo|mi segno)|(?:i could|i can|i might|ill|i will|im going to|i plan to|im planning to|let me|ive decided to|i decided to|i want to|id like to) (?:\\w+ )?${PLAN_VERB_EN})\\b`,
);
/** "e se provassi a parlargli?", "what if I just ask her?": a what-if that proposes, not a worry. */
const SUGGEST_RE = rx(
  `^(?:(?:e|ma|and|but|ok) )*(?:e se|se|ma se|what if|and if) (?:io |i )?(?:just |solo )?(?:provassi|chiedessi|parlassi|chiamassi|scrivessi|andassi|cercassi|dicessi|facessimo|provassimo|${PLAN_VERB_EN})\\b`,
);
/** Inside a plan, what follows one of these is a thought of its own. */
const CONTRAST_RE = rx(
  '\\b(?:ma|pero|anche se|tanto (?:non|nessuno|niente|e inutile|andra|finira|sara|so)|but|though|although|even though|yet|anyway)\\b',
);

function isQuestion(norm: string, raw: string): boolean {
  if (/\?\s*$/.test(raw)) return (!WHAT_IF_RE.test(norm) || SUGGEST_RE.test(norm)) && !TAG_RE.test(raw);
  return ASK_RE.test(norm);
}

/** The tail of a plan after a contrast, or null when the plan is all there is. */
function afterContrast(raw: string, n: NormalizedText): Statement | null {
  const m = CONTRAST_RE.exec(n.text);
  if (!m) return null;
  const token = n.starts.findIndex((s) => s >= m.index);
  if (token < 0) return null;
  const text = raw.slice(n.spans[token]![0]);
  return { text, norm: normalizeText(text) };
}

/** The statements of a message that may be scored for thinking traps (none for a plain question). */
export function statements(text: string): Statement[] {
  const out: Statement[] = [];
  SENTENCE_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SENTENCE_RE.exec(text)) !== null) {
    if (m[0] === '') {
      SENTENCE_RE.lastIndex++;
      continue;
    }
    const raw = m[0];
    const n = normalizeText(raw);
    const words = n.text.replace(/ ?[.!?;,:"]/g, '').trim();
    if (!words || isQuestion(words, raw)) continue;
    if (PLAN_RE.test(words)) {
      const tail = afterContrast(raw, n);
      if (tail) out.push(tail);
      continue;
    }
    out.push({ text: raw, norm: n });
  }
  return out;
}

/**
 * The chat names a trap only when it is sure: the model's score (0.5 = the trap's own threshold)
 * must reach CHAT_TRAP_MIN when the lexicon found the trap's words, CHAT_TRAP_MIN_SENTENCE when
 * the evidence is only the whole sentence.
 */
export const CHAT_TRAP_MIN = 0.57;
export const CHAT_TRAP_MIN_SENTENCE = 0.7;
/** The whole sentence as evidence, but in a first-person statement with judging or absolute words. */
export const CHAT_TRAP_MIN_EVALUATIVE = 0.6;

/** A memory, told as one ("mi ricordo quando...", "I remember...", "used to"). */
const MEMORY_RE = rx(
  '\\b(?:mi ricordo|ricordo (?:quando|che|ancora)|mi torna in mente|quando ero (?:piccol|bambin|ragazz|giovane)\\w*|da (?:piccol|bambin)\\w*|ai tempi|da ragazz\\w*|una volta (?:mia|mio|con)|prima mi piaceva|i remember|i still remember|when i was (?:a kid|a child|little|young|small|younger)|as a (?:kid|child)|back (?:when|then)|used to|growing up)\\b',
);
/** A report about a technique ("la respirazione non mi funziona", "breathing doesn't work for me"). */
const TECHNIQUE_RE = rx(
  '\\b(?:respir\\w*|esercizi\\w*|meditazion\\w*|tecnic\\w+|diario|app|breathing|breath\\w*|exercises?|meditation|technique\\w*|journal\\w*|grounding|mindfulness)\\b',
);
const WORKS_RE = rx(
  '\\b(?:funzion\\w*|serv\\w*|aiut\\w*|utile|provat\\w*|work\\w*|help\\w*|useful|tried|did nothing|does nothing)\\b',
);
/** A fact with a figure: an amount, a date, a count. */
const FIGURE_RE = /\d|€|\$|£|\b(?:euro|dollar\w*|pounds?|mila|mille|thousand|hundred)\b/iu;
/** Words that judge, generalise or predict: what makes a statement evaluative rather than a report. */
const EVALUATIVE_RE = rx(
  '\\b(?:sempre|mai|nessuno|tutti|niente|nulla|inutile|fallit\\w*|disastro|stupid\\w*|incapace|sbagliat\\w*|colpa mia|di sicuro|sicuramente|certamente|andra male|finira|devo|dovrei|non valgo|pensera|penseranno|pensano|always|never|nobody|no one|everyone|everybody|nothing|useless|failure|disaster|stupid|idiot|loser|worthless|my fault|definitely|for sure|will go wrong|must|should|think i m|thinks i m|hate me|ruined|terrible|awful|perfect\\w*|perfett\\w*)\\b',
);
const FIRST_PERSON_RE = rx('\\b(?:io|mi|me|sono|mio|mia|miei|mie|ho|i|im|me|my|myself|mine|ive|id|ill)\\b');
/** Places and audiences, not judgements: "davanti a tutti", "in front of everyone". */
const AUDIENCE_RE = rx(
  '\\b(?:davanti a tutti|di fronte a tutti|in front of (?:everyone|everybody)|tutti i giorni|every day|everyday)\\b',
);
/** A rule about how one should be, not a to-do ("devo fare la spesa"). */
const SHOULD_RE = rx(
  '\\b(?:dovrei|avrei dovuto|non dovrei|dovrebbe|dovevo|devo (?:essere|riuscire|farcela|sempre|per forza)|non devo|should|shouldnt|should have|must be|mustnt|ought|have to be|supposed to)\\b',
);
/** "lo sento, quindi è vero": emotional reasoning needs the inference, not only a feeling. */
const INFERENCE_RE = rx(
  '\\b(?:quindi|allora|vuol dire che|significa che|dunque|di sicuro|per forza|so it|so i|that means|which means|must be|it proves|therefore|if i feel)\\b',
);

/** Someone else's words, told: "she says I never help", «mia madre dice che sono pigra» (unless the person takes them up). */
const REPORTED_RE = rx(
  '\\b(?:(?:mi|ci) (?:dice|dicono|ha detto|hanno detto|ripete)|(?:dice|dicono|ripete|sostiene) che|secondo (?:lei|lui|loro)|(?:she|he|they|mum|mom|dad|boss|partner|girlfriend|boyfriend|wife|husband) (?:says|said|tells me|told me|keeps saying|thinks)|according to (?:her|him|them))\\b',
);
const AGREES_RE = rx(
  '\\b(?:ha ragione|hanno ragione|e vero|forse ha ragione|shes right|hes right|theyre right|its true|maybe shes right|maybe hes right)\\b',
);
/** A fact of a new place, not a rule about people: «non conosco nessuno», "I don't know anyone here". */
const KNOW_NOBODY_RE = rx(
  '\\b(?:non conosco (?:ancora )?nessuno|non ho (?:ancora )?amici qui|dont know anyone|dont know anybody|do not know anyone|know no one|dont have (?:any )?friends here yet)\\b',
);

/** "Ogni volta che…", "every time…": a pattern of reaction, a generalisation only with a word that judges. */
const EVERY_TIME_RE = rx('\\b(?:ogni volta|tutte le volte|every time|everytime|whenever)\\b');
/** "rent, pps number, gp registration, everything takes forever": "everything" sums up a list just given. */
const LIST_SUM_RE = /[^,]+,[^,]+,\s*(?:and\s+|e\s+)?(?:everything|tutto|all of it|all that)\b/iu;

/**
 * An experience not had yet, told as a fact: "i've never hosted anything bigger than pizza", «non ne
 * ho mai fatto uno», «non ho mai meditato»; «come mai» is "why"; "never been cleaner" is praise.
 */
const NEVER_DONE_RE = rx(
  '\\bcome mai\\b|\\b(?:has|have|s|is) never been \\w+er\\b|\\b(?:ive|i have|id|i had|weve|we have) (?:(?:literally|actually|honestly|really) )?never (?:(?:really|actually|even|ever) )?(?:been to|\\w+ed|done|driven|flown|met|seen|spoken|written|ridden|sung|swum|run|given|taken|made|held|led|taught|built|bought|sold|eaten|worn|heard)(?: (?:anyone|anybody|anything))?\\b|\\bnon (?:(?:l|lo|la|li|le|ci|ne|mi|gli) )?(?:ho|avevo|abbiamo|avevamo) mai (?:\\w+(?:ato|ito|uto|ata|ita|uta)|fatto|preso|messo|scritto|letto|vissuto|visto|detto|corso|tenuto)\\w*(?: (?:male )?(?:a nessuno|niente|nulla|nessuno))?\\b|\\bnon (?:ci )?sono mai (?:stat|andat|uscit|partit|salit|entrat)\\w*\\b',
);
const NEVER_DONE_G = new RegExp(NEVER_DONE_RE.source, 'g');
/** What still makes a sentence with a "never done" an overgeneralisation: another absolute, or a judgement of how. */
const ABSOLUTE_RE = rx(
  '\\b(?:always|never|every time|everyone|everybody|nobody|no one|everything|nothing|sempre|mai|nessuno|ogni volta|tutti|niente|nulla|right|properly|good|useful|worth|bene|giusto|buono|utile|come si deve)\\b',
);

/** A feeling stated, not a label: «sono furiosa», "I'm so tired" (labeling needs a word that judges the person). */
const FEELING_STATE_RE = rx(
  '^(?:(?:io|ma|e|and|but|so|oggi|today|adesso|now|ancora|still) )*(?:sono|mi sento|sto|im|i m|i am|i feel|feeling)(?: (?:cosi|molto|davvero|proprio|super|troppo|un po|so|really|very|just|a bit|pretty|too))* (?:furios\\w*|arrabbiat\\w*|incazzat\\w*|nervos\\w*|triste|tristissim\\w*|stanc\\w*|stanchissim\\w*|esaust\\w*|distrutt\\w*|ansios\\w*|in ansia|preoccupat\\w*|agitat\\w*|delus\\w*|giu|stressat\\w*|spaventat\\w*|frustrat\\w*|irritat\\w*|offes\\w*|ferit\\w*|angry|furious|mad|pissed off|pissed|sad|tired|exhausted|drained|anxious|worried|nervous|upset|stressed|scared|frustrated|annoyed|irritated|hurt|gutted)$',
);

export interface ChatTrap {
  id: string;
  score: number;
  evidence: string;
}

/** Whether the chat may name this trap in this message (a first-person or absolute evaluative statement). */
/** The words of black-and-white thinking: all or nothing, perfect or a failure, ruined, useless. */
const BLACK_WHITE_RE = rx(
  '\\b(?:either\\b.{1,60}\\bor|o tutto o|tutto o niente|tutto o nulla|all or nothing|tutto|niente|nulla|all|nothing|everything|perfect\\w*|perfett\\w*|fail\\w*|fallit\\w*|fallimento|disastr\\w*|complete(?:ly)?|totally|total\\w*|del tutto|100|zero|ruin\\w*|rovinat\\w*|useless|inutil\\w*|worthless|waste|sprecat\\w*|buttat\\w*)\\b',
);

export function chatMayName(message: string, trap: ChatTrap): boolean {
  const norm = normalizeText(message).text.replace(AUDIENCE_RE, ' ');
  const cue = trap.evidence.trim().split(/\s+/).length <= 5;
  const evaluative = EVALUATIVE_RE.test(norm);
  const firstPerson = FIRST_PERSON_RE.test(norm);
  const min = cue
    ? CHAT_TRAP_MIN
    : evaluative && firstPerson
      ? CHAT_TRAP_MIN_EVALUATIVE
      : CHAT_TRAP_MIN_SENTENCE;
  if (trap.score < min) return false;
  if (MEMORY_RE.test(norm)) return false;
  if (
    trap.id === 'labeling' &&
    FEELING_STATE_RE.test(
      normalizeText(trap.evidence)
        .text.replace(/ ?[.!?;,:"]/g, '')
        .trim(),
    )
  )
    return false;
  if (REPORTED_RE.test(norm) && !AGREES_RE.test(norm)) return false;
  if (trap.id === 'overgeneralization' && KNOW_NOBODY_RE.test(norm)) return false;
  // "every time a notification pops up my stomach drops": a reaction that repeats, told as it is.
  if (trap.id === 'overgeneralization' && EVERY_TIME_RE.test(norm) && !evaluative) return false;
  if (trap.id === 'overgeneralization' && LIST_SUM_RE.test(message)) return false;
  if (
    trap.id === 'overgeneralization' &&
    NEVER_DONE_RE.test(norm) &&
    !ABSOLUTE_RE.test(norm.replace(NEVER_DONE_G, ' '))
  )
    return false;
  if (TECHNIQUE_RE.test(norm) && WORKS_RE.test(norm)) return false;
  if (FIGURE_RE.test(message) && !evaluative) return false;
  if (trap.id === 'emotional_reasoning' && !INFERENCE_RE.test(norm)) return false;
  if (trap.id === 'should_statements' && !SHOULD_RE.test(norm)) return false;
  // "I can't sleep much either": black and white is named only where its words are.
  if (trap.id === 'all_or_nothing' && !BLACK_WHITE_RE.test(norm)) return false;
  return firstPerson ? evaluative || cue : evaluative && cue;
}
