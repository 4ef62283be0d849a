import { text, z } from './zod';
import { languages } from '../i18n';
import { limits } from '../plans';
import { emailSchema, isValidTimeZone, newPasswordSchema } from './auth';
import { labelSchema, partOfDaySchema, weeklyGoalSchema } from './progress';

/**
 * The profile (SPEC §2 /profile: tabs overview, activity, personal data, goals; §3's profile
 * fields) and the daily reminder: the contract between the routes and the screen. Every field
 * message is an error code of src/shared/errors/profile.ts, so the form and the server's
 * `validation.failed` details show the same words. A save that fails for any other reason
 * answers `profile.save_failed` (SPEC §8: 'Unable to save profile. Please try again later.').
 *
 * Stable: changes are additive only, and listed here.
 * Changes: `profileExportSchema` added; `lang` on the unsubscribe query; the one-tap link is GET only.
 */

const m = {
  name: 'profile.validation.name',
  phone: 'profile.validation.phone',
  birth: 'profile.validation.date_of_birth',
  city: 'profile.validation.city',
  bio: 'profile.validation.biography',
  list: 'profile.validation.list',
  timeZone: 'profile.validation.time_zone',
  time: 'profile.validation.time',
} as const;

const controlChars = /[\p{Cc}\p{Cf}]/u;
const optionalText = (max: number, message: string) =>
  text({ error: message })
    .normalize('NFC')
    .trim()
    .max(max, { message })
    .refine((s) => !controlChars.test(s), { message })
    .transform((s) => (s === '' ? null : s))
    .nullable();

export const biographyMaxLength = 1000;
export const profileListMax = 20;

/** People must be at least 14 (the registration's declaration) and born after 1900. */
export function isPlausibleBirthDate(value: string, today: Date = new Date()): boolean {
  const birth = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(birth.getTime()) || birth.getUTCFullYear() < 1900) return false;
  const limit = new Date(Date.UTC(today.getUTCFullYear() - 14, today.getUTCMonth(), today.getUTCDate()));
  return birth <= limit;
}

export const profilePreferencesSchema = z
  .object({
    /** Language of the mails and reminders the app sends. */
    language: z.enum(languages),
    /** IANA zone: the calendar days of stats, streaks and reminders. */
    timeZone: text({ error: m.timeZone }).refine(isValidTimeZone, { message: m.timeZone }),
  })
  .meta({ id: 'ProfilePreferences' });

/** PUT /api/profile: every editable field (empty text clears it). The email is changed apart. */
export const profileUpdateSchema = z
  .object({
    firstName: optionalText(50, m.name),
    lastName: optionalText(50, m.name),
    phone: text({ error: m.phone })
      .trim()
      .max(30, { message: m.phone })
      .refine((s) => s === '' || /^\+?[\d\s().-]{6,30}$/.test(s), { message: m.phone })
      .transform((s) => (s === '' ? null : s))
      .nullable(),
    dateOfBirth: z.iso
      .date({ error: m.birth })
      .refine((d) => isPlausibleBirthDate(d), { message: m.birth })
      .nullable(),
    city: optionalText(100, m.city),
    biography: optionalText(biographyMaxLength, m.bio),
    interests: z.array(labelSchema).max(profileListMax, { message: m.list }),
    preferences: profilePreferencesSchema,
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** GET/PUT /api/profile answer. */
export const profileSchema = z
  .object({
    username: z.string(),
    /** Read-only here: POST /api/profile/email changes it, after a code sent by mail. */
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phone: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    city: z.string().nullable(),
    biography: z.string().nullable(),
    interests: z.array(z.string()),
    preferences: z.object({ language: z.enum(languages), timeZone: z.string() }),
    /** An address waiting for its confirmation code, if any. */
    pendingEmail: z.string().nullable(),
    memberSince: z.string(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

// ---------------------------------------------------------------------------------------------
// Goals: GET/PUT /api/profile/goals.

export const wellnessGoalIds = [
  'reduce_stress',
  'manage_anxiety',
  'sleep_better',
  'build_habit',
  'improve_mood',
  'self_esteem',
  'focus',
  'relationships',
] as const;

export const goalsUpdateSchema = z
  .object({
    /** Built-in goal ids or the person's own words (1–40 characters each). */
    wellnessGoals: z.array(labelSchema).max(profileListMax, { message: m.list }),
    weeklyGoal: weeklyGoalSchema.nullable(),
    preferredPracticeTime: partOfDaySchema.nullable(),
  })
  .meta({ id: 'GoalsUpdate' });
export type GoalsUpdate = z.input<typeof goalsUpdateSchema>;

export const goalsSchema = z
  .object({
    wellnessGoals: z.array(z.string()),
    weeklyGoal: weeklyGoalSchema.nullable(),
    preferredPracticeTime: partOfDaySchema.nullable(),
    /** The built-in goals with their labels in the request's language. */
    suggestions: z.array(z.object({ id: z.enum(wellnessGoalIds), label: z.string() })),
  })
  .meta({ id: 'Goals' });
export type Goals = z.infer<typeof goalsSchema>;

// ---------------------------------------------------------------------------------------------
// Password and email.

/** POST /api/profile/password: ends every other session of the person; this one stays. */
export const changePasswordSchema = z
  .object({
    currentPassword: text({ error: 'auth.validation.password_required' })
      .min(1, { message: 'auth.validation.password_required' })
      .max(limits.passwordMax, { message: 'auth.validation.password_too_long' }),
    newPassword: newPasswordSchema,
    confirmPassword: text({ error: 'auth.validation.passwords_mismatch' }).max(limits.passwordMax),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.passwords_mismatch',
  })
  .meta({ id: 'ChangePasswordRequest' });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** POST /api/profile/email: a 6-digit code goes by mail to the new address. */
export const changeEmailSchema = z
  .object({
    newEmail: emailSchema('auth.validation.email'),
    password: text({ error: 'auth.validation.password_required' })
      .min(1, { message: 'auth.validation.password_required' })
      .max(limits.passwordMax, { message: 'auth.validation.password_too_long' }),
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailInput = z.input<typeof changeEmailSchema>;

export const changeEmailResponseSchema = z
  .object({ success: z.literal(true), pendingEmail: z.string(), validMinutes: z.number().int() })
  .meta({ id: 'ChangeEmailResponse' });

/** POST /api/profile/email/confirm: answers the profile with the new address. */
export const confirmEmailSchema = z
  .object({
    code: text({ error: 'auth.validation.code_required' })
      .trim()
      .regex(/^\d{6}$/, { message: 'auth.validation.code_required' }),
  })
  .meta({ id: 'ConfirmEmailRequest' });

// ---------------------------------------------------------------------------------------------
// The daily reminder (Web Push): GET/PUT /api/reminders, subscriptions per device.

const clockTime = text({ error: m.time }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: m.time });

export const quietHoursSchema = z.object({ start: clockTime, end: clockTime }).meta({ id: 'QuietHours' });

/**
 * PUT /api/reminders. The reminder comes once a day at `time` (local), or at the end of the
 * quiet hours when `time` falls inside them, and not at all on a day something was practised
 * before it.
 */
export const reminderSettingsUpdateSchema = z
  .object({ enabled: z.boolean(), time: clockTime, quietHours: quietHoursSchema.nullable() })
  .meta({ id: 'ReminderSettingsUpdate' });
export type ReminderSettingsUpdate = z.input<typeof reminderSettingsUpdateSchema>;

export const reminderSettingsSchema = z
  .object({
    enabled: z.boolean(),
    time: z.string(),
    quietHours: quietHoursSchema.nullable(),
    timeZone: z.string(),
    /** Devices subscribed to push. */
    devices: z.number().int(),
    /** The VAPID public key for `pushManager.subscribe({ applicationServerKey })`. */
    vapidPublicKey: z.string(),
  })
  .meta({ id: 'ReminderSettings' });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** POST /api/reminders/subscriptions: the browser's PushSubscription.toJSON(). */
export const pushSubscriptionSchema = z
  .object({
    endpoint: text()
      .url()
      .max(2000)
      .refine((u) => u.startsWith('https://') || u.startsWith('http://')),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: text().min(1).max(200), auth: text().min(1).max(100) }),
  })
  .meta({ id: 'PushSubscription' });
export type PushSubscriptionInput = z.input<typeof pushSubscriptionSchema>;

/** DELETE /api/reminders/subscriptions: this device stops receiving reminders. */
export const pushUnsubscribeSchema = z.object({ endpoint: text().max(2000) }).meta({ id: 'PushUnsubscribe' });

/**
 * GET /api/reminders/unsubscribe?token=: the one-tap link in every reminder (signed,
 * no session needed); turns the daily reminder off.
 */
export const reminderUnsubscribeQuerySchema = z.object({
  token: text().min(10).max(500),
  lang: z.enum(languages).optional(),
});
export const reminderUnsubscribeResponseSchema = z
  .object({ success: z.literal(true), message: z.string() })
  .meta({ id: 'ReminderUnsubscribeResponse' });

/** The export's `profile` section: goals beside SPEC §3's fields, and an address waiting for its code. */
export const profileExportSchema = z.object({
  weeklyGoal: weeklyGoalSchema.nullable(),
  preferredPracticeTime: partOfDaySchema.nullable(),
  pendingEmail: z.object({ newEmail: z.string(), createdAt: z.string(), expiresAt: z.string() }).nullable(),
});

/** The export's `reminders` section. */
export const remindersExportSchema = z.object({
  settings: z
    .object({
      enabled: z.boolean(),
      time: z.string(),
      quietHours: quietHoursSchema.nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  devices: z.array(z.object({ createdAt: z.string(), lastSentAt: z.string().nullable() })),
  sent: z.array(z.object({ day: z.string(), sentAt: z.string() })),
});
export type RemindersExport = z.infer<typeof remindersExportSchema>;
