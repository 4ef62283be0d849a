import { text, z } from './zod';
import { languages } from '../i18n';
import { exerciseCategories, exerciseNoteMaxLength, practiceSearchMaxLength } from '../constants/practice';

export {
  type ExerciseCategory,
  exerciseCategories,
  exerciseNoteMaxLength,
  practiceSearchMaxLength,
} from '../constants/practice';

/** A content slug as it appears in URLs: lower-case words joined by hyphens. */
export const contentSlugSchema = text()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
  .max(120);

/** `?lang=it|en`: the answer's language (else the language cookie, then Accept-Language). */
export const langQuerySchema = z.object({ lang: z.enum(languages).optional() });

/**
 * Who is asking, as the server sees it: the pages use it to decide between a sign-in
 * invitation, an upgrade prompt and the full content. The server checks again on every call.
 */
export const practiceViewerSchema = z
  .object({ signedIn: z.boolean(), premium: z.boolean() })
  .meta({ id: 'PracticeViewer' });
export type PracticeViewer = z.infer<typeof practiceViewerSchema>;

export const exerciseListQuerySchema = langQuerySchema.extend({
  category: z.enum(exerciseCategories).optional(),
  q: text().max(practiceSearchMaxLength).optional(),
});

export const exerciseSlugParamsSchema = z.object({ slug: contentSlugSchema });

export const exerciseSummarySchema = z
  .object({
    slug: z.string(),
    category: z.enum(exerciseCategories),
    title: z.string(),
    summary: z.string(),
    durationMinutes: z.number().int(),
    /** Marked for everyone; the full content is served only to entitled users. */
    premium: z.boolean(),
    /** True when this viewer may not open it (premium without entitlement). */
    locked: z.boolean(),
    /** Times the signed-in viewer completed it; null for visitors. */
    completedCount: z.number().int().nullable(),
  })
  .meta({ id: 'ExerciseSummary' });
export type ExerciseSummary = z.infer<typeof exerciseSummarySchema>;

export const exerciseListSchema = z
  .object({ viewer: practiceViewerSchema, items: z.array(exerciseSummarySchema) })
  .meta({ id: 'ExerciseList' });
export type ExerciseList = z.infer<typeof exerciseListSchema>;

export const exerciseProgressSchema = z
  .object({
    note: z.string(),
    noteUpdatedAt: z.string().nullable(),
    completedCount: z.number().int(),
    lastCompletedAt: z.string().nullable(),
  })
  .meta({ id: 'ExerciseProgress' });
export type ExerciseProgress = z.infer<typeof exerciseProgressSchema>;

export const exerciseDetailSchema = exerciseSummarySchema
  .extend({
    goal: z.string(),
    steps: z.array(z.string()),
    tip: z.string().nullable(),
    /** The signed-in viewer's note and completions; null for visitors. */
    progress: exerciseProgressSchema.nullable(),
  })
  .meta({ id: 'ExerciseDetail' });
export type ExerciseDetail = z.infer<typeof exerciseDetailSchema>;

/** A personal note; an empty note clears it. Used by the note form and the API. */
export const exerciseNoteSchema = z
  .object({ note: text().max(exerciseNoteMaxLength) })
  .meta({ id: 'ExerciseNoteBody' });
export type ExerciseNoteInput = z.infer<typeof exerciseNoteSchema>;

export const exerciseProgressResultSchema = z
  .object({ progress: exerciseProgressSchema })
  .meta({ id: 'ExerciseProgressResult' });
export type ExerciseProgressResult = z.infer<typeof exerciseProgressResultSchema>;
