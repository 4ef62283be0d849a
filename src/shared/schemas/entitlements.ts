import { z } from './zod';
import { planIds } from '../plans';

/**
 * What the server grants a person right now: computed on the server by the plans module's
 * entitlement function (injected clock), sent to the client to decide what the UI shows first.
 * The client never decides access from it: every premium API asks the server again.
 */
export const entitlementsSchema = z
  .object({
    plan: z.enum(planIds),
    /** Full premium access now: an active premium or launch-trial period, or an administrator. */
    premium: z.boolean(),
    isAdmin: z.boolean(),
    /** End of the current premium or launch-trial period (ISO), when there is one. */
    premiumUntil: z.string().nullable(),
    /** End of the standard 7-day trial (ISO), when the person is in it. */
    trialEndsAt: z.string().nullable(),
    /** AI requests (free) or chat messages (trial) per day; null means unlimited. */
    dailyLimit: z.number().int().nullable(),
  })
  .meta({ id: 'Entitlements' });
export type Entitlements = z.infer<typeof entitlementsSchema>;
