/**
 * The language a message is written in, guessed from its function words, for the model's
 * per-language thresholds. The app's language setting is not used: people write in either
 * language whatever the interface says, and the model's scores behave by the words it reads.
 *
 * Reads the normalised tokens (featureTokens): a short list of words frequent in one language and
 * rare in the other ("a", "in", "no", "me", "so" belong to both and are left out) counts twice,
 * and any other word votes by its last letter. English needs more votes than Italian to win:
 * Italian is the default, and a message with no word at all (emoji only) is read as Italian.
 * Training and scoring call this same function.
 */
import { normalizeText } from '../../text/normalize';
import type { Lang } from '../../types';

const IT_WORDS =
  'e è che non di il lo la le gli un una uno per mi ho hai ha sono sei siamo ma con del della nella al da si ci ti mio mia miei sto sta piu anche come cosa perché oggi tutto tutti sempre ancora niente nessuno voglio vorrei fatto fare essere stato questo questa quello allora domani stanotte adesso ora poi dopo dove quando casa lavoro mamma papà comunque già così grazie ciao boh troppo molto bene male vero'.split(
    ' ',
  );
const EN_WORDS =
  "the and i my you is it to of this that with for just dont cant what was have be are at but your its on all want not like do if he she they we get im ive ill id been will would what's when how why there about from out up now know feel today tonight anymore everyone thanks please really again".split(
    ' ',
  );

// The lists go through the same normalisation as the messages ("perché" -> "perche", "tutto" -> "tuto").
function normalisedSet(words: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of words) for (const t of normalizeText(w).text.split(' ')) if (t) out.add(t);
  return out;
}
const IT = normalisedSet(IT_WORDS);
const EN = normalisedSet(EN_WORDS);
// Squeezing can fold an English word onto an Italian one ("all" -> "al"): such a word tells nothing.
for (const t of [...IT]) if (EN.delete(t)) IT.delete(t);

const WORD_RE = /^[a-z]+$/;
const CONSONANT_END_RE = /[bcdfghjklmnpqrstvwxyz]$/;
const AIO_END_RE = /[aio]$/;

/**
 * 'en' when the message has more English signs than Italian ones, else 'it'. Besides the function
 * words, a word's last letter votes: Italian words end in a vowel (the few that do not, "non",
 * "per", "il", are in the list), and most English words end in a consonant or "e".
 */
export function guessLanguage(tokens: ReadonlyArray<string | null>): Lang {
  let it = 0;
  let en = 0;
  for (const t of tokens) {
    if (t === null) continue;
    if (IT.has(t)) it += 2;
    else if (EN.has(t)) en += 2;
    else if (!WORD_RE.test(t) || t.length < 2) continue;
    else if (CONSONANT_END_RE.test(t)) en++;
    else if (AIO_END_RE.test(t)) it++;
  }
  return en > it ? 'en' : 'it';
}
