import { sql } from 'drizzle-orm';
import type { PartOfDay, PracticeKind } from '@shared/schemas/progress';
import type { Db } from '../../db/client';
import { activityDaysTable as t } from './activity.table';
import { userAchievementsTable as a } from './achievements.table';
import { rowsOf } from './achievements.repository';

export interface Totals {
  counts: Record<PracticeKind, number>;
  meditationMinutes: number;
  minutes: number;
  sessions: number;
  timedSessions: number;
  activeDays: number;
  lastAt: string | null;
  /** Facts by local part of the day. */
  parts: Record<PartOfDay, number>;
}
export interface DayPoint {
  day: string;
  minutes: number;
  sessions: number;
  facts: number;
}
export interface WeekPoint {
  weekStart: string;
  minutes: number;
  sessions: number;
  activeDays: number;
}
export interface Summary {
  totals: Totals;
  currentStreak: number;
  longestStreak: number;
  /** Only when asked for series: the days from `daysFrom` and the weeks from `weeksFrom`. */
  days: DayPoint[];
  weeks: WeekPoint[];
  week: (Record<PracticeKind, number> & { meditationMinutes: number }) | null;
  latest: { achievement: string; earnedAt: string } | null;
}

export interface SummaryQuery {
  userId: string;
  today: string;
  /** For the dashboard: the first day of the 7-day series, of this week and of the 4-week series. */
  series?: { daysFrom: string; weekFrom: string; weeksFrom: string };
}

const countsSql = sql.raw(`json_build_object(
  'chat', coalesce(sum(chat), 0), 'ai_module', coalesce(sum(ai_module), 0), 'exercise', coalesce(sum(exercise), 0),
  'meditation', coalesce(sum(meditation), 0), 'reflection', coalesce(sum(reflection), 0),
  'reading', coalesce(sum(reading), 0), 'mood', coalesce(sum(mood), 0))`);

/** The series parts of the summary: only the dashboard asks for them. */
function seriesSql(series: SummaryQuery['series'], today: string) {
  if (!series) return sql`, 'days', '[]'::json, 'weeks', '[]'::json, 'week', null`;
  return sql`,
    'days', (select coalesce(json_agg(json_build_object('day', day, 'minutes', minutes, 'sessions', sessions, 'facts', facts) order by day), '[]'::json)
      from f where day between ${series.daysFrom}::date and ${today}::date),
    'weeks', (select coalesce(json_agg(x order by x."weekStart"), '[]'::json) from (
      select date_trunc('week', day)::date as "weekStart", sum(minutes) as minutes, sum(sessions) as sessions, count(*) as "activeDays"
      from f where day between ${series.weeksFrom}::date and ${today}::date group by 1) x),
    'week', (select ${countsSql}::jsonb || jsonb_build_object('meditationMinutes', coalesce(sum(meditation_minutes), 0))
      from f where day between ${series.weekFrom}::date and ${today}::date)`;
}

/**
 * Everything the profile and the dashboard show of a person's activity, in ONE statement over
 * the per-day counts (`activity_days`, at most one row a day): SQL aggregates, the streaks by
 * gaps-and-islands over the days, the facts per local part of the day.
 */
export function createStatsRepository(db: Db) {
  return {
    async summary({ userId, today, series }: SummaryQuery): Promise<Summary> {
      const result = await db.execute(sql`
        with f as (
          select * from ${t} where ${t.userId} = ${userId} and ${t.facts} > 0
        ), islands as (
          select day, day - (row_number() over (order by day))::int as grp from f where day <= ${today}::date
        ), runs as (
          select count(*)::int as len, max(day) as last_day from islands group by grp
        )
        select json_build_object(
          'totals', (select json_build_object(
              'counts', ${countsSql},
              'meditationMinutes', coalesce(sum(meditation_minutes), 0),
              'minutes', coalesce(sum(minutes), 0),
              'sessions', coalesce(sum(sessions), 0),
              'timedSessions', coalesce(sum(timed_sessions), 0),
              'activeDays', count(*),
              'lastAt', max(last_at),
              'parts', json_build_object('morning', coalesce(sum(morning), 0), 'afternoon', coalesce(sum(afternoon), 0),
                'evening', coalesce(sum(evening), 0), 'night', coalesce(sum(night), 0))) from f),
          'currentStreak', coalesce((select max(len) from runs where last_day >= ${today}::date - 1), 0),
          'longestStreak', coalesce((select max(len) from runs), 0),
          'latest', (select json_build_object('achievement', ${a.achievement}, 'earnedAt', ${a.earnedAt})
            from ${a} where ${a.userId} = ${userId} order by ${a.earnedAt} desc, ${a.achievement} desc limit 1)
          ${seriesSql(series, today)}
        ) as data`);
      return rowsOf<{ data: Summary }>(result)[0]!.data;
    },
  };
}
