import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns';
import { usersTable } from '../users/users.table';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The launch campaign's places: one row (id 1). A place is taken by one conditional update
 * (`taken = taken + 1 where taken < places`), so PostgreSQL alone decides who the first 50 are.
 */
export const launchCampaignTable = pgTable(
  'launch_campaign',
  {
    id: integer('id').primaryKey(),
    places: integer('places').notNull().default(50),
    taken: integer('taken').notNull().default(0),
    /** Set when an administrator closes the campaign: no place is taken while set. */
    closedAt: at('closed_at'),
  },
  (t) => [check('launch_campaign_taken_check', sql`${t.taken} >= 0 and ${t.taken} <= ${t.places}`)],
);

export const launchCodeStates = ['requested', 'assigned', 'ready', 'activated', 'expired'] as const;
export type LaunchCodeState = (typeof launchCodeStates)[number];

/**
 * One launch code per participant: participant numbers 1..50 are unique, one code per person.
 * `expires_at` is the end of the current stage: the activation deadline while `ready`, the end
 * of the 10 days of premium once `activated`.
 */
export const launchCodesTable = pgTable('launch_codes', {
  id: id(),
  code: text('code').notNull().unique('launch_codes_code_unique'),
  participantNumber: integer('participant_number').notNull().unique('launch_codes_participant_unique'),
  userId: uuid('user_id')
    .unique('launch_codes_user_unique')
    .references(() => usersTable.id, { onDelete: 'set null' }),
  state: text('state').$type<LaunchCodeState>().notNull(),
  assignedAt: at('assigned_at').notNull(),
  activatedAt: at('activated_at'),
  expiresAt: at('expires_at').notNull(),
});
export type LaunchCodeRow = typeof launchCodesTable.$inferSelect;

/**
 * SPEC §9's launch discounts, stored for the payment flow: 10 codes for the yearly plan at
 * 19.99 EUR and 10 for the monthly plan at 2.49 EUR. Seeded idempotently by (plan, slot).
 */
export const launchDiscountsTable = pgTable(
  'launch_discounts',
  {
    id: id(),
    code: text('code').notNull().unique('launch_discounts_code_unique'),
    plan: text('plan').$type<'monthly' | 'yearly'>().notNull(),
    slot: integer('slot').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull(),
    usedByUserId: uuid('used_by_user_id').references(() => usersTable.id, { onDelete: 'set null' }),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [unique('launch_discounts_plan_slot_unique').on(t.plan, t.slot)],
);
export type LaunchDiscountRow = typeof launchDiscountsTable.$inferSelect;
