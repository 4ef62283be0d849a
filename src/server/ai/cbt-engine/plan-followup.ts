/**
 * The turns right after a plan of the person's (state.openPlan): a commitment ("ok, ci provo lunedì",
 * "va bene, domani", "deal, tomorrow then") is acknowledged with their own time and the plan, and
 * one small encouragement, never a menu; an obstacle ("il problema è che…", "però…", "the thing is…",
 * "but my boss…") is named in their words and the plan adapted (what is in their hands, a boundary,
 * a smaller version), with one question.
 */
import { normalize, rx } from '../text/normalize';
import type { Lang } from '../types';
import { paragraphs, type Ctx, type Draft } from './context';
import { secondPerson } from './memory';
import { timeWord } from './moves';
import { reactionReply } from './reaction';
import { fill } from './state';
import { planReadsAsAction } from './plan-say';
import { PLAN_FOLLOW_UP } from './templates/plan-followup';

/** Turns after the plan during which a short "ok, lunedì" still refers to it. */
const FOLLOW_TURNS = 3;

const COMMIT = rx(
  '\\b(?:ok|okay|va bene|d accordo|ci provo|ci provero|provo|provero|lo faccio|lo faro|ci sto|affare fatto|perfetto|promesso|mi impegno|proviamo|si|dai|deal|sure|yes|yeah|yep|alright|all right|sounds good|will do|i ll|il (?:try|do|give)|ill|i will|lets do it|let s do it|i can do that|i promise|done|fattibile|mi sembra (?:fattibile|sensato|una buona idea)|(?:questo )?lo posso fare|posso farlo|doable|makes sense|sounds (?:doable|fair|like a plan))\\b',
);
/** Words a commitment is made of: once these and the time are set aside, little may be left. */
const COMMIT_FILLER = new Set(
  normalize(
    'ok okay va bene d accordo ci provo provero lo faccio faro sto affare fatto perfetto promesso mi impegno proviamo si dai allora ecco certo a partire da il la e proprio magari anche poi subito ' +
      'questo questa lo posso fare farlo mi sembra fattibile sensato ha senso buona idea feels sounds seems actually makes sense doable fair plan like ' +
      'deal sure yes yeah yep alright all right sounds good will do i ll il ill will lets let s do it can that promise done then on so and just try give go a the from starting this that s fine great cool',
  ).split(' '),
);

const OBSTACLE_STRONG = rx(
  '\\b(?:il problema e che|il fatto e che|(?<!\\b(?:scrivo|dico|rispondo|metto|aggiungo|chiedo|scrivere|dire) )solo che|l unico problema e|the (?:thing|problem|trouble|catch|issue) is|the only (?:thing|problem) is)\\b',
);
const OBSTACLE_START = rx(
  '^(?:(?:si|ok|okay|yes|yeah|sure|va bene) (?:, )?)?(?:ma|pero|purtroppo|but|except|though|however)\\b',
);
const OBSTACLE_CLAUSE =
  /(?:il problema è che|il problema e che|il fatto è che|il fatto e che|solo che|l[’']unico problema è|però|pero|purtroppo|\bma|the (?:thing|problem|trouble|catch|issue) is(?: that)?|the only (?:thing|problem) is(?: that)?|\bbut|\bexcept(?: that)?|\bhowever)[\s,]+(.+)/iu;
/** Someone else stands in the way: a boundary may help. */
const OTHER_PERSON = rx(
  '\\b(?:capo|capa|collega|colleghi|cliente|clienti|madre|padre|mamma|papa|moglie|marito|compagn[oa]|ragazz[oa]|figli\\w*|sorell\\w|fratell\\w|amic\\w+|coinquilin\\w|suocer\\w|boss|manager|colleagues?|coworkers?|clients?|mum|mom|dad|wife|husband|partner|kids|children|sister|brother|friends?|flatmate|roommate|(?:mi )?(?:scrive|chiama|chiede|cerca)|texts|calls|emails|messages|asks|needs me)\\b',
);

function recentPlan(ctx: Ctx): { text: string } | null {
  const st = ctx.c.state;
  const p = st.openPlan;
  if (!p || p.turn < 0) return null;
  const since = st.turn - p.turn;
  return since >= 1 && since <= FOLLOW_TURNS ? p : null;
}

const stem = (w: string) => w.slice(0, 4);

/** "ok, ci provo lunedì": a commitment word, and nothing new beyond a time and the plan's own words. */
export function isCommitment(message: string, norm: string, plan: string): boolean {
  if (message.includes('?') || !COMMIT.test(norm) || isObstacle(norm, message)) return false;
  const when = timeWord(message);
  const rest = (when ? norm.replace(normalize(when), ' ') : norm)
    .split(' ')
    .filter((w) => /^[a-z]{2,}$/.test(w));
  const planStems = new Set(normalize(plan).split(' ').map(stem));
  const left = rest.filter((w) => !COMMIT_FILLER.has(w) && !planStems.has(stem(w)));
  return left.length <= 1 && rest.length <= 12;
}

/**
 * Their own way of losing the plan, foreseen: "probabilmente mi distraggo col telefono", "mi conosco,
 * rimando", "knowing me I'll forget", "probably I will get distracted by my phone". A hedge or a
 * "knowing me" first, and a way of failing after it (a plan that opens with "probably" is a plan).
 */
const FORESEEN_LEAD =
  /^(?:(?:ma|però|pero|e|sì|si|ok|but|and|yes|yeah|okay)[\s,]+)*(?:probabilmente|di sicuro|sicuramente|mi sa che|conoscendomi|mi conosco|finisce che|rischio di|temo di|ho paura di|magari poi|probably|knowing me|i know myself|chances are|i[’']m afraid i|i[’']m scared i|i tend to|i usually|i always|i[’']ll probably|i will probably)[\s,]+(.+?)[\s.!…]*$/iu;
const FAILING = rx(
  '\\b(?:non|mi distra\\w*|distra\\w*|dimentic\\w*|scord\\w*|riman\\w*|procrastin\\w*|moll\\w*|lasci\\w* perdere|passa la voglia|manca la voglia|stanc\\w*|pigr\\w*|addorment\\w*|salt\\w*|not|never|wont|cant|dont|forget|distract\\w*|put (?:it )?off|procrastinat\\w*|give up|skip|bail|chicken out|end up|lose (?:motivation|interest)|too tired|fall asleep|lazy|scroll\\w*)\\b',
);

function foreseen(message: string): string | null {
  const m = FORESEEN_LEAD.exec(message.trim());
  return m && FAILING.test(normalize(m[1]!)) ? m[1]! : null;
}

/**
 * "ok but how do I bring it up…", «ma come glielo dico», "…i mean literally what do i SAY": a question
 * after the "but", with or without its "?".
 */
const ASKS_AFTER_BUT = rx(
  '^(?:(?:ok|okay|si|yes|yeah|ma|pero|but|and|e)\\s+)+(?:how|what|why|come|cosa|che cosa|perche)\\s+(?:do|should|can|could|would|faccio|dico|posso|devo|dovrei|glielo|gliela|lo|la|gli|le)\\b|\\b(?:what do i (?:say|write|tell)|what should i (?:say|write)|how do i (?:say|put|word) it|cosa (?:gli |le )?(?:dico|scrivo))\\b',
);

export function isObstacle(norm: string, message: string): boolean {
  if (foreseen(message)) return true;
  if (OBSTACLE_STRONG.test(norm)) return true;
  if (!OBSTACLE_START.test(norm) || ASKS_AFTER_BUT.test(norm)) return false;
  return (
    !message.includes('?') || /^(?:\W*(?:ma|però|pero|but)\s+(?:e\s+)?(?:se|if|what if)\b)/iu.test(message)
  );
}

/** "tomorrow", "on Monday", "at 7": an English weekday capitalised and given its "on". */
function whenBack(when: string, lang: Lang): string {
  if (lang === 'it') return when;
  const day = when.replace(
    /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
    (d) => d[0]!.toUpperCase() + d.slice(1),
  );
  return /^[A-Z]/.test(day) ? `on ${day}` : day;
}

/** The obstacle in the person's words, turned to the second person: "il tuo capo scrive anche la sera". */
export function obstacleWords(message: string, lang: Lang): string | null {
  const m = OBSTACLE_CLAUSE.exec(message);
  if (!m) return null;
  const clause = m[1]!.split(/\s*[,;:.!?…]\s*|\s+(?:quindi|allora|so|and so)\s+/iu)[0]!.trim();
  const n = clause.split(/\s+/).length;
  // "but what if she says no": a worry, met by the bare lead rather than said back as a fact.
  if (n < 2 || n > 12 || /^(?:what if|if|e se|se)\b/iu.test(clause)) return null;
  const back = secondPerson(clause, lang);
  return lang === 'it' ? back.replace(/\p{L}+/gu, (w) => VERBS_IT[w.toLowerCase()] ?? w) : back;
}

/** The first-person verbs an obstacle is usually told with, said back: "non ci vado" -> "non ci vai". */
const VERBS_IT: Record<string, string> = {
  vado: 'vai',
  faccio: 'fai',
  riesco: 'riesci',
  posso: 'puoi',
  devo: 'devi',
  esco: 'esci',
  torno: 'torni',
  finisco: 'finisci',
  stacco: 'stacchi',
  rispondo: 'rispondi',
  voglio: 'vuoi',
  so: 'sai',
  arrivo: 'arrivi',
  trovo: 'trovi',
  dimentico: 'dimentichi',
};

function withPlan(list: string[], plan: string): string[] {
  const quoted = !planReadsAsAction(plan);
  const fit = list.filter((t) => t.includes('{plan}') !== quoted);
  return fit.length ? fit : list;
}

function commitmentReply(ctx: Ctx, plan: string): Draft {
  const { c } = ctx;
  const T = PLAN_FOLLOW_UP[ctx.lang];
  const when = timeWord(ctx.message);
  const pool = withPlan(when ? T.commitWhen : T.commit, plan);
  const lead = when
    ? fill(c.pick('pf.cw', pool), { when: whenBack(when, ctx.lang), plan })
    : fill(c.pick('pf.c', pool), { plan });
  return { text: paragraphs(lead, c.pick('pf.e', T.encourage)), suggestions: [] };
}

/**
 * A foreseen obstacle said back in English ("I will get distracted by my phone" -> "you get
 * distracted by your phone"); Italian first-person verbs vary too much to be turned safely.
 */
function foreseenWords(clause: string, lang: Lang): string | null {
  if (lang !== 'en') return null;
  const plain = clause.replace(/^i(?:[’']ll| will| might| would|[’']d)?\s+(?:probably\s+|just\s+)?/i, 'I ');
  if (!/^I /.test(plain) || plain.split(/\s+/).length > 10) return null;
  const back = secondPerson(plain, 'en');
  return /\b(?:i|me|my|mine|myself)\b/i.test(back) ? null : back;
}

/** "Probabilmente mi distraggo": the obstacle acknowledged, and an if-then for that moment. */
function foreseenReply(ctx: Ctx, clause: string): Draft {
  const { c } = ctx;
  const T = PLAN_FOLLOW_UP[ctx.lang];
  const words = foreseenWords(clause, ctx.lang);
  const lead = words
    ? fill(c.pick('pf.o', T.obstacle), { obstacle: words })
    : c.pick('pf.ob', T.obstacleBare);
  return { text: paragraphs(lead, c.pick('pf.it', T.ifThen)), suggestions: [] };
}

function obstacleReply(ctx: Ctx, plan: string): Draft {
  const { c } = ctx;
  const T = PLAN_FOLLOW_UP[ctx.lang];
  const own = foreseen(ctx.message);
  if (own) return foreseenReply(ctx, own);
  const words = obstacleWords(ctx.message, ctx.lang);
  const lead = words
    ? fill(c.pick('pf.o', T.obstacle), { obstacle: words })
    : c.pick('pf.ob', T.obstacleBare);
  const person = OTHER_PERSON.test(ctx.norm);
  const pool = withPlan(person ? T.adaptPerson : T.adaptSmaller, plan);
  const adapt = fill(c.pick(person ? 'pf.ap' : 'pf.as', pool), { plan });
  return { text: paragraphs(lead, adapt), suggestions: [] };
}

/** A commitment to the plan just made, or an obstacle to it; null for any other turn. */
export function planFollowUpReply(ctx: Ctx): Draft | null {
  const p = recentPlan(ctx);
  if (!p || ['pushback', 'plan_report'].includes(ctx.turn.kind)) return null;
  // "ho paura che si arrabbi": the other person's reaction, which is not in their hands.
  const feared = reactionReply(ctx, true);
  if (feared) return feared;
  if (isObstacle(ctx.norm, ctx.message)) return obstacleReply(ctx, p.text);
  if (ctx.turn.kind === 'question') return null;
  return isCommitment(ctx.message, ctx.norm, p.text) ? commitmentReply(ctx, p.text) : null;
}

/**
 * True when the person has already committed to the open plan for a later moment ("ok, ci provo
 * giovedì"): asking "how did it go?" in the same conversation would come too early.
 */
export function committedForLater(ctx: Ctx): boolean {
  const p = ctx.c.state.openPlan;
  if (!p || p.turn < 0) return false;
  const users = ctx.req.history.filter((t) => t.role === 'user').slice(-6);
  return users.some((t) => !!timeWord(t.content) && isCommitment(t.content, normalize(t.content), p.text));
}
