import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns';
import { usersTable } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type BillingPlan = 'monthly' | 'yearly';
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };

/**
 * Each person's subscriptions, as the provider's verified events last described them (the
 * provider's id is the key). `pending_plan` is a plan change asked for, effective at renewal.
 */
export const billingSubscriptionsTable = pgTable(
  'billing_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'stripe' | 'demo'>().notNull(),
    customerId: text('customer_id').notNull(),
    plan: text('plan').$type<BillingPlan>().notNull(),
    /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, … */
    status: text('status').notNull(),
    startedAt: at('started_at').notNull(),
    currentPeriodStart: at('current_period_start').notNull(),
    currentPeriodEnd: at('current_period_end').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: at('canceled_at'),
    endedAt: at('ended_at'),
    pendingPlan: text('pending_plan').$type<BillingPlan>(),
    launchDiscount: boolean('launch_discount').notNull().default(false),
    paymentMethod: jsonb('payment_method').$type<CardSummary>(),
    /** While a renewal is failing: attempts made and the next one. */
    retryAttempts: integer('retry_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('billing_subscriptions_user_idx').on(t.userId)],
);
export type BillingSubscriptionRow = typeof billingSubscriptionsTable.$inferSelect;
export type BillingSubscriptionInsert = typeof billingSubscriptionsTable.$inferInsert;

/** Checkout sessions the app opened, and whether a launch discount was claimed for one. */
export const billingCheckoutSessionsTable = pgTable(
  'billing_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<'stripe' | 'demo'>().notNull(),
    plan: text('plan').$type<BillingPlan>().notNull(),
    launchDiscount: boolean('launch_discount').notNull().default(false),
    /** open → complete | expired (as the provider's events say). */
    status: text('status').$type<'open' | 'complete' | 'expired'>().notNull().default('open'),
    url: text('url').notNull(),
    customerId: text('customer_id'),
    subscriptionId: text('subscription_id'),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('billing_checkout_sessions_user_idx').on(t.userId, t.createdAt)],
);
export type BillingCheckoutSessionRow = typeof billingCheckoutSessionsTable.$inferSelect;

/**
 * Paid invoices. Kept for the tax records when the account is deleted (the buyer's details are
 * a copy taken when it was paid). `number` is gapless per year (`2026-00001`) for the invoices
 * the app issues (demo provider); Stripe's own number for Stripe's.
 */
export const billingInvoicesTable = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => usersTable.id, { onDelete: 'set null' }),
    provider: text('provider').$type<'stripe' | 'demo'>().notNull(),
    subscriptionId: text('subscription_id'),
    number: text('number').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    plan: text('plan').$type<BillingPlan>().notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    launchDiscount: boolean('launch_discount').notNull().default(false),
    /** The VAT rate in hundredths of a percent (2200 = 22%). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    buyer: jsonb('buyer').$type<{ name: string; email: string }>().notNull(),
    seller: jsonb('seller')
      .$type<{ name: string; address: string; vatId: string; email: string }>()
      .notNull(),
    issuedAt: at('issued_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('billing_invoices_number_unique').on(t.provider, t.number),
    index('billing_invoices_user_idx').on(t.userId),
  ],
);
export type BillingInvoiceRow = typeof billingInvoicesTable.$inferSelect;

/** The last invoice number of each year: taken in the transaction that records the invoice. */
export const billingInvoiceCountersTable = pgTable('billing_invoice_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/** Provider events already applied: the id is written in the same transaction as the effect. */
export const billingEventsTable = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});

/**
 * SPEC §9's launch discounts: 10 per plan. `used` counts the claimed ones (a checkout that
 * expires unpaid gives its own back); a claim is one conditional update.
 */
export const billingDiscountsTable = pgTable(
  'billing_discounts',
  {
    plan: text('plan').$type<BillingPlan>().primaryKey(),
    priceCents: integer('price_cents').notNull(),
    total: integer('total').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [check('billing_discounts_used_check', sql`${t.used} >= 0 and ${t.used} <= ${t.total}`)],
);
