import { z } from './zod';

/** Today's use of the daily limit (free: AI requests; standard trial: chat messages). */
export const dailyUsageSchema = z
  .object({
    /** The person's calendar day (YYYY-MM-DD) in their time zone. */
    day: z.string(),
    timeZone: z.string(),
    used: z.number().int(),
    /** null: unlimited (premium, launch trial, administrator). */
    limit: z.number().int().nullable(),
    remaining: z.number().int().nullable(),
    limitReached: z.boolean(),
    /** When the count starts again: the next midnight in the person's time zone (ISO). */
    resetsAt: z.string(),
  })
  .meta({ id: 'DailyUsage' });
export type DailyUsage = z.infer<typeof dailyUsageSchema>;
