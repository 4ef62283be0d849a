import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users/users.table';

/**
 * SPEC §3's daily usage record: how many AI requests (free) or chat messages (standard trial) a
 * person used on one calendar day of their own time zone. One row per person and day; claimed
 * with one atomic upsert that only increments while below the limit (plans/quota.service.ts).
 */
export const dailyUsageTable = pgTable(
  'daily_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'daily_usage_user_day_pk', columns: [t.userId, t.day] })],
);
export type DailyUsageRow = typeof dailyUsageTable.$inferSelect;
