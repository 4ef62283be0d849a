import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { range } from './mood.repository';
import { moodEntriesTable as e } from './mood.table';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface FactorDays {
  key: string;
  label: string;
  withSum: number;
  withDays: number;
}

/** Statistics over a person's entries: SQL aggregates over daily averages. */
export function createMoodStatsRepository(db: Db) {
  return {
    /** The person's own factor labels ever used, once each regardless of case. */
    async customFactors({ userId }: { userId: string }): Promise<string[]> {
      const result = await db.execute(sql`
        select min(f) as label from ${e} cross join lateral jsonb_array_elements_text(${e.factors}) as x(f)
        where ${e.userId} = ${userId} group by lower(f) order by lower(f) limit 100`);
      return rowsOf<{ label: string }>(result).map((r) => r.label);
    },

    /** Daily averages in a range, oldest first. */
    async daily({ userId, from, to }: { userId: string; from: string; to: string }) {
      return db
        .select({
          day: e.day,
          weekday: sql<number>`extract(isodow from ${e.day})::int`,
          average: sql<number>`avg(${e.mood})::float8`,
          entries: sql<number>`count(*)::int`,
        })
        .from(e)
        .where(range(userId, from, to))
        .groupBy(e.day)
        .orderBy(e.day);
    },

    /**
     * Per factor, over the days in range: the sum of daily averages and the count of days that
     * had it (a day has a factor when any of its entries names it, regardless of case), with the
     * days' totals. One statement.
     */
    async factorDays({ userId, from, to }: { userId: string; from: string; to: string }) {
      const result = await db.execute(sql`
        with en as (select ${e.day} as day, ${e.mood} as mood, ${e.factors} as factors from ${e}
          where ${e.userId} = ${userId} and ${e.day} between ${from}::date and ${to}::date),
        d as (select day, avg(mood)::float8 as m from en group by day),
        df as (select en.day, lower(x.f) as key, min(x.f) as label
          from en cross join lateral jsonb_array_elements_text(en.factors) as x(f) group by en.day, lower(x.f))
        select json_build_object(
          'days', (select count(*) from d), 'sum', (select coalesce(sum(m), 0) from d),
          'factors', (select coalesce(json_agg(p order by p."withDays" desc, p.key), '[]'::json) from (
            select df.key, min(df.label) as label, sum(d.m) as "withSum", count(*) as "withDays"
            from df join d using (day) group by df.key) p)) as data`);
      return rowsOf<{ data: { days: number; sum: number; factors: FactorDays[] } }>(result)[0]!.data;
    },
  };
}
export type MoodStatsRepository = ReturnType<typeof createMoodStatsRepository>;
