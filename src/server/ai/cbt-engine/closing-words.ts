/**
 * Reading a closing turn (turns.ts): a farewell, a goodnight, "va bene così per oggi", a thanks
 * ("grazie, ci provo", "thanks, that helps"), with no worry in it. closing.ts answers it.
 */
import { rx } from '../text/normalize';
import { readEmotions } from './emotions';
import type { ClosingFlavour } from './templates/closing';

const words = (norm: string): number => (norm.match(/[a-z0-9]+/g) ?? []).length;

const NIGHT = rx(
  '\\b(?:buonanotte|buona notte|good ?night|night night|nighty night|nite|gn)\\b|^(?:(?:ok|okay|allora|bene|grazie|thanks) )?(?:notte|night)$|\\s[.,!;]+\\s*(?:notte|night)[\\s.!]*$|\\b(?:alora|ok|ora|adeso|dai|grazie|thanks|then|now) (?:notte|night)[\\s.!]*$',
);
// "vado a dormire", "off to bed": a goodnight only in a short turn ("I could try going to bed earlier" is a plan).
// "ok, ora provo a dormire. notte", "gonna try to sleep now, night": trying to sleep now, with or without the "notte".
const BED = rx(
  '\\b(?:vado a dormire|vado a letto|me ne vado a letto|(?:ora|adesso) (?:provo a|vado a|cerco di) dormire|provo a dormire (?:ora|adesso)|off to bed|going to bed|going to sleep|heading to bed|(?:try|trying) to sleep now|(?:try|trying) and sleep now)(?:\\W+(?:notte|buonanotte|night|goodnight))?\\W*$',
);
/** "grazie, vado a dormire che domani sveglia alle 6": off to bed, with the reason. */
const BED_REASON = rx(
  '\\b(?:vado a dormire|vado a letto|off to bed|going to bed|heading to bed)\\W+(?:che|perche|xke|since|as|cause|because) (?:domani|tomorrow|i have|ho|i ve got|ive got)\\b',
);
// A farewell anywhere in the turn.
const FAREWELL = rx(
  '\\b(?:ciao ciao|ci sentiamo|alla prossima(?! (?:volta|cena|riunione|festa|lezione|uscita|occasione|settimana|seduta|visita|\\w+ (?:provo|chiedo|faccio|dico|vado|parlo)))|devo andare(?=\\W*(?:ora|adesso|via|ciao|$))|devo scappare|ti saluto|bye|goodbye|gotta go|got to go|i have to go|i need to go|i have to run|talk tomorrow|talk soon|catch you later)\\b',
);
// "a domani", "a presto", "see you": a farewell only at the start, after "ok/grazie/allora", or at
// the end after a comma ("rimando tutto a domani" is not one).
/** "ok, meno peggio di prima. ciao": a "ciao" that ends a turn of a few words is a goodbye (alone, a greeting). */
const CIAO_END = rx('\\S \\W*\\bciao(?: ciao)?\\W*$');
const SOFT_FAREWELL = rx(
  '(?:^|\\b(?:ok|okay|grazie|allora|bene|va bene|ciao|thanks|thank you|bye|cheers|alright)\\s+)(?:a domani|a presto|ci vediamo|see you(?: tomorrow| soon| later)?|talk later|later)\\b',
);
const ENOUGH = rx(
  '\\b(?:va bene cosi per (?:oggi|ora|adesso|stasera)|(?:basta|ok) (?:cosi )?per (?:oggi|ora|stasera)|per (?:oggi|ora|stasera) (?:basta|va bene|e abbastanza|puo bastare|mi fermo|chiudo)|mi fermo qui|chiudiamo qui|(?:that s|thats|that is) (?:all|enough|it) for (?:today|now|tonight)|enough for (?:today|now|tonight)|i ll stop (?:here|there)|ill stop (?:here|there)|let s (?:stop|leave it) (?:here|there)|lets (?:stop|leave it) (?:here|there))\\b',
);
const THANKS = rx(
  '\\b(?:grazie|grz|graz|grazi|ringrazio|thank you|thanks|thx|tnx|ty|cheers|appreciate it|much appreciated|i appreciate (?:it|this|that|you))\\b',
);
const BETTER = rx(
  '\\b(?:mi sento (?:un po |gia )?(?:meglio|piu legger\\w|sollevat\\w)|sto (?:un po |gia )?meglio|va (?:un po |gia )?meglio|mi sento (?:gia |un po )?meno sol[oa]|i feel (?:a bit |a little |much |so much )?(?:better|lighter|calmer|less alone|less lonely)|feeling (?:a bit |a little )?(?:better|lighter|calmer))\\b',
);
const HELPED = rx(
  '\\b(?:mi hai aiutat\\w|mi ha aiutat\\w|mi (?:e|sei) stat[oa] utile|mi e servit[oa]|mi ha fatto bene|mi hai dato (?:un idea|uno spunto|qualche idea)|utile|that helps|that helped|this helps|this helped|it helps|it helped|you helped|helped a lot|helpful|useful|gave me (?:an idea|something to think about)|(?:you have|youve|you ve) been (?:so |very |most |really )?(?:patient|kind|helpful|lovely)|(?:sei|e) stat[oa] (?:molto |davvero |tanto )?(?:gentile|paziente|preziosa|prezioso)|(?:almeno |ora |adesso )?ho un piano|(?:at least |now )?i (?:have|ve got|got) a plan|grazie (?:per|di) (?:non )?(?:aver\\w*|esserci|l ascolto|la pazienza)|thank(?:s| you) for (?:not )?(?:\\w+ing|the chat|your patience))\\b',
);
export const TRYING = rx(
  '\\b(?:ci provo|ci provero|lo provo|lo provero|provero|lo faccio|i ll try|ill try|i will try|i ll do it|ill do it|will do)\\b',
);
// "grazie, però ho ancora paura", "thanks but I still feel awful": the worry is the turn.
// "…ma almeno ho un piano", "but at least I have a plan": a but that ends on the better side.
const BUT = rx('\\b(?:pero|ma|anche se|but|however|although|though|yet)\\b(?! (?:almeno|at least)\\b)');

// "I still say goodnight to him", «gli dico ancora buonanotte»: a goodnight told, said to someone else.
const NIGHT_TOLD = rx(
  '\\b(?:say|said|saying|says|tell|told|wish|wished|dico|dice|dire|detto|dicevo|auguro|augurare)\\b(?: \\w+){0,3} (?:buonanotte|buona notte|good ?night)\\b',
);
// "is it weird that I still…", «è strano che…»: a question, even typed without its question mark.
const ASKS = rx('^(?:is it|is that|am i|do you|does it|would it|should i|e normale|e strano|e grave|secondo te)\\b');

/** The kind of close this is, or null when the turn is not a closing. */
export function closingFlavour(message: string, norm: string): ClosingFlavour | null {
  const n = words(norm);
  if (message.includes('?') || n > 12 || BUT.test(norm) || NIGHT_TOLD.test(norm) || ASKS.test(norm)) return null;
  const night = NIGHT.test(norm) || (n <= 8 && BED.test(norm)) || (n <= 12 && BED_REASON.test(norm));
  const bye = FAREWELL.test(norm) || SOFT_FAREWELL.test(norm) || CIAO_END.test(norm);
  const enough = ENOUGH.test(norm);
  const thanks = THANKS.test(norm);
  if (!night && !bye && !enough && !thanks) return null;
  // A thanks said with a new plan or a whole story is not a close: only a short one is, or one that
  // says it helped ("ok thank you, I feel a bit better now").
  // "ok thanks, ci provo al prossimo one to one": a thanks with "I'll try it" closes too.
  if (!night && !bye && !enough && n > 8 && !BETTER.test(norm) && !HELPED.test(norm) && !TRYING.test(norm))
    return null;
  const { primary } = readEmotions(norm);
  // A feeling other than tiredness before bed is a worry to answer, not a close.
  // "mi sento già meno sola": the feeling named is the one that eased.
  if (primary && !BETTER.test(norm) && !(primary === 'tiredness' && (night || bye))) return null;
  if (night) return 'night';
  if (BETTER.test(norm)) return 'better';
  if (HELPED.test(norm)) return 'helped';
  if (enough) return 'enough';
  return thanks ? 'thanks' : 'bye';
}

export const isClosing = (message: string, norm: string): boolean => closingFlavour(message, norm) !== null;

/** Words that go with a close and say nothing of their own: "ok", "ora", "scusa", "now", "sorry". */
const CLOSE_FILLER = rx(
  '\\b(?:va bene|piu tardi|ciao|riprendiamo|continuiamo|ne riparliamo|pick (?:it|this) up|continue|let s|lets|for now|a lot|so much|very much|ok|okay|allora|bene|ora|adesso|scusa|scusami|comunque|si|dai|e|mille|davvero|domani|dopo|anyway|well|so|now|really|sorry|yeah|yes|right|alright|and|tomorrow|later|i)\\b',
  'g',
);

/**
 * A close in the middle of a guided exercise ("grazie, per oggi basta", "ok ora devo andare",
 * "I have to go now"): a goodbye, a goodnight or "enough for today", with nothing else in it. A
 * thanks alone is not one, and neither is an answer to the step that holds a farewell or a thanks
 * among its own words ("grazie, ho pensato che sono un disastro", "ho pensato: devo andare via").
 */
export function closesExercise(message: string, norm: string): boolean {
  if (!closingFlavour(message, norm)) return false;
  const n = words(norm);
  if (
    !NIGHT.test(norm) &&
    !(n <= 6 && BED.test(norm)) &&
    !FAREWELL.test(norm) &&
    !SOFT_FAREWELL.test(norm) &&
    !ENOUGH.test(norm)
  )
    return false;
  const rest = [NIGHT, BED, FAREWELL, SOFT_FAREWELL, ENOUGH, THANKS, BETTER, HELPED, CLOSE_FILLER].reduce(
    (t, re) => t.replace(new RegExp(re.source, 'g'), ' '),
    norm,
  );
  return words(rest) === 0;
}
