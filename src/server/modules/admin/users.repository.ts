import { desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { activityLogTable } from '../activity/activity.table';
import { conversationsTable, messagesTable } from '../chat/chat.table';
import { moodEntriesTable } from '../mood/mood.table';
import { reflectionEntriesTable } from '../reflections/reflections.table';
import { sessionsTable } from '../sessions/sessions.table';
import { usersTable } from '../users/users.table';

export const USER_PAGE_SIZE = 20;

/** `%`, `_` and `\` typed in a search are matched as themselves. */
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts as the admin pages see them: found by username or email, with activity as counts.
 * No query here ever selects what a person wrote.
 */
export function createAdminUsersRepository(db: Db) {
  return {
    /** One page (newest first) and the total matching, in one query. */
    async search({ q, page }: { q: string | undefined; page: number }) {
      const where = q
        ? or(ilike(usersTable.username, likePattern(q)), ilike(usersTable.email, likePattern(q)))
        : undefined;
      const rows = await db
        .select({ user: usersTable, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(usersTable)
        .where(where)
        .orderBy(desc(usersTable.createdAt), desc(usersTable.id))
        .limit(USER_PAGE_SIZE)
        .offset((page - 1) * USER_PAGE_SIZE);
      return { users: rows.map((r) => r.user), total: rows[0]?.total ?? 0 };
    },

    /** Activity counts of one account: one query of scalar sub-counts. */
    async counts(userId: string) {
      const n = (q: ReturnType<typeof sql>) => sql<number>`(${q})`.mapWith(Number);
      const [row] = await db
        .select({
          sessions: n(sql`select count(*) from ${sessionsTable} where ${sessionsTable.userId} = ${userId}`),
          conversations: n(
            sql`select count(*) from ${conversationsTable} where ${conversationsTable.userId} = ${userId}`,
          ),
          chatMessages: n(
            sql`select count(*) from ${messagesTable} join ${conversationsTable} on ${conversationsTable.id} = ${messagesTable.conversationId} where ${conversationsTable.userId} = ${userId} and ${messagesTable.role} = 'user'`,
          ),
          moodEntries: n(
            sql`select count(*) from ${moodEntriesTable} where ${moodEntriesTable.userId} = ${userId}`,
          ),
          reflections: n(
            sql`select count(*) from ${reflectionEntriesTable} where ${reflectionEntriesTable.userId} = ${userId}`,
          ),
          practices: n(
            sql`select count(*) from ${activityLogTable} where ${activityLogTable.userId} = ${userId} and ${activityLogTable.kind} in ('exercise_completed', 'meditation_completed', 'program_day_completed')`,
          ),
        })
        .from(usersTable)
        .where(eq(usersTable.id, userId));
      return row ?? null;
    },
  };
}
