/**
 * "Cosa gli dico?", «cosa rispondo quando i colleghi mi chiedono cosa ho avuto?», "what do I say to
 * him without making a scene?", "how do I bring it up?": a question about the words themselves, when
 * no knowledge entry fits. The answer depends on who will hear them (a child, a remark that keeps
 * coming, a group, someone asking about private things, a partner about their own family), with an
 * example in the first person and one question, instead of the general line about the topic.
 */
import { normalize, rx } from '../text/normalize';
import { paragraphs, personTurns, type Ctx, type Draft } from './context';
import { fill } from './state';
import { WHAT_TO_SAY, type Listener } from './templates/what-to-say';

const ASKS_WORDS = rx(
  '^(?:(?:e|ma|ok|okay|allora|quindi|pero|and|but|so|ok so)\\s+)*(?:(?:cosa|che cosa|che|come)\\s+(?:(?:gli|le|ti|vi|lo|la|ci)\\s+)?(?:dico|diciamo|rispondo|rispondiamo|scrivo|scriviamo|spiego|spieghiamo|racconto|raccontiamo|(?:dovrei|devo|posso|potrei|dovremmo|possiamo) (?:gli |le )?(?:dire|rispondere|scrivere|spiegare|raccontare))|come (?:glielo|gliela|gliene|lo|la|ne) (?:dico|diciamo|spiego|parlo|scrivo|tiro fuori)|(?:what|how) (?:do|should|can|could|would|will) (?:i|we) (?:say|tell|reply|respond|answer|write|text|put it|word it|explain|bring (?:it|this|that) up|raise (?:it|this|that)))\\b',
);

/** A child told something: named as who hears it («cosa diciamo a nostro figlio», "what do I tell my son"). */
const TO_CHILD = {
  it: rx(
    '\\b(?:a|al|alla|ai|alle|con)\\s+(?:(?:mio|mia|miei|mie|nostro|nostra|nostri|nostre|il|la|i|le)\\s+)?(?:figli[oa]?|figlie|bambin[oaie]|bimb[oaie]|ragazzin[oaie])\\b',
  ),
  en: rx('\\b(?:to|tell|with)\\s+(?:(?:my|our|the)\\s+)?(?:son|daughter|kids?|child|children|toddler)\\b'),
};
/** A young child named earlier in the conversation («ha 8 anni», «la maestra di Leonardo»). */
const CHILD_BEFORE = {
  it: rx(
    '\\b(?:figli[oa]?|bambin[oaie]|bimb[oaie]|maestr[ae]|pediatra|elementari|neuropsichiatria infantile|(?:ha|hanno) (?:[2-9]|10|11|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici) anni)\\b',
  ),
  en: rx(
    '\\b(?:son|daughter|kids?|child|children|toddler|primary school|nursery|(?:hes|shes|is|turned|just turned) (?:[2-9]|10|11|two|three|four|five|six|seven|eight|nine|ten|eleven)(?: years old)?)\\b',
  ),
};
/** An adult the words could be for instead (a sister, a boss, a partner): then the child is not assumed. */
const ADULT = rx(
  '\\b(?:sorell\\w+|fratell\\w+|madre|padre|mamma|papa|marito|moglie|compagn[oa]|ragazz[oa]|capo|capa|collega|colleghi|amic[oaie]|suocer\\w+|sister|brother|mum|mom|dad|mother|father|husband|wife|partner|boyfriend|girlfriend|boss|manager|colleague|friend|coach|teacher)\\b',
);
/** The question is about telling someone else ("cosa gli diciamo", "what do I tell her"). */
const TO_SOMEONE = rx('\\b(?:gli|le|lui|lei|glielo|gliela|gliene|him|her|them)\\b');
/** What a private question is about: health, a leave, a separation, why they left (not a job interview's questions). */
const PRIVATE_SUBJECT = rx(
  '\\b(?:cosa (?:ho|hai) avuto|cosa (?:mi )?e successo|malattia|stat[oa] male|separazion\\w+|divorzio|perche (?:sono|ero) (?:stat[oa] )?(?:a casa|assente|via)|what was wrong|what happened|sick leave|off sick|my (?:health|illness|divorce|separation)|why i was off|why i left)\\b',
);
const INTERVIEW = rx('\\b(?:colloqui\\w*|interview\\w*|selezion\\w+|recruiter|hr)\\b');
const REMARK = rx(
  '\\b(?:battut\\w+|frecciatin\\w+|commenti?n?\\w*|prend\\w* in giro|jokes?|joking|remarks?|comments?|digs?|teas\\w+|banter)\\b',
);
/** A group addressed together (not «i miei genitori», who are two people of one's own). */
const GROUP = rx(
  '\\b(?:riunione|assemblea|gli altri genitori|ai genitori (?:della|dei|del|alla)|davanti a tutti|al gruppo|nel gruppo|alla squadra|a tutta la classe|meeting|the team|the group|group chat|the other parents|the whole class|everyone at)\\b',
);
const PRIVATE = rx(
  '\\b(?:mi (?:chiedono|chiede|chiederanno|domandano)|quando (?:mi )?chiedono|se mi chiedono|ask(?:s|ed)? me|asking me|when (?:they|people|colleagues|someone) ask|if (?:they|people|someone) ask)\\b',
);
/** The partner's own family: «sua madre», «i suoi», "his mum", "her parents", the in-laws. */
const PARTNER_FAMILY: Array<[RegExp, { it: string; en: string }]> = [
  [
    rx(
      '\\b(?:sua madre|sua mamma|mia suocera|la suocera|his mum|his mom|her mum|her mom|his mother|her mother|mother in law)\\b',
    ),
    { it: 'tua madre', en: 'your mum' },
  ],
  [
    rx(
      '\\b(?:suo padre|suo papa|mio suocero|il suocero|his dad|her dad|his father|her father|father in law)\\b',
    ),
    { it: 'tuo padre', en: 'your dad' },
  ],
  [
    rx('\\b(?:i suoi|i suoceri|suoi genitori|his parents|her parents|in laws|inlaws)\\b'),
    { it: 'i tuoi', en: 'your parents' },
  ],
];

/** Whether the message asks what words to use ("cosa gli dico", "what do I say to him"). */
export function asksWhatToSay(norm: string): boolean {
  return ASKS_WORDS.test(norm);
}

/** Who will hear the words: the question first, then the person's last turns for the partner's family or a child. */
function listener(ctx: Ctx): { who: Listener; relative?: { it: string; en: string } } {
  const q = ctx.norm;
  if (REMARK.test(q)) return { who: 'remark' };
  if (GROUP.test(q)) return { who: 'group' };
  if (PRIVATE.test(q) && PRIVATE_SUBJECT.test(q) && !INTERVIEW.test(q)) return { who: 'private' };
  const recent = [q, ...personTurns(ctx, 2).map(normalize)];
  const family = recent.map((t) => PARTNER_FAMILY.find(([re]) => re.test(t))).find(Boolean);
  if (family) return { who: 'partnerFamily', relative: family[1] };
  // A child named as who hears it, or named earlier when the question is about telling someone and no adult is in sight.
  const earlier = personTurns(ctx, 4).map(normalize);
  if (
    TO_CHILD[ctx.lang].test(q) ||
    (TO_SOMEONE.test(q) &&
      !ADULT.test(q) &&
      earlier.some((t) => CHILD_BEFORE[ctx.lang].test(t)) &&
      !earlier.slice(0, 2).some((t) => ADULT.test(t)))
  )
    return { who: 'child' };
  return { who: 'anyone' };
}

export function whatToSayReply(ctx: Ctx): Draft | null {
  if (!asksWhatToSay(ctx.norm)) return null;
  const { who, relative } = listener(ctx);
  const T = WHAT_TO_SAY[ctx.lang][who];
  const say = ctx.c.pick(`ws.s.${who}`, T.say);
  if (ctx.c.stale(say)) return null;
  return {
    text: paragraphs(fill(say, { relative: relative?.[ctx.lang] ?? '' }), ctx.c.pick(`ws.a.${who}`, T.ask)),
    suggestions: [],
  };
}
