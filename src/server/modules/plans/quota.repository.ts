import { asc, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { dailyUsageTable } from './plans.table';

const t = dailyUsageTable;

type Insert = ReturnType<ReturnType<Db['insert']>['values']> | ReturnType<ReturnType<Db['insert']>['select']>;

/**
 * One unit onto the allowance row an insert names: the row `(user, day)` is created at 1, or
 * incremented only while below the limit; a row whose allowance has ended starts again at 1 with
 * the new end. Rows written before allowances had an end keep counting until the end computed now.
 */
function upsertUnit(insert: Insert, { limit, now }: { limit: number | Placeholder; now: Date | SQL }) {
  const end = sql`coalesce(${t.resetsAt}, excluded.resets_at)`;
  const ended = sql`${end} <= ${now}`;
  return insert.onConflictDoUpdate({
    target: [t.userId, t.day],
    set: {
      count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
      resetsAt: sql`case when ${ended} then excluded.resets_at else ${end} end`,
    },
    setWhere: sql`${ended} or ${t.count} < ${limit}`,
  });
}

const p = (name: string) => sql.placeholder(name);

/**
 * `claimLatestOrToday`'s statement, built once (db/prepared.ts): every message of a person with a
 * daily limit sends it.
 */
const claimStatement = (db: Db) => preparedStatement<{ targets: number; count: number | null }>('quota_claim_latest_or_today', () => {
  const at = sql`${p('now')}::timestamptz`;
  const next = sql`${p('next')}::timestamptz`;
  const insert = upsertUnit(
    db.insert(t).select(sql`select ${p('userId')}::uuid, target.day, 1, target.resets_at from target`),
    { limit: p('limit'), now: at },
  ).returning({ count: t.count });
  return sql`
        with latest as (
          select ${t.day} as day, ${t.resetsAt} as resets_at from ${t} where ${t.userId} = ${p('userId')}
          order by ${t.resetsAt} desc nulls last, ${t.day} desc limit 1
        ), target as (
          select
            case when l.resets_at > ${at} then l.day else ${p('today')}::date end as day,
            case when l.resets_at > ${at} then l.resets_at else ${next} end as resets_at
          from (select 1) as one left join latest l on true
          where l.resets_at is null or l.resets_at > ${at} or ${next} >= l.resets_at + ${p('gap')}::interval
        ), claimed as (${insert.getSQL()})
        select (select count(*) from target)::int as targets, (select count from claimed) as count`;
});

/** Daily allowances: one row per person and allowance, counted in one statement per claim. */
export function createQuotaRepository(db: Db) {
  const claimLatestOrToday = claimStatement(db);
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
      const rows = await upsertUnit(db.insert(t).values({ userId, day, count: 1, resetsAt }), { limit, now }).returning({ count: t.count });
      return rows[0]?.count ?? null;
    },

    /**
     * `claimUnit` with the allowance found in the same statement: the latest one while it has not
     * ended, else a new one on `today` ending at `nextStart`. `decided: false` (nothing written)
     * when that new allowance would begin less than `minGapMs` after the latest ended (a change
     * of time zone): the caller then picks the allowance itself. `count: null`: limit reached.
     */
    async claimLatestOrToday({ userId, today, nextStart, minGapMs, limit, now }: {
      userId: string;
      today: string;
      nextStart: Date;
      minGapMs: number;
      limit: number;
      now: Date;
    }): Promise<{ decided: boolean; count: number | null }> {
      const [row] = await claimLatestOrToday(db, {
        userId,
        today,
        next: nextStart.toISOString(),
        gap: `${minGapMs} milliseconds`,
        limit,
        now: now.toISOString(),
      });
      return { decided: (row?.targets ?? 0) > 0, count: row?.count ?? null };
    },

    /** A person's allowances, oldest day first (the export). */
    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db).select({ day: t.day, count: t.count }).from(t).where(eq(t.userId, userId)).orderBy(asc(t.day));
    },
  };
}
export type QuotaRepository = ReturnType<typeof createQuotaRepository>;
