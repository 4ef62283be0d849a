/**
 * What kind of turn the person wrote, read once per message on normalised text (no accents,
 * lower case, repeated letters squeezed, chat abbreviations expanded), in both languages. The
 * conversation layer answers the turn it was given: a question gets an answer, a plan is built
 * on, pushback changes the approach, "boh" gets choices.
 */
import { rx } from '../text/normalize';
import type { EngineState, Technique } from '../types';
import { isQuestion } from './knowledge/index';
import { is } from './intents';
import { addsToPlan, isPlanMore } from './plan-words';
import { isClarify, isFallbackAsk } from './follow-up-words';
import { isClosing } from './closing-words';
import { NOT_ANSWERED } from './not-answered';
import { isInsight } from './insight-words';
import { HARM_ACT } from './intrusive-words';
import { BIG_DECISION_TOLD } from './small-step';
import { isMorePushback } from './pushback-words';

export type TurnKind =
  | 'pushback'
  | 'plan_report'
  | 'plan'
  | 'insight'
  | 'question'
  | 'yes'
  | 'no'
  | 'low'
  | 'thanks'
  | 'closing'
  | 'offtopic'
  | 'health'
  | 'rating'
  | 'situation';

export interface Turn {
  kind: TurnKind;
  /** The technique a pushback turns down, when it names one (or the last one offered). */
  rejects?: Technique;
}

const count = (n: string): number => (n.match(/[a-z0-9]+/g) ?? []).length;

const PLAN = rx(
  '\\b(?:forse (?:potrei|dovrei|posso|provo|proverei|faccio|chiedo|chiamo|scrivo|vado|parlo|inizio|comincio)|potrei (?:provare|chiedere|chiamare|scrivere|parlare|andare|iniziare|cominciare|fare|dire|prendere|uscire|mettere|spegnere|organizzare|prenotare|cercare|iscrivermi|dedicare|darmi|leggere|studiare|lasciare|tornare|riprendere|invitare|proporre|portare|camminare|correre|disegnare|usare|segnare|preparare|spiegare|dirgli|dirle|chiedergli|chiederle)|(?:ho deciso|ho pensato|mi propongo) di \\w+|(?:vorrei provare|voglio provare|provero|proverei|provo|posso provare) ad? \\w+|(?:domani|stasera|questa settimana|lunedi|sabato|domenica) (?:provo|chiamo|chiedo|scrivo|vado|parlo|inizio|comincio)|(?:la prossima volta|da domani) (?:provo|faro|voglio)|i (?:could|might|will|am going to|m going to|m gonna|ve decided to|decided to)(?! (?:never|not|be|have to|end up|give up|lose|fail|die|get fired|mess|cry|panic|the|a|an|my|work|school|bed)\\b)|(?:i ?ll|im going to|im gonna|i ?ve decided to) (?:try|ask|call|text|talk|go|start|write|tell|take|book|put|turn|set|join|look|make|do|see|reach|give|stop)|i (?:could|might|will|am going to|m going to|m gonna|ve decided to|decided to) (?:try|ask|call|text|talk|go|start|write|tell|take|book|put|turn|set|join|look|make|do|see|reach)|i ?ll try|maybe i (?:should|could|will|can)|maybe i ?ll|i think i ?ll|i (?:want|plan|m planning|am planning) to (?:try|ask|call|talk|go|start)|tomorrow i (?:will|ll|m going to|could))\\b',
);
// "maybe I could just give up", "I think I'll be fine", "potrei mollare tutto": no step to build on.
// Not a plan: giving up, ending it ("la faccio finita", "kill myself"), a habit ("ogni sabato vado…"), or a
// day told with a fear of one's own ("domani vado al lavoro e ho paura").
const NO_PLAN = rx(
  '\\b(?:give up|giving up|be fine|be ok|be okay|mollare tutto|arrendermi|lasciar perdere tutto|lasciare perdere tutto|sparire|(?:la|farla) (?:faccio|farò|faro)? ?finita|farla finita|kill myself|end it(?: all)?|hurt myself|(?<!\\b(?:dic\\w*|dirgli|dirle|dire|spieg\\w*|ammett\\w*|confess\\w*) (?:\\w+ ){0,3})(?:ho (?:paura|ansia|il terrore)|sono (?:in ansia|terrorizzat\\w*)))\\b|^ogni\\b',
);
// Coming back after trying something: "ho provato a…", "I tried…", "l'ho fatto".
const EXAMPLE_REQUEST = rx(
  '\\b(?:(?:un |qualche )?esempi\\w* di (?:frase|frasi|cosa|come)|che (?:frase|frasi|parole) (?:potrei|posso|dovrei)|cosa (?:potrei|posso|dovrei) (?:dire|dirgli|dirle|scrivere|scrivergli|scriverle)|come (?:potrei|posso|dovrei) (?:dirlo|dirglielo|dirgli|dirle|scriverlo|formularlo)|mi (?:scrivi|suggerisci|dai) (?:una|qualche|delle) (?:frase|frasi|parole)|(?:an |some )?examples? of what|what (?:could|should|can|would) i (?:say|write|tell)|how (?:could|should|can|would) i (?:say|word|phrase|put) (?:it|that|this)|give me (?:a |some )?(?:line|lines|words|script|wording|example|examples))\\b',
);
const JOKE =
  /\b(?:ahah\w*|haha\w*|hehe\w*|lol|lmao|scherzo|sto scherzando|just kidding|jk|kidding)\b|😂|🤣|😜|😅/iu;
// "con chi potrei parlarne?", "where could I go?": a question that opens on a question word is no plan.
const ASKS_WHO = rx(
  '^(?:(?:e|ma|allora|quindi|ok|and|but|so)\\s+)*(?:con chi|a chi|da chi|chi|dove|quando|quale|quali|quanto|where|who|which|when|whom)\\b',
);
const PLAN_REPORT = rx(
  '\\b(?:ho provato|l ho fatto|ci ho provato|alla fine (?:ho|l ho|gli ho|le ho)|sono riuscit\\w|non ci sono riuscit\\w|(?:ho|gli ho|le ho) (?:chiesto|chiamato|scritto|parlato)|i tried|i did it|i managed|i didnt manage|i (?:asked|called|texted|talked to|spoke to|went)|it went (?:well|badly|ok|okay|fine)|e andata (?:bene|male|cosi)|com e andata)\\b',
);
const PUSHBACK = rx(
  // "don't give me the new chapter stuff", "that's not it, I'm not comparing myself to anyone".
  '\\b(?:(?:dont|don t|do not) (?:give me|hit me with|start with|tell me) (?:the |that |your |any |some |all )?(?:\\w+ ){0,3}(?:stuff|thing|speech|line|talk|lecture|spiel|bit|cliche|cliches)|^(?:(?:no|nah|nope|but|well|sorry) (?:, )?)?(?:thats|that s|that is|its|it s) not (?:it|the point|what i mean|what i meant)(?= ?(?:,|\\.|!|$))|(?<!\\b(?:se|o|or) )non (?:mi )?(?:funziona|serve|aiuta|e utile|sta aiutando|mi sta aiutando)(?! ?\\?)|non (?:mi )?funzionano|non (?:mi )?servono|(?:no|niente|nessun|basta|stop|no more|enough) (?:piu )?(?:esercizi|esercizio|exercises?|tecniche|techniques?|tips|consigli|respirazion\\w*|breathing|meditazion\\w*|meditations?)\\b|(?:voglio solo|vorrei solo|i just want to|i only want to) (?:capire|understand)|(?<!\\bif )(?:this|that|the|these|those|breathing|respirazione|exercises?|meditation|techniques?|tips|advice|grounding)(?: \\w+){0,3} (?:doesnt|does not|didnt|did not|isnt|is not|dont|do not) (?:really |actually |even )?(?:work|help|do anything|do much|do a thing|do nothing)|(?:questi|sti|i tuoi) consigli non\\b|non voglio (?:esercizi|tecniche|consigli|respirare|fare esercizi|il diario|schede)|basta (?:esercizi|consigli|respirare|con)|smett\\w* (?:con|di darmi|di propormi) (?:gli |questi |sti |i )?(?:esercizi|consigli|tecniche)|stop (?:with )?(?:the |these |your )?(?:exercises|tips|techniques)|(?:sembr|pare|parl)\\w* (?:le |delle )?(?:risposte )?(?:di|da) (?:un |una )?(?:opuscolo|manuale|volantino|robot|libro|bot)|risposte (?:da|di) (?:manuale|opuscolo|robot)|(?:sembr|pare)\\w* (?:un |una |l |il |lo )?(?:opuscolo|volantino|depliant|brochure)|non mi (?:ascolti|stai ascoltando|capisci|hai capito)|non hai capito|non c entra|non e questo|l ho gia (?:fatto|provato)|gia provato|ripeti sempre|dici sempre (?:le )?stesse|sempre (?:la )?stess[ae] cos[ae]|(?<!\\bif )(?:that|this|it) (?:doesnt|does not|didnt|isnt) (?:help|work|helping|working)(?! that\\b)|not helpful|doesnt help|(?<!\\bif )(?:that|this|it) (?:wont|will not|wouldnt|would not) (?:work|help)(?: for me)?|(?:that|this) (?:is not|isnt) (?:for me|what i asked)|thats not (?:for me|what i asked)|non (?:mi )?(?:funzionerebbe|funzionera|servirebbe|servira)|non fa per me|(?:please )?(?:dont|do not) tell me to \\w+|non (?:dirmi|mi dire|mi dica) (?:di|che) \\w+|(?:li|lo|le) trovo (?:anche )?su google|(?:i could|i can) (?:find|google) (?:that|this|it)|lo dicono tutti|grazie tante|(?:dont|do not) tell me (?:that|i can|i should)|smett\\w* di dirmi di \\w+|(?:tired|sick) of being told|(?:e )?inutile se (?:ogni volta )?devo (?:sempre )?rispiegar\\w*|devo (?:sempre |ogni volta )?rispiegar\\w* tutto|(?:have|got) to explain (?:it all|everything) again|start from scratch every time|stanc\\w* di sentirmi dire|(?:you )?already said (?:that|this|it)|you said that already|(?:me l|l) hai gia detto|(?:thats|that s|that is|its|it s|this is) (?:not |un)realistic|non e realistico|irrealistico|(?:i hate|i cant stand|odio) (?:writing|journaling|journalling|breathing|meditating|meditation|scrivere|il diario|meditare|la meditazione|la respirazione)|(?:told|tells|keep telling|keeps telling) me to (?:relax|calm down|breathe|chill)|(?:already|always) told me|(?:me l|mi) (?:ha|hanno) gia detto|me l hanno (?:gia )?dett[oa] (?:tutti|in tanti|mille volte)|me lo (?:dicono|hanno detto) tutti|(?:everyone|everybody) (?:says|tells me) (?:that|so)|ive heard (?:that|it) (?:a )?(?:hundred|thousand|million) times|(?:flash ?cards?|esercizi\\w*|meditation|meditazion\\w*|breathing|respirazion\\w*|journaling|diario|schede|tecnich\\w*|techniques?) (?:are|is|sono|e) (?:so |too |really |proprio |troppo )?(?:boring|noios\\w*|pointless|useless|inutil\\w*)|(?:is|isnt|is not|s) not (?:an option|possible) for me|(?:isnt|is not) an option|non e (?:un opzione|possibile per me)|(?:yoga|meditazion\\w*|respirazion\\w*|mindfulness|esercizi\\w*|diario|volontariato) no(?: ti prego| grazie| per favore)?\\b|ci ho provato e (?:stavo|sono stat\\w|mi sentivo|andava) peggio|(?:youre|you are) not listening|you dont (?:get it|understand|listen)|i dont want (?:exercises|breathing|techniques|tips|advice)|stop (?:telling|giving|suggesting)|sounds? like a (?:leaflet|pamphlet|brochure|manual|robot|bot|script)|(?:generic|canned|scripted) (?:answers?|replies|responses)|youre repeating|you keep (?:saying|repeating)|already tried (?:that|it|this)|(?:ive|i ve|i have) tried \\w+ing (?:\\w+ ){0,4}before(?!.*\\b(?:loved|liked|enjoyed|helped|worked|great|good)\\b)|(?:li|le|l) ho (?:gia|anche) provat\\w|(?:ive|i ve|i have) (?:already )?(?:tried|done) the (?:[^\\w\\s]+ )?(?:\\w+ ){1,4}(?:[^\\w\\s]+ )?(?:thing|trick|method|technique|app)|(?:didnt|didn t|did not|hasnt|hasn t|has not) (?:really )?(?:help|helped|work|worked)(?! (?:that|when|with|him|her|them|the|my|to)\\b)|non (?:mi )?(?:ha|hanno) (?:aiutat\\w|funzionat\\w)|(?:non (?:la|lo|li|le) prendo|non prendo) (?:neanche|nemmeno|neppure) in considerazione|out of the question|non se ne parla|(?:ive|i have|i ve) already tried|tried (?:that|it|this) already|i (?:already know|know that already)|^(?:(?:yeah|yes|ok|okay|sure|but) )*i know(?: that)?(?: already)?$|knowing (?:doesnt|does not|doesn t) (?:make it stop|help|change (?:anything|it))|saperlo non (?:mi )?(?:aiuta|basta|serve|cambia)|been there done that|easier said than done|lo so(?: gia| benissimo| bene)|gia lo so|lo sapevo gia|ci ho gia provato|ho gia provato (?:tutto|di tutto|questa cosa|quello|questo|anche quello)|facile a dirsi|facile a dire|facile dirlo|facile da dire|easy for you to say|(?:ma )?tu non (?:conosci|sai (?:com e|come funziona|cosa vuol dire))|you dont know (?:what it s like|what its like|how it works)|non (?:mi|mi ha|mi hanno) (?:mai )?(?:aiutat\\w|funzionat\\w|servit\\w)|(?:has|have) never (?:helped|worked)|never (?:helped|worked) (?:me|for me)|non e (?:poi )?(?:cosi|tanto) (?:semplice|facile)|(?:it s|its|it is) not (?:that|so) (?:simple|easy)|(?:e|questo e|quello e) proprio (?:quello|cio|la cosa) che non riesco a fare|(?:thats|that s|that is|this is|is|s) (?:exactly|precisely) what i (?:cant|can t|cannot) do)\\b',
);
// "i reni non funzionano più", "the boiler doesn't work": a body or a thing that fails, not a technique turned down.
const THING_FAILS = rx(
  '\\b(?:reni|rene|cuore|fegato|polmoni|tiroide|gamba|gambe|braccio|ginocchio|schiena|occhi|orecchie|memoria|macchina|auto|telefono|cellulare|computer|pc|frigo|caldaia|lavatrice|ascensore|wifi|internet|riscaldamento|kidneys?|heart|liver|lungs|knee|back|legs?|eyes|memory|car|phone|laptop|computer|fridge|boiler|washing machine|lift|elevator|wifi|internet|heating)(?: \\w+){0,2} (?:non (?:mi )?funzion\\w*|doesnt work|does not work|dont work|isnt working|stopped working|wont (?:start|work))\\b',
);
const LOW = rx(
  '^(?:boh|mah|bah|mh|mm|hm|uhm|eh|non so|non lo so|non saprei|boh non so|ok|okay|va be|vabbe|vabe|niente|nulla|cosi|so cosi|normale|idk|i dont know|i dunno|i donno|dunno|meh|whatever|nothing|not sure|k|fine|idc|no idea|la solita|lo stesso|same|same as always|i guess|guess so|i suppose|suppose so)\\b',
);
// "ok, ci provo giovedì", "ok, I will try on Sunday": a yes to the plan already made, with its time.
const COMMIT_ONLY = rx(
  '^(?:(?:ok|okay|va bene|vabbe|allora|deal|sure|fine|si|yes)\\s*,?\\s*)*(?:ci provo|ci provero|lo faccio|i will try|i ll try|ill try|i will|will do|i ll do it|ill do it)(?:\\s+(?:on\\s+)?(?:stasera|domani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this \\w+|next \\w+)(?:\\s+\\w+)?)?$',
);
// "tonight", "domani mattina": the time of something, not few words.
const TIME_ONLY = rx(
  '^(?:da |from |on |at )?(?:stasera|stanotte|domani|dopodomani|oggi|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|tonight|tomorrow|today|monday|tuesday|wednesday|thursday|friday|saturday|sunday|this (?:evening|morning|afternoon|weekend))(?: (?:mattina|sera|pomeriggio|morning|evening|afternoon|night))?$',
);
const RATING = rx('\\b(?:\\d{1,3}\\s*(?:/|su|out of|of)\\s*(?:10|100)|\\d{1,3}\\s*(?:%|per ?cento|percent))');
const HEALTH = rx(
  '\\b(?:esami del sangue|analisi del sangue|esiti? degli esami|referto|risultati (?:delle analisi|degli esami)|visita medica|dal medico|dottore|medico|sintom\\w+|dolore al petto|palpitazion\\w+|tachicardi\\w+|nodulo|biopsia|ecografia|tac|risonanza|blood (?:tests?|work|results)|test results|lab results|scan results|biopsy|lump|symptoms?|chest pain|palpitations?|my doctor|the doctor|a doctor|gp|diagnosticat\\w*|diagnosed|diabete|diabetes|mal di testa|emicrani\\w*|headaches?|migraines?)\\b',
);

const TECHNIQUE_WORDS: Array<[Technique, RegExp]> = [
  ['breathing', rx('\\b(?:respir\\w*|breath\\w*|inspira\\w*)\\b')],
  ['walk_water', rx('\\b(?:acqua|passeggiat\\w*|due passi|water|walk)\\b')],
  ['grounding', rx('\\b(?:grounding|5 4 3 2 1|cinque sensi|five senses|piedi a terra)\\b')],
  ['thought_record', rx('\\b(?:diario|scheda|thought record|worksheet|schede)\\b')],
  // "please don't tell me to journal": writing things down, the step most replies end with.
  [
    'writing',
    rx(
      '\\b(?:journal\\w*|scrivere|(?<!\\bche )scrivi|scrivil\\w*|scriverl\\w*|scriverci|(?<!\\byou )write|writing|jot\\w*|per iscritto)\\b',
    ),
  ],
  [
    'exercise_item',
    rx('\\b(?:esercizi\\w*|exercises?|meditazion\\w*|meditation\\w*|tecnic\\w+|techniques?)\\b'),
  ],
];

/** True when the words are about the body or a medical check (symptoms, tests, a lump, the doctor). */
export function mentionsHealth(norm: string): boolean {
  return HEALTH.test(norm);
}

/** "è proprio quello che non riesco a fare", "that's exactly what I can't do": the advice itself is what fails. */
const CANT_DO = rx(
  '\\b(?:proprio (?:quello|cio|la cosa) che non riesco a fare|exactly what i (?:cant|can t|cannot) do)\\b',
);
export const cantDo = (norm: string): boolean => CANT_DO.test(norm);
/** The person's own sleep ("non dormo", "mi sveglio alle 4", "I can't sleep"), not a baby who wakes. */
const OWN_SLEEP = rx(
  '\\b(?:non (?:riesco a )?dorm\\w*|dormo|(?:ho|abbiamo) dormito|dormito (?:male|poco|malissimo)|insonni\\w*|mi sveglio|mi sono svegliat\\w|non chiudo occhio|(?:cant|can t|cannot|couldnt|could not) sleep|i wake|i woke|i m awake|im awake|lie awake|lying awake|insomnia|sleep(?:ing)? badly|(?:i|i ve|ive|i have|i havent|i haven t) (?:not )?slept|my sleep)\\b',
);
export const ownSleep = (norm: string): boolean => OWN_SLEEP.test(norm);

export function techniqueNamed(norm: string): Technique | undefined {
  for (const [t, re] of TECHNIQUE_WORDS) if (re.test(norm)) return t;
  return undefined;
}

/** True when the person is answering an offer made a turn or two ago. */
function offerPending(state: EngineState): boolean {
  return state.pendingOffer !== null && state.turn - state.lastOfferTurn <= 2;
}

// "tipo cosa potrei fare invece la sera", "what could I do instead": asking for an idea, not proposing one.
const ASKS_WHAT_TO_DO = rx(
  // (not the relative "esercizi che non faccio mai")
  '\\b(?:(?:che )?cosa|che(?! non\\b)|come|dove|quando|what|how|where|when|which)\\s+(?:\\w+\\s+)?(?:potrei|posso|dovrei|faccio|dico|could|can|should|might|do i)\\b',
);

// "voglio provare a essere meno dura con me", "I'm learning to let it go": a constructive statement, no trap to name.
const CONSTRUCTIVE = rx(
  '\\b(?:voglio (?:provare|imparare|cambiare|smettere|essere)|vorrei (?:provare|imparare|cambiare|smettere)|sto (?:cercando|provando|imparando) (?:di|a)|cerco di|ho capito che|mi rendo conto che|mi sono reso conto|mi sono resa conto|i (?:want|d like) to (?:try|learn|change|stop|be)|i ?m (?:trying|learning) to|i am (?:trying|learning) to|i (?:realise|realize|realised|realized|see now|get now) that|ive (?:realised|realized|learned|learnt))\\b',
);

/** True for a statement of intent or insight ("sto cercando di…", "I've realised that…"). */
export function isConstructive(norm: string): boolean {
  return CONSTRUCTIVE.test(norm);
}

/** "I can't just "keep a regular routine"", «non posso mica "delegare"»: a piece of advice quoted and turned down. */
const QUOTED_ADVICE_REJECTED =
  /\b(?:can['’]?t|cannot|won['’]?t|non posso|non riesco a?|don['’]?t want to|do not want to|non voglio)\s+(?:just\s+|simply\s+|mica\s+|semplicemente\s+)?["“«‘']/iu;

export function classifyTurn(message: string, norm: string, state: EngineState): Turn {
  const n = count(norm);
  // "e se non funziona?" asks for a plan B and "in che senso?" for an explanation: neither turns a technique down.
  if (isFallbackAsk(norm) || (state.turn > 0 && isClarify(norm))) return { kind: 'question' };
  // "non è quello che ti ho chiesto": the reply missed the question; no technique is turned down.
  if (NOT_ANSWERED.test(norm)) return { kind: 'pushback' };
  if (
    (PUSHBACK.test(norm) && !THING_FAILS.test(norm)) ||
    QUOTED_ADVICE_REJECTED.test(message) ||
    isMorePushback(message, norm)
  ) {
    const named = techniqueNamed(norm);
    return { kind: 'pushback', rejects: named ?? state.offered[state.offered.length - 1] };
  }
  // "What if I tried…?" proposes something new; "I tried…" tells how the plan went.
  const proposal = /\b(?:what if i|e se)\b/.test(norm) && isPlanMore(norm);
  if (COMMIT_ONLY.test(norm) || TIME_ONLY.test(norm)) return { kind: 'situation' };
  if (state.openPlan && PLAN_REPORT.test(norm) && !proposal) return { kind: 'plan_report' };
  // "grazie, ci provo", "I'll try that, goodnight": a close, even when it names the plan again.
  if (isClosing(message, norm)) return { kind: 'closing' };
  // A joke is not a plan, and "what could I say to him?" asks for words, not a plan of its own.
  if (EXAMPLE_REQUEST.test(norm) && (message.includes('?') || n >= 3)) return { kind: 'question' };
  if (
    (PLAN.test(norm) || isPlanMore(norm) || (addsToPlan(norm, state) && !message.includes('?'))) &&
    n >= 3 &&
    !ASKS_WHAT_TO_DO.test(norm) &&
    !JOKE.test(message) &&
    !NO_PLAN.test(norm) &&
    // "e se spingessi quel signore sui binari" is a dreaded thought, never a plan to build on.
    !HARM_ACT.test(norm) &&
    // "ho deciso di lasciarlo" is a life decision told, not a small step to put in the diary.
    !BIG_DECISION_TOLD.test(norm) &&
    !(message.includes('?') && ASKS_WHO.test(norm))
  )
    return { kind: 'plan' };
  // "forse il problema è che…", "I've realised that…": the person's own insight, said back.
  if (isInsight(norm) && n >= 5 && !message.includes('?')) return { kind: 'insight' };
  const question = isQuestion(message, 'it') || isQuestion(message, 'en');
  // "perché?", "passerà?", "why?": one word with a question mark is still a question to answer.
  const oneWord = n === 1 && message.includes('?') && !LOW.test(norm) && !is.yes(norm) && !is.no(norm);
  if (question && (n >= 2 || oneWord)) return { kind: 'question' };
  if (offerPending(state) && is.yes(norm)) return { kind: 'yes' };
  if (offerPending(state) && is.no(norm)) return { kind: 'no' };
  if (is.thanksOnly(norm)) return { kind: 'thanks' };
  if (LOW.test(norm) && n <= 4) return { kind: 'low' };
  // A bare "sì" or "no" with no offer to answer says little: it is met like "boh".
  if ((is.yes(norm) || is.no(norm)) && n <= 2) return { kind: 'low' };
  if (n <= 1 && !RATING.test(norm)) return { kind: 'low' };
  if (is.unrelated(norm)) return { kind: 'offtopic' };
  if (HEALTH.test(norm)) return { kind: 'health' };
  if (RATING.test(norm)) return { kind: 'rating' };
  return { kind: 'situation' };
}
