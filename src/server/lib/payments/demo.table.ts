import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The demo payment provider's own side, as Stripe would hold it: one row (id 1) with the webhook
 * signing secret, generated at first start and never sent to a browser.
 */
export const paymentsDemoSettingsTable = pgTable('payments_demo_settings', {
  id: integer('id').primaryKey(),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * The demo provider's objects in Stripe's shapes (checkout sessions, customers, subscriptions,
 * invoices). `due_at` is when the clock next has work for one: a session's expiry, a
 * subscription's renewal or retry.
 */
export const paymentsDemoObjectsTable = pgTable(
  'payments_demo_objects',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    dueAt: at('due_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('payments_demo_objects_due_idx').on(t.dueAt)],
);

/**
 * Events the demo provider sent, signed as Stripe signs them: kept until delivered, and sent
 * again by the clock's job when a delivery failed (as Stripe retries).
 */
export const paymentsDemoEventsTable = pgTable(
  'payments_demo_events',
  {
    id: text('id').primaryKey(),
    /** The order the events were sent in. */
    seq: integer('seq').generatedAlwaysAsIdentity().notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [index('payments_demo_events_pending_idx').on(t.deliveredAt)],
);
