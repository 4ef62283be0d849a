import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dailyUsageTable } from './plans.table';

/** The person's most recent allowance (its day, count and end), or null before their first. */
export async function latestAllowance(db: Db, { userId }: { userId: string }) {
  const rows = await db
    .select({ day: dailyUsageTable.day, count: dailyUsageTable.count, resetsAt: dailyUsageTable.resetsAt })
    .from(dailyUsageTable)
    .where(eq(dailyUsageTable.userId, userId))
    .orderBy(sql`${dailyUsageTable.resetsAt} desc nulls last`, desc(dailyUsageTable.day))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Takes one unit in ONE statement: the allowance row `(user, day)` is created at 1, or
 * incremented only while below the limit; a row whose allowance has ended starts again at 1 with
 * the new end. No row returned means the limit was already reached. Concurrent claims from any
 * number of instances are serialised by PostgreSQL on the (user, day) row.
 */
export async function claimDailyUnit(
  db: Db,
  { userId, day, resetsAt, limit, now }: { userId: string; day: string; resetsAt: Date; limit: number; now: Date },
) {
  const t = dailyUsageTable;
  // Rows written before allowances had an end keep counting until the end computed now.
  const end = sql`coalesce(${t.resetsAt}, excluded.resets_at)`;
  const ended = sql`${end} <= ${now}`;
  const rows = await db
    .insert(t)
    .values({ userId, day, count: 1, resetsAt })
    .onConflictDoUpdate({
      target: [t.userId, t.day],
      set: {
        count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
        resetsAt: sql`case when ${ended} then excluded.resets_at else ${end} end`,
      },
      setWhere: sql`${ended} or ${t.count} < ${limit}`,
    })
    .returning({ count: t.count });
  return rows[0]?.count ?? null;
}
