import type { Db } from '../../db/client';
import { activeLock, clearThrottle, hitThrottle, lockThrottle } from './throttle.repository';

/** Whole minutes until `until` (at least 1), for "try again in N min". */
export const minutesUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));

/**
 * Throttles stored in the database, so they hold across instances. Two kinds:
 * - failure locks (sign-in): `fail` counts failures in a window; reaching `max` locks the key
 *   for `lockMs`; `lockedUntil` tells whether any of some keys is locked.
 * - rate limits (registration, recovery): `hit` counts every request in a fixed window and
 *   says when the next one is allowed.
 */
export function createThrottle({ db, clock }: { db: Db; clock: () => Date }) {
  return {
    async lockedUntil(keys: string[]): Promise<Date | null> {
      return activeLock(db, { keys, now: clock() });
    },

    async fail(key: string, { max, windowMs, lockMs }: { max: number; windowMs: number; lockMs: number }): Promise<void> {
      const now = clock();
      const { count } = await hitThrottle(db, { key, now, windowMs });
      if (count >= max) await lockThrottle(db, { key, until: new Date(now.getTime() + lockMs) });
    },

    async reset(key: string): Promise<void> {
      await clearThrottle(db, key);
    },

    /** Counts a request; `retryAt` is set when it goes over `max` within `windowMs`. */
    async hit(key: string, { max, windowMs }: { max: number; windowMs: number }): Promise<{ allowed: boolean; retryAt: Date }> {
      const now = clock();
      const { count, windowStartedAt } = await hitThrottle(db, { key, now, windowMs });
      return { allowed: count <= max, retryAt: new Date(windowStartedAt.getTime() + windowMs) };
    },
  };
}
export type Throttle = ReturnType<typeof createThrottle>;
