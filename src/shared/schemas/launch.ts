import { text, z } from './zod';
import { publicUserSchema } from './auth';

/** Days a launch code can wait before it is activated. */
export const launchCodeActivationDays = 30;

export const launchCodeStateSchema = z.enum(['requested', 'assigned', 'ready', 'activated', 'expired']);

export const launchCodeSchema = z
  .object({
    code: z.string(),
    participantNumber: z.number().int(),
    places: z.number().int(),
    state: launchCodeStateSchema,
    assignedAt: z.string(),
    activatedAt: z.string().nullable(),
    /** Activation deadline while ready; end of the 10 days of premium once activated. */
    expiresAt: z.string(),
  })
  .meta({ id: 'LaunchCode' });
export type LaunchCode = z.infer<typeof launchCodeSchema>;

export const launchStatusSchema = z
  .object({
    campaign: z.object({
      state: z.enum(['active', 'completed']),
      places: z.number().int(),
      taken: z.number().int(),
      remaining: z.number().int(),
    }),
    /** The signed-in person's code, or null. */
    myCode: launchCodeSchema.nullable(),
    /** True when the signed-in person has no code and places remain. */
    canRequest: z.boolean(),
  })
  .meta({ id: 'LaunchStatus' });
export type LaunchStatus = z.infer<typeof launchStatusSchema>;

export const launchRequestResponseSchema = z
  .object({ success: z.literal(true), code: launchCodeSchema })
  .meta({ id: 'LaunchRequestResponse' });

export const launchActivateSchema = z
  .object({
    code: text({ error: 'launch.code_required' })
      .trim()
      .toUpperCase()
      .min(1, { message: 'launch.code_required' })
      .max(64, { message: 'launch.code_invalid' }),
  })
  .meta({ id: 'LaunchActivateRequest' });
export type LaunchActivateInput = z.input<typeof launchActivateSchema>;

export const launchActivateResponseSchema = z
  .object({ success: z.literal(true), code: launchCodeSchema, user: publicUserSchema })
  .meta({ id: 'LaunchActivateResponse' });
