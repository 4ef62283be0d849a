/** The crisis trainer's constants, command-line options, rows and small shared helpers. */
import type { CrisisCategory, Lang } from '../../../src/server/ai/types';
import type { Rate } from '../../crisis-metrics';

export const SEED = 0x5e7e7a;
export const VALIDATION_SHARE = 0.2;
export const FOLDS = 5;
export const HIGH_RECALL = 0.98;
export const LOW_RECALL = 0.995;
export const CATEGORY_BUCKETS = 1 << 16;
/**
 * The common pair the scorer maps each language's thresholds onto: the scale of the first model,
 * which the conversation layer's decay (0.7 per turn, crisis-context.ts) was set against. It
 * changes no single message's level; it keeps what a decayed score from an earlier turn means.
 */
export const COMMON_THRESHOLDS = { high: 0.78, low: 0.57 };
export const EVERYDAY = 'everyday_thought';
/**
 * Ordinary turns of a self-help chat (round 3 of the data): plans with a day or a time, closings,
 * what a technique did, questions about self-care. Negatives like the everyday thoughts: they teach
 * the model what a chat turn looks like, and stay out of the hard negatives the false-alarm ceiling
 * is measured on (built to look like a crisis), so the thresholds keep their meaning.
 */
export const CONVERSATION_FAMILIES: ReadonlySet<string> = new Set([
  'everyday_plan_time',
  'chat_closing',
  'technique_feedback',
  'self_care_question',
  'family_care',
  'memory_loved_one',
  'health_worry_non_urgent',
  'exposure_steps',
  'work_logistics',
  'pushback',
  'dev_chat_turn',
]);

/** An ordinary negative: an everyday thought or an ordinary chat turn. */
export function isOrdinary(r: { crisis: boolean; family: string }): boolean {
  return !r.crisis && (r.family === EVERYDAY || CONVERSATION_FAMILIES.has(r.family));
}
/**
 * The short replies of round 6 ("si un po", "forse la seconda"): hard negatives (they count in the
 * false-alarm ceiling) and also turns in the middle of a chat, like the ordinary ones.
 */
export const SHORT_TURN_FAMILIES: ReadonlySet<string> = new Set(['everyday_short']);

/**
 * An ordinary turn of a chat: an everyday thought, a conversation-family turn or a short reply.
 * `high` can have a false-alarm ceiling of its own on these (--max-turn-alarms, off by default since
 * the development conversations' turns became data), beside the one on the hard negatives; the
 * trainer reports how many of them each threshold flags either way.
 */
export function isTurn(r: { crisis: boolean; family: string }): boolean {
  return !r.crisis && (isOrdinary(r) || SHORT_TURN_FAMILIES.has(r.family));
}
export const LANGS: Lang[] = ['it', 'en'];

/** The rules' category each training family belongs to (the reply and helplines it needs). */
export const FAMILY_CATEGORY: Record<string, CrisisCategory> = {
  suicide_passive: 'suicide',
  suicide_active: 'suicide',
  suicide_plan: 'suicide',
  suicide_means: 'suicide',
  suicide_goodbye: 'suicide',
  burdensomeness: 'suicide',
  third_person_at_risk: 'suicide',
  self_harm_current: 'self_harm',
  self_harm_relapse: 'self_harm',
  overdose_taken: 'medical_emergency',
  medical_emergency: 'medical_emergency',
  danger_abuse: 'abuse_violence',
  danger_child: 'abuse_violence',
  violence_others: 'harm_to_others',
};
export const CATEGORY_LABELS: CrisisCategory[] = [
  'suicide',
  'self_harm',
  'medical_emergency',
  'abuse_violence',
  'harm_to_others',
];

export interface Options {
  /** --max-false-alarms: the ceiling on the hard negatives `high` may flag. */
  maxFalseAlarms: number;
  /** --max-turn-alarms: the ceiling on the ordinary chat turns (isTurn) `high` may flag. */
  maxTurnAlarms: number;
  /** --data-dir: another folder with the same files (a frozen copy, to compare runs while ml/data is being written). */
  dataDir: string;
  /** --out: where the model file goes. */
  out: string;
  /**
   * --min-floor: the lowest norm-floor quantile the search may choose (default 0.25). Below it a
   * one-word turn ("stanotte") weighs as much evidence as a sentence and can raise a full crisis.
   */
  minFloor: number;
  /**
   * --subject-window N: words after someone else is named count apart over N tokens, fixed
   * instead of searched (to test the reader of who a sentence is about on its own).
   */
  subjectWindow?: number;
  dryRun: boolean;
}

function subjectWindowOf(v: string | undefined): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 20)
    throw new Error('--subject-window needs a whole number of tokens in [0, 20]');
  return n;
}

export function readOptions(argv: readonly string[]): Options {
  const value = (flag: string): string | undefined => {
    const at = argv.indexOf(flag);
    return at > 0 ? argv[at + 1] : undefined;
  };
  const maxFalseAlarms = argv.includes('--max-false-alarms') ? Number(value('--max-false-alarms')) : 0.04;
  if (!(maxFalseAlarms >= 0 && maxFalseAlarms <= 1))
    throw new Error('--max-false-alarms needs a rate in [0, 1]');
  // Off by default (1): since round 8 the ordinary chat turns are taught by the data itself; a ceiling
  // on them raised `high` and cost recall (ml/DATA_CARD.md, eighth round).
  const maxTurnAlarms = argv.includes('--max-turn-alarms') ? Number(value('--max-turn-alarms')) : 1;
  if (!(maxTurnAlarms >= 0 && maxTurnAlarms <= 1))
    throw new Error('--max-turn-alarms needs a rate in [0, 1]');
  return {
    maxFalseAlarms,
    maxTurnAlarms,
    dataDir: value('--data-dir') || 'ml/data',
    out: value('--out') || 'src/server/ai/safety/classifier/crisis-model.json',
    minFloor: argv.includes('--min-floor') ? Number(value('--min-floor')) : 0.25,
    ...(argv.includes('--subject-window')
      ? { subjectWindow: subjectWindowOf(value('--subject-window')) }
      : {}),
    dryRun: argv.includes('--dry-run'),
  };
}

export interface Row {
  text: string;
  lang: Lang;
  crisis: boolean;
  family: string;
  key: number;
  /** The language the scorer will read it as (language.ts), which picks its thresholds. */
  guess: Lang;
  /** The rules flag it (the app raises an alarm whatever the model says). */
  rules: boolean;
}

/** A negative from the crisis files: built to look like a crisis (the false-alarm rates use these). */
export function isHard(r: Row): boolean {
  return !r.crisis && !isOrdinary(r);
}

export type PerLang<T> = Record<Lang, T>;

/** The two false-alarm ceilings of `high`: on the hard negatives and on the ordinary chat turns. */
export interface Ceilings {
  maxFalseAlarms: number;
  maxTurnAlarms: number;
}

export const perLang = <T, U>(o: PerLang<T>, f: (x: T) => U): PerLang<U> => ({ it: f(o.it), en: f(o.en) });

export function round(x: number, d = 4): number {
  const f = 10 ** d;
  return Math.round(x * f) / f;
}

export function rateJson(r: Rate): Record<string, number> {
  return { rate: round(r.rate), k: r.k, n: r.n, lo: round(r.lo), hi: round(r.hi) };
}
