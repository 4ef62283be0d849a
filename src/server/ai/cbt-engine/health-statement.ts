/**
 * Health told as a statement ("un neo è diventato più scuro", "I found a lump in my neck"): a calm
 * pointer to the GP in the knowledge's own wording, and 112 only for emergency signs.
 */
import { normalize, rx } from '../text/normalize';
import { paragraphs, type Ctx } from './context';
import { answerQuestion, answerWithEntry } from './knowledge/index';
import { keyPhrase, q } from './reflect';
import { fill } from './state';
import { HEALTH_LEAD } from './templates/health-lead';
import { mentionsHealth } from './turns';

const HEART =
  '\\b(?:(?:il )?cuore (?:bat\\w*|a mile|impazit\\w*|in gola)|batito (?:a mile|acelerat\\w*|impazit\\w*|fortisimo)|tachicard\\w*|palpitazion\\w*|(?:my )?heart (?:was |is |started |sudenly )*(?:racing|pounding|raced|pounded|going mad|beating (?:so )?fast)|palpitations?)';
const BREATH =
  '(?:non riusc\\w* a respirare|non riesco a respirare|fiato corto|(?:mi )?manca(?:va)? (?:l aria|il fiato|il respiro)|senza fiato|(?:couldnt|cant|could not|cannot) (?:catch my breath|breathe|get my breath)|short(?:nes)? of breath|breathles\\w*)\\b';

// Health told as a statement: a symptom that lasts, a mole that changed, chest tightness, days
// without eating or sleeping, low mood for weeks.
const HEALTH_STATEMENT = new RegExp(
  [
    '(?:mal di testa|emicrani\\w*|dolor\\w*|male (?:a|al|ala|alo)\\s+\\w+|nausea|vertigin\\w*|febre|tose|giu|trist\\w*|umore (?:a tera|baso|nero)|depres\\w*)\\b.{0,40}\\bda (?:\\w+ ){0,2}(?:setiman\\w|mes[ei]|giorni)',
    '(?:non (?:mangio|dormo|riesco a (?:mangiare|dormire))|senza (?:mangiare|dormire)) da (?:\\w+ )?(?:giorni|setiman\\w)',
    '\\b(?:neo|nei|macchia|macchie)\\b.{0,60}\\b(?:cambiat\\w|cresciut\\w|diventat\\w|sanguin\\w|ingrandit\\w|piu scur\\w|piu grand\\w)',
    // A lump found: a visit soon, not a guess ("un nodulo al seno", "a new lump under my arm").
    '\\b(?:nodul\\w*|bozz\\w*|pallin\\w*) (?:al|ala|alo|sul|sula|sulo|nel|nela|sotto|dietro) (?:\\w+ )?(?:seno|colo|ascela|braccio|gamba|tiroide|testicol\\w*|schiena|pelle|orechio|inguine)',
    '\\b(?:a|new|hard|smal|big) lump (?:in|on|under|near|behind) (?:my )?(?:\\w+ )?(?:breast|neck|armpit|arm|leg|back|testicle|skin|side|groin|ear)',
    '(?:streta|opresione|peso|dolore|male) al peto|peto (?:streto|chiuso)',
    '(?:headaches?|migraines?|pain|aches?|nausea|diz\\w+|fever|cough|low|down|depresed|sad)\\b.{0,40}\\bfor (?:\\w+ ){0,2}(?:we+ks?|months?|days)',
    '(?:havent|have not|not|cant|cannot) (?:eaten|slept|be+n eating|be+n sleping|eat|sleep)\\b.{0,20}\\b(?:days?|we+ks?)',
    '\\b(?:mole|spot)\\b.{0,30}\\b(?:changed|changing|grown|growing|bleding|biger|darker)',
    'chest (?:tightnes|fe+ls tight|is tight|tight|presure|hurts|hurting|pain|aches?)\\b|tight(?:nes)? (?:in|of) (?:my|the) chest|tight chest|pain in (?:my|the) chest',
    // Checking the body and searching symptoms: the health worry itself ("controllo il battito", "googling symptoms").
    'control\\w* (?:di continuo |sempre |ogni volta )?(?:il batito|la presione|il polso|i sintomi|il corpo|i nei)|cerc\\w* (?:i )?sintomi (?:su|in) (?:gogle|internet)|gogl\\w* (?:i )?sintomi|sintom\\w* (?:lo |li )?cerc\\w* su (?:gogle|internet)',
    'check\\w* (?:my )?(?:heart rate|pulse|blod presure|body|moles|symptoms)|gogl\\w* (?:my )?symptoms',
    // The heart racing with no breath, told as it happened: the GP, and 112 for the signs that cannot wait.
    `${HEART}.{0,80}${BREATH}|${BREATH}.{0,80}${HEART}`,
  ].join('|'),
);
/** A panic attack named as such has its own reply (opening.ts), with the GP for a first one. */
const PANIC_NAMED = /\b(?:panic\w*|panico|atac\w* (?:di|d) (?:panico|ansia)|anxiety atack)\b/;

export const isHealthStatement = (norm: string): boolean =>
  HEALTH_STATEMENT.test(norm) && !PANIC_NAMED.test(norm);
/** The doctor has already looked and found nothing ("ecg and bloods all normal", «esami tutti a posto»). */
const CHECKED = rx(
  '\\b(?:(?:all|everything|it all|they all|both|results?) (?:came back |were |was |is |are )?(?:normal|fine|clear|ok|okay)|(?:came back|were|was) (?:normal|fine|clear)|tutt[oi] (?:normal[ei]|a posto|ok|bene)|(?:esami|analisi|ecg|elettrocardiogramma|ecografia|risultati) (?:\\w+ )?(?:a posto|normali|buoni|ok|negativ\\w*)|(?:non|nulla|niente) (?:ha|hanno) trovato (?:niente|nulla)|found nothing|nothing (?:was )?found)\\b',
);
export const checkedAlready = (norm: string): boolean => CHECKED.test(norm);
const BODY_CHECKING = /\b(?:control\w*|check\w*|gogl\w*|cerc\w* (?:i )?sintomi)\b/;

/** A phrase cut before its end: it stops on a word that needs another after it. */
const CUT_SHORT =
  /\b(?:e|che|di|a|da|in|con|per|il|lo|la|i|gli|le|un|una|mi|ti|si|is|the|a|an|to|of|and|my|has|have|that|with|for|on|in)…?$/;

/** A calm pointer to the GP (the knowledge's wording where it has one), and 112 only for emergency signs. */
export function healthStatementReply(ctx: Ctx): { text: string; suggestions: [] } {
  const R = HEALTH_LEAD[ctx.lang];
  // Their words only when a whole phrase comes back ("ho notato che un neo sulla schiena è" would not).
  const phrase = keyPhrase(ctx.message);
  // ...and only a phrase that names the body or the worry ("my arm that's got bigger" would not).
  const said = normalize(phrase);
  const lead =
    CUT_SHORT.test(said) || !(isHealthStatement(said) || mentionsHealth(said))
      ? ctx.c.pick('r.hl', R.healthLead)
      : fill(ctx.c.pick('r.hlq', R.healthLeadQuote), { quote: q(ctx.lang, phrase) });
  // The clause that names the body is what is looked up ("…and I can't stop thinking about it" is not the subject).
  const part =
    ctx.message.split(/[,;.]|\s(?:and|but|e|ma)\s/iu).find((c) => {
      const n = normalize(c);
      return isHealthStatement(n) || mentionsHealth(n);
    }) ?? ctx.message;
  const asked = part.trim().replace(/[.!]+$/, '') + '?';
  const kctx = { topics: ['health'], seed: ctx.c.index('knowledge', 1_000_003) };
  // Checking the body over and over, or worrying after tests found nothing, is the health worry itself: its answer, not the symptom's.
  const ans =
    BODY_CHECKING.test(ctx.norm) || CHECKED.test(ctx.norm)
      ? answerWithEntry('health_anxiety', asked, ctx.lang, kctx)
      : answerQuestion(asked, ctx.lang, kctx);
  // Only a health entry speaks here (a sleep tip is not a pointer to the doctor).
  const answer = ans?.kind === 'health' ? ans.text : undefined;
  const gp =
    answer && /medico di base|\bGP\b/.test(answer) ? answer : paragraphs(answer, ctx.c.pick('r.gp', R.gp));
  return { text: paragraphs(lead, gp), suggestions: [] };
}
