/**
 * What a plan is about, read from the plan's own words: a loan from someone, asking for help,
 * talking to someone, money, sleep, study, exercise, meeting people; else what its verb does to a
 * habit: a limit ("una volta sola", "twice and then stop"), dropping one ("delete his number",
 * "non aprire google"), a routine ("ogni sera", "for a week"). The plan reply takes its small step
 * and its obstacle from it (templates/plan-topics.ts), so they fit the plan itself: a conversation's
 * only when the plan talks to someone, a run's only when it moves.
 */
import { normalize, rx } from '../text/normalize';
import type { Lang } from '../types';
import { secondPerson } from './memory';

export type PlanTopic =
  | 'loan'
  | 'ask'
  | 'talk'
  | 'money'
  | 'sleep'
  | 'study'
  | 'exercise'
  | 'social'
  | 'limit'
  | 'quit'
  | 'routine';

// The person asks ("chiedo", "chiedergli", "I'll ask"), not someone who asks them ("se mi chiedono", "if they ask").
const ASK = rx(
  '\\b(?:(?<!\\b(?:mi|ti|se|quando|che) )(?:chied(?!ono\\b|e\\b|eva|evano)\\w*|domand(?!ano\\b|a\\b)\\w*)|(?<!\\b(?:they|he|she|people|someone|anyone|if|when|everyone) )ask\\w*|borrow\\w*)\\b',
);
const APOLOGY = rx('\\b(?:scusa|scuse|perdono|sorry|apologi\\w*|forgive\\w*)\\b');
const LOAN = rx('\\b(?:prestit\\w*|soldi|anticip\\w*|loan|money|lend|borrow\\w*|cash)\\b');
const RULES: Array<[PlanTopic, RegExp]> = [
  // Making the bed is a morning routine, not a sleep plan.
  [
    'sleep',
    rx(
      // "where he used to sleep", «dove dormiva»: someone else's sleep, remembered, is no sleep plan.
      '\\b(?<!\\b(?:used to|dove|where (?:he|she|it|they)(?: used to)?) )(?:(?!dormiva)dorm\\w*|(?<!rifa\\w* (?:il )?)(?<!\\bnon (?:dal |nel |a |in )?)letto|sonno|sveglia|addorment\\w*|sleep\\w*|nap|naps|napping|pisolin\\w*|(?<!mak\\w* (?:my |the )?)(?<!\\bnot (?:in |from )?)bed|bedtime|alarm|asleep)\\b',
    ),
  ],
  [
    'study',
    rx(
      // "the baby group at the library", «le letture per bimbi in biblioteca»: a place to meet people, not study.
      '\\b(?:studi\\w*|(?<!\\b(?:bimb\\w*|bambin\\w*|neonat\\w*|mamme|genitori) (?:\\w+ ){0,3})biblioteca|ripass\\w*|esam\\w*|tesi|capitol\\w*|pomodor\\w*|study\\w*|revis\\w*|(?<!\\b(?:baby|toddler|mums?|moms?|parents?|play|rhyme|story) (?:\\w+ ){0,3})library|exam\\w*|essay|assignment|homework|chapter|thesis)\\b',
    ),
  ],
  [
    'exercise',
    rx(
      '\\b(?:palestra|(?<!\\b(?:il|al|del|nel|dal|un|tutto il|nostro|mio|suo) )corr(?:o|ere|endo|ero|eremo)|corsa|cammin\\w*|passeggiat\\w*|due passi|yoga|nuot\\w*|bici|(?<!\\b(?:dopo l|prima del|prima dell|dal|dall) )allenam\\w*|muover\\w*|gym|(?<!\\b(?:dry|test|trial|practice|mock|dummy) )(?:run|running|walk\\w*)(?! (?:through|over|by|into|past|out of|it|them|errands)\\b)|jog\\w*|swim\\w*|cycle|cycling|bike|workout|exercise|stretch\\w*)\\b',
    ),
  ],
  [
    'social',
    rx(
      '\\b(?:iscriv\\w*|corso|club|gruppo|associazion\\w*|volontariat\\w*|join\\w*|(?<!after )class|course|group|volunteer\\w*|meetup|sign up)\\b',
    ),
  ],
  [
    'money',
    rx(
      '\\b(?:soldi|spese|budget|conti|bollett\\w*|debit\\w*|banca|caf|risparm\\w*|money|spending|bills|debt\\w*|bank|savings|save)\\b',
    ),
  ],
];

/** An automatic reply set up on one's email or phone is a boundary, not a conversation to prepare. */
const AUTO_REPLY = rx(
  '\\b(?:out of (?:hours|office)|auto ?repl\\w*|away message|risposta automatica|fuori (?:ufficio|orario))\\b',
);

// Someone the plan talks to: a relative, a friend, a colleague, a doctor, "him", "your sister".
const PERSON_WORDS =
  '(?:(?:mio|mia|miei|mie|tuo|tua|tuoi|tue|suo|sua|my|your|his|her|their|our) \\w+|him|her|them|lui|lei|loro|qualcuno|someone|somebody|capo|capa|collega|colleghi|responsabile|amic\\w+|madre|padre|mamma|papa|genitori|sorell\\w|fratell\\w|marito|moglie|compagn[oa]|ragazz[oa]|fidanzat\\w|figli\\w*|nonn\\w|zi[oa]|cugin\\w|suocer\\w|coinquilin\\w|vicin[oi]|medico|dottor\\w*|psicolog\\w|prof\\w*|boss|manager|colleagues?|coworkers?|friends?|mom|mother|dad|father|parents|sister|brother|husband|wife|partner|boyfriend|girlfriend|son|daughter|kids|grandma|grandad|nan|aunt|uncle|cousin|flatmates?|roommates?|housemates?|neighbou?rs?|doctor|gp|therapist|teacher|landlord)';
// A verb of talking with the person it goes to: "dirgli", "parlare con mia madre", "call your sister", "tell my flatmate".
const TALK_TO = rx(
  `\\b(?:(?:gli|le) (?:dico|diro|chiedo|rispondo|spiego|scrivo)|(?:dir|parlar|chieder|scriver|chiamar|telefonar|spiegar|raccontar|mandar|propor|invitar)(?:gli|le)\\w*|(?:chiamar|invitar)l[oaie]|(?:dir\\w*|parl\\w*|scriv(?!ania)\\w*|spieg\\w*|raccont\\w*|mand\\w*|propo\\w*|scus\\w*|tel(?:s|ing)?|say\\w*|said|talk\\w*|speak\\w*|explain\\w*|text\\w*|writ\\w*|messag\\w*|email\\w*|apologi\\w*|sorry)(?: \\w+){0,5}? (?:a|ad|al|alla|allo|ai|agli|alle|con|col|coi|to|with) (?:(?:il|la|lo|i|le|gli|un|una|uno|the|a|an|one) )?${PERSON_WORDS}|chiam(?:are|o|ero)|telefonare|(?:invit\\w*|tel(?:s|ing)?|cal(?:s|ed|ing)?|text\\w*|phone|messag\\w*|email\\w*|send\\w*|sent) (?:(?:il|la|lo|i|le|the|a) )?${PERSON_WORDS})\\b`,
  'g',
);
/** "stop texting him", "smettere di scrivergli": not talking is no conversation to prepare. */
const NOT_BEFORE =
  /\b(?:stop|stopped|quit|not|never|no longer|avoid\w*|smet\w*|non|evit\w*|senza|instead of|invece di)\s+(?:\w+\s+)?$/;
/** A name after a verb of talking, in the person's own spelling: "scrivere a Luca", "text Sarah". */
const NAMED = /\b(?:a|ad|con|to|with|tell|call|text|ask|phone|invite|chiamare|invitare)\s+[A-Z][a-zà-ÿ]+/u;
const TALK_VERB = rx(
  '\\b(?:dir\\w*|parl\\w*|scriv(?!ania)\\w*|chiam\\w*|spieg\\w*|tel(?:s|ing)?|say|talk\\w*|speak\\w*|cal(?:s|ed|ing)?|text\\w*|phone|message|email)\\b',
);

/** Raising a subject with someone: the plan is the conversation, wherever it takes place. */
const RAISES = rx(
  '\\b(?:bring (?:it |this |that )?up|bring up|raise (?:it|the|this|that)|broach|tir\\w* fuori (?:il discorso|l argomento)|affront\\w* (?:il discorso|l argomento)|sollev\\w* (?:il discorso|la questione))\\b',
);

/** True when the plan talks to or asks someone, not when it only says something aloud or writes for itself. */
export function talksToSomeone(plan: string): boolean {
  const norm = normalize(plan);
  for (const m of norm.matchAll(TALK_TO)) if (!NOT_BEFORE.test(norm.slice(0, m.index))) return true;
  return APOLOGY.test(norm) || (TALK_VERB.test(norm) && NAMED.test(plan));
}

// What the plan does to a habit, when it is about none of the topics: a limit first ("twice and then
// stop" is a limit, not quitting), then dropping a habit, then a routine.
const HABIT: Array<[PlanTopic, RegExp]> = [
  [
    'limit',
    rx(
      '\\b(?:solo (?:dale|tra le|fra le) [0-9]{1,2}|only (?:from|between) [0-9]{1,2}|ma (?:di )?(?:andar(?:me|te)ne|andare via|restare solo|stare solo|solo)|but (?:leave|only|just|not stay)|una volta sola|solo una volta|una sola volta|solo (?:due|tre) volte|(?:e )?poi basta|(?:e )?poi (?:mi )?fermo|e poi stop|non piu di|al massimo|solo (?:\\d+|cinque|dieci|quindici|venti) minuti|solo quello|un limite|once only|only once|just once|(?:only|just) (?:twice|two times|three times)|(?:and )?then stop|no more than|at most|only (?:\\d+|five|ten|fifteen|twenty) minutes|a limit)\\b',
    ),
  ],
  [
    'quit',
    rx(
      '\\b(?:smett\\w*|non (?:aprire|cercare|controllare|guardare|usare|bere|mangiare|rispondere|scriver\\w*)|cancell\\w*|elimin\\w*|blocc(?:are|arl\\w*|argli|arle|o (?:il|la|lo|i|le|gli|su))|toglier\\w*|disinstall\\w*|stop|stopping|quit|delete|block|unfollow|uninstall|cut (?:out|down)|no more|not (?:to )?(?:open|check|look|text|drink|use|reply)|(?:dont|do not) (?:open|check|look|text|drink|use|reply))\\b',
    ),
  ],
  [
    'routine',
    rx(
      '\\b(?:ogni (?:sera|giorno|mattina|settimana|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|sabato)|tutti i giorni|tutte le (?:sere|mattine)|per (?:una|due|tre|\\d+) settiman\\w|every (?:day|night|evening|morning|week|sunday|monday|tuesday|wednesday|thursday|friday|saturday)|each (?:day|night|evening|morning)|for (?:a|two|three|\\d+) weeks?|daily)\\b',
    ),
  ],
];

/** The topic of a plan in the person's words, or null when none fits (the generic step is used). */
/** A plan that opens on talking to someone (after its hedges and its time). */
const TALK_FIRST = rx(
  '^(?:(?:im|i m|i am|going|to|ill|i ll|i will|i|maybe|probably|could|should|might|tomorrow|tonight|forse|magari|domani|stasera|potrei|vorrei|penso di|provo a)\\s+)*(?:talk|speak|parlare|parlarne|parlo|parlero)\\s+(?:to|with|con|a|al|alla|ai|alle)\\b',
);

export function planTopic(plan: string): PlanTopic | null {
  const norm = normalize(plan);
  if (AUTO_REPLY.test(norm)) return null;
  // "chiedergli scusa" is a conversation, not a request.
  if (ASK.test(norm) && !APOLOGY.test(norm)) return LOAN.test(norm) ? 'loan' : 'ask';
  // "talk to my head teacher about dropping a club": a talk first, whatever it is about.
  if (TALK_FIRST.test(norm) && talksToSomeone(plan)) return 'talk';
  // "we go for a walk along the harbour and I bring up bills": the walk is where the talk happens.
  if (RAISES.test(norm)) return 'talk';
  for (const [topic, re] of RULES) if (re.test(norm)) return topic;
  // A conversation's step and obstacle only for a plan that talks to someone ("dire ad alta voce" does not).
  if (talksToSomeone(plan)) return 'talk';
  for (const [topic, re] of HABIT) if (re.test(norm)) return topic;
  return null;
}

// "Mr Hussain", «la dottoressa Conti»: a title goes with the name after it.
const PERSON =
  /\b(?:(?:a |ad |to )?(?:tu[oae]|tuoi|your)\s+\p{L}+(?:\s+[A-Z]\p{L}+)?|(?:a |ad |to )?(?:(?:Mr|Mrs|Ms|Miss|Dr|Prof|Sig|Sig\.ra|Dott|Dott\.ssa)\.?\s+)?[A-Z]\p{L}+)/u;
const STRIP = /^(?:a|ad|to)\s+/u;
const NOT_PERSON =
  /^(?:I|Il|La|Lo|Le|Gli|Un|Una|CAF|CV|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Natale|Pasqua|Christmas|Easter)$/u;

/** Close relatives take no article after "tuo"/"tua" ("tua sorella"); anyone else does ("il tuo capo"). */
const KIN =
  /^(?:madre|padre|fratello|sorella|marito|moglie|figlio|figlia|nonno|nonna|zio|zia|cugino|cugina|suocero|suocera|nipote|cognato|cognata)(?:\s+[A-Z]\p{L}+)?$/u;
const ARTICLE: Record<string, string> = { tuo: 'il', tua: 'la', tuoi: 'i', tue: 'le' };

function withArticle(who: string): string {
  const m = /^(tuo|tua|tuoi|tue)\s+(.+)$/u.exec(who);
  return m && !(KIN.test(m[2]!) && m[1]!.length === 3) ? `${ARTICLE[m[1]!]} ${who}` : who;
}

/** Who the plan names, said back ("tua sorella", "your sister"), or a neutral word. */
export function planPerson(action: string, lang: Lang): string {
  const m = PERSON.exec(secondPerson(action, lang));
  const who = m?.[0].replace(STRIP, '').trim();
  if (who && !NOT_PERSON.test(who)) return lang === 'it' ? withArticle(who) : who;
  return lang === 'it' ? 'l’altra persona' : 'they';
}
