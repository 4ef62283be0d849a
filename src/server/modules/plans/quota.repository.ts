import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyUsageTable } from './plans.table';

/**
 * Takes one unit of today's allowance in ONE statement: the row is created at 1, or incremented
 * only while below the limit. No row returned means the limit was already reached. Concurrent
 * claims from any number of instances are serialised by PostgreSQL on the (user, day) row.
 */
export async function claimDailyUnit(db: Db, { userId, day, limit }: { userId: string; day: string; limit: number }) {
  const rows = await db
    .insert(dailyUsageTable)
    .values({ userId, day, count: 1 })
    .onConflictDoUpdate({
      target: [dailyUsageTable.userId, dailyUsageTable.day],
      set: { count: sql`${dailyUsageTable.count} + 1` },
      setWhere: sql`${dailyUsageTable.count} < ${limit}`,
    })
    .returning({ count: dailyUsageTable.count });
  return rows[0]?.count ?? null;
}

export async function readDailyCount(db: Db, { userId, day }: { userId: string; day: string }): Promise<number> {
  const rows = await db
    .select({ count: dailyUsageTable.count })
    .from(dailyUsageTable)
    .where(and(eq(dailyUsageTable.userId, userId), eq(dailyUsageTable.day, day)));
  return rows[0]?.count ?? 0;
}
