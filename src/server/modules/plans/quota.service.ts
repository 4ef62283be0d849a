import type { Entitlements } from '@shared/schemas/entitlements';
import type { DailyUsage } from '@shared/schemas/plans';
import type { Db, Tx } from '../../db/client';
import { dayIn, nextDayStart } from './calendar';
import { createQuotaRepository, type QuotaRepository } from './quota.repository';

/** Who is counted: `req.user` satisfies it. */
export interface QuotaUser {
  id: string;
  timeZone: string;
  entitlements: Pick<Entitlements, 'dailyLimit'>;
}

export interface QuotaClaim {
  /** False when today's limit was already reached: refuse the request (429 `plans.daily_limit_reached`). */
  allowed: boolean;
  /** Units used today, this one included when allowed. */
  used: number;
  /** null: unlimited (nothing is written). */
  limit: number | null;
  remaining: number | null;
}

export interface QuotaService {
  /** Takes one unit of today's allowance (free: AI requests; standard trial: chat messages). */
  claim(args: { user: QuotaUser }): Promise<QuotaClaim>;
  /** Today's use, without taking anything. */
  status(args: { user: QuotaUser }): Promise<DailyUsage>;
  /** The export's `dailyUsage` section: every allowance the person used, by day. */
  exportOf(args: { userId: string; tx?: Tx }): Promise<{ day: string; count: number }[]>;
}

/** Two allowances never begin less than this apart, whatever the time zone does meanwhile. */
export const MIN_ALLOWANCE_GAP_MS = 23 * 3_600_000;

type Allowance = Awaited<ReturnType<QuotaRepository['latestAllowance']>>;

/**
 * The allowance a claim at `now` counts against. One that has not ended keeps counting, even if
 * the person's time zone changed since it began (a time zone sent at sign-in cannot open a new
 * day). A new one begins on today's local date and ends at the first local midnight that is at
 * least 23 hours after the previous allowance ended, so hopping across zones gains nothing.
 */
function allowanceAt({ latest, timeZone, now }: { latest: Allowance; timeZone: string; now: Date }) {
  if (latest?.resetsAt && latest.resetsAt > now) return { day: latest.day, resetsAt: latest.resetsAt, used: latest.count };
  const day = dayIn(timeZone, now);
  let resetsAt = nextDayStart(timeZone, now);
  const earliest = latest?.resetsAt ? latest.resetsAt.getTime() + MIN_ALLOWANCE_GAP_MS : 0;
  if (resetsAt.getTime() < earliest) resetsAt = nextDayStart(timeZone, new Date(earliest - 1));
  // A row of this date written before allowances had an end still counts for this day.
  const used = latest && !latest.resetsAt && latest.day === day ? latest.count : 0;
  return { day, resetsAt, used };
}

/**
 * The daily limits of SPEC §1/§4, decided by the server: an allowance is the person's calendar
 * day in their time zone, fixed when it begins, and each claim is one atomic statement that
 * also finds the allowance (quota.repository.ts).
 */
export function createQuotaService({ db, clock }: { db: Db; clock: () => Date }): QuotaService {
  const repo = createQuotaRepository(db);
  return {
    async claim({ user }) {
      const limit = user.entitlements.dailyLimit;
      if (limit === null) return { allowed: true, used: 0, limit: null, remaining: null };
      if (limit <= 0) return { allowed: false, used: 0, limit, remaining: 0 };
      const now = clock();
      // One statement finds the allowance and claims on it; only a new allowance that would begin
      // too soon after the last (a change of time zone) needs the allowance picked here first.
      const today = { today: dayIn(user.timeZone, now), nextStart: nextDayStart(user.timeZone, now) };
      const first = await repo.claimLatestOrToday({ userId: user.id, ...today, minGapMs: MIN_ALLOWANCE_GAP_MS, limit, now });
      let claimed = first.count;
      if (!first.decided) {
        const { day, resetsAt } = allowanceAt({ latest: await repo.latestAllowance({ userId: user.id }), timeZone: user.timeZone, now });
        claimed = await repo.claimUnit({ userId: user.id, day, resetsAt, limit, now });
      }
      if (claimed === null) return { allowed: false, used: limit, limit, remaining: 0 };
      return { allowed: true, used: claimed, limit, remaining: Math.max(0, limit - claimed) };
    },

    async status({ user }) {
      const now = clock();
      const limit = user.entitlements.dailyLimit;
      const latest = limit === null ? null : await repo.latestAllowance({ userId: user.id });
      const allowance = allowanceAt({ latest, timeZone: user.timeZone, now });
      const used = limit === null ? 0 : Math.min(allowance.used, limit);
      const remaining = limit === null ? null : Math.max(0, limit - used);
      return {
        day: allowance.day,
        timeZone: user.timeZone,
        used,
        limit,
        remaining,
        limitReached: remaining === 0,
        resetsAt: allowance.resetsAt.toISOString(),
      };
    },

    exportOf: ({ userId, tx }) => repo.listOfUser({ userId, tx }),
  };
}
