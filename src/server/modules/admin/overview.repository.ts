import { sql } from 'drizzle-orm';
import { limits } from '@shared/plans';
import type { AdminOverview } from '@shared/schemas/admin';
import type { Db } from '../../db/client';

type Rows<T> = T[];
const DAYS = 30;
const WEEKS = 12;

/** `db.execute` answers `{ rows }` on node-postgres and PGlite alike. */
async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<Rows<T>> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const days = (now: Date) =>
  sql`generate_series((${now.toISOString()}::timestamptz at time zone 'UTC')::date - ${DAYS - 1}::int, (${now.toISOString()}::timestamptz at time zone 'UTC')::date, interval '1 day')`;

/** A per-day count over the last 30 days, zero-filled, from `source` (a `day date` column). */
async function perDayOf(
  db: Db,
  source: ReturnType<typeof sql>,
  now: Date,
): Promise<{ day: string; count: number }[]> {
  return (
    await rows<{ day: string; count: number }>(
      db,
      sql`select to_char(d, 'YYYY-MM-DD') as day, coalesce(s.n, 0)::int as count
          from ${days(now)} as d left join (select day, count(*) as n from (${source}) src group by day) s on s.day = d::date
          order by d`,
    )
  ).map((r) => ({ day: r.day, count: Number(r.count) }));
}

/**
 * The overview's figures: each one aggregate query over whole tables (counts and sums, grouped
 * by day, week, month or plan), never one query per person, and never a column people wrote.
 * Days are UTC calendar days.
 */
export function createOverviewRepository(db: Db) {
  const perDay = (source: ReturnType<typeof sql>, now: Date) => perDayOf(db, source, now);
  return {
    async users(now: Date): Promise<AdminOverview['users']> {
      const [totals] = await rows<{ total: number; disabled: number }>(
        db,
        sql`select count(*)::int as total, count(disabled_at)::int as disabled from users`,
      );
      const perDayRows = await perDay(
        sql`select (created_at at time zone 'UTC')::date as day from users`,
        now,
      );
      const perWeek = await rows<{ week: string; count: number }>(
        db,
        sql`select to_char(w, 'YYYY-MM-DD') as week, coalesce(s.n, 0)::int as count
            from generate_series(date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC') - interval '${sql.raw(String(WEEKS - 1))} weeks',
                                 date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'), interval '1 week') as w
            left join (select date_trunc('week', created_at at time zone 'UTC') as wk, count(*) as n from users group by wk) s on s.wk = w
            order by w`,
      );
      return {
        total: Number(totals?.total ?? 0),
        disabled: Number(totals?.disabled ?? 0),
        perDay: perDayRows,
        perWeek: perWeek.map((r) => ({ week: r.week, count: Number(r.count) })),
      };
    },

    ...planFigures(db),
    async launch(): Promise<AdminOverview['launch']> {
      const [row] = await rows<{
        places: number | null;
        taken: number | null;
        monthly: number;
        yearly: number;
        each: number;
      }>(
        db,
        sql`select (select places from launch_campaign where id = 1) as places, (select taken from launch_campaign where id = 1) as taken,
                   coalesce((select used from billing_discounts where plan = 'monthly'), 0)::int as monthly,
                   coalesce((select used from billing_discounts where plan = 'yearly'), 0)::int as yearly,
                   coalesce((select max(total) from billing_discounts), 0)::int as each`,
      );
      return {
        places: Number(row?.places ?? limits.launchPlaces),
        taken: Number(row?.taken ?? 0),
        discountCodesUsed: {
          monthly: Number(row?.monthly ?? 0),
          yearly: Number(row?.yearly ?? 0),
          each: Number(row?.each ?? 0),
        },
      };
    },

    async revenueByMonth(): Promise<AdminOverview['revenueByMonth']> {
      const found = await rows<{ month: string; cents: number; currency: string }>(
        db,
        sql`select to_char(issued_at at time zone 'UTC', 'YYYY-MM') as month, sum(amount_cents)::int as cents, currency
            from billing_invoices where status = 'paid' group by month, currency order by month desc limit 24`,
      );
      return found.reverse().map((r) => ({ month: r.month, cents: Number(r.cents), currency: r.currency }));
    },

    ...activityFigures(db),
  };
}

/** Use of the AI, the crisis check and the support inbox, as counts. */
function activityFigures(db: Db) {
  const perDay = (source: ReturnType<typeof sql>, now: Date) => perDayOf(db, source, now);
  return {
    aiRequestsPerDay: (now: Date) => perDay(sql`select day from activity_log where kind = 'ai_request'`, now),

    /** Allowances used up: a day whose count reached the limit of the plan the person was on. */
    quotaHitsPerDay: (now: Date) =>
      perDay(
        sql`select d.day from daily_usage d join users u on u.id = d.user_id
            where d.count >= case when u.trial_ends_at > d.day::timestamptz then ${limits.trialChatMessagesPerDay}::int else ${limits.freeAiRequestsPerDay}::int end`,
        now,
      ),

    /** How many times the crisis check answered someone: a count, nothing else. */
    crisisPerDay: (now: Date) =>
      perDay(sql`select (occurred_at at time zone 'UTC')::date as day from safety_events`, now),

    async supportWaiting(): Promise<number> {
      const [row] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from support_messages where handled_at is null`,
      );
      return Number(row?.n ?? 0);
    },
  };
}

/** Plans now, and how many trials became paying subscriptions. */
function planFigures(db: Db) {
  return {
    /** The plan of every account now, by the same rule as plans/entitlements.ts. */
    async plans(now: Date): Promise<AdminOverview['plans']> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const found = await rows<{ plan: string; count: number }>(
        db,
        sql`select plan, count(*)::int as count from (
              select case
                when (subscription_status <> 'inactive' or is_premium) and (
                  case when coalesce(subscription_end, subscription_start) is null then is_premium
                       else coalesce(subscription_end, subscription_start + case when subscription_plan = 'yearly' then interval '1 year' else interval '1 month' end) > ${at} end)
                  then case when subscription_plan = 'yearly' then 'premium_yearly' else 'premium_monthly' end
                when launch_trial_ends_at > ${at} then 'launch'
                when trial_ends_at > ${at} then 'trial'
                else 'free' end as plan
              from users where role = 'member') p group by plan`,
      );
      const order = ['free', 'trial', 'launch', 'premium_monthly', 'premium_yearly'] as const;
      return order.map((plan) => ({ plan, count: Number(found.find((r) => r.plan === plan)?.count ?? 0) }));
    },

    /** Of the standard trials that ended, how many people paid at least once. */
    async conversion(now: Date): Promise<AdminOverview['conversion']> {
      const [row] = await rows<{ ended: number; converted: number }>(
        db,
        sql`select count(*)::int as ended,
                   count(*) filter (where exists (select 1 from billing_invoices i where i.user_id = u.id and i.status = 'paid' and i.amount_cents > 0))::int as converted
            from users u where u.trial_ends_at is not null and u.trial_ends_at <= ${now.toISOString()}::timestamptz`,
      );
      const ended = Number(row?.ended ?? 0);
      const converted = Number(row?.converted ?? 0);
      return { trialsEnded: ended, converted, rate: ended ? converted / ended : null };
    },
  };
}
