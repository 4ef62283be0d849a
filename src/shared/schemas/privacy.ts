import { text, z } from './zod';
import type { Lang } from '../i18n';
import { limits } from '../plans';
import { billingPlanSchema } from './billing';
import { entitlementsSchema } from './entitlements';
import { moodExportSchema } from './mood';
import { profileExportSchema, remindersExportSchema } from './profile';
import { progressExportSchema } from './progress';

/**
 * "Your data" (GDPR Art. 15, 17 and 20): the export a signed-in person downloads, and the
 * request that deletes their account. The export names every field it carries, so nothing the
 * schema does not list (a password hash, a session or reset token, a payment-provider id) can
 * leave the server: the route's serializer strips it.
 */

/** The word the deletion form asks for, in the page's language. The server accepts either. */
export const deleteConfirmWords = { it: 'ELIMINA', en: 'DELETE' } as const satisfies Record<Lang, string>;

const confirmMessage = 'privacy.validation.confirm_word';

/** Typed by hand, so case and surrounding spaces do not matter ("Elimina " is fine). */
export function isDeleteConfirmWord(value: string): boolean {
  const word = value.trim().toUpperCase();
  return Object.values(deleteConfirmWords).some((w) => w === word);
}

export const deleteAccountSchema = z
  .object({
    password: text({ error: 'auth.validation.password_required' })
      .min(1, { message: 'auth.validation.password_required' })
      .max(limits.passwordMax, { message: 'auth.validation.password_too_long' }),
    confirm: text({ error: confirmMessage })
      .max(32, { message: confirmMessage })
      .refine(isDeleteConfirmWord, { message: confirmMessage }),
  })
  .meta({ id: 'DeleteAccountRequest' });
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export type DeleteAccountRequest = z.output<typeof deleteAccountSchema>;

// ---------------------------------------------------------------------------------------------
// The export. Instants are ISO 8601 (UTC); calendar days are YYYY-MM-DD in the person's zone.

const instant = z.iso.datetime();
const maybeInstant = instant.nullable();
const day = z.iso.date();
/** A JSON document the app stores as it is (engine state, message extras, a safety plan). */
const stored = (description: string) => z.unknown().meta({ description });

const accountSchema = z.object({
  id: z.uuid(),
  username: z.string(),
  email: z.string(),
  fullName: z.string(),
  /** Language of the mails the app sends. */
  language: z.string(),
  timeZone: z.string(),
  isAdmin: z.boolean(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  dateOfBirth: day.nullable(),
  city: z.string().nullable(),
  biography: z.string().nullable(),
  wellnessGoals: z.array(z.string()),
  interests: z.array(z.string()),
  createdAt: instant,
  updatedAt: instant,
  lastLoginAt: maybeInstant,
});

const consentsSchema = z.object({
  /** The terms and privacy notice accepted at registration, and which version ("last updated" date). */
  termsAcceptedAt: maybeInstant,
  termsVersion: z.string().nullable(),
  /** The declaration of being at least 14. */
  ageConfirmedAt: maybeInstant,
  /** The explicit consent to process health-related data (GDPR Art. 9). */
  healthDataConsentAt: maybeInstant,
  /** The choice about external AI models in the chat settings; null if never made. */
  externalAi: z
    .object({ consent: z.boolean(), consentedAt: maybeInstant, revokedAt: maybeInstant, updatedAt: instant })
    .nullable(),
});

const planSchema = z.object({
  /** What the plan rules grant at the moment of the export. */
  current: entitlementsSchema,
  isPremium: z.boolean(),
  subscription: z.object({
    plan: z.enum(['monthly', 'yearly']).nullable(),
    status: z.string(),
    start: maybeInstant,
    end: maybeInstant,
  }),
  trialStartedAt: maybeInstant,
  trialEndsAt: maybeInstant,
  launchTrialEndsAt: maybeInstant,
});

const launchSchema = z.object({
  code: z
    .object({
      code: z.string(),
      participantNumber: z.number().int(),
      state: z.string(),
      assignedAt: instant,
      activatedAt: maybeInstant,
      expiresAt: instant,
    })
    .nullable(),
  discountsUsed: z.array(
    z.object({
      code: z.string(),
      plan: z.string(),
      priceCents: z.number().int(),
      currency: z.string(),
      usedAt: maybeInstant,
    }),
  ),
});

/**
 * Premium payments as the app recorded them from the provider's verified events: plans, dates,
 * amounts and invoice numbers, never a payment-provider id (customer, subscription, session).
 */
export const billingExportSchema = z.object({
  subscriptions: z.array(
    z.object({
      plan: billingPlanSchema,
      /** The provider's status: active, past_due, canceled, … */
      status: z.string(),
      startedAt: instant,
      currentPeriodEnd: instant,
      cancelAtPeriodEnd: z.boolean(),
      endedAt: maybeInstant,
      launchDiscount: z.boolean(),
    }),
  ),
  invoices: z.array(
    z.object({ number: z.string(), issuedAt: instant, amountCents: z.number().int(), currency: z.string(), plan: billingPlanSchema }),
  ),
  /** Checkouts opened, paid or not. */
  checkouts: z.array(
    z.object({
      plan: billingPlanSchema,
      status: z.enum(['open', 'complete', 'expired']),
      launchDiscount: z.boolean(),
      createdAt: instant,
    }),
  ),
});

const messageSchema = z.object({
  role: z.enum(['user', 'assistant', 'event']),
  /** Empty for an `event` row: a message the crisis check answered is never stored. */
  content: z.string(),
  meta: stored('Suggestions, help and flags that came with the message'),
  createdAt: instant,
});

const conversationSchema = z.object({
  id: z.uuid(),
  feature: z.string(),
  lang: z.string(),
  title: z.string().nullable(),
  /** Where a guided exercise (e.g. a thought record) stood, including the answers given so far. */
  engineState: stored('The conversation state the companion continues from'),
  createdAt: instant,
  updatedAt: instant,
  messages: z.array(messageSchema),
});

export const privacyExportSchema = z
  .object({
    format: z.literal('serenamente-data-export'),
    version: z.literal(1),
    exportedAt: instant,
    account: accountSchema,
    consents: consentsSchema,
    plan: planSchema,
    launch: launchSchema,
    /** AI requests or chat messages counted per calendar day (daily limits). */
    dailyUsage: z.array(z.object({ day, count: z.number().int() })),
    /** What was done and when (exercises, meditations, readings, AI requests…), never what was written. */
    activity: z.array(
      z.object({
        kind: z.string(),
        ref: z.string().nullable(),
        minutes: z.number().int(),
        meta: stored('Numbers and references about the activity'),
        day,
        occurredAt: instant,
      }),
    ),
    reflections: z.array(
      z.object({
        id: z.uuid(),
        body: z.string(),
        category: z.string().nullable(),
        promptSlug: z.string().nullable(),
        readingSlug: z.string().nullable(),
        createdAt: instant,
        updatedAt: instant,
      }),
    ),
    exercises: z.array(
      z.object({
        exerciseSlug: z.string(),
        note: z.string(),
        noteUpdatedAt: maybeInstant,
        completedCount: z.number().int(),
        lastCompletedAt: maybeInstant,
        createdAt: instant,
        updatedAt: instant,
      }),
    ),
    meditationSessions: z.array(
      z.object({
        meditationSlug: z.string(),
        seconds: z.number().int(),
        minutes: z.number().int(),
        completed: z.boolean(),
        createdAt: instant,
      }),
    ),
    conversations: z.array(conversationSchema),
    aiModuleResults: z.array(
      z.object({
        id: z.uuid(),
        module: z.string(),
        lang: z.string(),
        title: z.string(),
        content: z.string(),
        createdAt: instant,
      }),
    ),
    safety: z.object({
      plan: stored('The personal safety plan, as written').nullable(),
      planUpdatedAt: maybeInstant,
      /** When the crisis check answered, in which category and feature; what was written is never kept. */
      events: z.array(z.object({ category: z.string(), feature: z.string(), occurredAt: instant })),
    }),
    quotePreferences: z
      .object({ categories: z.array(z.string()), mood: z.string().nullable(), updatedAt: instant })
      .nullable(),
    resources: z.object({
      feedback: z.array(
        z.object({
          resourceSlug: z.string(),
          helpful: z.boolean(),
          comment: z.string().nullable(),
          createdAt: instant,
          updatedAt: instant,
        }),
      ),
      programDays: z.array(
        z.object({
          resourceSlug: z.string(),
          day: z.number().int(),
          done: z.boolean(),
          firstCompletedAt: instant,
          updatedAt: instant,
        }),
      ),
      reads: z.array(z.object({ resourceSlug: z.string(), day, readAt: instant })),
    }),
    /** Messages sent from the contact form while signed in. */
    supportMessages: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        email: z.string(),
        topic: z.string(),
        message: z.string(),
        lang: z.string(),
        delivery: z.string(),
        createdAt: instant,
        deliveredAt: maybeInstant,
        /** The answer support mailed back, and when; who answered is not part of it. */
        answer: z.string().nullable(),
        answeredAt: maybeInstant,
      }),
    ),
    /**
     * Sign-in sessions, browsers remembered for sign-in (the device cookie) and password-recovery
     * requests: times only, never a token or a code.
     */
    security: z.object({
      sessions: z.array(z.object({ createdAt: instant, lastSeenAt: instant, expiresAt: instant })),
      devices: z.array(z.object({ createdAt: instant, lastUsedAt: instant })),
      passwordResets: z.array(
        z.object({
          createdAt: instant,
          expiresAt: instant,
          attempts: z.number().int(),
          usedAt: maybeInstant,
        }),
      ),
    }),
    // The sections whose shapes live in their modules' schemas.
    mood: moodExportSchema,
    /** Achievements earned. */
    progress: progressExportSchema,
    profile: profileExportSchema,
    /** The daily reminder: its settings, the browsers it reaches (times only) and the days it was sent. */
    reminders: remindersExportSchema,
    billing: billingExportSchema,
  })
  .meta({ id: 'PrivacyExport' });
export type PrivacyExport = z.infer<typeof privacyExportSchema>;

/** `serenamente-data-YYYY-MM-DD.json`, the day of the export in the person's calendar. */
export const exportFileName = (day: string) => `serenamente-data-${day}.json`;
