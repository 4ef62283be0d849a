import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, updatedAt } from '../../db/columns';
import type { SafetyPlan } from '../../ai';
import { usersTable } from '../users/users.table';

/**
 * That the crisis check answered someone, in which category, from which feature and when —
 * never what they wrote.
 */
export const safetyEventsTable = pgTable(
  'safety_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    feature: text('feature').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('safety_events_user_idx').on(t.userId, t.occurredAt)],
);
export type SafetyEventRow = typeof safetyEventsTable.$inferSelect;

/** A person's own safety plan (Stanley-Brown sections), one per person. */
export const safetyPlansTable = pgTable('safety_plans', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' }),
  plan: jsonb('plan').$type<SafetyPlan>().notNull(),
  updatedAt: updatedAt(),
});
export type SafetyPlanRow = typeof safetyPlansTable.$inferSelect;
