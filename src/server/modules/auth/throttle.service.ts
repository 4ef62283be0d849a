import type { Db } from '../../db/client';
import { createThrottleRepository } from './throttle.repository';

/** Whole minutes until `until` (at least 1), for "try again in N min". */
export const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Rate limits stored in the database, so they hold across instances (registration, recovery):
 * `hit` counts every request in a fixed window and says when the next one is allowed. Sign-in
 * has its own progressive waits on the same table (login-throttle.service.ts).
 */
export function createThrottle({ db, clock }: { db: Db; clock: () => Date }) {
  const repo = createThrottleRepository(db);
  return {
    async reset(key: string): Promise<void> {
      await repo.clear({ key });
    },

    /** Counts a request; `retryAt` is set when it goes over `max` within `windowMs`. */
    async hit(key: string, { max, windowMs }: { max: number; windowMs: number }): Promise<{ allowed: boolean; retryAt: Date }> {
      const now = clock();
      const { count, windowStartedAt } = await repo.hit({ key, now, windowMs });
      return { allowed: count <= max, retryAt: new Date(windowStartedAt.getTime() + windowMs) };
    },

    /**
     * Deletes counters older than the longest window in use (`windowMs`) with no wait running
     * (housekeeping); returns how many went.
     */
    purgeIdle: ({ now, windowMs }: { now: Date; windowMs: number }) =>
      repo.deleteIdle({ windowStartedBefore: new Date(now.getTime() - windowMs), now }),
  };
}
