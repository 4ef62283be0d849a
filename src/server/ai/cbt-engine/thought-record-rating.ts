/**
 * Ratings as people write them ("7", "7/10", "7 su 10", "70%", "settanta", "seven", "molto"). The
 * thought record keeps them on 0-100 and says them back in the scale the person used first
 * (`EngineState.scale`), so a 7/10 that drops to 4/10 is never read back as "from 70 to 4".
 */
import type { EngineState, Lang } from '../types';
import { parseIntensity } from './intents';

export type Scale = 10 | 100;

export type Rating =
  /** `value` on 0-100; `scale` is the one the answer shows (null: a bare 0 or "half", true on both). */
  | { kind: 'value'; value: number; scale: Scale | null }
  /** A bare 1-10 when neither the answer nor the conversation tells which scale it is on. */
  | { kind: 'ambiguous'; raw: number }
  /** "molto", "a lot": an answer, but not a number to compare later. */
  | { kind: 'vague'; word: string }
  | { kind: 'none' };

const fold = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const TEN =
  /\b\d{1,2}(?:[.,]\d)?\s*(?:\/|su|out of|of)\s*(?:10|dieci|ten)\b|\b(?:su|out of)\s+(?:dieci|ten)\b/;
const HUNDRED = /%|\bper ?cento\b|\bpercent|\/\s*100\b|\b(?:su|out of)\s*(?:100|cento|a hundred)\b/;
const HALF = /\b(?:meta|half)\b/;
const VAGUE =
  /\b(?:moltissim[oaie]|molt[oaie]|tantissim[oaie]|tant[oaie]|parecchi[oaie]?|abbastanza|pochissim[oaie]|poc[oa]|un po|fortissim[oaie]|da morire|a lot|lots|very|really|so much|quite|a bit|a little|extremely|super|loads|not much|slightly)\b/;

/** The rating in one answer; `known` is the scale this conversation already uses. */
export function readRating(message: string, known: Scale | null): Rating {
  const v = parseIntensity(message);
  const s = fold(message);
  if (v === null) {
    const vague = VAGUE.exec(s);
    return vague ? { kind: 'vague', word: vague[0] } : { kind: 'none' };
  }
  if (TEN.test(s)) return { kind: 'value', value: v, scale: 10 };
  if (HUNDRED.test(s) || v > 10) return { kind: 'value', value: v, scale: HALF.test(s) ? known : 100 };
  if (known === 10) return { kind: 'value', value: v * 10, scale: 10 };
  if (known === 100 || v === 0) return { kind: 'value', value: v, scale: known };
  return { kind: 'ambiguous', raw: v };
}

const SCALE_WORDS = /\b(?:10|100|dieci|cento|ten|a hundred|hundred)\b/g;

/** The scale an answer to "7 out of 10 or out of 100?" names, when it says nothing else. */
function scaleNamed(message: string): Scale | null {
  const s = fold(message);
  if (parseIntensity(s.replace(SCALE_WORDS, ' ')) !== null) return null;
  if (/%|\b(?:100|cento|hundred|percent\w*|per ?cento|seconda|second|the latter)\b/.test(s)) return 100;
  if (/\b(?:10|dieci|ten|prima|first|the former)\b/.test(s)) return 10;
  return null;
}

function remember(state: EngineState, r: Rating): Rating {
  if (r.kind === 'value' && r.scale !== null && state.scale === null) state.scale = r.scale;
  return r;
}

/**
 * The rating of an answer, remembering the scale the person used first. With `pending` (a bare
 * number whose scale was asked once) the answer settles it; when it does not, the number is read
 * on the scale the question named (0-100), and the scale is not asked again.
 */
export function settleRating(state: EngineState, message: string, pending?: number): Rating {
  if (pending === undefined) return remember(state, readRating(message, state.scale));
  const named = scaleNamed(message);
  if (named)
    return remember(state, { kind: 'value', value: named === 10 ? pending * 10 : pending, scale: named });
  const again = readRating(message, state.scale);
  if (again.kind === 'value' && again.scale !== null) return remember(state, again);
  return remember(state, { kind: 'value', value: pending, scale: 100 });
}

/** A stored value still waiting for its scale: a bare 1-10 while the conversation has none. */
export function pendingValue(state: EngineState, value: number | undefined): number | undefined {
  return state.scale === null && value !== undefined && value >= 1 && value <= 10 ? value : undefined;
}

/** The placeholders of a rating question: its top ({max}) and an example answer ({example}). */
export function scaleVars(state: EngineState): { max: number; example: number } {
  return state.scale === 10 ? { max: 10, example: 8 } : { max: 100, example: 80 };
}

const tenths = (v: number, lang: Lang): string => {
  const x = Math.round(v) / 10;
  return Number.isInteger(x) ? String(x) : x.toFixed(1).replace('.', lang === 'it' ? ',' : '.');
};

/** One rating as the person would write it: "8 su 10", "80%". */
export function ratingText(value: number, scale: Scale, lang: Lang): string {
  if (scale === 10) return `${tenths(value, lang)} ${lang === 'it' ? 'su 10' : 'out of 10'}`;
  return `${Math.round(value)}%`;
}

/** "da 7 a 4 su 10", "from 70 to 35 out of 100": the record's line, one scale. */
export function rangeText(before: number, after: number, scale: Scale, lang: Lang): string {
  const b = scale === 10 ? tenths(before, lang) : String(Math.round(before));
  const a = scale === 10 ? tenths(after, lang) : String(Math.round(after));
  return lang === 'it' ? `da ${b} a ${a} su ${scale}` : `from ${b} to ${a} out of ${scale}`;
}

/** Italian article of a spoken number: l'80%, lo 0%, il 70%. */
function itArticle(n: number): 'il' | 'l' | 'lo' {
  if (n === 0) return 'lo';
  return n === 1 || n === 8 || n === 11 || (n >= 80 && n <= 89) ? 'l' : 'il';
}

const withArticle = (prep: 'da' | 'a', n: number): string => {
  const art = itArticle(n);
  const joined =
    prep === 'da'
      ? { il: 'dal ', l: 'dall\u2019', lo: 'dallo ' }
      : { il: 'al ', l: 'all\u2019', lo: 'allo ' };
  return `${joined[art]}${n}%`;
};

/** The change as a sentence opening: «Da 7 a 4 su 10», «Dall'80% al 40%», "From 70% to 35%". */
export function changeText(before: number, after: number, scale: Scale, lang: Lang): string {
  if (scale === 10) {
    const s = rangeText(before, after, 10, lang);
    return s.charAt(0).toUpperCase() + s.slice(1);
  }
  const [b, a] = [Math.round(before), Math.round(after)];
  if (lang === 'en') return `From ${b}% to ${a}%`;
  const s = `${withArticle('da', b)} ${withArticle('a', a)}`;
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const IT_POINTS = [
  'zero punti',
  'un punto',
  'due punti',
  'tre punti',
  'quattro punti',
  'cinque punti',
  'sei punti',
  'sette punti',
  'otto punti',
  'nove punti',
  'dieci punti',
];
const EN_POINTS = [
  'no points',
  'one point',
  'two points',
  'three points',
  'four points',
  'five points',
  'six points',
  'seven points',
  'eight points',
  'nine points',
  'ten points',
];

/** How far it moved, in the scale's points: «tre punti», "35 points". */
export function pointsText(delta: number, scale: Scale, lang: Lang): string {
  const d = Math.abs(delta);
  if (scale === 10 && d % 10 === 0) return (lang === 'it' ? IT_POINTS : EN_POINTS)[d / 10]!;
  const n = scale === 10 ? tenths(d, lang) : String(Math.round(d));
  const one = n === '1';
  return lang === 'it' ? `${n} ${one ? 'punto' : 'punti'}` : `${n} ${one ? 'point' : 'points'}`;
}
