/**
 * Whether a turn tells an episode: something that happened at a moment (a meeting, a call, an exam,
 * a fight, what someone said or did). Only then do "what was your first thought in that moment?"
 * and "what did you tell yourself right after?" fit; a general state ("sono sempre stanca"), a
 * situation that lasts ("da quando mi sono trasferita") or good news gets a question that follows
 * what was said instead (reflect.ts). Read on normalised text, in both languages.
 */
import { rx } from '../text/normalize';

// Someone did or said something to the person: "mi ha criticato", "mi hanno lasciata sola", "ci ha urlato".
const DONE_TO_IT = rx(
  '\\b(?:mi|ci|l|gli|le)\\s+(?:ha|hanno|aveva|avevano)\\s+(?:\\w+\\s+)?\\w+(?:ato|ata|ati|ate|uto|uta|iti|ito|ita|etto|etta|esso|essa|isto|iso|olto|orso|otto|ritto)\\b',
);
// The person did something at a moment: "ho litigato", "ho detto una cosa stupida", "abbiamo discusso".
const DID_IT = rx(
  '\\b(?:ho|abbiamo)\\s+(?:\\w+\\s+)?(?:litigato|discusso|urlato|gridato|detto|sbagliato|rotto|perso|ricevuto|dimenticato|risposto|pianto|incontrato|parlato|chiamato|scritto|mandato|scoperto|saputo|fatto una figuraccia|fatto un errore|preso un brutto voto|avuto un attacco|avuto una discussione|visto)\\b',
);
// Something happened: "è successo", "mi è mancato il respiro", "è andata male".
const HAPPENED_IT = rx(
  '\\b(?:e|mi e|ci e|si e|sono)\\s+(?:\\w+\\s+)?(?:successo|successa|capitato|capitata|andato male|andata male|andata|andato|mancato|mancata|scoppiat\\w|venut[oa] da piangere|caduto|caduta|arrivat[oa])\\b',
);
// An event of a moment told in the past: "in riunione", "al colloquio", "durante l esame", "a cena".
const EVENT_IT = rx(
  '\\b(?:in riunione|alla riunione|al colloquio|all esame|durante (?:l|la|il) \\w+|alla festa|a cena|al telefono|in chiamata|alla presentazione|all interrogazione|all orale|in ufficio|al supermercato|in treno|a scuola)\\b',
);
const WHEN_IT = rx(
  '\\b(?:oggi|ieri|stamattina|stasera|stanotte|l altro giorno|la settimana scorsa|poco fa|prima|sabato|domenica|lunedi)\\b',
);
// A past with "avere" is an action ("ho avuto", "mi ha detto"); "sono agitata" is a state.
const PAST_IT = rx(
  '\\b(?:ho|ha|abbiamo|hanno|avevo|aveva)\\s+(?:\\w+\\s+)?\\w{2,}(?:ato|ata|uto|uta|ito|ita|etto|esso|isto|otto|olto|eso|iso|ritto)\\b',
);

const DONE_TO_EN = rx(
  '\\b(?:he|she|they|someone|somebody|everyone|everybody|people|my \\w+|the \\w+|her|his)\\s+(?:\\w+\\s+)?(?:said|told|yelled|shouted|snapped|criticis\\w+|criticiz\\w+|ignored|laughed|left|dumped|cancelled|canceled|forgot|called|texted|humiliated|embarrassed|blamed|accused|broke up|hung up|walked out|corrected|mocked)\\b',
);
const DID_EN = rx(
  '\\bi\\s+(?:\\w+\\s+)?(?:had a (?:fight|row|panic attack|argument)|argued|fought|snapped|yelled|shouted|said|told|failed|messed up|froze|cried|broke down|forgot|missed|lost it|blanked|stumbled|screwed up|made a mistake|got (?:fired|rejected|told off|a bad))\\b',
);
const EVENT_EN = rx(
  '\\b(?:in the meeting|at the meeting|in a meeting|during the \\w+|at the party|at dinner|on the phone|on the call|in the interview|at the interview|in the exam|at work today|on the train|in class)\\b',
);
const WHEN_EN = rx(
  '\\b(?:today|yesterday|this morning|tonight|last night|earlier|just now|the other day|last week)\\b',
);
// A verb in the past, not a feeling worded like one ("stressed", "tired", "worried").
const PAST_EN = rx(
  '\\b(?!(?:stressed|tired|worried|scared|overwhelmed|exhausted|drained|depressed|bored|annoyed|frustrated|isolated|ashamed|embarrassed|interested|excited|relaxed|confused|disappointed|terrified|need|feed|bed|used|pressed)\\b)\\w{3,}ed\\b|\\b(?:went|said|told|got|had|saw|made|did|took|left|lost|happened)\\b',
);

// Something that keeps coming back, not a moment: "ci ripenso sempre", "ogni sera", "continuo a",
// "non smetto di", "I keep replaying", "every time", "always".
const HABITUAL = rx(
  '\\b(?:sempre|ogni (?:volta|sera|notte|giorno|mattina|settimana)|tutte le (?:volte|sere|notti|mattine)|tutti i giorni|continuo a|continuo sempre a|non smetto di|non riesco a smettere di|non faccio che|non faccio altro che|di continuo|in continuazione|tutto il tempo|always|every (?:time|night|day|morning|evening|week)|keep \\w+ing|keeps \\w+ing|kept \\w+ing|constantly|all the time|over and over|again and again|(?:cant|can not|cannot) stop)\\b',
);
// Going over it again in the present: "ripenso a tutto quello che ho detto", "rimugino", "I replay it".
const RUMINATING = rx(
  '\\b(?:ripenso|ci ripenso|rimugino|rimuginando|rivivo|mi ripeto|penso e ripenso|mi torna in mente|mi tornano in mente|mi rigiro|replay|replaying|rehash\\w*|ruminat\\w+|overthink\\w*|dwell|dwelling|go over it|going over)\\b',
);
// A single dated moment ("ieri in riunione", "yesterday at the meeting") is still an episode, however often it comes back.
const DATED = rx(
  '\\b(?<!\\b(?:ogni|il|la|tutti i|tutte le|every|on) )(?:ieri|stamattina|stasera|stanotte|l altro giorno|la settimana scorsa|poco fa|sabato scorso|domenica scorsa|yesterday|this morning|last night|the other day|last week|earlier today|just now)\\b|\\boggi\\b.{0,40}\\b(?:ho|ha|hanno|abbiamo|mi e|e successo)\\b|\\btoday\\b.{0,40}\\b(?:i|he|she|they|my \\w+)\\s+\\w+ed\\b',
);

/** True when the turn tells something that happened at a moment, not a state or a lasting situation. */
export function tellsEpisode(norm: string): boolean {
  // Going over something again and again is rumination, not a moment to look back on.
  if ((HABITUAL.test(norm) || RUMINATING.test(norm)) && !DATED.test(norm)) return false;
  if (DONE_TO_IT.test(norm) || DID_IT.test(norm) || HAPPENED_IT.test(norm)) return true;
  if (DONE_TO_EN.test(norm) || DID_EN.test(norm)) return true;
  if ((EVENT_IT.test(norm) || WHEN_IT.test(norm)) && PAST_IT.test(norm)) return true;
  return (EVENT_EN.test(norm) || WHEN_EN.test(norm)) && PAST_EN.test(norm);
}
