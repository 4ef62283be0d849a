/**
 * A plan told as an act with its time, however the sentence is built around it: "sabato mattina
 * col caffè apro la scatola", "forse giovedì vado al ricevimento", "ok, per una settimana ogni
 * mattina faccio uno schizzo", "le scrivo fra qualche giorno", "tonight after dinner I'm opening
 * it with my brother", "ok I'm muting the chat till tomorrow morning", "charging it on the desk
 * from now on". A fear of one's own in the sentence makes it a worry ("domani vado al lavoro e ho
 * paura"), a habit is no plan ("ogni sabato vado da mia madre"), and neither is a feeling or a
 * state told with its day ("this week I'm working nights", "tomorrow I'm going to fail").
 */
import { rx } from '../text/normalize';

/**
 * First-person verbs of doing, present or future: "scrivo", "gli chiedo", "ci provo", "la sento"
 * (not "mi sento", a feeling: "oggi mi sento giù").
 */
export const ACT_IT =
  '(?:(?:gli|le|la|lo|li|ci|ne|mi|non) )?(?:simulo|ricomincio|riprendo|apro|chiudo|controllo|rispondo|stacco|pulisco|sistemo|ripasso|studio|ripeto|preparo|mi prendo|prendo|provo|provero|chiedo|chiedero|chiamo|chiamero|scrivo|scrivero|telefono|mando|vado|andro|faccio|faro|inizio|comincio|parlo|parlero|esco|passo|prenoto|cerco|metto|spengo|porto|invito|propongo|dico|diro|organizzo|leggo|cammino|corro|torno|preparo|lascio|tolgo|iscrivo|segno|prendo|(?<!\\bmi )(?<!\\bti )sento|spiego|compro|fisso|siedo|do|tengo|concedo|regalo|aspetto|bevo|archivio|cancello|annoto|ascolto|guardo|riordino|medito|respiro|aggiorno|mi faccio|mi preparo|mi organizzo|silenzio|blocco|sblocco|smetto di seguire|stampo|scarico|accompagno|canto|suono|rifaccio|alleno|cucino|festeggio|contatto|visito|pubblico|compilo|presento|mostro|spedisco|rinnovo|raggiungo)';

/** Words that open a decision: "ok", "allora", "forse", "quasi quasi", "allora proviamo,". */
const LEAD_IT =
  '(?:(?:si|ok|okay|va bene|alora|dai|ecco|quindi|forse|magari|quasi quasi|proviamo|ci provo|deciso|e) (?:, )?)*';
const DAY_IT = '(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)';
/** When: a day, a part of today, "dalla prossima volta", "d'ora in poi", "per una settimana". */
const WHEN_IT = `(?:(?:da |dala |per )?(?:domani|domatina|stasera|stanote|oggi pomeriggio|(?:questo |questa )?${DAY_IT}(?: prosim[oa])?|nel weekend|questo weekend|la setimana prosima|setimana prosima|(?:la )?prosima volta|(?:ala |al )?prosim[oa] (?:seduta|visita|riunione|lezione|incontro|coloquio|apuntamento|sesione)|ora in poi|d ora in poi|adeso in poi|(?<!\\bda )(?:una|due|tre|quatro|cinque|dieci|quindici|qualche|[0-9]+) (?:giorni|setimane|setimana|sere|mesi)|(?:fra|tra) (?:qualche|due|tre) giorn[oi]|(?:fra|tra) un po|quest estate|quest inverno|quest autuno|questa primavera|questo mese|il mese prosimo|(?:questo )?fine setimana|a natale|a pasqua|in estate|d estate|(?:la|il) (?:setimana|${DAY_IT}|giorno|weekend|mese) dopo|dopo (?:l |il |lo |la |i |gli |le )[a-z]+(?: di ${DAY_IT})?|il [0-9]{1,2}(?! ?(?:%|euro|anni|volte|minuti|ore|giorni)\\b)))`;
/** First-person acts the shared list lacks: "busso", "mando", "divido", "giro". */
const MORE_IT =
  '(?:buso|mando|divido|giro|afronto|salgo|scendo|stampo|ordino|riprovo|smeto|evito|uso|carico|sposto|bloco|silenzio|disativo|elimino|consegno|finisco|buto|registro|mi iscrivo|mi segno|mi scrivo|ti scrivo|le scrivo|gli scrivo)';
/** A fear of the person's own: "ho paura", "sono in ansia", "mi agita" (not "la mamma era nervosa"). */
const FEAR_SELF_IT =
  '\\b(?:ho (?:paura|ansia|il terore|il panico)|sono (?:in ansia|agitat\\w*|nervos\\w*|preocupat\\w*|terorizat\\w*|in panico)|mi (?:agita|terorizza|preocupa|fa paura|mete ansia|spaventa))\\b';

/** A fear, a feared outcome ("farò una figuraccia") or "farla finita" make it no plan; nor does a habit ("ogni sabato…"). */
const NOT_IT = rx(
  `${FEAR_SELF_IT}|\\b(?:figuracia|brutta figura|un disastro|schifo|finita|farla finita)\\b|^ogni\\b`,
);

const TIMED_IT = rx(
  [
    // "sabato mattina col caffè apro…", "forse giovedì vado…", "ok, per una settimana ogni mattina faccio…".
    `^${LEAD_IT}${WHEN_IT}(?: (?!non\\b)[a-z0-9]+){0,5}? (?:${ACT_IT}|${MORE_IT})\\b`,
    // "le scrivo fra qualche giorno", "mando io il file dalla prossima volta".
    `^${LEAD_IT}(?:${ACT_IT}|${MORE_IT})\\b(?: [a-z0-9]+){0,8} (?<!\\b(?:ogni|il|la|tuti i|tute le) )${WHEN_IT}\\b`,
  ].join('|'),
);

const DAY_EN = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';
const WHEN_EN = `(?:tomorow(?: morning| night| evening)?|tonight|this (?:weekend|evening|afternoon|week)|next week|(?:on )?${DAY_EN}(?: morning| evening| night)?|from now on|for the rest of the week|starting (?:tomorow|tonight|today|${DAY_EN})|til tomorow|until tomorow)`;
/** "I'm going to fail", "I'm feeling", "I'm working nights": a state, not an act of one's own choosing. */
const STATE_EN =
  '(?:feeling|having|getting|struggling|dreading|woring|stresing|freaking|panicking|losing|failing|crying|working|living|staying up|not\\b|so\\b|realy\\b|very\\b|to\\b|still\\b|always\\b)';
const ACT_EN = `(?:im|i m|i am) (?!going to (?!(?:the|a|an|my)\\b))(?!${STATE_EN})[a-z]+ing\\b`;
const FEAR_EN =
  '\\b(?:terified|scared|afraid|anxious|nervous|dread\\w*|woried|panic\\w*|freaking|stresed)\\b';

const TIMED_EN = rx(
  [
    // "tomorrow I'm going to the library at 9", "tonight after dinner I'm opening it…".
    `\\b${WHEN_EN}\\b(?: [a-z0-9]+){0,4}? ${ACT_EN}`,
    // "I'm going Thursday at 7am", "ok I'm leaving it up … till tomorrow morning".
    `^(?:(?:ok|okay|right|alright|fine|so|yeah) (?:, )?)*${ACT_EN}(?: [a-z0-9]+){0,10}? ${WHEN_EN}\\b`,
    // "ok I'm leaving it up and muting the chat": a decision said as it is made.
    `^(?:ok|okay|right|alright|fine) (?:, )?${ACT_EN}`,
    // "phone's going on the desk, charging there from now on".
    '\\b(?:from now on|starting (?:tomorow|tonight|today))\\b',
  ].join('|'),
);
const NOT_EN = rx(`${FEAR_EN}|\\b(?:never|cant|can ?t|wont|won ?t|hate|nobody|no one|everyone)\\b`);

/** True for an act the person sets for a time of their own (normalised text). */
export function isTimedPlan(norm: string): boolean {
  if (TIMED_IT.test(norm) && !NOT_IT.test(norm)) return true;
  return TIMED_EN.test(norm) && !NOT_EN.test(norm);
}
