/**
 * Thought record, one step per turn, with all progress in EngineState so it
 * survives a reload: situation -> automatic thought -> emotion + intensity
 * (0-100) -> evidence for -> evidence against -> balanced thought ->
 * re-rating -> summary comparing the two intensities.
 */
import { detectDistortions, distortionInfo } from '../distortions';
import { wordCount } from '../text/normalize';
import type { ThoughtRecordState } from '../types';
import { readEmotions, type EmotionId } from './emotions';
import { is, parseIntensity, stripIntensity } from './intents';
import { fill, quote, type Composer } from './state';
import { THOUGHT_RECORD_TEMPLATES } from './templates/thought-record';

const MAX_REASKS = 2;
const MAX_FIELD = 600;

export interface TurnInput {
  message: string;
  norm: string;
}

function clip(s: string): string {
  return s.replace(/\s+/g, ' ').trim().slice(0, MAX_FIELD);
}

/** A thought quoted in the request that starts the record ("...: I'll fail"). */
function prefilledThought(message: string): string | undefined {
  const quoted = /[«"“]([^»"”]{8,300})[»"”]/.exec(message);
  if (quoted) return clip(quoted[1]!);
  const colon = message.indexOf(':');
  if (colon >= 0) {
    const rest = message.slice(colon + 1).trim();
    if (wordCount(rest) >= 3) return clip(rest);
  }
  return undefined;
}

export function startThoughtRecord(c: Composer, input: TurnInput): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const thought = prefilledThought(input.message);
  const tr: ThoughtRecordState = {
    step: 'situation',
    reasks: 0,
    startedAtTurn: c.state.turn,
    ...(thought ? { thought } : {}),
  };
  c.state.thoughtRecord = tr;
  c.state.pendingOffer = null;
  if (thought) return fill(c.pick('tr.introThought', t.introWithThought), { thought: quote(thought, 120) });
  return c.pick('tr.intro', t.intro);
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
function emotionName(c: Composer, norm: string, stripped: string): string | undefined {
  const found = readEmotions(norm).emotions.filter((e) => e !== 'positive');
  if (found.length)
    return found
      .slice(0, 2)
      .map((e) => EMOTION_NOUNS[c.lang][e])
      .join(c.lang === 'it' ? ' e ' : ' and ');
  if (stripped && wordCount(stripped) <= 3) return clip(stripped).slice(0, 40);
  return undefined;
}

function emotionLabel(c: Composer, tr: ThoughtRecordState): string {
  return tr.emotion ? quote(tr.emotion, 40) : THOUGHT_RECORD_TEMPLATES[c.lang].thisFeeling;
}

function askEmotionOrNext(c: Composer, tr: ThoughtRecordState): string {
  tr.step = 'emotion';
  tr.reasks = 0;
  return c.pick('tr.askEmotion', THOUGHT_RECORD_TEMPLATES[c.lang].askEmotion);
}

function hintQuestion(c: Composer, thought: string | undefined): string {
  const d = thought ? detectDistortions(thought, c.lang)[0] : undefined;
  const qs = d
    ? distortionInfo(d.id, c.lang).questions.slice(0, 2)
    : distortionInfo('fortune_telling', c.lang)
        .questions.slice(0, 1)
        .concat(distortionInfo('labeling', c.lang).questions.slice(1, 2));
  return c.pick('tr.hintQ', qs);
}

function balancedHint(c: Composer, thought: string | undefined): string {
  const d = thought ? detectDistortions(thought, c.lang)[0] : undefined;
  return distortionInfo(d?.id ?? 'emotional_reasoning', c.lang).balancedExample;
}

function summary(c: Composer, tr: ThoughtRecordState): string {
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

/** Advance the thought record by one user answer. */
export function continueThoughtRecord(c: Composer, input: TurnInput): { text: string; done: boolean } {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const tr = c.state.thoughtRecord;
  if (!tr) return { text: '', done: true };
  const { message, norm } = input;

  if (is.stop(norm)) {
    c.state.thoughtRecord = null;
    return { text: c.pick('tr.stopped', t.stopped), done: true };
  }
  if (is.explain(norm)) {
    return { text: `${t.explain[tr.step]}\n\n${currentQuestion(c, tr)}`, done: false };
  }
  const answer = clip(message);
  const tooShort = wordCount(answer) === 0;

  switch (tr.step) {
    case 'situation': {
      if (tooShort && tr.reasks < MAX_REASKS) {
        tr.reasks++;
        return { text: `${c.pick('tr.empty', t.empty)} ${t.explain.situation}`, done: false };
      }
      tr.situation = answer;
      tr.reasks = 0;
      if (tr.thought) return { text: askEmotionOrNext(c, tr), done: false };
      tr.step = 'thought';
      return { text: c.pick('tr.askThought', t.askThought), done: false };
    }
    case 'thought': {
      if ((tooShort || is.dontKnow(norm)) && tr.reasks < MAX_REASKS) {
        tr.reasks++;
        return { text: `${c.pick('tr.empty', t.empty)} ${t.explain.thought}`, done: false };
      }
      tr.thought = answer;
      return { text: askEmotionOrNext(c, tr), done: false };
    }
    case 'emotion': {
      const value = parseIntensity(message);
      const word = stripIntensity(message);
      if (value !== null) tr.intensityBefore = value;
      if (!tr.emotion) {
        const name = emotionName(c, norm, word);
        if (name) tr.emotion = name;
      }
      const needIntensity = tr.intensityBefore === undefined;
      const needEmotion = !tr.emotion;
      if ((needIntensity || needEmotion) && tr.reasks < MAX_REASKS) {
        tr.reasks++;
        if (needEmotion) return { text: c.pick('tr.reaskEmotion', t.reaskEmotion), done: false };
        return {
          text: fill(c.pick('tr.reaskIntensity', t.reaskIntensity), { emotion: emotionLabel(c, tr) }),
          done: false,
        };
      }
      tr.step = 'evidence_for';
      tr.reasks = 0;
      return {
        text: fill(c.pick('tr.for', t.askEvidenceFor), { thought: quote(tr.thought ?? '', 120) }),
        done: false,
      };
    }
    case 'evidence_for': {
      tr.evidenceFor = is.dontKnow(norm) ? '' : answer;
      tr.step = 'evidence_against';
      tr.reasks = 0;
      return { text: c.pick('tr.against', t.askEvidenceAgainst), done: false };
    }
    case 'evidence_against': {
      if ((tooShort || is.dontKnow(norm)) && tr.reasks < 1) {
        tr.reasks++;
        return {
          text: fill(c.pick('tr.againstHint', t.againstHint), { question: hintQuestion(c, tr.thought) }),
          done: false,
        };
      }
      tr.evidenceAgainst = is.dontKnow(norm) ? '' : answer;
      tr.step = 'balanced';
      tr.reasks = 0;
      return { text: c.pick('tr.balanced', t.askBalanced), done: false };
    }
    case 'balanced': {
      const hint = balancedHint(c, tr.thought);
      if (tr.reasks > 0 && is.yes(norm)) {
        tr.balanced = hint;
      } else if ((tooShort || is.dontKnow(norm)) && tr.reasks < MAX_REASKS) {
        tr.reasks++;
        return { text: fill(c.pick('tr.balancedHint', t.balancedHint), { balanced: hint }), done: false };
      } else {
        tr.balanced = tooShort || is.dontKnow(norm) ? hint : answer;
      }
      tr.step = 'rerate';
      tr.reasks = 0;
      const ask = tr.emotion
        ? fill(c.pick('tr.rerate', t.askRerate), { emotion: emotionLabel(c, tr) })
        : c.pick('tr.rerateNo', t.askRerateNoEmotion);
      return { text: ask, done: false };
    }
    case 'rerate': {
      const value = parseIntensity(message);
      if (value === null && tr.reasks < 1) {
        tr.reasks++;
        return { text: c.pick('tr.reaskRerate', t.reaskRerate), done: false };
      }
      if (value !== null) tr.intensityAfter = value;
      const text = summary(c, tr);
      c.state.thoughtRecord = null;
      c.state.completedThoughtRecords++;
      return { text, done: true };
    }
  }
}

/** The question of the current step, used after an explanation. */
function currentQuestion(c: Composer, tr: ThoughtRecordState): string {
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
      return tr.emotion
        ? fill(c.pick('tr.rerate', t.askRerate), { emotion: emotionLabel(c, tr) })
        : c.pick('tr.rerateNo', t.askRerateNoEmotion);
  }
}
