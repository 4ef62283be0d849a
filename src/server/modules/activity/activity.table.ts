import { date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from '../../db/columns';
import { usersTable } from '../users/users.table';

export const activityKinds = [
  'exercise_completed',
  'meditation_completed',
  'reflection_saved',
  'resource_read',
  'program_day_completed',
  'ai_request',
  'mood_logged',
] as const;
export type ActivityKind = (typeof activityKinds)[number];

/**
 * One log of everything a person does, so dashboard and profile statistics (sessions, minutes,
 * streaks) are computed from facts. `day` is the calendar day in the person's time zone.
 * Holds references (slugs, ids) and numbers only, never what the person wrote.
 */
export const activityLogTable = pgTable(
  'activity_log',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    ref: text('ref'),
    minutes: integer('minutes').notNull().default(0),
    meta: jsonb('meta').$type<Record<string, string | number | boolean>>(),
    day: date('day', { mode: 'string' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('activity_log_user_day_idx').on(t.userId, t.day)],
);
export type ActivityRow = typeof activityLogTable.$inferSelect;
