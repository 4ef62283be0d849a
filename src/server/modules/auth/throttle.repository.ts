import { and, eq, gt, inArray, isNull, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { authThrottlesTable } from './auth.table';

const t = authThrottlesTable;

/** Throttle counters (sign-in, registration, recovery), one row per key, each hit one statement. */
export function createThrottleRepository(db: Db) {
  return { ...windowCounters(db), ...signInCounters(db) };
}

/** Fixed-window counters (registration, recovery), and the clean-up of every kind of key. */
function windowCounters(db: Db) {
  return {
    /**
     * Counts one hit on a key in ONE upsert: a hit after the window has passed starts a new window
     * at 1. Returns the count within the current window and when that window started.
     */
    async hit({ key, now, windowMs }: { key: string; now: Date; windowMs: number }) {
      const windowStart = new Date(now.getTime() - windowMs);
      const expired = sql`${t.windowStartedAt} <= ${windowStart}`;
      const rows = await db
        .insert(t)
        .values({ key, count: 1, windowStartedAt: now })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${expired} then 1 else ${t.count} + 1 end`,
            windowStartedAt: sql`case when ${expired} then ${now} else ${t.windowStartedAt} end`,
          },
        })
        .returning({ count: t.count, windowStartedAt: t.windowStartedAt, lockedUntil: t.lockedUntil });
      return rows[0]!;
    },

    async clear({ key }: { key: string }): Promise<void> {
      await db.delete(t).where(eq(t.key, key));
    },

    /** Deletes every counter whose key starts with `prefix` (no `%` or `_` in it). */
    async clearWithPrefix({ prefix }: { prefix: string }): Promise<void> {
      await db.delete(t).where(like(t.key, `${prefix}%`));
    },

    /**
     * Deletes counters that can no longer matter: their window began before `windowStartedBefore`
     * (the longest window any throttle uses) and no wait is still running.
     */
    async deleteIdle({ windowStartedBefore, now }: { windowStartedBefore: Date; now: Date }): Promise<number> {
      const rows = await db
        .delete(t)
        .where(and(lt(t.windowStartedAt, windowStartedBefore), or(isNull(t.lockedUntil), lt(t.lockedUntil, now))))
        .returning({ key: t.key });
      return rows.length;
    },
  };
}

/** The sign-in counters: progressive waits, claimed before the password is checked. */
function signInCounters(db: Db) {
  return {
    /** The latest lock among these keys that is still in force, or null. */
    async activeLock({ keys, now }: { keys: string[]; now: Date }): Promise<Date | null> {
      const rows = await db
        .select({ lockedUntil: t.lockedUntil })
        .from(t)
        .where(and(inArray(t.key, keys), gt(t.lockedUntil, now)));
      let latest: Date | null = null;
      for (const r of rows) if (r.lockedUntil && (!latest || r.lockedUntil > latest)) latest = r.lockedUntil;
      return latest;
    },

    /**
     * Counts one sign-in attempt on a key in ONE upsert, unless the key is waiting (then nothing
     * is written and the answer is null). The attempt is counted before the password is checked,
     * so requests sent together cannot all slip through while the first one is verified. Past
     * `freeFailures` in the window, the count also sets the wait before the next attempt: 1, 2,
     * 4 … minutes, at most `maxDelayMinutes`. Returns the count and the wait this attempt set.
     */
    async claim({
      key,
      now,
      windowMs,
      freeFailures,
      maxDelayMinutes,
      tx,
    }: {
      key: string;
      now: Date;
      windowMs: number;
      freeFailures: number;
      maxDelayMinutes: number;
      tx?: Tx;
    }): Promise<{ count: number; lockedUntil: Date | null } | null> {
      const expired = sql`${t.windowStartedAt} <= ${new Date(now.getTime() - windowMs)}`;
      const count = sql`case when ${expired} then 1 else ${t.count} + 1 end`;
      // The exponent is capped so that a long run of failures never overflows `power`.
      const waitAfter = (n: SQL) =>
        sql`case when ${n} > ${freeFailures} then ${now}::timestamptz + least(${maxDelayMinutes}::float8, power(2, least(${n} - ${freeFailures} - 1, 30))) * interval '1 minute' end`;
      const rows = await (tx ?? db)
        .insert(t)
        .values({ key, count: 1, windowStartedAt: now, lockedUntil: waitAfter(sql`1`) })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count,
            windowStartedAt: sql`case when ${expired} then ${now}::timestamptz else ${t.windowStartedAt} end`,
            lockedUntil: waitAfter(count),
          },
          setWhere: or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
        })
        .returning({ count: t.count, lockedUntil: t.lockedUntil });
      return rows[0] ?? null;
    },

    /**
     * Gives back an attempt `claim` counted, once it turned out to be a success: one less in the
     * count, and the wait it set is lifted (unless a later failure has set another since).
     */
    async release({ key, lockedUntil }: { key: string; lockedUntil: Date | null }): Promise<void> {
      await db
        .update(t)
        .set({
          count: sql`greatest(${t.count} - 1, 0)`,
          ...(lockedUntil ? { lockedUntil: sql`case when ${t.lockedUntil} = ${lockedUntil} then null else ${t.lockedUntil} end` } : {}),
        })
        .where(eq(t.key, key));
    },
  };
}
