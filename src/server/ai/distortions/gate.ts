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
