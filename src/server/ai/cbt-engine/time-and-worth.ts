/**
 * "Quanto ci vuole?", "how long until it works?", "funziona davvero?", "does it really help?": the
 * question asks about time or worth, and its subject is either named ("in quanto tempo si esce dal
 * burnout?", "does visualising help?") or pointed back to ("funziona davvero?", "serve farlo tutti i
 * giorni?", "does it really work?"): then it is what the conversation was just about, read from the
 * person's last turns and the companion's last reply. The answer is honest about time (weeks of
 * practice, not one evening) and about who it works for, then one short question.
 */
import { choiceKind } from './choice';
import { normalize, rx } from '../text/normalize';
import { paragraphs, type Ctx, type Draft } from './context';
import { answerLead, askFocus, contentStems } from './answer-lead';
import { is } from './intents';
import { answerQuestion } from './knowledge/index';
import { howMuchNamed } from './question-context';
import { TIME_AND_WORTH, type TimeSubject } from './templates/time-and-worth';

const DURATION = rx(
  [
    '\\bquanto (?:tempo )?ci (?:vuole|vorra|mette|metto|mettero|metterai|impiega|impieghero)\\b',
    '\\b(?:in|per|entro|tra|fra|dopo) quanto(?: tempo)?\\b',
    '\\bquanto tempo\\b',
    '\\bquanto (?:dura|durano|durera|dureranno)\\b',
    '\\bogni quanto\\b',
    '\\bquanto (?:bisogna|devo|dovrei) (?:farl\\w*|praticarl\\w*|continuar\\w*|allenarl\\w*|andare avanti)\\b',
    '\\bquando (?:comincer|inizier|vedr|noter|sentir|passer|finir|smetter|migliorer)\\w*\\b',
    '\\bhow (?:long|soon)\\b',
    '\\bhow many (?:weeks|days|months|sessions)\\b',
    '\\bhow often should\\b',
    '\\bwhen (?:will|do|does|should) (?:i|it|this|things|they) (?:start|begin|notice|see|feel|get|stop|go away|pass|kick in|work|ease)\\b',
    '\\bwill (?:it|this|the pain|the hurt) ever (?:stop|end|pass|go away|get better|ease)\\b',
  ].join('|'),
);

const WORKS = rx(
  [
    '^(?:(?:e|ma|ok|allora|quindi|pero|scusa|si)\\s+)*(?:funziona|funzionano|serve|servono|aiuta|aiutano)\\b',
    '\\b(?:funziona|funzionano|serve|servono|aiuta|aiutano) (?:davvero|veramente|sul serio|per davvero|a qualcosa)\\b',
    '\\b(?:e|sono) (?:davvero |veramente )?(?:utile|utili|efficace|efficaci)\\b',
    '\\b(?:aiuta|serve) o (?:peggiora|no|peggio)\\b|\\bpeggiora (?:le cose|la situazione)\\b',
    // "ripetere ad alta voce serve?": the verb last.
    '(?<!\\b(?:a cosa|a che|cosa|che|come) )\\b(?:serve|servono|funziona|funzionano|aiuta|aiutano)(?: (?:davvero|veramente|a qualcosa))?(?: \\?)*$',
    '^(?:(?:and|but|so|ok|yes)\\s+)*(?:does|do|will|would|can) (?:\\w+ ){1,6}?(?:really |actually |even )?(?:work|help|make (?:it|things|me) (?:worse|better))\\b',
    '\\bis (?:it|this|that) (?:really |actually )?(?:worth it|effective|useful|helpful|any good)\\b',
  ].join('|'),
);

/** "how long I nap for", "how long should a speech be", "quanto deve durare un discorso": a length, not a time to work. */
const NOT_DURATION = rx(
  '\\bhow long (?:should|do|must) i wait (?:before|to)\\b|\\bquanto (?:devo|dovrei|bisogna) aspettare (?:prima di|per) rispond\\w*|\\bhow long (?:i|you|we|they|he|she) \\w+ for\\b|\\bhow long (?:should|is|can) (?:a|my|the|your|this) \\w+(?: \\w+){0,2} (?:be|last|go on)\\b|\\bquanto (?:deve|dovrebbe) (?:durare|essere lung\\w)\\b',
);

/** "does it help to study with music on?": the subject is the infinitive, not what came before. */
const OWN_INFINITIVE = rx('\\b(?:help|work|worth it|useful)s? (?:to|if you) \\w+');
/** A word that points back to what was said: "it", "questo", "farlo" ("la" and "lo" are articles too often to count). */
const BACK = rx(
  '\\b(?:it|this|that|these|they|them|questo|questa|questi|queste|quello|quella)\\b|\\b\\w+(?:arl[oai]|erl[oai]|irl[oai])\\b',
);
/** "…anche se sono in mezzo alla gente", "…if I only do ten minutes": a condition, not the subject. */
const CONDITION = rx('\\b(?:anche se|anche quando|se|quando|if|even if|when)\\b.*$');
/** The words of asking how long, set aside the same way ("quanto ci vuole di solito", "how long does it usually take"). */
const TIME_ASKING = rx(
  '\\b(?:quanto|quanti|tempo|ci vuole|ci vogliono|ci mette|di solito|in genere|how|long|does it|do you|take|takes|usually|normally|typically)\\b',
  'g',
);
/** The words of the asking itself, set aside to see whether the question names anything of its own. */
const ASKING = rx(
  '\\b(?:funziona\\w*|serve|servono|aiuta\\w*|davvero|veramente|anche|utile|utili|efficace|really|actually|work|works|help|helps|does|worth|useful|helpful|effective)\\b',
  'g',
);

const SUBJECTS: Array<[TimeSubject, RegExp]> = [
  ['panic', rx('\\b(?:attacc\\w* di panico|panico|panic)\\b')],
  [
    'checking',
    rx(
      '\\b(?:ricontroll\\w*|controll\\w* (?:la porta|il gas|le finestre|la serratura|se ho|tre|quattro|cinque|mille|\\d+)|rassicur\\w*|reassur\\w*|check(?:ing)? (?:the|if|again|that)|checking|the urge|l impulso|compulsi\\w*|asking (?:him|her|them|if))',
    ),
  ],
  [
    'health',
    rx(
      '\\b(?:ansia per la salute|ipocondri\\w*|sintom\\w*|malatti\\w*|esami del sangue|analisi del sangue|risultati (?:degli esami|delle analisi)|health anxiety|hypochondri\\w*|symptoms?|illness|test results|bloods?)\\b',
    ),
  ],
  ['breathing', rx('\\b(?:respir\\w*|espira\\w*|breath\\w*|exhal\\w*)')],
  ['mindfulness', rx('\\b(?:mindful\\w*|meditaz\\w*|meditat\\w*|body scan)')],
  [
    'writing',
    rx(
      '\\b(?:worry time|spazio per le preoccupazioni|tempo per le preoccupazioni|diario|scrivere i pensieri|scrivo i pensieri|journal\\w*|thought record|writing (?:it|them|the worry|worries|thoughts) down)\\b',
    ),
  ],
  [
    'rehearsal',
    rx(
      '\\b(?:ad alta voce|ripet\\w* a voce|simulazion\\w*|fare le prove|(?:allo|davanti allo) specchio|(?:in front of )?(?:a|the) mirror|visualis\\w*|visualiz\\w*|immaginar\\w*|rehears\\w*|out loud|aloud|run through|practi[cs]e the)\\b',
    ),
  ],
  [
    'step',
    rx(
      '\\b(?:rimand\\w*|procrastin\\w*|regola dei (?:5|cinque) minuti|(?:5|cinque|10|dieci) minuti|five minute rule|5 minute rule|(?:5|five|10|ten) minutes|putting (?:it |things )?off|put off|avoid\\w* (?:boring|tasks))\\b',
    ),
  ],
  [
    'movement',
    rx(
      '\\b(?:sport|palestra|cammin\\w*|passeggiat\\w*|corsa|correre|attivita fisica|esercizio fisico|movimento|exercise|walk\\w*|running(?! (?:away|late|out|off)\\b)|gym|workout)\\b',
    ),
  ],
  ['nap', rx('\\b(?:pisolin\\w*|riposin\\w*|sonnellin\\w*|naps?|napping)\\b')],
  [
    'sleep',
    rx(
      // "sonno" squeezes to "sono" and "letto" is also "read": only their unambiguous forms.
      '\\b(?:(?:il|del|di|nel|ho|poco|senza|mio|tuo) sonno|dorm\\w*|(?:a|nel|dal|del|sul|il) letto|insonnia|addorment\\w*|caffe|pisolin\\w*|sleep\\w*|insomnia|bed|naps?|napping|caffeine|coffee)\\b',
    ),
  ],
  ['therapy', rx('\\b(?:cbt|terapia|psicoterap\\w*|therap\\w*|counsell?\\w*)\\b')],
  [
    'grief',
    rx('\\b(?:lutto|mort[oaie]|scompars\\w*|funerale|grief|griev\\w*|passed away|died|death|funeral)\\b'),
  ],
  [
    'breakup',
    rx(
      '\\b(?:lasciat[oa]|mi ha lasciat\\w*|rottura|separazione|il mio ex|la mia ex|breakup|break up|broke up|my ex|dumped|get over)\\b',
    ),
  ],
  ['burnout', rx('\\b(?:burn ?out|burnt out|burned out|esaurit\\w*|svuotat\\w*)\\b')],
  [
    'social',
    rx(
      '\\b(?:ansia sociale|timid\\w*|arross\\w*|giudic\\w*|in pubblico|social anxiety|small talk|shy\\w*|blush\\w*|judg\\w*)\\b',
    ),
  ],
  [
    'friends',
    rx(
      '\\b(?:fare amicizi\\w*|farsi degli amici|farmi degli amici|amicizie|nuovi amici|conoscere gente|make friends|making friends|new friends|friendships?)\\b',
    ),
  ],
  [
    'habits',
    rx(
      '\\b(?:perfezion\\w*|autostima|impostor\\w*|impostore|perfection\\w*|self esteem|confidence|dire di no|saying no)\\b',
    ),
  ],
  [
    'mood',
    rx(
      '\\b(?:giu di morale|triste\\w*|tristezza|umore|depress\\w*|vuot[oa]|low mood|feel(?:ing)? low|sad\\w*|feel better|sentirmi meglio|stare meglio|sto meglio)\\b',
    ),
  ],
  [
    'anxiety',
    rx(
      '\\b(?:ansia|ansios\\w*|agitazion\\w*|anxi\\w*|nervous\\w*|nerves|worr(?:y|ie\\w*|ying)|preoccup\\w*)',
    ),
  ],
];

/** Words that name the subject only in the question itself ("ogni quanto dovrei scrivere?"): in earlier turns they are too common. */
const OWN_ONLY: Array<[TimeSubject, RegExp]> = [
  ['writing', rx('\\b(?:scriv\\w*|annot\\w*|writ\\w*|note (?:it|them) down)\\b')],
];

function subjectOf(norm: string, own = false): TimeSubject | undefined {
  return (SUBJECTS.find(([, re]) => re.test(norm)) ??
    (own ? OWN_ONLY.find(([, re]) => re.test(norm)) : undefined))?.[0];
}

export type TimeOrWorth = 'time' | 'works';

/** Whether a question asks how long something takes or whether it works; undefined for any other question. */
export function timeOrWorth(norm: string): TimeOrWorth | undefined {
  if (DURATION.test(norm) && !NOT_DURATION.test(norm)) return 'time';
  // "how short is short? does that actually work for people": each sentence is read on its own.
  if (norm.split(/\s*[?.!]\s*/).some((s) => WORKS.test(s.trim()))) return 'works';
  return undefined;
}

/** What "it" is: the question's own subject, else the person's last turns, the companion's last reply, earlier turns. */
export function referent(ctx: Ctx): TimeSubject | undefined {
  const own = subjectOf(ctx.norm, true);
  if (own) return own;
  const history = [...ctx.req.history].reverse();
  const users = history.filter((t) => t.role === 'user').map((t) => normalize(t.content));
  const last = history.find((t) => t.role === 'assistant')?.content;
  // The companion's last reply without its suggestion line (an exercise title is not the subject).
  const reply = last
    ? normalize(
        last
          .split(/\n{2,}/)
          .filter((p) => !/[«»“”"]/u.test(p))
          .join(' '),
      )
    : '';
  for (const text of [...users.slice(0, 2), reply, ...users.slice(2, 5)]) {
    const found = text ? subjectOf(text) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** The pain of a loss asked about: "stops hurting", "feel better", «smette di fare male», «passa». */
const HURTS = rx(
  '\\b(?:hurt\\w*|pain|ache\\w*|miss\\w*|feel (?:better|normal|ok|okay)|get (?:better|easier)|dolore|fa(?:re)? (?:cosi )?male|mi manca|manca|passa|stare meglio|sto meglio)\\b',
);

/** The answer to a time or worth question, or null when the question is about something else. */
export function timeOrWorthReply(ctx: Ctx): Draft | null {
  const kind = timeOrWorth(ctx.norm);
  if (!kind || is.medication(ctx.norm)) return null;
  // "would it help if I just avoided driving?": what avoiding does to fear (choice.ts), not whether a technique works.
  if (kind === 'works' && choiceKind(ctx.message) === 'avoid') return null;
  const own = subjectOf(ctx.norm, true);
  // "does it help to study with music on?" names its own subject: when it is none of these, leave it
  // to the knowledge; a worth question with words of its own and nothing pointing back does the same.
  if (!own && kind === 'works') {
    if (OWN_INFINITIVE.test(ctx.norm)) return null;
    // "serve a qualcosa la camomilla?", "ma alzarmi non peggiora le cose?": a question with words of its
    // own (beyond the asking and its condition) is about them, not about what came before.
    const rest = ctx.norm.replace(CONDITION, ' ').replace(ASKING, ' ');
    if (!BACK.test(ctx.norm) && contentStems(rest).size > 0) return null;
    // "does deleting the app actually help or is that just avoiding it?": an entry for its own words answers it.
    if (contentStems(rest).size > 0 && answerQuestion(ctx.message, ctx.lang)) return null;
  }
  // "quanto ci vuole per ambientarsi in una città nuova?" names what takes time: an entry for those words
  // answers it, not the last technique talked about.
  // ("how long does it take to…": that "it" points back to nothing; two stems suffice, the text is squeezed.)
  const itTake = /\b(?:does|did|will|would) it (?:usualy |normaly |realy |actualy )?take\b/g;
  if (!own && kind === 'time' && !BACK.test(ctx.norm.replace(itTake, ' '))) {
    const rest = ctx.norm.replace(CONDITION, ' ').replace(ASKING, ' ').replace(TIME_ASKING, ' ');
    if (contentStems(rest).size > 1 && answerQuestion(ctx.message, ctx.lang)) return null;
  }
  // "quanto dura questa fase?" after a child's tears at nursery: an entry says how long, for that.
  if (!own && kind === 'time' && howMuchNamed(ctx)) return null;
  // "how long before it stops hurting this much?" after a death was told: the grief's time.
  const grieving = ctx.c.state.used['loss'] && !own && HURTS.test(ctx.norm);
  const subject = grieving ? 'grief' : (referent(ctx) ?? 'generic');
  const T = TIME_AND_WORTH[ctx.lang];
  const lines = T.subject[subject];
  // "è utile fare simulazioni con un amico?" names what it asks about: the answer opens on those words.
  const asked = kind === 'works' ? askFocus(ctx.message, ctx.lang) : null;
  const lead = asked?.form === 'worth' && asked.focus ? answerLead(ctx) : null;
  const opening = lead?.form === 'worth' && lead.focus ? `${lead.line} ` : '';
  const body =
    kind === 'time' ? `${ctx.c.pick('tw.lead', T.timeLead)} ${lines.time}` : `${opening}${lines.works}`;
  const asks = [...lines.ask, ...T.subject.generic.ask].filter((q) => !ctx.c.stale(q));
  const ask = asks.length ? ctx.c.pick(`tw.ask.${subject}`, asks) : undefined;
  return { text: paragraphs(body, ask), suggestions: [] };
}
