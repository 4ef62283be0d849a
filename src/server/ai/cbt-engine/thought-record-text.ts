/**
 * What the thought record says besides moving on: the emotion's name, the hints for the harder
 * steps, the question of the current step (after an explanation or a check-in) and the summary.
 */
import { detectDistortions, distortionInfo } from '../distortions';
import { normalizeText } from '../text/normalize';
import type { ThoughtRecordState } from '../types';
import { freshBalanced } from './balanced';
import { readEmotions } from './emotions';
import { parseIntensity } from './intents';
import { fill, quote, type Composer } from './state';
import { changeText, pointsText, rangeText, scaleVars } from './thought-record-rating';
import { THOUGHT_RECORD_TEMPLATES } from './templates/thought-record';

const MAX_FIELD = 600;

export function clip(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, MAX_FIELD);
}

// Words around a feeling that are not the feeling: "mi sentivo", "I felt", "direi", "about".
const EDGE = new Set(
  (
    'mi ti sento sentivo sentita sentito sentiti sentite sono ero era ho avevo provato provata provavo provo direi ' +
    'tipo circa forse un una uno il la lo l di e ed con emozione intensita intensità su per cento punti o ' +
    'i im feel felt feeling feelings was were am like about around maybe it its the a an and with emotion ' +
    'intensity of out percent points or kind sort just'
  ).split(' '),
);
// How strong, not what: dropped anywhere, the rating step asks for the number.
const AMOUNT =
  /^(?:moltissim[oaie]|molt[oaie]|tantissim[oaie]|tant[oaie]|parecchi[oaie]?|abbastanza|davvero|proprio|troppo|completamente|totalmente|very|really|so|quite|super|extremely|bit|little|lot|lots|pretty|totally)$/;
const NUMBER_FORM =
  /\b\d{1,3}(?:[.,]\d+)?\s*(?:%|\/\s*100|\/\s*10|su\s*100|su\s*10|su\s*dieci|per ?cento|percent|out of 100|out of 10|out of ten)?/gi;

const tokensOf = (s: string): string[] => s.split(/[\s,;:.!?()«»"“”]+/u).filter(Boolean);

/** The answer without its rating, leading "mi sentivo" and amounts: the person's words for the feeling. */
function ownFeelingWords(message: string): string[] {
  const words = tokensOf(message.replace(NUMBER_FORM, ' ').toLowerCase()).filter(
    (w) => !AMOUNT.test(w) && parseIntensity(w) === null,
  );
  let a = 0;
  let b = words.length;
  while (a < b && EDGE.has(words[a]!.replace(/[’']/g, ''))) a++;
  while (b > a && EDGE.has(words[b - 1]!.replace(/[’']/g, ''))) b--;
  return words.slice(a, b);
}

/** In a long answer, the first one to three words the emotion lexicon reads as a feeling. */
function feelingSpan(words: string[]): string[] | undefined {
  const max = Math.min(words.length, 40);
  for (let i = 0; i < max; i++)
    for (let n = 1; n <= 3 && i + n <= max; n++) {
      const span = words.slice(i, i + n);
      if (readEmotions(normalizeText(span.join(' ')).text).emotions.some((e) => e !== 'positive'))
        return span;
    }
  return undefined;
}

/**
 * The emotion as the person named it, lower-case with their accents («schiacciata», "wound up",
 * «in colpa»), never swapped for a lexicon synonym; undefined when the answer names none.
 */
export function emotionName(norm: string, message: string): string | undefined {
  const words = ownFeelingWords(message);
  if (words.length === 0) return undefined;
  const named = readEmotions(norm).emotions.some((e) => e !== 'positive');
  if (words.length <= 5) return clip(words.join(' ')).slice(0, 40);
  if (!named) return undefined;
  const span = words.length <= 6 ? words : (feelingSpan(words) ?? words.slice(0, 5));
  return clip(span.join(' ')).slice(0, 40);
}

export function emotionLabel(c: Composer, tr: ThoughtRecordState): string {
  return tr.emotion ? quote(tr.emotion, 40) : THOUGHT_RECORD_TEMPLATES[c.lang].thisFeeling;
}

export function hintQuestion(c: Composer, thought: string | undefined): string {
  const d = thought ? detectDistortions(thought, c.lang)[0] : undefined;
  const qs = d
    ? distortionInfo(d.id, c.lang).questions.slice(0, 2)
    : distortionInfo('fortune_telling', c.lang)
        .questions.slice(0, 1)
        .concat(distortionInfo('labeling', c.lang).questions.slice(1, 2));
  return c.pick('tr.hintQ', qs);
}

/** An alternative to the automatic thought that this conversation has not heard yet, if one is left. */
export function balancedHint(c: Composer, thought: string | undefined): string | undefined {
  const d = thought ? detectDistortions(thought, c.lang)[0] : undefined;
  return freshBalanced(c, d?.id ?? 'emotional_reasoning');
}

export function rerateQuestion(c: Composer, tr: ThoughtRecordState): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const vars = scaleVars(c.state);
  return tr.emotion
    ? fill(c.pick('tr.rerate', t.askRerate), { ...vars, emotion: emotionLabel(c, tr) })
    : fill(c.pick('tr.rerateNo', t.askRerateNoEmotion), vars);
}

/** How the feeling moved, in the person's scale: «Da 7 a 4 su 10: tre punti in meno.» */
function changeLine(c: Composer, before: number, after: number): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const scale = c.state.scale ?? 100;
  const delta = before - after;
  // One point is the smallest step people use on 0-10; five on 0-100.
  const step = scale === 10 ? 10 : 5;
  const vars = { change: changeText(before, after, scale, c.lang), delta: pointsText(delta, scale, c.lang) };
  if (delta >= step) return fill(c.pick('tr.down', t.deltaDown), vars);
  if (delta > -step) return c.pick('tr.same', t.deltaSame);
  return fill(c.pick('tr.up', t.deltaUp), vars);
}

export function summary(c: Composer, tr: ThoughtRecordState): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const L = t.labels;
  const lines: string[] = [c.pick('tr.summaryHeader', t.summaryHeader)];
  if (tr.situation) lines.push(`- ${L.situation}: ${quote(tr.situation, 160)}`);
  if (tr.thought) lines.push(`- ${L.thought}: ${quote(tr.thought, 160)}`);
  const emo = tr.emotion
    ? c.lang === 'it'
      ? `«${emotionLabel(c, tr)}»`
      : `"${emotionLabel(c, tr)}"`
    : emotionLabel(c, tr);
  const { intensityBefore: before, intensityAfter: after } = tr;
  if (before !== undefined && after !== undefined) {
    lines.push(`- ${L.emotion}: ${emo}, ${rangeText(before, after, c.state.scale ?? 100, c.lang)}`);
  } else if (tr.emotion) lines.push(`- ${L.emotion}: ${emo}`);
  if (tr.balanced) lines.push(`- ${L.balanced}: ${quote(tr.balanced, 200)}`);
  const parts = [lines.join('\n')];
  if (before !== undefined && after !== undefined) parts.push(changeLine(c, before, after));
  const d = tr.thought ? detectDistortions(tr.thought, c.lang)[0] : undefined;
  const closing = c.pick('tr.closing', t.closing);
  parts.push(
    d
      ? `${fill(c.pick('tr.dnote', t.distortionNote), { name: distortionInfo(d.id, c.lang).name })} ${closing}`
      : closing,
  );
  return parts.join('\n\n');
}

/** The question of the current step, used after an explanation or a check-in. */
export function currentQuestion(c: Composer, tr: ThoughtRecordState): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  switch (tr.step) {
    case 'situation':
      // The first wording unless it was just said (a question answered mid-record, then the step again).
      return t.askSituation.find((q) => !c.stale(q)) ?? t.askSituation[0]!;
    case 'thought':
      return c.pick('tr.askThought', t.askThought);
    case 'emotion':
      return fill(c.pick('tr.askEmotion', t.askEmotion), scaleVars(c.state));
    case 'evidence_for':
      return fill(c.pick('tr.for', t.askEvidenceFor), { thought: quote(tr.thought ?? '', 120) });
    case 'evidence_against':
      return c.pick('tr.against', t.askEvidenceAgainst);
    case 'balanced':
      return c.pick('tr.balanced', t.askBalanced);
    case 'rerate':
      return rerateQuestion(c, tr);
  }
}
