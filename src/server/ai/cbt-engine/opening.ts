/**
 * The first reply to a situation the person opens with ("il mio capo mi chiede sempre di fare
 * straordinari e non riesco a dire di no", "my flatmate never cleans"): read from the situation's
 * own words which kind of situation it is (checking, not saying no, too much work, a dig in front
 * of others, a flatmate, not being answered, something coming up, sleep, something they did not
 * understand…) and say what it is like, with one question that fits it. A person who did not
 * understand something (the CBT, an exercise) is offered an explanation, and a "sì" to that offer
 * gets it. Situations no kind fits keep the ordinary reply (reflect.ts).
 */
import { rx, wordCount } from '../text/normalize';
import { tellsLoss } from './small-step';
import { paragraphs, type Ctx, type Draft } from './context';
import { is } from './intents';
import { knowledge } from './moves';
import { paraphrase } from './reflect';
import { fill } from './state';
import { OPENING, OPENING_AROUND, type OpeningKind } from './templates/opening';
import { REFLECT } from './templates/reflect';

const EXPLAIN_KEY = 'open.explain';

// The things a person may have heard of and not understood, what to offer to explain, and the question the knowledge answers.
const THINGS: Array<{ re: RegExp; it: string; en: string; ask: { it: string; en: string } }> = [
  {
    re: rx('\\b(?:cbt|terapia cognitiv\\w*|cognitive behaviou?ral)\\b'),
    it: 'cos’è la CBT',
    en: 'what CBT is',
    ask: { it: 'Cos’è la terapia cognitivo-comportamentale?', en: 'What is cognitive behavioural therapy?' },
  },
  {
    re: rx('\\b(?:diario dei pensieri|scriv\\w* i pensieri|thought records?)\\b'),
    it: 'cos’è il diario dei pensieri',
    en: 'what a thought record is',
    ask: { it: 'Cos’è il diario dei pensieri?', en: 'What is a thought record?' },
  },
  {
    re: rx(
      '\\b(?:trappol\\w* (?:di|del) pensiero|thinking traps?|distorsion\\w* cognitiv\\w*|cognitive distortions?)\\b',
    ),
    it: 'cosa sono le trappole di pensiero',
    en: 'what thinking traps are',
    ask: { it: 'Cosa sono le trappole di pensiero?', en: 'What are thinking traps?' },
  },
  {
    re: rx('\\b(?:mindfulness|meditazion\\w*|meditat\\w*|medita\\w*)\\b'),
    it: 'cos’è la mindfulness',
    en: 'what mindfulness is',
    ask: { it: 'Cos’è la mindfulness?', en: 'What is mindfulness?' },
  },
  {
    re: rx('\\b(?:respirazion\\w*|respiro|breathing)\\b'),
    it: 'cos’è la respirazione lenta',
    en: 'what slow breathing is',
    ask: { it: 'Come si fa la respirazione lenta?', en: 'How do I do slow breathing?' },
  },
];
const NOT_UNDERSTOOD = rx(
  '\\b(?:non (?:ho|l ho|la ho) capit\\w*|non (?:la |lo )?capisco|non mi e chiar\\w*|(?:didnt|did not|dont|do not) (?:really |quite )?(?:understand|get)|not sure what (?:it|that|this) (?:is|means))\\b',
);
const HEARD = rx(
  '\\b(?:mi (?:ha|hanno) (?:parlato|consigliato|suggerito)|ho sentito parlare|(?:le|gli) fa (?:fare|scrivere)|i (?:heard|ve heard) (?:about|of)|told me (?:about|to)|recommended|suggested)\\b',
);

/** A panic attack named: told as past ones (an opening of its own) or happening now (panicNowReply). */
const PANIC_WORDS = rx('\\b(?:attacc\\w* di panico|crisi di panico|panic attacks?)\\b');

const KINDS: Array<[OpeningKind, RegExp]> = [
  // "ho avuto due attacchi di panico in palestra": what a panic attack is, and the GP for new ones.
  ['panic', PANIC_WORDS],
  [
    'checking',
    rx(
      '\\b(?:controll\\w* (?:la porta|il gas|la macchina|le finestre|il forno|la serratura)|torno indietro|ricontroll\\w*|se ho (?:spento|chiuso)|(?:go|went|going) back to check|check\\w* (?:the|that the) (?:stove|door|oven|lock|gas|windows)|double ?check\\w*|(?:tre|quattro|cinque|\\d+) volte prima di uscire|(?:three|four|five|\\d+) times before (?:leaving|i leave))\\b',
    ),
  ],
  [
    'say_no',
    rx(
      '\\b(?:non (?:riesco|so) (?:a )?dire (?:di )?no|dico sempre (?:di )?si|non riesco a rifiutare|(?:cant|cannot|never) say no|always say yes|struggle to say no)\\b',
    ),
  ],
  [
    'overload',
    rx(
      '\\b(?:straordinar\\w*|mi riempie di lavoro|troppo lavoro|\\d+ ore al giorno|(?:dieci|undici|dodici) ore al giorno|non prendo ferie|doppi turni|turni doppi|overtime|extra hours|double shifts|too much work|(?:\\d+|ten|eleven|twelve) hour (?:days|shifts)|piles? work on me)\\b',
    ),
  ],
  [
    'criticised',
    rx(
      '\\b(?:passiv\\w* aggressiv\\w*|passive aggressive|mi ha(?:nno)? (?:ripres\\w|rimproverat\\w|criticat\\w|umiliat\\w|sgridat\\w|attaccat\\w)|called me out|told me off|criticis\\w* me|criticiz\\w* me|humiliated me|(?:yelled|shouted) at me)\\b',
    ),
  ],
  // A flatmate and something not done at home ("the party of my flatmate" is no chores left undone).
  [
    'home',
    rx(
      '^(?=.*\\b(?:coinquilin\\w*|flatmates?|roommates?|housemates?)\\b)(?=.*\\b(?:non (?:fa|pulisce|lava|paga|butta|sistema|rispetta)|sporc\\w*|pulizi\\w*|piatti|bollett\\w*|affitto|spazzatura|turni|disordine|litig\\w*|chores?|dishes|mess\\w*|clean\\w*|bills?|rent|rubbish|bins?|(?:doesnt|dont|never|wont) (?:clean|pay|do|wash|help)|argu\\w*)\\b)',
    ),
  ],
  [
    'neighbours',
    rx(
      '\\b(?:(?:i|il|la|le) vicin\\w*|neighbou?rs?)\\b.*\\b(?:rumor\\w*|music\\w*|urla\\w*|trascin\\w*|sbatt\\w*|tutte le (?:sere|notti)|ogni (?:sera|notte)|fino a(?:lle?|l)? (?:una|mezzanotte|tardi|\\d+)|noise|noisy|loud|music|every night|till|until)\\b',
    ),
  ],
  [
    'no_reply',
    rx(
      '\\b(?:non mi risponde|non rispond\\w* (?:ai|da|piu)|nessuno (?:mi )?rispond\\w*|mi ha lasciat\\w (?:in|su) (?:visualizzato|letto)|(?:doesnt|hasnt|wont|isnt) (?:reply|replied|replying|answer\\w*|text\\w* (?:me )?back)|left me on read|ghost\\w*|(?:no one|nobody) (?:replies|answers|has (?:replied|answered|reacted))|nessuno ha (?:risposto|reagito))\\b',
    ),
  ],
  [
    'argue',
    rx(
      '\\b(?:litighiamo|discutiamo|litigo (?:sempre |spesso )?con|we (?:argue|fight|keep arguing|keep fighting)|i argue|(?:arguing|fighting) (?:all the time|every))\\b',
    ),
  ],
  [
    'putting_off',
    rx(
      '\\b(?:(?<!\\b(?:mi|ci|gli|le|l|me l|ce l) (?:ha|hanno|avevano|aveva) )rimand\\w*(?! indietro)|procrastin\\w*|apro (?:il file|il libro|il computer) e (?:lo |la )?(?:richiudo|chiudo)|non riesco a (?:scrivere|iniziare|cominciare|mettermi)|(?:keep |kept )?put(?:ting)? (?:it |things |everything |my \\w+ )?off|cant (?:get )?start(?:ed)?)\\b',
    ),
  ],
  // Something ahead with its time, in either order: "domani alle 10 ho un colloquio", "my exam is on Friday".
  [
    'coming_up',
    rx(
      '^(?=.*\\b(?:presentar\\w*|presentazione|orale|esame(?! del sangue)|colloquio|interrogazione|discorso|maturita|discussione|discuto (?:la|il)|patente|audizione|provino|concorso|gara|udienza|parlare (?:al|in|davanti)|present(?:ation)?|talk|interview|exam|(?<!blood )test|speech|viva|audition|performance review|appraisal|hearing|parents evening|race)\\b)(?=.*\\b(?:domani|dopodomani|stasera|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|tra (?:\\d+|due|tre|qualche) (?:giorni|settimane)|la prossima settimana|(?:a|ad|in|entro) (?:gennaio|febbraio|marzo|aprile|maggio|giugno|luglio|agosto|settembre|ottobre|novembre|dicembre)|(?<!\\b(?:preso|avuto|voto|dato|fatto|con|da) )il [0-9]{1,2}(?! ?(?:%|euro|anni|volte|minuti|ore|giorni|per))|tomorrow|tonight|next (?:week|month|monday|tuesday|wednesday|thursday|friday)|in (?:\\d+|two|three|a few) (?:days|weeks)|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:on )?(?:the )?[0-9]{1,2}(?:st|nd|rd|th)|in (?:january|february|march|april|may|june|july|august|september|october|november|december))\\b)',
    ),
  ],
  // A move to a new place, just made or coming: "mi sono trasferita a Torino", "we're moving to London".
  [
    'moved',
    rx(
      '\\b(?:mi sono trasferit\\w|ci siamo trasferit\\w|mi trasferisco|ci trasferiamo|ho traslocato|abbiamo traslocato|i (?:just )?moved|we (?:just )?moved|ive (?:just )?moved|weve (?:just )?moved|were moving|we are moving|im moving|i am moving|relocat\\w+ to)\\b',
    ),
  ],
  [
    'sleep',
    rx(
      '\\b(?:mi sveglio (?:alle|di notte|presto|piu volte)|non (?:mi )?riaddorment\\w*|non dormo|dormo male|non riesco a dormire|insonnia|(?:a letto|la sera a letto) (?:ripenso|penso|rimugino)|wake up at|keep waking|cant (?:get to )?sleep|cant fall asleep|insomnia|at night i (?:replay|think|overthink)|lie awake)\\b',
    ),
  ],
];

/** The situation the person opens with, or null when no kind fits. */
export function openingKind(norm: string): { kind: OpeningKind; thing?: number } | null {
  const thing = THINGS.findIndex((t) => t.re.test(norm));
  if (NOT_UNDERSTOOD.test(norm)) return { kind: 'explain', thing: thing < 0 ? undefined : thing };
  if (thing >= 0 && HEARD.test(norm)) return { kind: 'heard', thing };
  const found = KINDS.find(([, re]) => re.test(norm));
  return found ? { kind: found[0] } : null;
}

const PANIC_NOW = rx(
  '\\b(?:sto avendo|mi sta venendo|ho un attacco|adesso|ora|in questo momento|right now|im having|i am having|having one|now)\\b',
);

const GENERIC_WHAT = { it: 'di cosa si tratta', en: 'what it’s about' };

/** A short opening said back in the second person ("dormo male" -> "dormi male"), when it turns cleanly. */
function ownWords(ctx: Ctx): string | undefined {
  const clause = ctx.message.trim().replace(/[.!?…]+$/u, '');
  if (wordCount(clause) > 6 || /[,;:]/.test(clause)) return undefined;
  const para = paraphrase(clause, ctx.lang);
  return para && para.toLowerCase() !== clause.toLowerCase() ? para : undefined;
}

/** What it is like, with their own short words before it and the feeling they named after it. */
function reflection(ctx: Ctx, line: string): string {
  const A = OPENING_AROUND[ctx.lang];
  const para = ownWords(ctx);
  const primary = ctx.emotions.primary;
  const feeling = primary && primary !== 'positive' ? REFLECT[ctx.lang].feeling[primary] : undefined;
  return [para && fill(A.own, { para }), line, feeling && fill(A.feeling, { feeling })]
    .filter(Boolean)
    .join(' ');
}

const PANIC_Q = {
  it: 'Cosa faccio durante un attacco di panico?',
  en: 'What do I do during a panic attack?',
};

/** "Sto avendo un attacco di panico adesso", "I'm having a panic attack right now": what helps now, first. */
export function panicNowReply(ctx: Ctx): Draft | null {
  if (ctx.risk !== 'none' || !PANIC_WORDS.test(ctx.norm) || !PANIC_NOW.test(ctx.norm)) return null;
  const text = knowledge(ctx, PANIC_Q[ctx.lang]);
  return text ? { text, suggestions: [] } : null;
}

/** The first turn of a conversation, telling a situation of a kind the engine knows. */
export function openingReply(ctx: Ctx): Draft | null {
  const opens = !ctx.req.history.some((t) => t.role === 'assistant');
  if (!opens || ctx.turn.kind !== 'situation' || ctx.risk !== 'none') return null;
  // "non dormo da quando è morto mio marito": the death comes first (a condolence, reflect.ts), not the sleep.
  if (tellsLoss(ctx.norm)) return null;
  const found = openingKind(ctx.norm);
  if (!found) return null;
  // A panic attack happening now is met with what helps now (the knowledge's steps), not with "the last time".
  if (found.kind === 'panic' && PANIC_NOW.test(ctx.norm)) return null;
  const T = OPENING[ctx.lang][found.kind];
  const thing = found.thing === undefined ? undefined : THINGS[found.thing]!;
  const what = thing ? thing[ctx.lang] : GENERIC_WHAT[ctx.lang];
  if (thing) ctx.c.state.used[EXPLAIN_KEY] = [ctx.c.state.turn, found.thing!];
  const feeling = ctx.emotions.primary && ctx.emotions.primary !== 'positive';
  const ask = fill(feeling && T.felt ? T.felt : T.ask, { what });
  return { text: paragraphs(reflection(ctx, T.reflect), ask), suggestions: [] };
}

/** "Sì" right after the offer to explain something: the explanation. */
export function explainAccepted(ctx: Ctx): Draft | null {
  const [turn, i] = ctx.c.state.used[EXPLAIN_KEY] ?? [];
  if (turn === undefined || i === undefined || ctx.c.state.turn - turn !== 1 || !is.yes(ctx.norm))
    return null;
  const text = knowledge(ctx, THINGS[i]!.ask[ctx.lang]);
  return text ? { text, suggestions: [] } : null;
}
