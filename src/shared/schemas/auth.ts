import { text, z } from './zod';
import { limits, planIds } from '../plans';
import { entitlementsSchema } from './entitlements';

/**
 * Accounts: one schema per form, used by the page (react-hook-form + zodResolver) and by the
 * route (body validation). Every message is an error code of src/shared/errors/auth.ts, so both
 * sides show the same localized words. Text is NFC-normalised and trimmed (passwords never are).
 */

const codePointLength = (s: string) => [...s].length;
// Letters and digits of any script, plus . _ -
const usernamePattern = /^[\p{L}\p{M}\p{N}._-]+$/u;
// Control and format characters (incl. bidi overrides) never belong in a name.
const controlChars = /[\p{Cc}\p{Cf}]/u;

/** A valid IANA time zone for this runtime (e.g. `Europe/Rome`). */
export function isValidTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const m = {
  emailPassword: 'auth.validation.email_password',
  email: 'auth.validation.email',
  mismatch: 'auth.validation.passwords_mismatch',
  terms: 'auth.validation.terms_required',
  age: 'auth.validation.age_required',
  health: 'auth.validation.health_consent_required',
  username: 'auth.validation.username',
  fullName: 'auth.validation.full_name',
  identifier: 'auth.validation.identifier_required',
  passwordRequired: 'auth.validation.password_required',
  passwordTooLong: 'auth.validation.password_too_long',
  code: 'auth.validation.code_required',
  resetLength: 'auth.validation.reset_password_length',
  resetStrength: 'auth.validation.reset_password_strength',
} as const;

export const usernameSchema = text({ error: m.username })
  .normalize('NFC')
  .trim()
  .refine((s) => codePointLength(s) >= 3 && codePointLength(s) <= 30 && usernamePattern.test(s), {
    message: m.username,
  });

const fullNameSchema = text({ error: m.fullName })
  .normalize('NFC')
  .trim()
  .refine((s) => codePointLength(s) >= 1 && codePointLength(s) <= 100 && !controlChars.test(s), {
    message: m.fullName,
  });

/** Trimmed, lower-cased address; SPEC §5's message when it is not an email. */
export const emailSchema = (message: string = m.emailPassword) =>
  text({ error: message }).trim().toLowerCase().max(254, { message }).pipe(z.email({ message }));

/** SPEC §5: at least 6 characters at registration; at most limits.passwordMax. */
const registerPasswordSchema = text({ error: m.emailPassword })
  .min(limits.passwordMinRegister, { message: m.emailPassword })
  .max(limits.passwordMax, { message: m.passwordTooLong });

/** SPEC §5 reset rules: at least 8 characters, upper and lower case letters and a number. */
export const newPasswordSchema = text({ error: m.resetLength })
  .min(limits.passwordMinReset, { message: m.resetLength })
  .max(limits.passwordMax, { message: m.passwordTooLong })
  .refine((s) => /\p{Lu}/u.test(s) && /\p{Ll}/u.test(s) && /\p{N}/u.test(s), { message: m.resetStrength });

const timeZoneSchema = text().max(64).optional();
const confirmSchema = text({ error: m.mismatch }).max(limits.passwordMax, { message: m.mismatch });
const mustBeTrue = (message: string) => z.literal(true, { error: message });

type WithPasswords = { password?: unknown; confirmPassword?: unknown };
// Zod asks even when the value is not an object at all (a JSON `null` body).
const bothStrings = (p: { value: unknown }) =>
  typeof p.value === 'object' &&
  p.value !== null &&
  typeof (p.value as WithPasswords).password === 'string' &&
  typeof (p.value as WithPasswords).confirmPassword === 'string';

export const registerSchema = z
  .object({
    username: usernameSchema,
    fullName: fullNameSchema,
    email: emailSchema(),
    password: registerPasswordSchema,
    confirmPassword: confirmSchema,
    acceptTerms: mustBeTrue(m.terms),
    ageConfirmed: mustBeTrue(m.age),
    healthDataConsent: mustBeTrue(m.health),
    /** SPEC §7: true when the person does not want a launch-campaign code. */
    skipLaunchCode: z.boolean().optional(),
    /** The browser's IANA time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`). */
    timeZone: timeZoneSchema,
  })
  .refine((d) => d.password === d.confirmPassword, {
    path: ['confirmPassword'],
    message: m.mismatch,
    when: bothStrings,
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterRequest = z.output<typeof registerSchema>;

/** SPEC §7: `username` is the username or the email. */
export const loginSchema = z
  .object({
    username: text({ error: m.identifier })
      .normalize('NFC')
      .trim()
      .min(1, { message: m.identifier })
      .max(254, { message: m.identifier }),
    password: text({ error: m.passwordRequired })
      .min(1, { message: m.passwordRequired })
      .max(limits.passwordMax, { message: m.passwordTooLong }),
    timeZone: timeZoneSchema,
  })
  .meta({ id: 'LoginRequest' });
export type LoginInput = z.input<typeof loginSchema>;
export type LoginRequest = z.output<typeof loginSchema>;

export const forgotPasswordSchema = z
  .object({ email: emailSchema(m.email) })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;
export type ForgotPasswordRequest = z.output<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    email: emailSchema(m.email),
    code: text({ error: m.code }).trim().min(1, { message: m.code }).max(32, { message: m.code }),
    password: newPasswordSchema,
    confirmPassword: confirmSchema,
  })
  .refine((d) => d.password === d.confirmPassword, {
    path: ['confirmPassword'],
    message: m.mismatch,
    when: bothStrings,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordRequest = z.output<typeof resetPasswordSchema>;

/** SPEC §3's user as the client holds it. Never a password hash, a token or another person's data. */
export const publicUserSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    fullName: z.string(),
    email: z.string(),
    isAdmin: z.boolean(),
    /** Premium access now (subscription, launch trial or administrator). */
    isPremium: z.boolean(),
    subscriptionPlan: z.enum(['monthly', 'yearly']).nullable(),
    subscriptionStart: z.string().nullable(),
    subscriptionEnd: z.string().nullable(),
    /** The effective plan now, as the entitlement function decides it. */
    plan: z.enum(planIds),
    entitlements: entitlementsSchema,
  })
  .meta({ id: 'User' });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const sessionResponseSchema = z
  .object({ success: z.literal(true), user: publicUserSchema })
  .meta({ id: 'SessionResponse' });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const registerResponseSchema = z
  .object({
    success: z.literal(true),
    user: publicUserSchema,
    /** The launch code, or null (skipLaunchCode, or the campaign is completed). */
    promoCode: z.string().nullable(),
    /** N of the launch campaign's 50 places, or null. */
    participantNumber: z.number().int().nullable(),
  })
  .meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const successSchema = z.object({ success: z.literal(true) }).meta({ id: 'Success' });

/** The same for every address; the code itself only ever leaves by mail. */
export const forgotPasswordResponseSchema = z
  .object({
    success: z.literal(true),
    /** Minutes the code stays valid. */
    validMinutes: z.number().int(),
  })
  .meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

export const userIdParamsSchema = z.object({ id: text().min(1).max(64) });
