/**
 * The mood tracker's plain values, without zod (the web app's calendar and trends read them);
 * shared/schemas/mood re-exports them.
 */

/** SPEC's five moods on a 1–5 scale: 1 anxious, 2 sad, 3 neutral, 4 calm, 5 happy. */
export const moodNames = ['anxious', 'sad', 'neutral', 'calm', 'happy'] as const;
export type MoodName = (typeof moodNames)[number];
export const moodNameOf = (value: number): MoodName =>
  moodNames[Math.min(5, Math.max(1, Math.round(value))) - 1]!;

export const moodNoteMaxLength = 1000;
export const moodEntryMaxFactors = 12;

/** The ranges the trends offer, in days. */
export const moodRangeDays = [7, 30, 90, 365] as const;
