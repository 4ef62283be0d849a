import { integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from './users.table';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const owner = () =>
  uuid('user_id')
    .primaryKey()
    .references(() => usersTable.id, { onDelete: 'cascade' });

/**
 * The profile's goals tab beside SPEC §3's `wellness_goals`: a weekly goal in minutes or active
 * days, and the part of the day the person prefers to practise in.
 */
export const userGoalsTable = pgTable('user_goals', {
  userId: owner(),
  weeklyGoal: jsonb('weekly_goal').$type<{ unit: 'minutes' | 'days'; target: number }>(),
  preferredPracticeTime: text('preferred_practice_time').$type<
    'morning' | 'afternoon' | 'evening' | 'night'
  >(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});
export type UserGoalsRow = typeof userGoalsTable.$inferSelect;

/**
 * A change of address waiting for the code mailed to it: an Argon2id hash of the code, valid
 * 10 minutes, 5 tries, one pending change per person.
 */
export const emailChangesTable = pgTable('email_changes', {
  userId: owner(),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  expiresAt: instant('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  createdAt: instant('created_at').notNull().defaultNow(),
});
