/**
 * Crisis check: runs on every user message before any provider sees it.
 *
 * Pipeline: normalise (lowercase, no accents, squeezed repeats, leetspeak,
 * chat abbreviations) -> pattern families per category, including a
 * compositional "first-person wish + death/ending concept" layer -> guards
 * (negation, idiom, fiction/news/lyrics, habitual symptoms, jokes) ->
 * highest-priority category; if nothing matched, a second stage scores
 * indirect warning signs together (warning-signs.ts). If still nothing, the
 * same runs once more on the text without hedges ("just", "really",
 * "davvero"), so "I just don't really want to wake up" reads like the plain
 * phrase. Deterministic, allocation-light, well under 1 ms per message,
 * and it never throws: on an internal error it reports no crisis rather than
 * breaking the chat (the error is swallowed deliberately; the patterns are
 * static and covered by tests).
 *
 * Decisions worth knowing:
 * - "mi ammazzo di lavoro" (I work myself to death) is an idiom, not a crisis;
 *   "mi ammazzo" alone, or with anything else, is a crisis.
 * - "mi sparo un film / tutta la serie" (binge) is not; "mi sparo" alone or
 *   "mi sparo un colpo" is.
 * - "mi sono fatto male" (accident) is not; "mi sono fatta del male" (the
 *   reflexive form used for deliberate self-harm) is.
 * - Being "a burden to everyone" counts as an indirect suicide signal.
 * - Physical symptoms described as habitual ("when I'm anxious I feel I can't
 *   breathe") are not a medical emergency; present ones are. "As if" framing
 *   ("mi sembra di non respirare") only excuses breathing, not chest pressure,
 *   a numb arm or fainting.
 * - A denial ends at a verb of telling or knowing: "I've never told anyone I
 *   want to die" is a signal; "I don't think I want to die" is a denial. "No"
 *   followed by "I" is an interjection ("no I just want to die").
 * - A calm report about someone else's past ("my friend used to self-harm,
 *   she's doing great now") and one's own past told as history ("I used to
 *   cut, now I'm fine", "overdosed at 17, I'm 35 now", «pulita da 4 anni») are
 *   not alarms, whatever the category, unless a current-risk cue is in the
 *   message ("again", «stasera», "lately", «ci sto pensando») or the sentence
 *   itself wants or plans (past-context.ts).
 * - Play and trivial triggers ("per scherzo", "for taking his fries") turn a
 *   punch from a sibling into play; laughter alone does not cancel abuse.
 *
 * The rules are data: one record per rule, with the messages it must and must not fire on, in
 * rules/<family>.ts (rules/index.ts, proved by rules/rules.test.ts); this file runs them.
 *
 * Layers: this file is the first (the rules, on one message). Beside them
 * runs a small local model (classifier/: a logistic regression over hashed
 * n-grams, weights committed): a message is a crisis when the rules OR the
 * model say so, and a model score between its two thresholds marks the turn
 * "elevated". Given the recent turns, a short answer the rules find nothing in
 * is read against the conversation (crisis-context.ts: "sì" after a crisis
 * reply, "stanotte" after a risky turn), and the model's scores of the last
 * turns carry over, decaying. For people who consented to the external AI, the
 * gateway adds the external model's second opinion (crisis-model.ts). Later
 * layers only add a crisis.
 *
 * Honest limit: on fresh held-out sets of indirect phrasings the rules still
 * miss a large share (see eval/crisis-holdouts.md); with the local model the
 * third blind set's recall was 0.873 (it) and 0.917 (en), with 6.5% and 6.8% false alarms
 * (README.md). Keep the helplines reachable from every screen.
 */
import { normalizeText, originalSpan, sentenceBounds, type NormalizedText } from '../text/normalize';
import { rememberRecent } from '../text/recent';
import { WARNING_THRESHOLD, warningSigns } from './warning-signs';
import type { CrisisCategory, Lang } from '../types';
import {
  CLAUSE_SPLIT_RE,
  FICTION_RE,
  FIRST_PERSON_RE,
  HABITUAL_RE,
  IDENTIFICATION_RE,
  JOKE_RE,
  NEG_SCOPE_END_RE,
  NEGATION_RE,
  PERSISTENCE_RE,
  PLAN_RE,
  PLAYFUL_RE,
  RECOVERED_RE,
  REPORT_RE,
  SIMILE_RE,
  THIRD_PARTY_RE,
} from './crisis-guards';
import { hasPresentIntent, isPastAndOver } from './past-context';
import {
  answersCrisisReply,
  checkInContext,
  scoreInContext,
  type CrisisContext,
  type TurnScorer,
} from './crisis-context';
import { CRISIS_PATTERNS, type CrisisPattern } from './rules/index';
import { withoutHedges } from './rules/hedges';
import { MINOR_RE } from './rules/minor';
import { crisisThresholds, scoreMessage, type CrisisLevel, type CrisisScore } from './classifier/score';

export type { CrisisContext } from './crisis-context';
export type { CrisisLevel } from './classifier/score';

export interface CrisisResult {
  crisis: boolean;
  category: CrisisCategory | null;
  /** The words of the message that triggered the check. */
  matched?: string;
  /**
   * Which layer decided: the rules on the message alone, the local model on the message alone
   * ('model-local', only when the rules found nothing), the conversation (crisis-context.ts: a
   * short answer, or the model's scores over turns), or the external model's second opinion
   * (crisis-model.ts). Absent when there is no crisis.
   */
  source?: 'rules' | 'model-local' | 'context' | 'model';
  /**
   * 'crisis' with a crisis; 'elevated' when nothing fired but the local model's score (of the
   * message, or carried over from the last turns) is between its thresholds: worth a gentle
   * check-in question; 'none' otherwise. Set by checkCrisis.
   */
  level?: CrisisLevel;
  /** The local model's P(crisis) for this message alone (0 when the model is unavailable). */
  score?: number;
}

/** When several categories match, the most urgent answer wins. */
const PRIORITY: Record<CrisisCategory, number> = {
  medical_emergency: 5,
  suicide: 4,
  self_harm: 3,
  abuse_violence: 2,
  harm_to_others: 1,
};

const NO_CRISIS: CrisisResult = Object.freeze({ crisis: false, category: null }) as CrisisResult;
const NEG_WINDOW_TOKENS = 5;
const CLAUSE_SPLIT_G = new RegExp(CLAUSE_SPLIT_RE.source, 'g');

function sentenceAt(bounds: Array<[number, number]>, pos: number): [number, number] {
  for (const b of bounds) if (pos >= b[0] && pos < b[1]) return b;
  return [0, 0];
}

const NEGATION_G = new RegExp(NEGATION_RE.source, 'g');
const INTERJECTION_NEXT = /^(?:i|im|io|ma|but|honestly|seriously|really|davvero|sinceramente)\b/;

function isNegated(text: string, sentenceStart: number, matchStart: number): boolean {
  let prefix = text.slice(sentenceStart, matchStart);
  // Start of the clause the match belongs to.
  let cut = 0;
  const re = CLAUSE_SPLIT_G;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(prefix)) !== null) {
    cut = m.index + m[0].length;
    if (m[0].length === 0) re.lastIndex++;
  }
  prefix = prefix.slice(cut);
  if (PERSISTENCE_RE.test(prefix)) return false;
  const words = prefix.trim().split(' ');
  const window = words.slice(-NEG_WINDOW_TOKENS).join(' ');
  // The last denial in the window decides.
  const g = NEGATION_G;
  g.lastIndex = 0;
  let last: RegExpExecArray | null = null;
  while ((m = g.exec(window)) !== null) {
    last = m;
    if (m[0].length === 0) g.lastIndex++;
  }
  if (!last) return false;
  const after = window.slice(last.index + last[0].length);
  // "No, I just want to die": "no" as an interjection before the signal.
  if (last[0] === 'no' && !after.trim() && INTERJECTION_NEXT.test(text.slice(matchStart, matchStart + 14)))
    return false;
  // "I've never told anyone (that) I want to die": the denial governs the telling.
  if (NEG_SCOPE_END_RE.test(after)) return false;
  return true;
}

function isInsideQuotes(text: string, sentence: [number, number], pos: number): boolean {
  const before = text.slice(sentence[0], pos);
  const count = before.split('"').length - 1;
  return count % 2 === 1;
}

function guarded(p: CrisisPattern, s: Scan, start: number, end: number): boolean {
  const { n, bounds, identified, hasPlan } = s;
  const text = n.text;
  const sent = sentenceAt(bounds, start);
  const sentence = text.slice(sent[0], sent[1]);
  if (p.after && p.after.test(text.slice(end, end + 60))) return true;
  if (p.around && p.around.test(sentence)) return true;
  if (p.neg && isNegated(text, sent[0], start)) return true;
  if (p.habitual && HABITUAL_RE.test(sentence)) return true;
  if (p.simile && SIMILE_RE.test(sentence)) return true;
  if (p.playful && PLAYFUL_RE.test(sentence)) return true;
  // "My friend used to self-harm, she's doing great now": a calm report about someone else.
  if (
    p.category !== 'medical_emergency' &&
    !FIRST_PERSON_RE.test(text.slice(start, end)) &&
    THIRD_PARTY_RE.test(sentence) &&
    RECOVERED_RE.test(text)
  )
    return true;
  // "Anni fa mi tagliavo, ora sto bene", "overdosed at 17, I'm 35 now": a past that is over, unless
  // a current-risk cue is in the message or the sentence itself wants or plans (past-context.ts).
  if (s.pastOver() && !hasPresentIntent(sentence)) return true;
  if (p.joke && !hasPlan && JOKE_RE.test(sentence)) return true;
  if (
    !identified &&
    FICTION_RE.test(sentence) &&
    (REPORT_RE.test(sentence) || isInsideQuotes(text, sent, start))
  )
    return true;
  return false;
}

/** What every rule reads about the whole message, worked out once per scan. */
interface Scan {
  n: NormalizedText;
  bounds: Array<[number, number]>;
  identified: boolean;
  hasPlan: boolean;
  /** The message tells a past that is over (past-context.ts); read only when a rule matched. */
  pastOver: () => boolean;
}

function scanOf(n: NormalizedText): Scan {
  const text = n.text;
  let pastOver: boolean | undefined;
  return {
    n,
    bounds: sentenceBounds(text),
    identified: IDENTIFICATION_RE.test(text),
    hasPlan: PLAN_RE.test(text),
    pastOver: () => (pastOver ??= isPastAndOver(text)),
  };
}

/** The first match of one rule that no guard excuses, as [start, end) of the normalised text. */
function firstHit(p: CrisisPattern, s: Scan): [number, number] | null {
  const text = s.n.text;
  const re = p.re;
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  let checked = false;
  while ((m = re.exec(text)) !== null) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    // Message-level conditions, checked once and only for a rule that matched.
    if (!checked) {
      checked = true;
      if (p.requires && !p.requires.every((r) => r.test(text))) return null;
      if (p.unless && p.unless.test(text)) return null;
      if (p.check && !p.check(text)) return null;
    }
    const start = m.index;
    const end = start + m[0].length;
    if (!guarded(p, s, start, end)) return [start, end];
  }
  return null;
}

function scan(n: NormalizedText): CrisisResult {
  if (!n.text) return NO_CRISIS;
  const s = scanOf(n);
  let best: { p: CrisisPattern; span: [number, number] } | null = null;
  for (const p of CRISIS_PATTERNS) {
    if (best && PRIORITY[p.category] <= PRIORITY[best.p.category]) continue;
    const span = firstHit(p, s);
    if (span) best = { p, span };
  }
  if (!best) return indirectSigns(s);
  return {
    crisis: true,
    category: best.p.category,
    matched: originalSpan(n, best.span[0], best.span[1]),
    source: 'rules',
  };
}

/**
 * Whether one rule fires on a message by itself (its pattern matches the normalised text, or the
 * text without hedges, and no guard excuses it), whatever the other rules say. For rules.test.ts.
 */
export function ruleFires(p: CrisisPattern, text: string): boolean {
  const n = normalizeText(text);
  if (n.text && firstHit(p, scanOf(n))) return true;
  const lean = withoutHedges(n);
  return !!lean?.text && !!firstHit(p, scanOf(lean));
}

/** Second stage: several indirect warning signs together (see warning-signs.ts). */
function indirectSigns(s: Scan): CrisisResult {
  const { n, bounds, identified } = s;
  const ws = warningSigns(n.text);
  if (ws.score < WARNING_THRESHOLD || !ws.span) return NO_CRISIS;
  const [start, end] = ws.span;
  const sent = sentenceAt(bounds, start);
  if (isNegated(n.text, sent[0], start)) return NO_CRISIS;
  if (s.pastOver() && !hasPresentIntent(n.text.slice(sent[0], sent[1]))) return NO_CRISIS;
  if (
    !identified &&
    FICTION_RE.test(n.text) &&
    (REPORT_RE.test(n.text) || isInsideQuotes(n.text, sent, start))
  )
    return NO_CRISIS;
  return { crisis: true, category: 'suicide', matched: originalSpan(n, start, end), source: 'rules' };
}

/** The rules alone, on one message (first layer). */
function checkRules(text: string): CrisisResult {
  const n = normalizeText(text);
  const first = scan(n);
  if (first.crisis) return first;
  const lean = withoutHedges(n);
  return lean ? scan(lean) : first;
}

/** The rules and the model on a text seen lately (a turn of the conversation read again). */
const rulesRecent = rememberRecent(checkRules);
const scoreRecent = rememberRecent(scoreMessage);

/** The rules alone on one message, without the model or the conversation (evaluation, training). Never throws. */
export function checkCrisisRules(text: string): CrisisResult {
  try {
    return checkRules(text);
  } catch {
    return NO_CRISIS;
  }
}

function excerpt(text: string): string {
  return normalizeText(text).original.trim().slice(0, 200);
}

function turnScorer(): TurnScorer | null {
  const thresholds = crisisThresholds();
  return thresholds ? { score: scoreRecent, thresholds } : null;
}

/**
 * Check a user message for signs of a crisis. Italian and English are both
 * always checked (people mix languages); `lang` is accepted for API symmetry.
 *
 * A crisis when the rules OR the local model (score >= its high threshold)
 * say so; the rules' verdict and category win when both do. One exception
 * keeps the crisis panel's way out working: right after a crisis reply, a
 * retraction or help being taken ("mi hai frainteso", "sto respirando") that
 * only the model flags is "elevated", not another crisis reply. With `context`
 * (the recent turns, oldest first, and optionally the category of the
 * assistant's previous crisis reply), a short answer the rules find nothing in
 * is read against the conversation (crisis-context.ts): "sì" after "stai
 * pensando di farti del male?", "stanotte" after a crisis reply; and the
 * model's scores of the last turns carry over. The context and the model can
 * only add a crisis (or an elevated level), never cancel one. Never throws: if
 * the model fails, the rules decide alone.
 */
export function checkCrisis(input: string, lang?: Lang, context?: CrisisContext | null): CrisisResult {
  void lang;
  // Whatever a caller passes is read as text, as normalizeText does.
  const text = typeof input === 'string' ? input : input == null ? '' : String(input);
  let rules: CrisisResult;
  try {
    rules = rulesRecent(text);
  } catch {
    rules = NO_CRISIS;
  }
  const own: CrisisScore = scoreRecent(text);
  const score = own.score;
  if (rules.crisis) return { ...rules, level: 'crisis', score };
  // A crisis found by a later layer: the message's opening words stand for what was matched.
  const found = (category: CrisisCategory, source: 'context' | 'model-local'): CrisisResult => ({
    crisis: true,
    category,
    matched: excerpt(text),
    source,
    level: 'crisis',
    score,
  });
  // A short answer read against the conversation first: it knows which crisis the earlier reply
  // was about ("le pillole" after a medical emergency), which the model's head cannot.
  if (context) {
    try {
      const hit = checkInContext(text, context, rulesRecent);
      if (hit) return found(hit.category, 'context');
    } catch {
      // the rules' result stands
    }
  }
  let standDown = false;
  try {
    standDown = !!context && own.level === 'crisis' && answersCrisisReply(text, context);
  } catch {
    // no context read: the model's verdict stands
  }
  if (own.level === 'crisis' && !standDown) return found(own.category, 'model-local');
  let level: CrisisLevel = own.level === 'crisis' ? 'elevated' : own.level;
  if (!context) return { crisis: false, category: null, level, score };
  try {
    const scorer = turnScorer();
    const carried = scorer ? scoreInContext(text, own, context, scorer) : null;
    if (carried?.level === 'crisis') return found(carried.category, 'context');
    if (carried?.level === 'elevated') level = 'elevated';
  } catch {
    // the rules' result stands
  }
  return { crisis: false, category: null, level, score };
}

/** Heuristic: the person says they are a child or a teenager (for Telefono Azzurro). */
export function isLikelyMinor(text: string): boolean {
  try {
    return MINOR_RE.test(normalizeText(text).text);
  } catch {
    return false;
  }
}
