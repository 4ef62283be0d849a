/**
 * A past that is over: the person tells their own history ("two years ago I tried to kill myself,
 * now I'm doing much better", «anni fa mi tagliavo, ora sto bene e ne parlo per aiutare gli
 * altri», "3 years self harm free today"). The words of a crisis are there, the crisis is not.
 *
 * The message reads as a finished past when, with no current-risk cue anywhere in it:
 * - a time anchor puts the event back ("anni fa", "a 17 anni", "da ragazza", "l'anno scorso",
 *   "back in college", "when I was 16", "years ago", "in 2019") and a recovery marker says it is
 *   over ("ora sto bene", "sono fiera", "la terapia mi ha salvata", "I'm 35 now", "therapy
 *   helped", "I volunteer for a helpline");
 * - or a marker that carries both by itself: a streak ("pulita da 4 anni", "3 years self harm
 *   free", "haven't cut in two years") or the time passed since ("sono passati sette anni da
 *   quando", "it's been 5 years since").
 *
 * A current-risk cue anywhere brings the past back: a relapse or a repeat ("again", «di nuovo»,
 * «ci riprovo», "relapsed"), a time that is now ("tonight", «stasera», "lately", «ultimamente»,
 * "yesterday", "this week"), a thought or urge that is present ("I'm thinking about it", «ci sto
 * pensando», "the urge", «ho voglia di»), or "still" / «ancora». And the sentence a rule matched
 * in must not itself speak of wanting or being about to ("but I want to die", «sto per farlo»).
 *
 * All on normalised text (lowercase, no accents, repeated letters squeezed by rx()).
 */
import { rx } from '../text/normalize';
import { RESOLVED_PAST_RE } from './crisis-guards';

/** A time that puts the event back: years ago, at an age, in a past stage of life, a past year. */
const PAST_ANCHOR = String.raw`\b(?:(?:\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|tanti|molti|parecchi|qualche) (?:anni|ano|mesi|mese) fa|tempo fa|anni fa|mesi fa|(?:l )?(?:anno|estate|inverno|autunno|primavera) scors\w|una volta|all epoca|a quei tempi|a quel tempo|in passato|nel passato|nel (?:19|20)\d\d|a \d+ anni|quando avevo \d+(?: anni)?|da (?:ragazz\w|giovane|piccol\w|adolescente|bambin\w)|quando ero (?:piccol\w|ragazz\w|giovane|adolescente|al liceo|alle medie|all universita|incinta|in \w+)|al liceo|alle medie|all universita|durante (?:il liceo|l universita|le superiori)|alle superiori|(?:\d+|a few|a couple of|many|some|two|three|four|five|six|seven|eight|nine|ten|several) (?:years|yrs|months|year|yr) ago|years ago|months ago|a decade ago|last (?:year|summer|winter|spring|fall|autumn)|back (?:in|then|when)|at (?:age \d+|\d+ years old|sixteen|seventeen|fifteen|fourteen|eighteen|nineteen|twenty)\b|when i was (?:\d+|a (?:teen|teenager|kid|child)|younger|little|in (?:high school|college|school|uni|university|my \w+)|at (?:uni|university|college|school))|as a (?:teen|teenager|kid)|in (?:high school|college|uni|university|my (?:teens|twenties|twenties|early \w+|late \w+))|in the past|(?:in|during) (?:19|20)\d\d|used to|per anni|for years|(?:of|in|during|for most of) my (?:teens|twenties|thirties|youth|childhood)|i once|once (?:when|back|in)|back when|when i was|quando ero|avevo \d+ anni|(?:nel|il|del|in|since) (?:19|20)\d\d|l ultima volta|the last time|last time i|(?:quel|il) periodo (?:in cui|che|del|della)|that (?:time|period|phase) (?:when|of|in)|(?:its|it s|ive|i ve) been (?:over )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|so many) (?:years|months)|(?:ormai|da) (?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|tanti|molti) anni)\b`;

/** The person is well now, or the event is told as over, surviving it or helping others with it. */
const RECOVERY = String.raw`\b(?:(?:ora|adesso|oggi|finalmente) (?:sto|mi sento|va|vivo|sono|ho una vita) (?:molto |davvero |finalmente |decisamente |abbastanza |proprio )?(?:bene|meglio|benissimo|seren\w|in pace|alla grande|tranquill\w|felice|content\w|al sicuro|una persona nuova)|sto (?:molto |davvero |finalmente )?(?:bene|meglio) (?:ora|adesso|oggi|da)|(?:ora|oggi|adesso) (?:ne )?ho \d+ anni|ora ne ho \d+|oggi ne ho \d+|ne sono uscit\w|ce l ho fatta|sono (?:fier\w|orgoglios\w|guarit\w|sopravvissut\w|rinat\w|viv\w e (?:content\w|felice))|ne (?:parlo|parlano|parliamo)\b|per aiutare|aiut\w+ (?:gli )?altr\w|(?:la terapia|lo psicolog\w|la psicolog\w|il percorso|il terapeuta|la terapeuta) mi (?:ha|hanno) (?:salvat\w|aiutat\w|cambiat\w)|grazie (?:alla terapia|al percorso|allo psicolog\w|alla psicolog\w|al terapeuta)|mi hanno salvat\w|ho smesso|non lo faccio piu|non mi (?:taglio|faccio male) piu|non ci penso piu|e (?:tutto )?passat\w|e finit\w|acqua passata|e roba (?:di|vecchia)|un altra vita|volontari\w|(?:un|una) (?:vita|casa) (?:nuova|tutta mia)|vita nuova|nuova vita|risalita|(?:per fortuna|ringrazio di) (?:non|nn) (?:averlo|ci sono|ci sia)|content\w di (?:esserci|essere qui|essere viv\w)|felice di (?:esserci|essere qui|essere viv\w)|(?:ho|con) (?:\w+ )?(?:figli\w?|bambin\w|kids|children)\b|laureat\w|mi sono (?:laureat\w|sposat\w)|festegg\w+|(?:ora|adesso|oggi) (?:sta|e|stanno|sono) (?:molto |davvero )?(?:bene|meglio|benissimo|seren\w|felic\w|al sicuro)|(?:shes|hes|she is|he is|they are|theyre) (?:doing )?(?:really )?(?:great|well|fine|ok|okay|better|good|happy|safe) now|(?<!non )(?<!nn )sto (?:molto |davvero |abbastanza )?(?:bene|meglio)\b|(?<!non )(?<!nn )sono seren\w|magistrale|triennale|i love my life|amo la mia vita|(?:im|i am) doing (?:really )?(?:great|well|fine|ok|okay|better|good)|(?:stable|fine|ok|okay|good|well|clean|better) (?:ever )?since|(?:im|i am) (?:ok|okay|fine|good)(?: now)?[ .!]*$|un altra persona|another person|ne rido|ne ridiamo|non era vero|(?:wasnt|was not) true|i was wrong|(?:sono|sei|e) uscit\w (?:dal\w*|da)|got out of|(?:ora|adesso|oggi|now) (?:non|nn|dont|do not|im not|i am not) (?:penso|ci penso|think about it|suicidal)|(?:its|it s|ive|i ve|ben) (?:ben )?(?:over )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many|so many) (?:years|months)|sono passati|got through\b|celebrat\w+|(?:masters|degree|diploma|phd)\b|graduat\w+|(?:sono|vado|ne parlo|ne sto parlando|ho fatto un percorso) in terapia|in therapy|sono al sicuro|(?:im|i am) safe|quanto e cambiat\w|how much (?:my life|things|life) (?:has|have) changed|(?:ho raccontato|ho parlato (?:a|alla|al|in|davanti|della|del|di)|i told|told (?:my|her|him|them)|did a talk|gave a talk|talk(?:ed)? about (?:it|my))\b|(?:ora|adesso|oggi) (?:sono|sto|vivo) (?:in )?(?:un |una )?(?:periodo|momento|fase) (?:\w+ )?(?:seren\w|buon\w|bell\w|tranquill\w|felice|positiv\w)|(?:im|i am|i feel|life is|lifes|things are) (?:now |doing |really |so |much |way |finally |pretty )*in (?:a |such a )?(?:\w+ )?(?:good|better|great|peaceful|happy|safe|calm) place|(?:now|today|these days|nowadays) (?:im|i am|i feel|things are|life is|lifes|it s|its)? ?(?:really |doing |so |much |way |finally |pretty )*(?:fine|ok|okay|better|good|well|great|happy|steady|stable|safe|content|thriving|healthy|in (?:a |such a )?(?:\w+ )?(?:good|better|great|peaceful|happy|safe) place)|(?:im|i am) (?:doing |really |so |much |way )*(?:fine|ok|okay|good|better|great|well|happy|safe) now|(?:im|i am) \d+ now|now (?:im|i am) \d+|proud|grateful|thankful|therapy (?:helped|saved|changed|worked)|(?:saved|changed) my life|got (?:help|better|through it|through that)|recover\w*|i survived|survivor|how far (?:ive|i have|i ve) come|glad i (?:was wrong|didnt|did not|survived|m (?:here|alive)|am (?:here|alive)|stayed)|volunteer\w*|mentor\w*|(?:to )?help (?:others|other people|someone|people)|new life|another life|different person|behind me|long gone|its over|it s over|is over|over now|fine since|well since|good since|i (?:stopped|quit)|havent (?:done it|cut|hurt myself|self harmed)|(?:clean|free) (?:for|since))\b`;

/** Markers that carry both the past and its end: a streak, the time passed since. */
const OVER = String.raw`\b(?:(?:pulit\w|libera|libero) (?:dal?\w* \w+ )?da (?:\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) \w+|(?:\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|nove|dieci) (?:anni|ano|mesi|mese|giorni|settimane) senza (?:autolesionismo|tagli\w*|farmi (?:del )?male|ricadute|pensieri suicid\w)|sono passati (?:\d+|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|tanti|molti) \w+ da quando|e roba di (?:\d+|\w+) anni fa|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|one) (?:years|yrs|months|days|year|month|weeks) (?:self ?harm |sh |cut |cutting )?(?:free|clean)\b|(?:clean|free) (?:for|since) (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|over) \w+|havent (?:done it|cut|hurt myself|self harmed|relapsed|harmed myself|burned myself)\w* (?:in|for|since) (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|over|years|months)|(?:its|it s) ben (?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|over|so many|years|months)\b.{0,20}\bsince (?:i|my last)|since my last (?:suicidal|attempt|relapse|cut|episode|crisis)|(?:recovered|recovery) from|survivor|sopravvissut\w|ne sono uscit\w|ex autolesionist\w|(?:my|la mia|il mio) (?:history|storia|passato) (?:of|di|con)|(?:first|un|il primo|la prima) \w+ (?:in years |da anni )?(?:without|senza) (?:suicidal|self ?harm|cutting|hurting|pensieri|autolesionismo|tagli\w*)|(?:its|it s) ben (?:so long|ages|forever|years|a long time|a while) since|e da (?:tanto|anni|mesi) (?:tempo )?che non|(?:ho finito|ho concluso|ho terminato) (?:il percorso|la terapia)|(?:finished|completed) (?:therapy|treatment|my program)|how far (?:ive|i have|i ve) come|quanta strada ho fatto|(?:ho fatto pace con|made peace with) (?:il mio passato|quel periodo|my past|that time)|(?:ive|i ve|i have) ben (?:fine|ok|okay|good|well|clean|better) (?:ever )?since|ho smesso (?:con|di) (?:l |il |la )?(?:autolesionismo|tagliarmi|farmi del male|bruciarmi|ferirmi|graffiarmi)|i stopped (?:cutting|self harming|hurting myself|burning myself)|stopped (?:cutting|hitting|burning|hurting|harming) myself|non mi (?:taglio|faccio (?:piu )?male|brucio) piu|(?:dont|do not) (?:cut|do it|self harm) anymore|\bat \d+\b.{0,80}\b(?:im|i am) \d+ now|\ba \d+ ani\b.{0,80}\b(?:ora|oggi|adesso) ne ho \d+)`;

/** The past is back, or risk is present now: any of these anywhere keeps the rules' alarm. */
const CURRENT_RISK = String.raw`\b(?:again|di nuovo|ancora una volta|un altra volta|once more|relaps\w*|ricadut\w|ricaduta|ricascat\w|ci (?:sono )?ricascat\w|ricominciat\w|ricomincio|ricominciare|ho ripreso|ripreso a|started again|back to|coming back|come back|comes back|came back|is back|are back|its back|e tornat\w|sono tornat\w|tornat\w a|torna(?:no)? (?:la|il|quel\w*)|ritorna\w*|riprov\w+|rifarlo|rifare|rifaccio|ripensando|do it again|try again|adesso voglio|ora voglio|now i want|appena (?:preso|fatto|ingoiato)|sto pensando|ci sto pensando|(?<!non )ci penso(?! piu)|ci ripenso|thinking about it|thinking of it|ive ben thinking|been thinking|keep thinking|cant stop thinking|the urge|urges|impuls\w|(?<!nessuna |quella |quel\w* )voglia di|tempted|fresh|fresc\w+|(?:nuov\w|altri) tagli|new (?:cuts|burns|scars)|keep wishing|wishing i|i keep|miss (?:it|cutting|the)|mi manca|scared (?:i ll|ill|i will|of)|afraid (?:i ll|ill|i will|of)|ho paura di|worried i|temo di|non so se (?:ce la faccio|resisto|reggo))\b`;

/**
 * Times that are now, and "still" / «ancora»: a current-risk cue, except in a clause about telling,
 * celebrating or being helped ("at group tonight I shared how…", «vado ancora dalla psicologa»).
 */
const CURRENT_TIME = String.raw`\b(?:ancora|still|lately|ultimamente|recently|di recente|these days|in questi giorni|questi giorni|questa settimana|this week|this month|questo mese|tonight|stasera|stanotte|right now|proprio ora|in questo momento|yesterday|ieri|last night|stamattina|this morning|poco fa|un ora fa|an hour ago|minutes ago|minuti fa|just now)\b`;

/** What a person does with a past that is over: telling it, marking it, being helped or helping. */
const SAFE_ACTIVITY = String.raw`\b(?:shared|share|sharing|told|tell|telling|talk|talked|spoke|speak|raccont\w+|condivis\w+|condivid\w+|parlat\w|parlo|parlare|festegg\w+|celebrat\w+|psicolog\w+|terap\w+|therap\w+|counsel\w+|gruppo|group|meeting|incontro|aiutar\w*|help|helping|volontari\w*|volunteer\w*|anniversar\w+|cake|torta)\b`;

const CLAUSE_G = /[,.;:!?]|\b(?:e|and|ma|but|pero|poi|then)\b/;

/** A current time in a clause that is not about telling, marking or being helped. */
function currentTime(text: string): boolean {
  if (!CURRENT_TIME_RE.test(text)) return false;
  return text.split(CLAUSE_G).some((c) => CURRENT_TIME_RE.test(c) && !SAFE_ACTIVITY_RE.test(c));
}

/** Present wanting or being about to, in the sentence a rule matched in. */
const PRESENT_INTENT = String.raw`\b(?:(?:voglio|vorrei) (?!(?:solo |soltanto )?(?:dirlo|dire|raccontar\w*|condivider\w*|aiutar\w*|ringraziar\w*|festeggiar\w*|ricordar\w*))|want to (?!(?:say|share|tell|help|thank|celebrate|remember|mark))|wanna (?!(?:say|share|tell|help|thank|celebrate))|wish i|(?:going to|gonna|i will|ill) (?:do|try|end|kill|cut|take|jump|hurt|die|overdose|od)\b|sto per|lo faro|la faccio|plan to|planning|pianific\w+|can ?t stop|non riesco a smettere|im (?:cutting|hurting)|mi sto (?:facendo|tagliando))`;

/** Italian habitual past ("mi tagliavo", «volevo», «pensavo»): a past only beside a "now" that contrasts with it. */
const IMPERFECT = String.raw`\b(?:avevo|ero|volevo|pensavo|facevo|stavo|mi \w+(?:avo|evo|ivo))\b`;

/** A "now" that contrasts with the past: well now, a new life, it passed. */
const NOW_CONTRAST = String.raw`\b(?:(?:ora|adesso|oggi|finalmente) (?:sto|mi sento|va|vivo|sono|ho) (?:molto |davvero |finalmente |decisamente |abbastanza |proprio )?(?:bene|meglio|benissimo|seren\w|in pace|alla grande|tranquill\w|felice|content\w|al sicuro|una vita|una persona nuova)|vita nuova|nuova vita|e (?:tutto )?passat\w|e finit\w|acqua passata|un altra vita|ne sono uscit\w)\b`;

const PAST_ANCHOR_RE = rx(PAST_ANCHOR);
const IMPERFECT_RE = rx(IMPERFECT);
const NOW_CONTRAST_RE = rx(NOW_CONTRAST);
const RECOVERY_RE = rx(RECOVERY);
const OVER_RE = rx(OVER);
const CURRENT_RISK_RE = rx(CURRENT_RISK);
const PRESENT_INTENT_RE = rx(PRESENT_INTENT);
const CURRENT_TIME_RE = rx(CURRENT_TIME);
const SAFE_ACTIVITY_RE = rx(SAFE_ACTIVITY);

/** The whole message tells a past that is over and names no current risk. */
export function isPastAndOver(text: string): boolean {
  if (CURRENT_RISK_RE.test(text) || currentTime(text)) return false;
  if (OVER_RE.test(text) || RESOLVED_PAST_RE.test(text)) return true;
  if (PAST_ANCHOR_RE.test(text)) return RECOVERY_RE.test(text);
  return IMPERFECT_RE.test(text) && NOW_CONTRAST_RE.test(text);
}

/** The sentence speaks of wanting or being about to: a past told beside it does not excuse it. */
export function hasPresentIntent(sentence: string): boolean {
  return PRESENT_INTENT_RE.test(sentence);
}
