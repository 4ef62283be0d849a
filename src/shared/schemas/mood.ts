import { text, z } from './zod';
import { languages } from '../i18n';
import { helplineSchema } from './safety';
import { isoDay, labelSchema } from './progress';
import { moodEntryMaxFactors, moodNames, moodNoteMaxLength, moodRangeDays } from '../constants/mood';

export { type MoodName, moodNameOf, moodNames } from '../constants/mood';

/**
 * Mood tracking (SPEC §2 /mood, §6: premium) and the GAD-7 / PHQ-9 self-checks: the contract
 * between the mood routes and the screen. Days are calendar days in the person's time zone.
 *
 * Access: premium (or an administrator). Free and trial people may log ONE entry to try it; the
 * next `POST /api/mood/entries` answers 403 `mood.premium_required` (the upgrade prompt). Reading,
 * editing and deleting one's own entries and the CSV export stay open to everyone; trends,
 * averages and insights are premium. Self-checks are open to every signed-in person.
 *
 * Messages are error codes of src/shared/errors/mood.ts (`t('errors.' + code)`).
 * Stable: changes are additive only, and listed here.
 * Changes: `lang` on the CSV query (the header row's language).
 */

/** SPEC's five moods on a 1–5 scale (names in shared/constants/mood). */
export const moodValueSchema = z.number().int().min(1).max(5);

export const emotionIds = [
  'joy',
  'gratitude',
  'serenity',
  'hope',
  'pride',
  'love',
  'energy',
  'relief',
  'sadness',
  'anxiety',
  'worry',
  'anger',
  'fear',
  'frustration',
  'loneliness',
  'tiredness',
  'stress',
  'shame',
  'guilt',
  'boredom',
  'overwhelm',
] as const;
export const emotionIdSchema = z.enum(emotionIds);

/** Built-in factors; a person may add their own (any other label, 1–40 characters). */
export const builtinFactorIds = [
  'sleep',
  'exercise',
  'work',
  'study',
  'social',
  'family',
  'relationship',
  'weather',
  'caffeine',
  'alcohol',
  'food',
  'health',
  'screen_time',
  'nature',
  'meditation',
  'money',
] as const;

const instant = z.string();

export const moodEntryCreateSchema = z
  .object({
    mood: moodValueSchema,
    emotions: z.array(emotionIdSchema).max(10).default([]),
    /** Built-in factor ids or the person's own labels (compared without case). */
    factors: z.array(labelSchema).max(moodEntryMaxFactors).default([]),
    note: text().trim().max(moodNoteMaxLength).default(''),
    /** When it was felt (ISO); now by default. Not in the future, at most a year back. */
    at: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'MoodEntryCreate' });
export type MoodEntryCreate = z.input<typeof moodEntryCreateSchema>;

/** PUT /api/mood/entries/:id: the whole entry again. */
export const moodEntryUpdateSchema = moodEntryCreateSchema.meta({ id: 'MoodEntryUpdate' });

export const moodEntrySchema = z
  .object({
    id: z.uuid(),
    mood: z.number().int(),
    moodName: z.enum(moodNames),
    emotions: z.array(emotionIdSchema),
    factors: z.array(z.string()),
    note: z.string(),
    at: instant,
    day: isoDay,
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'MoodEntry' });
export type MoodEntry = z.infer<typeof moodEntrySchema>;

export const moodAccessSchema = z
  .object({
    premium: z.boolean(),
    /** Whether a new entry may be logged now (premium, or the one try not yet used). */
    canLog: z.boolean(),
    tryUsed: z.boolean(),
  })
  .meta({ id: 'MoodAccess' });
export type MoodAccess = z.infer<typeof moodAccessSchema>;

export const moodEntryParamsSchema = z.object({ id: z.uuid() });

/** GET /api/mood/entries?from&to: newest first; at most 366 days per request. */
export const moodEntriesQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export const moodEntryListSchema = z
  .object({ items: z.array(moodEntrySchema), total: z.number().int(), access: moodAccessSchema })
  .meta({ id: 'MoodEntryList' });
export type MoodEntryList = z.infer<typeof moodEntryListSchema>;

/** POST/PUT answer: the entry, and what the person may do next. */
export const moodEntryResponseSchema = z
  .object({ entry: moodEntrySchema, access: moodAccessSchema })
  .meta({ id: 'MoodEntryResponse' });

/** GET /api/mood/options: the emotions and factors to pick from, in the request's language. */
export const moodOptionsSchema = z
  .object({
    moods: z.array(z.object({ value: z.number().int(), name: z.enum(moodNames), label: z.string() })),
    emotions: z.array(z.object({ id: emotionIdSchema, label: z.string() })),
    /** Built-in factors, then the person's own (`custom: true`) already used in an entry. */
    factors: z.array(z.object({ id: z.string(), label: z.string(), custom: z.boolean() })),
    access: moodAccessSchema,
  })
  .meta({ id: 'MoodOptions' });
export type MoodOptions = z.infer<typeof moodOptionsSchema>;

// ---------------------------------------------------------------------------------------------
// Trends, averages and insights (premium).

export const moodRangeQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((d) => (moodRangeDays as readonly number[]).includes(d))
    .default(30),
});

/** GET /api/mood/trends?days=7|30|90|365: one point per day with entries (daily averages). */
export const moodTrendSchema = z
  .object({
    days: z.number().int(),
    from: isoDay,
    to: isoDay,
    points: z.array(z.object({ day: isoDay, average: z.number(), entries: z.number().int() })),
    /** Average of the daily averages; null without entries. */
    average: z.number().nullable(),
    entries: z.number().int(),
  })
  .meta({ id: 'MoodTrend' });
export type MoodTrend = z.infer<typeof moodTrendSchema>;

/** GET /api/mood/averages?days=: by weekday (1 Monday … 7 Sunday) and by factor, over daily averages. */
export const moodAveragesSchema = z
  .object({
    days: z.number().int(),
    byWeekday: z.array(
      z.object({
        weekday: z.number().int().min(1).max(7),
        average: z.number().nullable(),
        days: z.number().int(),
      }),
    ),
    byFactor: z.array(
      z.object({ factor: z.string(), label: z.string(), average: z.number(), days: z.number().int() }),
    ),
  })
  .meta({ id: 'MoodAverages' });
export type MoodAverages = z.infer<typeof moodAveragesSchema>;

/**
 * GET /api/mood/insights?days=: honest statistics, never a diagnosis. A factor is compared only
 * with at least `minDays` days with it and `minDays` days without it (days = days with entries,
 * each day's average); `text` says it in the request's language, with the numbers.
 */
export const moodInsightsSchema = z
  .object({
    days: z.number().int(),
    minDays: z.number().int(),
    /** Days with entries in the range. */
    daysWithEntries: z.number().int(),
    items: z.array(
      z.object({
        factor: z.string(),
        label: z.string(),
        withAverage: z.number(),
        withoutAverage: z.number(),
        withDays: z.number().int(),
        withoutDays: z.number().int(),
        text: z.string(),
      }),
    ),
    /** Said when there is not enough data yet, or always-present wording ("not a diagnosis"). */
    note: z.string(),
  })
  .meta({ id: 'MoodInsights' });
export type MoodInsights = z.infer<typeof moodInsightsSchema>;

/**
 * GET /api/mood/export.csv?from&to&lang: `text/csv; charset=utf-8`, UTF-8 BOM, a header row with
 * localized column names (date, time, mood, mood name, emotions, factors, note), `;`-free
 * RFC 4180 quoting, one row per entry, oldest first.
 */
export const moodCsvQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
  lang: z.enum(languages).optional(),
});

// ---------------------------------------------------------------------------------------------
// Self-checks: GAD-7 and PHQ-9 (public domain). A self-check, not a diagnosis.

export const selfCheckKinds = ['gad7', 'phq9'] as const;
export const selfCheckKindSchema = z.enum(selfCheckKinds);
export type SelfCheckKind = z.infer<typeof selfCheckKindSchema>;

/** GET /api/mood/self-checks/forms: both questionnaires in the request's language. */
export const selfCheckFormSchema = z
  .object({
    kind: selfCheckKindSchema,
    title: z.string(),
    /** "Over the last 2 weeks, how often have you been bothered by…" */
    question: z.string(),
    items: z.array(z.object({ number: z.number().int(), text: z.string() })),
    /** 0 Not at all, 1 Several days, 2 More than half the days, 3 Nearly every day. */
    options: z.array(z.object({ value: z.number().int(), label: z.string() })),
    /** "A self-check, not a diagnosis" wording. */
    disclaimer: z.string(),
  })
  .meta({ id: 'SelfCheckForm' });
export const selfCheckFormsSchema = z
  .object({ forms: z.array(selfCheckFormSchema) })
  .meta({ id: 'SelfCheckForms' });

export const selfCheckSubmitSchema = z
  .object({
    kind: selfCheckKindSchema,
    /** One answer 0–3 per item, in order: 7 for GAD-7, 9 for PHQ-9. */
    answers: z.array(z.number().int().min(0).max(3)).min(7).max(9),
  })
  .refine((d) => d.answers.length === (d.kind === 'gad7' ? 7 : 9), {
    path: ['answers'],
    message: 'validation.failed',
  })
  .meta({ id: 'SelfCheckSubmit' });
export type SelfCheckSubmit = z.input<typeof selfCheckSubmitSchema>;

/** Standard bands: GAD-7 minimal/mild/moderate/severe; PHQ-9 adds moderately_severe. */
export const selfCheckSeverities = ['minimal', 'mild', 'moderate', 'moderately_severe', 'severe'] as const;

export const selfCheckResultSchema = z
  .object({
    id: z.uuid(),
    kind: selfCheckKindSchema,
    score: z.number().int(),
    maxScore: z.number().int(),
    severity: z.enum(selfCheckSeverities),
    severityLabel: z.string(),
    /** What the band usually means and what may help, never a diagnosis. */
    explanation: z.string(),
    at: instant,
    day: isoDay,
  })
  .meta({ id: 'SelfCheckResult' });
export type SelfCheckResult = z.infer<typeof selfCheckResultSchema>;

/** POST /api/mood/self-checks: the result; `crisis` when PHQ-9 item 9 was answered above 0. */
export const selfCheckResponseSchema = z
  .object({
    result: selfCheckResultSchema,
    disclaimer: z.string(),
    crisis: z.object({ message: z.string(), helplines: z.array(helplineSchema) }).nullable(),
  })
  .meta({ id: 'SelfCheckResponse' });
export type SelfCheckResponse = z.infer<typeof selfCheckResponseSchema>;

/** GET /api/mood/self-checks?kind=: newest first. */
export const selfCheckListQuerySchema = z.object({
  kind: selfCheckKindSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const selfCheckListSchema = z
  .object({ items: z.array(selfCheckResultSchema), disclaimer: z.string() })
  .meta({ id: 'SelfCheckList' });

/** The export's `mood` section ("Your data"). */
export const moodExportSchema = z.object({
  entries: z.array(
    z.object({
      mood: z.number().int(),
      emotions: z.array(z.string()),
      factors: z.array(z.string()),
      note: z.string(),
      at: instant,
      day: isoDay,
      createdAt: instant,
      updatedAt: instant,
    }),
  ),
  selfChecks: z.array(
    z.object({
      kind: z.string(),
      answers: z.array(z.number().int()),
      score: z.number().int(),
      severity: z.string(),
      at: instant,
    }),
  ),
  trialUsedAt: instant.nullable(),
});
export type MoodExport = z.infer<typeof moodExportSchema>;
