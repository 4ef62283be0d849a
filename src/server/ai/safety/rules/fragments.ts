/** Pieces of patterns shared by several rules, built from the word lists. */
import { alt, or, R } from './build';
import * as words from './words';

export const dieIdiomIt = R`(?:dal|dalle|dalla|di|per la) ${alt(words.dieIdiomCausesIt)}`;

export const dieIdiomEn = R`(?:of|from|with|laughing) ${alt(words.dieIdiomCausesEn)}|(?:laughing)`;

/** "Dormirei per sempre la domenica mattina": a lie-in, not an ending. */
export const sleepIn = or(
  R`(?:la|il|di|nel|nei|ogni) ${alt(words.sleepInTimesIt)}`,
  'quando suona la sveglia',
  'when the alarm',
  'on (?:sundays|weekends|mondays)',
);

export const fictionNear = R`\b${alt(words.fictionWords)}\b`;

/** A filler word that is not a denial (so "spero che non mi succeda" is not "spero che mi succeda"). */
export const plainWord = R`(?: (?!(?:non|not|never|dont|mai|no|nothing|niente|nessuno)\b)\w+)`;

/** Between a quantity and the medicine: containers and function words only ("tutta la scatola di", "30 of my"). */
export const quantityGap = R`(?: ${alt(words.quantityGapWords)}){0,4}(?: \w+)?`;

export const itchNotHarm = R`\b${alt(words.itchNotHarmWords)}\b`;

export const familyIdiom = or(
  R`\b${alt(words.familyIdiomPeople)}\b.{0,60}\b${alt(words.familyIdiomTriggers)}\b`,
  R`\b(?:lol|lmao|haha\w*|ahah\w*|jk|kidding|joking|scherz\w*)\b`,
);

export const ordinaryGoodbye = R`\b${alt(words.ordinaryGoodbyeWords)}\b`;

/** Stroke signs (FAST): face, one-sided weakness or numbness, speech. Two different ones together are an emergency. */
export const strokeFace = R`\b${alt(words.strokeFaceSigns)}`;

export const strokeLimb = R`\b${alt(words.strokeLimbSigns)}`;

export const strokeSpeech = R`\b${alt(words.strokeSpeechSigns)}`;

/** Ordinary plans that explain a chosen date, "tonight's the night" or "this time I'm doing it". */
export const ordinaryPlan = R`\b${alt(words.ordinaryPlanWords)}\b`;
