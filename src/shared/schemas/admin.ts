import { text, z } from './zod';
import { planIds } from '../plans';

/**
 * The administration API (/api/admin/...) and the second factor of staff sign-in
 * (/api/auth/second-factor/...). Answers hold counts, dates and settings: never what people
 * wrote (chats, reflections, moods); support messages only in the support inbox.
 */

export const staffRoles = ['member', 'editor', 'admin'] as const;
export type StaffRoleName = (typeof staffRoles)[number];

/** Why an administrator acts on an account: mandatory, kept in the audit log. */
export const reasonSchema = text({ error: 'admin.validation.reason_required' })
  .trim()
  .min(3, { message: 'admin.validation.reason_required' })
  .max(500, { message: 'admin.validation.reason_too_long' });

// Second factor -------------------------------------------------------------------------------

export const secondFactorStatusSchema = z
  .object({
    role: z.enum(staffRoles),
    /** True once an authenticator app confirmed the enrolment. */
    enrolled: z.boolean(),
    /** True when this session passed the second factor. */
    verified: z.boolean(),
    recoveryCodesLeft: z.number().int(),
  })
  .meta({ id: 'SecondFactorStatus' });
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

export const secondFactorEnrolmentSchema = z
  .object({
    /** Base32 secret, for typing it into an app by hand (the QR code's text alternative). */
    secret: z.string(),
    otpauthUrl: z.string(),
    /** The otpauth URL as an SVG QR code. */
    qrSvg: z.string(),
  })
  .meta({ id: 'SecondFactorEnrolment' });
export type SecondFactorEnrolment = z.infer<typeof secondFactorEnrolmentSchema>;

const totpCode = text({ error: 'admin.validation.code_format' })
  .trim()
  .regex(/^\d{6}$/, { message: 'admin.validation.code_format' });

export const secondFactorConfirmSchema = z.object({ code: totpCode }).meta({ id: 'SecondFactorConfirmRequest' });

export const recoveryCodesSchema = z
  .object({ recoveryCodes: z.array(z.string()) })
  .meta({ id: 'SecondFactorRecoveryCodes' });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** A 6-digit code from the app, or one of the recovery codes (XXXXX-XXXXX). */
export const secondFactorVerifySchema = z
  .object({
    code: text({ error: 'admin.validation.code_format' })
      .trim()
      .toUpperCase()
      .regex(/^(\d{6}|[0-9A-Z]{5}-?[0-9A-Z]{5})$/, { message: 'admin.validation.code_format' }),
  })
  .meta({ id: 'SecondFactorVerifyRequest' });

// Account -------------------------------------------------------------------------------------

const newAdminPassword = text({ error: 'admin.validation.password_required' })
  .trim()
  .min(1, { message: 'admin.validation.password_required' })
  .min(8, { message: 'auth.validation.reset_password_length' })
  .max(128, { message: 'auth.validation.password_too_long' })
  .refine((s) => /\p{Lu}/u.test(s) && /\p{Ll}/u.test(s) && /\p{N}/u.test(s), {
    message: 'auth.validation.reset_password_strength',
  });

/** SPEC §5: the admin password is never empty and is trimmed before saving; the reset rules apply. */
export const adminPasswordSchema = z
  .object({
    currentPassword: text({ error: 'auth.validation.password_required' })
      .min(1, { message: 'auth.validation.password_required' })
      .max(128),
    newPassword: newAdminPassword,
    confirmPassword: text({ error: 'auth.validation.passwords_mismatch' }).trim().max(128),
  })
  .refine((d) => d.newPassword === d.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.validation.passwords_mismatch',
  })
  .meta({ id: 'AdminPasswordRequest' });

// Overview ------------------------------------------------------------------------------------

const dayCount = z.object({ day: z.string(), count: z.number().int() });
export const overviewSchema = z
  .object({
    generatedAt: z.string(),
    users: z.object({
      total: z.number().int(),
      disabled: z.number().int(),
      perDay: z.array(dayCount),
      perWeek: z.array(z.object({ week: z.string(), count: z.number().int() })),
    }),
    plans: z.array(z.object({ plan: z.enum(planIds), count: z.number().int() })),
    launch: z.object({
      places: z.number().int(),
      taken: z.number().int(),
      discountCodesUsed: z.object({ monthly: z.number().int(), yearly: z.number().int(), each: z.number().int() }),
    }),
    conversion: z.object({
      trialsEnded: z.number().int(),
      converted: z.number().int(),
      /** converted / trialsEnded, 0..1; null before any trial ended. */
      rate: z.number().nullable(),
    }),
    revenueByMonth: z.array(z.object({ month: z.string(), cents: z.number().int(), currency: z.string() })),
    aiRequestsPerDay: z.array(dayCount),
    quotaHitsPerDay: z.array(dayCount),
    crisisResponsesPerDay: z.array(dayCount),
    supportWaiting: z.number().int(),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof overviewSchema>;

// Users ---------------------------------------------------------------------------------------

export const userListQuerySchema = z.object({
  q: text().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminUserSummarySchema = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string(),
    role: z.enum(staffRoles),
    plan: z.enum(planIds),
    premiumUntil: z.string().nullable(),
    createdAt: z.string(),
    lastLoginAt: z.string().nullable(),
    disabledAt: z.string().nullable(),
  })
  .meta({ id: 'AdminUserSummary' });
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const userListSchema = z
  .object({ users: z.array(adminUserSummarySchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
  .meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof userListSchema>;

/** Activity as counts only: never what was written. */
export const adminUserDetailSchema = adminUserSummarySchema
  .extend({
    trialEndsAt: z.string().nullable(),
    launchTrialEndsAt: z.string().nullable(),
    subscriptionPlan: z.enum(['monthly', 'yearly']).nullable(),
    subscriptionStatus: z.string(),
    subscriptionEnd: z.string().nullable(),
    sessions: z.number().int(),
    counts: z.object({
      conversations: z.number().int(),
      chatMessages: z.number().int(),
      moodEntries: z.number().int(),
      reflections: z.number().int(),
      practices: z.number().int(),
    }),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const userIdParamsSchema = z.object({ id: z.uuid({ message: 'admin.validation.user_id' }) });

export const grantPremiumSchema = z
  .object({ days: z.number().int().min(1).max(3650), reason: reasonSchema })
  .meta({ id: 'AdminGrantPremiumRequest' });
export type GrantPremiumInput = z.input<typeof grantPremiumSchema>;

export const reasonBodySchema = z.object({ reason: reasonSchema }).meta({ id: 'AdminReasonRequest' });

export const setRoleSchema = z
  .object({ role: z.enum(staffRoles), reason: reasonSchema })
  .meta({ id: 'AdminSetRoleRequest' });

/** Deleting an account on a request received by mail: the username typed again, to be sure. */
export const deleteUserSchema = z
  .object({ reason: reasonSchema, confirmUsername: text().trim().min(1).max(100) })
  .meta({ id: 'AdminDeleteUserRequest' });

export const adminActionResultSchema = z
  .object({ success: z.literal(true), user: adminUserDetailSchema.nullable() })
  .meta({ id: 'AdminActionResult' });
export type AdminActionResult = z.infer<typeof adminActionResultSchema>;

// Launch campaign -----------------------------------------------------------------------------

export const launchStateSchema = z
  .object({
    open: z.boolean(),
    closedAt: z.string().nullable(),
    places: z.number().int(),
    taken: z.number().int(),
    codes: z.object({
      assigned: z.number().int(),
      activated: z.number().int(),
      expired: z.number().int(),
    }),
    discounts: z.array(z.object({ plan: z.enum(['monthly', 'yearly']), total: z.number().int(), used: z.number().int() })),
  })
  .meta({ id: 'AdminLaunchState' });
export type AdminLaunchState = z.infer<typeof launchStateSchema>;

export const launchToggleSchema = z
  .object({ open: z.boolean(), reason: reasonSchema })
  .meta({ id: 'AdminLaunchToggleRequest' });

// Service -------------------------------------------------------------------------------------

export const serviceStateSchema = z
  .object({
    healthy: z.boolean(),
    version: z.string(),
    environment: z.string(),
    uptimeSeconds: z.number().int(),
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
    /** `outbox`: mail is kept in the database (no SMTP_URL). Contact-form mails that failed to go. */
    mail: z.object({ mode: z.enum(['smtp', 'outbox']), supportDeliveryFailed: z.number().int() }),
    payments: z.object({ mode: z.enum(['stripe', 'demo']) }),
    ai: z.object({
      provider: z.enum(['external', 'builtin']),
      model: z.string().nullable(),
      /** Failures / replies over the last 24 hours, 0..1; null when there were none. */
      errorRate24h: z.number().nullable(),
      failures24h: z.number().int(),
      replies24h: z.number().int(),
    }),
  })
  .meta({ id: 'AdminServiceState' });
export type AdminServiceState = z.infer<typeof serviceStateSchema>;

// Audit log -----------------------------------------------------------------------------------

export const auditListQuerySchema = z.object({
  actor: text().trim().max(100).optional(),
  action: text().trim().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.iso.datetime({ offset: true }).optional(),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditEntrySchema = z
  .object({
    id: z.string(),
    actorId: z.string().nullable(),
    actorName: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    reason: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'AuditEntry' });

export const auditListSchema = z
  .object({ entries: z.array(auditEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AuditList' });
export type AuditListResponse = z.infer<typeof auditListSchema>;
