/**
 * Thought record, one step per turn, with all progress in EngineState so it
 * survives a reload: situation -> automatic thought -> emotion + intensity
 * (0-100) -> evidence for -> evidence against -> balanced thought ->
 * re-rating -> summary comparing the two intensities.
 */
import { wordCount } from '../text/normalize';
import type { ThoughtRecordState, ThoughtRecordStep } from '../types';
import { ownBalancedPrompt } from './balanced';
import { is, parseIntensity, stripIntensity } from './intents';
import { fill, quote, type Composer } from './state';
import { THOUGHT_RECORD_TEMPLATES } from './templates/thought-record';
import {
  balancedHint,
  clip,
  currentQuestion,
  emotionLabel,
  emotionName,
  hintQuestion,
  rerateQuestion,
  summary,
} from './thought-record-text';

const MAX_REASKS = 2;

export interface TurnInput {
  message: string;
  norm: string;
}

interface StepResult {
  text: string;
  done: boolean;
}

/** One step's answer: what it reads from the message, and what it asks next. */
interface StepTurn {
  c: Composer;
  tr: ThoughtRecordState;
  input: TurnInput;
  answer: string;
  /** Nothing usable: empty, or "I don't know". */
  blank: boolean;
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

const ask = (text: string): StepResult => ({ text, done: false });

/** Move to `step` and ask its question. */
function next(c: Composer, tr: ThoughtRecordState, step: ThoughtRecordStep): StepResult {
  tr.step = step;
  tr.reasks = 0;
  return ask(currentQuestion(c, tr));
}

function situation({ c, tr, answer }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  if (wordCount(answer) === 0 && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    return ask(`${c.pick('tr.empty', t.empty)} ${t.explain.situation}`);
  }
  tr.situation = answer;
  return next(c, tr, tr.thought ? 'emotion' : 'thought');
}

function thought({ c, tr, answer, blank }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  if (blank && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    return ask(`${c.pick('tr.empty', t.empty)} ${t.explain.thought}`);
  }
  tr.thought = answer;
  return next(c, tr, 'emotion');
}

function emotion({ c, tr, input }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const value = parseIntensity(input.message);
  if (value !== null) tr.intensityBefore = value;
  if (!tr.emotion) {
    const name = emotionName(c, input.norm, stripIntensity(input.message));
    if (name) tr.emotion = name;
  }
  const needEmotion = !tr.emotion;
  if ((tr.intensityBefore === undefined || needEmotion) && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    if (needEmotion) return ask(c.pick('tr.reaskEmotion', t.reaskEmotion));
    return ask(fill(c.pick('tr.reaskIntensity', t.reaskIntensity), { emotion: emotionLabel(c, tr) }));
  }
  return next(c, tr, 'evidence_for');
}

function evidenceFor({ c, tr, input, answer }: StepTurn): StepResult {
  tr.evidenceFor = is.dontKnow(input.norm) ? '' : answer;
  return next(c, tr, 'evidence_against');
}

function evidenceAgainst({ c, tr, input, answer, blank }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  if (blank && tr.reasks < 1) {
    tr.reasks++;
    return ask(fill(c.pick('tr.againstHint', t.againstHint), { question: hintQuestion(c, tr.thought) }));
  }
  tr.evidenceAgainst = is.dontKnow(input.norm) ? '' : answer;
  return next(c, tr, 'balanced');
}

/** The hardest step: an alternative this conversation has not heard yet, or the person's own words. */
function balanced({ c, tr, input, answer, blank: empty }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const yes = is.yes(input.norm);
  // A bare "sì" with no hint on the table is not a thought.
  const blank = empty || (yes && !tr.offeredBalanced);
  if (tr.reasks > 0 && tr.offeredBalanced && yes) {
    tr.balanced = tr.offeredBalanced;
  } else if (blank && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    const hint = balancedHint(c, tr.thought);
    if (!hint) return ask(`${c.pick('tr.empty', t.empty)} ${ownBalancedPrompt(c)}`);
    tr.offeredBalanced = hint;
    return ask(fill(c.pick('tr.balancedHint', t.balancedHint), { balanced: hint }));
  } else {
    tr.balanced = blank ? (tr.offeredBalanced ?? balancedHint(c, tr.thought) ?? '') : answer;
  }
  delete tr.offeredBalanced;
  tr.step = 'rerate';
  tr.reasks = 0;
  return ask(rerateQuestion(c, tr));
}

function rerate({ c, tr, input }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const value = parseIntensity(input.message);
  if (value === null && tr.reasks < 1) {
    tr.reasks++;
    return ask(c.pick('tr.reaskRerate', t.reaskRerate));
  }
  if (value !== null) tr.intensityAfter = value;
  const text = summary(c, tr);
  c.state.thoughtRecord = null;
  c.state.completedThoughtRecords++;
  return { text, done: true };
}

const STEPS: Record<ThoughtRecordStep, (turn: StepTurn) => StepResult> = {
  situation,
  thought,
  emotion,
  evidence_for: evidenceFor,
  evidence_against: evidenceAgainst,
  balanced,
  rerate,
};

/** Advance the thought record by one user answer. */
export function continueThoughtRecord(c: Composer, input: TurnInput): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const tr = c.state.thoughtRecord;
  if (!tr) return { text: '', done: true };
  if (is.stop(input.norm)) {
    c.state.thoughtRecord = null;
    return { text: c.pick('tr.stopped', t.stopped), done: true };
  }
  if (is.explain(input.norm)) return ask(`${t.explain[tr.step]}\n\n${currentQuestion(c, tr)}`);
  const answer = clip(input.message);
  const blank = wordCount(answer) === 0 || is.dontKnow(input.norm);
  return STEPS[tr.step]({ c, tr, input, answer, blank });
}
