/**
 * Thinking-trap (cognitive distortion) detector, Italian and English.
 *
 * A trained linear model decides (distortions/trap-model.ts: an "any trap" head and one head per
 * trap over hashed n-grams, thresholds chosen on a validation split). When the message reads
 * distorted (the "any" head and the surest trap head together), the traps whose heads pass their
 * thresholds are named, or, if none does, the one closest to its threshold. Questions put to the
 * companion and constructive plans are set aside before scoring (distortions/gate.ts). The rule
 * lexicons find the words to quote, drop a trap the message only denies, and decide alone if the
 * model file cannot be loaded. Deterministic, never throws.
 */
import { statements, type Statement } from './distortions/gate';
import { lexiconEvidence, lexiconScores } from './distortions/lexicon';
import { scoreTraps, type TrapScores } from './distortions/trap-model';
import { MAX_INPUT_CHARS, normalizeText } from './text/normalize';
import { DISTORTION_IDS, type DistortionId, type Lang } from './types';

export { DISTORTION_INFO, distortionInfo } from './distortions/explanations';

export interface DetectedDistortion {
  id: DistortionId;
  /** 0..1, rounded to two decimals; the trap's own threshold maps to DISTORTION_THRESHOLD. */
  score: number;
  /** The words of the message behind the trap (a cue of the lexicon, or the sentence that scored highest). */
  evidence: string;
}

/** Scores below this are not reported. */
export const DISTORTION_THRESHOLD = 0.5;
/** At most this many traps are named for one message. */
const MAX_NAMED = 3;
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

/** The traps to name from the model's scores, strongest first (none when the text reads balanced). */
function chooseTraps(s: TrapScores): Array<{ id: DistortionId; score: number }> {
  if (s.distorted < s.threshold) return [];
  const ranked = [...s.traps].sort(
    (a, b) => b.score - a.score || (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0),
  );
  const named = ranked.filter((t) => t.score >= DISTORTION_THRESHOLD).slice(0, MAX_NAMED);
  // The message reads distorted but no single head is sure which trap: name the likeliest, at the threshold.
  if (!named.length && ranked[0]) named.push({ ...ranked[0], score: DISTORTION_THRESHOLD });
  return named.map((t) => ({ id: t.id, score: t.score }));
}

function trimmed(s: Statement): string {
  return s.text.replace(/[\s.!?;,:]+$/u, '').trim();
}

/**
 * The words to quote for a trap: its strongest lexicon cue in the kept sentences, else the
 * sentence its head scores highest. Null when the sentences only deny the trap ("non sono un
 * fallito"): the n-grams read the label, not the "not", so the lexicon's denial check decides.
 */
function evidenceFor(
  id: DistortionId,
  parts: Statement[],
  lang: Lang,
  partScores: () => Array<TrapScores | null>,
): string | null {
  let best = { weight: 0, evidence: '' };
  let denied = true;
  for (const p of parts) {
    const hit = lexiconEvidence(p.norm, lang, id);
    denied &&= hit.denied;
    if (hit.weight > best.weight) best = hit;
  }
  if (denied) return null;
  if (best.evidence) return best.evidence;
  if (parts.length === 1) return trimmed(parts[0]!);
  let top = 0;
  let topP = -1;
  partScores().forEach((s, i) => {
    const p = s?.traps.find((t) => t.id === id)?.p ?? 0;
    if (p > topP) [top, topP] = [i, p];
  });
  return trimmed(parts[top]!);
}

function fromLexicon(kept: string, lang: Lang): DetectedDistortion[] {
  return lexiconScores(normalizeText(kept), lang)
    .filter((d) => d.score >= DISTORTION_THRESHOLD)
    .map((d) => ({ ...d, score: Math.round(d.score * 100) / 100 }))
    .sort((a, b) => b.score - a.score || (ORDER.get(a.id) ?? 0) - (ORDER.get(b.id) ?? 0));
}

/**
 * Detect thinking traps. Returns the traps named for the message, strongest first (empty when
 * none, and always for a question or a plan). When `lang` is omitted the language is guessed.
 * Never throws.
 */
export function detectDistortions(text: string, lang?: Lang): DetectedDistortion[] {
  try {
    if (typeof text !== 'string' || !text.trim()) return [];
    const half = MAX_INPUT_CHARS / 2;
    const src = text.length > MAX_INPUT_CHARS ? text.slice(0, half) + '\n' + text.slice(-half) : text;
    const parts = statements(src);
    if (!parts.length) return [];
    const useLang = lang ?? guessLang(parts.map((p) => p.norm.text).join(' '));
    const kept = parts.map((p) => p.text).join(' ');
    const scores = scoreTraps(kept);
    if (!scores)
      return fromLexicon(kept, useLang).map((d) => (src.includes(d.evidence) ? d : { ...d, evidence: '' }));
    // Each sentence scored alone, once, only if a trap needs a sentence to quote.
    let perPart: Array<TrapScores | null> | undefined;
    const partScores = (): Array<TrapScores | null> => (perPart ??= parts.map((p) => scoreTraps(p.text)));
    const out: DetectedDistortion[] = [];
    for (const t of chooseTraps(scores)) {
      const evidence = evidenceFor(t.id, parts, useLang, partScores);
      if (evidence !== null) out.push({ id: t.id, score: Math.round(t.score * 100) / 100, evidence });
    }
    return out;
  } catch {
    return [];
  }
}
