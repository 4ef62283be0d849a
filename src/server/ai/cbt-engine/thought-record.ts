/**
 * Thought record, one step per turn, with all progress in EngineState so it
 * survives a reload: situation -> automatic thought -> emotion + intensity
 * -> evidence for -> evidence against -> balanced thought -> re-rating ->
 * summary comparing the two intensities. Each answer is acknowledged in the
 * person's words; ratings are kept on 0-100 and said in the person's scale.
 */
import { rx, wordCount } from '../text/normalize';
import type { ThoughtRecordState, ThoughtRecordStep } from '../types';
import { ownBalancedPrompt } from './balanced';
import { readEmotions } from './emotions';
import { is } from './intents';
import { fill, quote, type Composer } from './state';
import { THOUGHT_RECORD_TEMPLATES } from './templates/thought-record';
import { acknowledge, feelingText } from './thought-record-ack';
import { pendingValue, scaleVars, settleRating, type Rating } from './thought-record-rating';
import {
  balancedHint,
  clip,
  currentQuestion,
  emotionLabel,
  emotionName,
  hintQuestion,
  summary,
} from './thought-record-text';

const MAX_REASKS = 2;

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

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

/** Picks up the record a goodbye left halfway, at the step it had reached. */
export function resumeThoughtRecord(c: Composer): string {
  const tr = c.state.pausedThoughtRecord;
  if (!tr) return '';
  c.state.thoughtRecord = tr;
  c.state.pausedThoughtRecord = null;
  c.state.pendingOffer = null;
  return `${c.pick('tr.resume', THOUGHT_RECORD_TEMPLATES[c.lang].resume)} ${currentQuestion(c, tr)}`;
}

const ask = (text: string): StepResult => ({ text, done: false });

/** A thanks and nothing else ("grazie mille", "ok thanks"); "grazie, ho pensato che…" is an answer. */
const BARE_THANKS = rx(
  '^(?:(?:ok|okay|va bene|allora|ah) )?(?:grazie(?: mille| tante| davvero| infinite)?|ti ringrazio|thanks(?: a lot| so much)?|thank you(?: so much)?|thx|ty|cheers)$',
);

/** Say back what the step just answered, then move to `step` and ask its question. */
function next(c: Composer, tr: ThoughtRecordState, step: ThoughtRecordStep, heard = ''): StepResult {
  tr.step = step;
  tr.reasks = 0;
  const question = currentQuestion(c, tr);
  return ask(heard ? `${heard} ${question}` : question);
}

/** What to ask when an answer held no usable number: the person's own "molto" first. */
function askNumber(
  c: Composer,
  r: Rating,
  group: string,
  options: string[],
  vars: Record<string, string>,
): string {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const scale = scaleVars(c.state);
  if (r.kind === 'vague') return fill(c.pick('tr.reaskVague', t.reaskVague), { ...scale, word: r.word });
  return fill(c.pick(group, options), { ...scale, ...vars });
}

function situation({ c, tr, answer }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  if (wordCount(answer) === 0 && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    return ask(`${c.pick('tr.empty', t.empty)} ${t.explain.situation}`);
  }
  tr.situation = answer;
  return next(c, tr, tr.thought ? 'emotion' : 'thought', acknowledge(c, tr, 'situation', answer, false));
}

/** "vergogna 8 su 10", "anxious, 70", "triste": a feeling (with its rating), and no thought in it. */
const FEELING_ONLY_BLOCK = rx('\\b(?:pens\\w*|credo|che|sono un\\w*|think\\w*|thought|that|i m a|im a)\\b');
function feelingOnly({ input }: StepTurn): string | undefined {
  const n = wordCount(input.norm);
  if (n > 6 || FEELING_ONLY_BLOCK.test(input.norm)) return undefined;
  if (!readEmotions(input.norm).emotions.some((e) => e !== 'positive')) return undefined;
  if (n > 2 && !/\d/.test(input.norm)) return undefined;
  return emotionName(input.norm, input.message);
}

function thought(turn: StepTurn): StepResult {
  const { c, tr, answer, blank } = turn;
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  if (blank && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    return ask(`${c.pick('tr.empty', t.empty)} ${t.explain.thought}`);
  }
  // The emotion given a step early is kept for its step, and the thought asked for.
  const feeling = !blank && tr.reasks < MAX_REASKS && !tr.emotion ? feelingOnly(turn) : undefined;
  if (feeling) {
    tr.emotion = feeling;
    const r = settleRating(c.state, turn.input.message);
    if (r.kind === 'value') tr.intensityBefore = r.value;
    tr.reasks++;
    return ask(capital(fill(c.pick('tr.feelingFirst', t.feelingFirst), { feeling: feelingText(c, tr) ?? feeling })));
  }
  tr.thought = answer;
  // Both the emotion and its rating known already: straight on to the evidence.
  const known = tr.emotion && tr.intensityBefore !== undefined && pendingValue(c.state, tr.intensityBefore) === undefined;
  return next(c, tr, known ? 'evidence_for' : 'emotion', acknowledge(c, tr, 'thought', answer, blank));
}

function emotion({ c, tr, input, blank }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  const pending = pendingValue(c.state, tr.intensityBefore);
  // Both known at the start of a turn still on this step: the scale question was asked, once.
  const scaleAsked = pending !== undefined && (tr.emotion !== undefined || tr.reasks >= MAX_REASKS);
  const r = settleRating(c.state, input.message, scaleAsked ? pending : undefined);
  if (r.kind === 'value') tr.intensityBefore = r.value;
  if (r.kind === 'ambiguous') tr.intensityBefore = r.raw;
  if (!tr.emotion && !scaleAsked && !blank) {
    const name = emotionName(input.norm, input.message);
    if (name) tr.emotion = name;
  }
  const needEmotion = !tr.emotion;
  if (needEmotion && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    return ask(c.pick('tr.reaskEmotion', t.reaskEmotion));
  }
  const unsure = pendingValue(c.state, tr.intensityBefore);
  if (unsure !== undefined) return ask(fill(c.pick('tr.askScale', t.askScale), { n: unsure }));
  if (tr.intensityBefore === undefined && tr.reasks < MAX_REASKS) {
    tr.reasks++;
    return ask(askNumber(c, r, 'tr.reaskIntensity', t.reaskIntensity, { emotion: emotionLabel(c, tr) }));
  }
  return next(c, tr, 'evidence_for', acknowledge(c, tr, 'emotion', '', false));
}

function evidenceFor({ c, tr, input, answer }: StepTurn): StepResult {
  tr.evidenceFor = is.dontKnow(input.norm) ? '' : answer;
  return next(c, tr, 'evidence_against', acknowledge(c, tr, 'evidence_for', tr.evidenceFor, !tr.evidenceFor));
}

function evidenceAgainst({ c, tr, input, answer, blank }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  if (blank && tr.reasks < 1) {
    tr.reasks++;
    return ask(fill(c.pick('tr.againstHint', t.againstHint), { question: hintQuestion(c, tr.thought) }));
  }
  tr.evidenceAgainst = is.dontKnow(input.norm) ? '' : answer;
  const heard = acknowledge(c, tr, 'evidence_against', tr.evidenceAgainst, !tr.evidenceAgainst);
  return next(c, tr, 'balanced', heard);
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
  return next(c, tr, 'rerate', acknowledge(c, tr, 'balanced', tr.balanced, !tr.balanced));
}

function rerate({ c, tr, input }: StepTurn): StepResult {
  const t = THOUGHT_RECORD_TEMPLATES[c.lang];
  // A number still waiting for its scale here means the scale question was just asked.
  const pending = pendingValue(c.state, tr.intensityAfter);
  const r = settleRating(c.state, input.message, pending);
  if (r.kind === 'value') tr.intensityAfter = r.value;
  if (r.kind === 'ambiguous') {
    tr.intensityAfter = r.raw;
    return ask(fill(c.pick('tr.askScale', t.askScale), { n: r.raw }));
  }
  if (tr.intensityAfter === undefined && tr.reasks < 1) {
    tr.reasks++;
    return ask(askNumber(c, r, 'tr.reaskRerate', t.reaskRerate, {}));
  }
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
  if (is.explain(input.norm))
    return ask(`${fill(t.explain[tr.step], scaleVars(c.state))}\n\n${currentQuestion(c, tr)}`);
  // A bare "grazie" is a kindness, not the step's answer: welcome it and ask the step again.
  if (BARE_THANKS.test(input.norm)) return ask(`${c.pick('tr.welcome', t.welcome)}\n\n${currentQuestion(c, tr)}`);
  const answer = clip(input.message);
  const blank = wordCount(answer) === 0 || is.dontKnow(input.norm);
  return STEPS[tr.step]({ c, tr, input, answer, blank });
}
