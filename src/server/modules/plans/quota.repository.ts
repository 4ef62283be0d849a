import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { dailyUsageTable } from './plans.table';

const t = dailyUsageTable;

/** Daily allowances: one row per person and allowance, counted in one statement per claim. */
export function createQuotaRepository(db: Db) {
  return {
    /** The person's most recent allowance (its day, count and end), or null before their first. */
    async latestAllowance({ userId }: { userId: string }) {
      const rows = await db
        .select({ day: t.day, count: t.count, resetsAt: t.resetsAt })
        .from(t)
        .where(eq(t.userId, userId))
        .orderBy(sql`${t.resetsAt} desc nulls last`, desc(t.day))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Takes one unit in ONE statement: the allowance row `(user, day)` is created at 1, or
     * incremented only while below the limit; a row whose allowance has ended starts again at 1
     * with the new end. No row returned means the limit was already reached. Concurrent claims
     * from any number of instances are serialised by PostgreSQL on the (user, day) row.
     */
    async claimUnit({ userId, day, resetsAt, limit, now }: { userId: string; day: string; resetsAt: Date; limit: number; now: Date }) {
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
    },

    /** A person's allowances, oldest day first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db).select({ day: t.day, count: t.count }).from(t).where(eq(t.userId, userId)).orderBy(asc(t.day));
    },
  };
}
export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
