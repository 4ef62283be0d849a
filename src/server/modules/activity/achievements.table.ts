import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AchievementId } from '@shared/schemas/progress';
import { usersTable } from '../users/users.table';

/**
 * Achievements earned, once each: the primary key (user, achievement) and `insert … on conflict
 * do nothing` make a second award a no-op, whichever instance records the fact that earns it.
 */
export const userAchievementsTable = pgTable(
  'user_achievements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => usersTable.id, { onDelete: 'cascade' }),
    achievement: text('achievement').$type<AchievementId>().notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.achievement] }),
    index('user_achievements_user_earned_idx').on(t.userId, t.earnedAt),
  ],
);
export type UserAchievementRow = typeof userAchievementsTable.$inferSelect;
