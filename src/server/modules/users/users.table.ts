import { boolean, date, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, updatedAt } from '../../db/columns';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** What an account may do: `admin` runs the service, `editor` edits content only, `member` uses the app. */
export const userRoles = ['member', 'editor', 'admin'] as const;
export type UserRole = (typeof userRoles)[number];

export const subscriptionPlans = ['monthly', 'yearly'] as const;
export type SubscriptionPlan = (typeof subscriptionPlans)[number];
/** `canceled` keeps access until the end of the paid period (SPEC §4); `inactive` has none. */
export const subscriptionStatuses = ['inactive', 'active', 'canceled', 'past_due'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * People with an account. Usernames and emails are unique regardless of case. The accounts
 * module owns this table: credentials, consents (each with the moment it was given), the plan
 * state the entitlement function reads (src/server/modules/plans/entitlements.ts) and SPEC §3's
 * profile fields. The effective plan is never stored: it is computed from these dates.
 */
export const usersTable = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Argon2id (PHC string). Never selected into an answer. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    /** The one source of truth for what an account may do (see `userRoles`). */
    role: text('role').$type<UserRole>().notNull().default('member'),
    /** Read-only, kept for the code that asks "administrator or not": derived from `role`. */
    isAdmin: boolean('is_admin')
      .notNull()
      .generatedAlwaysAs(sql`role = 'admin'`),
    /** Set by an administrator: the account cannot sign in and has no session while set. */
    disabledAt: at('disabled_at'),
    language: text('language').notNull().default('it'),
    timeZone: text('time_zone').notNull().default('Europe/Rome'),

    // Consents given at registration (null for the administrator created from the environment).
    termsAcceptedAt: at('terms_accepted_at'),
    /** Which terms were accepted: their "last updated" date. */
    termsVersion: text('terms_version'),
    /** The declaration of being at least 14 (Italy's age of digital consent). */
    ageConfirmedAt: at('age_confirmed_at'),
    /** Explicit consent to process health-related data (GDPR Art. 9). */
    healthDataConsentAt: at('health_data_consent_at'),

    // Plan state. Premium subscription (paid later by the billing module):
    /** SPEC §3's premium flag: decides access only when no expiry is known (SPEC §4). */
    isPremium: boolean('is_premium').notNull().default(false),
    subscriptionPlan: text('subscription_plan').$type<SubscriptionPlan>(),
    subscriptionStatus: text('subscription_status').$type<SubscriptionStatus>().notNull().default('inactive'),
    subscriptionStart: at('subscription_start'),
    subscriptionEnd: at('subscription_end'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** The standard 7-day trial, started at registration. */
    trialStartedAt: at('trial_started_at'),
    trialEndsAt: at('trial_ends_at'),
    /** End of the 10 days of premium given by an activated launch code. */
    launchTrialEndsAt: at('launch_trial_ends_at'),

    // SPEC §3's profile fields.
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    city: text('city'),
    biography: text('biography'),
    wellnessGoals: jsonb('wellness_goals').$type<string[]>().notNull().default([]),
    interests: jsonb('interests').$type<string[]>().notNull().default([]),

    lastLoginAt: at('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);
export type UserRow = typeof usersTable.$inferSelect;
export type UserInsert = typeof usersTable.$inferInsert;
