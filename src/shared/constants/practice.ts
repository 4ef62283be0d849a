/**
 * The practice libraries' plain values (categories, length limits), without zod: the web app
 * imports them from here, so a page that only lists or filters never loads the schema library.
 * The schema modules (shared/schemas/exercises, meditations, reflections) re-export them.
 */

export const exerciseCategories = [
  'breathing',
  'grounding',
  'cbt',
  'relaxation',
  'sleep',
  'self_compassion',
  'behavioural_activation',
  'worry_time',
] as const;
export type ExerciseCategory = (typeof exerciseCategories)[number];

/** Longest personal note on one exercise, in characters. */
export const exerciseNoteMaxLength = 5000;
/** Longest search text accepted by the practice searches. */
export const practiceSearchMaxLength = 100;

export const meditationCategories = [
  'breath',
  'body_scan',
  'loving_kindness',
  'sleep',
  'sos',
  'walking',
  'visualization',
  'gratitude',
  'mindfulness',
] as const;
export type MeditationCategory = (typeof meditationCategories)[number];

/** A stopped session counts from one minute on; a finished one always counts. */
export const meditationMinimumSeconds = 60;

/** SPEC §3's nine categories (Italian labels: gratitudine, resilienza, auto-consapevolezza, …). */
export const reflectionCategories = [
  'gratitude',
  'resilience',
  'self_awareness',
  'self_esteem',
  'self_compassion',
  'mindfulness',
  'growth',
  'connection',
  'flow',
] as const;
export type ReflectionCategory = (typeof reflectionCategories)[number];

export const reflectionBodyMaxLength = 10_000;
