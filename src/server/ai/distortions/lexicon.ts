/**
 * The rule lexicons (lexicon-it.ts, lexicon-en.ts) at run time. They no longer decide whether a
 * trap is there (the model does, trap-model.ts); they find the words to quote as evidence, and
 * they decide alone only when the model file cannot be loaded.
 *
 * Each cue has a weight; the cues that match combine by noisy-OR (1 - prod(1 - w)), so two weak
 * cues can together pass 0.5 while one weak cue cannot. A denial right before a cue ("non sono un
 * fallito", "I'm not saying...") damps it.
 */
import { originalSpan, rx, type NormalizedText } from '../text/normalize';
import { DISTORTION_IDS, type DistortionId, type Lang } from '../types';
import { EN_RULES, type Rule } from './lexicon-en';
import { IT_RULES } from './lexicon-it';

interface CompiledRule {
  id: DistortionId;
  weight: number;
  re: RegExp;
}

interface Hit {
  miss: number;
  best: number;
  start: number;
  end: number;
}

function compile(rules: readonly Rule[]): CompiledRule[] {
  return rules.map(([id, weight, source]) => ({ id, weight, re: rx(source, 'g') }));
}

const COMPILED: Record<Lang, CompiledRule[]> = { it: compile(IT_RULES), en: compile(EN_RULES) };
const BY_ID: Record<Lang, Map<DistortionId, CompiledRule[]>> = {
  it: new Map(DISTORTION_IDS.map((id) => [id, COMPILED.it.filter((r) => r.id === id)])),
  en: new Map(DISTORTION_IDS.map((id) => [id, COMPILED.en.filter((r) => r.id === id)])),
};
const DENIAL_RE = rx('\\b(?:non|not|never|dont|didnt|isnt|wasnt|arent|mai|nemmeno|neanche)\\s*$');
const NOT_RE = /\b(?:not|non) /g;
/** "He thinks I'm useless": a label someone else is imagined to hold is mind reading more than labeling. */
const REPORTED_RE = rx(
  '\\b(?:thinks?|thought|believes?|says?|said|finds? me|calls? me|sees? me as|pensa|pensano|pensava|pensato|penseranno|crede|credono|creduto|dice|dicono|detto|mi trova|mi trovano|mi vede|mi considera)(?: che)?(?: io)?\\s*$',
);

function scoreWith(rules: readonly CompiledRule[], text: string): Map<DistortionId, Hit> {
  const acc = new Map<DistortionId, Hit>();
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

/** Every trap the lexicon scores in a message: id, noisy-OR score and the words of its strongest cue. */
export function lexiconScores(
  n: NormalizedText,
  lang: Lang,
): Array<{ id: DistortionId; score: number; evidence: string }> {
  return [...scoreWith(COMPILED[lang], n.text)].map(([id, a]) => ({
    id,
    score: 1 - a.miss,
    evidence: originalSpan(n, a.start, a.end),
  }));
}

export interface LexiconEvidence {
  /** Weight of the strongest cue of the trap that is not denied (0 when there is none). */
  weight: number;
  /** The words behind that cue ('' when there is none). */
  evidence: string;
  /** Every cue of the trap the text holds is denied ("non sono un fallito", "I'm not a loser"). */
  denied: boolean;
}

/**
 * The cues of one trap in a normalised text: the words behind the strongest one, and whether the
 * text only denies the trap. Only that trap's rules run.
 */
export function lexiconEvidence(n: NormalizedText, lang: Lang, id: DistortionId): LexiconEvidence {
  let best = { weight: 0, start: 0, end: 0 };
  let matched = false;
  for (const r of BY_ID[lang].get(id) ?? []) {
    r.re.lastIndex = 0;
    const m = r.re.exec(n.text);
    if (!m) continue;
    matched = true;
    if (DENIAL_RE.test(n.text.slice(Math.max(0, m.index - 12), m.index))) continue;
    if (r.weight > best.weight) best = { weight: r.weight, start: m.index, end: m.index + m[0].length };
  }
  // "I'm not a loser": the cue ("im a loser") only appears once the "not" is taken out.
  const without = matched ? n.text : n.text.replace(NOT_RE, '');
  if (without !== n.text)
    matched = (BY_ID[lang].get(id) ?? []).some((r) => ((r.re.lastIndex = 0), r.re.test(without)));
  const evidence = best.weight ? originalSpan(n, best.start, best.end) : '';
  return { weight: best.weight, evidence, denied: matched && !best.weight };
}
