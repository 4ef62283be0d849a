import { z } from './zod';
import { contentSlugSchema, langQuerySchema, practiceViewerSchema } from './exercises';
import { meditationCategories } from '../constants/practice';

export {
  type MeditationCategory,
  meditationCategories,
  meditationMinimumSeconds,
} from '../constants/practice';

export const meditationListQuerySchema = langQuerySchema;
export const meditationSlugParamsSchema = z.object({ slug: contentSlugSchema });

export const meditationSummarySchema = z
  .object({
    slug: z.string(),
    category: z.enum(meditationCategories),
    title: z.string(),
    summary: z.string(),
    durationSeconds: z.number().int(),
    premium: z.boolean(),
    locked: z.boolean(),
    stepCount: z.number().int(),
  })
  .meta({ id: 'MeditationSummary' });
export type MeditationSummary = z.infer<typeof meditationSummarySchema>;

export const meditationListSchema = z
  .object({ viewer: practiceViewerSchema, items: z.array(meditationSummarySchema) })
  .meta({ id: 'MeditationList' });
export type MeditationList = z.infer<typeof meditationListSchema>;

export const meditationStepSchema = z.object({
  /** Seconds from the start at which this step is spoken and shown. */
  at: z.number().int().nonnegative(),
  text: z.string(),
});

export const meditationDetailSchema = meditationSummarySchema
  .extend({ script: z.array(meditationStepSchema) })
  .meta({ id: 'MeditationDetail' });
export type MeditationDetail = z.infer<typeof meditationDetailSchema>;

/**
 * A session the player measured (from timestamps, so it stays right in a background tab).
 * `sessionId` is made by the player once per run: sending the same run twice records it once.
 */
export const meditationSessionSchema = z
  .object({
    sessionId: z.uuid(),
    seconds: z
      .number()
      .int()
      .nonnegative()
      .max(24 * 60 * 60),
    completed: z.boolean(),
  })
  .meta({ id: 'MeditationRun' });
export type MeditationSessionInput = z.infer<typeof meditationSessionSchema>;

export const meditationSessionResultSchema = z
  .object({
    /** False when the run was shorter than a minute (nothing to record) or already recorded. */
    recorded: z.boolean(),
    /** Whole minutes written to the activity log, capped at the meditation's length. */
    minutes: z.number().int(),
  })
  .meta({ id: 'MeditationSessionResult' });
export type MeditationSessionResult = z.infer<typeof meditationSessionResultSchema>;
