/**
 * How people put forward a plan of their own, beyond "forse potrei…" and "I could…": "magari…",
 * "pensavo di…", "e se provassi a…?", "mi sa che devo…", "avevo in mente di…", "what if I…",
 * "I was thinking of…", "I guess I could…", "one idea is…". Read on normalised text (repeated
 * letters squeezed, so "provassi" reads "provasi"); a trigger word with one slipped letter
 * ("magri", "potrie", "tomorow") still counts. Worries ("potrei perdere il lavoro", "e se non ci
 * riuscissi?", "what if I fail?") are not plans.
 */
import { rx } from '../text/normalize';
import { ACT_IT, isTimedPlan } from './plan-timed';

/** An infinitive, with the clitics people attach to it: "chiedere", "iscrivermi", "dirglielo". */
const INF =
  '[a-z]+(?:are|ere|ire|rre|(?:ar|er|ir|r)(?:mi|ti|gli|le|lo|la|li|ne|ci|si|glielo|gliela|gliele|glieli|gliene|melo|mela|mene|tene|sene|cene))';
/** What follows a trigger before the action: "magari domani gli scrivo", "potrei anche provare a…". */
const FILL_IT =
  '(?:(?:anche|magari|forse|poi|potremmo|possiamo|dovremmo|domani(?: mattina| pomeriggio| sera)?|domattina|stasera|oggi(?: pomeriggio)?|subito|semplicemente|davvero|almeno|intanto|solo|la prima volta|la prossima volta|prima di|provare a|iniziare a|cominciare a|devo|dovrei|potrei|posso|provo a|mi conviene) )*';
/** When a plan is set: "domattina", "giovedì sera", "da stasera", "la settimana prossima". */
const WHEN_IT =
  '(?:domani|domattina|stasera|stanotte|oggi|oggi pomeriggio|dopo|sabato|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|questa settimana|nel weekend|questo weekend|la settimana prossima|settimana prossima|prima di dormire)';
/** A time set later in the sentence: "dopo" alone there tells a sequence, not a plan. */
const WHEN_SET_IT = WHEN_IT.replace('|dopo|', '|');
/** A fear in the same sentence: "domani parlo in pubblico e ho paura" tells a worry, not a plan. */
const FEAR_IT = '(?:paura|ansia|ansioso|ansiosa|preoccup\\w*|terror\\w*|agitat\\w*|nervos\\w*|panico)';
/** Verbs that make "potrei…" a fear rather than a plan. */
const WORRY_IT =
  '(?:essere|avere|stare|sembrare|diventare|sparire|perdere|sbagliare|fallire|morire|impazzire|svenire|deludere|rovinare|esplodere|crollare|ammalarmi|peggiorare|cadere|piangere|arrabbiarmi|bloccarmi|dimenticare)\\b';

const PLAN_IT = rx(
  [
    // "magari domani gli scrivo", "forse gli chiedo", "mi sa che devo parlarne", "pensavo di iscrivermi".
    `\\b(?:magari|forse|mi sa che|(?:pensavo|penso|stavo pensando|ho pensato) (?:anche |pure |invece |quasi )?di|avevo in mente di|ho in mente di|mi piacerebbe|ho intenzione di|conto di|cerchero di|vorrei provare a|voglio provare a|potrei anche|potrei|un idea (?:e|sarebbe|potrebbe essere)(?: di)?|l idea e(?: di)?|una cosa che potrei fare e) ${FILL_IT}(?!${WORRY_IT})(?:${INF}|${ACT_IT})\\b(?! (?:\\w+ ){0,4}(?:troppo poco|da (?:anni|mesi|sempre|tempo))\\b)`,
    // "e se provassi a uscire prima?", "e se gli scrivessi?": a first-person proposal, not "e se fosse…".
    `\\be se (?:(?:invece|magari|provasi a|gli|le|la|lo|ci|ne|mi|domani|stasera) )*(?!(?:fosi|potesi|dovesi|riuscisi|falisi|sbagliasi|perdesi|morisi|svenisi|impazisi|ammalasi|bociasi|dimenticasi|piangesi|non)\\b)[a-z]+(?:asi|esi|isi)\\b`,
    // "penso che ne parlerò con la mia psicologa": a first-person future, not a fear ("penso che morirò").
    `\\b(?:penso|credo) che (?:(?:gli|le|ne|ci|lo|la|mi|ti) )*(?!(?:moriro|impaziro|faliro|sbagliero|perdero|sveniro|crolero|ammalero|piangero|deludero|rovinero|esplodero|impazziro)\\b)[a-z]+(?:ero|iro|aro|ndro|fro)\\b`,
    // "ok, domani chiamo Marco", "sì, stasera gli scrivo", "domattina scrivo solo il titolo", "da lunedì ricomincio".
    `^(?:(?:si|ok|okay|va bene|allora|dai|ecco|quasi quasi) (?:, )?)*(?:da )?${WHEN_IT}(?: (?:mattina|sera|pomeriggio|dopo \\w+|se \\w+ \\w+))? ${ACT_IT}\\b(?!.*\\b${FEAR_IT})`,
    // "mi prendo un giorno libero venerdì", "lascio il telefono fuori da stasera": an act with its time
    // ("apro il libro e dopo dieci minuti sono sul telefono" tells what happens: "dopo" is no time set).
    `^(?:(?:si|ok|okay|allora|dai|quasi quasi) )*${ACT_IT}\\b.*(?<!\\b(?:ogni|il|la|tutti i|tutte le) )\\b${WHEN_SET_IT}\\b(?!.*\\b${FEAR_IT})`,
    // "la prossima volta che mi sale la rabbia esco dalla stanza", "quasi quasi la chiamo", "sto pensando di togliere…".
    `\\bla prossima volta\\b.{0,40}\\b(?:${ACT_IT}|(?:mi )?(?:allontano|respiro|conto|fermo|siedo|sfogo|rilasso))\\b|^quasi quasi ${ACT_IT}\\b|\\bsto pensando di ${INF}\\b`,
    // "penso che ne parlo prima con mio marito", "penso che prenoto una visita": a present that means the future.
    `\\b(?:penso|credo) che (?:(?:gli|le|ne|ci|lo|la) )*${ACT_IT}\\b(?!.*\\b(?:schifo|pena|male|fatica|casino)\\b)`,
    // "ho deciso che quando sento la rabbia salire esco a fare un giro".
    `\\bho deciso che\\b.{0,60}\\b${ACT_IT}\\b`,
    // "allora almeno mi prendo le ferie", "intanto scrivo l indice": a first step, said as a present.
    `^(?:(?:si|ok|okay|allora|dai|quindi|va bene) )*(?:almeno|intanto|per ora|per adesso|come primo passo) ${ACT_IT}\\b(?!.*\\b${FEAR_IT})`,
    // "allora scrivo all'amministratore", "e sento anche la coordinatrice", "e per un mese mi segno le spese":
    // a decision said as a present, not a habit ("e scrivo sempre tutto io").
    // "mi scrivo tre cose su un foglio, così non mi blocco", "e mi porto le cuffie, così ho qualcosa": an act with its purpose.
    `^(?:(?:ok|okay|allora|e|va bene|si|quindi|dai) (?:, )?)*(?:forse |magari )?${ACT_IT}\\b(?!.*\\b(?:${FEAR_IT}|sempre|ogni (?:giorno|sera|mattina|notte|volta|settimana)|di solito|spesso|mai)\\b).{0,80}\\bcosi (?:non |almeno |ho |posso |mi |ci |lo |la |le |gli |so |vedo |sono )`,
    `^(?:(?:ok|okay|va bene|si|quindi|dai) (?:, )?)*(?:allora|e (?:anche|pure|intanto|poi)|e per (?:un|una|qualche|due|tre) (?:mese|mesi|settimana|settimane|giorni)) (?:anche |pure |intanto )?${ACT_IT}\\b(?!.*\\b(?:${FEAR_IT}|sempre|ogni (?:giorno|sera|mattina|notte|volta|settimana)|di solito|spesso|mai)\\b)`,
    // "se entro fine mese non cambia niente scrivo anche al proprietario": what they will do if nothing changes.
    `^(?:(?:ok|okay|allora|e|va bene|si|quindi|dai) )*se\\b[^.?!]{3,60}?\\b(?:${ACT_IT} (?:anche |pure |subito |io )?(?:a|al|alla|allo|ai|agli|alle|all|con|il|la|lo|i|le|un|una|uno)|(?:gli|le) dico)\\b(?!.*\\b${FEAR_IT})`,
    // "magari il sabato mattina li porto io a colazione", "pensavo che venerdì organizzo io qualcosa":
    // the trigger, a few words of when and where, then the act, in one sentence.
    `(?:^|[.!?;] )(?:(?:e|ok|okay|allora|si|dai|quindi) )*(?:magari|forse|pensavo che|penso che) [^.?!]{0,60}?\\b${ACT_IT}\\b(?!.*\\b(?:${FEAR_IT}|sempre|ogni (?:giorno|sera|mattina|notte|volta|settimana)|di solito|spesso|mai|troppo|da (?:anni|mesi|sempre|tempo))\\b)`,
  ].join('|'),
);

/** Past forms after "what if I…" that propose something; "what if I fail / can't / am wrong" is a worry. */
const ACT_EN =
  '(?:tried|try|asked|ask|called|call|texted|text|went|go|told|tell|talked|talk|spoke|speak|wrote|write|started|start|took|take|joined|join|booked|book|set|put|turned|turn|left|leave|sent|send|made|make|did|do|just|gave|give|moved|invited|invite|signed|emailed|email|messaged|message|stopped|stop|used|use|kept|skipped|switched|walked|walk|ran|run|cut|limited|scheduled|planned|explained|explain|offered|said|say|got up|woke up|only|picked|pick|saved|save)';

/** Verbs of doing in their base form: "maybe cook something", "and maybe call her". */
export const BASE_EN =
  'try|ask|call|text|go|tell|talk|speak|write|start|take|join|book|set|put|turn|leave|send|make|do|give|invite|sign|email|message|stop|use|keep|skip|switch|walk|run|cut|limit|schedule|plan|explain|offer|say|pick|save|cook|read|visit|meet|see|buy|clean|block|mute|delete|practise|practice|prepare|open|check|spend|find|look|reach|rest|sit|watch|listen|bring|wait|reply|apologise|apologize|journal|meditate|breathe|stretch|swim|cycle|volunteer|sort|tidy|unfollow|archive|print|note|suggest|propose|ring|phone|telephone|hug|drop|update|fit|fix|move|apply|register|enrol|enroll|order|cancel|pack|pay|return|arrange|rearrange|collect|grab|bake|drive|train|rehearse|revise|research|contact|sign up|ease|slow|pause|swap|post|share|host|record|upload|have a (?:quick |proper |short |little )?(?:word|chat|talk|go)|get (?:a|an|the|my|some|it|that|him|her|them)';

/** When a plan is set: "tonight", "on Sunday", "saturday morning", "this weekend". */
const WHEN_EN =
  '(?:tonight|tomorrow|today|this (?:evening|morning|afternoon|weekend|week)|next week|(?:on )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?: morning| afternoon| evening| night)?)';

/** "I'm going to fail", "I'll be alone": a fear, not a plan. */
const WORRY_EN =
  '(?:fail|lose|die|be\\b|cry|panic|get fired|mess|screw|break|explode|faint|throw up|freak|go crazy|have a (?!(?:quick |proper |short |little )?(?:word|chat|talk|go)\\b)|give up|never|not\\b)';

/** "I'm going to the gym every day": a place, told as what happens, not a plan. */
const PLACE_EN = '(?:the|a|an|my|work|school|bed|church|class)\\b';

const PLAN_EN = rx(
  [
    // "what if I asked him?" proposes; "what if I make a mistake?" fears an outcome.
    `\\bwhat if i ${ACT_EN}\\b(?! (?:a |the |some |any )?(?:mistakes?|mess|fool|wrong|it wrong|a scene|things worse|no sense|nothing)\\b)`,
    '\\b(?:i was thinking|i ?ve ben thinking|im thinking|i m thinking|i am thinking|i was wondering about) (?:of|about) [a-z]+ing\\b',
    '\\bi was thinking (?:i could|i might|i ?d|i would|maybe|that i could|to)\\b',
    '\\b(?:i guess|i suppose|i think|perhaps|probably|maybe) i (?:could|can|should|ll|will|might|may|shall|d beter)\\b',
    '\\b(?:one|an|my|the) (?:idea|option|plan|thing i could do) (?:is|would be|could be|might be) (?:to )?[a-z]+',
    '\\bi could (?:also|always|just|maybe|at least|even|perhaps)\\b',
    // "maybe we could do one long call on sundays", "we could try a rota": a plan made together.
    `\\b(?:maybe|perhaps|i guess|i think) we (?:could|can|should|might) (?:just |also |try to )?(?:${BASE_EN}|suggest|propose|agree|have|swap|split)\\b`,
    '\\bi might (?:try|ask|call|text|talk|go|start|write|tell|take|book|join|look|make|do|see|reach|give|stop|just|also)\\b',
    '\\b(?:i ?m|im|i am) planning to\\b',
    // "gonna text my mum", "I'm going to sign up…", "next time I'll count to ten", "I should probably write…".
    `^(?:(?:ok|so|yeah|right|alright|fine|and|also|then|plus) )*(?:im |i m |i am )?going to (?!${WORRY_EN}|${PLACE_EN})[a-z]+`,
    // "we're going to ask the landlord", "we said we'd do a video call sunday": a plan made together.
    `\\b(?:we ?re|we are) going to (?!${WORRY_EN}|${PLACE_EN}|have to\\b)[a-z]+|\\bwe (?:said|agreed|decided) (?:we ?d|we would|we ?ll|we will|to) (?!${WORRY_EN})[a-z]+`,
    `\\b(?:im|i m|i am) going to (?!${WORRY_EN}|${PLACE_EN})[a-z]+|\\bnext time i ?(?:ll|will) (?!${WORRY_EN})[a-z]+`,
    '\\bi should (?:probably|really|just|maybe) (?!feel|be\\b)[a-z]+',
    // "and maybe cook something from home", "maybe just text her".
    `^(?:(?:and|so|ok|okay|yeah|also|then) )*(?:maybe|perhaps) (?:just |also |even )?(?:${BASE_EN})\\b`,
    // "maybe i set a timer", "maybe tonight i just log in", "and saturday morning i sort the shoebox".
    `^(?:(?:and|so|ok|okay|yeah|also|then) )*(?:(?:maybe|perhaps) (?:${WHEN_EN} )?|${WHEN_EN} )(?:i|we) (?:just |also |then |first )?(?:${BASE_EN}|log|propose|suggest|pay|ring|fix|clear|file)\\b(?!.*\\b(?:panic|cry|freak|freeze|fail|scared|afraid|worse|always|every|never)\\b)`,
    // "maybe after each race I write down one thing", "perhaps when she calls I just listen": a plan for a moment.
    `^(?:(?:and|so|ok|okay|yeah|also|then) )*(?:maybe|perhaps) (?:after|before|when|once|whenever|each|every|at|on|next time)\\b.{0,40}\\bi (?:just |also |then |first |could |will |ll )?(?:${BASE_EN})\\b(?!.*\\b(?:panic|cry|freak|freeze|fail|scared|afraid|worse)\\b)`,
    // "and ask my brother to take every other weekend": one more step, said as a plan's continuation.
    `^(?:and|also|then|plus) (?:maybe |also )?(?:${BASE_EN}) (?:my|myself|him|her|them|the|a|an|to|for|all|every|some|those|these|one)\\b(?!.*\\b(?:panic|cry|freak|freeze|fail|scared|afraid|worse|always|every day|usually)\\b)`,
    // "I'll practise the speech twice", not "I'll be fine", "I'll never manage", nor "I feel ill today".
    `(?<!\\b(?:feel|felt|feeling|was|am|im|is|be|been|being|so|very|really|got|get|getting|fell|quite|too|mentally|seriously) )\\bi ?ll (?:just |also |then |finally )?(?!${WORRY_EN}|probably be|see\\b|get (?:fired|sick|worse|hurt)|end up|manage|survive|cope|always|feel|look like|seem)(?:${BASE_EN})\\b`,
    '\\b(?:im|i m|i am) thinking (?:i ?ll|i could|i might|of|about) [a-z]+',
    // "I've thought about signing up to parkrun", "maybe we do shifts", "I'll also reread my statement twice".
    '\\bi ?ve (?:thought|ben thinking) (?:about|of) [a-z]+ing\\b',
    `^(?:(?:and|so|ok|okay|yeah|also|then) )*(?:maybe|perhaps) we (?:just |also |could just )?(?:${BASE_EN}|do|split|swap|share)\\b`,
    '\\bi ?ll also (?!be\\b|feel|need|have|get (?:fired|sick|worse)|probably|never|lose|fail)[a-z]+',
    // "next time I step out of the room", "maybe next time I just leave": an act for next time, not a worry ("next time I go I panic").
    '\\bnext time,? i (?:just |simply )?(?:step|leave|go|walk|take|call|text|tell|ask|say|write|try|breathe|count|put|turn|stop|pause|wait|message|talk|speak|listen|remind|focus|use|get up|sit|move)\\b(?!.*\\b(?:panic|cry|freak|freeze|fail|lose it|scared|afraid|worse)\\b)',
  ].join('|'),
);

/** True when the normalised message puts forward a plan of the person's own (beyond turns.ts's core list). */
export function isPlanMore(norm: string): boolean {
  const fixed = repairSlips(norm);
  return PLAN_IT.test(fixed) || PLAN_EN.test(fixed) || isTimedPlan(fixed);
}

/**
 * A step added to the plan made on the turn just before: "e mi scrivo su un post-it le 3 cose da
 * dire", "and I'll take the radio", "maybe short trips first". Alone these read as habits or
 * fragments; right after a plan they build on it. A fear or a habit ("e scrivo sempre tutto io")
 * is still no step.
 */
const ADDS_TO_PLAN = rx(
  `^(?:(?:e|poi|anche|pure|and|then|also|plus|ok|okay|si|yes|yeah|maybe|forse|magari) (?:, )?)+(?:(?:i ?ll|i will|i can|i could|anche|pure|poi) )*(?:${ACT_IT}|(?:mi |ti |gli |le )?(?:scrivo|segno|porto|metto|preparo)|(?!se\\b)(?:${BASE_EN})|short|small|just|(?:pick|choos|book|tak|bring|ask|gett|us|leav|putt|sett|sitt|mov|do|go|tell|call|text|writ|keep|start|try|sav|mut|delet|turn|switch|skipp|walk)ing)\\b(?!.*\\b(?:${FEAR_IT}|sempre|ogni (?:giorno|sera|mattina|volta)|di solito|spesso|da (?:anni|mesi|settimane|tempo)|always|every (?:day|time|night)|usually|scared|afraid|panic\\w*)\\b)`,
);

/**
 * The same in Italian with the object first or as an infinitive: «e notizie guardo solo una volta al
 * giorno», «e guardare il conto una volta a settimana». Not "and compare myself to everyone".
 */
const ADDS_TO_PLAN_IT = rx(
  `^(?:(?:e|poi|anche|pure|forse|magari) (?:, )?)+(?:(?!(?:non|io|tu|lui|lei|noi|voi|loro|che|se|quando|mai|mi|ti|ci|si)\\b)[a-z]+ ){0,3}?(?:${ACT_IT}|(?!${WORRY_IT})[a-z]{3,}(?:are|ere|ire))\\b(?!.*\\b(?:${FEAR_IT}|sempre|ogni (?:giorno|sera|mattina|volta)|di solito|spesso|da (?:anni|mesi|settimane|tempo))\\b)`,
);

/**
 * A step added to the plan of the turn before, or of the turn before that when a few words came
 * between ("dunno", «boh vedremo»): "and picking an aisle seat so I don't see out".
 */
export function addsToPlan(
  norm: string,
  state: { turn: number; openPlan: { turn: number } | null },
): boolean {
  return (
    !!state.openPlan &&
    state.turn - state.openPlan.turn <= 2 &&
    (ADDS_TO_PLAN.test(norm) || ADDS_TO_PLAN_IT.test(norm))
  );
}

/** Trigger words a slipped letter may hide, and real words one letter away that must stay as they are. */
const TRIGGERS = [
  'potrei',
  'magari',
  'pensavo',
  'provare',
  'provasi',
  'chiedere',
  'chiamare',
  'scrivere',
  'parlare',
  'domani',
  'stasera',
  'could',
  'maybe',
  'thinking',
  'tomorow',
  'probably',
];
const REAL = new Set([
  'potrai',
  'potrebbe',
  'pensato',
  'pensava',
  'pensavi',
  'provate',
  'provato',
  'provata',
  'provati',
  'provai',
  'provase',
  'chiedete',
  'chiamate',
  'scrivete',
  'parlate',
  // Futures of the person's ("chiederò", "scriverò") are words of their own, not slips of the infinitive.
  'provero',
  'chiedero',
  'chiamero',
  'scrivero',
  'parlero',
  'chiedera',
  'chiamera',
  'scrivera',
  'parlera',
  'provera',
  'parlane',
  'cold',
  'would',
  'cloud',
  'thinkin',
  'morrow',
  'sterra',
  'stasare',
]);

function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff = [...a].map((c, i) => (c === b[i] ? -1 : i)).filter((i) => i >= 0);
    if (diff.length === 1) return true;
    return (
      diff.length === 2 &&
      diff[1] === diff[0]! + 1 &&
      a[diff[0]!] === b[diff[1]!] &&
      a[diff[1]!] === b[diff[0]!]
    );
  }
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  for (let i = 0; i < long.length; i++) if (long.slice(0, i) + long.slice(i + 1) === short) return true;
  return false;
}

/** "magri potrie chiamarla" read as "magari potrei chiamarla". */
export function repairSlips(norm: string): string {
  return norm
    .split(' ')
    .map((w) =>
      w.length < 4 || REAL.has(w) || TRIGGERS.includes(w) ? w : (TRIGGERS.find((t) => oneSlip(w, t)) ?? w),
    )
    .join(' ');
}
