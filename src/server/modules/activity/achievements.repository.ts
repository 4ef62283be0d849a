import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AchievementId } from '@shared/schemas/progress';
import type { Db, Tx } from '../../db/client';
import { isoOf, jsonOf, preparedStatement } from '../../db/prepared';
import type { ActivityEntry } from './activity.repository';
import { activityDaysTable as d, activityLogTable } from './activity.table';
import { countedColumns, createDaysRepository, type DayCounts } from './days.repository';
import { userAchievementsTable as a } from './achievements.table';

/** Rows of a raw statement, whichever driver ran it. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A placeholder as SQL: its value goes to the driver as it is, not through the column's encoding. */
const p = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * The statement `record` sends, built once (db/prepared.ts): the log row, its day's counts (one
 * upsert), then every achievement the person's days now qualify for as of the fact's day, plus
 * `first` when given, `on conflict do nothing`.
 */
function recordStatement(db: Db) {
  const days = createDaysRepository(db);
  return preparedStatement<{ achievement: AchievementId }>('activity_record', () => {
    const userId = p('userId');
    const day = p('day');
    const log = db.insert(activityLogTable).values({
      userId,
      kind: p('kind'),
      ref: p('ref'),
      minutes: p('minutes'),
      meta: p('meta'),
      day,
      occurredAt: p('at'),
      hour: p('hour'),
    });
    const counts = Object.fromEntries(countedColumns.map((k) => [k, p(`count_${k}`)]));
    const upsert = days.addStatement({ userId, day, at: p('at'), counts });
    const columns = sql`day, minutes, chat, ai_module, exercise, meditation, reflection, reading, mood`;
    return sql`
        with l as (${log.getSQL()}), u as (${upsert.getSQL()}), f as (
          select ${columns} from ${d} where ${d.userId} = ${userId} and ${d.day} < ${day}::date and ${d.facts} > 0
          union all
          select ${columns} from u where facts > 0
        ), w as (
          select * from f where day > ${day}::date - 7
        ), s as (
          select
            (select count(*) from f where day > ${day}::date - 3) as d3,
            (select count(*) from w) as d7,
            (select count(*) from f where day > ${day}::date - 30) as d30,
            (select coalesce(sum(minutes), 0) from f) as mins,
            (select (sum(chat) > 0)::int + (sum(ai_module) > 0)::int + (sum(exercise) > 0)::int + (sum(meditation) > 0)::int
              + (sum(reflection) > 0)::int + (sum(reading) > 0)::int + (sum(mood) > 0)::int from w) as kinds
        )
        insert into ${a} (user_id, achievement, earned_at)
        select ${userId}, x.id, ${p('at')}::timestamptz
        from s cross join lateral unnest(array[
          ${p('first')}::text,
          case when s.d3 >= 3 then 'streak_3' end,
          case when s.d7 >= 7 then 'streak_7' end,
          case when s.d30 >= 30 then 'streak_30' end,
          case when s.mins >= 60 then 'minutes_60' end,
          case when s.mins >= 300 then 'minutes_300' end,
          case when s.mins >= 1000 then 'minutes_1000' end,
          case when s.kinds >= 4 then 'variety_week' end
        ]) as x(id)
        where x.id is not null
        on conflict do nothing
        returning achievement`;
  });
}

/** Achievements earned, and the one statement that records a fact and awards what it earns. */
export function createAchievementsRepository(db: Db) {
  const recordFact = recordStatement(db);
  return {
    /**
     * Records one fact and awards what it earns, in ONE statement: the log row, its day's counts
     * (one upsert), then every achievement the person's days now qualify for as of the fact's
     * day, plus `first` when given, `on conflict do nothing`, so each is earned exactly once
     * whoever runs it. The fact's own day is read from the upsert's result (the row as it is
     * after it, concurrent additions included); the earlier days from the table. Returns the
     * achievements earned now.
     */
    async record({
      entry,
      counts,
      first,
      tx,
    }: {
      entry: ActivityEntry;
      counts: DayCounts;
      first: AchievementId | null;
      tx?: Tx;
    }) {
      const values: Record<string, unknown> = {
        userId: entry.userId,
        kind: entry.kind,
        ref: entry.ref,
        minutes: entry.minutes,
        meta: jsonOf(entry.meta),
        day: entry.day,
        at: isoOf(entry.occurredAt),
        hour: entry.hour,
        first,
      };
      // A count the fact does not add is 0, the column's default.
      for (const k of countedColumns) values[`count_${k}`] = counts[k] ?? 0;
      const rows = await recordFact(tx ?? db, values);
      return rows.map((r) => r.achievement);
    },

    async listOfUser({ userId, tx }: { userId: string; tx?: Tx }) {
      return (tx ?? db)
        .select()
        .from(a)
        .where(eq(a.userId, userId))
        .orderBy(asc(a.earnedAt), asc(a.achievement));
    },

    async latest({ userId }: { userId: string }) {
      const rows = await db
        .select()
        .from(a)
        .where(and(eq(a.userId, userId)))
        .orderBy(desc(a.earnedAt), desc(a.achievement))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}
