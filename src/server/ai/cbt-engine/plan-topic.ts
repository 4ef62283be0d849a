/**
 * What a plan is about, read from the plan's own words: a loan from someone, asking for help,
 * talking to someone, money, sleep, study, exercise, meeting people. The plan reply takes its
 * small step and its obstacle from it (templates/plan-topics.ts), so they fit the plan itself.
 */
import { normalize, rx } from '../text/normalize';
import type { Lang } from '../types';
import { secondPerson } from './memory';

export type PlanTopic = 'loan' | 'ask' | 'talk' | 'money' | 'sleep' | 'study' | 'exercise' | 'social';

const ASK = rx('\\b(?:chied\\w*|domand\\w*|ask\\w*|borrow\\w*)\\b');
const APOLOGY = rx('\\b(?:scusa|scuse|perdono|sorry|apologi\\w*|forgive\\w*)\\b');
const LOAN = rx('\\b(?:prestit\\w*|soldi|anticip\\w*|loan|money|lend|borrow\\w*|cash)\\b');
const RULES: Array<[PlanTopic, RegExp]> = [
  // Making the bed is a morning routine, not a sleep plan.
  [
    'sleep',
    rx('\\b(?:dorm\\w*|(?<!rifa\\w* (?:il )?)letto|sonno|sveglia|addorment\\w*|sleep\\w*|(?<!mak\\w* (?:my |the )?)bed|bedtime|alarm|asleep)\\b'),
  ],
  [
    'study',
    rx(
      '\\b(?:studi\\w*|biblioteca|ripass\\w*|esam\\w*|tesi|capitol\\w*|pomodor\\w*|study\\w*|revis\\w*|library|exam\\w*|essay|assignment|homework|chapter|thesis)\\b',
    ),
  ],
  [
    'exercise',
    rx(
      '\\b(?:palestra|corr\\w*|corsa|cammin\\w*|passeggiat\\w*|due passi|yoga|nuot\\w*|bici|allenam\\w*|muover\\w*|gym|run|running|jog\\w*|walk\\w*|swim\\w*|cycle|cycling|bike|workout|exercise|stretch\\w*)\\b',
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
  // rx squeezes doubled letters ("tell" reads "tel"): the endings are spelled out so "telefono", "calma" stay out.
  [
    'talk',
    rx(
      '\\b(?:scus\\w*|sorry|apologi\\w*|parl\\w*|dir\\w*|dirgli|dirle|chiam\\w*|scriv(?!ania)\\w*|telefonar\\w*|spieg\\w*|messaggio|talk\\w*|tel(?:s|ing)?|cal(?:s|ed|ing)?|text\\w*|message|phone (?:him|her|them|my)|explain\\w*|speak\\w*|email)\\b',
    ),
  ],
];

/** An automatic reply set up on one's email or phone is a boundary, not a conversation to prepare. */
const AUTO_REPLY = rx('\\b(?:out of (?:hours|office)|auto ?repl\\w*|away message|risposta automatica|fuori (?:ufficio|orario))\\b');

/** The topic of a plan in the person's words, or null when none fits (the generic step is used). */
export function planTopic(plan: string): PlanTopic | null {
  const norm = normalize(plan);
  if (AUTO_REPLY.test(norm)) return null;
  // "chiedergli scusa" is a conversation, not a request.
  if (ASK.test(norm) && !APOLOGY.test(norm)) return LOAN.test(norm) ? 'loan' : 'ask';
  for (const [topic, re] of RULES) if (re.test(norm)) return topic;
  return null;
}

const PERSON =
  /\b(?:(?:a |ad |to )?(?:tu[oae]|tuoi|your)\s+\p{L}+(?:\s+[A-Z]\p{L}+)?|(?:a |ad |to )?[A-Z]\p{L}+)/u;
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
