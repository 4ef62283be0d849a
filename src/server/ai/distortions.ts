/**
 * Cognitive distortion detector (Italian and English), rule and lexicon based.
 *
 * Each cue has a weight; the cues that match a message combine by noisy-OR
 * (1 - prod(1 - w)), so two weak cues can together pass the 0.5 threshold
 * while one weak cue cannot. A denial right before a cue ("non sono un
 * fallito", "I'm not saying...") damps it. Deterministic and fast: a few
 * hundred precompiled regular expressions over a short normalised string.
 */
import { EN_RULES, type Rule } from './distortions/lexicon-en';
import { IT_RULES } from './distortions/lexicon-it';
import { normalizeText, originalSpan, rx } from './text/normalize';
import { DISTORTION_IDS, type DistortionId, type Lang } from './types';

export { DISTORTION_INFO, distortionInfo, type DistortionInfo } from './distortions/explanations';

export interface DetectedDistortion {
  id: DistortionId;
  /** 0..1, rounded to two decimals. */
  score: number;
  /** The words of the message behind the strongest cue. */
  evidence: string;
}

/** Scores below this are not reported. */
export const DISTORTION_THRESHOLD = 0.5;

interface CompiledRule {
  id: DistortionId;
  weight: number;
  re: RegExp;
}

function compile(rules: readonly Rule[]): CompiledRule[] {
  return rules.map(([id, weight, source]) => ({ id, weight, re: rx(source, 'g') }));
}

const COMPILED: Record<Lang, CompiledRule[]> = { it: compile(IT_RULES), en: compile(EN_RULES) };
const DENIAL_RE = rx('\\b(?:non|not|never|dont|didnt|isnt|wasnt|arent|mai|nemmeno|neanche)\\s*$');
/** "He thinks I'm useless": a label someone else is imagined to hold is mind reading more than labeling. */
const REPORTED_RE = rx(
  '\\b(?:thinks?|thought|believes?|says?|said|finds? me|calls? me|sees? me as|pensa|pensano|pensava|pensato|penseranno|crede|credono|creduto|dice|dicono|detto|mi trova|mi trovano|mi vede|mi considera)(?: che)?(?: io)?\\s*$',
);
const ORDER = new Map(DISTORTION_IDS.map((id, i) => [id, i] as const));

/** Guess the language of a message from a few frequent function words. */
export function guessLang(normalized: string): Lang {
  const it = (
    normalized.match(/\b(?:che|non|sono|mi|il|la|per|di|e|un|una|ho|perche|ma|piu|anche|mio|mia)\b/g) ?? []
  ).length;
  const en = (
    normalized.match(/\b(?:the|and|i|im|to|is|my|it|of|that|you|but|dont|was|have|me|for)\b/g) ?? []
  ).length;
  return en > it ? 'en' : 'it';
}

function scoreWith(
  rules: CompiledRule[],
  text: string,
): Map<DistortionId, { miss: number; best: number; start: number; end: number }> {
  const acc = new Map<DistortionId, { miss: number; best: number; start: number; end: number }>();
  for (const r of rules) {
    r.re.lastIndex = 0;
    const m = r.re.exec(text);
    if (!m) continue;
    let w = r.weight;
    const before = text.slice(Math.max(0, m.index - 12), m.index);
    if (DENIAL_RE.test(before)) w *= 0.3;
    if (r.id === 'labeling' && REPORTED_RE.test(text.slice(Math.max(0, m.index - 30), m.index))) w *= 0.5;
    const cur = acc.get(r.id) ?? { miss: 1, best: 0, start: 0, end: 0 };
    cur.miss *= 1 - w;
    if (w > cur.best) {
      cur.best = w;
      cur.start = m.index;
      cur.end = m.index + m[0].length;
    }
    acc.set(r.id, cur);
  }
  return acc;
}

/**
 * Detect cognitive distortions. Returns the distortions whose score reaches
 * the threshold, strongest first (empty when none). When `lang` is omitted the
 * language is guessed. Never throws.
 */
export function detectDistortions(text: string, lang?: Lang): DetectedDistortion[] {
  try {
    const n = normalizeText(text);
    if (!n.text) return [];
    const useLang = lang ?? guessLang(n.text);
    const acc = scoreWith(COMPILED[useLang], n.text);
    const out: DetectedDistortion[] = [];
    for (const [id, a] of acc) {
      const score = Math.round((1 - a.miss) * 100) / 100;
      if (score >= DISTORTION_THRESHOLD) out.push({ id, score, evidence: originalSpan(n, a.start, a.end) });
    }
    out.sort((a, b) => b.score - a.score || (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0));
    return out;
  } catch {
    return [];
  }
}
