/**
 * What the thought record says besides moving on: the emotion's name, the hints for the harder
 * steps, the question of the current step (after an explanation or a check-in) and the summary.
 */
import { detectDistortions, distortionInfo } from '../distortions';
import { wordCount } from '../text/normalize';
import type { ThoughtRecordState } from '../types';
import { freshBalanced } from './balanced';
import { readEmotions, type EmotionId } from './emotions';
import { fill, quote, type Composer } from './state';
import { THOUGHT_RECORD_TEMPLATES } from './templates/thought-record';

const MAX_FIELD = 600;

export function clip(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, MAX_FIELD);
}

const EMOTION_NOUNS: Record<'it' | 'en', Record<EmotionId, string>> = {
  it: {
    anxiety: 'ansia',
    stress: 'stress',
    sadness: 'tristezza',
    anger: 'rabbia',
    guilt: 'senso di colpa',
    shame: 'vergogna',
    loneliness: 'solitudine',
    tiredness: 'stanchezza',
    positive: 'sollievo',
  },
  en: {
    anxiety: 'anxiety',
    stress: 'stress',
    sadness: 'sadness',
    anger: 'anger',
    guilt: 'guilt',
    shame: 'shame',
    loneliness: 'loneliness',
    tiredness: 'tiredness',
    positive: 'relief',
  },
};

/** Name of the emotion in an answer: lexicon words first, else the person's own short words. */
export function emotionName(c: Composer, norm: string, stripped: string): string | undefined {
  const found = readEmotions(norm).emotions.filter((e) => e !== 'positive');
  if (found.length)
    return found
      .slice(0, 2)
      .map((e) => EMOTION_NOUNS[c.lang][e])
      .join(c.lang === 'it' ? ' e ' : ' and ');
  if (stripped && wordCount(stripped) <= 3) return clip(stripped).slice(0, 40);
  return undefined;
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
  return tr.emotion
    ? fill(c.pick('tr.rerate', t.askRerate), { emotion: emotionLabel(c, tr) })
    : c.pick('tr.rerateNo', t.askRerateNoEmotion);
}

export function summary(c: Composer, tr: ThoughtRecordState): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const L = t.labels;
  const lines: string[] = [c.pick('tr.summaryHeader', t.summaryHeader)];
  if (tr.situation) lines.push(`- ${L.situation}: ${quote(tr.situation, 160)}`);
  if (tr.thought) lines.push(`- ${L.thought}: ${quote(tr.thought, 160)}`);
  const emo = emotionLabel(c, tr);
  if (tr.intensityBefore !== undefined && tr.intensityAfter !== undefined) {
    lines.push(`- ${L.emotion}: ${emo}, ${L.from} ${tr.intensityBefore} ${L.to} ${tr.intensityAfter}`);
  } else if (tr.emotion) lines.push(`- ${L.emotion}: ${emo}`);
  if (tr.balanced) lines.push(`- ${L.balanced}: ${quote(tr.balanced, 200)}`);
  const parts = [lines.join('\n')];
  if (tr.intensityBefore !== undefined && tr.intensityAfter !== undefined) {
    const delta = tr.intensityBefore - tr.intensityAfter;
    const vars = { delta: Math.abs(delta), before: tr.intensityBefore, after: tr.intensityAfter };
    if (delta >= 5) parts.push(fill(c.pick('tr.down', t.deltaDown), vars));
    else if (delta > -5) parts.push(c.pick('tr.same', t.deltaSame));
    else parts.push(c.pick('tr.up', t.deltaUp));
  }
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
      return c.lang === 'it' ? 'Cosa è successo, in poche righe?' : 'What happened, in a few lines?';
    case 'thought':
      return c.pick('tr.askThought', t.askThought);
    case 'emotion':
      return c.pick('tr.askEmotion', t.askEmotion);
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
