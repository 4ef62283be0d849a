import type { Entitlements } from '../../../shared/schemas/entitlements';
import type { DailyUsage } from '../../../shared/schemas/plans';
import type { Db } from '../../db/client';
import { dayIn, nextDayStart } from './calendar';
import { claimDailyUnit, readDailyCount } from './quota.repository';

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
}

/**
 * The daily limits of SPEC §1/§4, decided by the server: the day is the person's calendar day in
 * their time zone, and each claim is one atomic statement (see quota.repository.ts).
 */
export function createQuotaService({ db, clock }: { db: Db; clock: () => Date }): QuotaService {
  return {
    async claim({ user }) {
      const limit = user.entitlements.dailyLimit;
      if (limit === null) return { allowed: true, used: 0, limit: null, remaining: null };
      const day = dayIn(user.timeZone, clock());
      const claimed = limit > 0 ? await claimDailyUnit(db, { userId: user.id, day, limit }) : null;
      if (claimed === null) return { allowed: false, used: limit, limit, remaining: 0 };
      return { allowed: true, used: claimed, limit, remaining: Math.max(0, limit - claimed) };
    },

    async status({ user }) {
      const now = clock();
      const day = dayIn(user.timeZone, now);
      const limit = user.entitlements.dailyLimit;
      const used = limit === null ? 0 : await readDailyCount(db, { userId: user.id, day });
      const remaining = limit === null ? null : Math.max(0, limit - used);
      return {
        day,
        timeZone: user.timeZone,
        used,
        limit,
        remaining,
        limitReached: remaining === 0,
        resetsAt: nextDayStart(user.timeZone, now).toISOString(),
      };
    },
  };
}
