/**
 * Features of the local crisis classifier: hashed word 1-2-grams and character 3-5-grams of the
 * normalised text. Training (scripts/train-crisis-model.ts) and scoring (score.ts) call the same
 * function with the settings stored in the model file, so the two can never drift apart.
 *
 * Text: normalizeText (lowercase, accents folded, repeated letters squeezed, leetspeak and chat
 * abbreviations expanded), then what the rules do not need: punctuation dropped (a sentence end
 * still breaks the bigram chain), every digit read as 0 ("ho 13 anni" and "ho 14 anni" share
 * features) and emoji kept as words (the rules' tokeniser drops them, yet 🪦 or 🔪 carry meaning).
 *
 * Vector: each n-gram is hashed (32-bit FNV-1a, one seed per kind so a word and a character
 * gram never share a slot on purpose) into `buckets` slots; counts are log-scaled (log 1 + c) or
 * binary, then the vector is L2-normalised so long and short messages score on one scale, except
 * that a very short one is divided by a floor instead (`minSquaredNorm`): two words are little
 * evidence, and plain L2 would make them as decisive as a paragraph.
 */
import { hashString, mix } from '../../text/hash';
import { MAX_INPUT_CHARS, normalizeText, squeeze } from '../../text/normalize';
import type { Lang } from '../../types';
import { guessLanguage } from './language';

export interface FeatureSettings {
  /** Number of hash slots; a power of two. */
  buckets: number;
  /** Word n-gram lengths, inclusive: [1, 2]. */
  wordNgrams: [number, number];
  /** Character n-gram lengths within a word padded with spaces, inclusive: [3, 5]. */
  charNgrams: [number, number];
  /** How a count becomes a value before normalisation. */
  weighting: 'log' | 'binary';
  /** Extra weight of word n-grams against the (far more numerous) character n-grams. */
  wordWeight: number;
  /**
   * Floor of the squared norm the vector is divided by (0: plain L2). A message with only a few
   * n-grams is scaled as if it were longer, so one or two words ("stanotte", "non lo so") count as
   * little evidence and score near the prior instead of at an extreme.
   */
  minSquaredNorm?: number;
  /**
   * Words within this many tokens after a negation ("not", "never", "non", "mai"), in the same
   * clause, also count as negated words of their own (0 or absent: off). "not suicidal" and
   * "mai pensato di farmi del male" then differ from the plain words, which stay as they are.
   */
  negationWindow?: number;
  /**
   * Words within this many tokens after someone else is named ("my mum", "mio fratello", "he",
   * "lei", the cat), in the same clause and until the person speaks of themselves again ("I",
   * "io"), also count as words about someone else (0 or absent: off). "my mum would be really
   * hurt" then differs from "I am really hurt", which stays as it is.
   */
  subjectWindow?: number;
}

export const DEFAULT_FEATURES: FeatureSettings = {
  buckets: 1 << 18,
  wordNgrams: [1, 2],
  charNgrams: [3, 5],
  weighting: 'log',
  wordWeight: 1,
};

/** A sparse vector: slot indices (may repeat only after folding) and their values. */
export interface SparseVector {
  idx: Int32Array;
  val: Float64Array;
  /** Squared norm before scaling (how much text there was to read). */
  sq?: number;
  /** The language the words look like (language.ts), for the per-language thresholds. */
  lang?: Lang;
}

const SEED_WORD = 0x811c9dc5;
const SEED_BIGRAM = 0x2f6b1a3d;
const SEED_CHAR = 0x5bd1e995;
const SEED_EMOJI = 0x27d4eb2f;
const SEED_NEGATED = 0x165667b1;
const SEED_OTHER = 0x3c6ef372;

// Normalised forms (featureTokens): "don't" -> "dont", "nessuno" -> "nesuno".
const NEGATIONS = new Set(
  'not no never dont didnt doesnt wont wouldnt cant couldnt isnt arent wasnt havent hasnt nothing nobody none non mai nesun nesuno nesuna niente nula senza neanche nemeno nepure'.split(
    ' ',
  ),
);

const words = (list: string): Set<string> => new Set(list.split(' ').map(squeeze));

/** Someone else named as who the clause is about: a pronoun, or a relative, friend or pet after a possessive. */
const OTHER_PRONOUNS = words('he hes she shes they theyre lui lei loro');
const POSSESSIVES = words(
  'my his her our their mio mia miei mie suo sua suoi sue nostro nostra nostri nostre',
);
const OTHERS = words(
  'mum mom mother dad father parents sister brother son daughter wife husband partner boyfriend girlfriend friend friends cousin aunt uncle grandma grandpa grandmother grandfather nan colleague coworker boss roommate flatmate neighbour neighbor teacher cat dog pet puppy kitten ' +
    'mamma madre papa padre genitori sorella fratello figlio figlia moglie marito compagno compagna ragazzo ragazza fidanzato fidanzata amico amica amici amiche cugino cugina zio zia nonno nonna collega capo coinquilino coinquilina vicino vicina professore professoressa gatto gatta cane cagnolino gattino',
);
/** The person speaks of themselves again: the clause is theirs. */
const SELF = words('i im ive id io');

const PUNCT = new Set(['.', ',', '!', '?', ';', ':', '"']);
const EMOJI_RE = /\p{Extended_Pictographic}/gu;
const DIGIT_RE = /[0-9]/g;

/** Words of the normalised text, with null where a sentence or clause ends (no bigram across it). */
export function featureTokens(text: unknown): Array<string | null> {
  const norm = normalizeText(text);
  const out: Array<string | null> = [];
  for (const tok of norm.text.split(' ')) {
    if (!tok) continue;
    if (PUNCT.has(tok)) {
      if (out.length && out[out.length - 1] !== null) out.push(null);
      continue;
    }
    out.push(tok.replace(DIGIT_RE, '0'));
  }
  return out;
}

function emojiOf(text: unknown): string[] {
  if (typeof text !== 'string') return [];
  const half = MAX_INPUT_CHARS / 2;
  const src = text.length > MAX_INPUT_CHARS ? text.slice(0, half) + text.slice(-half) : text;
  return src.match(EMOJI_RE) ?? [];
}

/**
 * One token through the subject window: the tokens left after it, or (negated, plus one) the tokens
 * left when this token is a word about someone else and counts apart.
 */
function subjectStep(tok: string, prev: string | null, left: number, window: number): number {
  if (OTHER_PRONOUNS.has(tok) || (OTHERS.has(tok) && prev !== null && POSSESSIVES.has(prev))) return window;
  if (SELF.has(tok)) return 0;
  return left > 0 ? -left : 0;
}

/** Per-call scratch: counts by slot and the list of slots touched (single-threaded, reused). */
let scratch = new Float64Array(0);
let touched = new Int32Array(1024);

/** Records slot `i` as the `k`th touched, growing the list when it is full. */
function touch(k: number, i: number): void {
  if (k === touched.length) {
    const grown = new Int32Array(touched.length * 2);
    grown.set(touched);
    touched = grown;
  }
  touched[k] = i;
}

function slot(h: number, mask: number): number {
  return mix(h, 0) & mask;
}

/**
 * The feature vector of a message. Deterministic, allocation-light, never throws on any input
 * (non-strings count as empty).
 */
export function extractFeatures(text: unknown, settings: FeatureSettings = DEFAULT_FEATURES): SparseVector {
  const buckets = settings.buckets;
  const mask = buckets - 1;
  if (scratch.length !== buckets) scratch = new Float64Array(buckets);
  const counts = scratch;
  const binary = settings.weighting === 'binary';
  let n = 0;
  const add = (i: number, w: number): void => {
    if (counts[i] === 0) touch(n++, i);
    counts[i] = binary ? Math.max(counts[i]!, w) : counts[i]! + w;
  };
  const tokens = featureTokens(text);
  const [wMin, wMax] = settings.wordNgrams;
  const [cMin, cMax] = settings.charNgrams;
  const ww = settings.wordWeight;
  const negWindow = settings.negationWindow ?? 0;
  const otherWindow = settings.subjectWindow ?? 0;
  let negLeft = 0;
  let otherLeft = 0;
  let prev: string | null = null;
  for (const tok of tokens) {
    if (tok === null) {
      prev = null;
      negLeft = 0;
      otherLeft = 0;
      continue;
    }
    if (otherWindow > 0) {
      otherLeft = subjectStep(tok, prev, otherLeft, otherWindow);
      if (otherLeft < 0) {
        add(slot(hashString(tok, SEED_OTHER), mask), ww);
        otherLeft = -otherLeft - 1;
      }
    }
    if (negWindow > 0) {
      if (NEGATIONS.has(tok)) negLeft = negWindow;
      else if (negLeft > 0) {
        add(slot(hashString(tok, SEED_NEGATED), mask), ww);
        negLeft--;
      }
    }
    if (wMin <= 1 && wMax >= 1) add(slot(hashString(tok, SEED_WORD), mask), ww);
    if (wMin <= 2 && wMax >= 2 && prev !== null)
      add(slot(hashString(tok, hashString(' ', hashString(prev, SEED_BIGRAM))), mask), ww);
    prev = tok;
    if (cMax >= cMin && cMin > 0) {
      // Character grams of " tok ", hashed incrementally from each start: no substrings built.
      const len = tok.length + 2;
      for (let s = 0; s + cMin <= len; s++) {
        let h = SEED_CHAR;
        const stop = Math.min(len, s + cMax);
        for (let j = s; j < stop; j++) {
          const c = j === 0 || j === len - 1 ? 32 : tok.charCodeAt(j - 1);
          h = Math.imul(h ^ c, 0x01000193) >>> 0;
          if (j - s + 1 >= cMin) add(slot(h, mask), 1);
        }
      }
    }
  }
  for (const e of emojiOf(text)) add(slot(hashString(e, SEED_EMOJI), mask), ww);

  const idx = new Int32Array(n);
  const val = new Float64Array(n);
  let sq = 0;
  for (let k = 0; k < n; k++) {
    const i = touched[k]!;
    const c = counts[i]!;
    counts[i] = 0;
    // Binary keeps the kind's weight; log scales the weighted count.
    const v = binary ? c : Math.log1p(c);
    idx[k] = i;
    val[k] = v;
    sq += v * v;
  }
  if (sq > 0) {
    const inv = 1 / Math.sqrt(Math.max(sq, settings.minSquaredNorm ?? 0));
    for (let k = 0; k < n; k++) val[k]! *= inv;
  }
  return { idx, val, sq, lang: guessLanguage(tokens) };
}
