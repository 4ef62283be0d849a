import { date, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { usersTable } from '../users/users.table';

/**
 * SPEC §3's daily usage record: how many AI requests (free) or chat messages (standard trial) a
 * person used in one daily allowance. `day` is the local date the allowance began on and
 * `resets_at` the instant it ends, fixed when it begins, so a later change of time zone cannot
 * move it (plans/quota.service.ts). Rows from before `resets_at` existed have it null.
 */
export const dailyUsageTable = pgTable(
  'daily_usage',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
    resetsAt: timestamp('resets_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'daily_usage_user_day_pk', columns: [t.userId, t.day] }),
    index('daily_usage_user_resets_idx').on(t.userId, t.resetsAt.desc()),
  ],
);
export type DailyUsageRow = typeof dailyUsageTable.$inferSelect;
