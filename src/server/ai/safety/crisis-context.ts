/**
 * Second layer of the crisis check: the conversation. A short message only
 * means something after what came before: "sì", "yes", "stanotte", "ho già
 * deciso come", "the pills", "I've got them here". This layer runs only when
 * the rules found nothing in the message itself, and only when the caller
 * passes the recent history (or knows that its previous reply was a crisis
 * reply). It can add a crisis, never cancel one.
 *
 * The situation is "raised" when:
 * - the assistant's previous turn was a crisis reply or the "you misunderstood
 *   me" check-in (recognised by its text, or told by the caller), or asked a
 *   risk or safety question ("stai pensando di farti del male?", "are you
 *   safe right now?");
 * - or one of the person's last two turns raised risk on its own (a rule hit,
 *   or a warning-sign score of at least RISK_SCORE: a goodbye, an ending, a
 *   means, a burden), even if it stayed below the alarm threshold.
 *
 * Then these short answers count as a crisis:
 * - after a crisis reply or a risk question: an affirmation ("sì", "yes", "a
 *   volte", "every day", "forse"); after those or a safety question: "I don't
 *   know", "not safe"/"non sto bene", and a bare "no" unless the question asked
 *   about risk ("are you thinking of hurting yourself?" - "no" is an answer,
 *   not an alarm; "yes" to someone else's "are you safe?" is safety);
 * - in any raised situation: a time ("stanotte", "tonight", "venerdì", "when
 *   they're asleep"), a method or the means at hand ("le pillole", "the
 *   bridge", "I've got them here"), a decision ("ho già deciso come", "made up
 *   my mind", "ho un piano");
 * - and warning signs spread over turns: the earlier turn and this one scored
 *   together reach the alarm threshold, with this message adding a sign of its own.
 *
 * A retraction is never a crisis here ("mi hai frainteso", "era un modo di
 * dire", "I'm fine", "sono al sicuro", "just joking"), nor is help being taken
 * ("ho chiamato il 112", "someone is here with me", "sì, grazie"): replies to
 * "you misunderstood me" keep working as before. Longer messages are left to the
 * rules: the layer reads elliptic answers, not new stories.
 */
import { normalizeText, rx } from '../text/normalize';
import type { ChatTurn, CrisisCategory } from '../types';
import type { CrisisScore } from './classifier/score';
import { crisisReplyCategory } from './crisis-response';
import { WARNING_THRESHOLD, warningSigns } from './warning-signs';

export interface CrisisContext {
  /** Recent turns, oldest first, without the message being checked (what the chat keeps as history). */
  history?: ReadonlyArray<ChatTurn> | null;
  /**
   * The category of the assistant's previous reply when it was a crisis reply (from the engine
   * state, for callers that know it). Texts in `history` are recognised without it.
   */
  previousCrisis?: CrisisCategory | null;
}

/** What the layer needs from the rules: a check of one message on its own. */
export type RuleCheck = (text: string) => { crisis: boolean; category: CrisisCategory | null };

export interface ContextHit {
  category: CrisisCategory;
  /** Why: 'answer' (to a crisis reply or a question), 'detail' (time, method, decision) or 'spread' (signs over turns). */
  reason: 'answer' | 'detail' | 'spread';
}

/** Only the last few turns matter; long histories are not read. */
const MAX_TURNS = 6;
const MAX_TURN_CHARS = 1200;
/** Words in an elliptic answer ("sì, ogni notte", "stanotte quando dormono"). */
const MAX_ANSWER_WORDS = 8;
const MAX_DETAIL_WORDS = 12;
/** A method named on its own ("the pills", "dal ponte"), not in a sentence about something else. */
const MAX_METHOD_WORDS = 6;
/** A user turn that scores this much on warning signs raised risk even below the alarm threshold. */
const RISK_SCORE = 0.5;

// --- the assistant's last question --------------------------------------------------------------

/** The question asks whether risk is present: "yes" is the alarm, "no" an answer. */
const RISK_QUESTION = rx(
  String.raw`\b(?:pensi|pensando|pensato|pensare|pensieri|idea|idee|voglia|intenzione|capita)\b.{0,40}\b(?:farti (?:del )?male|toglierti la vita|farla finita|ucciderti|suicid\w*|morire|non voler(?:e)? piu vivere|non svegliarti|sparire per sempre|fare del male a qualcuno|far del male a qualcuno)\b|\b(?:vuoi|volevi|hai voglia di) (?:morire|farla finita|ucciderti|farti del male)\b|\bhai (?:gia )?(?:un piano|pensato a come|deciso come|scelto come)\b|\bhai (?:preso|ingerito|bevuto) (?:qualcosa|dei farmaci|delle pillole|troppo)\b|\bqualcuno ti (?:fa del male|fa paura|minaccia|picchia|ha fatto del male)\b|\bsenti di poter fare del male\b|\bsei sol[oa]\b|\b(?:are you|have you been|have you|do you|were you)\b.{0,30}\b(?:thinking|thought|thoughts|feeling|planning|considering|urges?)\b.{0,30}\b(?:suicide|killing yourself|ending your life|end your life|hurting yourself|harming yourself|hurt yourself|self ?harm\w*|not (?:wanting|want) to (?:be alive|live)|dying|hurting someone|hurt someone|harm someone)\b|\b(?:do you want to|do you wish you were) (?:die|dead|end it|kill yourself)\b|\bdo you have a plan\b|\bhave you (?:decided|thought about) how\b|\bhave you (?:taken|swallowed|had) (?:anything|something|any pills|too much)\b|\bis (?:anyone|someone|somebody) (?:hurting|threatening|frightening|scaring) you\b|\b(?:have you been|are you) (?:hurting|cutting|harming) yourself\b|\bhave you (?:hurt|cut|harmed) yourself\b|\bdo you feel (?:you might|like you could|that you might) (?:hurt|act)\b|\bare you alone\b`,
);
/** The question asks whether the person is safe: "no" is the alarm. */
const SAFETY_QUESTION = rx(
  String.raw`\b(?:sei al sicuro|sei in un posto sicuro|ti trovi in un posto sicuro|ti senti al sicuro|sei in pericolo|stai bene fisicamente|sei con qualcuno|c e qualcuno con te|are you safe|are you somewhere safe|do you feel safe|are you in (?:danger|a safe place)|are you (?:physically )?(?:ok|okay|alright)|is (?:anyone|someone) with you)\b`,
);
const SELF_HARM_Q = rx(
  String.raw`\b(?:farti (?:del )?male|tagli\w*|hurting yourself|harming yourself|hurt yourself|cutting|self ?harm\w*)\b`,
);
const OTHERS_Q = rx(
  String.raw`\b(?:fare del male a qualcuno|far del male a qualcuno|hurting someone|hurt someone|harm someone)\b`,
);
const ABUSE_Q = rx(
  String.raw`\b(?:qualcuno ti|ti senti al sicuro a casa|anyone|someone|somebody) (?:fa del male|fa paura|minaccia|picchia|hurting|threatening|frightening|scaring)\b`,
);
const MEDICAL_Q = rx(
  String.raw`\b(?:hai (?:preso|ingerito|bevuto)|stai bene fisicamente|have you (?:taken|swallowed|had)|physically)\b`,
);

type Polarity = 'risk' | 'safety' | null;

/** The last question of an assistant turn (normalised text up to its last "?"). */
function lastQuestion(norm: string): string | null {
  const end = norm.lastIndexOf('?');
  if (end < 0) return null;
  const before = norm.slice(0, end);
  const start = Math.max(
    before.lastIndexOf('.'),
    before.lastIndexOf('!'),
    before.lastIndexOf('?'),
    before.lastIndexOf(';'),
  );
  return before.slice(start + 1);
}

function questionOf(norm: string): { polarity: Polarity; category: CrisisCategory } {
  const q = lastQuestion(norm);
  if (!q) return { polarity: null, category: 'suicide' };
  const category: CrisisCategory = OTHERS_Q.test(q)
    ? 'harm_to_others'
    : ABUSE_Q.test(q)
      ? 'abuse_violence'
      : MEDICAL_Q.test(q)
        ? 'medical_emergency'
        : SELF_HARM_Q.test(q)
          ? 'self_harm'
          : 'suicide';
  if (RISK_QUESTION.test(q)) return { polarity: 'risk', category };
  if (SAFETY_QUESTION.test(q)) return { polarity: 'safety', category };
  return { polarity: null, category };
}

// --- the short answer ------------------------------------------------------------------------------

/** "Mi hai frainteso", "era un modo di dire", "I'm fine", "sono al sicuro": never an alarm. */
const RETRACTION = rx(
  String.raw`\b(?:mi hai frainteso|hai frainteso|hai capito male|ho scritto male|mi sono spiegat\w male|era un modo di dire|modo di dire|scherzavo|stavo scherzando|era una battuta|solo una battuta|non dicevo sul serio|non intendevo|intendevo (?:dire )?(?:che|un altra cosa|altro)|parlavo (?:del|della|di|dello|dei|delle)|tranquill\w|non preoccuparti|non ti preoccupare|(?<!non )sto bene|(?<!non )va tutto bene|tutto (?:ok|bene|a posto)|(?<!non )sono al sicuro|(?<!non )mi sento al sicuro|(?<!non )sono tranquill\w|niente del genere|nulla del genere|ma no|macche|figurati|you misunderstood|misunderstood|i was joking|just joking|only joking|jk|kidding|figure of speech|didnt mean (?:it|that)|not (?:literally|like that|what i meant)|(?:im|i am|i m) (?:fine|ok|okay|safe|good|alright|all right)|(?<!not )(?:i feel|feeling) (?:safe|fine|ok|okay)|all good|no worries|dont worry|nothing like that)\b`,
);
/** Words that add nothing to a short answer. */
const FILLER = rx(
  String.raw`\b(?:purtroppo|sinceramente|onestamente|davvero|proprio|beh|mah|boh|ehm|ecco|allora|insomma|cioe|guarda|honestly|really|tbh|ngl|sadly|unfortunately|well|um|uh|like|i guess|just|ancora|still|again|di nuovo|lately|ultimamente|ormai|gia|already)\b`,
  'g',
);
const AFFIRMATION = rx(
  String.raw`^(?:(?:si|yes|yeah|yea|yep|yup|ya|ye|yes yes|si si|sure|certo|esatto|vero|e vero|true|correct|indeed|direi di si|credo di si|penso di si|temo di si|i think so|i do|i am|i have|i did|lo sono|ci penso|ci ho pensato|a volte|qualche volta|ogni tanto|sometimes|spesso|often|ogni (?:giorno|notte|sera)|tutti i giorni|tutte le notti|every (?:day|night|single day)|all the time|sempre|always|di continuo|constantly|un po|a bit|a little|kind of|kinda|sort of|abbastanza|piu o meno|more or less|forse|maybe|probably|probabilmente|molto|a lot|tanto|too much|troppo|da (?:giorni|settimane|mesi)|for (?:days|weeks|months))(?: |$))+$`,
);
const UNSURE = rx(
  String.raw`^(?:non lo so|non so|boh|idk|i dont know|dont know|not sure|non sono sicur\w|no lo se|chi lo sa|who knows|dunno)(?: |$)`,
);
const BARE_NO = rx(
  String.raw`^(?:no|nope|nah|non|not|mai|never|no no|non proprio|non tanto|non molto|not exactly|per niente|niente|nothing|assolutamente no|certo che no|of course not|not at all)(?: |$)+$`,
);
const NOT_SAFE = rx(
  String.raw`\b(?:non (?:sono|mi sento) (?:al sicuro|sicur\w|bene)|non sto (?:per niente )?bene|(?:im|i am|i m) not (?:safe|ok|okay|fine|alright|all right)|not safe|i dont feel safe|no non lo sono|no im not|no i am not)\b`,
);
const TIME = rx(
  String.raw`^(?:(?:si|yes|yeah|probabilmente|forse|credo|penso|probably|maybe|i think|proprio|gia|already|e|and|ma|but|oppure|or|tipo|like|verso|around|about|entro|by|prima di|before|dopo|after|appena|quando|when|as soon as)\s)*(?:stanotte|stasera|domani|domattina|dopodomani|oggi|adesso|ora|subito|tra poco|fra poco|tra un ora|fra un ora|presto|questa (?:notte|sera|settimana)|nel weekend|questo weekend|(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica)(?: (?:sera|notte|mattina))?|alle \d+|a mezzanotte|di notte|la notte|dormono|dormono tutti|tutti dormono|escono|se ne vanno|sono sol\w|saro sol\w|non c e nessuno|tonight|today|tomorrow(?: night| morning)?|right now|now|soon|very soon|in an hour|in a few (?:hours|minutes)|this (?:weekend|week)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: night| morning)?|at \d+(?: am| pm)?|at midnight|at night|everyone (?:is|s) asleep|everyones asleep|they (?:are|re) asleep|theyre asleep|they leave|im alone|i am alone|nobody is home|no one is home)(?: (?:stanotte|stasera|domani|notte|sera|mattina|tonight|night|morning|credo|penso|probabilmente|forse|i think|probably|maybe|stesso|itself|ormai|gia|already))*$`,
);
const METHOD = rx(
  String.raw`\b(?:pillole|pastiglie|compresse|farmaci|medicine|sonniferi|gocce|psicofarmaci|antidepressivi|pills|meds|tablets|sleeping pills|painkillers|paracetamolo|paracetamol|tachipirina|tylenol|xanax|corda|cappio|rope|noose|pistola|fucile|gun|coltello|knife|lametta|lamette|blade|razor|ponte|bridge|tetto|roof|balcone|balcony|finestra|window|binari|tracks|treno|train|metro|gas|veleno|poison|candeggina|bleach|fiume|river|overdose|impiccarmi|hang myself|buttarmi|jump|saltare|annegarmi|drown)\b`,
);
const POSSESSION = rx(
  String.raw`\b(?:ce l(?:e|i|o|a)? ho (?:qui|gia|pront\w)|l(?:e|i) ho (?:qui|gia|pront\w|in mano|con me)|ho tutto (?:qui|pronto)|e tutto pronto|sono pront[ei]|(?:ive|i ve|i have|i) got (?:them|it|everything|all of them) (?:here|ready|with me|right here)|(?:i have|ive|i ve) (?:them|it|everything) (?:here|ready|with me|right here)|got (?:them|it) (?:here|right here)|(?:they re|theyre|its|it s|they are) (?:here|ready|in my (?:hand|bag|pocket|drawer|room))|everything is ready|all set|in my (?:hand|bag|pocket|lap)|in mano|in tasca|nello zaino|nel cassetto|in grembo|already bought (?:it|them)|ho gia comprat\w|gia comprat\w|ho contato|counted them)\b`,
);
const DECIDED = rx(
  String.raw`\b(?:ho (?:gia )?deciso(?: come| quando| dove)?|gia deciso|e deciso|la decisione e presa|ho scelto (?:il giorno|la data|il posto|come|quando|dove)|so (?:gia|esattamente) (?:come|quando|dove)|(?:si )?ho un piano|ho pensato a come|ci ho gia pensato|ho gia pensato a tutto|(?:ive|i ve|i have|i)(?: already)? decided|already decided|made up my mind|my mind is made up|i know exactly (?:how|when|where)|i already know (?:how|when|where)|(?:i have|ive got|i ve got|got) a plan|yes a plan|(?:ive|i ve|i have) planned it|its planned|it s planned|i (?:picked|chose) (?:a|the) (?:date|day|place|spot)|non torno indietro|no going back|no turning back|stavolta (?:si|davvero|lo faccio)|this time for real|la faccio finita|(?:lo|la) faccio (?:stanotte|stasera|domani|davvero|sul serio|comunque|lo stesso)|(?:ill|il|i will|im going to|i m going to) do it (?:tonight|anyway|for real|no matter what)|(?:im|i m) doing it (?:tonight|anyway)|non ho piu paura|(?:im|i m) not scared anymore|its decided|it s decided|nothing will stop me|niente mi fermera|nessuno mi fermera)\b`,
);

/** Help being taken or accepted ("ho chiamato", "someone is here with me", "sì grazie"): not a new alarm. */
const COPING = rx(
  String.raw`\b(?:ho chiamato|sto chiamando|chiamo (?:il|lo|la|mia|mio)|ho scritto a|sono con|sto con|e qui con me|sono qui con|qualcuno e qui|respiro|sto respirando|esercizio|grazie|called|calling|(?:ill|il|i will) call|texted|(?:im|i m) with|is here with me|someone is here|breathing|exercise|thanks|thank you|ty)\b`,
);

function words(norm: string): string[] {
  return norm.split(' ').filter((w) => /\w/.test(w));
}

/** The answer without punctuation and filler words. */
function core(norm: string): string {
  return words(norm.replace(FILLER, ' ')).join(' ');
}

// --- the person's earlier turns --------------------------------------------------------------------

interface UserRisk {
  category: CrisisCategory;
  /** Normalised text of the turns that raised it, for scoring signs across turns. */
  norm: string;
}

function userRisk(turns: string[], rules: RuleCheck): UserRisk | null {
  for (const text of turns) {
    const hit = rules(text);
    if (hit.crisis && hit.category) return { category: hit.category, norm: normalizeText(text).text };
    const norm = normalizeText(text).text;
    const ws = warningSigns(norm);
    if (ws.score >= RISK_SCORE) return { category: 'suicide', norm };
  }
  return null;
}

// --- the check ------------------------------------------------------------------------------------

/**
 * Reads a message that the rules found nothing in against the recent conversation. Never throws
 * (the caller wraps it); returns null when the context adds nothing.
 */
export function checkInContext(message: string, context: CrisisContext, rules: RuleCheck): ContextHit | null {
  const history = (context.history ?? []).slice(-MAX_TURNS).map((t) => ({
    role: t.role,
    content: typeof t.content === 'string' ? t.content.slice(0, MAX_TURN_CHARS) : '',
  }));
  const norm = normalizeText(message).text;
  if (!norm || RETRACTION.test(norm) || COPING.test(norm)) return null;
  // The person's last two turns, most recent first: did one of them raise risk on its own?
  const risk = userRisk(
    history
      .filter((t) => t.role === 'user')
      .slice(-2)
      .reverse()
      .map((t) => t.content),
    rules,
  );
  const count = words(norm).length;
  if (count > MAX_DETAIL_WORDS) return risk ? spreadSigns(norm, risk) : null;

  // The assistant spoke last: was it a crisis reply, or a risk or safety question?
  const last = history.at(-1);
  const lastNorm = last?.role === 'assistant' ? normalizeText(last.content).text : '';
  const replyCategory =
    (last?.role === 'assistant' ? crisisReplyCategory(last.content) : null) ?? context.previousCrisis ?? null;
  const question = lastNorm
    ? questionOf(lastNorm)
    : { polarity: null as Polarity, category: 'suicide' as CrisisCategory };
  const asked = replyCategory !== null || question.polarity !== null;
  const askedCategory: CrisisCategory = replyCategory ?? question.category;

  if (!asked && !risk) return null;
  const category: CrisisCategory = asked ? askedCategory : risk!.category;

  const answer = core(norm);
  if (asked && count <= MAX_ANSWER_WORDS) {
    if (UNSURE.test(answer) || NOT_SAFE.test(norm)) return { category, reason: 'answer' };
    // "Yes" is the alarm after a crisis reply or a risk question (when in doubt, the help stays
    // open); after anyone else's "are you safe?" it is safety.
    if (AFFIRMATION.test(answer) && (replyCategory !== null || question.polarity === 'risk'))
      return { category, reason: 'answer' };
    // "No" is an answer to "are you thinking of hurting yourself?", the alarm after "are you safe?" or a crisis reply.
    if (BARE_NO.test(answer) && question.polarity !== 'risk') return { category, reason: 'answer' };
  }
  if (
    TIME.test(answer) ||
    POSSESSION.test(norm) ||
    DECIDED.test(norm) ||
    (METHOD.test(norm) && count <= MAX_METHOD_WORDS)
  )
    return { category, reason: 'detail' };
  return risk ? spreadSigns(norm, risk) : null;
}

/** Warning signs spread over turns: the earlier risky turn and this message together reach the threshold. */
function spreadSigns(norm: string, risk: UserRisk): ContextHit | null {
  const own = warningSigns(norm).families.filter((f) => f !== 'wish');
  if (own.length === 0) return null;
  const joined = warningSigns(`${risk.norm} . ${norm}`);
  return joined.score >= WARNING_THRESHOLD ? { category: risk.category, reason: 'spread' } : null;
}

// --- the local model's scores over turns -----------------------------------------------------------

/**
 * After a crisis reply (or the "you misunderstood me" check-in), a retraction or help being taken
 * ("mi hai frainteso", "ho aperto la finestra e sto respirando", "ho chiamato il 112") is how the
 * person answers the panel. The local model reads words ("finestra", "respirando") and could
 * answer it with another crisis reply; checkCrisis lowers such a model-only alarm to "elevated".
 * The rules still read the message as usual.
 */
export function answersCrisisReply(message: string, context: CrisisContext): boolean {
  const last = (context.history ?? []).at(-1);
  const afterReply =
    context.previousCrisis != null ||
    (last?.role === 'assistant' &&
      typeof last.content === 'string' &&
      crisisReplyCategory(last.content) !== null);
  if (!afterReply) return false;
  const norm = normalizeText(message).text;
  return RETRACTION.test(norm) || COPING.test(norm);
}

/** Person turns whose model scores carry over, and the share of a score that survives each turn. */
export const SCORE_TURNS = 5;
const SCORE_DECAY = 0.7;

/** What the turn-level layer needs from the local model. */
export interface TurnScorer {
  score(text: string): CrisisScore;
  thresholds: { high: number; low: number };
}

export interface ScoreContextHit {
  level: 'elevated' | 'crisis';
  /** The category of the earlier turn that carried the risk (the model's head). */
  category: CrisisCategory;
  /** The decayed score of the conversation before this message. */
  carried: number;
}

/**
 * The local model's scores over the person's last turns, decayed: carried = max over earlier
 * turns k = 1..SCORE_TURNS of SCORE_DECAY^k * score (the recursion score_t = max(s_t, 0.7 *
 * score_t-1) unrolled), and the message's own score s_t.
 *
 * - max(s_t, carried) >= low: the turn is at least "elevated", so "and tonight I'll do it" after an
 *   earlier risky turn gets a check-in even when it scores low on its own.
 * - s_t >= low and carried >= low: a message with risk of its own, while the conversation is still
 *   raised, is a crisis. The message must carry some risk itself: otherwise every message for
 *   three turns after one crisis reply would get another one ("what should I cook?").
 *
 * A retraction or help being taken ("mi hai frainteso", "I'm fine", "ho chiamato il 112") adds
 * nothing, as in the rules' conversation layer. Only ever adds; returns null when nothing is added.
 */
export function scoreInContext(
  message: string,
  own: CrisisScore,
  context: CrisisContext,
  scorer: TurnScorer,
): ScoreContextHit | null {
  const { high, low } = scorer.thresholds;
  if (own.score >= high) return null;
  const norm = normalizeText(message).text;
  if (!norm || RETRACTION.test(norm) || COPING.test(norm)) return null;
  const turns = (context.history ?? [])
    .filter((t) => t.role === 'user' && typeof t.content === 'string')
    .slice(-SCORE_TURNS)
    .reverse();
  let carried = 0;
  let category: CrisisCategory = own.category;
  let factor = 1;
  for (const t of turns) {
    factor *= SCORE_DECAY;
    // No earlier turn can carry more than this: skip scoring it.
    if (factor <= carried) break;
    const s = scorer.score(t.content.slice(0, MAX_TURN_CHARS));
    if (factor * s.score > carried) {
      carried = factor * s.score;
      category = s.category;
    }
  }
  if (carried >= low && own.score >= low) return { level: 'crisis', category, carried };
  if (Math.max(carried, own.score) >= low) return { level: 'elevated', category, carried };
  return null;
}
